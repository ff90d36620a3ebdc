// Markdown building blocks for text steward did not write itself (triggers, paths, commands, policy
// reasons, todo items): each helper returns markdown that shows its input literally and cannot
// turn into a link, an image, HTML, a mention or a change of structure, wherever it is placed.
import {
  cleanText,
  isAsciiAlphanumeric,
  isAsciiPunctuation,
  longestBacktickRun,
  MENTION_BREAK,
} from "./sanitizer/characters";
import { codeSpan } from "./sanitizer/code-span";
import { tokenEnd, tokenStarts } from "./sanitizer/tokens";

/** One line: line breaks shown as "↵" (a report line must not start a new block). */
function oneLine(text: string): string {
  return cleanText(text).replace(/\n/g, " ↵ ");
}

/**
 * Text shown exactly as it is, as prose. Every ASCII punctuation character is backslash-escaped (so no
 * emphasis, link, HTML, table split or heading can form), URL-like and e-mail-like tokens become code
 * spans (GitHub's autolinker would otherwise link them), and "@name" cannot mention anyone.
 */
export function plainText(text: string): string {
  const line = oneLine(text);
  const starts = tokenStarts(line);
  const out: string[] = [];
  for (let i = 0; i < line.length;) {
    if (starts.has(i)) {
      const end = Math.max(tokenEnd(line, i), i + 1);
      // An escaped backtick just before would touch the span's fence: keep them apart.
      if (out.at(-1)?.endsWith("`") === true) out.push(" ");
      out.push(codeSpan(line.slice(i, end)));
      i = end;
      continue;
    }
    const c = line[i] ?? "";
    if (c === "@") out.push(isAsciiAlphanumeric(line[i + 1]) ? `@${MENTION_BREAK}` : "@");
    else if (isAsciiPunctuation(c)) out.push(`\\${c}`);
    else out.push(c);
    i++;
  }
  return out.join("");
}

/**
 * Text as inline code (paths, commands, tool names). Pass `table: true` for a table cell, where "|"
 * must be escaped (elsewhere the escape would show).
 */
export function inlineCode(text: string, options: { table?: boolean } = {}): string {
  const line = cleanText(text);
  return codeSpan(line === "" ? " " : line, { tableSafe: options.table === true });
}

/** A fenced code block no line of `content` can close early. */
export function codeBlock(content: string, language = ""): string {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(content) + 1));
  const body = content.endsWith("\n") || content === "" ? content : `${content}\n`;
  return `${fence}${language}\n${body}${fence}`;
}

/** Markdown as a block quote: whatever it leaves open (a list, a fence) ends with the quote. */
export function blockQuote(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
}

/**
 * A URL steward built (job, branch, commit, pull request) made safe to put in `[text](…)`: http(s) only,
 * no credentials, and every character that could end or change the destination percent-encoded.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  if (parsed.username !== "" || parsed.password !== "") return undefined;
  return parsed.href.replace(
    /[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** `[text](url)` when the URL is usable, otherwise the text alone. `text` must already be markdown. */
export function link(text: string, url: string | undefined): string {
  const href = safeHref(url);
  return href === undefined ? text : `[${text}](${href})`;
}

/** A collapsible block; `summary` is steward's own text (HTML-escaped here all the same). */
export function details(summary: string, body: string, open = false): string {
  const escaped = summary.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<details${open ? " open" : ""}><summary>${escaped}</summary>\n\n${body}\n\n</details>`;
}

/** A GFM table; cells must already be markdown that is safe in a cell (plainText, inlineCode). */
export function table(
  header: readonly string[],
  align: readonly ("left" | "right")[],
  rows: readonly string[][],
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const rule = align.map((a) => (a === "right" ? "---:" : "---"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}
