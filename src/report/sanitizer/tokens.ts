// URL-like and e-mail-like tokens in a line of prose. Found generously — a superset of what GitHub's
// autolinker and the browser would read as a link — so that nothing live slips through: a token starts
// at a scheme followed by two slashes (any mix of / and \), at a scheme a browser or GitHub acts on
// even without slashes (`javascript:`, `https:evil.example`), at a protocol-relative `//host`, at
// `www.`, or at the local part of an e-mail address. It ends where GitHub's autolinker ends one: at
// whitespace or "<". Every search is anchored on a character (":", "/", "\", "w", "@") and walks back
// over a run that cannot contain that character, so the whole scan stays linear. No token starts on a
// punctuation character that a backslash before it could escape: the reader would skip it.
//
// This is policy, not parsing, and no parser gives it: the parser's literal autolinks are what micromark
// links, while this is what any reader might act on (cmark-gfm's autolinker differs from micromark's at
// the edges; browsers act on `javascript:` or `//host` without any markdown). The report sanitiser
// looks for these tokens in the text the parser read; the plain-text renderer (no parser) and the
// judging of a relative destination (hosts.ts) use them on their own.
import { isAutolinkSpace } from "./characters";

const SCHEME_CHAR = /[A-Za-z0-9+.-]/;
const LETTER = /[A-Za-z]/;
const SLASH = /[/\\]/;

/** Schemes that do something without "//": GitHub keeps some of them in links, browsers act on all. */
// prettier-ignore
const BARE_SCHEMES = new Set([
  "http", "https", "ftp", "ftps", "sftp", "mailto", "xmpp", "javascript", "vbscript", "livescript",
  "data", "file", "blob", "filesystem", "tel", "sms", "ws", "wss", "irc", "ircs", "git", "ssh", "svn",
  "github-windows", "github-mac", "x-github-client", "intent", "view-source", "about", "jar", "news",
  "nntp", "webcal", "magnet", "ms-settings", "itms", "market",
]);

const LOCAL_PART_CHAR = /[A-Za-z0-9._%+-]/;
// An escaped "." still joins the domain's labels: cmark-gfm links "a@b\\.com" as mailto:a@b.com.
const EMAIL_DOMAIN = /[A-Za-z0-9-]+(?:\\?\.[A-Za-z0-9-]+)+/y;

/** Where URL-like or e-mail-like tokens start in line (a set of offsets). */
export function tokenStarts(line: string): Set<number> {
  const starts = new Set<number>();
  for (let p = line.indexOf(":"); p !== -1; p = line.indexOf(":", p + 1)) {
    let q = p;
    while (q > 0 && SCHEME_CHAR.test(line[q - 1] ?? "")) q--;
    while (q < p && !LETTER.test(line[q] ?? "")) q++;
    if (q === p) continue;
    const twoSlashes = SLASH.test(line[p + 1] ?? "") && SLASH.test(line[p + 2] ?? "");
    const next = line[p + 1];
    const bare =
      BARE_SCHEMES.has(line.slice(q, p).toLowerCase()) && next !== undefined && !isAutolinkSpace(next);
    if (twoSlashes || bare) starts.add(q);
  }
  for (let p = 0; p < line.length - 1; p++) {
    if (!SLASH.test(line[p] ?? "") || !SLASH.test(line[p + 1] ?? "")) continue;
    let end = p + 2;
    while (SLASH.test(line[end] ?? "")) end++;
    const next = line[end];
    if (next !== undefined && !isAutolinkSpace(next)) starts.add(p);
    p = end - 1;
  }
  for (const match of line.matchAll(/www\./gi)) {
    const next = line[match.index + 4];
    if (next !== undefined && !isAutolinkSpace(next)) starts.add(match.index);
  }
  for (let p = line.indexOf("@"); p !== -1; p = line.indexOf("@", p + 1)) {
    let q = p;
    while (q > 0 && LOCAL_PART_CHAR.test(line[q - 1] ?? "")) q--;
    // From the first letter or digit: a leading "." or "_" may be taken by a backslash escape.
    while (q < p && !/[A-Za-z0-9]/.test(line[q] ?? "")) q++;
    if (q === p) continue;
    EMAIL_DOMAIN.lastIndex = p + 1;
    if (EMAIL_DOMAIN.test(line)) starts.add(q);
  }
  return starts;
}

/** Where the token starting at `start` ends (exclusive): at whitespace, "<" or the end of the line. */
export function tokenEnd(line: string, start: number): number {
  let end = start;
  while (end < line.length && !isAutolinkSpace(line[end]) && line[end] !== "<") end++;
  return end;
}

/** The token as the autolinker would trim it: trailing punctuation and an unbalanced ")" dropped. */
export function trimTrailingPunctuation(token: string): string {
  let end = token.length;
  for (;;) {
    const c = token[end - 1];
    if (c !== undefined && "?!.,:*_~'\";".includes(c)) end--;
    else if (c === ")") {
      const body = token.slice(0, end);
      const opens = body.split("(").length - 1;
      const closes = body.split(")").length - 1;
      if (closes > opens) end--;
      else break;
    } else break;
  }
  return token.slice(0, end);
}
