// The tree is the attacker's: a pull request can commit a .gitignore that is a link to /dev/zero or to
// a file outside, and a command the policy allowed can make one a FIFO. Glob and Grep must still
// answer, promptly and with the files that are there: rule files are read only when they are regular
// files (not through links, as git reads them), and a ripgrep that runs away on one is stopped and the
// built-in search answers instead.
import { execFileSync } from "node:child_process";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globTool } from "../../../src/tools/glob";
import { runGrep } from "../../../src/tools/search/grep-run";
import { ripgrepCandidates } from "../../../src/tools/search/locate-ripgrep";
import type { SearchBackend } from "../../../src/tools/search/search";
import { type TestBench, toolBench } from "../helpers";

/** Small limits, so a runaway ripgrep is stopped within a second or two here. */
const LIMITS = { memoryBytes: 64 * 1024 * 1024, stallMs: 1_000 };

let bench: TestBench;
let rg: string | undefined;

/** One directory per hostile rule file, each with a file to find and a file its rules must not hide. */
const CASES: [string, (dir: string) => Promise<void>][] = [
  [
    "a FIFO",
    (dir) => {
      execFileSync("mkfifo", [join(dir, ".gitignore")]);
      return Promise.resolve();
    },
  ],
  ["a link to /dev/zero", (dir) => symlink("/dev/zero", join(dir, ".gitignore"))],
  [
    "a link to a file outside the workspace",
    (dir) => symlink(join(bench.outside, "rules"), join(dir, ".gitignore")),
  ],
];

beforeAll(async () => {
  bench = await toolBench([globTool]);
  execFileSync("git", ["init", "-q"], { cwd: bench.root });
  rg = (await ripgrepCandidates(bench.context.env))[0];
  // Were the link followed, its lines would hide found.txt.
  await writeFile(join(bench.outside, "rules"), "found.txt\n");
  for (const [index, [, make]] of CASES.entries()) {
    const dir = join(bench.root, `case${String(index)}`);
    await mkdir(dir);
    await writeFile(join(dir, "found.txt"), "needle\n");
    await make(dir);
  }
});

afterAll(async () => {
  await bench.cleanup();
});

const expected = () => CASES.map((_c, index) => join(bench.root, `case${String(index)}`, "found.txt"));

describe("hostile .gitignore files", () => {
  it("Glob lists every file, promptly", async () => {
    const started = performance.now();
    const listed = bench.text(await bench.call("Glob", { pattern: "**/found.txt" })).split("\n");
    expect(listed.sort()).toEqual(expected().sort());
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it.each<[string, () => SearchBackend]>([
    [
      "ripgrep (stopped, then the built-in search)",
      () => ({ kind: "auto", candidates: rg === undefined ? [] : [rg], limits: LIMITS }),
    ],
    ["the built-in search", () => ({ kind: "builtin" })],
  ])(
    "Grep through %s finds every match, promptly",
    async (_name, backend) => {
      const started = performance.now();
      const out = await runGrep(
        { pattern: "needle", output_mode: "files_with_matches" },
        bench.context,
        backend(),
      );
      expect(
        out
          .split("\n")
          .filter((line) => line.endsWith("found.txt"))
          .sort(),
      ).toEqual(expected().sort());
      expect(performance.now() - started).toBeLessThan(10_000);
    },
    20_000,
  );

  // Each case alone, on ripgrep alone: the watch stops it, for the reason the case gives.
  it.each<[number, RegExp]>([
    [0, /did almost no work for 1 s/],
    [1, /used more than 64 MB of memory/],
  ])(
    "ripgrep over case%i is stopped: %s",
    async (index, reason) => {
      if (rg === undefined) throw new Error("no ripgrep found: .ci/run installs it");
      const started = performance.now();
      await expect(
        runGrep({ pattern: "needle", path: join(bench.root, `case${String(index)}`) }, bench.context, {
          kind: "ripgrep",
          binary: rg,
          limits: LIMITS,
        }),
      ).rejects.toThrow(reason);
      expect(performance.now() - started).toBeLessThan(10_000);
    },
    20_000,
  );
});
