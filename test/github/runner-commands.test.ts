import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createRunnerCommands,
  environmentFileRecord,
  escapeCommandData,
} from "../../src/github/runner-commands";
import { parseEnvironmentFile } from "../support/runner";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-commands-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("runner commands", () => {
  it("escapes command data so a newline cannot start a second command", () => {
    expect(escapeCommandData("50%\r\n::add-mask::x")).toBe("50%25%0D%0A::add-mask::x");
  });

  it("writes outputs in the heredoc format the runner reads, multi-line values intact", async () => {
    const file = join(dir, "out");
    await writeFile(file, "");
    const commands = createRunnerCommands({ GITHUB_OUTPUT: file }, () => undefined);
    commands.setOutput("conclusion", "success");
    commands.setOutput("body", "line 1\nline 2");
    expect(parseEnvironmentFile(await readFile(file, "utf8"))).toEqual({
      conclusion: "success",
      body: "line 1\nline 2",
    });
  });

  it("refuses a value that contains its own delimiter", () => {
    expect(() => environmentFileRecord("x", "a\nD\nb", "D")).toThrow(/contains the delimiter/);
  });

  it("masks a secret, and each line of a multi-line secret", () => {
    const lines: string[] = [];
    const commands = createRunnerCommands({}, (text) => lines.push(text));
    commands.mask("ghs_abc");
    commands.mask("-----BEGIN KEY-----\nMIIEvQIBADANBg\n-----END KEY-----");
    commands.mask("  ");
    expect(lines.join("")).toBe(
      [
        "::add-mask::ghs_abc",
        "::add-mask::-----BEGIN KEY-----%0AMIIEvQIBADANBg%0A-----END KEY-----",
        "::add-mask::-----BEGIN KEY-----",
        "::add-mask::MIIEvQIBADANBg",
        "::add-mask::-----END KEY-----",
        "",
      ].join("\n"),
    );
  });

  it("says which output could not be set without GITHUB_OUTPUT", () => {
    expect(() => createRunnerCommands({}, () => undefined).setOutput("turns", "3")).toThrow(
      "GITHUB_OUTPUT is not set: cannot set the output turns",
    );
  });

  it("appends to the step summary", async () => {
    const file = join(dir, "summary");
    await writeFile(file, "");
    const commands = createRunnerCommands({ GITHUB_STEP_SUMMARY: file }, () => undefined);
    commands.appendSummary("# Report");
    commands.appendSummary("done\n");
    expect(await readFile(file, "utf8")).toBe("# Report\ndone\n");
  });
});
