// How long each piece of a report may be before it is clipped. A comment is read at a glance and has
// 64 KiB; the step summary is the full record and has 1 MiB.

export interface Caps {
  /** The trigger line, the current step, the outcome reason, a link label. */
  line: number;
  todo: number;
  /** A tool call's one-line summary (the command, the path). */
  toolSummary: number;
  /** A policy reason or a steward note. */
  reason: number;
  note: number;
  path: number;
  /** Tool calls listed while the run is working (the most recent ones). */
  recentToolCalls: number;
  /**
   * The model's summary and plan, each: clipped to this before they are sanitised, so the work and the
   * output stay bounded whatever the model wrote.
   */
  modelText: number;
  /**
   * When the report does not fit, the summary and plan are shortened to this before the diff gives
   * way: the diff is the run's result and a long summary must not push it out.
   */
  modelTextFloor: number;
}

export const COMMENT_CAPS: Caps = {
  line: 300,
  todo: 300,
  toolSummary: 200,
  reason: 400,
  note: 800,
  path: 300,
  recentToolCalls: 5,
  modelText: 20_000,
  modelTextFloor: 4_000,
};

export const STEP_SUMMARY_CAPS: Caps = {
  line: 1_000,
  todo: 1_000,
  toolSummary: 1_000,
  reason: 2_000,
  note: 4_000,
  path: 1_000,
  recentToolCalls: 5,
  modelText: 20_000,
  modelTextFloor: 10_000,
};

/**
 * text cut to at most `max` characters (plus "…"). The cut never splits a run of non-space
 * characters: a half-shown token would escape the redactor, which only recognises whole secrets, so
 * the run is dropped whole instead.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = Math.max(0, max);
  if (!isSpace(text[cut])) while (cut > 0 && !isSpace(text[cut - 1])) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
