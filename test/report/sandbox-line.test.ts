// The report says whether the agent's shell ran in the sandbox — in the tracking comment and in the
// step summary — and why not when it did not.
import { describe, expect, it } from "vitest";
import { renderStepSummary } from "../../src/report/step-summary";
import { trackingMarker } from "../../src/report/marker";
import { renderTrackingComment } from "../../src/report/tracking-comment";
import { state } from "./support/states";

/** The text as read: markdown's escapes removed. */
const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, "$1");

const active = {
  active: true,
  summary: "active (bubblewrap, network off): every Bash command ran in it.",
};
const disabled = {
  active: false,
  summary:
    "not active, so Bash was disabled (sandbox: required): bubblewrap starts: bwrap: setting up uid map: Permission denied.",
};

describe("the sandbox line", () => {
  it("is in the step summary and the tracking comment when the sandbox was active", () => {
    const line = `**Sandbox:** 🔒 ${active.summary}`;
    expect(unescaped(renderStepSummary(state("done", { sandbox: active })))).toContain(line);
    const comment = renderTrackingComment(state("done", { sandbox: active }), {
      marker: trackingMarker("12-mention-1"),
    });
    expect(unescaped(comment)).toContain(line);
  });

  it("says why not when it was not, escaped as plain text", () => {
    const body = renderStepSummary(state("done", { sandbox: disabled }));
    expect(body).toContain("**Sandbox:** ⚠️ not active\\, so Bash was disabled \\(sandbox\\: required\\)");
    expect(unescaped(body)).toContain(`**Sandbox:** ⚠️ ${disabled.summary}`);
  });

  it("names the Bash commands that ran outside the sandbox: all counted, the first few shown", () => {
    const preferred = {
      active: false,
      summary:
        "not active, so Bash ran under the policy's rules alone (sandbox: preferred): bwrap was not found.",
    };
    const bash = (command: string, decision: "allow" | "deny" = "allow") => ({
      tool: "Bash",
      summary: command,
      decision,
      isError: false,
    });
    const toolCalls = [
      bash("npm ci"),
      { tool: "Read", summary: "src/a.ts", decision: "allow" as const, isError: false },
      bash("rm -rf /", "deny"),
      ...["npm test", "git status", "ls", "node x.js", "make", "make check"].map((c) => bash(c)),
    ];
    const body = unescaped(renderStepSummary(state("done", { sandbox: preferred, toolCalls })));
    expect(body).toContain(
      "7 Bash commands all ran outside the sandbox: ` npm ci `, ` npm test `, ` git status `, ` ls `, ` node x.js ` and 2 more.",
    );
    const one = unescaped(renderStepSummary(state("done", { sandbox: preferred, toolCalls: [bash("ls")] })));
    expect(one).toContain("1 Bash command ran outside the sandbox: ` ls `.");
    const sandboxed = unescaped(renderStepSummary(state("done", { sandbox: active, toolCalls })));
    expect(sandboxed).not.toContain("outside the sandbox");
  });

  it("names none when Bash was disabled: the calls offered before the probe decided were refused, none ran", () => {
    const call = { tool: "Bash", summary: "npm test", decision: "allow" as const, isError: true };
    const body = unescaped(
      renderStepSummary(state("done", { sandbox: { ...disabled, bashDisabled: true }, toolCalls: [call] })),
    );
    expect(body).toContain(`**Sandbox:** ⚠️ ${disabled.summary}`);
    expect(body).not.toContain("outside the sandbox");
  });

  it("says not checked when the run stopped the probe under preferred, and names no command", () => {
    const stopped = {
      active: false,
      bashDisabled: true,
      summary:
        "not checked: the run ended before the sandbox was checked (the probe was stopped before it finished: the run was ending), and no Bash command ran.",
    };
    const call = { tool: "Bash", summary: "npm test", decision: "allow" as const, isError: true };
    const body = unescaped(renderStepSummary(state("cancelled", { sandbox: stopped, toolCalls: [call] })));
    expect(body).toContain(`**Sandbox:** ⚠️ ${stopped.summary}`);
    expect(body).not.toContain("outside the sandbox");
  });

  it("lists the destinations the network proxy refused, most refused first", () => {
    const refused = [
      { destination: "evil.example:443", count: 3 },
      { destination: "169.254.169.254:80", count: 1 },
    ];
    const body = unescaped(renderStepSummary(state("done", { sandbox: { ...active, refused } })));
    expect(body).toContain(
      "The sandbox's network proxy refused 4 connections to 2 destinations: ` evil.example:443 ` (3×), ` 169.254.169.254:80 `.",
    );
    const comment = renderTrackingComment(state("done", { sandbox: { ...active, refused } }), {
      marker: trackingMarker("12-mention-1"),
    });
    expect(unescaped(comment)).toContain("` evil.example:443 ` (3×)");
    expect(unescaped(renderStepSummary(state("done", { sandbox: active })))).not.toContain("refused");
  });

  it("is absent before a session started", () => {
    expect(renderStepSummary(state("failed"))).not.toContain("**Sandbox:**");
  });
});
