// An independent, deliberately blunt reading of sanitised markdown for tests: drop what GitHub shows as
// code (the lines the CommonMark reference implementation reads as code blocks, fenced or indented, in
// quotes and lists too; code spans paired by a backreference regex, not by the sanitiser's index), drop
// backslash escapes, and report everything left that could be live — a URL that is not a plain
// github.com link, raw HTML, a mention, an entity that could spell a URL.
import { codeBlockLines } from "./reference-render";

const SAFE_ENTITIES =
  /&(?:nbsp|amp|lt|gt|quot|apos|copy|reg|trade|hellip|mdash|ndash|larr|rarr|uarr|darr|harr|lArr|rArr|times|divide|plusmn|deg|middot|bull|laquo|raquo|ldquo|rdquo|lsquo|rsquo|le|ge|ne|asymp|infin|sect|para|euro|pound|yen|cent|ensp|emsp|thinsp|check|cross|star);/g;

const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * The prose GitHub would render from markdown, minus code: where anything live would have to be. When
 * the text may hold a table, each line is also read cell by cell (GFM splits cells before it looks for
 * code spans), and both readings are returned.
 */
export function liveProse(markdown: string): string {
  const lines = markdown.split("\n");
  const tableLines = tableBlocks(lines);
  const code = codeBlockLines(markdown);
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (code.has(index)) continue;
    kept.push(withoutCode(line));
    if (tableLines.has(index)) for (const cell of line.split(/(?<!\\)\|/)) kept.push(withoutCode(cell));
  }
  return kept.join("\n");
}

/** Lines of blocks (runs between blank lines) holding something shaped like a table delimiter row. */
function tableBlocks(lines: readonly string[]): Set<number> {
  const found = new Set<number>();
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && (lines[i] ?? "").replace(/^[ \t>]*/, "").trim() !== "") continue;
    const block = lines.slice(start, i);
    if (block.some((line) => DELIMITER_ROW.test(line.replace(/^[ \t>]*/, ""))))
      for (let j = start; j < i; j++) found.add(j);
    start = i + 1;
  }
  return found;
}

/**
 * A line with its code spans replaced by " CODE ", read left to right: a backslash escape is one
 * character (an escaped backtick cannot pair, an escaped "<" opens no tag, an escaped "&" starts no
 * entity; other escapes read as the character, so an escaped "@" still mentions), and a backtick run
 * pairs with the next run of the same length on the line, found by a backreference regex.
 */
function withoutCode(line: string): string {
  let out = "";
  for (let i = 0; i < line.length;) {
    const c = line[i] ?? "";
    if (c === "\\" && /[!-/:-@[-`{-~]/.test(line[i + 1] ?? "")) {
      const escaped = line[i + 1] ?? "";
      out += "`<&".includes(escaped) ? "·" : escaped;
      i += 2;
      continue;
    }
    if (c === "`") {
      const run = /^`+/.exec(line.slice(i))?.[0] ?? "`";
      const closer = new RegExp(`^[\\s\\S]*?(?<!\`)${run}(?!\`)`).exec(line.slice(i + run.length));
      if (closer !== null) {
        out += " CODE ";
        i += run.length + closer[0].length;
      } else {
        out += "·".repeat(run.length);
        i += run.length;
      }
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** Problems in sanitised markdown: each a short description with the offending text. */
export function liveProblems(markdown: string, allowedHost = "github.com"): string[] {
  const host = allowedHost.replace(/\./g, "\\.");
  // A URL on the allowed host runs, for GitHub's autolinker, to the next whitespace or "<": whatever
  // it contains is its path or query.
  const prose = liveProse(markdown)
    .replace(new RegExp(`<https?://${host}(?:[/?#][^\\s<>]*)?>`, "gi"), " KEPT ")
    .replace(new RegExp(`https?://${host}[/?#][^\\s<]*`, "gi"), " KEPT ");
  const problems: string[] = [];
  // Every "//" (or backslash form) must belong to an http(s) URL on the allowed host, with a plain
  // authority ending in "/", "?", "#" or the end of the word.
  // (Only where a host could follow: a run of slashes leading nowhere is just text.)
  for (const match of prose.matchAll(/[/\\]{2}(?=[A-Za-z0-9%[\u0080-\uFFFF])/g)) {
    const after = prose.slice(match.index + 2);
    const ok = match[0] === "//" && new RegExp(`^${host}(?:[/?#]|$|\\s)`, "i").test(after);
    if (!ok) problems.push(`URL: ${prose.slice(Math.max(0, match.index - 10), match.index + 40)}`);
  }
  for (const match of prose.matchAll(
    /www\.(?=\S)|(?<![A-Za-z0-9+.-])(?:javascript|vbscript|data|file|mailto|xmpp|https?):(?!\/\/|\s|$)/gi,
  ))
    problems.push(`scheme or www: ${prose.slice(match.index, match.index + 40)}`);
  for (const match of prose.matchAll(/<[A-Za-z/!?]/g))
    problems.push(`HTML: ${prose.slice(match.index, match.index + 40)}`);
  for (const match of prose.matchAll(/(^|[^A-Za-z0-9])@[A-Za-z0-9]/gm))
    problems.push(`mention: ${prose.slice(match.index, match.index + 20)}`);
  for (const match of prose
    .replace(SAFE_ENTITIES, "·")
    .matchAll(/&(?:#[0-9]+|#x[0-9a-f]+|[A-Za-z][A-Za-z0-9]*);/gi))
    problems.push(`entity: ${match[0]}`);
  if (/[A-Za-z0-9._%+-]@[A-Za-z0-9-]+\.[A-Za-z]/.test(prose)) problems.push("e-mail address left live");
  return problems;
}
