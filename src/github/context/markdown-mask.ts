// The flags the Markdown scanner sets per character, and the small helpers both of its passes share.

/** Inside a code span, code block or code element: literal text, never a mention. */
export const CODE = 1;
/** Inside a block quote: someone else's words, never a mention. */
export const QUOTE = 2;
/** Not displayed by GitHub: removed from data given to the model, never a mention. */
export const HIDDEN = 4;
/** A link destination: shown on hover only, never a mention. */
export const DEST = 8;

/** A run of inline content (a paragraph, a heading): line ranges [start, end) of the source. */
export interface InlineSegment {
  ranges: [number, number][];
}

export function markRange(mask: Uint8Array, from: number, to: number, flag: number): void {
  for (let i = Math.max(0, from); i < to && i < mask.length; i++) mask[i] = (mask[i] ?? 0) | flag;
}

/** Link labels match case-insensitively with runs of whitespace collapsed (CommonMark). */
export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}
