// The closing `N passed, N failed` line must come from real counts, including failures that are not
// tests: a file that does not load and an unhandled error.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./runner";

const exec = promisify(execFile);

describe("summary reporter", () => {
  it("counts passed and failed tests, and a file that fails to load as a failure", async () => {
    const dir = await mkdtemp(join(REPO_ROOT, "test/reporter-fixture-"));
    try {
      await writeFile(
        join(dir, "mixed.test.ts"),
        'import { it, expect } from "vitest";\nit("a", () => expect(1).toBe(1));\nit("b", () => expect(1).toBe(2));\nit.skip("c", () => {});\n',
      );
      await writeFile(join(dir, "broken.test.ts"), 'throw new Error("cannot load");\n');
      const summaryFile = join(dir, "summary.txt");
      const run = await exec(
        process.execPath,
        [
          join(REPO_ROOT, "node_modules/vitest/vitest.mjs"),
          "run",
          relative(REPO_ROOT, dir),
          "--reporter",
          "./test/support/summary-reporter.ts",
        ],
        { cwd: REPO_ROOT, env: { ...process.env, STEWARD_TEST_SUMMARY_FILE: summaryFile } },
      ).catch((error: unknown) => error as { stdout: string; code: number });
      expect((run as { code?: number }).code).toBe(1);
      expect(run.stdout.trim().split("\n").at(-1)).toBe("1 passed, 2 failed");
      expect(await readFile(summaryFile, "utf8")).toBe("1 passed, 2 failed\n");
      // A run with nothing to run fails in vitest; the line must not read "0 failed".
      const empty = await exec(
        process.execPath,
        [
          join(REPO_ROOT, "node_modules/vitest/vitest.mjs"),
          "run",
          "no-such-test-file-anywhere",
          "--reporter",
          "./test/support/summary-reporter.ts",
        ],
        { cwd: REPO_ROOT },
      ).catch((error: unknown) => error as { stdout: string });
      expect(empty.stdout.trim().split("\n").at(-1)).toBe("0 passed, 1 failed");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
