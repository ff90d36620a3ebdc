// `npm test` is the one command CI runs, so it also holds the static checks: types, lint, format.
// `npm run check` runs them first, one by one, and then sets STEWARD_STATIC_CHECKS_DONE to skip these.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./support/runner";

const exec = promisify(execFile);
const bin = (name: string) => join(REPO_ROOT, "node_modules", ".bin", name);
const done = process.env["STEWARD_STATIC_CHECKS_DONE"] === "1";

async function check(command: string, args: string[]): Promise<string> {
  try {
    await exec(bin(command), args, { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 });
    return "";
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`.trim() || String(error);
  }
}

// Not timed (timeout 0): each check is a tool that ends by itself, holding no server, port or lock, and
// its time only grows with the machine's load (the type-aware eslint pass most of all). A limit here
// could only fail a clean tree on a busy machine.
describe.skipIf(done)("static checks", { timeout: 0 }, () => {
  it("type-checks (tsc --noEmit)", async () => {
    expect(await check("tsc", ["--noEmit", "-p", "tsconfig.json"])).toBe("");
  });

  it("lints clean (eslint, type-aware rules)", async () => {
    expect(await check("eslint", ["--max-warnings", "0", "."])).toBe("");
  });

  it("is formatted (prettier --check)", async () => {
    expect(await check("prettier", ["--check", "--log-level", "warn", "."])).toBe("");
  });
});
