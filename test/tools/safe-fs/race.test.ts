// The file tools against a process that swaps symbolic links under them (issue 18): a file and a
// directory of the workspace flip, as fast as a child process can flip them, between what they are and
// links to a fake $HOME's credentials or a directory outside. The tools run in a loop through the
// default policy and the execution pipeline. Nothing outside may be read (no result holds a token that
// exists only there) or written or created (the outside tree keeps its bytes and mtimes), and the
// allowed calls must still succeed a fair share of the time. About a second per scenario, two for
// ripgrep's (each Grep starts ripgrep twice).
import { afterEach, describe, expect, it } from "vitest";
import { editTool } from "../../../src/tools/edit";
import { globTool } from "../../../src/tools/glob";
import { grepTool } from "../../../src/tools/grep";
import { multiEditTool } from "../../../src/tools/multi-edit";
import { notebookEditTool } from "../../../src/tools/notebook-edit";
import { readTool } from "../../../src/tools/read";
import type { ToolContext } from "../../../src/tools/context";
import { type GrepParams, runGrep } from "../../../src/tools/search/grep-run";
import type { AnyTool } from "../../../src/tools/tool";
import { writeTool } from "../../../src/tools/write";
import { type RaceBench, raceBench, raceFor } from "./race-bench";

const RACE_MS = 1_000;

let bench: RaceBench | undefined;
afterEach(async () => {
  await bench?.cleanup();
  bench = undefined;
});

/** Runs the attempts against the swapping process and checks what a race must never do. */
async function race(
  tools: readonly AnyTool[],
  attempts: (b: RaceBench, leaks: string[]) => Record<string, () => Promise<boolean | undefined>>,
  ms = RACE_MS,
): Promise<void> {
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
    for (const secret of b.secrets)
      if (text.includes(secret)) leaks.push(`${name} ${JSON.stringify(input)}: ${text}`);
    return !outcome.isError;
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

describe("the file tools against a process swapping symlinks under them", () => {
  it("Read never returns a file outside the workspace", async () => {
    await race([readTool], (b, leaks) => ({
      "Read file.txt": attempt(b, leaks, "Read", { file_path: "file.txt" }),
      "Read dir/notes.txt": attempt(b, leaks, "Read", { file_path: "dir/notes.txt" }),
      "Read dir/deeper/notes.txt": attempt(b, leaks, "Read", { file_path: "dir/deeper/notes.txt" }),
    }));
  });

  it("Write, Edit, MultiEdit and NotebookEdit never write or create outside the workspace", async () => {
    let n = 0;
    await race([readTool, writeTool, editTool, multiEditTool, notebookEditTool], (b, leaks) => ({
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
    await race(
      [globTool, grepTool],
      (b, leaks) => ({
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
      }),
      2 * RACE_MS,
    );
  });

  it("the built-in search (where no ripgrep runs) never shows what lies outside the workspace", async () => {
    const builtinGrep: AnyTool = {
      ...grepTool,
      call: (input: GrepParams, ctx: ToolContext) => runGrep(input, ctx, { kind: "builtin" }),
    };
    await race([builtinGrep], (b, leaks) => ({
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
