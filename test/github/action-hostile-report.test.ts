// End to end through dist/index.js: a prompt-injected model ends its run with a summary built to break
// the report (issue 21, class 2) — backtick runs and link-like tokens that once made the neutralised
// text grow without bound ("Invalid string length", 3 GB, no outputs, a comment stuck at "starting…"
// after the push). Whatever the summary, the comment and the step summary appear, within GitHub's
// limits, with the diff, and the outputs are set — with the action's heap held to 256 MB, so memory
// that grew with the hostile text would fail the run.
import { describe, expect, it } from "vitest";
import { reply, text, toolUse } from "../support/model-server/index";
import { trackingComment } from "../support/scenario";
import { labelledIssue, useScenarios } from "../support/scenario-fixture";
import { referenceProblems } from "../report/support/reference-render";

const scenarios = useScenarios();

/**
 * One long backtick run, then backtick runs of every length between short link-like tokens. Each
 * neutralised token once got a code-span fence longer than the longest run in the text: 190,000
 * characters of this grew past what a string can hold.
 */
function backtickBomb(length: number): string {
  const parts = ["`".repeat(Math.floor(length / 3)), " "];
  let size = 0;
  for (let i = 0; size < length; i++) {
    const part =
      i % 10 === 0 ? `${"`".repeat((i % 97) + 1)} https://e${String(i)}.example/ [a](//x.example) ` : "//a ";
    parts.push(part);
    size += part.length;
  }
  return parts.join("").slice(0, length);
}

/** steward's own HTML lines (its marker, its <details> wrappers) blanked: they are meant to be HTML. */
const withoutOwnHtml = (body: string) =>
  body
    .split("\n")
    .map((line) =>
      /^<!-- steward:tracking key=[^ ]+ -->$/.test(line) || line === "</details>"
        ? ""
        : line.replace(/^<details(?: open)?><summary>[^<]*<\/summary>$/, ""),
    )
    .join("\n");

describe("a hostile summary", () => {
  it.each([
    ["of 20,000 characters", 20_000],
    ["of 190,000 characters", 190_000],
    ["of a megabyte", 1_048_576],
  ])("%s: the comment and the step summary appear with the diff", async (_name, length) => {
    const summary = backtickBomb(length);
    const world = await scenarios.world({
      files: { "README.md": "# app\n" },
      script: [
        reply(
          toolUse("Write", { file_path: "CONTRIBUTING.md", content: "# Contributing\n\nRun npm test.\n" }),
        ),
        reply(text(summary)),
      ],
    });
    const { event, inputs } = labelledIssue(world, { title: "Add a contributing guide", body: "Please." });
    const result = await scenarios.run(world, event, {
      inputs,
      env: { NODE_OPTIONS: "--max-old-space-size=256" },
    });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    expect(result.outputs["conclusion"]).toBe("success");
    expect(result.outputs["branch"]).toMatch(/^steward\/issue-1-/);
    expect(result.outputs["comment-url"]).toMatch(/#issuecomment-\d+$/);
    expect(result.outputs["pull-request-url"]).toMatch(/\/pull\/2$/);
    const comment = trackingComment(world) ?? "";
    expect(comment).toContain("steward finished");
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expect(Buffer.byteLength(result.summary)).toBeLessThanOrEqual(1_048_576);
    // steward's own links go to the fake GitHub's host; the model's may go nowhere.
    const host = new URL(result.outputs["comment-url"] ?? "").hostname;
    for (const body of [comment, result.summary]) {
      expect(body).toContain("+Run npm test.");
      expect(referenceProblems(withoutOwnHtml(body), host)).toEqual([]);
    }
    const pullBody = world.github.state.issuesOf(world.repo).get(2)?.body ?? "";
    expect(pullBody.length).toBeLessThanOrEqual(65_536);
    expect(referenceProblems(pullBody, host)).toEqual([]);
    world.assertNoViolations();
  });
});
