// The file tools against symbolic links swapped under them (issue 18): a file and a directory of the
// workspace flip between what they are and links to a fake $HOME's credentials or a directory outside.
// The tools run through the default policy and the execution pipeline. Nothing outside may be read (no
// result holds a token that exists only there) or written or created (the outside tree keeps its bytes
// and mtimes). Each call is first run once per step it takes on the file system (pin, open, create,
// list), with the links swapped in exactly before that step — the window between a check and a use —
// and swapped back before the next, through the test-only hook of safe-fs/pinning (with the machine's
// pinning, and for Read's listing of a directory, the portable way's too). One short race
// against a real process flipping the links as fast as it can backs the hook up: the swaps there land
// where the kernel puts them, not where the hook does.
import { afterEach, describe, expect, it } from "vitest";
import { editTool } from "../../../src/tools/edit";
import { globTool } from "../../../src/tools/glob";
import { grepTool } from "../../../src/tools/grep";
import { multiEditTool } from "../../../src/tools/multi-edit";
import { notebookEditTool } from "../../../src/tools/notebook-edit";
import { readTool } from "../../../src/tools/read";
import type { ToolContext } from "../../../src/tools/context";
import { beforeEachPinStep, PINNINGS, type Pinning } from "../../../src/tools/safe-fs/pinning";
import { type GrepParams, runGrep } from "../../../src/tools/search/grep-run";
import type { AnyTool } from "../../../src/tools/tool";
import { writeTool } from "../../../src/tools/write";
import { type RaceBench, raceBench, raceFor } from "./race-bench";

const RACE_MS = 500;

let bench: RaceBench | undefined;
afterEach(async () => {
  beforeEachPinStep(undefined);
  await bench?.cleanup();
  bench = undefined;
});

type Attempts = (b: RaceBench, leaks: string[]) => Record<string, () => Promise<boolean | undefined>>;

/** The text of the last call an attempt made, to tell what a swap changed. */
let lastText = "";

/**
 * Runs `attempt` once with the links swapped in just before its step `at` (and, if `only`, swapped
 * back before the step after); the places are real again afterwards. Returns what came of it, and how
 * many steps it took. The tools pin through `pinning` (the machine's when undefined).
 */
async function swappedAt(
  b: RaceBench,
  attempt: () => Promise<boolean | undefined>,
  at: number,
  only: boolean,
  pinning: Pinning | undefined,
): Promise<{ won: boolean; text: string; steps: number }> {
  let steps = 0;
  beforeEachPinStep(() => {
    if (steps === at) b.toOutside();
    else if (only && steps === at + 1) b.toReal();
    steps += 1;
  }, pinning);
  try {
    const won = (await attempt()) === true;
    return { won, text: lastText, steps };
  } finally {
    beforeEachPinStep(undefined);
    b.toReal();
  }
}

/**
 * Runs `attempt` with the links swapped in at each of its steps in turn, for good and for that step
 * only, then once clean (swapped "after" its last step). Returns its steps, whether the clean run
 * succeeded, and how many swapped runs came out otherwise (refused, or a walk that skipped the link).
 */
async function everyStepOf(
  b: RaceBench,
  attempt: () => Promise<boolean | undefined>,
  pinning: Pinning | undefined,
) {
  const swapped: { won: boolean; text: string }[] = [];
  for (let at = 0; ; at++) {
    const forGood = await swappedAt(b, attempt, at, false, pinning);
    if (at >= forGood.steps) {
      // Nothing was swapped: the clean run, for the others to be compared with.
      const differed = swapped.filter((run) => !run.won || run.text !== forGood.text).length;
      return { steps: forGood.steps, clean: forGood.won, differed };
    }
    swapped.push(forGood, await swappedAt(b, attempt, at, true, pinning));
  }
}

/** Runs every attempt swapped at each of its steps, and checks what a race must never do. */
async function atEveryStep(tools: readonly AnyTool[], attempts: Attempts, pinning?: Pinning): Promise<void> {
  const b = await raceBench(tools);
  bench = b;
  b.toReal();
  const before = await b.outsideFingerprint();
  const leaks: string[] = [];
  const tally: Record<string, { steps: number; clean: boolean; differed: number }> = {};
  for (const [label, attempt] of Object.entries(attempts(b, leaks)))
    tally[label] = await everyStepOf(b, attempt, pinning);
  expect(leaks).toEqual([]);
  expect(await b.outsideFingerprint()).toEqual(before);
  // Each call works when nothing is swapped and takes steps to swap at, and the swaps landed where
  // they changed what calls did (not every call's: a search for what only the outside holds finds
  // nothing either way).
  const shown = JSON.stringify(tally);
  for (const [label, { steps, clean }] of Object.entries(tally)) {
    expect(clean, `${label}: ${shown}`).toBe(true);
    expect(steps, `${label}: ${shown}`).toBeGreaterThan(0);
  }
  expect(Object.values(tally).filter((t) => t.differed > 0).length, shown).toBeGreaterThan(0);
}

/** Runs the attempts against the swapping process and checks what a race must never do. */
async function race(tools: readonly AnyTool[], attempts: Attempts, ms = RACE_MS): Promise<void> {
  const b = await raceBench(tools);
  bench = b;
  const before = await b.outsideFingerprint();
  const leaks: string[] = [];
  await b.startSwapping();
  const tally = await raceFor(ms, attempts(b, leaks));
  await b.stopSwapping();
  expect(leaks).toEqual([]);
  expect(await b.outsideFingerprint()).toEqual(before);
  // The policy refuses a call whenever it sees the link, and a flip during a call fails it: success
  // depends on the machine's load, so the bar is every kind of call succeeding sometimes, and one in
  // twenty of all calls succeeding.
  const shown = JSON.stringify(tally);
  for (const [label, { wins }] of Object.entries(tally))
    expect(wins, `${label}: ${shown}`).toBeGreaterThan(0);
  const all = Object.values(tally).reduce((sum, t) => ({
    tries: sum.tries + t.tries,
    wins: sum.wins + t.wins,
  }));
  expect(all.wins, shown).toBeGreaterThanOrEqual(all.tries / 20);
}

/** A call that succeeds (true) or fails (false); either way its text is checked for leaks. */
function attempt(b: RaceBench, leaks: string[], name: string, input: Record<string, unknown>) {
  return async (): Promise<boolean> => {
    const outcome = await b.call(name, input);
    const text = b.text(outcome);
    lastText = text;
    for (const secret of b.secrets)
      if (text.includes(secret)) leaks.push(`${name} ${JSON.stringify(input)}: ${text}`);
    return !outcome.isError;
  };
}

/** A Read of a missing file: it succeeds (true) when it fails saying so, suggestions or none. */
function readMissing(b: RaceBench, leaks: string[], path: string) {
  const read = attempt(b, leaks, "Read", { file_path: path });
  return async (): Promise<boolean> => {
    await read();
    return lastText.includes(`File does not exist: ${path}.`);
  };
}

/**
 * Reads then changes a file: the change needs the read (read-before-write), and both race. Only the
 * change is counted; a read that lost the race is not a try.
 */
function readThen(
  b: RaceBench,
  leaks: string[],
  path: string,
  name: string,
  input: () => Record<string, unknown>,
) {
  const read = attempt(b, leaks, "Read", { file_path: path });
  return async (): Promise<boolean | undefined> =>
    (await read()) ? attempt(b, leaks, name, input())() : undefined;
}

describe("the file tools with links swapped in at every step they take", () => {
  it("Read never returns a file outside the workspace", async () => {
    await atEveryStep([readTool], (b, leaks) => ({
      "Read file.txt": attempt(b, leaks, "Read", { file_path: "file.txt" }),
      "Read dir/notes.txt": attempt(b, leaks, "Read", { file_path: "dir/notes.txt" }),
      "Read dir/deeper/notes.txt": attempt(b, leaks, "Read", { file_path: "dir/deeper/notes.txt" }),
    }));
  });

  // A missing file's "Did you mean ...?" lists its directory: swapped for a link out after it was
  // pinned and judged, the listing must not show the outside's names (one is a secret). Through /proc
  // the pinned directory itself is listed; the portable way must notice the link after opening.
  it.each([
    ["the machine's", undefined],
    ["the portable", PINNINGS.portable],
  ])("Read never suggests a name from outside the workspace (%s pinning)", async (_kind, pinning) => {
    await atEveryStep(
      [readTool],
      (b, leaks) => {
        // Four hex digits short of the outside's secret name, so that name is the one suggestion
        // (were it listed), while the path asked for is no secret itself.
        const secretName = b.secrets.find((s) => s.startsWith("only-outside-")) ?? "";
        return {
          "Read dir/note.txt": readMissing(b, leaks, "dir/note.txt"),
          "Read dir/only-outside-…": readMissing(b, leaks, `dir/${secretName.slice(0, -4)}.txt`),
        };
      },
      pinning,
    );
  });

  it("Write, Edit, MultiEdit and NotebookEdit never write or create outside the workspace", async () => {
    let n = 0;
    await atEveryStep([readTool, writeTool, editTool, multiEditTool, notebookEditTool], (b, leaks) => ({
      "Write dir/new-N.txt": async () =>
        attempt(b, leaks, "Write", { file_path: `dir/new-${String(++n)}.txt`, content: "new\n" })(),
      "Write file.txt": readThen(b, leaks, "file.txt", "Write", () => ({
        file_path: "file.txt",
        content: "notes inside\n",
      })),
      "Edit dir/notes.txt": readThen(b, leaks, "dir/notes.txt", "Edit", () => ({
        file_path: "dir/notes.txt",
        old_string: "notes inside",
        new_string: "notes inside!",
      })),
      "MultiEdit dir/deeper/notes.txt": readThen(b, leaks, "dir/deeper/notes.txt", "MultiEdit", () => ({
        file_path: "dir/deeper/notes.txt",
        edits: [{ old_string: "notes inside", new_string: "notes inside?" }],
      })),
      "NotebookEdit dir/nb.ipynb": readThen(b, leaks, "dir/nb.ipynb", "NotebookEdit", () => ({
        notebook_path: "dir/nb.ipynb",
        cell_id: "c1",
        new_source: `x = ${String(++n)}`,
      })),
    }));
  });

  it("Glob never lists, and Grep (ripgrep) never shows, what lies outside the workspace", async () => {
    await atEveryStep([globTool, grepTool], (b, leaks) => ({
      "Glob in dir": attempt(b, leaks, "Glob", { pattern: "**/*", path: "dir" }),
      "Glob dir/**": attempt(b, leaks, "Glob", { pattern: "dir/**/*" }),
      "Grep in dir": attempt(b, leaks, "Grep", {
        pattern: "SECRET|notes",
        path: "dir",
        output_mode: "count",
      }),
      "Grep file.txt": attempt(b, leaks, "Grep", {
        pattern: "notes",
        path: "file.txt",
        output_mode: "content",
      }),
      "Grep everywhere": attempt(b, leaks, "Grep", { pattern: "notes", output_mode: "content" }),
    }));
  });

  it("the built-in search (where no ripgrep runs) never shows what lies outside the workspace", async () => {
    const builtinGrep: AnyTool = {
      ...grepTool,
      call: (input: GrepParams, ctx: ToolContext) => runGrep(input, ctx, { kind: "builtin" }),
    };
    await atEveryStep([builtinGrep], (b, leaks) => ({
      "Grep in dir": attempt(b, leaks, "Grep", { pattern: "notes", path: "dir", output_mode: "content" }),
      "Grep file.txt": attempt(b, leaks, "Grep", {
        pattern: "notes",
        path: "file.txt",
        output_mode: "content",
      }),
      "Grep everywhere": attempt(b, leaks, "Grep", { pattern: "notes", output_mode: "content" }),
      "Grep everywhere for SECRET": attempt(b, leaks, "Grep", { pattern: "SECRET", output_mode: "content" }),
    }));
  });
});

describe("the file tools against a process swapping symlinks under them", () => {
  // One quick call each, so that enough of them fall within the real states even on a loaded machine
  // (a read before a change, and ripgrep's two runs, often did not); those are swapped at every step
  // above.
  it("Read, Write, Glob and the built-in search never reach outside the workspace", async () => {
    const builtinGrep: AnyTool = {
      ...grepTool,
      call: (input: GrepParams, ctx: ToolContext) => runGrep(input, ctx, { kind: "builtin" }),
    };
    let n = 0;
    await race([readTool, writeTool, globTool, builtinGrep], (b, leaks) => ({
      "Read file.txt": attempt(b, leaks, "Read", { file_path: "file.txt" }),
      "Write dir/new-N.txt": async () =>
        attempt(b, leaks, "Write", { file_path: `dir/new-${String(++n)}.txt`, content: "new\n" })(),
      "Glob dir/**": attempt(b, leaks, "Glob", { pattern: "dir/**/*" }),
      "Grep everywhere": attempt(b, leaks, "Grep", { pattern: "notes", output_mode: "content" }),
    }));
  });
});
