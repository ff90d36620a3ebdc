// The report warns when the run changed files that run code for whoever checks the branch out (git
// hooks, editor tasks, .envrc…) — in the tracking comment and the step summary, never trimmed away,
// even when a policy rule allowed the change.
import { describe, expect, it } from "vitest";
import { inlineCode } from "../../src/report/markdown";
import { trackingMarker } from "../../src/report/marker";
import type { RunState, TrapChange } from "../../src/report/state";
import { renderStepSummary } from "../../src/report/step-summary";
import { renderTrackingComment } from "../../src/report/tracking-comment";
import { liveProblems } from "./support/live-markdown";
import { bigDiff, state } from "./support/states";

/** The text as read: markdown's escapes removed. */
const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, "$1");
/** The warning line of a report, as read. */
const warningOf = (body: string) =>
  unescaped(body.split("\n").find((l) => l.startsWith("⚠️ **This run")) ?? "");

const HUSKY: TrapChange = { path: ".husky/pre-commit", label: "git hooks (.husky), run on every commit" };
const ENVRC: TrapChange = {
  path: ".envrc",
  label: "direnv's script (.envrc), run on entering the directory",
};

function withTraps(traps: TrapChange[], extra: Partial<NonNullable<RunState["final"]>> = {}): RunState {
  const done = state("done");
  return { ...done, final: { ...(done.final as NonNullable<RunState["final"]>), traps, ...extra } };
}

const comment = (s: RunState) => renderTrackingComment(s, { marker: trackingMarker("12-mention-1") });
const WARNING = "⚠️ **This run changed files that run code on checkout, commit or opening in an editor:**";

describe("the execution-trap warning", () => {
  it("names every trap and what it is, in the comment and the step summary", () => {
    for (const body of [comment(withTraps([HUSKY, ENVRC])), renderStepSummary(withTraps([HUSKY, ENVRC]))]) {
      expect(body).toContain(WARNING);
      const line = warningOf(body);
      expect(line).toContain(`${inlineCode(".husky/pre-commit")} (git hooks (.husky), run on every commit)`);
      expect(line).toContain(
        `${inlineCode(".envrc")} (direnv's script (.envrc), run on entering the directory)`,
      );
      expect(line).toContain("Read these changes before you check the branch out or open it.");
    }
  });

  it("stands before the files and the diff", () => {
    const body = comment(withTraps([HUSKY]));
    expect(body.indexOf(WARNING)).toBeGreaterThan(0);
    expect(body.indexOf(WARNING)).toBeLessThan(body.indexOf("**Files changed:**"));
  });

  it("survives the trimming of a report too big for the comment", () => {
    const body = comment(withTraps([HUSKY], { diff: bigDiff(20, 10, 20) }));
    expect(body).toContain("Trimmed to fit");
    expect(warningOf(body)).toContain(inlineCode(".husky/pre-commit"));
  });

  it("lists ten files and counts the rest", () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      path: `.vscode/task-${String(i)}.json`,
      label: "editor",
    }));
    const line = warningOf(comment(withTraps(many)));
    expect(line).toContain(inlineCode(".vscode/task-9.json"));
    expect(line).not.toContain(inlineCode(".vscode/task-10.json"));
    expect(line).toContain("and 3 more files");
  });

  it("shows paths literally: a trap's name cannot make markdown", () => {
    const body = comment(
      withTraps([
        { path: ".husky/[x](https://evil.example) @alice", label: "hooks [y](https://evil.example)" },
      ]),
    );
    const line = body.split("\n").find((l) => l.startsWith("⚠️ **This run")) ?? "";
    expect(liveProblems(line)).toEqual([]);
  });

  it("is absent when no trap changed, and while the run works", () => {
    expect(comment(withTraps([]))).not.toContain(WARNING);
    expect(comment(state("done"))).not.toContain(WARNING);
    expect(comment({ ...withTraps([HUSKY]), phase: "working" })).not.toContain(WARNING);
  });
});
