// `npm run demo` end to end, spawned as a newcomer runs it, plus the pieces it is made of: the
// transcript-to-script conversion, the terminal rendering, and the same recording played by
// `steward run --replay` on a plain copy of the sample repository.
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { parseTranscript } from "../src/agent/replay";
import type { TranscriptLine } from "../src/agent/transcript";
import { turnUsage } from "../src/agent/usage-totals";
import { PLAIN, renderMarkdown } from "../demo/render";
import { divergedToolResults, recordedToolResults, scriptFromTranscript } from "../demo/replay-script";
import { BUNDLE_VARIABLE, bundleRoot, cliEntry } from "./support/bundle";
import { REPO_ROOT } from "./support/runner";
import { WORLD_API_KEY, WORLD_TOKEN } from "./support/world";

const exec = promisify(execFile);
const SESSION = join(REPO_ROOT, "demo", "session.jsonl");
const FIXED_LINE = "  return text.slice(0, Math.max(0, max - ELLIPSIS.length)) + ELLIPSIS;";

let temp: string | undefined;
afterEach(async () => {
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
  temp = undefined;
});

/** The text between the heading that starts with `title` and the next heading. */
function section(output: string, title: string): string {
  const start = output.indexOf(`━━ ${title}`);
  if (start < 0) throw new Error(`no section "${title}" in the demo's output:\n${output}`);
  const end = output.indexOf("━━ ", start + title.length + 3);
  return output.slice(start, end < 0 ? undefined : end);
}

describe("npm run demo", () => {
  it("is the script package.json names", async () => {
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts["demo"]).toBe("node scripts/demo.mjs");
  });

  it(
    "replays the session through dist/index.js and shows the comment, the commit and the summary",
    {
      timeout: 90_000,
    },
    async () => {
      const { stdout, stderr } = await exec(process.execPath, ["scripts/demo.mjs"], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env["PATH"] ?? "/usr/bin:/bin",
          HOME: process.env["HOME"] ?? tmpdir(),
          [BUNDLE_VARIABLE]: bundleRoot(),
        },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stderr).toBe("");

      const start = section(stdout, "Tracking comment — when the run starts");
      expect(start).toContain("steward is starting");
      expect(start).not.toContain("Summary");

      const middle = section(stdout, "Tracking comment — mid-run");
      expect(middle).toContain("steward is working");
      expect(middle).toMatch(/^ {2}│ - ☑ Reproduce the failing test$/m);
      expect(middle).toMatch(/^ {2}│ - ⏳ /m);
      expect(middle).toMatch(/Tool calls: \d+ so far/);

      const end = section(stdout, "Tracking comment — at the end");
      expect(end).toContain("steward finished");
      expect(end).toContain(
        "Fixed the failing test `never returns more than max characters, ellipsis included`.",
      );
      expect(end).toContain(`-  return text.slice(0, max) + ELLIPSIS;`);
      expect(end).toContain(`+${FIXED_LINE}`);
      const edits = /posted once and edited (\d+) times/.exec(stdout);
      expect(Number(edits?.[1])).toBeGreaterThanOrEqual(2);

      const commit = section(stdout, "The commit pushed to add-truncate");
      expect(commit).toContain("steward: Add truncate() (#1)");
      expect(commit).toMatch(/^ {3}src\/truncate\.js \| 2 \+-$/m);
      expect(commit).toContain(" 1 file changed, 1 insertion(+), 1 deletion(-)");
      expect(commit).toContain(`+${FIXED_LINE}`);

      const summary = section(stdout, "Step summary");
      expect(summary).toContain("Tool calls (11) — 11 allowed, 0 denied");
      expect(summary).toContain("Bash(node --test:*)");

      expect(section(stdout, "Outputs")).toMatch(/conclusion {3}success/);
      for (const secret of [WORLD_API_KEY, WORLD_TOKEN]) expect(stdout).not.toContain(secret);
    },
  );

  it("says how to get dist/ back when it is missing", async () => {
    temp = await mkdtemp(join(tmpdir(), "steward-demo-nodist-"));
    await mkdir(join(temp, "scripts"));
    await cp(join(REPO_ROOT, "scripts", "demo.mjs"), join(temp, "scripts", "demo.mjs"));
    // Not pointed at the test run's bundle: a copy of the script alone, as a broken checkout has it.
    const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: temp };
    const failed = await exec(process.execPath, [join(temp, "scripts", "demo.mjs")], { env }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/dist\/index\.js is missing.*npm run bundle/);
  });
});

describe("the recorded session", () => {
  it("plays with steward run --replay on a plain copy of the sample", { timeout: 30_000 }, async () => {
    temp = await mkdtemp(join(tmpdir(), "steward-demo-replay-"));
    await cp(join(REPO_ROOT, "demo", "sample"), temp, { recursive: true });
    const { stdout } = await exec(process.execPath, [cliEntry(), "run", "--replay", SESSION, "--cwd", temp], {
      env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: temp },
    });
    expect(stdout).toContain("Fixed the failing test");
    expect(await readFile(join(temp, "src", "truncate.js"), "utf8")).toContain(FIXED_LINE);
    const tests = await exec(process.execPath, ["--test"], { cwd: temp });
    expect(tests.stdout).toMatch(/^# fail 0$/m);
  });

  it("becomes a model-server script that keeps every turn and tool-use id", async () => {
    const lines = parseTranscript(await readFile(SESSION, "utf8"), "demo/session.jsonl");
    const script = scriptFromTranscript(lines, "demo/session.jsonl");
    const assistant = lines.filter((l) => l.type === "assistant");
    expect(script).toHaveLength(assistant.length);
    const ids = script.flatMap((turn) => turn.content.flatMap((b) => (b.type === "tool_use" ? [b.id] : [])));
    expect(ids).toHaveLength(11);
    expect(new Set(ids)).toEqual(new Set(recordedToolResults(lines).keys()));
    // The recording holds the real test runs: failing before the edit, passing after it.
    const text = JSON.stringify(lines.filter((l) => l.type === "user"));
    expect(text.indexOf("# fail 1")).toBeGreaterThan(-1);
    expect(text.indexOf("# fail 0")).toBeGreaterThan(text.indexOf("# fail 1"));
  });

  it("names the tool calls whose replayed result succeeded or failed unlike the recording", () => {
    const recorded = new Map([
      ["toolu_read", false],
      ["toolu_edit", false],
      ["toolu_bash", true],
    ]);
    const result = (id: string, isError: boolean) => ({
      type: "tool_result",
      tool_use_id: id,
      content: "…",
      ...(isError ? { is_error: true } : {}),
    });
    const messages = [
      { role: "user" as const, content: "the task" },
      { role: "assistant" as const, content: [{ type: "text", text: "ok" }] },
      {
        role: "user" as const,
        content: [result("toolu_read", false), result("toolu_edit", true), result("toolu_bash", false)],
      },
    ];
    expect(divergedToolResults(recorded, messages)).toEqual(["toolu_edit", "toolu_bash"]);
    expect(divergedToolResults(recorded, messages.slice(0, 2))).toEqual([]);
  });

  it("refuses a sub-agent's turns and an empty recording, naming the line", () => {
    const subAgentTurn: TranscriptLine = {
      type: "assistant",
      uuid: "00000000-0000-4000-8000-000000000000",
      session_id: "s",
      parent_tool_use_id: "toolu_parent",
      message: {
        id: "m",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-6",
        content: [{ type: "text", text: "hi" }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: turnUsage({
          input_tokens: 1,
          output_tokens: 1,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
        }),
        container: null,
        context_management: null,
        diagnostics: null,
        stop_details: null,
      },
    };
    expect(() => scriptFromTranscript([subAgentTurn], "x.jsonl")).toThrow(
      /x\.jsonl: assistant turn 1 belongs to a sub-agent \(toolu_parent\)/,
    );
    expect(() => scriptFromTranscript([], "x.jsonl")).toThrow(/x\.jsonl holds no assistant turns/);
  });
});

describe("renderMarkdown", () => {
  it("drops hidden comments, opens details, resolves escapes outside code only", () => {
    const markdown = [
      "<!-- steward:tracking key -->",
      "### Summary",
      "<details><summary>Diff (1 file)</summary>",
      "",
      "```diff",
      "+a \\(b\\)",
      "```",
      "</details>",
      "- ☑ Fix truncate\\(\\) in `grep truncate\\(`",
    ].join("\n");
    expect(renderMarkdown(markdown, PLAIN, "| ")).toBe(
      [
        "| Summary",
        "| ▸ Diff (1 file)",
        "|",
        "| ```diff",
        "| +a \\(b\\)",
        "| ```",
        "| - ☑ Fix truncate() in `grep truncate\\(`",
      ].join("\n"),
    );
  });
});
