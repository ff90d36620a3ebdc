// One line of model-authored prose, made safe to post. The line is read left to right the way
// CommonMark reads inlines (escapes, code spans, autolinks and HTML before links; GFM's autolinker
// consuming up to whitespace), and everything that could fetch, link or ping is rewritten:
//
// - Code spans are kept, but only when both backtick runs sit on this line (and, in a line that may be
//   a table row, no cell-splitting "|" lies between them); any other backtick run is escaped, so
//   GitHub cannot pair it with a run on another line or in another cell and read it differently.
// - URL-like tokens (see tokens.ts) stay only when they point to an allowed host and nothing but
//   whitespace follows them; all others become inert code spans.
// - Every "<" is escaped except an allowed `<https://…>` autolink: no raw HTML, no HTML block, no
//   hidden comment can reach the output.
// - Character references other than typographic ones are escaped (`&#104;ttps:` stays text).
// - `[text](dest)` and `![alt](dest)` keep their destination only when it is allowed; otherwise the
//   text stays and the destination is shown as code. Reference definitions and anything this reader
//   does not recognise as a link still go through the token rule, so no off-host URL survives anywhere.
// - "@" gets a zero-width space after it unless a letter or digit precedes it: no mentions.
// - A "](" not read as a link gets its "(" escaped, so GitHub cannot read a link there either.
// - What this adds never changes how its neighbours read: an added code span is kept apart from a
//   backtick run or a backslash just before it.
import { BacktickRuns } from "./backtick-runs";
import { isAsciiAlphanumeric, isAsciiPunctuation, isAutolinkSpace, MENTION_BREAK } from "./characters";
import { codeSpan } from "./code-span";
import { characterReferenceAt, isSafeInProse } from "./entities";
import { closeAuthority, type HostPolicy, isKeepableDestination, isKeepableUrl } from "./hosts";
import { tokenEnd, tokenStarts, trimTrailingPunctuation } from "./tokens";

export interface InlineOptions {
  policy: HostPolicy;
  /** The line may be a GFM table row: its pipes split cells, so nothing is read across them. */
  tableRow: boolean;
}

/** Link text longer than this is not read as a link (the brackets stay plain text). */
const MAX_LINK_TEXT = 1_000;
/** Links nested deeper than this are not read as links. */
const MAX_LINK_DEPTH = 3;
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL_AUTOLINK =
  /<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;
const SAFE_TITLE = /^[A-Za-z0-9 ,;!?_-]*$/;
/** Destinations and titles longer than this are not read as part of a link. */
const MAX_DESTINATION = 2_000;

export function sanitizeLine(line: string, options: InlineOptions): string {
  return new LineReader(line, options).range(0, line.length, 0);
}

interface Emitted {
  text: string;
  end: number;
}

class LineReader {
  private readonly starts: Set<number>;
  private readonly runs: BacktickRuns;

  constructor(
    private readonly line: string,
    private readonly options: InlineOptions,
  ) {
    this.starts = tokenStarts(line);
    this.runs = new BacktickRuns(line, options.tableRow);
  }

  /** The sanitised text of line[from, to). */
  range(from: number, to: number, depth: number): string {
    const line = this.line;
    // Parts joined at the end, and the last character tracked apart: asking a growing string for its
    // end flattens it every time, which turns a long line into quadratic work.
    const out: string[] = [];
    let last = "";
    let afterAlphanumeric = false;
    let i = from;
    while (i < to) {
      const c = line[i] ?? "";
      let emitted: Emitted | undefined;
      if (this.starts.has(i)) emitted = this.token(i, to);
      else if (c === "\\") emitted = this.escape(i, to);
      else if (c === "`") emitted = this.backticks(i, to);
      else if (c === "<") emitted = this.angle(i, to);
      else if (c === "&") emitted = this.reference(i, to);
      else if (c === "!" && line[i + 1] === "[") emitted = this.link(i + 1, to, depth, true);
      else if (c === "[") emitted = this.link(i, to, depth, false);
      // Whatever follows "@" in the output (a link's text, say) must not read as a name either.
      else if (c === "@" && !afterAlphanumeric && line[i + 1] !== MENTION_BREAK)
        emitted = { text: `@${MENTION_BREAK}`, end: i + 1 };
      // "](" this reader did not take as a link must not become one for GitHub (whose reading of an
      // odd destination may differ from ours): its "(" is escaped, which shows the same.
      if (emitted === undefined && c === "(" && last === "]") emitted = { text: "\\(", end: i + 1 };
      if (emitted === undefined) {
        out.push(c);
        last = c;
        afterAlphanumeric = isAsciiAlphanumeric(c);
        i++;
      } else if (emitted.text !== "") {
        // A backtick we add must not touch a backtick before it (the runs would merge and unpair) nor
        // follow a lone backslash (which would escape it).
        if ((last === "`" || last === "\\") && emitted.text.startsWith("`")) out.push(" ");
        out.push(last === "]" && emitted.text.startsWith("(") ? `\\${emitted.text}` : emitted.text);
        last = emitted.text.at(-1) ?? "";
        afterAlphanumeric = false;
        i = emitted.end;
      } else i = emitted.end;
    }
    return out.join("");
  }

  /**
   * text as a code span whose fence is longer than any backtick run inside it, and no longer: every
   * backtick run this reader does not pair is escaped, so the span can only pair with its own closer.
   * (A fence as long as the text's longest run, used on every span, made the output grow as the
   * square of the input.)
   */
  private neutralise(text: string): string {
    return codeSpan(text);
  }

  private token(start: number, to: number): Emitted {
    const end = Math.min(tokenEnd(this.line, start), to);
    const token = this.line.slice(start, end);
    const next = this.line[end];
    // An http(s) URL not glued to letters before it is one autolink for GitHub, whatever it holds;
    // any other kept token is plain text to GitHub, so nothing inside it may look like a link either.
    const autolinked = /^https?:\/\//i.test(token) && !/[A-Za-z]/.test(this.line[start - 1] ?? "");
    const keep =
      (next === undefined || isAutolinkSpace(next)) &&
      /^(?:https?:\/\/|\/\/|www\.)/i.test(token) &&
      (autolinked || [...tokenStarts(token)].every((at) => at === 0)) &&
      [token, trimTrailingPunctuation(token)].every((t) =>
        isKeepableUrl(/^www\./i.test(t) ? `http://${t}` : t, this.options.policy),
      );
    return { text: keep ? token : this.neutralise(token), end };
  }

  private escape(at: number, to: number): Emitted | undefined {
    const next = this.line[at + 1];
    if (at + 1 >= to || !isAsciiPunctuation(next)) return undefined;
    // "\@name" renders as "@name", which GitHub would still read as a mention.
    const mention = next === "@" && this.line[at + 2] !== MENTION_BREAK ? MENTION_BREAK : "";
    return { text: `\\${next ?? ""}${mention}`, end: at + 2 };
  }

  private backticks(at: number, to: number): Emitted {
    const length = this.runs.runFrom(at);
    const closer = this.runs.closerAfter(at + length, length, to);
    if (closer === undefined) return { text: "\\`".repeat(length), end: at + length };
    return { text: this.line.slice(at, closer + length), end: closer + length };
  }

  private angle(at: number, to: number): Emitted {
    AUTOLINK.lastIndex = at;
    const autolink = AUTOLINK.exec(this.line);
    if (autolink !== null && at + autolink[0].length <= to) {
      const url = autolink[1] ?? "";
      const keep = /^https?:\/\//i.test(url) && isKeepableDestination(url, this.options.policy);
      return { text: keep ? autolink[0] : this.neutralise(url), end: at + autolink[0].length };
    }
    EMAIL_AUTOLINK.lastIndex = at;
    const email = EMAIL_AUTOLINK.exec(this.line);
    if (email !== null && at + email[0].length <= to)
      return { text: this.neutralise(email[1] ?? ""), end: at + email[0].length };
    return { text: "&lt;", end: at + 1 };
  }

  private reference(at: number, to: number): Emitted {
    const reference = characterReferenceAt(this.line, at);
    if (reference !== undefined && at + reference.length <= to && isSafeInProse(reference))
      return { text: reference, end: at + reference.length };
    return { text: reference === undefined ? "&" : "&amp;", end: at + 1 };
  }

  /** `[text](dest "title")` starting at `open` ("[") on this line, or undefined when it is not one. */
  private link(open: number, to: number, depth: number, image: boolean): Emitted | undefined {
    if (depth >= MAX_LINK_DEPTH) return undefined;
    const close = this.closingBracket(open, to);
    if (close === undefined || this.line[close + 1] !== "(") return undefined;
    const target = this.destinationAndTitle(close + 2, to);
    if (target === undefined) return undefined;
    const text = this.range(open + 1, close, depth + 1);
    const { destination, title, end } = target;
    if (isKeepableDestination(destination, this.options.policy)) {
      const titlePart = title !== undefined && SAFE_TITLE.test(title) ? ` "${title}"` : "";
      return { text: `${image ? "!" : ""}[${text}](${closeAuthority(destination)}${titlePart})`, end };
    }
    // Shown for what it was, brackets escaped: it cannot be read as a link, nor glue its text to the
    // words around it.
    const shown = this.neutralise(destination);
    if (image) return { text: `\\[${text === "" ? "image" : text}\\] (image not shown: ${shown})`, end };
    return { text: `\\[${text}\\] (${shown})`, end };
  }

  /** The "]" matching the "[" at `open`, skipping escapes, nested brackets and code spans. */
  private closingBracket(open: number, to: number): number | undefined {
    const line = this.line;
    const limit = Math.min(to, open + 1 + MAX_LINK_TEXT);
    let nesting = 0;
    let j = open + 1;
    while (j < limit) {
      const c = line[j];
      if (c === "\\" && isAsciiPunctuation(line[j + 1])) j += 2;
      else if (c === "`") {
        const length = this.runs.runFrom(j);
        const closer = this.runs.closerAfter(j + length, length, to);
        j = closer === undefined ? j + length : closer + length;
      } else if (c === "<" || (c === "|" && this.options.tableRow)) return undefined;
      else if (c === "[") {
        nesting++;
        j++;
      } else if (c === "]") {
        if (nesting === 0) return j;
        nesting--;
        j++;
      } else j++;
    }
    return undefined;
  }

  private destinationAndTitle(
    from: number,
    to: number,
  ): { destination: string; title: string | undefined; end: number } | undefined {
    const line = this.line;
    let k = from;
    while (line[k] === " " || line[k] === "\t") k++;
    if (line[k] === "<") return undefined;
    const start = k;
    const destinationLimit = Math.min(to, start + MAX_DESTINATION);
    let parentheses = 0;
    while (k < destinationLimit) {
      const c = line[k] ?? "";
      if (c === "\\" && isAsciiPunctuation(line[k + 1])) {
        k += 2;
        continue;
      }
      if (c <= " " || c === "\u007f") break;
      if (c === "(") parentheses++;
      else if (c === ")") {
        if (parentheses === 0) break;
        parentheses--;
      }
      k++;
    }
    if (parentheses !== 0 || k >= destinationLimit) return undefined;
    const destination = line.slice(start, k);
    let m = k;
    while (line[m] === " " || line[m] === "\t") m++;
    let title: string | undefined;
    const quote = line[m];
    if (m > k && (quote === '"' || quote === "'" || quote === "(")) {
      const closing = quote === "(" ? ")" : quote;
      const titleLimit = Math.min(to, m + 1 + MAX_DESTINATION);
      let t = m + 1;
      while (t < titleLimit && line[t] !== closing) t += line[t] === "\\" ? 2 : 1;
      if (t >= titleLimit) return undefined;
      title = line.slice(m + 1, t);
      m = t + 1;
      while (line[m] === " " || line[m] === "\t") m++;
    }
    if (m >= to || line[m] !== ")") return undefined;
    return { destination, title, end: m + 1 };
  }
}
