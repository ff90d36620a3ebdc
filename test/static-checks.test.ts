// `npm test` is the one command CI runs, so it also holds the static checks: types, lint, format.
// `npm run check` runs them first, one by one, and then sets STEWARD_STATIC_CHECKS_DONE to skip these.
//
// They are the suite's long pole (a minute and more of CPU), so they cost as little as they can:
// - tsc and the type-aware eslint pass share one TypeScript program (scripts/typecheck-and-lint.mjs):
//   eslint's rules read the types the type-check computed instead of building the program again, about a
//   third less CPU than `tsc` then `eslint` (67 s against 99 s of CPU, measured back to back);
// - prettier runs beside them from the start, in its own process, parsing JavaScript and TypeScript with
//   the oxc parser (@prettier/plugin-oxc in .prettierrc.json, so `npm run format` prints the same): 14 s of
//   CPU against 20 s with prettier's typescript-estree parser, the same output on every file;
// - vitest starts this file before any other (LongPoleFirst in vitest.config.ts).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./support/runner";

const exec = promisify(execFile);
const done = process.env["STEWARD_STATIC_CHECKS_DONE"] === "1";

/** What a check printed when it failed ("" when it passed). */
async function failure(command: string, args: string[]): Promise<string> {
  try {
    await exec(command, args, { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
    return "";
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`.trim() || String(error);
  }
}

interface TypesAndLint {
  types: string;
  lint: string;
}

async function typesAndLint(): Promise<TypesAndLint> {
  const script = join(REPO_ROOT, "scripts", "typecheck-and-lint.mjs");
  const { stdout } = await exec(process.execPath, [script], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as TypesAndLint;
}

// Not timed (timeout 0): each check is a tool that ends by itself, holding no server, port or lock, and
// its time only grows with the machine's load (the type-aware eslint pass most of all). A limit here
// could only fail a clean tree on a busy machine.
describe.skipIf(done)("static checks", { timeout: 0 }, () => {
  // Started together when the file loads; each test awaits its own part.
  const shared = done ? undefined : typesAndLint();
  // A crash of the script fails the two tests that await it, not the run as an unhandled rejection.
  shared?.catch(() => undefined);
  const formatted = done
    ? undefined
    : failure(join(REPO_ROOT, "node_modules", ".bin", "prettier"), ["--check", "--log-level", "warn", "."]);

  it("type-checks (tsc --noEmit -p tsconfig.json)", async () => {
    expect((await shared)?.types).toBe("");
  });

  it("lints clean (eslint --max-warnings 0 ., type-aware rules)", async () => {
    expect((await shared)?.lint).toBe("");
  });

  it("is formatted (prettier --check)", async () => {
    expect(await formatted).toBe("");
  });
});
