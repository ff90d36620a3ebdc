// The redactor every posted string passes through: the run's known secret values in all the forms
// they travel in (secrets/variants.ts), and credentials recognised by shape — our token families
// (secrets/patterns.ts) and, when loaded, secretlint's recommended rules (secrets/secretlint.ts).
// Matches are found in the text as written, in its markdown reading (secrets/markdown-view.ts), and
// in its compact view, forwards and backwards (secrets/compact-view.ts): a token split by spaces,
// line breaks, soft hyphens or combining marks, written in fullwidth letters or reversed is whole
// there. Overlapping matches are merged into one mask, and the result is redacted again until
// nothing changes — so masking can never leave part of a secret behind, nor join pieces into a new one.
import { compactForm } from "./secrets/compact-view";
import { compactSpans } from "./secrets/compact-search";
import { markdownView, needsView } from "./secrets/markdown-view";
import { patternSpans } from "./secrets/patterns";
import { literalSpans, maskSpans, type RuleSpan, type ShapeScanner } from "./secrets/spans";
import { isMaskable, secretVariants } from "./secrets/variants";

export type Redactor = (text: string) => string;
export type { RuleSpan, ShapeScanner };
/** Every recognised secret in a text: where it is and which rule found it (never its value). */
export type SecretFinder = (text: string) => RuleSpan[];

export interface SecretOptions {
  /** Scanners beyond the built-in patterns, run on the text and its markdown reading. */
  shapes?: readonly ShapeScanner[];
}

/** Each pass shortens the text (a mask is shorter than what it hides), so this bound is never reached. */
const MAX_PASSES = 16;
/** Shorter values are not looked for in the compact view: joined words would match them by chance. */
const MIN_COMPACT_SECRET = 8;

export function createSecretFinder(secrets: readonly string[], options: SecretOptions = {}): SecretFinder {
  const literals = [...new Set(secrets.flatMap(secretVariants))];
  const forward = [...new Set(literals.map(compactForm))].filter(
    (v) => v.length >= MIN_COMPACT_SECRET && isMaskable(v),
  );
  const needles = { forward, backward: forward.map((v) => [...v].reverse().join("")) };
  const shapes = options.shapes ?? [];
  const exact = (text: string): RuleSpan[] => {
    const spans: RuleSpan[] = [];
    for (const literal of literals) literalSpans(text, literal, spans);
    patternSpans(text, spans);
    for (const shape of shapes) shape(text, spans);
    return spans;
  };
  return (text) => {
    const spans = exact(text);
    if (needsView(text)) {
      const view = markdownView(text);
      for (const span of exact(view.text))
        spans.push({
          start: view.rawStart[span.start] ?? 0,
          end: view.rawEnd[span.end - 1] ?? text.length,
          rule: span.rule,
        });
    }
    compactSpans(text, needles, spans);
    return spans;
  };
}

export function createRedactor(secrets: readonly string[], options: SecretOptions = {}): Redactor {
  return redactorOf(createSecretFinder(secrets, options));
}

/** A redactor masking whatever `find` finds. */
export function redactorOf(find: SecretFinder): Redactor {
  return (text) => {
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const next = maskSpans(current, find(current));
      if (next === current) return next;
      current = next;
    }
    return current;
  };
}
