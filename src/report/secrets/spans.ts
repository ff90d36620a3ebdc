// Half-open ranges of text to mask, merged and replaced in one pass.

export interface Span {
  start: number;
  end: number;
}

/** A span and the rule that found it: a pattern's name, or "a known secret of the run". */
export interface RuleSpan extends Span {
  rule: string;
}

const MASK = "***";

const KNOWN_SECRET = "a secret of this run";

/** Every occurrence of `needle` (overlapping ones too). */
export function literalSpans(text: string, needle: string, into: RuleSpan[], rule = KNOWN_SECRET): void {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1))
    into.push({ start: at, end: at + needle.length, rule });
}

/** text with each group of overlapping or touching spans replaced by one mask. */
export function maskSpans(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let copied = 0;
  let current: Span | undefined;
  for (const span of spans) {
    if (span.end <= span.start) continue;
    if (current !== undefined && span.start <= current.end) {
      current.end = Math.max(current.end, span.end);
      continue;
    }
    if (current !== undefined) {
      out += text.slice(copied, current.start) + MASK;
      copied = current.end;
    }
    current = { ...span };
  }
  if (current !== undefined) {
    out += text.slice(copied, current.start) + MASK;
    copied = current.end;
  }
  return out + text.slice(copied);
}

/** Adds the spans of the secrets it recognises in `text` to `into` (secretlint's rules, for one). */
export type ShapeScanner = (text: string, into: RuleSpan[]) => void;
