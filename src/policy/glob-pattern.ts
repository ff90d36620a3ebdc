// One path segment of a shell glob, compiled to regular expressions that match at least every name
// bash would match, whatever its version (4.x, 5.x) and locale — or refused. A pattern whose meaning
// this module cannot pin down (equivalence classes `[[=e=]]`, collating symbols `[[.x.]]`, ranges
// whose members depend on the locale's collation, non-ASCII characters inside brackets) is refused:
// judging it as a literal name let `cat .[[=e=]]nv` read .env. In patterns a backslash makes the next
// character literal; src/policy/shell/words.ts escapes the characters the command line quoted.
import type { Result } from "../types/result";
import { lookupTable } from "./lookup";

/** Matchers for names of one segment; `relaxed` is for names with non-ASCII characters. */
export interface SegmentMatcher {
  ascii: RegExp;
  /** Compiled when first needed: most directories hold ASCII names only. */
  relaxed: () => RegExp;
}

/** A segment's matcher (null when it has no wildcard), or why it is refused. */
export type CompiledSegment = Result<SegmentMatcher | null>;

// Membership of ASCII characters in the POSIX classes is the same in every locale.
const POSIX_CLASSES: Readonly<Record<string, string>> = lookupTable({
  alnum: "a-zA-Z0-9",
  alpha: "a-zA-Z",
  blank: " \\t",
  cntrl: "\\x00-\\x1f\\x7f",
  digit: "0-9",
  graph: "\\x21-\\x7e",
  lower: "a-z",
  print: "\\x20-\\x7e",
  punct: "!-\\/:-@\\[-`{-~",
  space: " \\t\\n\\r\\f\\v",
  upper: "A-Z",
  word: "a-zA-Z0-9_",
  xdigit: "0-9a-fA-F",
});

const escapeRegex = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
const isAscii = (c: string) => c.charCodeAt(0) < 0x80;
const isDigit = (c: string) => c >= "0" && c <= "9";
const isLower = (c: string) => c >= "a" && c <= "z";
const isUpper = (c: string) => c >= "A" && c <= "Z";

/** Thrown inside this module only, and turned into a refusal by compileSegment. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

/** What a bracket expression may match: `may` ⊇ what bash matches ⊇ `sure` (regex class bodies). */
interface BracketSets {
  may: string;
  sure: string;
}

/**
 * A range `first-last` of ASCII characters. bash 5 compares code points (globasciiranges); bash 4 in
 * a UTF-8 locale follows the collation order, where `[a-c]` also holds `A` and `B`. Ranges within
 * digits are the same everywhere; within letters, `may` adds the other case; any other range is
 * refused.
 */
function range(first: string, last: string, segment: string): BracketSets {
  if (first > last) return { may: "", sure: "" };
  const span = `${escapeRegex(first)}-${escapeRegex(last)}`;
  if (isDigit(first) && isDigit(last)) return { may: span, sure: span };
  if ((isLower(first) && isLower(last)) || (isUpper(first) && isUpper(last))) {
    const other = isLower(first) ? first.toUpperCase() : first.toLowerCase();
    const otherLast = isLower(last) ? last.toUpperCase() : last.toLowerCase();
    return { may: `${span}${other}-${otherLast}`, sure: span };
  }
  return refuse(
    `the range [${first}-${last}] in ${segment} spans kinds of characters, which bash orders differently by locale; list the characters`,
  );
}

/** `[:name:]`, `[=c=]` or `[.c.]` starting at `at` (the inner "["): a class body and where it ends. */
function bracketClass(segment: string, at: number): { body: string; end: number } {
  const kind = segment[at + 1];
  if (kind === "=" || kind === ".")
    refuse(
      `${segment} holds an equivalence class or collating symbol ([${kind}…${kind}]), whose matches depend on the locale; list the characters`,
    );
  const close = segment.indexOf(":]", at + 2);
  const name = close === -1 ? undefined : segment.slice(at + 2, close);
  const body = name === undefined ? undefined : POSIX_CLASSES[name];
  if (body === undefined)
    return refuse(
      `${segment} holds a character class this analysis does not know; use [:alpha:], [:digit:] and the like`,
    );
  return { body, end: close + 2 };
}

/** A bracket expression opening at `start`: its regexes and where it closes; null when unclosed. */
function bracket(segment: string, start: number): { ascii: string; end: number } | null {
  let i = start + 1;
  const negate = segment[i] === "!" || segment[i] === "^";
  if (negate) i++;
  let may = "";
  let sure = "";
  let first = true;
  while (i < segment.length) {
    let c = segment[i] as string;
    if (c === "]" && !first) {
      if (may === "" && sure === "") return { ascii: negate ? "[^/]" : "(?!)", end: i };
      if (negate) return { ascii: sure === "" ? "[^/]" : `[^/${sure}]`, end: i };
      return { ascii: may === "" ? "(?!)" : `[${may}]`, end: i };
    }
    first = false;
    if (c === "[" && ":=.".includes(segment[i + 1] ?? "")) {
      const cls = bracketClass(segment, i);
      may += cls.body;
      sure += cls.body;
      i = cls.end;
      continue;
    }
    if (c === "\\") {
      i++;
      if (i >= segment.length) refuse(`${segment} ends inside a bracket expression with a backslash`);
      c = segment[i] as string;
    }
    if (!isAscii(c))
      refuse(
        `${segment} has a non-ASCII character in a bracket expression, which matches differently by locale`,
      );
    // `-` before the closing "]" is itself; an escaped "-" never makes a range.
    if (segment[i + 1] === "-" && segment[i + 2] !== undefined && segment[i + 2] !== "]") {
      let last = segment[i + 2] as string;
      let end = i + 2;
      if (last === "[" && ":=.".includes(segment[i + 3] ?? ""))
        refuse(`${segment} ends a range with a class, which bash reads differently by version`);
      if (last === "\\") {
        end++;
        last = segment[end] ?? refuse(`${segment} ends inside a bracket expression with a backslash`);
      }
      if (!isAscii(last))
        refuse(
          `${segment} has a non-ASCII character in a bracket expression, which matches differently by locale`,
        );
      const sets = range(c, last, segment);
      may += sets.may;
      sure += sets.sure;
      i = end + 1;
      continue;
    }
    may += escapeRegex(c);
    sure += escapeRegex(c);
    i++;
  }
  return null;
}

/**
 * One segment (no "/") as anchored regexes, null when it has no wildcard (a literal name), or a
 * refusal. `ascii` is for names of ASCII characters only; `relaxed` lets every `?` and bracket
 * expression stand for any run of characters, so that it matches whatever bash matches in a name with
 * other characters, in any locale (one byte or one multibyte character per `?`).
 */
export function compileSegment(segment: string): CompiledSegment {
  let ascii = "";
  let relaxed = "";
  let wild = false;
  try {
    for (let i = 0; i < segment.length; i++) {
      const c = segment[i] as string;
      if (c === "\\") {
        if (i + 1 >= segment.length) refuse(`${segment} ends with a backslash`);
        const literal = escapeRegex(segment[++i] as string);
        ascii += literal;
        relaxed += literal;
      } else if (c === "*") {
        ascii += "[^/]*";
        relaxed += "[^/]*";
        wild = true;
      } else if (c === "?") {
        ascii += "[^/]";
        relaxed += "[^/]*";
        wild = true;
      } else if (c === "[") {
        const cls = bracket(segment, i);
        if (cls === null) {
          ascii += "\\[";
          relaxed += "\\[";
        } else {
          ascii += cls.ascii;
          relaxed += "[^/]*";
          i = cls.end;
          wild = true;
        }
      } else {
        ascii += escapeRegex(c);
        relaxed += escapeRegex(c);
      }
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.reason };
    throw error;
  }
  if (!wild) return { ok: true, value: null };
  let compiled: RegExp | undefined;
  const relaxedRegex = () => (compiled ??= new RegExp(`^${relaxed}$`, "s"));
  return { ok: true, value: { ascii: new RegExp(`^${ascii}$`, "s"), relaxed: relaxedRegex } };
}

// eslint-disable-next-line no-control-regex -- the ASCII range is the point
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Whether bash may match `name` against the segment. */
export function segmentMatches(matcher: SegmentMatcher, name: string): boolean {
  return ASCII_ONLY.test(name) ? matcher.ascii.test(name) : matcher.relaxed().test(name);
}

/** A segment with its backslash escapes removed: the name it stands for when it has no wildcard. */
export const unescapeSegment = (segment: string): string => segment.replace(/\\(.)/gs, "$1");

/** Characters of a literal path that would be pattern syntax, escaped (for a directory prefix). */
export const escapeLiteral = (path: string): string => path.replace(/[\\*?[]/g, "\\$&");
