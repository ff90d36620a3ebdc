// Half-open ranges of text to mask, merged and replaced in one pass.

export interface Span {
  start: number;
  end: number;
}

export const MASK = "***";

/** Every occurrence of `needle` (overlapping ones too). */
export function literalSpans(text: string, needle: string, into: Span[]): void {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1))
    into.push({ start: at, end: at + needle.length });
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
