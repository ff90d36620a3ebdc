// The sections a report is made of, each rendered from run state to markdown. Text from outside
// steward's own code — the trigger line, todo items, commands, paths, policy reasons, notes — goes
// through plainText or inlineCode; the model's summary and plan through sanitizeModelMarkdown and a
// block quote, so they read as the model's words and cannot dress up as steward's own lines.
import { clip, type Caps } from "./caps";
import { trimDiff, type TrimmedDiff } from "./diff";
import { formatChanges, formatClock, formatCost, formatCount, formatDuration, plural } from "./format";
import type { Measure } from "./limits";
import { blockQuote, codeBlock, details, inlineCode, link, plainText, table } from "./markdown";
import { sanitizeModelMarkdown } from "./sanitize";
import { cleanText } from "./sanitizer/characters";
import type { FileChange, RunPhase, RunState, TodoView, ToolCallView } from "./state";

/** Files named by the warning about execution traps; the rest are counted. */
const TRAPS_LISTED = 10;

export interface RenderSettings {
  caps: Caps;
  allowedHosts: readonly string[];
  /** How the surface counts size (the diff budget is in this unit). */
  measure: Measure;
  /**
   * The model's text as rendered, by the text it was clipped to: fitting a report renders it many
   * times with the same summary, which is sanitised once.
   */
  modelTextCache?: Map<string, string>;
  /**
   * Each list's lines as rendered, by list and item: fitting renders the lists many times with the
   * same settings, and escaping thousands of items each time was most of a long report's time.
   */
  lineCache?: Map<string, Map<unknown, string>>;
}

/** An item's line in `list`, rendered once per report when the settings carry a cache. */
function cachedLine<T>(settings: RenderSettings, list: string, item: T, render: (item: T) => string): string {
  const cache = settings.lineCache;
  if (cache === undefined) return render(item);
  let lines = cache.get(list);
  if (lines === undefined) cache.set(list, (lines = new Map<unknown, string>()));
  const cached = lines.get(item);
  if (cached !== undefined) return cached;
  const line = render(item);
  lines.set(item, line);
  return line;
}

/** How much of the long parts to show; undefined means all of it. */
export interface Budget {
  diff?: number;
  /** Items shown per list (files, denials, tool calls, tasks, notes). */
  listItems?: number;
  summaryChars?: number;
  planChars?: number;
}

/** What a render left out, for the trim note. */
export interface Trims {
  diff?: TrimmedDiff;
  /** List name → items not shown. */
  lists: Map<string, number>;
  summary: boolean;
  plan: boolean;
}

const PHASES: Record<RunPhase, { emoji: string; title: string; label: string }> = {
  starting: { emoji: "⏳", title: "steward is starting…", label: "Starting" },
  working: { emoji: "⏳", title: "steward is working…", label: "Working" },
  done: { emoji: "✅", title: "steward finished", label: "Done" },
  failed: { emoji: "❌", title: "steward failed", label: "Failed" },
  cancelled: { emoji: "🛑", title: "steward was interrupted", label: "Interrupted" },
  budget: { emoji: "💸", title: "steward stopped at its budget", label: "Budget reached" },
  skipped: { emoji: "⏭️", title: "steward skipped this request", label: "Skipped" },
};

export const isWorking = (phase: RunPhase): boolean => phase === "starting" || phase === "working";

/** The first `limit` items (or the last ones), and how many were left out. */
function take<T>(items: readonly T[], limit: number | undefined, fromEnd = false): [T[], number] {
  if (limit === undefined || items.length <= limit) return [[...items], 0];
  const kept = fromEnd ? items.slice(items.length - limit) : items.slice(0, limit);
  return [kept, items.length - kept.length];
}

function noteOmitted(trims: Trims, list: string, omitted: number): void {
  if (omitted > 0) trims.lists.set(list, (trims.lists.get(list) ?? 0) + omitted);
}

export function heading(state: RunState): string {
  const { emoji, title } = PHASES[state.phase];
  return `### ${emoji} ${title}`;
}

export function outcome(state: RunState, settings: RenderSettings): string {
  if (isWorking(state.phase)) return "";
  const { label } = PHASES[state.phase];
  const reason = state.final?.reason ?? "";
  return reason === "" ? `**${label}.**` : `**${label}:** ${plainText(clip(reason, settings.caps.line))}`;
}

export function intro(state: RunState, settings: RenderSettings): string {
  const parts = [plainText(clip(state.trigger, settings.caps.line))];
  if (state.links.job !== undefined) parts.push(link("View the job run", state.links.job));
  const started = formatClock(state.startedAt);
  if (isWorking(state.phase) && started !== undefined) parts.push(`started ${started}`);
  return parts.filter((p) => p !== "").join(" · ");
}

function todoLine(todo: TodoView, caps: Caps): string {
  if (todo.status === "completed") return `- ☑ ${plainText(clip(todo.content, caps.todo))}`;
  if (todo.status === "in_progress") {
    const text = todo.activeForm.trim() === "" ? todo.content : todo.activeForm;
    const shown = plainText(clip(text, caps.todo));
    return `- ⏳ ${shown === "" ? "(in progress)" : `**${shown}**`}`;
  }
  return `- ☐ ${plainText(clip(todo.content, caps.todo))}`;
}

export function checklist(
  state: RunState,
  settings: RenderSettings,
  budget: Budget,
  trims: Trims,
  collapsed: boolean,
): string {
  if (state.todos.length === 0) return "";
  const done = state.todos.filter((t) => t.status === "completed").length;
  const [shown, omitted] = take(state.todos, budget.listItems);
  noteOmitted(trims, "tasks", omitted);
  const lines = shown.map((t) => cachedLine(settings, "tasks", t, (todo) => todoLine(todo, settings.caps)));
  if (omitted > 0) lines.push(`- …and ${plural(omitted, "more task")}`);
  const title = `Tasks (${formatCount(done)} of ${formatCount(state.todos.length)} done)`;
  return collapsed ? details(title, lines.join("\n")) : `**${title}**\n\n${lines.join("\n")}`;
}

export function currentStep(state: RunState, settings: RenderSettings): string {
  if (!isWorking(state.phase) || state.currentStep === undefined || state.currentStep.trim() === "")
    return "";
  return `**Now:** ${plainText(clip(state.currentStep, settings.caps.line))}`;
}

// Tools summarise a call with their own name first ("Read src/a.ts"); the report shows the name on its
// own, so it is cut from the detail rather than printed twice.
function callDetail(call: ToolCallView): string {
  if (call.summary === call.tool) return "";
  return call.summary.startsWith(`${call.tool} `) ? call.summary.slice(call.tool.length + 1) : call.summary;
}

function callLabel(call: ToolCallView, caps: Caps): string {
  const detail = callDetail(call);
  const name = inlineCode(clip(call.tool, caps.line));
  return detail === "" ? name : `${name} ${inlineCode(clip(detail, caps.toolSummary))}`;
}

/** While working: how many tool calls so far, and the most recent few. */
export function toolActivity(state: RunState, settings: RenderSettings, budget: Budget): string {
  if (!isWorking(state.phase) || state.toolCalls.length === 0) return "";
  const calls = state.toolCalls;
  const denied = calls.filter((c) => c.decision === "deny").length;
  const failed = calls.filter((c) => c.decision === "allow" && c.isError).length;
  const extra = [
    denied > 0 ? `${formatCount(denied)} denied` : "",
    failed > 0 ? `${formatCount(failed)} failed` : "",
  ]
    .filter((s) => s !== "")
    .join(", ");
  // The total is always said; the list is only the latest few, so shortening it needs no note.
  const limit = Math.min(settings.caps.recentToolCalls, budget.listItems ?? Number.POSITIVE_INFINITY);
  const [recent] = take(calls, limit, true);
  const lines = recent.map((call) => {
    const mark = call.decision === "deny" ? "⛔" : call.isError ? "⚠️" : "✅";
    return `- ${mark} ${callLabel(call, settings.caps)}`;
  });
  const head = `**Tool calls:** ${formatCount(calls.length)} so far${extra === "" ? "" : ` (${extra})`}`;
  return lines.length === 0 ? head : `${head}, latest:\n\n${lines.join("\n")}`;
}

export function denials(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const denied = state.toolCalls.filter((c) => c.decision === "deny");
  if (denied.length === 0) return "";
  const [shown, omitted] = take(denied, budget.listItems);
  noteOmitted(trims, "permission denials", omitted);
  const lines = shown.map((shownCall) =>
    cachedLine(settings, "denials", shownCall, (call) => denialLine(call, settings)),
  );
  if (omitted > 0) lines.push(`- …and ${plural(omitted, "more denial")}`);
  return `**Permission denials (${formatCount(denied.length)})**\n\n${lines.join("\n")}`;
}

function denialLine(call: ToolCallView, settings: RenderSettings): string {
  const reason =
    call.reason === undefined || call.reason === ""
      ? ""
      : ` — ${plainText(clip(call.reason, settings.caps.reason))}`;
  const rule =
    call.rule === undefined || call.rule === null || call.rule === ""
      ? ""
      : ` (rule ${inlineCode(clip(call.rule, settings.caps.line))})`;
  return `- ${callLabel(call, settings.caps)}${reason}${rule}`;
}

/**
 * The model's text clipped (before any work is done on it), quoted, then sanitised as quoted: the
 * sanitiser reads the text where GitHub will read it, inside the quote, where a tab after "> " counts
 * differently than at the start of a line.
 */
function modelText(text: string, chars: number | undefined, settings: RenderSettings): [string, boolean] {
  const clipped = clip(text, Math.min(chars ?? Number.POSITIVE_INFINITY, settings.caps.modelText));
  const shortened = clipped !== text;
  const body = cleanText(clipped);
  const quoted = blockQuote(shortened ? `${body}\n\n(shortened)` : body);
  const cached = settings.modelTextCache?.get(quoted);
  if (cached !== undefined) return [cached, shortened];
  const rendered = sanitizeModelMarkdown(quoted, { allowedHosts: settings.allowedHosts });
  settings.modelTextCache?.set(quoted, rendered);
  return [rendered, shortened];
}

export function summary(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const text = state.final?.summary ?? "";
  if (text.trim() === "" || budget.summaryChars === 0) {
    if (text.trim() !== "") trims.summary = true;
    return "";
  }
  const [quoted, shortened] = modelText(text, budget.summaryChars, settings);
  trims.summary ||= shortened;
  return `**Summary**\n\n${quoted}`;
}

export function plan(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const text = state.final?.plan ?? "";
  if (text.trim() === "" || budget.planChars === 0) {
    if (text.trim() !== "") trims.plan = true;
    return "";
  }
  const [quoted, shortened] = modelText(text, budget.planChars, settings);
  trims.plan ||= shortened;
  return details("Plan", quoted);
}

const STATUS: Record<FileChange["status"], string> = {
  added: "added",
  modified: "modified",
  deleted: "deleted",
  renamed: "renamed",
};

export function files(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const final = state.final;
  if (final === undefined || isWorking(state.phase)) return "";
  if (final.files.length === 0) return state.phase === "skipped" ? "" : "**Files changed:** none";
  const add = final.files.reduce((n, f) => n + f.additions, 0);
  const del = final.files.reduce((n, f) => n + f.deletions, 0);
  const [shown, omitted] = take(final.files, budget.listItems);
  noteOmitted(trims, "files", omitted);
  const rows = shown.map((f) => [
    inlineCode(clip(f.path, settings.caps.path), { table: true }),
    STATUS[f.status] ?? plainText(String(f.status)),
    formatCount(f.additions),
    formatCount(f.deletions),
  ]);
  if (omitted > 0) {
    const rest = final.files.slice(shown.length);
    rows.push([
      `…and ${plural(omitted, "more file")}`,
      "",
      formatCount(rest.reduce((n, f) => n + f.additions, 0)),
      formatCount(rest.reduce((n, f) => n + f.deletions, 0)),
    ]);
  }
  const head = `**Files changed:** ${formatCount(final.files.length)} (${formatChanges(add, del)})`;
  return `${head}\n\n${table(["File", "Change", "+", "−"], ["left", "left", "right", "right"], rows)}`;
}

/**
 * A warning, never trimmed, when the run changed files that run code for whoever checks the branch
 * out, opens it in an editor or commits on it (git hooks, editor tasks, .envrc…).
 */
export function traps(state: RunState, settings: RenderSettings): string {
  const changed = state.final?.traps ?? [];
  if (changed.length === 0 || isWorking(state.phase)) return "";
  const shown = changed.slice(0, TRAPS_LISTED).map((trap) => {
    const path = inlineCode(clip(trap.path, settings.caps.path));
    return `${path} (${plainText(clip(trap.label, settings.caps.line))})`;
  });
  const more =
    changed.length > TRAPS_LISTED ? `, and ${plural(changed.length - TRAPS_LISTED, "more file")}` : "";
  return `⚠️ **This run changed files that run code on checkout, commit or opening in an editor:** ${shown.join(", ")}${more}. Read these changes before you check the branch out or open it.`;
}

export function diff(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const final = state.final;
  if (final === undefined || isWorking(state.phase) || final.diff.trim() === "") return "";
  let text = final.diff;
  if (budget.diff !== undefined) {
    const trimmed = trimDiff(final.diff, budget.diff, settings.measure);
    if (trimmed.omittedLines > 0) trims.diff = trimmed;
    text = trimmed.text;
  }
  const add = final.files.reduce((n, f) => n + f.additions, 0);
  const del = final.files.reduce((n, f) => n + f.deletions, 0);
  const patchNote = final.patchOnly
    ? "**These changes were not pushed.** The patch below is the result of the run: save it to a file and apply it with `git apply`.\n\n"
    : "";
  if (text.trim() === "") return patchNote.trim();
  const shortened = trims.diff === undefined ? "" : " — trimmed";
  const title = `Diff (${plural(final.files.length, "file")}, ${formatChanges(add, del)})${shortened}`;
  return `${patchNote}${details(title, codeBlock(text, "diff"), final.patchOnly === true)}`;
}

export function links(state: RunState, settings: RenderSettings): string {
  const { branch, commit, pullRequest, review } = state.links;
  const parts: string[] = [];
  if (branch !== undefined)
    parts.push(`**Branch:** ${link(inlineCode(clip(branch.name, settings.caps.line)), branch.url)}`);
  if (commit !== undefined) {
    const sha = /^[0-9a-f]{7,64}$/i.test(commit.sha)
      ? commit.sha.slice(0, 7)
      : clip(commit.sha, settings.caps.line);
    parts.push(`**Commit:** ${link(inlineCode(sha), commit.url)}`);
  }
  if (pullRequest !== undefined)
    parts.push(
      `**Pull request:** ${link(`#${formatCount(pullRequest.number).replace(/,/g, "")}`, pullRequest.url)}`,
    );
  if (review !== undefined)
    parts.push(
      review.kind === "review"
        ? `**Review:** ${link(review.comments === 0 ? "posted" : `posted with ${plural(review.comments, "inline comment")}`, review.url)}`
        : `**Review:** ${link("posted as a comment", review.url)}`,
    );
  return parts.join(" · ");
}

export function numbers(state: RunState): string {
  const n = state.final?.numbers;
  if (n === undefined) return "";
  const cost =
    formatCost(n.costUsd, n.costEstimated) +
    (n.costEstimated ? " (estimated: the model's price is not known)" : "");
  const tokens = [
    `${formatCount(n.inputTokens)} input`,
    `${formatCount(n.outputTokens)} output`,
    `${formatCount(n.cacheReadTokens)} cache read`,
    `${formatCount(n.cacheWriteTokens)} cache write`,
  ].join(", ");
  return `**Run:** ${plural(n.turns, "turn")} · ${formatDuration(n.durationMs)} · ${cost} · tokens: ${tokens}`;
}

/** How many commands run outside the sandbox, and refused destinations, are named. */
const SANDBOX_EXAMPLES = 5;

/** "a, b, c and 4 more": the first few, already rendered. */
function firstFew(items: readonly string[], total: number): string {
  const more = total - items.length;
  return more > 0 ? `${items.join(", ")} and ${formatCount(more)} more` : items.join(", ");
}

/** The Bash commands that ran while the sandbox was not active: all counted, the first few named. */
function unsandboxedCommands(state: RunState, settings: RenderSettings): string {
  const ran = state.toolCalls.filter((call) => call.tool === "Bash" && call.decision === "allow");
  if (ran.length === 0) return "";
  const named = ran
    .slice(0, SANDBOX_EXAMPLES)
    .map((call) => inlineCode(clip(callDetail(call), settings.caps.toolSummary)));
  const verb = ran.length === 1 ? "ran" : "all ran";
  return `${plural(ran.length, "Bash command")} ${verb} outside the sandbox: ${firstFew(named, ran.length)}.`;
}

/** What the sandbox's network proxy refused: every refusal counted, the most refused named. */
function refusedDestinations(refused: readonly { destination: string; count: number }[], caps: Caps): string {
  if (refused.length === 0) return "";
  const total = refused.reduce((sum, r) => sum + r.count, 0);
  const named = refused
    .slice(0, SANDBOX_EXAMPLES)
    .map(
      (r) =>
        `${inlineCode(clip(r.destination, caps.line))}${r.count > 1 ? ` (${formatCount(r.count)}×)` : ""}`,
    );
  return `The sandbox's network proxy refused ${plural(total, "connection")} to ${plural(refused.length, "destination")}: ${firstFew(named, refused.length)}.`;
}

/** Whether the agent's shell ran in the sandbox: said in every report once the session has started. */
export function sandbox(state: RunState, settings: RenderSettings): string {
  const view = state.sandbox;
  if (view === undefined) return "";
  const mark = view.active ? "🔒" : "⚠️";
  return [
    `**Sandbox:** ${mark} ${plainText(clip(view.summary, settings.caps.note))}`,
    view.active || view.bashDisabled === true ? "" : unsandboxedCommands(state, settings),
    refusedDestinations(view.refused ?? [], settings.caps),
  ]
    .filter((part) => part !== "")
    .join("\n\n");
}

const MCP_MARKS = { connected: "✅", failed: "❌", pending: "⏳" } as const;

/** The run's MCP servers: each with its state (why, for one that failed), and tools not offered. */
export function mcpServers(state: RunState, settings: RenderSettings): string {
  const view = state.mcp;
  if (view === undefined || view.servers.length === 0) return "";
  const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ⏎ ");
  const servers = view.servers.map((server) => {
    const name = `${MCP_MARKS[server.status]} ${inlineCode(clip(server.name, settings.caps.line))}`;
    if (server.status === "connected") return `${name} (${plural(server.tools, "tool")})`;
    if (server.status === "pending")
      return `${name} ${isWorking(state.phase) ? "starting" : "did not start in time"}`;
    const why =
      server.reason === undefined ? "" : `: ${plainText(clip(oneLine(server.reason), settings.caps.reason))}`;
    return `${name} failed${why}`;
  });
  const parts = [`**MCP servers:** ${servers.join(" · ")}`];
  const named = (names: readonly string[]) =>
    firstFew(
      names.slice(0, SANDBOX_EXAMPLES * 2).map((n) => inlineCode(clip(n, settings.caps.line))),
      names.length,
    );
  if (view.notAllowed.length > 0)
    parts.push(
      `Configured but not allowed by the policy, so not offered: ${named(view.notAllowed)}. A rule such as \`mcp__<server>__<tool>\` allows one.`,
    );
  if (view.renamed.length > 0)
    parts.push(`Renamed for the API: ${plainText(clip(view.renamed.join("; "), settings.caps.note))}.`);
  return parts.join("\n\n");
}

export function notes(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const all = (state.final?.notes ?? []).filter((note) => note.trim() !== "");
  if (all.length === 0) return "";
  const [shown, omitted] = take(all, budget.listItems);
  noteOmitted(trims, "notes", omitted);
  const lines = shown.map((shownNote) =>
    cachedLine(settings, "notes", shownNote, (note) => `- ${plainText(clip(note, settings.caps.note))}`),
  );
  if (omitted > 0) lines.push(`- …and ${plural(omitted, "more note")}`);
  return `**Notes**\n\n${lines.join("\n")}`;
}

/** Every tool call with its decision and rule (the step summary's record). */
export function toolTable(state: RunState, settings: RenderSettings, budget: Budget, trims: Trims): string {
  const calls = state.toolCalls;
  if (calls.length === 0) return "";
  const denied = calls.filter((c) => c.decision === "deny").length;
  const [shown, omitted] = take(calls, budget.listItems);
  noteOmitted(trims, "tool calls", omitted);
  const cell = (text: string, max: number) => inlineCode(clip(text, max), { table: true });
  const rows = shown.map((call, i) => [
    String(i + 1),
    cell(call.tool, settings.caps.line),
    cell(callDetail(call), settings.caps.toolSummary),
    (call.decision === "deny" ? "⛔ deny" : "✅ allow") + (call.isError ? ", ⚠️ failed" : ""),
    call.rule === undefined || call.rule === null || call.rule === ""
      ? "—"
      : cell(call.rule, settings.caps.line),
    call.reason === undefined ? "" : plainText(clip(call.reason, settings.caps.reason)),
  ]);
  if (omitted > 0) rows.push(["…", `${plural(omitted, "more call")}`, "", "", "", ""]);
  const head = `**Tool calls (${formatCount(calls.length)})** — ${formatCount(calls.length - denied)} allowed, ${formatCount(denied)} denied`;
  return `${head}\n\n${table(["#", "Tool", "Call", "Decision", "Rule", "Reason"], ["right", "left", "left", "left", "left", "left"], rows)}`;
}
