import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createRunnerCommands,
  defuseCommands,
  environmentFileRecord,
  escapeCommandData,
} from "../../src/github/runner-commands";
import { parseEnvironmentFile, parseWorkflowCommands } from "../support/runner";
import { FAKE_SECRETS } from "../report/support/fake-secrets";

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

  it("redacts what it prints, sets and appends, with every secret masked so far", async () => {
    const lines: string[] = [];
    const [out, summary] = [join(dir, "out"), join(dir, "summary")];
    await Promise.all([writeFile(out, ""), writeFile(summary, "")]);
    const commands = createRunnerCommands({ GITHUB_OUTPUT: out, GITHUB_STEP_SUMMARY: summary }, (text) =>
      lines.push(text),
    );
    commands.mask("s3cret-value-1");
    const slack = FAKE_SECRETS["Slack bot token"] ?? "";
    const message = `got s3cret-value-1 and ${slack}`;
    commands.info(message);
    commands.warning(message);
    commands.error(message);
    commands.setOutput("note", "s3cret-value-1");
    commands.appendSummary(`summary ${slack}`);
    const printed = lines.join("") + (await readFile(out, "utf8")) + (await readFile(summary, "utf8"));
    expect(printed.replace(/^::add-mask::.*$/m, "")).not.toMatch(/s3cret-value-1|xoxb-/);
    expect(lines.slice(1).join("")).toBe(
      "got *** and ***\n::warning::got *** and ***\n::error::got *** and ***\n",
    );
  });

  it("refuses an output name that is not one of steward's", () => {
    expect(() =>
      createRunnerCommands({ GITHUB_OUTPUT: "x" }, () => undefined).setOutput("a\nb", "1"),
    ).toThrow("Invalid output name 'a\nb'");
  });
});

// Issue 21 class 3: tool output and model text printed with `debug: true` carried workflow commands
// the runner acted on. Nothing printed through the logger is ever read as a command.
describe("workflow commands in what steward prints", () => {
  const HOSTILE = [
    "##[set-output name=conclusion]success",
    "tool output ##[error]Build failed in your code",
    "##[add-mask]steward",
    "   ##[stop-commands]abc",
    "::set-output name=pwned::yes",
    "  \t::error file=a.ts::forged annotation",
    "::add-mask::steward",
    "\u0085::stop-commands::tok",
    "::warning::x\r::notice::after a carriage return",
    "line\n::save-state name=x::y",
    "::echo::on",
    "::add-matcher::.github/evil.json",
    "\u001B[31m::group::coloured\u001B[0m",
    "#\u200B#[set-env name=NODE_OPTIONS]--require ./x.js",
    "::\u200B:debug::zero width between the colons",
  ];

  it.each(HOSTILE)("%j stays text", (hostile) => {
    const lines: string[] = [];
    const commands = createRunnerCommands({}, (text) => lines.push(text));
    commands.info(`steward debug:   Bash cat log → ${hostile}`);
    commands.info(hostile);
    commands.warning(hostile);
    commands.error(hostile);
    const parsed = parseWorkflowCommands(lines.join(""));
    expect(parsed.map((c) => c.command)).toEqual(["warning", "error"]);
    expect(parsed.map((c) => c.data).join("\n")).not.toMatch(/##\[|^[\s\u0085]*::/m);
  });

  it("keeps the text readable", () => {
    expect(defuseCommands("a ##[set-output name=x]y")).toBe("a ## [set-output name=x]y");
    expect(defuseCommands("  ::error::x")).toBe("  : :error::x");
    expect(defuseCommands("a::b ::c")).toBe("a::b ::c");
  });
});
