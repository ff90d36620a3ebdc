// Inline code spans that hold any text safely, in paragraphs and in table cells alike.
import { longestBacktickRun } from "./characters";

/**
 * Pipes escaped for GFM tables, where an unescaped "|" splits the cell even inside a code span. A
 * backslash already before the pipe gets a zero-width space after it, so "\\|" cannot be read as an
 * escaped backslash followed by a splitting pipe.
 */
function escapePipes(text: string): string {
  return text.replace(/(\\?)\|/g, (_m, backslash: string) => (backslash === "" ? "\\|" : "\\\u200B\\|"));
}

export interface CodeSpanOptions {
  /** Shortest fence to use (the sanitiser's spans must outrun every backtick run of the text). */
  minFence?: number;
  /** Escape "|" (default true): needed wherever the line might be a table row. */
  tableSafe?: boolean;
}

/**
 * `content` as one code span. The fence is longer than any backtick run inside (and at least
 * `minFence`); a space pads each side, which CommonMark strips again, so content that starts or ends
 * with a backtick stays intact. Line breaks become "↵" (a code span cannot hold them visibly).
 */
export function codeSpan(content: string, options: CodeSpanOptions = {}): string {
  const flat = content.replace(/\r\n|\r|\n/g, "↵");
  const text = options.tableSafe === false ? flat : escapePipes(flat);
  const fence = "`".repeat(Math.max(options.minFence ?? 1, longestBacktickRun(text) + 1));
  return `${fence} ${text} ${fence}`;
}
