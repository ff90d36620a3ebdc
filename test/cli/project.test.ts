// A checkout set up for Claude Code, through the bundled `steward run` (dist/cli.js) and the scripted
// model: skills (listed, loaded only when called), hooks (blocking, rewriting, adding context, and
// confined like Bash), a custom agent with a narrowed tool list, a slash command with arguments,
// settings' deny rules with and without the policy importing them, and CLAUDE.md with its imports
// and a subdirectory's CLAUDE.md added when the agent first works there.
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  type Script,
  startModelServer,
  text,
  toolUse,
} from "../support/model-server/index";
import { sandboxSupport } from "../sandbox/support";
import { CLI_KEY, jsonLines, runCli } from "./support/cli-run";

let dir: string;
let home: string;
let server: ModelServer | undefined;
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-cli-project-")));
  home = await realpath(await mkdtemp(join(tmpdir(), "steward-cli-home-")));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

async function files(entries: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(entries)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

async function run(script: Script, args: string[], env: Record<string, string> = {}) {
  server = await startModelServer({ apiKey: CLI_KEY, script });
  const result = await runCli(["run", "--cwd", dir, ...args], home, {
    env: { ANTHROPIC_API_KEY: CLI_KEY, ANTHROPIC_BASE_URL: server.url, ...env },
  });
  const requests = server.messageRequests().map((r) => r.body as MessagesRequestBody);
  return { ...result, requests };
}

const toolNames = (body: MessagesRequestBody | undefined) =>
  ((body?.tools ?? []) as { name: string }[]).map((t) => t.name);
const toolDescription = (body: MessagesRequestBody | undefined, name: string) =>
  ((body?.tools ?? []) as { name: string; description: string }[]).find((t) => t.name === name)?.description;
/** The tool_result blocks of a request's last message, by tool_use id. */
function results(
  body: MessagesRequestBody | undefined,
): Record<string, { content: unknown; is_error?: boolean }> {
  const last = body?.messages.at(-1);
  const blocks = typeof last?.content === "string" ? [] : (last?.content ?? []);
  return Object.fromEntries(
    blocks
      .filter((b) => b["type"] === "tool_result")
      .map((b) => [b["tool_use_id"] as string, b as { content: unknown; is_error?: boolean }]),
  );
}

describe("skills, instructions and agents from the checkout", () => {
  it("lists skills by name, loads one only when called, and gives CLAUDE.md with its imports", async () => {
    await files({
      ".claude/skills/release-notes/SKILL.md":
        "---\nname: release-notes\ndescription: Writes release notes from the git log.\n---\nSKILL-BODY-MARKER: read reference.md next to this file.\n",
      ".claude/skills/release-notes/reference.md": "REFERENCE-MARKER\n",
      ".claude/skills/broken/SKILL.md": "---\nname: broken\n---\nNo description.\n",
      "CLAUDE.md": "ROOT-MARKER. Style: @docs/style.md, and ask @someone.\n",
      "docs/style.md": "STYLE-MARKER\n",
      "src/api/CLAUDE.md": "API-MARKER\n",
      "src/api/handler.ts": "export const handler = 1;\n",
    });
    const { code, stderr, stdout, requests } = await run(
      [
        reply(toolUse("Skill", { skill: "release-notes" }, "t_skill")),
        reply(
          toolUse("Read", { file_path: join(dir, ".claude/skills/release-notes/reference.md") }, "t_ref"),
          toolUse("Read", { file_path: "src/api/handler.ts" }, "t_api"),
        ),
        reply(text("Done.")),
      ],
      ["--prompt", "Write the release notes.", "--output-format", "stream-json"],
    );
    expect(stderr).toContain(
      "steward: .claude/skills/broken/SKILL.md: description is missing (it tells the model what the skill does and when to use it); the skill was left out.",
    );
    expect(code).toBe(0);
    const [first, second, third] = requests;
    // Progressive disclosure: the name and description are offered, the body is not.
    expect(toolDescription(first, "Skill")).toContain(
      "<name>release-notes</name>\n<description>Writes release notes from the git log.</description>",
    );
    expect(toolDescription(first, "Skill")).not.toContain("broken");
    expect(JSON.stringify(first)).not.toContain("SKILL-BODY-MARKER");
    const loaded = JSON.stringify(results(second)["t_skill"]);
    expect(loaded).toContain("SKILL-BODY-MARKER");
    expect(loaded).toContain(`Base directory for this skill: ${join(dir, ".claude/skills/release-notes")}`);
    expect(JSON.stringify(results(third)["t_ref"])).toContain("REFERENCE-MARKER");
    // CLAUDE.md and what it imports are in the system prompt; a subdirectory's joins when work reaches it.
    const system = JSON.stringify(first?.system);
    expect(system).toContain("ROOT-MARKER");
    expect(system).toContain("STYLE-MARKER");
    expect(JSON.stringify(first)).not.toContain("API-MARKER");
    expect(JSON.stringify(results(third)["t_api"])).toContain("API-MARKER");
    const init = jsonLines(stdout)[0];
    expect(init).toMatchObject({ type: "system", subtype: "init", skills: ["release-notes"] });
    server?.assertNoViolations();
  });

  it("runs a custom agent with only the tools its definition names", async () => {
    await files({
      ".claude/agents/reader.md":
        "---\nname: reader\ndescription: Reads code and reports.\ntools: Read, Grep\n---\nYou are READER-ROLE-MARKER.\n",
      "notes.txt": "hello\n",
    });
    const isSubagent = (body: MessagesRequestBody) =>
      JSON.stringify(body.system).includes("READER-ROLE-MARKER");
    const { code, requests } = await run(
      ({ body }) => {
        const answered = body.messages.filter((m) => m.role === "assistant").length;
        if (isSubagent(body))
          return answered === 0
            ? reply(
                toolUse("Bash", { command: "echo from-reader" }, "t_bash"),
                toolUse("Read", { file_path: "notes.txt" }),
              )
            : reply(text("The notes say hello."));
        return answered === 0
          ? reply(
              toolUse("Agent", {
                description: "Read the notes",
                prompt: "Read notes.txt",
                subagent_type: "reader",
              }),
            )
          : reply(text("The reader is done."));
      },
      ["--prompt", "Have the reader look."],
    );
    expect(code).toBe(0);
    const main = requests[0];
    expect(toolDescription(main, "Agent")).toContain('- "reader": Reads code and reports.');
    const sub = requests.filter(isSubagent);
    expect(toolNames(sub[0])).toEqual(["Grep", "Read"]);
    expect(JSON.stringify(results(sub[1])["t_bash"])).toContain("No such tool: Bash");
    server?.assertNoViolations();
  });
});

describe("hooks", () => {
  const PRE = `import { appendFileSync, readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
appendFileSync(process.env.CLAUDE_PROJECT_DIR + "/hook-log.jsonl", JSON.stringify(input) + "\\n");
const command = input.tool_input.command ?? "";
const out = (o) => process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", ...o } }));
if (command.includes("blocked-by-exit")) { process.stderr.write("exit two says no"); process.exit(2); }
if (command.includes("blocked-by-json")) out({ permissionDecision: "deny", permissionDecisionReason: "json says no" });
else if (command.startsWith("rm ")) out({ permissionDecision: "allow" });
else if (command.includes("rewrite-to-rm")) out({ updatedInput: { command: "rm -rf build" } });
else if (command.includes("rewrite-ok")) out({ updatedInput: { command: "echo rewritten-by-hook" } });
`;
  const POST = `import { appendFileSync, readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
appendFileSync(process.env.CLAUDE_PROJECT_DIR + "/hook-log.jsonl", JSON.stringify(input) + "\\n");
process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: "PostToolUse", additionalContext: "POST-CONTEXT-MARKER for " + input.tool_input.file_path } }));
`;
  const settings = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      hooks: {
        PreToolUse: [
          {
            matcher: "Bash",
            hooks: [{ type: "command", command: 'node "$CLAUDE_PROJECT_DIR/.claude/hooks/pre.mjs"' }],
          },
        ],
        PostToolUse: [
          {
            matcher: "Read|Grep",
            hooks: [{ type: "command", command: 'node "$CLAUDE_PROJECT_DIR/.claude/hooks/post.mjs"' }],
          },
        ],
        Notification: [{ hooks: [{ type: "command", command: "true" }] }],
        ...extra,
      },
    });

  it("blocks with exit 2 and with a JSON deny, never lets an allow override the policy, re-judges a rewrite, and adds PostToolUse context", async () => {
    await files({
      ".claude/settings.json": settings(),
      ".claude/hooks/pre.mjs": PRE,
      ".claude/hooks/post.mjs": POST,
      "notes.txt": "hello\n",
      "build/out.txt": "keep me\n",
    });
    const { code, stderr, requests } = await run(
      [
        reply(
          toolUse("Bash", { command: "echo blocked-by-exit" }, "t_exit"),
          toolUse("Bash", { command: "echo blocked-by-json" }, "t_json"),
          toolUse("Bash", { command: "rm -rf build" }, "t_allow"),
          toolUse("Bash", { command: "echo rewrite-to-rm" }, "t_rewrite_rm"),
          toolUse("Bash", { command: "echo rewrite-ok" }, "t_rewrite_ok"),
          toolUse("Read", { file_path: "notes.txt" }, "t_read"),
        ),
        reply(text("Done.")),
      ],
      ["--prompt", "Try things."],
    );
    expect(code).toBe(0);
    const r = results(requests[1]);
    expect(r["t_exit"]).toMatchObject({ is_error: true });
    expect(JSON.stringify(r["t_exit"])).toContain("exit two says no");
    expect(r["t_json"]).toMatchObject({ is_error: true });
    expect(JSON.stringify(r["t_json"])).toContain("json says no");
    // The hook said allow; the policy has no rule for rm, so it is still denied.
    expect(r["t_allow"]).toMatchObject({ is_error: true });
    expect(JSON.stringify(r["t_allow"])).toContain("Permission denied for Bash");
    // The rewritten command is judged again, and denied.
    expect(r["t_rewrite_rm"]).toMatchObject({ is_error: true });
    expect(JSON.stringify(r["t_rewrite_rm"])).toContain("Permission denied for Bash");
    expect(await readFile(join(dir, "build/out.txt"), "utf8")).toBe("keep me\n");
    expect(JSON.stringify(r["t_rewrite_ok"])).toContain("rewritten-by-hook");
    expect(r["t_rewrite_ok"]?.is_error).toBeUndefined();
    expect(JSON.stringify(r["t_read"])).toContain("POST-CONTEXT-MARKER for notes.txt");
    // What the hooks read on stdin: Claude Code's fields.
    const log = (await readFile(join(dir, "hook-log.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const pre = log.find((e) => e["tool_use_id"] === "t_exit");
    expect(pre).toMatchObject({
      hook_event_name: "PreToolUse",
      tool_name: "Bash",
      tool_input: { command: "echo blocked-by-exit" },
      cwd: dir,
      permission_mode: "default",
    });
    expect(typeof pre?.["session_id"]).toBe("string");
    expect(pre).toHaveProperty("transcript_path");
    const post = log.find((e) => e["hook_event_name"] === "PostToolUse");
    expect(post).toMatchObject({ tool_name: "Read", tool_use_id: "t_read" });
    expect(String(post?.["tool_response"])).toContain("hello");
    expect(stderr).toContain("steward: .claude/settings.json: hooks.Notification never runs in steward");
    server?.assertNoViolations();
  });

  it.skipIf(!sandboxSupport.ok)(
    "runs hooks in the sandbox with the agent's environment: no credential file, no network, no secret",
    async () => {
      const listener: Server = createServer((_, res) => res.end("reached"));
      await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
      const port = (listener.address() as { port: number }).port;
      let hits = 0;
      listener.on("request", () => hits++);
      await mkdir(join(home, ".ssh"), { recursive: true });
      await writeFile(join(home, ".ssh", "id_rsa"), "PRIVATE-KEY-CANARY\n");
      const probe = [
        `cat "$HOME/.ssh/id_rsa" > "$CLAUDE_PROJECT_DIR/probe-key.txt" 2>&1`,
        `node -e "fetch('http://127.0.0.1:${String(port)}/').then(() => console.log('reached'), () => console.log('no network'))" > "$CLAUDE_PROJECT_DIR/probe-net.txt" 2>&1`,
        `env > "$CLAUDE_PROJECT_DIR/probe-env.txt"`,
        "echo SESSION-START-CONTEXT",
      ].join("; ");
      await files({
        ".claude/settings.json": JSON.stringify({
          hooks: { SessionStart: [{ hooks: [{ type: "command", command: probe, timeout: 20 }] }] },
        }),
      });
      try {
        const { code, stderr, requests } = await run([reply(text("Done."))], ["--prompt", "Look around."]);
        expect(stderr).toContain("steward: sandbox active");
        expect(code).toBe(0);
        expect(JSON.stringify(requests[0]?.messages[0])).toContain("SESSION-START-CONTEXT");
        expect(await readFile(join(dir, "probe-key.txt"), "utf8")).not.toContain("PRIVATE-KEY-CANARY");
        expect(await readFile(join(dir, "probe-net.txt"), "utf8")).toBe("no network\n");
        expect(hits).toBe(0);
        const env = await readFile(join(dir, "probe-env.txt"), "utf8");
        expect(env).toContain(`CLAUDE_PROJECT_DIR=${dir}`);
        expect(env).not.toContain(CLI_KEY);
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    },
  );
});

describe("slash commands and settings", () => {
  it("expands a command's arguments and narrows the run to its allowed-tools", async () => {
    await files({
      ".claude/commands/greet.md":
        "---\ndescription: Greets\nallowed-tools: Read\n---\nSay hello to $1, and mention $ARGUMENTS.\n",
      "notes.txt": "hello\n",
    });
    const { code, requests } = await run(
      [
        reply(
          toolUse("Bash", { command: "ls" }, "t_ls"),
          toolUse("Read", { file_path: "notes.txt" }, "t_read"),
        ),
        reply(text("Hello.")),
      ],
      ["--prompt", "/greet Alice Bob"],
    );
    expect(code).toBe(0);
    expect(requests[0]?.messages[0]?.content).toMatchObject([
      { type: "text", text: "Say hello to Alice, and mention Alice Bob." },
    ]);
    const r = results(requests[1]);
    // ls is read-only and the policy allows it, but the command allows only Read.
    expect(JSON.stringify(r["t_ls"])).toContain(
      "the command /greet (.claude/commands/greet.md) limits this work to Read",
    );
    expect(JSON.stringify(r["t_read"])).toContain("hello");
  });

  it("includes the files a command names with @path, through Read's judgement: a denied one stays out", async () => {
    await files({
      ".claude/commands/summarise.md": "Summarise @notes.txt and @.env for $1.\n",
      "notes.txt": "the meeting moved to Friday\n",
      ".env": "API_KEY=kept-out-of-the-prompt\n",
    });
    const { code, requests, stderr } = await run([reply(text("Done."))], ["--prompt", "/summarise Alice"]);
    expect(code).toBe(0);
    const first = JSON.stringify(requests[0]?.messages[0]?.content);
    expect(first).toContain("Summarise @notes.txt and @.env for Alice.");
    expect(first).toContain(
      '<command-file path=\\"notes.txt\\">\\n     1\\tthe meeting moved to Friday\\n</command-file>',
    );
    expect(first).not.toContain("kept-out-of-the-prompt");
    expect(stderr).toContain("/summarise (.claude/commands/summarise.md): @.env was not included: ");
  });

  it("applies the settings' deny and ask rules without an import, and its allow rules only with one", async () => {
    await files({
      ".claude/settings.json": JSON.stringify({
        permissions: {
          allow: ["Bash(touch made-by-settings)"],
          deny: ["Read(private.txt)"],
          ask: ["Bash(git log:*)"],
          defaultMode: "acceptEdits",
        },
      }),
      "private.txt": "PRIVATE\n",
    });
    const script = () => [
      reply(
        toolUse("Read", { file_path: "private.txt" }, "t_private"),
        toolUse("Bash", { command: "git log -1" }, "t_ask"),
        toolUse("Bash", { command: "touch made-by-settings" }, "t_touch"),
      ),
      reply(text("Done.")),
    ];
    // --settings adds its hooks to the checkout's.
    const flag = JSON.stringify({
      hooks: { SessionStart: [{ hooks: [{ type: "command", command: "echo FROM-SETTINGS-FLAG" }] }] },
    });
    const without = await run(script(), ["--prompt", "/nope do it", "--settings", flag]);
    expect(without.code).toBe(0);
    expect(without.stderr).toContain(
      "steward: .claude/settings.json: its 1 allow rule was not applied: allow rules apply only when the policy imports the file (imports: [.claude/settings.json]); its deny and ask rules always apply.",
    );
    expect(without.stderr).toContain(
      "steward: .claude/settings.json: permissions.defaultMode is not applied",
    );
    expect(without.stderr).toContain(
      "steward: /nope is not a command of this repository (.claude/commands/)",
    );
    expect(JSON.stringify(without.requests[0]?.messages[0])).toContain("/nope do it");
    expect(JSON.stringify(without.requests[0]?.messages[0])).toContain("FROM-SETTINGS-FLAG");
    let r = results(without.requests[1]);
    expect(JSON.stringify(r["t_private"])).toContain("rule: Read(private.txt)");
    expect(JSON.stringify(r["t_ask"])).toContain("rule: Bash(git log:*)");
    expect(r["t_touch"]).toMatchObject({ is_error: true });
    expect(existsSync(join(dir, "made-by-settings"))).toBe(false);
    await server?.close();

    await files({ ".github/steward.yml": "imports: [.claude/settings.json]\n" });
    const imported = await run(script(), ["--prompt", "Try."]);
    expect(imported.code).toBe(0);
    r = results(imported.requests[1]);
    expect(JSON.stringify(r["t_private"])).toContain("rule: Read(private.txt)");
    expect(JSON.stringify(r["t_ask"])).toContain("rule: Bash(git log:*)");
    expect(r["t_touch"]?.is_error).toBeUndefined();
    expect(existsSync(join(dir, "made-by-settings"))).toBe(true);
  });
});
