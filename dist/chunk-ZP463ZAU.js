import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  PatternError,
  SearchOptionError,
  decodeFileText,
  findMatches,
  lineOf,
  lineStarts,
  lineText
} from "./chunk-NU3FN3TQ.js";
import {
  IgnoreRules,
  entryFilter,
  typeGlobs,
  unknownTypeMessage
} from "./chunk-3PU7A4UT.js";
import {
  readRealFileSync,
  underRoot,
  walkFiles
} from "./chunk-PCNAZVYE.js";
import "./chunk-BVOC53H2.js";
import "./chunk-6TRFA7E5.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/search/rust-regex.ts
var RegexSyntaxError = class extends Error {
};
var NEWLINE = 10;
var WORD = String.raw`\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}`;
var WORD_CLASS = `[${WORD}]`;
var NOT_AFTER_WORD = `(?<!${WORD_CLASS})`;
var AFTER_WORD = `(?<=${WORD_CLASS})`;
var BEFORE_WORD = `(?=${WORD_CLASS})`;
var NOT_BEFORE_WORD = `(?!${WORD_CLASS})`;
var WORD_CHAR = new RegExp(`^${WORD_CLASS}$`, "v");
var LINE_START = String.raw`(?<![^\n])`;
var LINE_END = String.raw`(?![^\n])`;
var POSIX_CLASSES = {
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
  xdigit: "0-9A-Fa-f"
};
var CONTROL_ESCAPES = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
var SYNTAX_CHARS = new Set("^$\\.*+?()[]{}|/");
var CLASS_SPECIAL_CHARS = new Set("()[]{}/-\\|&!#%,:;<=>@`~^$.*+?");
var isAsciiPunctuation = (c) => /^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e ]$/.test(c);
var Translator = class {
  constructor(src, options) {
    this.src = src;
    this.options = options;
    this.flags = { i: options.caseInsensitive, m: true, s: options.dotAll, x: false, U: false };
    const leading = /^\(\?([imsxuU]+)\)/.exec(src);
    if (leading !== null) {
      this.applyFlags(leading[1]);
      this.pos = leading[0].length;
    }
    this.globalI = this.flags.i;
  }
  src;
  options;
  pos = 0;
  out = "";
  flags;
  globalI;
  groups = [];
  /** The last thing emitted was one literal word character (it makes \b one-sided, and fast). */
  afterWordLiteral = false;
  get caseInsensitive() {
    return this.globalI;
  }
  translate() {
    while (this.pos < this.src.length) this.step();
    if (this.groups.length > 0) throw new RegexSyntaxError("unclosed group");
    return this.out;
  }
  fail(message) {
    throw new RegexSyntaxError(message);
  }
  peek(offset = 0) {
    return this.src[this.pos + offset] ?? "";
  }
  /** The next whole character (a surrogate pair counts as one). */
  nextChar() {
    const code = this.src.codePointAt(this.pos) ?? 0;
    const char = String.fromCodePoint(code);
    this.pos += char.length;
    return char;
  }
  emitAtom(text) {
    this.out += this.flags.i === this.globalI ? text : `(?${this.flags.i ? "i" : "-i"}:${text})`;
    this.afterWordLiteral = false;
  }
  emit(text) {
    this.out += text;
    this.afterWordLiteral = false;
  }
  /** Whether the next token is sure to consume one word character (a literal, \w or \d, not optional). */
  wordCharNext() {
    if (this.flags.x) return false;
    let length;
    if (this.peek() === "\\") {
      if (!/[wd]/.test(this.peek(1))) return false;
      length = 2;
    } else {
      const code = this.src.codePointAt(this.pos);
      if (code === void 0) return false;
      const char = String.fromCodePoint(code);
      if (!WORD_CHAR.test(char)) return false;
      length = char.length;
    }
    return !/[*?{]/.test(this.src[this.pos + length] ?? "");
  }
  skipExtendedWhitespace() {
    if (!this.flags.x) return false;
    const c = this.peek();
    if (/\s/.test(c)) {
      this.pos++;
      return true;
    }
    if (c === "#") {
      const end = this.src.indexOf("\n", this.pos);
      if (end < 0) this.fail("unclosed group");
      this.pos = end + 1;
      return true;
    }
    return false;
  }
  step() {
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
        if (saved === void 0) this.fail("unopened group");
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
  quantifier(text) {
    let lazy = false;
    if (this.peek() === "?") {
      lazy = true;
      this.pos++;
    }
    this.emit(text + (lazy !== this.flags.U ? "?" : ""));
  }
  literal(char) {
    const code = char.codePointAt(0) ?? 0;
    if (code === NEWLINE && !this.options.multiline) this.failNewline();
    this.emitAtom(SYNTAX_CHARS.has(char) ? `\\${char}` : char);
    this.afterWordLiteral = WORD_CHAR.test(char);
  }
  failNewline() {
    this.fail('the literal "\\n" is not allowed in a regex (enable multiline to match across lines)');
  }
  applyFlags(spec) {
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
  openGroup() {
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
  }
  escape() {
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
  wordBoundary() {
    const special = /^\{(start|end|start-half|end-half)\}/.exec(this.src.slice(this.pos));
    if (special === null) {
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
  escapedCodePoint(c) {
    const control = CONTROL_ESCAPES[c];
    if (control !== void 0) return control;
    if (c === "x" || c === "u" || c === "U") {
      const digits = c === "x" ? 2 : c === "u" ? 4 : 8;
      const rest = this.src.slice(this.pos);
      const hex = /^\{([0-9a-fA-F]{1,8})\}/.exec(rest) ?? new RegExp(`^([0-9a-fA-F]{${String(digits)}})`).exec(rest);
      if (hex === null) this.fail("invalid hexadecimal escape");
      this.pos += hex[0].length;
      const code = Number.parseInt(hex[1] ?? "", 16);
      if (code > 1114111 || code >= 55296 && code <= 57343)
        this.fail("hexadecimal escape is not a Unicode scalar value");
      return code;
    }
    if (/^[0-9]$/.test(c)) this.fail("backreferences are not supported");
    if (isAsciiPunctuation(c)) return c.codePointAt(0) ?? 0;
    this.fail("unrecognized escape sequence");
  }
  /** \pL, \p{Greek}, \p{^Lu}, \P{sc=Latin} in JavaScript's spelling. */
  unicodeProperty(negatedByLetter) {
    let name;
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
      }
    }
    this.fail(`Unicode property not found: ${name}`);
  }
  /** A [...] class, the opening bracket already read; returns v-mode class syntax. */
  characterClass() {
    const negated = this.peek() === "^";
    if (negated) this.pos++;
    const operands = [];
    const operators = [];
    let items = [];
    let onlyNewline = true;
    if (this.peek() === "]") {
      this.pos++;
      items.push("\\]");
      onlyNewline = false;
    }
    for (; ; ) {
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
          const ranges = Object.hasOwn(POSIX_CLASSES, name) ? POSIX_CLASSES[name] : void 0;
          if (ranges === void 0) this.fail("invalid ASCII class name");
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
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== "-" && low.codePoint !== void 0) {
        this.pos++;
        const high = this.classAtom();
        if (high.codePoint === void 0) this.fail("invalid character class range");
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
      let acc = operands[0];
      for (let i = 1; i < operands.length; i++)
        acc = `[${acc}${operators[i - 1]}${operands[i]}]`;
      body = `[${acc}${operators[operators.length - 1]}[${body}]]`;
    }
    if (this.options.multiline) return negated ? `[^${body}]` : `[${body}]`;
    return negated ? `[^${body}\\n]` : `[[${body}]--\\n]`;
  }
  classAtom() {
    const c = this.nextChar();
    if (c !== "\\") return { text: classChar(c), codePoint: c.codePointAt(0) };
    const e = this.nextChar();
    switch (e) {
      case "d":
        return { text: String.raw`\p{Nd}`, codePoint: void 0 };
      case "D":
        return { text: String.raw`\P{Nd}`, codePoint: void 0 };
      case "s":
        return { text: String.raw`\p{White_Space}`, codePoint: void 0 };
      case "S":
        return { text: String.raw`\P{White_Space}`, codePoint: void 0 };
      case "w":
        return { text: `[${WORD}]`, codePoint: void 0 };
      case "W":
        return { text: `[^${WORD}]`, codePoint: void 0 };
      case "p":
      case "P":
        return { text: this.unicodeProperty(e === "P"), codePoint: void 0 };
      default: {
        const code = this.escapedCodePoint(e);
        return { text: classChar(String.fromCodePoint(code)), codePoint: code };
      }
    }
  }
};
function classChar(char) {
  const code = char.codePointAt(0) ?? 0;
  if (code < 32 || code === 127) return `\\u{${code.toString(16)}}`;
  return CLASS_SPECIAL_CHARS.has(char) ? `\\${char}` : char;
}
function compileRustRegex(pattern, options) {
  const translator = new Translator(pattern, options);
  const source = translator.translate();
  try {
    return new RegExp(source, translator.caseInsensitive ? "giv" : "gv");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = message.replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, "");
    if (/\(\?-?i:/.test(source) && !supportsModifiers())
      throw new RegexSyntaxError(
        "case-insensitive groups such as (?i:...) need a newer Node.js in the built-in search"
      );
    throw new RegexSyntaxError(reason);
  }
}
function supportsModifiers() {
  try {
    new RegExp("(?i:a)", "v");
    return true;
  } catch {
    return false;
  }
}

// src/tools/search/node-search.ts
var MAX_FILE_BYTES = 256 * 1024 * 1024;
var SLICE_MS = 8;
function compile(request) {
  try {
    return compileRustRegex(request.pattern, {
      caseInsensitive: request.caseInsensitive,
      multiline: request.multiline,
      dotAll: request.multiline
    });
  } catch (error) {
    if (error instanceof RegexSyntaxError) throw new PatternError(error.message);
    throw error;
  }
}
function printedLines(text, starts, matches, request) {
  const matched = /* @__PURE__ */ new Set();
  const pieces = /* @__PURE__ */ new Map();
  for (const { start, end } of matches) {
    const first = lineOf(starts, start);
    const last = request.multiline ? lineOf(starts, Math.max(start, end - 1)) : first;
    for (let line = first; line <= last; line++) matched.add(line);
    if (!request.onlyMatching) continue;
    const parts = text.slice(start, end).split("\n");
    parts.forEach((part, i) => {
      if (part === "" && parts.length > 1) return;
      const list = pieces.get(first + i) ?? [];
      list.push(part);
      pieces.set(first + i, list);
    });
  }
  const shown = /* @__PURE__ */ new Set();
  for (const line of matched) {
    const from = Math.max(0, line - request.before);
    const to = Math.min(starts.length - 1, line + request.after);
    for (let l = from; l <= to; l++) shown.add(l);
  }
  const lines = [];
  for (const line of [...shown].sort((a, b) => a - b)) {
    const number = line + 1;
    if (!matched.has(line)) lines.push({ number, text: lineText(text, starts, line), isMatch: false });
    else if (!request.onlyMatching) lines.push({ number, text: lineText(text, starts, line), isMatch: true });
    else for (const part of pieces.get(line) ?? []) lines.push({ number, text: part, isMatch: true });
  }
  return lines;
}
function searchFile(real, path, regex, request) {
  const bytes = readRealFileSync(real, MAX_FILE_BYTES);
  if (bytes === void 0) return void 0;
  const text = decodeFileText(bytes);
  if (text === void 0 || text === "") return void 0;
  const matches = findMatches(text, regex, request.multiline, request.mode === "files_with_matches");
  if (matches.length === 0) return void 0;
  if (request.mode === "files_with_matches") return { path, count: 1, lines: [] };
  const starts = lineStarts(text);
  const count = new Set(matches.map((m) => lineOf(starts, m.start))).size;
  if (request.mode === "count") return { path, count, lines: [] };
  return { path, count, lines: printedLines(text, starts, matches, request) };
}
var yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));
async function nodeSearch(request) {
  const regex = compile(request);
  if (request.type !== void 0 && typeGlobs(request.type) === void 0)
    throw new SearchOptionError(unknownTypeMessage(request.type));
  const { realRoot } = request;
  const files = request.rootIsFile ? [realRoot] : await walkFiles(
    realRoot,
    "**",
    entryFilter(realRoot, await IgnoreRules.forRoot(realRoot), {
      globs: request.globs,
      type: request.type
    }),
    request.signal
  );
  const results = [];
  let sliceStart = performance.now();
  for (const file of files) {
    const shown = request.rootIsFile ? request.root : underRoot(file, realRoot, request.root);
    const found = searchFile(file, shown, regex, request);
    if (found !== void 0) results.push(found);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      request.signal.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return results;
}
export {
  nodeSearch
};
