// Speed of the text passes every post and every piece of GitHub text goes through, on large and hostile
// input: `npx vitest bench --run bench/text.bench.ts`. Targets (quiet machine): a megabyte redacted in
// < 1.5 s; the report sanitiser on its worst known input (clipped to 20,000 characters) in < 3 s.
// The tests only bound these against a blow-up (test/support/blow-up.ts).
import { bench, describe } from "vitest";
import { loadMarkdownParser } from "../src/markdown/parse";
import { createRedactor } from "../src/report/redact";
import { sanitizeModelMarkdown } from "../src/report/sanitize";

await loadMarkdownParser();

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const LOG_LINE = "ordinary log line with some words, paths /src/a.ts and \\_escapes\\_ &amp; things\n";
const MEGABYTE_LOG = LOG_LINE.repeat(Math.ceil(1_048_576 / LOG_LINE.length)) + TOKEN;
const PATHOLOGICAL = "a".repeat(200_000) + "-----BEGIN PRIVATE KEY-----".repeat(2_000) + "eyJ".repeat(20_000);
const HOSTILE_SUMMARY =
  "[a](https://evil.example/ `x` <b> @u ".repeat(3_000) + "[".repeat(20_000) + "`".repeat(5_000);

describe("redaction", () => {
  const redact = createRedactor([TOKEN, "hunter2-correct-horse"]);
  bench("a megabyte of log text", () => {
    redact(MEGABYTE_LOG);
  });
  bench("pathological runs (200 KB of one letter, key headers, JWT starts)", () => {
    createRedactor(["aaaa"])(PATHOLOGICAL);
  });
});

/** Text of `length` characters repeating `unit`. */
const filled = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const quoted = (text: string) => text.replace(/^/gm, "> ");
/** 20,000 characters in paragraphs of 5,000, each just under the per-paragraph product limits. */
const paragraphs = (paragraph: string) => Array<string>(4).fill(paragraph).join("\n\n");

// Summaries dense with marks the parser looks back from (issue 20). Before such paragraphs had their
// marks escaped, the first took ~1 s a call (each "]" walks back over its paragraph in GFM's
// footnote-call check) where it now takes ~0.1 s; the time of each is proportional to its length
// from 5,000 to 80,000 characters, measured with MAX_INPUT lifted.
// prettier-ignore
const DENSE_SUMMARIES: [string, string][] = [
  ["paragraphs of 2,500 ']'", paragraphs(filled("]x", 5_000))],
  ["paragraphs of an image and 2,500 ']'", paragraphs(`![x](u) ${filled("]x", 4_992)}`)],
  ["quoted paragraphs of an HTML line, an image and 1,000 ']'", quoted(paragraphs(`</details>\n![x](https://evil.example/?q=S) ${filled("]Rg-d", 4_957)}`))],
  ["paragraphs of 1,667 emphasis closers without openers", paragraphs(filled("a_ ", 5_000))],
];

describe("report sanitiser", () => {
  bench("hostile summary (links, code, HTML, mentions, 20,000 brackets)", () => {
    sanitizeModelMarkdown(HOSTILE_SUMMARY, { allowedHosts: ["github.com"] });
  });
  // A new last line each call: the parser's last reading is kept, and a text the sanitiser leaves as
  // it is would otherwise be read once for all calls.
  let call = 0;
  for (const [name, text] of DENSE_SUMMARIES)
    bench(`dense summary: ${name}`, () => {
      sanitizeModelMarkdown(`${text}\n\n${String(call++)}`, { allowedHosts: ["github.com"] });
    });
});
