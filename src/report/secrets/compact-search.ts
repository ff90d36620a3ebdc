// Known values and prefixed tokens in the compact view (compact-view.ts), forwards and backwards,
// mapped back to the raw ranges to mask. Dropping whitespace joins words too, so a token found there
// is held to what a split token looks like: after a gap, a piece that is an ordinary word (no capital,
// no digit) ends it ("ghp_… is invalid" masks the token, not the words after it), and what remains
// must still be a whole token that looks random. The known values are looked for as they are:
// whatever matches one of them is that secret, however it was split.
import { compactView, rawRange, reversedView, type TextView } from "./compact-view";
import { COMPACT_PATTERNS } from "./patterns";
import { literalSpans, type RuleSpan } from "./spans";

export interface CompactNeedles {
  /** Known values in compact form, and the same reversed. */
  forward: readonly string[];
  backward: readonly string[];
}

function looksRandom(token: string): boolean {
  const body = token.slice(4);
  return /[A-Z]/.test(body) && /[a-z]/.test(body) && /[0-9]/.test(body);
}

/** The raw text between view units k-1 and k (either order: a reversed view runs backwards). */
function gapBefore(raw: string, view: TextView, k: number): string {
  const aStart = view.rawStart[k - 1] ?? 0;
  const aEnd = view.rawEnd[k - 1] ?? 0;
  const bStart = view.rawStart[k] ?? 0;
  const bEnd = view.rawEnd[k] ?? 0;
  return aEnd <= bStart ? raw.slice(aEnd, bStart) : raw.slice(bEnd, aStart);
}

/** Where a match should end: before the first piece after a whitespace gap that is a plain word. */
function cutAtPlainWord(raw: string, view: TextView, start: number, end: number): number {
  const gaps: number[] = [];
  for (let k = start + 1; k < end; k++) if (/\s/.test(gapBefore(raw, view, k))) gaps.push(k);
  for (let g = 0; g < gaps.length; g++) {
    const from = gaps[g] ?? end;
    const piece = view.text.slice(from, gaps[g + 1] ?? end);
    if (!/[A-Z0-9]/.test(piece)) return from;
  }
  return end;
}

function tokenSpans(raw: string, view: TextView, into: RuleSpan[]): void {
  for (const pattern of COMPACT_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const match of view.text.matchAll(pattern.regex)) {
      const start = match.index;
      const full = start + match[0].length;
      const end = cutAtPlainWord(raw, view, start, full);
      const token = view.text.slice(start, end);
      if (end < full && !pattern.whole.test(token)) continue;
      const range = rawRange(view, start, end);
      if (/\s/.test(raw.slice(range.start, range.end)) && !looksRandom(token)) continue;
      into.push({ ...range, rule: pattern.name });
    }
  }
}

function literalSpansInView(view: TextView, needles: readonly string[], into: RuleSpan[]): void {
  const found: RuleSpan[] = [];
  for (const needle of needles) literalSpans(view.text, needle, found);
  for (const span of found) into.push({ ...rawRange(view, span.start, span.end), rule: span.rule });
}

export function compactSpans(raw: string, needles: CompactNeedles, into: RuleSpan[]): void {
  const view = compactView(raw);
  // A value written backwards is its reversed form read forwards: no need to reverse the text for it.
  literalSpansInView(view, needles.forward, into);
  literalSpansInView(view, needles.backward, into);
  tokenSpans(raw, view, into);
  tokenSpans(raw, reversedView(view), into);
}
