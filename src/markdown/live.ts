// What in a markdown document GitHub would render live — raw HTML, links, images, link definitions,
// autolinks, mentions — as the parser reads it. A sanitiser checks its own output with this: whatever it
// reports is something the output must not hold, whatever the sanitiser meant to write. Each finding
// says where a repair can make it inert (see `at`).
import { fencedCode } from "./layout";
import { type Event, markdownEvents, type Token, tokenText, typeOf } from "./parse";

export interface LiveConstruct {
  /**
   * html: `at` is its "<". link: a link, image or definition whose destination is not allowed; `at` is
   * the "[" that opens it. autolink: an autolink or autolink literal (URL or e-mail address) not
   * allowed; `at`..`end` is its text. mention: `at` is the "@".
   */
  kind: "html" | "link" | "autolink" | "mention";
  at: number;
  end: number;
  /** 1-based line where it starts. */
  line: number;
  /** Its source text (for messages). */
  text: string;
}

/** Whether a destination or URL, as written in the markdown, may stay live. */
export type KeepUrl = (raw: string) => boolean;

const LINKS = new Set(["link", "image", "definition"]);
const DESTINATIONS = new Set(["resourceDestinationString", "definitionDestinationString"]);
const AUTOLINKS = new Set(["autolink", "literalAutolink"]);

export interface Inspection {
  /** Every live construct that `keep` does not allow. */
  live: LiveConstruct[];
  /**
   * The line that closes a fenced code block left open at the end of the text (the opening line's
   * quote markers and indentation, then its fence): appended, nothing that follows can be swallowed.
   */
  unclosedFence?: string;
}

/** What in `text` is live, and whether it leaves a code block open. */
export function inspectMarkdown(text: string, keep: KeepUrl): Inspection {
  const found: LiveConstruct[] = [];
  let unclosedFence: string | undefined;
  const report = (kind: LiveConstruct["kind"], token: Token, at: number, end = at + 1) =>
    found.push({ kind, at, end, line: token.start.line, text: tokenText(text, token).slice(0, 200) });
  /** The links, images and definitions the walk is inside: a destination belongs to the innermost. */
  const opened: Token[] = [];
  const events = markdownEvents(text);
  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i] as Event;
    const type = typeOf(token);
    if (LINKS.has(type)) {
      if (kind === "enter") opened.push(token);
      else opened.pop();
    }
    if (kind !== "enter") continue;
    const source = tokenText(text, token);
    if (type === "codeFenced") {
      const fence = fencedCode(events, i, text);
      // Only quote markers and blank lines after it: the block runs to the end of the text.
      const atEnd = /^[\s>]*$/.test(text.slice(token.end.offset));
      const lineStart = text.lastIndexOf("\n", fence.sequenceStart - 1) + 1;
      const prefix = text.slice(lineStart, fence.sequenceStart).replace(/[^>\s]/g, " ");
      unclosedFence = fence.closed || !atEnd ? undefined : `${prefix}${fence.sequence}`;
    } else if (type === "htmlFlow" || type === "htmlText") report("html", token, token.start.offset);
    else if (AUTOLINKS.has(type) && !keepAutolink(source, keep))
      report("autolink", token, token.start.offset, token.end.offset);
    else if (DESTINATIONS.has(type) && !keep(source)) {
      const link = opened.at(-1);
      if (link !== undefined) {
        const bracket = text.indexOf("[", link.start.offset);
        report("link", link, bracket === -1 ? link.start.offset : bracket);
      }
    } else if (type === "data" || type === "characterEscape") {
      const mention = mentionIn(text, token);
      if (mention !== undefined) report("mention", token, mention);
    }
  }
  return unclosedFence === undefined ? { live: found } : { live: found, unclosedFence };
}

/** An autolink as written (`<https://…>`, `https://…`, `www.…`, an e-mail address) that may stay. */
function keepAutolink(source: string, keep: KeepUrl): boolean {
  const url = source.startsWith("<") ? source.slice(1, -1) : source;
  if (/^www\./i.test(url)) return keep(`http://${url}`);
  return /^https?:\/\//i.test(url) && keep(url);
}

/** Where "@" starts a mention in a run of text (data or an escaped "@"), if it does. */
function mentionIn(text: string, token: Token): number | undefined {
  for (let at = text.indexOf("@", token.start.offset); at !== -1 && at < token.end.offset;) {
    const escaped = text[at - 1] === "\\";
    const before = text[escaped ? at - 2 : at - 1] ?? "";
    if (/[A-Za-z0-9]/.test(text[at + 1] ?? "") && !/[A-Za-z0-9`]/.test(before)) return at;
    at = text.indexOf("@", at + 1);
  }
  return undefined;
}
