// Shell operands with unquoted glob characters (`cat src/*.ts`) name whatever matches when the command
// runs, and a match may be a symlink leading anywhere. Rather than deny every glob, the policy expands
// it as bash would — `*`, `?` and bracket expressions per path segment, dotfiles only when the segment
// starts with a dot, `.` and `..` too for such segments (bash before 5.2 matches them) — and judges
// each match. A glob that reaches too far to expand within a bound is denied.
import { readdirSync } from "node:fs";
import { lookupTable } from "./lookup";

export const MAX_GLOB_MATCHES = 200;
const MAX_DIRECTORIES_READ = 200;

export type GlobExpansion = { ok: true; matches: string[] } | { ok: false; reason: string };

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

/** A bracket expression starting at `start` ("["), as a regex class and where it ends; null if unclosed. */
function bracket(segment: string, start: number): { source: string; end: number } | null {
  let i = start + 1;
  let negate = false;
  if (segment[i] === "!" || segment[i] === "^") {
    negate = true;
    i++;
  }
  let body = "";
  let first = true;
  while (i < segment.length) {
    const c = segment[i] ?? "";
    if (c === "]" && !first) return { source: `[${negate ? "^" : ""}${body}]`, end: i };
    first = false;
    const posix = /^\[:([a-z]+):\]/.exec(segment.slice(i));
    if (posix !== null) {
      const cls = POSIX_CLASSES[posix[1] ?? ""];
      if (cls === undefined) return null;
      body += cls;
      i += posix[0].length;
      continue;
    }
    if (c === "\\" && i + 1 < segment.length) {
      body += escapeRegex(segment[i + 1] ?? "");
      i += 2;
      continue;
    }
    const next = segment[i + 1];
    const last = segment[i + 2];
    if (next === "-" && last !== undefined && last !== "]") {
      body += `${escapeRegex(c)}-${escapeRegex(last)}`;
      i += 3;
      continue;
    }
    body += escapeRegex(c);
    i++;
  }
  return null;
}

const GLOB_CHARS = /[*?[]/;

/** One path segment of a glob as an anchored regex, or null when the segment has no wildcard. */
export function segmentPattern(segment: string): RegExp | null {
  let source = "";
  let wild = false;
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i] ?? "";
    if (c === "\\") {
      source += escapeRegex(segment[i + 1] ?? "\\");
      i++;
    } else if (c === "*") {
      source += "[^/]*";
      wild = true;
    } else if (c === "?") {
      source += "[^/]";
      wild = true;
    } else if (c === "[") {
      const cls = bracket(segment, i);
      if (cls === null) source += "\\[";
      else {
        source += cls.source;
        i = cls.end;
        wild = true;
      }
    } else {
      source += escapeRegex(c);
    }
  }
  return wild ? new RegExp(`^${source}$`, "s") : null;
}

const unescape = (segment: string) => segment.replace(/\\(.)/g, "$1");

// Not normalised: `link/..` must stay as written so the policy follows the link before climbing.
const child = (dir: string, name: string) => (dir === "/" ? `/${name}` : `${dir}/${name}`);

/** Every existing path the absolute glob `pattern` matches, as bash would expand it. */
export function expandGlob(pattern: string): GlobExpansion {
  let current = ["/"];
  let directoriesRead = 0;
  for (const segment of pattern.split("/").filter((s) => s !== "")) {
    const regex = GLOB_CHARS.test(segment) ? segmentPattern(segment) : null;
    if (regex === null) {
      current = current.map((dir) => child(dir, unescape(segment)));
      continue;
    }
    const dotted = segment.startsWith(".") || segment.startsWith("\\.");
    const next: string[] = [];
    for (const dir of current) {
      if (++directoriesRead > MAX_DIRECTORIES_READ)
        return {
          ok: false,
          reason: `the pattern ${pattern} reaches into too many directories to check each match`,
        };
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      // Before bash 5.2 (globskipdots), `.*` also matches `.` and `..`.
      const candidates = dotted ? [".", "..", ...names] : names.filter((name) => !name.startsWith("."));
      for (const name of candidates) {
        if (!regex.test(name)) continue;
        next.push(child(dir, name));
        if (next.length > MAX_GLOB_MATCHES)
          return {
            ok: false,
            reason: `the pattern ${pattern} matches more than ${String(MAX_GLOB_MATCHES)} files; name the files, or narrow the pattern`,
          };
      }
    }
    current = next;
    if (current.length === 0) break;
  }
  return { ok: true, matches: current };
}
