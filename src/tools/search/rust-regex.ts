// ripgrep's regex syntax (Rust's regex crate) translated to a JavaScript RegExp, for the built-in search.
// The model writes one dialect whichever engine runs, so the differences that change results are
// translated rather than passed through: \d, \w, \s and \b are Unicode-aware; `.` never matches a
// newline; ^ and $ match at line boundaries (ripgrep turns multi-line mode on); POSIX classes, class
// set operations (&&, --), \pL, (?P<name>), \A, \z, \<, \> and the flags i, m, s, x, U. Without
// multiline, no part of the pattern may match a newline, as in ripgrep (which strips \n from classes
// and refuses a literal \n), so the translation can be run over a whole file and still match line by
// line. What Rust refuses (look-around, backreferences) is refused with ripgrep's words. Inline
// case-insensitive groups such as a(?i:b) need a JavaScript engine with regexp modifiers (Node 23+);
// on older engines they are reported as unsupported by the built-in search.

export class RegexSyntaxError extends Error {}

export interface RustRegexOptions {
  caseInsensitive: boolean;
  /** ripgrep -U: matches may span lines; \n may be written. */
  multiline: boolean;
  /** ripgrep --multiline-dotall: `.` matches newlines too. */
  dotAll: boolean;
}

interface Flags {
  i: boolean;
  m: boolean;
  s: boolean;
  x: boolean;
  U: boolean;
}

const NEWLINE = 0x0a;
/** Rust's \w: Unicode word characters. */
const WORD = String.raw`\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}`;
const WORD_CLASS = `[${WORD}]`;
const NOT_AFTER_WORD = `(?<!${WORD_CLASS})`;
const AFTER_WORD = `(?<=${WORD_CLASS})`;
const BEFORE_WORD = `(?=${WORD_CLASS})`;
const NOT_BEFORE_WORD = `(?!${WORD_CLASS})`;
const WORD_CHAR = new RegExp(`^${WORD_CLASS}$`, "v");
const LINE_START = String.raw`(?<![^\n])`;
const LINE_END = String.raw`(?![^\n])`;

const POSIX_CLASSES: Record<string, string> = {
  alnum: "0-9A-Za-z",
  alpha: "A-Za-z",
  ascii: String.raw`\u{0}-\u{7F}`,
  blank: String.raw`\t `,
  cntrl: String.raw`\u{0}-\u{1F}\u{7F}`,
  digit: "0-9",
  graph: String.raw`\!-\~`,
  lower: "a-z",
  print: String.raw` -\~`,
  punct: String.raw`\!-\/\:-\@\[-\`\{-\~`,
  space: String.raw`\t\n\v\f\r `,
  upper: "A-Z",
  word: "0-9A-Za-z_",
  xdigit: "0-9A-Fa-f",
};

const CONTROL_ESCAPES: Record<string, number> = { a: 0x07, f: 0x0c, t: 0x09, n: 0x0a, r: 0x0d, v: 0x0b };
/** Characters JavaScript's RegExp treats as syntax outside a class. */
const SYNTAX_CHARS = new Set("^$\\.*+?()[]{}|/");
/** Characters that must be escaped inside a class in JavaScript's v mode. */
const CLASS_SPECIAL_CHARS = new Set("()[]{}/-\\|&!#%,:;<=>@`~^$.*+?");

const isAsciiPunctuation = (c: string) => /^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e ]$/.test(c);

interface ClassAtom {
  text: string;
  /** The one character the atom stands for, when it is one (a range may use it). */
  codePoint: number | undefined;
}

class Translator {
  private pos = 0;
  private out = "";
  private flags: Flags;
  private readonly globalI: boolean;
  private readonly groups: Flags[] = [];
  /** The last thing emitted was one literal word character (it makes \b one-sided, and fast). */
  private afterWordLiteral = false;

  constructor(
    private readonly src: string,
    private readonly options: RustRegexOptions,
  ) {
    this.flags = { i: options.caseInsensitive, m: true, s: options.dotAll, x: false, U: false };
    // A leading (?i) is common; it becomes the RegExp's own flag so no modifier group is needed.
    const leading = /^\(\?([imsxuU]+)\)/.exec(src);
    if (leading !== null) {
      this.applyFlags(leading[1] as string);
      this.pos = leading[0].length;
    }
    this.globalI = this.flags.i;
  }

  get caseInsensitive(): boolean {
    return this.globalI;
  }

  translate(): string {
    while (this.pos < this.src.length) this.step();
    if (this.groups.length > 0) throw new RegexSyntaxError("unclosed group");
    return this.out;
  }

  private fail(message: string): never {
    throw new RegexSyntaxError(message);
  }

  private peek(offset = 0): string {
    return this.src[this.pos + offset] ?? "";
  }

  /** The next whole character (a surrogate pair counts as one). */
  private nextChar(): string {
    const code = this.src.codePointAt(this.pos) ?? 0;
    const char = String.fromCodePoint(code);
    this.pos += char.length;
    return char;
  }

  private emitAtom(text: string): void {
    // Case sensitivity that differs from the RegExp's own flag needs a modifier group.
    this.out += this.flags.i === this.globalI ? text : `(?${this.flags.i ? "i" : "-i"}:${text})`;
    this.afterWordLiteral = false;
  }

  private emit(text: string): void {
    this.out += text;
    this.afterWordLiteral = false;
  }

  /** Whether the next token is sure to consume one word character (a literal, \w or \d, not optional). */
  private wordCharNext(): boolean {
    if (this.flags.x) return false;
    let length: number;
    if (this.peek() === "\\") {
      if (!/[wd]/.test(this.peek(1))) return false;
      length = 2;
    } else {
      const code = this.src.codePointAt(this.pos);
      if (code === undefined) return false;
      const char = String.fromCodePoint(code);
      if (!WORD_CHAR.test(char)) return false;
      length = char.length;
    }
    return !/[*?{]/.test(this.src[this.pos + length] ?? "");
  }

  private skipExtendedWhitespace(): boolean {
    if (!this.flags.x) return false;
    const c = this.peek();
    if (/\s/.test(c)) {
      this.pos++;
      return true;
    }
    if (c === "#") {
      const end = this.src.indexOf("\n", this.pos);
      // ripgrep wraps the pattern in (?:…), so a comment running to the end swallows the ")".
      if (end < 0) this.fail("unclosed group");
      this.pos = end + 1;
      return true;
    }
    return false;
  }

  private step(): void {
    if (this.skipExtendedWhitespace()) return;
    const c = this.nextChar();
    switch (c) {
      case "\\":
        this.escape();
        return;
      case "(":
        this.openGroup();
        return;
      case ")": {
        const saved = this.groups.pop();
        if (saved === undefined) this.fail("unopened group");
        this.flags = saved;
        this.emit(")");
        return;
      }
      case "|":
        this.emit("|");
        return;
      case "[":
        this.emitAtom(this.characterClass());
        return;
      case ".":
        this.emitAtom(this.flags.s && this.options.multiline ? String.raw`[\s\S]` : String.raw`[^\n]`);
        return;
      case "^":
        this.emit(this.flags.m || !this.options.multiline ? LINE_START : "^");
        return;
      case "$":
        this.emit(this.flags.m || !this.options.multiline ? LINE_END : "$");
        return;
      case "*":
      case "+":
      case "?":
        this.quantifier(c);
        return;
      case "{": {
        const counted = /^(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
        if (counted === null) this.fail("repetition quantifier expects a valid decimal");
        this.pos += counted[0].length;
        this.quantifier(`{${counted[0]}`);
        return;
      }
      default:
        this.literal(c);
    }
  }

  private quantifier(text: string): void {
    let lazy = false;
    if (this.peek() === "?") {
      lazy = true;
      this.pos++;
    }
    this.emit(text + (lazy !== this.flags.U ? "?" : ""));
  }

  private literal(char: string): void {
    const code = char.codePointAt(0) ?? 0;
    if (code === NEWLINE && !this.options.multiline) this.failNewline();
    this.emitAtom(SYNTAX_CHARS.has(char) ? `\\${char}` : char);
    this.afterWordLiteral = WORD_CHAR.test(char);
  }

  private failNewline(): never {
    this.fail('the literal "\\n" is not allowed in a regex (enable multiline to match across lines)');
  }

  private applyFlags(spec: string): void {
    let on = true;
    for (const flag of spec) {
      if (flag === "-") on = false;
      else if (flag === "i" || flag === "m" || flag === "s" || flag === "x" || flag === "U")
        this.flags[flag] = on;
      else if (flag === "u") {
        if (!on) this.fail("(?-u) (Unicode off) is not supported by the built-in search");
      } else this.fail(`unrecognized flag ${flag}`);
    }
  }

  private openGroup(): void {
    const outer = { ...this.flags };
    if (this.peek() !== "?") {
      this.groups.push(outer);
      this.emit("(");
      return;
    }
    const rest = this.src.slice(this.pos + 1);
    if (/^(=|!|<=|<!)/.test(rest))
      this.fail("look-around, including look-ahead and look-behind, is not supported");
    const named = /^P?<([^>]*)>/.exec(rest);
    if (named !== null) {
      this.pos += 1 + named[0].length;
      this.groups.push(outer);
      this.emit(`(?<${named[1] ?? ""}>`);
      return;
    }
    const flagGroup = /^([a-zA-Z-]*)([:)])/.exec(rest);
    if (flagGroup === null) this.fail("unrecognized flag");
    this.pos += 1 + flagGroup[0].length;
    this.applyFlags(flagGroup[1] ?? "");
    if (flagGroup[2] === ":") {
      this.groups.push(outer);
      this.emit("(?:");
    }
    // (?flags) alone changes the flags for the rest of the enclosing group.
  }

  private escape(): void {
    const c = this.nextChar();
    if (c === "") this.fail("incomplete escape sequence");
    const lineOriented = !this.options.multiline;
    switch (c) {
      case "d":
        this.emitAtom(String.raw`\p{Nd}`);
        return;
      case "D":
        this.emitAtom(lineOriented ? String.raw`[^\p{Nd}\n]` : String.raw`\P{Nd}`);
        return;
      case "s":
        this.emitAtom(lineOriented ? String.raw`[\p{White_Space}--\n]` : String.raw`\p{White_Space}`);
        return;
      case "S":
        this.emitAtom(String.raw`\P{White_Space}`);
        return;
      case "w":
        this.emitAtom(WORD_CLASS);
        return;
      case "W":
        this.emitAtom(lineOriented ? `[^${WORD}\\n]` : `[^${WORD}]`);
        return;
      case "p":
      case "P": {
        const property = this.unicodeProperty(c === "P");
        this.emitAtom(lineOriented ? `[${property}--\\n]` : property);
        return;
      }
      case "b":
        this.emit(this.wordBoundary());
        return;
      case "B":
        if (this.afterWordLiteral) this.emit(BEFORE_WORD);
        else if (this.wordCharNext()) this.emit(AFTER_WORD);
        else this.emit(`(?:${AFTER_WORD}${BEFORE_WORD}|${NOT_AFTER_WORD}${NOT_BEFORE_WORD})`);
        return;
      case "<":
        this.emit(NOT_AFTER_WORD + BEFORE_WORD);
        return;
      case ">":
        this.emit(AFTER_WORD + NOT_BEFORE_WORD);
        return;
      case "A":
        this.emit(lineOriented ? LINE_START : "^");
        return;
      case "z":
        this.emit(lineOriented ? LINE_END : "$");
        return;
      default: {
        const code = this.escapedCodePoint(c);
        this.literal(String.fromCodePoint(code));
      }
    }
  }

  private wordBoundary(): string {
    const special = /^\{(start|end|start-half|end-half)\}/.exec(this.src.slice(this.pos));
    if (special === null) {
      // Next to a known word character a boundary is one look-around; V8 runs that far faster.
      if (this.afterWordLiteral) return NOT_BEFORE_WORD;
      if (this.wordCharNext()) return NOT_AFTER_WORD;
      return `(?:${AFTER_WORD}${NOT_BEFORE_WORD}|${NOT_AFTER_WORD}${BEFORE_WORD})`;
    }
    this.pos += special[0].length;
    const kind = special[1];
    if (kind === "start") return NOT_AFTER_WORD + BEFORE_WORD;
    if (kind === "end") return AFTER_WORD + NOT_BEFORE_WORD;
    return kind === "start-half" ? NOT_AFTER_WORD : NOT_BEFORE_WORD;
  }

  /** The character an escape such as \t, \x41, \u{1F600} or \. stands for. */
  private escapedCodePoint(c: string): number {
    const control = CONTROL_ESCAPES[c];
    if (control !== undefined) return control;
    if (c === "x" || c === "u" || c === "U") {
      const digits = c === "x" ? 2 : c === "u" ? 4 : 8;
      const rest = this.src.slice(this.pos);
      const hex =
        /^\{([0-9a-fA-F]{1,8})\}/.exec(rest) ?? new RegExp(`^([0-9a-fA-F]{${String(digits)}})`).exec(rest);
      if (hex === null) this.fail("invalid hexadecimal escape");
      this.pos += hex[0].length;
      const code = Number.parseInt(hex[1] ?? "", 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        this.fail("hexadecimal escape is not a Unicode scalar value");
      return code;
    }
    if (/^[0-9]$/.test(c)) this.fail("backreferences are not supported");
    if (isAsciiPunctuation(c)) return c.codePointAt(0) ?? 0;
    this.fail("unrecognized escape sequence");
  }

  /** \pL, \p{Greek}, \p{^Lu}, \P{sc=Latin} in JavaScript's spelling. */
  private unicodeProperty(negatedByLetter: boolean): string {
    let name: string;
    if (this.peek() === "{") {
      const end = this.src.indexOf("}", this.pos);
      if (end < 0) this.fail("unclosed Unicode class");
      name = this.src.slice(this.pos + 1, end).trim();
      this.pos = end + 1;
    } else {
      name = this.nextChar();
    }
    let negated = negatedByLetter;
    if (name.startsWith("^")) {
      negated = !negated;
      name = name.slice(1);
    }
    name = name.replace(/^(\w+)\s*[:=]\s*/, "$1=");
    const letter = negated ? "P" : "p";
    const candidates = name.includes("=") ? [name] : [name, `Script=${name}`, `General_Category=${name}`];
    if (name === "Any" || name === "any") return negated ? "[^\\s\\S]" : "[\\s\\S]";
    for (const candidate of candidates) {
      try {
        new RegExp(`\\p{${candidate}}`, "v");
        return `\\${letter}{${candidate}}`;
      } catch {
        // try the next spelling
      }
    }
    this.fail(`Unicode property not found: ${name}`);
  }

  /** A [...] class, the opening bracket already read; returns v-mode class syntax. */
  private characterClass(): string {
    const negated = this.peek() === "^";
    if (negated) this.pos++;
    const operands: string[] = [];
    const operators: string[] = [];
    let items: string[] = [];
    let onlyNewline = true;
    if (this.peek() === "]") {
      this.pos++;
      items.push("\\]");
      onlyNewline = false;
    }
    for (;;) {
      if (this.pos >= this.src.length) this.fail("unclosed character class");
      if (this.flags.x && /\s/.test(this.peek())) {
        this.pos++;
        continue;
      }
      const two = this.src.slice(this.pos, this.pos + 2);
      if (this.peek() === "]") {
        this.pos++;
        break;
      }
      if (two === "&&" || two === "--" || two === "~~") {
        if (two === "~~")
          this.fail("class symmetric difference (~~) is not supported by the built-in search");
        this.pos += 2;
        operands.push(`[${items.join("")}]`);
        operators.push(two);
        items = [];
        continue;
      }
      if (this.peek() === "[") {
        const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.src.slice(this.pos));
        if (posix !== null) {
          const name = posix[2] ?? "";
          const ranges = Object.hasOwn(POSIX_CLASSES, name) ? POSIX_CLASSES[name] : undefined;
          if (ranges === undefined) this.fail("invalid ASCII class name");
          this.pos += posix[0].length;
          items.push(posix[1] === "^" ? `[^${ranges}]` : `[${ranges}]`);
        } else {
          this.pos++;
          items.push(this.characterClass());
        }
        onlyNewline = false;
        continue;
      }
      const low = this.classAtom();
      if (low.codePoint !== NEWLINE) onlyNewline = false;
      if (
        this.peek() === "-" &&
        this.peek(1) !== "]" &&
        this.peek(1) !== "-" &&
        low.codePoint !== undefined
      ) {
        this.pos++;
        const high = this.classAtom();
        if (high.codePoint === undefined) this.fail("invalid character class range");
        if (high.codePoint < low.codePoint)
          this.fail("invalid character class range, the start must be <= the end");
        items.push(`${low.text}-${high.text}`);
        onlyNewline = false;
      } else {
        items.push(low.text);
      }
    }
    if (!this.options.multiline && onlyNewline && items.length > 0 && operands.length === 0)
      this.failNewline();
    let body = items.join("");
    if (operands.length > 0) {
      let acc = operands[0] as string;
      for (let i = 1; i < operands.length; i++)
        acc = `[${acc}${operators[i - 1] as string}${operands[i] as string}]`;
      body = `[${acc}${operators[operators.length - 1] as string}[${body}]]`;
    }
    if (this.options.multiline) return negated ? `[^${body}]` : `[${body}]`;
    // Line by line, a class never matches the newline (ripgrep removes it).
    return negated ? `[^${body}\\n]` : `[[${body}]--\\n]`;
  }

  private classAtom(): ClassAtom {
    const c = this.nextChar();
    if (c !== "\\") return { text: classChar(c), codePoint: c.codePointAt(0) };
    const e = this.nextChar();
    switch (e) {
      case "d":
        return { text: String.raw`\p{Nd}`, codePoint: undefined };
      case "D":
        return { text: String.raw`\P{Nd}`, codePoint: undefined };
      case "s":
        return { text: String.raw`\p{White_Space}`, codePoint: undefined };
      case "S":
        return { text: String.raw`\P{White_Space}`, codePoint: undefined };
      case "w":
        return { text: `[${WORD}]`, codePoint: undefined };
      case "W":
        return { text: `[^${WORD}]`, codePoint: undefined };
      case "p":
      case "P":
        return { text: this.unicodeProperty(e === "P"), codePoint: undefined };
      default: {
        const code = this.escapedCodePoint(e);
        return { text: classChar(String.fromCodePoint(code)), codePoint: code };
      }
    }
  }
}

function classChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return `\\u{${code.toString(16)}}`;
  return CLASS_SPECIAL_CHARS.has(char) ? `\\${char}` : char;
}

/** Compiles a ripgrep pattern for the built-in search; throws RegexSyntaxError with the reason. */
export function compileRustRegex(pattern: string, options: RustRegexOptions): RegExp {
  const translator = new Translator(pattern, options);
  const source = translator.translate();
  try {
    return new RegExp(source, translator.caseInsensitive ? "giv" : "gv");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // "Invalid regular expression: /…/gv: Unterminated group" → "Unterminated group"
    const reason = message.replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, "");
    if (/\(\?-?i:/.test(source) && !supportsModifiers())
      throw new RegexSyntaxError(
        "case-insensitive groups such as (?i:...) need a newer Node.js in the built-in search",
      );
    throw new RegexSyntaxError(reason);
  }
}

function supportsModifiers(): boolean {
  try {
    new RegExp("(?i:a)", "v");
    return true;
  } catch {
    return false;
  }
}
