// Untrusted text made safe to show the model: what GitHub would not display to a person is removed,
// so the model reads what the maintainer who triggered the run could read, and nothing more.
import { tooCostlyToParse } from "../../markdown/parse-cost";
import { HIDDEN, readerMask } from "../../markdown/reader-view";
import { isInvisible, normalizeLineBreaks, stripInvisible, stripTerminalEscapes } from "./invisible";

/** Markdown from GitHub (bodies, comments, reviews): hidden parts and invisible characters removed. */
export function sanitizeMarkdown(text: string): string {
  // The scan runs on the text as GitHub renders it (invisible characters still in place): removing
  // them first could turn "--\u200B>" into "-->" and end a hidden comment early, revealing its tail.
  const source = text.replace(/\r\n?/g, "\n");
  // Not read at all (so all of it would be hidden): the model learns that something was left out.
  const tooCostly = tooCostlyToParse(source);
  if (tooCostly !== undefined)
    return `[steward: text left out, as it is not markdown a person writes: ${tooCostly}]`;
  const mask = readerMask(source, isInvisible);
  let kept = "";
  let from = -1;
  for (let i = 0; i <= source.length; i++) {
    const hidden = i < source.length && ((mask[i] ?? 0) & HIDDEN) !== 0;
    if (!hidden && from === -1) from = i;
    if ((hidden || i === source.length) && from !== -1) {
      kept += source.slice(from, i);
      from = -1;
    }
  }
  return tidy(stripInvisible(kept));
}

/** Plain text (titles, log lines, file names): invisible characters and terminal escapes removed. */
export function sanitizePlain(text: string): string {
  return stripInvisible(normalizeLineBreaks(stripTerminalEscapes(text)));
}

/** One line for labels and paths: plain, with line breaks shown as "⏎". */
export function sanitizeLine(text: string): string {
  return sanitizePlain(text).replace(/\n/g, "⏎");
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+/, "")
    .trimEnd();
}
