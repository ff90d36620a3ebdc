// Scripts written for `claude -p` run unchanged against `steward run`: a recorded list of real-world
// invocations — claude-code-action's own (`-p --verbose --output-format stream-json`, the prompt piped
// in, or one SDK user message on stdin) and the common forms from public workflows — each played
// through dist/cli.js against the scripted Messages API, checking that every flag did what it does in
// Claude Code. Failures read as claude-code-action reports them, from the result line's `errors`.
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  type Script,
  startModelServer,
  text,
  toolUse,
} from "../support/model-server/index";
import { CLI_KEY, type CliResult, jsonLines, runCli } from "./support/cli-run";

interface Played {
  result: CliResult;
  server: ModelServer;
  dir: string;
  requests: MessagesRequestBody[];
}

/** Plays one command line (after `claude`) as `steward run`, in a fresh checkout with notes.txt. */
async function play(
  argv: (dir: string) => string[],
  script: Script,
  options: { stdin?: string; files?: Record<string, string>; dir?: string } = {},
): Promise<Played & { cleanup: () => Promise<void> }> {
  const dir = options.dir ?? (await realpath(await mkdtemp(join(tmpdir(), "steward-claude-flags-"))));
  await writeFile(join(dir, "notes.txt"), "hello\n");
  for (const [path, content] of Object.entries(options.files ?? {}))
    await writeFile(join(dir, path), content);
  const server = await startModelServer({ apiKey: CLI_KEY, script });
  const result = await runCli(["run", "--cwd", dir, ...argv(dir)], dir, {
    env: { ANTHROPIC_API_KEY: CLI_KEY, ANTHROPIC_BASE_URL: server.url },
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
  const requests = server.messageRequests().map((r) => r.body as MessagesRequestBody);
  return {
    result,
    server,
    dir,
    requests,
    cleanup: async () => {
      await server.close();
      if (options.dir === undefined) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** claude-code-action's verdict on a run, from its result line (base-action's run-claude-sdk.ts). */
function actionVerdict(result: Record<string, unknown>): string {
  if (result["subtype"] === "success" && result["is_error"] !== true) return "success";
  const errors = Array.isArray(result["errors"]) ? (result["errors"] as string[]) : [];
  return `Claude execution failed: ${errors.length > 0 ? errors.join(", ") : "unknown error"}`;
}

const systemText = (body: MessagesRequestBody | undefined) =>
  JSON.stringify((body?.system as { text: string }[] | undefined)?.map((b) => b.text));

describe.concurrent("claude -p command lines, run by steward run", () => {
  it("claude-code-action: -p --verbose --output-format stream-json, the prompt piped in", async () => {
    const p = await play(
      () => ["-p", "--verbose", "--output-format", "stream-json"],
      [reply(text("Done."))],
      {
        stdin: "Fix the flaky test in src/retry.ts\n",
      },
    );
    try {
      expect(p.result.code).toBe(0);
      const lines = jsonLines(p.result.stdout);
      expect(lines[0]).toMatchObject({ type: "system", subtype: "init", permissionMode: "default" });
      expect(actionVerdict(lines.at(-1) ?? {})).toBe("success");
      expect(JSON.stringify(p.requests[0]?.messages)).toContain("Fix the flaky test in src/retry.ts");
    } finally {
      await p.cleanup();
    }
  });

  it("claude-code-action's SDK path: --input-format stream-json, one user message of two text blocks", async () => {
    const message = {
      type: "user",
      session_id: "",
      parent_tool_use_id: null,
      message: {
        role: "user",
        content: [
          { type: "text", text: "CONTEXT-BLOCK" },
          { type: "text", text: "/review" },
        ],
      },
    };
    const p = await play(
      () => ["-p", "--input-format", "stream-json", "--output-format", "stream-json", "--verbose"],
      [reply(text("Reviewed."))],
      { stdin: `${JSON.stringify(message)}\n` },
    );
    try {
      expect(p.result.code).toBe(0);
      expect(JSON.stringify(p.requests[0]?.messages)).toContain("CONTEXT-BLOCK\\n\\n/review");
    } finally {
      await p.cleanup();
    }
  });

  it("cat error.log | claude -p 'explain this': piped input is appended to the prompt", async () => {
    const p = await play(() => ["-p", "explain this"], [reply(text("It is a timeout."))], {
      stdin: "ERROR: connect ETIMEDOUT\n",
    });
    try {
      expect(p.result.stdout).toBe("It is a timeout.\n");
      expect(JSON.stringify(p.requests[0]?.messages)).toContain("explain this\\n\\nERROR: connect ETIMEDOUT");
    } finally {
      await p.cleanup();
    }
  });

  it("--allowedTools adds allow rules; --disallowedTools adds deny rules; --model takes an alias", async () => {
    const p = await play(
      () => [
        "-p",
        "Tidy up",
        "--model",
        "sonnet",
        "--max-turns",
        "5",
        "--output-format",
        "json",
        "--allowedTools",
        "Bash(touch made.txt),Read",
        "--disallowedTools",
        "Read(notes.txt)",
      ],
      [
        reply(toolUse("Bash", { command: "touch made.txt" }), toolUse("Read", { file_path: "notes.txt" })),
        reply(text("Made it; could not read the notes.")),
      ],
    );
    try {
      expect(p.result.code).toBe(0);
      expect(await readFile(join(p.dir, "made.txt"), "utf8")).toBe("");
      const result = JSON.parse(p.result.stdout) as Record<string, unknown>;
      expect(result).toMatchObject({
        subtype: "success",
        permission_denials: [{ tool_name: "Read", tool_input: { file_path: "notes.txt" } }],
      });
      expect(p.requests[0]?.model).toBe("claude-sonnet-5-5");
    } finally {
      await p.cleanup();
    }
  });

  it("--permission-mode plan: the run may only read, and init says plan", async () => {
    const p = await play(
      () => ["-p", "--permission-mode", "plan", "--output-format", "stream-json", "Plan the refactor"],
      [reply(toolUse("Write", { file_path: "plan.md", content: "x" })), reply(text("Here is the plan."))],
    );
    try {
      const lines = jsonLines(p.result.stdout);
      expect(lines[0]).toMatchObject({ permissionMode: "plan" });
      expect(JSON.stringify(p.requests[1]?.messages.at(-1))).toMatch(
        /Plan mode is active: only read-only tools may run/,
      );
      await expect(readFile(join(p.dir, "plan.md"))).rejects.toThrow();
    } finally {
      await p.cleanup();
    }
  });

  it("--append-system-prompt and --system-prompt shape the system prompt", async () => {
    const appended = await play(
      () => ["-p", "--append-system-prompt", "Answer in one line.", "Hi"],
      [reply(text("Hi."))],
    );
    const replaced = await play(
      () => ["-p", "--system-prompt", "You are the release bot.", "Hi"],
      [reply(text("Hi."))],
    );
    try {
      expect(systemText(appended.requests[0])).toContain("Answer in one line.");
      expect(systemText(appended.requests[0])).toContain("software engineering agent");
      const system = replaced.requests[0]?.system as { text: string }[];
      expect(system[0]?.text).toBe("You are the release bot.");
      expect(systemText(replaced.requests[0])).toContain("# Environment");
    } finally {
      await appended.cleanup();
      await replaced.cleanup();
    }
  });

  it("--settings (inline JSON) and --add-dir give access; settings keys steward lacks are named", async () => {
    const outside = await realpath(await mkdtemp(join(tmpdir(), "steward-claude-flags-lib-")));
    await writeFile(join(outside, "lib.txt"), "library\n");
    const p = await play(
      () => [
        "--print",
        "--settings",
        JSON.stringify({ permissions: { allow: ["Bash(touch from-settings.txt)"] }, hooks: {} }),
        "--add-dir",
        outside,
        "--output-format",
        "json",
        "Use the library",
      ],
      [
        reply(
          toolUse("Bash", { command: "touch from-settings.txt" }),
          toolUse("Read", { file_path: join(outside, "lib.txt") }),
        ),
        reply(text("Done.")),
      ],
    );
    try {
      expect(p.result.code).toBe(0);
      expect(JSON.parse(p.result.stdout)).toMatchObject({ permission_denials: [] });
      expect(JSON.stringify(p.requests[1]?.messages.at(-1))).toContain("library");
      // Its hooks are read like the checkout's (an empty section: nothing to run, nothing to say).
      expect(p.result.stderr).not.toContain("hooks");
    } finally {
      await p.cleanup();
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("--json-schema with --output-format json: structured_output on the result line", async () => {
    const schema = { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] };
    const p = await play(
      () => ["-p", "--output-format", "json", "--json-schema", JSON.stringify(schema), "Is the build green?"],
      [reply(toolUse("StructuredOutput", { ok: true }))],
    );
    try {
      expect(JSON.parse(p.result.stdout)).toMatchObject({
        subtype: "success",
        structured_output: { ok: true },
      });
      expect(p.requests).toHaveLength(1);
    } finally {
      await p.cleanup();
    }
  });

  it("--max-turns: the failure reads as claude-code-action reports it", async () => {
    const p = await play(
      () => ["-p", "--max-turns", "1", "--output-format", "json", "Go"],
      [reply(text("Stopping."))],
    );
    try {
      expect(p.result.code).toBe(1);
      expect(actionVerdict(JSON.parse(p.result.stdout) as Record<string, unknown>)).toBe(
        "Claude execution failed: The run reached its turn limit of 1 turn.",
      );
    } finally {
      await p.cleanup();
    }
  });

  it("--resume FILE goes on from an earlier run's transcript, in the same session", async () => {
    const first = await play(
      () => ["-p", "--output-format", "stream-json", "Remember the word teal."],
      [reply(text("Noted: teal."))],
    );
    const transcript = join(first.dir, "session.jsonl");
    await writeFile(transcript, first.result.stdout);
    const second = await play(
      () => ["-p", "--resume", transcript, "--output-format", "stream-json", "Which word?"],
      // The first request already holds one assistant turn: answer whatever turn it is.
      () => reply(text("teal")),
      { dir: first.dir },
    );
    try {
      expect(second.result.code).toBe(0);
      const messages = JSON.stringify(second.requests[0]?.messages);
      expect(messages).toContain("Remember the word teal.");
      expect(messages).toContain("Noted: teal.");
      expect(messages).toContain("Which word?");
      const sessionOf = (stdout: string) => jsonLines(stdout)[0]?.["session_id"];
      expect(sessionOf(second.result.stdout)).toBe(sessionOf(first.result.stdout));
    } finally {
      await second.cleanup();
      await first.cleanup();
    }
  });

  it.each([
    [["--mcp-config", "mcp.json", "-p", "x"], /^steward run: --mcp-config mcp\.json does not exist\./],
    [
      ["-p", "--permission-mode", "bypassPermissions", "x"],
      /^steward run: --permission-mode bypassPermissions is refused/,
    ],
    [["-p", "--permission-mode", "auto", "x"], /^steward run: --permission-mode auto is refused/],
    [
      ["-p", "--allowedTools", "Bash(oops", "--", "x"],
      /^steward run: --allowedTools: malformed rule "Bash\(oops"/,
    ],
    [
      ["-p", "--json-schema", '{"type":"array"}', "x"],
      /^steward run: The output schema must describe an object/,
    ],
    [
      ["-p", "--add-dir", "/no/such/dir", "--", "x"],
      /^steward run: --add-dir \/no\/such\/dir is not a directory\./,
    ],
    [
      ["-p", "--model", "opus", "--fallback-model", "claude-opus-5-5", "x"],
      /^steward run: --fallback-model is the main model \(claude-opus-5-5\)/,
    ],
  ])("refuses %j with one line and exit code 2", async (argv, message) => {
    const dir = await realpath(await mkdtemp(join(tmpdir(), "steward-claude-flags-")));
    try {
      await mkdir(dir, { recursive: true });
      const result = await runCli(["run", "--cwd", dir, ...argv], dir, {
        env: { ANTHROPIC_API_KEY: CLI_KEY },
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
