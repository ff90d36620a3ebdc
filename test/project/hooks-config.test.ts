import { describe, expect, it } from "vitest";
import { hooksFor, mergeHooks, parseHooks } from "../../src/project/hooks-config";

const FILE = ".claude/settings.json";

function parse(value: unknown) {
  const notes: string[] = [];
  return { config: parseHooks(value, FILE, notes), notes };
}

describe("the hooks section of a settings file", () => {
  it("reads Claude Code's format: events, matchers, command hooks with their timeout", () => {
    const { config, notes } = parse({
      PreToolUse: [
        { matcher: "Bash", hooks: [{ type: "command", command: "check.sh", timeout: 5 }] },
        { matcher: "Edit|Write", hooks: [{ type: "command", command: "fmt.sh", onFailure: "block" }] },
      ],
      Stop: [{ hooks: [{ type: "command", command: "stop.sh" }] }],
    });
    expect(notes).toEqual([]);
    expect(hooksFor(config, "PreToolUse", ["Bash"])).toEqual([
      { command: "check.sh", timeoutMs: 5_000, failClosed: false, source: FILE },
    ]);
    expect(hooksFor(config, "PreToolUse", ["Write"])).toEqual([
      { command: "fmt.sh", timeoutMs: 60_000, failClosed: true, source: FILE },
    ]);
    // A matcher matches the whole name: "Bash" is not "BashOutput", "Edit|Write" not "NotebookEdit".
    expect(hooksFor(config, "PreToolUse", ["BashOutput"])).toEqual([]);
    expect(hooksFor(config, "PreToolUse", ["NotebookEdit"])).toEqual([]);
    expect(hooksFor(config, "Stop", []).map((h) => h.command)).toEqual(["stop.sh"]);
  });

  it.each([
    ["*", "mcp__github__create_issue", true],
    ["", "Read", true],
    ["mcp__github__.*", "mcp__github__create_issue", true],
    ["mcp__github__.*", "mcp__gitlab__x", false],
    ["Task", "Task", true],
  ])("matcher %j against %s: %s", (matcher, subject, matches) => {
    const { config } = parse({ PostToolUse: [{ matcher, hooks: [{ type: "command", command: "x" }] }] });
    expect(hooksFor(config, "PostToolUse", [subject]).length).toBe(matches ? 1 : 0);
  });

  it("runs each command once per event, however many matchers name it", () => {
    const hook = { type: "command", command: "same.sh" };
    const { config } = parse({
      PreToolUse: [
        { matcher: "Bash", hooks: [hook] },
        { matcher: "*", hooks: [hook] },
      ],
    });
    expect(hooksFor(config, "PreToolUse", ["Bash"])).toHaveLength(1);
  });

  it("names everything it leaves out, and keeps the rest", () => {
    const { config, notes } = parse({
      Notification: [{ hooks: [{ type: "command", command: "notify.sh" }] }],
      Sometime: [],
      PreToolUse: [
        { matcher: "(", hooks: [{ type: "command", command: "bad-regex.sh" }] },
        {
          matcher: "Bash",
          hooks: [
            { type: "prompt", prompt: "Is this safe?" },
            { type: "command", command: "" },
          ],
        },
        { matcher: "Read", hooks: [{ type: "command", command: "ok.sh", timeout: 9000, shell: "zsh" }] },
      ],
      Stop: [{ hooks: [{ type: "command", command: "s.sh", onFailure: "block" }] }],
    });
    expect(notes).toEqual([
      `${FILE}: hooks.Notification never runs in steward (steward never waits for a person, so there is nothing to notify).`,
      `${FILE}: hooks.Sometime never runs in steward (steward does not know this event).`,
      `${FILE}: hooks.PreToolUse[0].matcher "(" is not a valid pattern (Invalid regular expression: /^(?:()$/: Unterminated group); its hooks were left out.`,
      `${FILE}: hooks.PreToolUse[1].hooks[0] has type "prompt"; steward runs only "command" hooks, so it was left out.`,
      `${FILE}: hooks.PreToolUse[1].hooks[1].command must be a non-empty string; the hook was left out.`,
      `${FILE}: hooks.PreToolUse[2].hooks[0].timeout 9000 s is above steward's 600 s; 600 s is used.`,
      `${FILE}: hooks.PreToolUse[2].hooks[0].shell is not a hook field steward knows; it was ignored.`,
      `${FILE}: hooks.Stop[0].hooks[0].onFailure "block" applies to PreToolUse hooks only; here it changes nothing.`,
    ]);
    expect(hooksFor(config, "PreToolUse", ["Read"])).toEqual([
      { command: "ok.sh", timeoutMs: 600_000, failClosed: false, source: FILE },
    ]);
    expect(hooksFor(config, "Stop", [])[0]?.failClosed).toBe(false);
  });

  it("adds a second file's hooks after the first's", () => {
    const a = parse({ Stop: [{ hooks: [{ type: "command", command: "a" }] }] }).config;
    const b = parse({ Stop: [{ hooks: [{ type: "command", command: "b" }] }] }).config;
    expect(hooksFor(mergeHooks(a, b), "Stop", []).map((h) => h.command)).toEqual(["a", "b"]);
  });
});
