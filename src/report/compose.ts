// A whole report from its sections, and the fitting that keeps it under a size limit. When the full
// report is too big, parts give way in a fixed order — the plan and the summary down to a floor (the
// model's words must not push its result out), then the diff (whole files kept where possible; its
// file table and the links stay), then the lists (files, denials, tool calls, tasks, notes), then the
// plan and the summary below their floor — and a note at the end says what was left out and where the
// full record is.
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

/**
 * `withModelText: false` leaves out the summary, the plan and the trim note: a lower bound on the size
 * of every render with the same budget for the diff and lists, whatever length the model's text gets.
 */
function compose(
  state: RunState,
  options: ComposeOptions,
  budget: Budget,
  caches?: Pick<RenderSettings, "modelTextCache" | "lineCache">,
  withModelText = true,
): Composed {
  const settings: RenderSettings = {
    caps: options.caps,
    allowedHosts: options.allowedHosts,
    measure: options.limit.measure,
    ...caches,
  };
  const trims: Trims = { lists: new Map(), summary: false, plan: false };
  const comment = options.surface === "comment";
  const working = s.isWorking(state.phase);
  const modelText = withModelText && !working;
  const sections = [
    options.marker ?? "",
    comment ? s.heading(state) : `## steward report\n\n${s.heading(state).replace(/^### /, "")}`,
    s.outcome(state, settings),
    s.intro(state, settings),
    modelText ? s.summary(state, settings, budget, trims) : "",
    modelText ? s.plan(state, settings, budget, trims) : "",
    s.checklist(state, settings, budget, trims, comment && !working),
    s.currentStep(state, settings),
    comment ? s.toolActivity(state, settings, budget) : "",
    s.traps(state, settings),
    s.files(state, settings, budget, trims),
    s.diff(state, settings, budget, trims),
    s.links(state, settings),
    s.numbers(state),
    s.sandbox(state, settings),
    s.mcpServers(state, settings),
    s.denials(state, settings, budget, trims),
    s.notes(state, settings, budget, trims),
    comment ? "" : s.toolTable(state, settings, budget, trims),
  ];
  const note = withModelText ? trimNote(state, options, trims) : "";
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

/** Largest n in [min, max] for which fits(n) holds, assuming fits is monotone; undefined if none. */
function largest(min: number, max: number, fits: (n: number) => boolean): number | undefined {
  if (!fits(min)) return undefined;
  let lo = min;
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
/**
 * Lengths of the model's text tried below its longest before it gives way to its floor. Each try
 * sanitises the text anew (0.1-0.3 s for 20,000 hostile characters), so the tries are few and aimed.
 */
const MODEL_TEXT_TRIES = 3;
/** A try aims this much under what the text's growth so far says would fit (escapes are uneven). */
const MODEL_TEXT_AIM = 0.97;

/**
 * The longest length in [least, length] at which `sizeAt` is within `max`, found in a few tries, or
 * undefined when not even `least` fits. The report grows with the text's length roughly in proportion
 * (the text sanitised is a few times its length, evenly or not): each try aims at the length where a
 * line through the report without the text and the last size tried meets `max`, a little under it.
 * Sizes are exact; only the aim is estimated, so what is returned always fits.
 */
export function longestFitting(
  least: number,
  length: number,
  max: number,
  sizeAt: (n: number) => number,
): number | undefined {
  let n = length;
  let size = sizeAt(n);
  if (size <= max) return n;
  const without = sizeAt(0);
  for (let tries = 0; tries < MODEL_TEXT_TRIES && size > without; tries++) {
    const aim = Math.floor(((n * (max - without)) / (size - without)) * MODEL_TEXT_AIM);
    if (aim <= least || aim >= n) break;
    n = aim;
    size = sizeAt(n);
    if (size <= max) return n;
  }
  return sizeAt(least) <= max ? least : undefined;
}

const MODEL_TEXT_KEYS = ["planChars", "summaryChars"] as const;
type ModelTextKey = (typeof MODEL_TEXT_KEYS)[number];

function modelTextLength(state: RunState, key: ModelTextKey): number {
  return ((key === "planChars" ? state.final?.plan : state.final?.summary) ?? "").length;
}

export function renderReport(state: RunState, options: ComposeOptions): string {
  const { limit, caps } = options;
  const cache = {
    modelTextCache: new Map<string, string>(),
    lineCache: new Map<string, Map<unknown, string>>(),
  };
  const render = (budget: Budget) => compose(state, options, budget, cache);
  const fits = (c: Composed) => limit.measure(c.markdown) <= limit.max;
  const hasDiff = (state.final?.diff ?? "").trim() !== "" && !s.isWorking(state.phase);

  /** The report with as much of the diff as fits beside the other parts, or undefined. */
  const withDiffFitted = (budget: Budget): Composed | undefined => {
    if (!hasDiff) return undefined;
    const without = render({ ...budget, diff: 0 });
    let allowance = limit.max - limit.measure(without.markdown) - DIFF_WRAPPER;
    for (let attempt = 0; attempt < 8 && allowance > 0; attempt++) {
      const composed = render({ ...budget, diff: allowance });
      const over = limit.measure(composed.markdown) - limit.max;
      if (over <= 0) return composed;
      allowance -= over + 64;
    }
    return fits(without) ? without : undefined;
  };

  /** The model's text (plan first) as long as fits between `floor` and its cap, with the rest of `budget`. */
  const withModelText = (budget: Budget, floor: (key: ModelTextKey) => number) => {
    let current = budget;
    for (const key of MODEL_TEXT_KEYS) {
      const length = Math.min(modelTextLength(state, key), caps.modelText);
      const least = Math.min(floor(key), length);
      const sizeAt = (n: number) => limit.measure(render({ ...current, [key]: n }).markdown);
      const chars = longestFitting(least, length, limit.max, sizeAt);
      if (chars !== undefined) return render({ ...current, [key]: chars });
      current = { ...current, [key]: least };
    }
    return undefined;
  };

  // Sanitising the model's text is most of a render's time. When the rest of the report (the whole
  // diff and lists) is too big already, no length of that text can fit: the full report and the
  // search over the text's length are skipped, as they would both fail, and the result is the same.
  // Parts are joined by blank lines, so leaving some out takes exactly their size from either measure.
  const modelTextShown =
    !s.isWorking(state.phase) && MODEL_TEXT_KEYS.some((key) => modelTextLength(state, key) > 0);
  const restFits = !modelTextShown || fits(compose(state, options, {}, cache, false));
  if (restFits) {
    const full = render({});
    if (fits(full)) return full.markdown;
    const modelTextShortened = withModelText({}, () => caps.modelTextFloor);
    if (modelTextShortened !== undefined) return modelTextShortened.markdown;
  }
  const floors: Budget = {};
  for (const key of MODEL_TEXT_KEYS)
    if (modelTextLength(state, key) > caps.modelTextFloor) floors[key] = caps.modelTextFloor;
  let budget: Budget = floors;
  const diffTrimmed = withDiffFitted(budget);
  if (diffTrimmed !== undefined) return diffTrimmed.markdown;

  // Lists next: as many items as fit with the diff left out; then the diff gets what room is left.
  budget = { ...budget, diff: 0 };
  const longestList = Math.max(
    state.todos.length,
    state.toolCalls.length,
    state.final?.files.length ?? 0,
    state.final?.notes.length ?? 0,
  );
  const listItems = largest(0, longestList, (n) => fits(render({ ...budget, listItems: n })));
  budget = { ...budget, listItems: listItems ?? 0 };
  if (listItems !== undefined) return (withDiffFitted(budget) ?? render(budget)).markdown;

  // Last, the model's text below its floor, down to nothing.
  const belowFloor = withModelText(budget, () => 0);
  if (belowFloor !== undefined) return belowFloor.markdown;
  return truncateMarkdown(
    render({ ...budget, planChars: 0, summaryChars: 0 }).markdown,
    limit,
    "✂️ **Truncated** to fit GitHub's size limit: the full report is in the job's step summary and the transcript artifact.",
  );
}
