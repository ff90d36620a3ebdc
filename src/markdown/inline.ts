// A document's inline constructs as the parser reads them, flattened into pieces for a rewriter: one
// list, in source order, without overlaps. What lies between two pieces is structure — block markers,
// quote and list prefixes, emphasis and strikethrough runs, table pipes, line endings, fenced code — to
// be kept as it is; each piece is something a rewriter may want to change: text the reader sees, code
// spans, autolinks, raw HTML, the brackets and destination of a link, image or definition, a fence's
// info string. A link's brackets come as separate pieces around the pieces of its text, each pointing
// to the same `Link` (its destination is read after its text, so the rewriter decides once the list
// is complete).
import { type Event, inlineEvents, markdownEvents, type Token, tokenText, typeOf } from "./parse";

export interface Link {
  kind: "link" | "image" | "definition";
  /** Where the whole link, image or definition starts and ends. */
  start: number;
  end: number;
  /** Where the destination as written ends (a definition's title may follow). */
  destinationEnd?: number;
  /** The destination as written, without angle brackets ("" when none); undefined for a reference. */
  destination?: string;
  /** The title as written, without its quotes. */
  title?: string;
}

export type Piece =
  /** Text the parser read as plain characters (no escape or character reference inside). */
  | { kind: "text"; start: number; end: number }
  /** A backslash escape ("\\[") or a character reference ("&amp;"). */
  | { kind: "escape" | "reference"; start: number; end: number }
  /** Inline raw HTML ("<b>", "<!-- … -->"). */
  | { kind: "html"; start: number; end: number }
  /**
   * One line of an HTML block or of indented code: shown as typed (or as HTML), so the parser did not
   * read it as inline markdown — escapes and references in it are not read either.
   */
  | { kind: "unread"; start: number; end: number }
  /**
   * The "[" of a footnote definition whose label is not plain (letters, digits, "-" and "_"): GitHub's
   * parser reads some labels micromark accepts (an escaped "]" among them) as no footnote at all, and
   * the indented lines below as something else than micromark's reading — code it would keep as typed.
   */
  | { kind: "footnoteLabel"; start: number; end: number }
  /** A URL or e-mail address GFM links without brackets (`https://…`, `www.…`, `a@b.co`). */
  | { kind: "literalAutolink"; start: number; end: number }
  /** `<https://…>` or `<a@b.co>`: `url` is what the brackets hold. */
  | { kind: "autolink"; start: number; end: number; url: string; email: boolean }
  /**
   * A code span: its content lies between the fences. `lines`: how many lines it covers (a span
   * may run over line endings, whose container prefixes it then holds).
   */
  | { kind: "code"; start: number; end: number; contentStart: number; contentEnd: number; lines: number }
  /** A link's or image's opening bracket ("[" or "!["), or its closing "]". */
  | { kind: "linkOpen" | "linkClose"; start: number; end: number; link: Link }
  /**
   * A link's or image's resource ("(dest "title")"), or a definition's destination and title (to the
   * definition's end). A reference ("[text][ref]") has none.
   */
  | { kind: "destination"; start: number; end: number; link: Link }
  /** What follows the backticks or tildes of an opening code fence (its info string). */
  | { kind: "fenceInfo"; start: number; end: number };

/** Tokens read whole as one piece (what they hold is not walked). */
const WHOLE: Record<string, Piece["kind"]> = {
  characterEscape: "escape",
  characterReference: "reference",
  htmlText: "html",
  literalAutolink: "literalAutolink",
};

const LINKS = new Set(["link", "image", "definition"]);
/** A footnote definition's label both parsers read alike: "[^" plain characters "]". */
const PLAIN_FOOTNOTE_LABEL = /^\[\^[A-Za-z0-9_-]{1,100}\]$/;

/** The pieces of `text`, read from its full parse (the parser must be loaded). */
export function inlinePieces(text: string, events: readonly Event[] = markdownEvents(text)): Piece[] {
  return new PieceReader(text, events).read();
}

/**
 * The pieces of text[start, end) read as the inline content of a paragraph (see `inlineEvents`), at
 * their offsets in `text`: for a line shown as typed that a reader might still read as markdown.
 */
export function inlinePiecesOf(text: string, start: number, end: number): Piece[] {
  const slice = text.slice(start, end);
  const pieces = new PieceReader(slice, inlineEvents(slice)).read();
  const links = new Set<Link>();
  for (const piece of pieces) {
    piece.start += start;
    piece.end += start;
    if (piece.kind === "code") {
      piece.contentStart += start;
      piece.contentEnd += start;
    } else if ("link" in piece && !links.has(piece.link)) {
      links.add(piece.link);
      piece.link.start += start;
      piece.link.end += start;
      if (piece.link.destinationEnd !== undefined) piece.link.destinationEnd += start;
    }
  }
  return pieces;
}

class PieceReader {
  private readonly pieces: Piece[] = [];
  /** Links, images and definitions open at the walk's position, each with its brackets seen so far. */
  private readonly open: { link: Link; markers: number; end: number }[] = [];
  /** Inside indented code, whose lines are pieces (a fenced block's are not). */
  private indentedCode = 0;
  /** The next code fence read opens its block; `fenceEnd` is where an opening fence's line ends. */
  private openingFence = false;
  private fenceEnd = -1;
  /** Tokens starting before this offset belong to a piece already taken. */
  private skipTo = 0;

  constructor(
    private readonly text: string,
    private readonly events: readonly Event[],
  ) {}

  read(): Piece[] {
    for (let i = 0; i < this.events.length; i++) {
      const [kind, token] = this.events[i] as Event;
      const type = typeOf(token);
      if (kind === "exit") {
        if (LINKS.has(type)) this.open.pop();
        else if (type === "codeIndented") this.indentedCode--;
        continue;
      }
      if (token.start.offset < this.skipTo) continue;
      this.enter(type, token, i);
    }
    return this.pieces;
  }

  private enter(type: string, token: Token, at: number): void {
    const { offset: start } = token.start;
    const { offset: end } = token.end;
    const whole = WHOLE[type];
    if (whole !== undefined) this.take({ kind: whole, start, end } as Piece);
    else if (type === "data") this.pieces.push({ kind: "text", start, end });
    else if (type === "htmlFlowData") this.pieces.push({ kind: "unread", start, end });
    else if (type === "codeFlowValue" && this.indentedCode > 0)
      this.pieces.push({ kind: "unread", start, end });
    else if (type === "codeIndented") this.indentedCode++;
    else if (type === "gfmFootnoteDefinitionLabel" && !PLAIN_FOOTNOTE_LABEL.test(tokenText(this.text, token)))
      this.pieces.push({ kind: "footnoteLabel", start, end: start + 1 });
    else if (type === "codeText") this.take(this.codeSpan(token));
    else if (type === "autolink") {
      // A URI autolink starts with a scheme and its colon; an e-mail address cannot hold a colon.
      const url = this.text.slice(start + 1, end - 1);
      this.take({ kind: "autolink", start, end, url, email: !url.includes(":") });
    } else if (LINKS.has(type))
      this.open.push({ link: { kind: type as Link["kind"], start, end }, markers: 0, end });
    else if (type === "labelMarker") this.bracket(token);
    else if (type === "resource") this.destination(token, at, end);
    else if (type === "definitionDestination") this.destination(token, at, this.open.at(-1)?.end ?? end);
    else if (type === "codeFenced") this.openingFence = true;
    else if (type === "codeFencedFence") {
      this.fenceEnd = this.openingFence ? end : -1;
      this.openingFence = false;
    } else if (type === "codeFencedFenceSequence" && this.fenceEnd > end)
      this.take({ kind: "fenceInfo", start: end, end: this.fenceEnd });
  }

  /** A piece whose tokens inside are not walked. */
  private take(piece: Piece): void {
    this.pieces.push(piece);
    this.skipTo = piece.end;
  }

  private codeSpan(token: Token): Piece {
    const source = tokenText(this.text, token);
    const opening = /^`+/.exec(source)?.[0].length ?? 1;
    const closing = /`+$/.exec(source)?.[0].length ?? 1;
    return {
      kind: "code",
      start: token.start.offset,
      end: token.end.offset,
      contentStart: token.start.offset + opening,
      contentEnd: token.end.offset - closing,
      lines: token.end.line - token.start.line + 1,
    };
  }

  /** "[" (with the "!" before it for an image) or "]" of the innermost open link or image. */
  private bracket(token: Token): void {
    const current = this.open.at(-1);
    if (current === undefined || current.link.kind === "definition") return;
    current.markers++;
    const opening = current.markers === 1;
    const start = opening && current.link.kind === "image" ? token.start.offset - 1 : token.start.offset;
    const kind = opening ? "linkOpen" : "linkClose";
    this.pieces.push({ kind, start, end: token.end.offset, link: current.link });
  }

  /**
   * A resource, or a definition's destination: the destination and title are read from the tokens
   * inside, up to `end`, and the whole is one piece.
   */
  private destination(token: Token, at: number, end: number): void {
    const current = this.open.at(-1);
    if (current === undefined) return;
    current.link.destination = "";
    current.link.destinationEnd = token.end.offset;
    for (let j = at + 1; j < this.events.length; j++) {
      const [kind, inner] = this.events[j] as Event;
      if (inner.start.offset >= end) break;
      if (kind !== "enter") continue;
      const type = typeOf(inner);
      if (type === "resourceDestinationString" || type === "definitionDestinationString")
        current.link.destination = tokenText(this.text, inner);
      else if (type === "resourceTitleString" || type === "definitionTitleString")
        current.link.title = tokenText(this.text, inner);
    }
    this.take({ kind: "destination", start: token.start.offset, end, link: current.link });
  }
}
