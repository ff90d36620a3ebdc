import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { cliEntry } from "../support/bundle";

const exec = promisify(execFile);
const cli = (...args: string[]) => exec(process.execPath, [cliEntry(), ...args]);

describe("steward CLI (dist/cli.js)", () => {
  it("prints its version", async () => {
    const { stdout } = await cli("--version");
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("prints usage for --help and for no command", async () => {
    expect((await cli("--help")).stdout).toContain("Usage:");
    expect((await cli()).stdout).toContain("Usage:");
  });

  it("answers an unknown command or flag with one error line and exit code 2", async () => {
    await expect(cli("frobnicate")).rejects.toMatchObject({
      code: 2,
      stderr: "steward: unknown command 'frobnicate'. Run 'steward --help' for the commands.\n",
    });
    await expect(cli("--bogus")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^steward: .*--bogus/) as unknown,
    });
  });
});
