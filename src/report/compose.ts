// A whole report from its sections, and the fitting that keeps it under a size limit. When the full
// report is too big, parts give way in a fixed order — the diff (whole files kept where possible),
// then the lists (files, denials, tool calls, tasks, notes), then the plan and the summary — and a
// note at the end says what was left out and where the full record is.
import type { Caps } from "./caps";
import { formatCount, plural } from "./format";
import type { SizeLimit } from "./limits";
import { link } from "./markdown";
import * as s from "./sections";
import type { Budget, RenderSettings, Trims } from "./sections";
import type { RunState } from "./state";
import { truncateMarkdown } from "./truncate";

export type Surface = "comment" | "step-summary";

export interface ComposeOptions {
  surface: Surface;
  limit: SizeLimit;
  caps: Caps;
  allowedHosts: readonly string[];
  /** The hidden marker, first in a tracking comment. */
  marker?: string;
}

interface Composed {
  markdown: string;
  trims: Trims;
}

function compose(state: RunState, options: ComposeOptions, budget: Budget): Composed {
  const settings: RenderSettings = {
    caps: options.caps,
    allowedHosts: options.allowedHosts,
    measure: options.limit.measure,
  };
  const trims: Trims = { lists: new Map(), summary: false, plan: false };
  const comment = options.surface === "comment";
  const working = s.isWorking(state.phase);
  const sections = [
    options.marker ?? "",
    comment ? s.heading(state) : `## steward report\n\n${s.heading(state).replace(/^### /, "")}`,
    s.outcome(state, settings),
    s.intro(state, settings),
    working ? "" : s.summary(state, settings, budget, trims),
    working ? "" : s.plan(state, settings, budget, trims),
    s.checklist(state, settings, budget, trims, comment && !working),
    s.currentStep(state, settings),
    comment ? s.toolActivity(state, settings, budget) : "",
    s.traps(state, settings),
    s.files(state, settings, budget, trims),
    s.diff(state, settings, budget, trims),
    s.links(state, settings),
    s.numbers(state),
    s.sandbox(state, settings),
    s.denials(state, settings, budget, trims),
    s.notes(state, settings, budget, trims),
    comment ? "" : s.toolTable(state, settings, budget, trims),
  ];
  const note = trimNote(state, options, trims);
  const markdown = [...sections, note].filter((part) => part !== "").join("\n\n");
  return { markdown: `${markdown}\n`, trims };
}

function trimNote(state: RunState, options: ComposeOptions, trims: Trims): string {
  const parts: string[] = [];
  const d = trims.diff;
  if (d !== undefined) {
    if (d.text.trim() === "")
      parts.push(`the diff (${plural(d.files, "file")}, ${plural(d.totalLines, "line")}) was left out`);
    else {
      const partly = d.partialFiles > 0 ? `, ${formatCount(d.partialFiles)} shown in part` : "";
      parts.push(
        `the diff of ${formatCount(d.omittedFiles)} of ${plural(d.files, "file")} was left out${partly} (${plural(d.omittedLines, "line")} not shown)`,
      );
    }
  }
  for (const [list, omitted] of trims.lists) parts.push(`${formatCount(omitted)} ${list} were not listed`);
  if (trims.plan) parts.push("the plan was shortened");
  if (trims.summary) parts.push("the summary was shortened");
  if (parts.length === 0) return "";
  const transcript = link("transcript artifact", state.links.transcript);
  const where =
    options.surface === "comment"
      ? `The full report is in the ${link("step summary", state.links.summary ?? state.links.job)} of the job, and every step of the run is in its ${transcript}.`
      : `Every step of the run is in the ${transcript}.`;
  return `---\n✂️ **Trimmed to fit GitHub's ${options.limit.description}:** ${parts.join("; ")}. ${where}`;
}

/** Largest n in [0, max] for which fits(n) holds, assuming fits is monotone; undefined if none. */
function largest(max: number, fits: (n: number) => boolean): number | undefined {
  if (!fits(0)) return undefined;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Room left beside the diff on the first try for its <details> wrapper, fence and stats. */
const DIFF_WRAPPER = 400;

export function renderReport(state: RunState, options: ComposeOptions): string {
  const { limit } = options;
  const fits = (c: Composed) => limit.measure(c.markdown) <= limit.max;
  const hasDiff = (state.final?.diff ?? "").trim() !== "" && !s.isWorking(state.phase);

  /** The report with as much of the diff as fits beside the other parts, or undefined. */
  const withDiffFitted = (budget: Budget): Composed | undefined => {
    if (!hasDiff) return undefined;
    const without = compose(state, options, { ...budget, diff: 0 });
    let allowance = limit.max - limit.measure(without.markdown) - DIFF_WRAPPER;
    for (let attempt = 0; attempt < 8 && allowance > 0; attempt++) {
      const composed = compose(state, options, { ...budget, diff: allowance });
      const over = limit.measure(composed.markdown) - limit.max;
      if (over <= 0) return composed;
      allowance -= over + 64;
    }
    return fits(without) ? without : undefined;
  };

  let budget: Budget = {};
  const full = compose(state, options, budget);
  if (fits(full)) return full.markdown;
  const diffTrimmed = withDiffFitted(budget);
  if (diffTrimmed !== undefined) return diffTrimmed.markdown;

  // Lists next: as many items as fit with the diff left out; then the diff gets what room is left.
  budget = { diff: 0 };
  const longestList = Math.max(
    state.todos.length,
    state.toolCalls.length,
    state.final?.files.length ?? 0,
    state.final?.notes.length ?? 0,
  );
  const listItems = largest(longestList, (n) => fits(compose(state, options, { ...budget, listItems: n })));
  budget = { ...budget, listItems: listItems ?? 0 };
  if (listItems !== undefined) return (withDiffFitted(budget) ?? compose(state, options, budget)).markdown;

  for (const key of ["planChars", "summaryChars"] as const) {
    const text = (key === "planChars" ? state.final?.plan : state.final?.summary) ?? "";
    const chars = largest(Math.min(text.length, options.caps.modelText), (n) =>
      fits(compose(state, options, { ...budget, [key]: n })),
    );
    if (chars !== undefined) return compose(state, options, { ...budget, [key]: chars }).markdown;
    budget = { ...budget, [key]: 0 };
  }

  return truncateMarkdown(
    compose(state, options, budget).markdown,
    limit,
    "✂️ **Truncated** to fit GitHub's size limit: the full report is in the job's step summary and the transcript artifact.",
  );
}
