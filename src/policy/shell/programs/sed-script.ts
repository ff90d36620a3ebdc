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

const SIMPLE = new Set(["=", "d", "D", "g", "G", "h", "H", "n", "N", "p", "P", "x", "z", "F"]);
const WITH_NUMBER = new Set(["l", "L", "q", "Q"]);

export function readSedScript(script: string): SedScript {
  const findings: SedFinding[] = [];
  let i = 0;
  let depth = 0;
  const fail = (): never => {
    throw new Unreadable();
  };
  const peek = () => script[i];
  const skipBlanks = () => {
    while (peek() === " " || peek() === "\t") i++;
  };
  const restOfLine = (): string => {
    const end = script.indexOf("\n", i);
    const text = script.slice(i, end === -1 ? script.length : end);
    i = end === -1 ? script.length : end;
    return text;
  };
  /** Text of a/i/c: up to a newline that is not escaped by a backslash. */
  const skipText = () => {
    while (i < script.length) {
      const c = script[i] as string;
      if (c === "\\") {
        i += 2;
        continue;
      }
      if (c === "\n") return;
      i++;
    }
  };
  const skipBracket = () => {
    // At "[": `[^]…]`, `[]…]`, and [:class:], [=equiv=], [.coll.] inside.
    let j = i + 1;
    if (script[j] === "^") j++;
    if (script[j] === "]") j++;
    for (;;) {
      const c = script[j];
      if (c === undefined || c === "\n") fail();
      if (c === "[" && (script[j + 1] === ":" || script[j + 1] === "=" || script[j + 1] === ".")) {
        const close = script.indexOf(`${script[j + 1]}]`, j + 2);
        if (close === -1) fail();
        j = close + 2;
        continue;
      }
      j++;
      if (c === "]") break;
    }
    i = j;
  };
  const skipDelimited = (delimiter: string, regex: boolean) => {
    for (;;) {
      const c = script[i];
      if (c === undefined) fail();
      if (c === "\\") {
        if (script[i + 1] === undefined) fail();
        i += 2;
        continue;
      }
      if (c === delimiter) {
        i++;
        return;
      }
      if (c === "\n") fail();
      if (regex && c === "[") {
        skipBracket();
        continue;
      }
      i++;
    }
  };
  const readNumber = () => {
    const start = i;
    while (/[0-9]/.test(peek() ?? "")) i++;
    return i > start;
  };
  const regexFlags = () => {
    while (peek() === "I" || peek() === "M") i++;
  };
  const address = (second: boolean): boolean => {
    const c = peek();
    if (c === undefined) return false;
    if (/[0-9]/.test(c)) {
      readNumber();
      if (peek() === "~") {
        i++;
        if (!readNumber()) fail();
      }
      return true;
    }
    if (c === "$") {
      i++;
      return true;
    }
    if (c === "/" || c === "\\") {
      let delimiter = "/";
      if (c === "\\") {
        delimiter = script[i + 1] ?? fail();
        if (delimiter === "\n" || delimiter === "\\") fail();
        i++;
      }
      i++;
      skipDelimited(delimiter, true);
      regexFlags();
      return true;
    }
    if (second && (c === "+" || c === "~")) {
      i++;
      if (!readNumber()) fail();
      return true;
    }
    return false;
  };
  const endOfCommand = () => {
    skipBlanks();
    const c = peek();
    if (c === undefined || c === "\n" || c === ";" || c === "}" || c === "#") return;
    fail();
  };
  const readFile = (): string => {
    skipBlanks();
    const file = restOfLine();
    if (file === "") fail();
    return file;
  };
  // GNU read_label: after blanks, up to whitespace or ';' (which it consumes); the next command may follow.
  const label = () => {
    skipBlanks();
    while (i < script.length && !/[\s;]/.test(script[i] as string)) i++;
    i++;
  };
  const substitute = () => {
    const delimiter = script[i];
    if (delimiter === undefined || delimiter === "\n" || delimiter === "\\") fail();
    i++;
    skipDelimited(delimiter as string, true);
    skipDelimited(delimiter as string, false);
    for (;;) {
      const c = peek();
      if (c === undefined) return;
      if ("gpiImM0123456789 \t".includes(c)) {
        i++;
      } else if (c === "e") {
        findings.push({ command: "s///e" });
        i++;
      } else if (c === "w") {
        i++;
        findings.push({ command: "s///w", file: readFile() });
        return;
      } else {
        endOfCommand();
        return;
      }
    }
  };

  try {
    for (;;) {
      while (i < script.length && /[ \t\n;]/.test(script[i] as string)) i++;
      if (i >= script.length) break;
      if (peek() === "#") {
        restOfLine();
        continue;
      }
      if (address(false)) {
        skipBlanks();
        if (peek() === ",") {
          i++;
          skipBlanks();
          if (!address(true)) fail();
        }
      }
      skipBlanks();
      while (peek() === "!") {
        i++;
        skipBlanks();
      }
      const command = script[i++];
      if (command === undefined) fail();
      else if (command === "{") depth++;
      else if (command === "}") {
        if (--depth < 0) fail();
        endOfCommand();
      } else if (SIMPLE.has(command)) endOfCommand();
      else if (WITH_NUMBER.has(command)) {
        skipBlanks();
        readNumber();
        endOfCommand();
      } else if (command === ":" || command === "b" || command === "t" || command === "T") label();
      else if (command === "v") label();
      else if (command === "a" || command === "i" || command === "c") skipText();
      else if (command === "r" || command === "R" || command === "w" || command === "W")
        findings.push({ command, file: readFile() });
      else if (command === "e") {
        restOfLine();
        findings.push({ command: "e" });
      } else if (command === "s") substitute();
      else if (command === "y") {
        const delimiter = script[i];
        if (delimiter === undefined || delimiter === "\n" || delimiter === "\\") fail();
        i++;
        skipDelimited(delimiter as string, false);
        skipDelimited(delimiter as string, false);
        endOfCommand();
      } else fail();
    }
    if (depth !== 0) fail();
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false };
    throw error;
  }
  return { ok: true, findings };
}
