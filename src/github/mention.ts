// Finding the trigger phrase in a comment the way a reader sees it.
//
// - The phrase matches as a word: `@steward`, `(@steward)`, `@steward,` and `**@steward**` do;
//   `@stewardship`, `@steward-bot`, `email@steward.dev`, `@steward.dev`, `@steward/team` do not.
// - Case-insensitively: GitHub logins are case-insensitive and GitHub links `@Steward` to the same
//   account, so a maintainer typing `@Steward` means the same bot.
// - Only in visible prose: not inside code spans or code blocks (fenced, indented, <code>/<pre>), not in
//   quoted replies (`> …`, nested, lazy continuation lines included, <blockquote>), not in HTML
//   comments, tags, image alt text, link titles or link destinations. Quoting someone who wrote the
//   phrase must not start a run, and neither must text the commenter could not see.
//
// The request is the whole comment as displayed (hidden parts and invisible characters removed), with a
// leading mention taken off. Not only the text after the phrase: "This fails on Windows. @steward can
// you fix it?" or "Please add a test for the empty case @steward" carry their instruction before the
// phrase. The whole comment was written by the same (authorized) person, so nothing untrusted is
// promoted by taking all of it; Claude's own GitHub action does the same.
import { CODE, DEST, HIDDEN, QUOTE, readerMask } from "../markdown/reader-view";
import { isInvisible, normalizeLineBreaks, stripInvisible } from "./context/invisible";

export interface Mention {
  /** What the commenter asked, the instruction for the run; "" when the comment is only the phrase. */
  request: string;
}

const NOT_PROSE = CODE | QUOTE | HIDDEN | DEST;

/** Characters that make a preceding "@" part of something else (an e-mail address, a path, a URL). */
const GLUED_BEFORE = /[\p{L}\p{N}@./\\+=&%-]/u;
/** Characters that continue a login (GitHub logins are letters, digits and single hyphens). */
const GLUED_AFTER = /[\p{L}\p{N}@-]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (before !== undefined && GLUED_BEFORE.test(before)) return false;
  const after = text[end];
  if (after === undefined) return true;
  if (GLUED_AFTER.test(after)) return false;
  // "@steward.dev", "@steward/team", "@steward_x": a domain, a team or another name, not the bot.
  const next = text[end + 1];
  return !(/[./_]/.test(after) && next !== undefined && /[\p{L}\p{N}_]/u.test(next));
}

export function findMention(text: string, phrase: string): Mention | undefined {
  if (phrase === "") return undefined;
  const source = text.replace(/\r\n?/g, "\n");
  const pattern = new RegExp(escapeRegExp(phrase), "giu");
  // Read as markdown only once the phrase is there at all: most comments never hold it.
  let mask: Uint8Array | undefined;
  for (const match of source.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    mask ??= readerMask(source, isInvisible);
    if (mask.subarray(start, end).some((flags) => (flags & NOT_PROSE) !== 0)) continue;
    if (!standsAlone(source, start, end)) continue;
    return { request: requestAround(source, mask, start, end) };
  }
  return undefined;
}

/** The displayed comment; a mention that opens it is dropped with the punctuation after it. */
function requestAround(source: string, mask: Uint8Array, start: number, end: number): string {
  const visible = (from: number, to: number) => {
    let out = "";
    for (let i = from; i < to; i++) if (((mask[i] ?? 0) & HIDDEN) === 0) out += source[i];
    return out;
  };
  const before = visible(0, start);
  const after = visible(end, source.length);
  const leads = stripInvisible(before).trim() === "";
  const text = leads ? after.replace(/^[ \t]*[,:;.!?]*/, "") : before + source.slice(start, end) + after;
  return normalizeLineBreaks(stripInvisible(text))
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
