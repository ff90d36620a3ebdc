import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRunnerCommands, defuseCommands, type RunnerCommands } from "../../src/github/runner-commands";
import { parseEnvironmentFile, parseWorkflowCommands } from "../support/runner";
import { withRunnerProcess } from "../support/runner-process";
import { FAKE_SECRETS } from "../report/support/fake-secrets";

// The job's files, emptied before each test: @actions/core's step summary keeps the first file it
// wrote to for the rest of the process, as a run does.
let dir: string;
let output: string;
let summary: string;
const jobFiles = () => ({ GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-commands-"));
  [output, summary] = [join(dir, "output"), join(dir, "summary")];
});
beforeEach(async () => {
  await Promise.all([writeFile(output, ""), writeFile(summary, "")]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The logger over the real @actions/core, with what it printed during `use`. */
async function printed(
  use: (commands: RunnerCommands) => void | Promise<void>,
  env: Record<string, string | undefined> = jobFiles(),
): Promise<string> {
  const { stdout } = await withRunnerProcess(env, () => use(createRunnerCommands(env)));
  return stdout;
}

describe("runner commands", () => {
  it("escapes command data so a newline cannot start a second command", async () => {
    expect(await printed((commands) => commands.warning("50%\r\n::add-mask::x"))).toBe(
      "::warning::50%25%0A: :add-mask::x\n",
    );
  });

  it("writes outputs in the heredoc format the runner reads, multi-line values intact", async () => {
    await printed((commands) => {
      commands.setOutput("conclusion", "success");
      commands.setOutput("body", "line 1\nline 2");
    });
    expect(parseEnvironmentFile(await readFile(output, "utf8"))).toEqual({
      conclusion: "success",
      body: "line 1\nline 2",
    });
  });

  it("masks a secret, and each line of a multi-line secret", async () => {
    const stdout = await printed((commands) => {
      commands.mask("ghs_abc");
      commands.mask("-----BEGIN KEY-----\nMIIEvQIBADANBg\n-----END KEY-----");
      commands.mask("  ");
    });
    expect(stdout).toBe(
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

  it("says which output could not be set when the outputs file is gone", async () => {
    await rm(output);
    await expect(printed((commands) => commands.setOutput("turns", "3"))).rejects.toThrow(
      `Cannot set the output turns (GITHUB_OUTPUT): Missing file at path: ${output}`,
    );
  });

  it("appends to the step summary", async () => {
    await printed(async (commands) => {
      await commands.appendSummary("# Report");
      await commands.appendSummary("done\n");
    });
    expect(await readFile(summary, "utf8")).toBe("# Report\ndone\n");
  });

  it("writes no step summary where the job has none", async () => {
    const stdout = await printed((commands) => commands.appendSummary("# Report"), { GITHUB_OUTPUT: output });
    expect(stdout).toBe("");
    expect(await readFile(summary, "utf8")).toBe("");
  });

  it("redacts what it prints, sets and appends, with every secret masked so far", async () => {
    const slack = FAKE_SECRETS["Slack bot token"] ?? "";
    const message = `got s3cret-value-1 and ${slack}`;
    const stdout = await printed(async (commands) => {
      commands.mask("s3cret-value-1");
      commands.info(message);
      commands.warning(message);
      commands.error(message);
      commands.setOutput("note", "s3cret-value-1");
      await commands.appendSummary(`summary ${slack}`);
    });
    const files = (await readFile(output, "utf8")) + (await readFile(summary, "utf8"));
    expect((stdout + files).replace(/^::add-mask::.*$/m, "")).not.toMatch(/s3cret-value-1|xoxb-/);
    expect(stdout.replace(/^::add-mask::.*\n/, "")).toBe(
      "got *** and ***\n::warning::got *** and ***\n::error::got *** and ***\n",
    );
  });

  it("refuses an output name that is not one of steward's", async () => {
    await expect(printed((commands) => commands.setOutput("a\nb", "1"))).rejects.toThrow(
      "Invalid output name 'a\nb'",
    );
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

  it.each(HOSTILE)("%j stays text", async (hostile) => {
    const stdout = await printed((commands) => {
      commands.info(`steward debug:   Bash cat log → ${hostile}`);
      commands.info(hostile);
      commands.warning(hostile);
      commands.error(hostile);
    });
    const parsed = parseWorkflowCommands(stdout);
    expect(parsed.map((c) => c.command)).toEqual(["warning", "error"]);
    expect(parsed.map((c) => c.data).join("\n")).not.toMatch(/##\[|^[\s\u0085]*::/m);
  });

  it("keeps the text readable", () => {
    expect(defuseCommands("a ##[set-output name=x]y")).toBe("a ## [set-output name=x]y");
    expect(defuseCommands("  ::error::x")).toBe("  : :error::x");
    expect(defuseCommands("a::b ::c")).toBe("a::b ::c");
  });
});
