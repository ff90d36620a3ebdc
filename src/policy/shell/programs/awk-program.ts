// An awk program given on the command line, read conservatively: `awk '{print $1}' file` only reads
// its input files and prints, but awk can also run commands (`system()`, `print | "cmd"`,
// `"cmd" | getline`), read files no operand names (`getline < file`, assigning ARGV), write files
// (`print > "f"`) and load code (gawk's `@load`, `@include`, `extension()`). The program is split into
// tokens — strings, regular expressions and comments skipped as awk skips them — and any of those
// constructs makes it unacceptable. A `>` inside a print statement outside parentheses is output
// redirection, as in awk's grammar; elsewhere it is a comparison.

/** Identifiers that run commands, read other files, or change which files are read. */
const REFUSED = new Set(["system", "getline", "extension", "ARGV", "ARGC"]);
/** Keywords after which a `/` starts a regular expression, not a division. */
const KEYWORDS = new Set([
  "BEGIN",
  "END",
  "if",
  "else",
  "while",
  "for",
  "do",
  "break",
  "continue",
  "next",
  "nextfile",
  "exit",
  "return",
  "delete",
  "in",
  "print",
  "printf",
  "function",
  "func",
]);

type Previous = "operand" | "operator";

class AwkReader {
  private i = 0;
  private depth = 0;
  /** The parenthesis depth at which the current print statement started, or -1 outside one. */
  private printDepth = -1;
  private previous: Previous = "operator";

  constructor(private readonly text: string) {}

  /** The first construct that makes the program unacceptable, or undefined. */
  read(): string | undefined {
    const text = this.text;
    while (this.i < text.length) {
      const c = text[this.i] as string;
      const found = this.step(c);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private step(c: string): string | undefined {
    if (c === "\n" || c === ";" || c === "{" || c === "}") {
      this.printDepth = -1;
      this.previous = "operator";
      this.i++;
      return undefined;
    }
    if (c === " " || c === "\t" || c === "\r") return this.skip(1);
    if (c === "\\" && this.text[this.i + 1] === "\n") return this.skip(2);
    if (c === "#") return this.skipTo("\n");
    if (c === '"') return this.literal('"', "a string");
    if (c === "/" && this.previous === "operator") return this.literal("/", "a regular expression");
    if (/[A-Za-z_]/.test(c)) return this.identifier();
    if (/[0-9.]/.test(c)) return this.number();
    return this.punctuation(c);
  }

  private skip(n: number): undefined {
    this.i += n;
    return undefined;
  }

  private skipTo(end: string): undefined {
    const at = this.text.indexOf(end, this.i);
    this.i = at === -1 ? this.text.length : at;
    return undefined;
  }

  /** A string or regular expression: backslash escapes, and brackets in a regex (where / is literal). */
  private literal(quote: string, what: string): string | undefined {
    let bracket = false;
    for (let j = this.i + 1; j < this.text.length; j++) {
      const c = this.text[j] as string;
      if (c === "\\") j++;
      else if (c === "\n") break;
      else if (quote === "/" && c === "[") bracket = true;
      else if (quote === "/" && c === "]") bracket = false;
      else if (c === quote && !bracket) {
        this.i = j + 1;
        this.previous = "operand";
        return undefined;
      }
    }
    return `${what} that does not end`;
  }

  private identifier(): string | undefined {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.i))?.[0] as string;
    this.i += name.length;
    if (REFUSED.has(name)) return name;
    if (name === "print" || name === "printf") this.printDepth = this.depth;
    this.previous = KEYWORDS.has(name) ? "operator" : "operand";
    return undefined;
  }

  private number(): undefined {
    const digits = /^[0-9.]+(?:[eE][+-]?[0-9]+)?/.exec(this.text.slice(this.i))?.[0] ?? ".";
    this.i += digits.length;
    this.previous = "operand";
    return undefined;
  }

  private punctuation(c: string): string | undefined {
    const next = this.text[this.i + 1];
    this.i++;
    if (c === "@") return "@ (a gawk directive or indirect call)";
    if (c === "|") {
      if (next !== "|") return "| (a pipe to or from a command)";
      this.i++;
    } else if (c === ">" && this.printDepth !== -1 && this.depth === this.printDepth)
      return "> in a print statement (output to a file or command)";
    else if (c === "(" || c === "[") this.depth++;
    else if (c === ")" || c === "]") this.depth = Math.max(0, this.depth - 1);
    // After a closing bracket or `$`, a `/` divides; after other punctuation it starts a regex.
    this.previous = c === ")" || c === "]" || c === "$" ? "operand" : "operator";
    if ((c === "+" || c === "-") && next === c) {
      this.i++;
      this.previous = "operand";
    }
    return undefined;
  }
}

/** The construct that makes an awk program unacceptable as read-only, or undefined when it only reads and prints. */
export function awkProgramProblem(text: string): string | undefined {
  return new AwkReader(text).read();
}
