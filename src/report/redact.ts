// The redactor every posted string passes through: the run's known secret values in all the forms
// they travel in (secrets/variants.ts), and credentials recognised by shape (secrets/patterns.ts).
// Matches are found in the text as written and in its markdown reading (secrets/markdown-view.ts),
// overlapping matches are merged into one mask, and the result is redacted again until nothing
// changes — so masking can never leave part of a secret behind, nor join pieces into a new one.
import { markdownView, needsView } from "./secrets/markdown-view";
import { patternSpans } from "./secrets/patterns";
import { literalSpans, maskSpans, type Span } from "./secrets/spans";
import { secretVariants } from "./secrets/variants";

export type Redactor = (text: string) => string;

/** Each pass shortens the text (a mask is shorter than what it hides), so this bound is never reached. */
const MAX_PASSES = 16;

export function createRedactor(secrets: readonly string[]): Redactor {
  const literals = [...new Set(secrets.flatMap(secretVariants))];
  const find = (text: string): Span[] => {
    const spans: Span[] = [];
    for (const literal of literals) literalSpans(text, literal, spans);
    patternSpans(text, spans);
    return spans;
  };
  const once = (text: string): string => {
    const spans = find(text);
    if (needsView(text)) {
      const view = markdownView(text);
      for (const span of find(view.text))
        spans.push({ start: view.rawStart[span.start] ?? 0, end: view.rawEnd[span.end - 1] ?? text.length });
    }
    return maskSpans(text, spans);
  };
  return (text) => {
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const next = once(current);
      if (next === current) return next;
      current = next;
    }
    return current;
  };
}
