import { describe, expect, it } from "vitest";
import { parseRunArgs, splitToolList, UsageError } from "../../src/cli/run-args";
import { promptFromStreamJson, readPrompt } from "../../src/cli/run-prompt";
import { readClaudeSettings } from "../../src/cli/settings-file";

describe("steward run's command line", () => {
  it("reads Claude Code's print mode: -p is a switch and the prompt is the argument", () => {
    expect(parseRunArgs(["-p", "Fix the bug", "--verbose", "--output-format", "json"])).toMatchObject({
      prompt: "Fix the bug",
      outputFormat: "json",
    });
    expect(parseRunArgs(["--prompt", "Fix it"]).prompt).toBe("Fix it");
    expect(parseRunArgs(["--print"]).prompt).toBeUndefined();
  });

  it("gives variadic tool lists every value up to the next option, split at commas and spaces", () => {
    const args = parseRunArgs([
      "--allowedTools",
      "Bash(git log:*),Read",
      "Edit Write",
      "--disallowed-tools",
      "Bash(npm run deploy)",
      "--allowed-tools=Glob",
      "--",
      "Review the change",
    ]);
    expect(args.allowedTools).toEqual(["Bash(git log:*)", "Read", "Edit", "Write", "Glob"]);
    expect(args.disallowedTools).toEqual(["Bash(npm run deploy)"]);
    expect(args.prompt).toBe("Review the change");
  });

  it("keeps spaces and commas inside a rule's parentheses", () => {
    expect(splitToolList("Bash(npm run test, fast) Edit(src/**)")).toEqual([
      "Bash(npm run test, fast)",
      "Edit(src/**)",
    ]);
  });

  it("takes --mcp-config values whole (inline JSON has spaces), up to the next option, and --strict-mcp-config", () => {
    const json = '{"mcpServers": {"a": {"command": "x", "args": ["1, 2"]}}}';
    const args = parseRunArgs(["--mcp-config", "one.json", json, "--strict-mcp-config", "--", "Do it"]);
    expect(args.mcpConfig).toEqual(["one.json", json]);
    expect(args.strictMcpConfig).toBe(true);
    expect(args.prompt).toBe("Do it");
    expect(parseRunArgs(["x"])).toMatchObject({ mcpConfig: [], strictMcpConfig: false });
  });

  it("takes --max-budget-usd as the cost budget, and --fallback-model", () => {
    expect(parseRunArgs(["x", "--max-budget-usd", "2.5"]).maxCostUsd).toBe("2.5");
    expect(parseRunArgs(["x", "--fallback-model", "haiku"]).fallbackModel).toBe("haiku");
  });

  it.each([
    [["-c", "x"], /^--continue is not supported: .*--resume FILE/],
    [["--dangerously-skip-permissions", "x"], /decided by the policy/],
    [["--include-partial-messages", "x"], /whole messages only/],
    [["one", "two"], /^expected one prompt, got 2 arguments/],
    [["--prompt", "a", "b"], /^give the prompt once/],
    [["--max-cost-usd", "1", "--max-budget-usd", "2"], /^give the cost budget once/],
    [["--input-format", "xml"], /^--input-format must be one of text, stream-json, got 'xml'\./],
  ])("refuses %j with a reason", (argv, message) => {
    expect(() => parseRunArgs(argv)).toThrow(UsageError);
    expect(() => parseRunArgs(argv)).toThrow(message);
  });
});

describe("the prompt", () => {
  const stdin = (text: string) => ({
    isTTY: false,
    async *[Symbol.asyncIterator]() {
      yield await Promise.resolve(Buffer.from(text));
    },
  });

  it("appends piped input to the prompt, as Claude Code does", async () => {
    expect(await readPrompt({ prompt: "explain", inputFormat: "text" }, stdin("log line\n"))).toBe(
      "explain\n\nlog line\n",
    );
    expect(await readPrompt({ prompt: undefined, inputFormat: "text" }, stdin("just this"))).toBe(
      "just this",
    );
    expect(await readPrompt({ prompt: "alone", inputFormat: "text" }, { ...stdin("x"), isTTY: true })).toBe(
      "alone",
    );
  });

  it("goes on without piped input that never starts", async () => {
    const silent = {
      isTTY: false,
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<Buffer>>(() => undefined) }),
    };
    expect(await readPrompt({ prompt: "p", inputFormat: "text" }, silent, 20)).toBe("p");
  });

  it("reads one SDK user message with --input-format stream-json", () => {
    const line = JSON.stringify({
      type: "user",
      session_id: "",
      parent_tool_use_id: null,
      message: {
        role: "user",
        content: [
          { type: "text", text: "Context" },
          { type: "text", text: "Task" },
        ],
      },
    });
    expect(promptFromStreamJson(`${line}\n`)).toBe("Context\n\nTask");
    expect(() => promptFromStreamJson(`${line}\n${line}\n`)).toThrow(/expected one user message .* got 2/);
    expect(() => promptFromStreamJson('{"type":"control_request"}')).toThrow(/"control_request" message/);
    expect(() =>
      promptFromStreamJson(
        JSON.stringify({ type: "user", message: { role: "user", content: [{ type: "image" }] } }),
      ),
    ).toThrow(/text blocks only, got a "image" block/);
  });
});

describe("--settings", () => {
  it("applies permissions, directories, mode and model, and names every key it does not apply", () => {
    const settings = readClaudeSettings(
      JSON.stringify({
        permissions: {
          allow: ["Bash(npm test)"],
          deny: ["Read(.env)"],
          ask: ["Bash(git push:*)"],
          additionalDirectories: ["../lib"],
          defaultMode: "plan",
          disableBypassPermissionsMode: "disable",
        },
        model: "opus",
        hooks: {},
        env: { A: "1" },
        includeCoAuthoredBy: false,
      }),
    );
    expect(settings).toMatchObject({
      allow: ["Bash(npm test)"],
      deny: ["Read(.env)"],
      ask: ["Bash(git push:*)"],
      addDirs: ["../lib"],
      defaultMode: "plan",
      model: "opus",
      hooks: {},
    });
    expect(settings.notes).toEqual([
      "--settings: permissions.disableBypassPermissionsMode is not applied (steward has no equivalent).",
      "--settings: env is not applied (the agent's environment comes from the policy's env.passthrough).",
      "--settings: includeCoAuthoredBy is not applied (steward has no equivalent).",
    ]);
  });

  it("refuses what is not a settings object", () => {
    expect(() => readClaudeSettings("{nope")).toThrow(/--settings is not valid JSON/);
    expect(() => readClaudeSettings("/no/such/settings.json")).toThrow(/cannot be read/);
    expect(() => readClaudeSettings('{"permissions":{"allow":"Read"}}')).toThrow(
      /permissions.allow must be a list/,
    );
  });
});
