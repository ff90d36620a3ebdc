// The report says how the run's MCP servers stood — in the tracking comment and the step summary —
// why one failed (redacted, on one line), and which configured tools the policy kept from the model.
import { describe, expect, it } from "vitest";
import { createRedactor } from "../../src/report/redact";
import { renderStepSummary } from "../../src/report/step-summary";
import { trackingMarker } from "../../src/report/marker";
import { renderTrackingComment } from "../../src/report/tracking-comment";
import type { McpView } from "../../src/report/state";
import { state } from "./support/states";

/** The text as read: markdown's escapes removed. */
const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, "$1");

const view: McpView = {
  servers: [
    { name: "github", status: "connected", tools: 12 },
    {
      name: "local",
      status: "failed",
      reason: "the process exited with code 1; its stderr ended with: fatal\ntoken tok-9f8e7d6c5b rejected",
      tools: 0,
    },
    { name: "slow", status: "pending", tools: 0 },
  ],
  notAllowed: ["mcp__github__delete_repo", "mcp__github__merge_pull_request"],
  renamed: [],
};

describe("the MCP servers line", () => {
  it("is in both reports: each server's state, and the tools no rule allows", () => {
    const comment = unescaped(
      renderTrackingComment(state("done", { mcp: view }), { marker: trackingMarker("12-mention-1") }),
    );
    const summary = unescaped(renderStepSummary(state("done", { mcp: view })));
    for (const body of [comment, summary]) {
      expect(body).toContain(
        "**MCP servers:** ✅ ` github ` (12 tools) · ❌ ` local ` failed: the process exited with code 1; its stderr ended with: fatal ⏎ token tok-9f8e7d6c5b rejected · ⏳ ` slow ` did not start in time",
      );
      expect(body).toContain(
        "Configured but not allowed by the policy, so not offered: ` mcp__github__delete_repo `, ` mcp__github__merge_pull_request `.",
      );
    }
  });

  it("while the run works, a server still starting says so", () => {
    const comment = unescaped(
      renderTrackingComment(state("working", { mcp: view }), { marker: trackingMarker("12-mention-1") }),
    );
    expect(comment).toContain("⏳ ` slow ` starting");
  });

  it("a failure's stderr passes the redactor", () => {
    const body = renderStepSummary(state("done", { mcp: view }), {
      redact: createRedactor(["tok-9f8e7d6c5b"]),
    });
    expect(body).not.toContain("tok-9f8e7d6c5b");
  });

  it("is absent from a run without servers", () => {
    expect(renderStepSummary(state("done"))).not.toContain("MCP servers");
  });
});
