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

  it("is absent before a session started", () => {
    expect(renderStepSummary(state("failed"))).not.toContain("**Sandbox:**");
  });
});
