// Model-authored markdown rewritten construct by construct, as the parser read it (the pieces of
// src/markdown/inline.ts); whatever lies between the pieces — block structure, emphasis, table pipes,
// fenced code — is kept as it is. Everything that could fetch, link or ping is made inert:
//
// - Code spans are kept when they sit on one line (and, in a line that may be a table row, hold no
//   cell-splitting "|"): GitHub's parser could end a paragraph, or split a row, where ours did not and
//   pair the backticks otherwise. Any other backtick is escaped, so a span this adds can only pair
//   with its own closer.
// - A link, image or definition keeps its destination only when it is allowed (hosts.ts); otherwise
//   its text stays, its brackets are escaped and its destination is shown as code. A reference
//   ("[text][ref]") stays: its definition is judged where it is. A definition whose label holds a
//   URL-like token is not kept as one: its "[" is escaped, so the line is a paragraph's text. A kept
//   definition's destination in angle brackets is written bare (or as code when it cannot be).
// - An autolink stays only when it is an allowed http(s) URL; otherwise it becomes an inert code span.
// - In text, URL-like tokens (tokens.ts: what GitHub's autolinker or a browser could take for a link,
//   a superset of the parser's literal autolinks) stay only when allowed and followed by whitespace;
//   "<" is escaped (so raw HTML, inline or a block's lines, shows as text); character references other
//   than typographic ones are escaped; "@" gets a zero-width space after it unless a letter or digit
//   comes before it (no mentions); a "(" just after "]" is escaped, so no link can form there.
// - A fence's info string keeps its language word only (diagram and math languages become "text").
// - What this adds never changes how its neighbours read: an added code span or escape is kept apart
//   from a backtick or backslash it would touch.
import { inlinePiecesOf, type Link, type Piece } from "../../markdown/inline";
import { isAsciiAlphanumeric, isAutolinkSpace, MENTION_BREAK } from "./characters";
import { codeSpan } from "./code-span";
import { characterReferenceAt, isSafeInProse } from "./entities";
import { closeAuthority, type HostPolicy, isKeepableDestination, isKeepableUrl } from "./hosts";
import { tokenEnd, tokenStarts, trimTrailingPunctuation } from "./tokens";

export interface RewriteOptions {
  policy: HostPolicy;
  /** Whether the line holding `offset` may be a GFM table row (its pipes split cells). */
  tableRow(offset: number): boolean;
  /**
   * text[start, end) as the model wrote it, when the text was escaped before it was read (a dense
   * paragraph's marks, see dense-paragraphs.ts): a URL shown as code shows what was written.
   */
  original?: ((start: number, end: number) => string) | undefined;
}

/** Pieces read as prose: consecutive ones are one run of text, where URL-like tokens are looked for. */
const PROSE = new Set<Piece["kind"]>(["text", "escape", "reference", "html", "literalAutolink"]);

const SAFE_TITLE = /^[A-Za-z0-9 ,;!?_-]*$/;

/** Fence languages GitHub renders as something other than code (diagrams, maps, models, math). */
const RENDERED_LANGUAGES = new Set(["mermaid", "geojson", "topojson", "stl", "math"]);

export function rewriteMarkdown(text: string, pieces: readonly Piece[], options: RewriteOptions): string {
  return new Rewriter(text, options).write(pieces);
}

class Rewriter {
  private readonly out: string[] = [];
  /** The last character written, and whether this added it (asking the parts for it would join them). */
  private last = "";
  private lastAdded = false;
  private readonly kept = new Map<Link, boolean>();
  /** Where each rejected link's or image's opening bracket ends (an empty image text is filled in). */
  private readonly opened = new Map<Link, number>();
  /** Where the "[" of each definition not kept as one is (see `unkeptDefinitions`). */
  private readonly unkeptDefinitions = new Set<number>();

  constructor(
    private readonly text: string,
    private readonly options: RewriteOptions,
  ) {}

  write(pieces: readonly Piece[]): string {
    for (const at of unkeptDefinitions(this.text, pieces)) this.unkeptDefinitions.add(at);
    this.rewrite(pieces, 0, this.text.length);
    return this.out.join("");
  }

  /** text[from, to) with its pieces rewritten and what lies between them kept. */
  private rewrite(pieces: readonly Piece[], from: number, to: number): void {
    let cursor = from;
    for (let i = 0; i < pieces.length;) {
      const piece = pieces[i] as Piece;
      this.structure(cursor, piece.start);
      let j = i + 1;
      if (PROSE.has(piece.kind)) {
        while (
          j < pieces.length &&
          PROSE.has((pieces[j] as Piece).kind) &&
          pieces[j]?.start === pieces[j - 1]?.end
        )
          j++;
        this.prose(pieces.slice(i, j));
      } else if (piece.kind === "unread") {
        // The lines of one block, read together as one paragraph's text would be.
        while (j < pieces.length && pieces[j]?.kind === "unread" && this.nextLine(pieces[j - 1], pieces[j]))
          j++;
        this.unread(piece.start, (pieces[j - 1] as Piece).end);
      } else this.construct(piece);
      cursor = (pieces[j - 1] as Piece).end;
      i = j;
    }
    this.structure(cursor, to);
  }

  /** text[from, to), which lies between pieces, kept — but the "[" of a definition not kept escaped. */
  private structure(from: number, to: number): void {
    let cursor = from;
    for (let at = this.text.indexOf("[", from); at !== -1 && at < to; at = this.text.indexOf("[", at + 1)) {
      if (!this.unkeptDefinitions.has(at)) continue;
      this.push(this.text.slice(cursor, at));
      this.push("\\[", true);
      cursor = at + 1;
    }
    this.push(this.text.slice(cursor, to));
  }

  /** Whether `next` is on the line after `piece` (one line ending between them, no blank line). */
  private nextLine(piece: Piece | undefined, next: Piece | undefined): boolean {
    if (piece === undefined || next === undefined) return false;
    const between = this.text.indexOf("\n", piece.end);
    if (between === -1 || between >= next.start) return false;
    const after = this.text.indexOf("\n", between + 1);
    return after === -1 || after >= next.start;
  }

  /**
   * Text shown as typed (the lines of an HTML block or of indented code, the content of a code span not
   * kept) is rewritten as the inline text it would be if a reader took it for a paragraph: GitHub's
   * parser may end the block where ours did not, and the "<" this escapes ends an HTML block.
   */
  private unread(start: number, end: number): void {
    this.rewrite(inlinePiecesOf(this.text, start, end), start, end);
  }

  /**
   * Appends `part`. What this adds (`added`) is kept apart from a backtick or backslash it would touch:
   * backtick runs would merge and unpair, a backslash would escape what follows it.
   */
  private push(part: string, added = false): void {
    if (part === "") return;
    const first = part[0];
    const touches =
      (first === "`" && this.last === "`" && (added || this.lastAdded)) ||
      (added && this.last === "\\" && (first === "`" || first === "\\"));
    if (touches) this.out.push(" ");
    this.out.push(part);
    this.last = part.at(-1) ?? "";
    this.lastAdded = added;
  }

  private construct(piece: Piece): void {
    const source = this.text.slice(piece.start, piece.end);
    switch (piece.kind) {
      case "footnoteLabel":
        // Escaped, the line is a paragraph's text to both parsers, and so are the lines below it.
        this.push("\\[", true);
        break;
      case "code":
        if (this.keepsCodeSpan(piece)) this.push(source);
        else {
          // Its backticks escaped, its content read as the text it then is.
          this.push("\\`".repeat(piece.contentStart - piece.start), true);
          this.unread(piece.contentStart, piece.contentEnd);
          this.push("\\`".repeat(piece.end - piece.contentEnd), true);
        }
        return;
      case "autolink": {
        const keep =
          !piece.email &&
          /^https?:\/\//i.test(piece.url) &&
          isKeepableDestination(piece.url, this.options.policy);
        this.push(keep ? source : codeSpan(piece.url), !keep);
        return;
      }
      case "linkOpen":
      case "linkClose":
        this.bracket(piece.kind, piece, piece.link);
        return;
      case "destination":
        this.destination(piece.link, piece.start, piece.end);
        return;
      case "fenceInfo":
        this.push(infoString(source), true);
        return;
      default:
        this.prose([piece]);
    }
  }

  private keepsCodeSpan(piece: { start: number; end: number; lines: number }): boolean {
    return piece.lines === 1 && !this.crossesCells(piece.start, piece.end);
  }

  /** Whether text[start, end) holds a pipe that splits a cell, on a line that may be a table row. */
  private crossesCells(start: number, end: number): boolean {
    if (!this.options.tableRow(start)) return false;
    for (let at = this.text.indexOf("|", start); at !== -1 && at < end; at = this.text.indexOf("|", at + 1))
      if (splitsCell(this.text, at)) return true;
    return false;
  }

  private keeps(link: Link): boolean {
    let keep = this.kept.get(link);
    if (keep === undefined) {
      const { destination } = link;
      keep =
        (destination === undefined || isKeepableDestination(destination, this.options.policy)) &&
        !this.crossesCells(link.start, link.end);
      this.kept.set(link, keep);
    }
    return keep;
  }

  /** A rejected link's brackets are escaped: it cannot be read as a link, nor glue to words around it. */
  private bracket(kind: "linkOpen" | "linkClose", at: { start: number; end: number }, link: Link): void {
    if (this.keeps(link) || link.kind === "definition") this.push(this.text.slice(at.start, at.end));
    else if (kind === "linkOpen") {
      this.push("\\[", true);
      this.opened.set(link, at.end);
    } else {
      if (link.kind === "image" && this.opened.get(link) === at.start) this.push("image", true);
      this.push("\\]", true);
    }
  }

  private destination(link: Link, start: number, end: number): void {
    const destination = link.destination ?? "";
    const keep = this.keeps(link);
    const title = link.title !== undefined && SAFE_TITLE.test(link.title) ? link.title : undefined;
    if (link.kind === "definition") {
      // Kept as written (bare, should it be in angle brackets), and its title with it when the title is plain.
      const plain = link.title === undefined || title !== undefined;
      const destinationEnd = link.destinationEnd ?? end;
      const written = this.text.slice(start, destinationEnd);
      const bare = written.startsWith("<") ? bareDestination(destination) : written;
      if (keep && bare !== undefined) this.push(bare + (plain ? this.text.slice(destinationEnd, end) : ""));
      else this.push(codeSpan(destination), true);
    } else if (keep) {
      this.push(`(${closeAuthority(destination)}${title === undefined ? "" : ` "${title}"`})`, true);
    } else {
      const shown = codeSpan(destination);
      this.push(link.kind === "image" ? ` (image not shown: ${shown})` : ` (${shown})`, true);
    }
  }

  /** A run of prose pieces, read together for URL-like tokens. */
  private prose(run: readonly Piece[]): void {
    const from = (run[0] as Piece).start;
    const to = (run.at(-1) as Piece).end;
    const slice = this.text.slice(from, to);
    // A few characters after the run are read with it: whether "www." or "https:" starts a token
    // hangs on what follows it, whatever construct that belongs to.
    const after = /^[^\n]{0,8}/.exec(this.text.slice(to, to + 8))?.[0] ?? "";
    const starts = tokenStarts(slice + after);
    for (const piece of run) if (piece.kind === "literalAutolink") starts.add(piece.start - from);
    let k = 0;
    for (let at = from; at < to;) {
      while ((run[k] as Piece).end <= at) k++;
      const piece = run[k] as Piece;
      if (starts.has(at - from)) at = this.token(at, from + tokenEnd(slice, at - from));
      else if (piece.kind === "escape" && at === piece.start) at = this.escape(at);
      else if (this.text[at] === "&") at = this.reference(at, piece);
      else at = this.character(at);
    }
  }

  /**
   * A URL-like token: kept when it is an http(s) URL (or www.) to an allowed place with only whitespace
   * after it — or the emphasis or strikethrough marks that close around it ("*see https://…*"), which
   * must leave it allowed should a reader take them as part of it; otherwise shown as an inert code span.
   */
  private token(start: number, end: number): number {
    const token = this.text.slice(start, end);
    let tail = end;
    while ("*_~".includes(this.text[tail] ?? " ")) tail++;
    const written = this.text.slice(start, tail);
    const next = this.text[tail];
    // An http(s) URL not glued to letters before it is one autolink for GitHub, whatever it holds;
    // any other kept token is plain text to GitHub, so nothing inside it may look like a link either.
    const autolinked = /^https?:\/\//i.test(token) && !/[A-Za-z]/.test(this.text[start - 1] ?? "");
    const keep =
      (next === undefined || isAutolinkSpace(next)) &&
      /^(?:https?:\/\/|\/\/|www\.)/i.test(token) &&
      (autolinked || [...tokenStarts(token)].every((at) => at === 0)) &&
      [token, written, trimTrailingPunctuation(written)].every((t) =>
        isKeepableUrl(/^www\./i.test(t) ? `http://${t}` : t, this.options.policy),
      );
    this.push(keep ? token : codeSpan(this.options.original?.(start, end) ?? token), !keep);
    return Math.max(end, start + 1);
  }

  /** A backslash escape, kept; "\\@name" renders as "@name", which GitHub would still read as a mention. */
  private escape(at: number): number {
    const next = this.text[at + 1] ?? "";
    const mention = next === "@" && this.text[at + 2] !== MENTION_BREAK ? MENTION_BREAK : "";
    this.push(`\\${next}${mention}`);
    return at + 2;
  }

  /**
   * A character reference is kept when it is typographic; any other has its "&" escaped, so it shows
   * as written (`&#104;ttps:` stays text). What looks like a reference in text the parser did not take
   * for one (an unknown name) has its "&" escaped too: it shows the same, and no reader's list of
   * names can make it one.
   */
  private reference(at: number, piece: Piece): number {
    const reference =
      piece.kind === "reference" && at === piece.start
        ? this.text.slice(piece.start, piece.end)
        : characterReferenceAt(this.text, at);
    if (reference !== undefined && at + reference.length <= piece.end && isSafeInProse(reference)) {
      this.push(reference);
      return at + reference.length;
    }
    this.push(reference === undefined ? "&" : "&amp;", reference !== undefined);
    return at + 1;
  }

  private character(at: number): number {
    const c = this.text[at] ?? "";
    if (c === "`") this.push("\\`", true);
    else if (c === "<") this.push("&lt;", true);
    else if (c === "@" && !isAsciiAlphanumeric(this.last) && this.text[at + 1] !== MENTION_BREAK)
      this.push(`@${MENTION_BREAK}`, true);
    // "](" not read as a link must not become one for GitHub, whose reading of an odd destination may
    // differ; escaped, the "(" shows the same.
    else if (c === "(" && this.last === "]") this.push("\\(", true);
    else this.push(c);
    return at + 1;
  }
}

/**
 * Where the "[" is of each definition whose label holds a URL-like token. A label is no inline text to
 * the parser, but it is read here as prose (should a reader not take the line for a definition, it
 * shows): such a token becomes a code span, whose backticks the next reading — a label again — takes
 * for plain characters, escapes, and wraps the token once more, so the output would never settle. The
 * "[" escaped, the line is a paragraph's text to every reader, and the span a code span; references
 * to the label find no definition and show as text (their label a code span too).
 */
function unkeptDefinitions(text: string, pieces: readonly Piece[]): number[] {
  const found: number[] = [];
  for (const piece of pieces) {
    if (piece.kind !== "destination" || piece.link.kind !== "definition") continue;
    const { start } = piece.link;
    // The label runs to the last "]" before the destination: only ":" and spaces lie between them.
    const labelEnd = text.lastIndexOf("]", piece.start);
    if (text[start] !== "[" || labelEnd <= start) continue;
    const label = text.slice(start + 1, labelEnd);
    // Read with what follows it, as a run of prose is (rewrite's `prose`).
    const after = /^[^\n]{0,8}/.exec(text.slice(labelEnd, labelEnd + 8))?.[0] ?? "";
    if ([...tokenStarts(label + after)].some((at) => at < label.length)) found.push(start);
  }
  return found;
}

/**
 * Whether GFM may split a table cell at the pipe at `at`. "\\|" is an escaped pipe; "\\\\|" is read
 * differently by the spec's wording and cmark-gfm's scanner, so it counts as a split (the careful side).
 */
function splitsCell(text: string, at: number): boolean {
  return !(text[at - 1] === "\\" && text[at - 2] !== "\\");
}

/** The language word only; languages GitHub would render (mermaid, math, maps…) become plain text. */
function infoString(info: string): string {
  const word = /^\s*([A-Za-z0-9_+#.-]{1,40})/.exec(info)?.[1];
  if (word === undefined) return "";
  // By its letters: "mermaid-" or "math2" may be read as the language they start with.
  const letters = /^[a-z]*/.exec(word.toLowerCase())?.[0] ?? "";
  return RENDERED_LANGUAGES.has(letters) ? "text" : word;
}

/**
 * A definition's destination written in angle brackets ("[r]: <docs/a.md>") as it reads bare, or
 * undefined when it cannot be (empty, or holding a space, a control character or unbalanced
 * parentheses). The "<" is what a reader that does not take the line for a definition would see as
 * HTML (found by the idempotence property: "[r]: <x>"); written bare, the line holds none.
 */
function bareDestination(destination: string): string | undefined {
  if (!/^[^\s\p{Cc}]+$/u.test(destination)) return undefined;
  let depth = 0;
  for (let i = 0; i < destination.length; i++) {
    const c = destination[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    // cmark-gfm reads parentheses nested at most 32 deep in a bare destination.
    if (depth < 0 || depth > 32) return undefined;
  }
  return depth === 0 ? destination : undefined;
}
