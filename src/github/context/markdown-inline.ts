// The inline half of the Markdown scanner: code spans, raw HTML (comments, tags, the elements they
// open), entities, links and images, over each paragraph or heading the block pass found. Positions
// are mapped back to the source so the flags land on the original characters.
import { isInvisible } from "./invisible";
import { CODE, DEST, HIDDEN, type InlineSegment, markRange, normalizeLabel, QUOTE } from "./markdown-mask";

interface Tag {
  name: string;
  closing: boolean;
  /** Void or written `<x/>`: opens nothing. */
  empty: boolean;
  /** Carries `hidden` or a style that hides it. */
  hides: boolean;
  start: number;
  end: number;
}

// CommonMark's raw HTML grammar (spec 6.6), as sticky expressions tried at a "<".
const OPEN_TAG =
  /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*)\s*(\/?)>/y;
const CLOSE_TAG = /<\/([A-Za-z][A-Za-z0-9-]*)\s*>/y;
const OTHER_HTML = /<\?[\s\S]*?\?>|<![A-Za-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>/y;
const AUTOLINK =
  /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>|<[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>/y;
const ENTITY = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Named entities that decode to invisible characters. */
const INVISIBLE_ENTITIES = new Set([
  "shy",
  "zwnj",
  "zwj",
  "lrm",
  "rlm",
  "ZeroWidthSpace",
  "NegativeThinSpace",
  "NegativeMediumSpace",
  "NegativeThickSpace",
  "NegativeVeryThinSpace",
  "NoBreak",
  "ApplyFunction",
  "af",
  "InvisibleTimes",
  "it",
  "InvisibleComma",
  "ic",
]);

/** Elements whose content reads as code. */
const CODE_ELEMENTS = new Set(["code", "pre", "tt", "kbd", "samp"]);
/**
 * Elements GitHub removes with their content, or whose content a reader does not see. Where unsure
 * (textarea, svg), the content counts as hidden: dropping a little visible text is the safe mistake.
 */
const HIDDEN_ELEMENTS = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "textarea",
  "iframe",
  "object",
  "svg",
  "math",
  "title",
  "head",
]);
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const HIDING_ATTRIBUTES =
  /(?:^|\s)(?:hidden(?:\s|=|$)|style\s*=\s*["']?[^"'>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0(?![.\d]*[1-9])))/i;

function entityIsInvisible(m: RegExpExecArray): boolean {
  const [, decimal, hex, name] = m;
  if (name !== undefined) return INVISIBLE_ENTITIES.has(name);
  const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? "", 16);
  return codePoint > 0x10ffff || codePoint === 0 || isInvisible(codePoint);
}

function stickyMatch(re: RegExp, s: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(s);
}

interface LinkTail {
  end: number;
  dest?: [number, number];
  title?: [number, number];
}

class OverBudget extends Error {
  constructor(readonly at: number) {
    super("the link scan ran over its budget");
  }
}

class Segment {
  readonly s: string;
  readonly map: number[];
  readonly local: Uint8Array;
  /** Characters links cannot be built from: escaped, or inside autolinks. */
  readonly inert: Uint8Array;
  readonly tags: Tag[] = [];
  /**
   * Character steps the link scan may take. CommonMark's link syntax lets crafted text make a naive
   * scanner quadratic; past this budget the rest of the segment counts as hidden (a run slowed to a
   * crawl by a hostile comment is worse than a garbled comment dropped from the data).
   */
  private budget: number;

  constructor(
    text: string,
    segment: InlineSegment,
    private readonly definitions: Set<string>,
  ) {
    const parts: string[] = [];
    this.map = [];
    segment.ranges.forEach(([start, end], index) => {
      if (index > 0) {
        parts.push("\n");
        this.map.push(-1);
      }
      parts.push(text.slice(start, end));
      for (let i = start; i < end; i++) this.map.push(i);
    });
    this.s = parts.join("");
    this.local = new Uint8Array(this.s.length);
    this.inert = new Uint8Array(this.s.length);
    this.budget = 200_000 + 20 * this.s.length;
  }

  scan(): void {
    this.scanCodeAndHtml();
    this.scanLinks(this.matchBrackets());
  }

  private spend(steps: number, at: number): void {
    this.budget -= steps;
    if (this.budget < 0) throw new OverBudget(at);
  }

  /** Code spans, raw HTML and autolinks: whichever starts first wins, left to right (CommonMark 6). */
  private scanCodeAndHtml(): void {
    const { s } = this;
    const closers = backtickRuns(s);
    for (let i = 0; i < s.length;) {
      const c = s[i];
      if (c === "\\" && i + 1 < s.length && ASCII_PUNCTUATION.test(s[i + 1] ?? "")) {
        this.inert[i + 1] = 1;
        i += 2;
        continue;
      }
      if (c === "`") {
        let run = 1;
        while (s[i + run] === "`") run++;
        const closer = closers.next(run, i + run);
        if (closer === undefined) i += run;
        else {
          markRange(this.local, i, closer + run, CODE);
          i = closer + run;
        }
        continue;
      }
      if (c === "<") {
        const used = this.rawHtml(i);
        if (used > 0) {
          i += used;
          continue;
        }
      }
      if (c === "&") {
        const m = stickyMatch(ENTITY, s, i);
        if (m !== null) {
          if (entityIsInvisible(m)) markRange(this.local, i, i + m[0].length, HIDDEN);
          i += m[0].length;
          continue;
        }
      }
      i++;
    }
  }

  /** Length of the raw HTML or autolink at `i`, 0 if none; marks what it hides. */
  private rawHtml(i: number): number {
    const { s } = this;
    if (s.startsWith("<!--", i)) {
      const close = s.startsWith("<!-->", i) ? i + 2 : s.indexOf("-->", i + 2);
      // An unclosed "<!--" inside a paragraph is plain text to CommonMark.
      if (close === -1) return 0;
      markRange(this.local, i, close + 3, HIDDEN);
      return close + 3 - i;
    }
    const open = stickyMatch(OPEN_TAG, s, i);
    const close = open === null ? stickyMatch(CLOSE_TAG, s, i) : null;
    const tag = open ?? close;
    if (tag !== null) {
      const length = tag[0].length;
      markRange(this.local, i, i + length, HIDDEN);
      const name = (tag[1] ?? "").toLowerCase();
      this.tags.push({
        name,
        closing: close !== null,
        empty: open !== null && (open[3] === "/" || VOID_ELEMENTS.has(name)),
        hides: open !== null && HIDING_ATTRIBUTES.test(open[2] ?? ""),
        start: this.original(i),
        end: this.original(i + length - 1) + 1,
      });
      return length;
    }
    const other = stickyMatch(OTHER_HTML, s, i);
    if (other !== null) {
      markRange(this.local, i, i + other[0].length, HIDDEN);
      return other[0].length;
    }
    const autolink = stickyMatch(AUTOLINK, s, i);
    if (autolink !== null) {
      markRange(this.inert, i, i + autolink[0].length, 1);
      return autolink[0].length;
    }
    return 0;
  }

  private original(i: number): number {
    for (let j = i; j >= 0; j--) {
      const at = this.map[j];
      if (at !== undefined && at >= 0) return at;
    }
    return 0;
  }

  private usable(i: number): boolean {
    return ((this.local[i] ?? 0) & (CODE | HIDDEN)) === 0 && this.inert[i] === 0;
  }

  /** For each usable "[", the offset of its matching "]". */
  private matchBrackets(): Map<number, number> {
    const pairs = new Map<number, number>();
    const stack: number[] = [];
    for (let i = 0; i < this.s.length; i++) {
      if (!this.usable(i)) continue;
      if (this.s[i] === "[") stack.push(i);
      else if (this.s[i] === "]") {
        const open = stack.pop();
        if (open !== undefined) pairs.set(open, i);
      }
    }
    return pairs;
  }

  private scanLinks(pairs: Map<number, number>): void {
    const { s } = this;
    // At the "]" ending a link's text, the scan jumps over the destination and title already handled.
    const resume = new Map<number, number>();
    let i = 0;
    try {
      while (i < s.length) {
        const jump = resume.get(i);
        if (jump !== undefined) {
          i = jump;
          continue;
        }
        const image = s[i] === "!" && s[i + 1] === "[" && this.usable(i) && this.usable(i + 1);
        const open = image ? i + 1 : s[i] === "[" && this.usable(i) ? i : -1;
        const close = open === -1 ? undefined : pairs.get(open);
        if (close === undefined) {
          i++;
          continue;
        }
        const tail = this.linkTail(close + 1, pairs, open + 1, close);
        if (tail === undefined) {
          i = open + 1;
          continue;
        }
        if (tail.dest !== undefined) markRange(this.local, tail.dest[0], tail.dest[1], DEST);
        if (tail.title !== undefined) markRange(this.local, tail.title[0], tail.title[1], HIDDEN);
        if (image) {
          markRange(this.local, open + 1, close, HIDDEN);
          i = tail.end;
        } else {
          // Links may hold images (badges): scan the link text too.
          resume.set(close, tail.end);
          i = open + 1;
        }
      }
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      markRange(this.local, Math.min(i, error.at), s.length, HIDDEN);
    }
  }

  /** What follows "[text]": an inline destination and title, a reference, or a defined shortcut. */
  private linkTail(
    p: number,
    pairs: Map<number, number>,
    textStart: number,
    textEnd: number,
  ): LinkTail | undefined {
    const inline = this.inlineTail(p);
    if (inline !== undefined) return inline;
    if (this.definitions.size === 0) return undefined;
    const defined = (from: number, to: number) => {
      // CommonMark link labels are at most 999 characters.
      if (to - from > 999) return false;
      this.spend(to - from, from);
      return this.definitions.has(normalizeLabel(this.s.slice(from, to)));
    };
    const refClose = this.s[p] === "[" ? pairs.get(p) : undefined;
    if (refClose !== undefined) {
      const collapsed = refClose === p + 1;
      return defined(collapsed ? textStart : p + 1, collapsed ? textEnd : refClose)
        ? { end: refClose + 1 }
        : undefined;
    }
    return defined(textStart, textEnd) ? { end: p } : undefined;
  }

  private skipSpace(q: number): number {
    const { s } = this;
    let newlines = 0;
    while (q < s.length && (s[q] === " " || s[q] === "\t" || (s[q] === "\n" && newlines++ === 0))) q++;
    return q;
  }

  private inlineTail(p: number): LinkTail | undefined {
    const { s } = this;
    if (s[p] !== "(") return undefined;
    let q = this.skipSpace(p + 1);
    const destStart = q;
    if (s[q] === "<") {
      const from = q;
      for (q++; q < s.length && s[q] !== ">"; q++) {
        if (s[q] === "\\") q++;
        else if (s[q] === "\n" || s[q] === "<") return undefined;
      }
      this.spend(q - from, from);
      if (q >= s.length) return undefined;
      q++;
    } else {
      const from = q;
      let depth = 0;
      for (; q < s.length; q++) {
        const c = s[q] ?? "";
        if (c === "\\") q++;
        else if (c === "(") {
          // cmark's limit on nested parentheses in a destination.
          if (++depth > 32) return undefined;
        } else if (c === ")") {
          if (depth === 0) break;
          depth--;
        } else if (/\s/.test(c) || c < " ") break;
      }
      this.spend(q - from, from);
      if (depth !== 0) return undefined;
    }
    const destEnd = q;
    const titleStart = q;
    q = this.skipSpace(q);
    let title: [number, number] | undefined;
    const opener = s[q];
    if ((opener === '"' || opener === "'" || opener === "(") && (q > titleStart || destEnd === destStart)) {
      const closer = opener === "(" ? ")" : opener;
      let j = q + 1;
      for (; j < s.length && s[j] !== closer; j++) {
        if (s[j] === "\\") j++;
        else if (opener === "(" && s[j] === "(") break;
      }
      this.spend(j - q, q);
      if (j >= s.length || s[j] !== closer) return undefined;
      title = [titleStart, j + 1];
      q = this.skipSpace(j + 1);
    }
    if (s[q] !== ")") return undefined;
    return {
      end: q + 1,
      ...(destEnd > destStart ? { dest: [destStart, destEnd] } : {}),
      ...(title ? { title } : {}),
    };
  }

  /** Copies the local flags onto the document's mask. */
  apply(mask: Uint8Array): void {
    this.local.forEach((flags, i) => {
      const at = this.map[i];
      if (flags !== 0 && at !== undefined && at >= 0) mask[at] = (mask[at] ?? 0) | flags;
    });
  }
}

/** Maximal backtick runs by length, to find a code span's closer without rescanning. */
function backtickRuns(s: string) {
  const byLength = new Map<number, number[]>();
  for (let i = 0; i < s.length;) {
    if (s[i] !== "`") {
      i++;
      continue;
    }
    let run = 1;
    while (s[i + run] === "`") run++;
    const list = byLength.get(run) ?? [];
    list.push(i);
    byLength.set(run, list);
    i += run;
  }
  return {
    next(length: number, from: number): number | undefined {
      const list = byLength.get(length) ?? [];
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((list[mid] ?? 0) < from) lo = mid + 1;
        else hi = mid;
      }
      return list[lo];
    },
  };
}

/**
 * Regions opened by HTML elements: code, quotes and hidden content; an unclosed one runs to the end.
 * Coverage is summed through difference arrays, so deeply nested elements cost linear time.
 */
function markElements(tags: Tag[], mask: Uint8Array): void {
  const flags = [CODE, QUOTE, HIDDEN];
  const deltas = flags.map(() => new Int32Array(mask.length + 1));
  const cover = (from: number, to: number, bits: number) => {
    flags.forEach((flag, k) => {
      const delta = deltas[k];
      if ((bits & flag) === 0 || delta === undefined || to <= from) return;
      delta[from] = (delta[from] ?? 0) + 1;
      delta[to] = (delta[to] ?? 0) - 1;
    });
  };
  const stack: { name: string; flags: number; from: number }[] = [];
  const open = new Map<string, number>();
  for (const tag of tags.sort((a, b) => a.start - b.start)) {
    if (!tag.closing) {
      if (tag.empty) continue;
      let bits = 0;
      if (CODE_ELEMENTS.has(tag.name)) bits |= CODE;
      if (tag.name === "blockquote") bits |= QUOTE;
      if (HIDDEN_ELEMENTS.has(tag.name) || tag.hides) bits |= HIDDEN;
      stack.push({ name: tag.name, flags: bits, from: tag.end });
      open.set(tag.name, (open.get(tag.name) ?? 0) + 1);
      continue;
    }
    if ((open.get(tag.name) ?? 0) === 0) continue;
    for (;;) {
      const entry = stack.pop();
      if (entry === undefined) break;
      open.set(entry.name, (open.get(entry.name) ?? 1) - 1);
      cover(entry.from, tag.start, entry.flags);
      if (entry.name === tag.name) break;
    }
  }
  for (const entry of stack) cover(entry.from, mask.length, entry.flags);
  flags.forEach((flag, k) => {
    const delta = deltas[k];
    if (delta === undefined) return;
    let depth = 0;
    for (let i = 0; i < mask.length; i++) {
      depth += delta[i] ?? 0;
      if (depth > 0) mask[i] = (mask[i] ?? 0) | flag;
    }
  });
}

export function scanInline(
  text: string,
  segments: InlineSegment[],
  definitions: Set<string>,
  mask: Uint8Array,
): void {
  const tags: Tag[] = [];
  for (const range of segments) {
    const segment = new Segment(text, range, definitions);
    segment.scan();
    segment.apply(mask);
    tags.push(...segment.tags);
  }
  markElements(tags, mask);
}
