// GFM's bare URLs ("https://…", "www.…") in a line, read as the parser reads them: the rules of
// micromark-extension-gfm-autolink-literal 2 (the one src/markdown/ uses), copied, so that the marks
// of a URL can be left as they are and those after it written so that they stay out of it. Where
// GFM stops a URL is subtle: trailing punctuation is left out ("https://x.com/a_." ends at "a"),
// but a backslash is not punctuation there, so "https://x.com/a\_" holds the backslash and leaves
// the "_" after it unescaped.
//
// Not copied: that no URL forms after a "[" that may still become a link's text (the caller knows
// its paragraph's brackets), nor where another construct holds the prefix (a code span, an autolink).

/** After "http(s)://", the domain's first character: no punctuation, space or control. */
const DOMAIN_START = /^[^\s\p{P}\p{S}\p{Cc}]/u;
const SPACE = /^\s/u;
const PUNCTUATION = /^[\p{P}\p{S}]/u;
/** The punctuation GFM leaves out of a URL when only such characters follow it up to its end. */
const TRAIL = new Set("!\"'),.:;?_~*");
/** In a URL's path, the characters at which GFM asks whether the rest is trailing punctuation. */
const PATH_CHECKED = new Set("!\"&'),.:;<?]_~*");

export class BareUrls {
  private trailing: boolean[] | undefined;

  constructor(private readonly line: string) {}

  /**
   * Where the URL whose prefix ("http://", "https://" or "www.", any case) starts at `at` ends, or
   * undefined when GFM reads none there. The caller has checked the character before the prefix (no
   * ASCII letter before "http"; for "www.", the line's start, a space or one of "(*_[]~").
   */
  end(at: number, prefix: string): number | undefined {
    const www = prefix.toLowerCase() === "www.";
    const host = www ? at : at + prefix.length;
    if (!www && !DOMAIN_START.test(this.line.slice(host, host + 2))) return undefined;
    const domainEnd = this.domainEnd(host);
    return domainEnd === undefined ? undefined : this.pathEnd(domainEnd);
  }

  /** Where the trailing punctuation that starts at `at` ends (it holds "&name;" and "]" too). */
  trailEnd(at: number): number {
    let end = at;
    for (;;) {
      const c = this.line[end];
      if (c === undefined) return end;
      if (TRAIL.has(c) || c === "]") end++;
      else if (c === "&" && this.referenceEnd(end) !== undefined) end = this.referenceEnd(end) ?? end;
      else return end;
    }
  }

  /** The domain: no "_" in its last two labels; "." and "_" end it when only trailing punctuation follows. */
  private domainEnd(host: number): number | undefined {
    let underscoreInLast = false;
    let underscoreInLastButOne = false;
    let seen = false;
    let at = host;
    for (; at < this.line.length; at++) {
      const c = this.line[at] ?? "";
      if (c === "." || c === "_") {
        if (this.trailingFrom(at)) break;
        if (c === "_") underscoreInLast = true;
        else {
          underscoreInLastButOne = underscoreInLast;
          underscoreInLast = false;
        }
        continue;
      }
      if (SPACE.test(c) || (c !== "-" && PUNCTUATION.test(c))) break;
      seen = true;
    }
    return seen && !underscoreInLast && !underscoreInLastButOne ? at : undefined;
  }

  /** The path: all up to a space, or to punctuation that only trailing punctuation follows. */
  private pathEnd(from: number): number {
    let opened = 0;
    let closed = 0;
    let at = from;
    for (; at < this.line.length; at++) {
      const c = this.line[at] ?? "";
      if (SPACE.test(c)) break;
      if (c === "(") opened++;
      else if (c === ")" && closed < opened) closed++;
      else if (PATH_CHECKED.has(c) && this.trailingFrom(at)) break;
      else if (c === ")") closed++;
    }
    return at;
  }

  /** Whether only trailing punctuation lies from `at` to where a URL ends (a space, "<", the line's end). */
  private trailingFrom(at: number): boolean {
    this.trailing ??= this.trailingEverywhere();
    return this.trailing[at] === true;
  }

  /** `trailingFrom` for every offset, from the line's end back (each is asked for many times). */
  private trailingEverywhere(): boolean[] {
    const { line } = this;
    const trailing = new Array<boolean>(line.length + 1).fill(false);
    trailing[line.length] = true;
    for (let at = line.length - 1; at >= 0; at--) {
      const c = line[at] ?? "";
      const reference = c === "&" ? this.referenceEnd(at) : undefined;
      if (SPACE.test(c) || c === "<") trailing[at] = true;
      else if (TRAIL.has(c)) trailing[at] = trailing[at + 1] === true;
      // "]" then "(" or "[" may start a link's destination or label: the URL ends before.
      else if (c === "]") trailing[at] = /^[([]/.test(line[at + 1] ?? "") || trailing[at + 1] === true;
      else if (reference !== undefined) trailing[at] = trailing[reference] === true;
    }
    return trailing;
  }

  /** After "&name;" (ASCII letters) at `at`, if one is there. */
  private referenceEnd(at: number): number | undefined {
    let end = at + 1;
    while (/[A-Za-z]/.test(this.line[end] ?? "")) end++;
    return end > at + 1 && this.line[end] === ";" ? end + 1 : undefined;
  }
}
