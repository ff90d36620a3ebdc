// A reader for GNU sed scripts, just deep enough to find the commands that leave standard output:
// `e` and `s///e` run shell commands, `w`, `W` and `s///w` write files, `r` and `R` read files.
// It follows GNU sed 4.9's own reader (compile.c): addresses, `!`, `{…}` blocks, text commands that
// run to the end of the line, labels, bracket expressions inside regexes (where the delimiter does not
// count), and the flags of `s`. Anything it does not recognise makes the whole script unreadable,
// which the caller treats as dangerous.

export type SedFinding =
  { command: "e" | "s///e" } | { command: "w" | "W" | "s///w" | "r" | "R"; file: string };

export type SedScript = { ok: true; findings: SedFinding[] } | { ok: false };

class Unreadable extends Error {}

/** Anything the reader does not recognise ends the reading: the caller treats the script as dangerous. */
function unreadable(): never {
  throw new Unreadable();
}

const SIMPLE = new Set(["=", "d", "D", "g", "G", "h", "H", "n", "N", "p", "P", "x", "z", "F"]);
const WITH_NUMBER = new Set(["l", "L", "q", "Q"]);
/** Commands whose argument is a label (`v` takes a version, read the same way by GNU sed). */
const WITH_LABEL = new Set([":", "b", "t", "T", "v"]);
/** a, i, c: their text runs to an unescaped newline. */
const WITH_TEXT = new Set(["a", "i", "c"]);
type FileCommand = "r" | "R" | "w" | "W";
const isFileCommand = (command: string): command is FileCommand =>
  command === "r" || command === "R" || command === "w" || command === "W";

export function readSedScript(script: string): SedScript {
  try {
    return { ok: true, findings: new SedReader(script).read() };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false };
    throw error;
  }
}

/** One pass over the script, left to right: each method reads one piece of GNU sed's grammar at `at`. */
class SedReader {
  private at = 0;
  private depth = 0;
  private readonly findings: SedFinding[] = [];

  constructor(private readonly script: string) {}

  read(): SedFinding[] {
    for (;;) {
      this.skipSeparators();
      if (this.at >= this.script.length) break;
      if (this.peek() === "#") {
        this.restOfLine();
        continue;
      }
      this.addressRange();
      this.negations();
      this.command(this.script[this.at++]);
    }
    if (this.depth !== 0) unreadable();
    return this.findings;
  }

  private command(command: string | undefined): void {
    if (command === undefined) unreadable();
    else if (command === "{") this.depth++;
    else if (command === "}") this.closeBlock();
    else if (SIMPLE.has(command)) this.endOfCommand();
    else if (WITH_NUMBER.has(command)) this.optionalNumber();
    else if (WITH_LABEL.has(command)) this.label();
    else if (WITH_TEXT.has(command)) this.skipText();
    else if (isFileCommand(command)) this.findings.push({ command, file: this.readFile() });
    else if (command === "e") {
      this.restOfLine();
      this.findings.push({ command: "e" });
    } else if (command === "s") this.substitute();
    else if (command === "y") this.transliterate();
    else unreadable();
  }

  // --- Addresses -------------------------------------------------------------------------------

  /** `addr`, `addr,addr2` or nothing, before the command. */
  private addressRange(): void {
    if (!this.address(false)) return;
    this.skipBlanks();
    if (this.peek() !== ",") return;
    this.at++;
    this.skipBlanks();
    if (!this.address(true)) unreadable();
  }

  /** One address; the second of a range may also be `+N` or `~N`. False when none starts here. */
  private address(second: boolean): boolean {
    const c = this.peek();
    if (c === undefined) return false;
    if (/[0-9]/.test(c)) {
      this.lineAddress();
      return true;
    }
    if (c === "$") {
      this.at++;
      return true;
    }
    if (c === "/" || c === "\\") {
      this.regexAddress();
      return true;
    }
    if (second && (c === "+" || c === "~")) {
      this.at++;
      this.requireNumber();
      return true;
    }
    return false;
  }

  /** `N` or `first~step`. */
  private lineAddress(): void {
    this.readNumber();
    if (this.peek() !== "~") return;
    this.at++;
    this.requireNumber();
  }

  /** `/re/` or `\cREc`, then the flags I and M. */
  private regexAddress(): void {
    let delimiter = "/";
    if (this.peek() === "\\") {
      delimiter = this.script[this.at + 1] ?? unreadable();
      if (delimiter === "\n" || delimiter === "\\") unreadable();
      this.at++;
    }
    this.at++;
    this.skipDelimited(delimiter, true);
    while (this.peek() === "I" || this.peek() === "M") this.at++;
  }

  /** Any number of `!` (each may be followed by blanks), then blanks. */
  private negations(): void {
    this.skipBlanks();
    while (this.peek() === "!") {
      this.at++;
      this.skipBlanks();
    }
  }

  // --- Command arguments -----------------------------------------------------------------------

  private closeBlock(): void {
    if (--this.depth < 0) unreadable();
    this.endOfCommand();
  }

  /** l, L, q, Q: an optional number. */
  private optionalNumber(): void {
    this.skipBlanks();
    this.readNumber();
    this.endOfCommand();
  }

  /** `s/re/replacement/flags`: the flags `e` and `w file` are what this reader is for. */
  private substitute(): void {
    const delimiter = this.commandDelimiter();
    this.skipDelimited(delimiter, true);
    this.skipDelimited(delimiter, false);
    for (;;) {
      const c = this.peek();
      if (c === undefined) return;
      if ("gpiImM0123456789 \t".includes(c)) {
        this.at++;
      } else if (c === "e") {
        this.findings.push({ command: "s///e" });
        this.at++;
      } else if (c === "w") {
        this.at++;
        this.findings.push({ command: "s///w", file: this.readFile() });
        return;
      } else {
        this.endOfCommand();
        return;
      }
    }
  }

  /** `y/abc/xyz/`: no regexes, so brackets are plain characters. */
  private transliterate(): void {
    const delimiter = this.commandDelimiter();
    this.skipDelimited(delimiter, false);
    this.skipDelimited(delimiter, false);
    this.endOfCommand();
  }

  /** The delimiter right after `s` or `y`: any character but a newline or a backslash. */
  private commandDelimiter(): string {
    const delimiter = this.peek();
    if (delimiter === undefined || delimiter === "\n" || delimiter === "\\") unreadable();
    this.at++;
    return delimiter;
  }

  /** The file of r, R, w, W and s///w: the rest of the line after blanks, never empty. */
  private readFile(): string {
    this.skipBlanks();
    const file = this.restOfLine();
    if (file === "") unreadable();
    return file;
  }

  /** GNU read_label: after blanks, up to whitespace or ';' (which it consumes); the next command may follow. */
  private label(): void {
    this.skipBlanks();
    while (this.at < this.script.length && !/[\s;]/.test(this.script[this.at] as string)) this.at++;
    this.at++;
  }

  /** Text of a/i/c: up to a newline that is not escaped by a backslash. */
  private skipText(): void {
    while (this.at < this.script.length) {
      const c = this.script[this.at] as string;
      if (c === "\\") {
        this.at += 2;
        continue;
      }
      if (c === "\n") return;
      this.at++;
    }
  }

  /** After a command: only blanks, then the end, a newline, `;`, `}` or a comment. */
  private endOfCommand(): void {
    this.skipBlanks();
    const c = this.peek();
    if (c === undefined || c === "\n" || c === ";" || c === "}" || c === "#") return;
    unreadable();
  }

  // --- Delimited text --------------------------------------------------------------------------

  /** Up to and past `delimiter`; backslash escapes the next character; in a regex, brackets hide it. */
  private skipDelimited(delimiter: string, regex: boolean): void {
    for (;;) {
      const c = this.script[this.at];
      if (c === undefined) unreadable();
      if (c === "\\") {
        if (this.script[this.at + 1] === undefined) unreadable();
        this.at += 2;
        continue;
      }
      if (c === delimiter) {
        this.at++;
        return;
      }
      if (c === "\n") unreadable();
      if (regex && c === "[") {
        this.skipBracket();
        continue;
      }
      this.at++;
    }
  }

  /** At "[": `[^]…]`, `[]…]`, and [:class:], [=equiv=], [.coll.] inside. */
  private skipBracket(): void {
    const script = this.script;
    let j = this.at + 1;
    if (script[j] === "^") j++;
    if (script[j] === "]") j++;
    for (;;) {
      const c = script[j];
      if (c === undefined || c === "\n") unreadable();
      if (c === "[" && (script[j + 1] === ":" || script[j + 1] === "=" || script[j + 1] === ".")) {
        const close = script.indexOf(`${script[j + 1]}]`, j + 2);
        if (close === -1) unreadable();
        j = close + 2;
        continue;
      }
      j++;
      if (c === "]") break;
    }
    this.at = j;
  }

  // --- Characters ------------------------------------------------------------------------------

  private peek(): string | undefined {
    return this.script[this.at];
  }

  private skipBlanks(): void {
    while (this.peek() === " " || this.peek() === "\t") this.at++;
  }

  /** Between commands: blanks, newlines and semicolons. */
  private skipSeparators(): void {
    while (this.at < this.script.length && /[ \t\n;]/.test(this.script[this.at] as string)) this.at++;
  }

  private restOfLine(): string {
    const end = this.script.indexOf("\n", this.at);
    const stop = end === -1 ? this.script.length : end;
    const text = this.script.slice(this.at, stop);
    this.at = stop;
    return text;
  }

  /** Digits, if any; true when there was at least one. */
  private readNumber(): boolean {
    const start = this.at;
    while (/[0-9]/.test(this.peek() ?? "")) this.at++;
    return this.at > start;
  }

  private requireNumber(): void {
    if (!this.readNumber()) unreadable();
  }
}
