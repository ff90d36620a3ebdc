// Outside text made inert where steward writes it outside markdown — commit messages, pull request
// titles and bodies, the job log — so that nothing the model or a stranger wrote acts on its own.
//
// - Terminal escapes and control characters are removed (ESC sequences whole), and so are the
//   invisible characters that make text read differently from what it is: bidirectional controls
//   (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C), zero-width characters, the soft hyphen.
// - Closing keywords: GitHub closes an issue when a merged pull request's body, or a commit reaching
//   the default branch, says `KEYWORD #N`, `KEYWORD owner/repo#N` or `KEYWORD <issue URL>` (close,
//   closes, closed, fix, fixes, fixed, resolve, resolves, resolved; any case; an optional colon).
//   After such a keyword, every issue reference up to the end of its paragraph is broken apart with
//   a space: `Fixes #12` becomes `Fixes # 12`, `owner/repo#5` `owner/repo# 5`, `GH-7` `GH- 7`, an
//   issue or pull request URL `…/issues/ 5`. None of these is a reference GitHub recognises (a
//   reference is `#` or `GH-` directly followed by the number, or the URL itself), so nothing can
//   close, whatever leniency GitHub shows in reading the keyword; a person still reads the number.
//   Only steward writes a live closing keyword: `Closes #N` for the issue it was asked to work on.
// - CI-skip tokens (`[skip ci]`, `[ci skip]`, `[no ci]`, `[skip actions]`, `[actions skip]`, and any
//   bracketed "skip …" or "… skip") keep their words in parentheses: `(skip ci)`. `***NO_CI***`
//   loses its asterisks. GitHub only skips for the bracketed strings.
// - Trailers: git reads the last paragraph of a message as trailers when its lines are `Token: value`,
//   and GitHub credits `Co-authored-by:` lines. A line shaped like a trailer (a hyphenated token or a
//   well-known one — Signed-off-by, Co-authored-by, skip-checks, Cc, Fixes…) gets " -" instead of
//   its colon: `Signed-off-by - Mallory <m@example.com>`. Only steward writes trailers.

/** ESC sequences (CSI, OSC and the two-character ones), then every other control but tab and LF. */
/* eslint-disable no-control-regex -- control characters are what these find */
const ESCAPE_SEQUENCE =
  /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[PX^_][^\u001B]*(?:\u001B\\)?|[ -/]*[0-~])?|\u009B[0-?]*[ -/]*[@-~]/g;
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/* eslint-enable no-control-regex */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text without terminal escapes, control characters (tab and LF stay) or invisible characters. */
export function stripControls(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(ESCAPE_SEQUENCE, "")
    .replace(CONTROL, "")
    .replace(INVISIBLE, "")
    .replace(LONE_SURROGATE, "\uFFFD");
}

const CLOSING_KEYWORD = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b/i;
/** Issue references as GitHub reads them: #N, GH-N, owner/repo#N, and issue or pull request URLs. */
const REFERENCE = /((?<!&)#|\bGH-|\/(?:issues|pull|pulls)\/)(\d)/gi;

function breakReferences(paragraph: string): string {
  const keyword = CLOSING_KEYWORD.exec(paragraph);
  if (keyword === null) return paragraph;
  const at = keyword.index;
  return paragraph.slice(0, at) + paragraph.slice(at).replace(REFERENCE, "$1 $2");
}

/** `[skip ci]` and friends: any bracketed text of a few words that says skip, or "no ci". */
const SKIP_TOKEN = /\[([^\]\n]{0,40})\]/g;
const SKIP_WORDS = /\bskip\b|\bno[\s_-]*ci\b/i;

function defuseSkipTokens(text: string): string {
  return text
    .replace(SKIP_TOKEN, (whole, inner: string) => (SKIP_WORDS.test(inner) ? `(${inner})` : whole))
    .replace(/\*+\s*(no[\s_-]*ci)\s*\*+/gi, "$1");
}

const KNOWN_TRAILERS = new Set(["cc", "fixes", "closes", "resolves", "bug", "link", "see-also", "change-id"]);
/** `Token: value` (or `Token:value`); a URL's "https://" is not one. */
const TRAILER_LINE = /^(\s*)([A-Za-z0-9][A-Za-z0-9-]*)([ \t]*):(?!\/\/)/;

function defuseTrailer(line: string): string {
  const match = TRAILER_LINE.exec(line);
  if (match === null) return line;
  const [whole, indent = "", token = "", gap = ""] = match;
  if (!token.includes("-") && !KNOWN_TRAILERS.has(token.toLowerCase())) return line;
  return `${indent}${token}${gap} -${line.slice(whole.length)}`;
}

/** A last paragraph with any trailer-shaped line could be a trailer block to git: all of them go. */
function defuseLastBlock(paragraph: string): string {
  const lines = paragraph.split("\n");
  if (!lines.some((line) => TRAILER_LINE.test(line))) return paragraph;
  return lines.map((line) => line.replace(TRAILER_LINE, "$1$2$3 -")).join("\n");
}

/**
 * Closing references, CI-skip tokens and trailers defused, characters left as they are: for text
 * already made safe for markdown (whose zero-width mention breaks must stay).
 */
export function defuseActions(text: string): string {
  const parts = defuseSkipTokens(text).split(/(\n[ \t]*\n)/);
  let last = -1;
  for (let i = 0; i < parts.length; i += 2) if ((parts[i] ?? "").trim() !== "") last = i;
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const lines = part.split("\n").map(defuseTrailer).join("\n");
      return breakReferences(i === last ? defuseLastBlock(lines) : lines);
    })
    .join("");
}

/**
 * Outside text (the model's, an issue's) as it may stand in a commit message or pull request:
 * without controls, closing keywords that act, CI-skip tokens or trailers.
 */
export function inertText(text: string): string {
  return defuseActions(stripControls(text));
}

/** One line of outside text for a title or subject: inert, whitespace collapsed, at most `max` long. */
export function inertLine(text: string, max: number): string {
  const line = inertText(text).replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
