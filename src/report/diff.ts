// A unified diff cut to a size budget without cutting through what a reader needs whole: first every
// file that fits entirely (in order, skipping those that do not), then, with what is left, the leading
// whole hunks of files that did not fit, and only when nothing at all fits, the first lines of the
// first file. What was left out is counted so the report can say so.
import type { Measure } from "./limits";

export interface DiffFilePart {
  /** The file's path as the header names it ("" for text before the first file). */
  path: string;
  /** Header lines up to the first hunk ("diff --git", index, ---/+++). */
  header: string;
  /** Each hunk from its "@@" line on. */
  hunks: string[];
}

export interface TrimmedDiff {
  text: string;
  files: number;
  /** Files shown entirely. */
  wholeFiles: number;
  /** Files of which only some hunks or lines are shown. */
  partialFiles: number;
  omittedFiles: number;
  omittedLines: number;
  totalLines: number;
}

const FILE_START = /^diff --git /;

function lines(text: string): string[] {
  const all = text.split("\n");
  if (all.at(-1) === "") all.pop();
  return all;
}

function pathOf(header: string[]): string {
  for (const line of header) {
    const plus = /^\+\+\+ (?:b\/)?(.*)$/.exec(line);
    if (plus?.[1] !== undefined && plus[1] !== "/dev/null") return plus[1];
  }
  for (const line of header) {
    const minus = /^--- (?:a\/)?(.*)$/.exec(line);
    if (minus?.[1] !== undefined && minus[1] !== "/dev/null") return minus[1];
  }
  const git = /^diff --git a\/(.*) b\/(.*)$/.exec(header[0] ?? "");
  return git?.[2] ?? header[0] ?? "";
}

/** Splits at "diff --git" lines (or at "--- "/"+++ " pairs for diffs without git headers). */
export function splitDiff(diff: string): DiffFilePart[] {
  const all = lines(diff);
  const gitHeaders = all.some((l) => FILE_START.test(l));
  const isFileStart = (i: number) =>
    gitHeaders
      ? FILE_START.test(all[i] ?? "")
      : (all[i] ?? "").startsWith("--- ") && (all[i + 1] ?? "").startsWith("+++ ");
  const parts: DiffFilePart[] = [];
  let header: string[] = [];
  let hunks: string[][] = [];
  let inFile = false;
  const flush = () => {
    if (header.length === 0 && hunks.length === 0) return;
    parts.push({
      path: inFile ? pathOf(header) : "",
      header: header.join("\n"),
      hunks: hunks.map((h) => h.join("\n")),
    });
  };
  for (let i = 0; i < all.length; i++) {
    const line = all[i] ?? "";
    if (isFileStart(i)) {
      flush();
      header = [line];
      hunks = [];
      inFile = true;
    } else if (inFile && line.startsWith("@@")) hunks.push([line]);
    else if (hunks.length > 0) hunks.at(-1)?.push(line);
    else header.push(line);
  }
  flush();
  return parts;
}

function partText(part: DiffFilePart, hunkCount = part.hunks.length): string {
  return [part.header, ...part.hunks.slice(0, hunkCount)].filter((t) => t !== "").join("\n");
}

const countLines = (text: string) => (text === "" ? 0 : text.split("\n").length);

export function trimDiff(diff: string, budget: number, measure: Measure): TrimmedDiff {
  const parts = splitDiff(diff);
  const totalLines = lines(diff).length;
  const files = parts.filter((p) => p.path !== "").length;
  // A joining newline per part shown, counted with the part.
  const cost = (text: string) => measure(text) + 1;
  const shown = new Map<number, string>();
  let used = 0;
  parts.forEach((part, i) => {
    const text = partText(part);
    if (used + cost(text) <= budget) {
      shown.set(i, text);
      used += cost(text);
    }
  });
  const partial = new Set<number>();
  parts.forEach((part, i) => {
    if (shown.has(i) || part.hunks.length === 0) return;
    // Sizes add up line by line (both measures are additive over a "\n" join).
    let size = part.header === "" ? 0 : cost(part.header);
    let count = 0;
    for (const hunk of part.hunks) {
      if (used + size + cost(hunk) > budget) break;
      size += cost(hunk);
      count++;
    }
    if (count === 0) return;
    const text = partText(part, count);
    shown.set(i, text);
    partial.add(i);
    used += cost(text);
  });
  if (shown.size === 0 && parts.length > 0) {
    const head: string[] = [];
    let size = 0;
    for (const line of lines(partText(parts[0] as DiffFilePart))) {
      if (size + cost(line) > budget) break;
      head.push(line);
      size += cost(line);
    }
    if (head.length > 0) {
      shown.set(0, head.join("\n"));
      partial.add(0);
    }
  }
  const text = [...shown.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, t]) => t)
    .join("\n");
  const shownFiles = [...shown.keys()].filter((i) => parts[i]?.path !== "");
  const partialFiles = [...partial].filter((i) => parts[i]?.path !== "").length;
  return {
    text,
    files,
    wholeFiles: shownFiles.length - partialFiles,
    partialFiles,
    omittedFiles: files - shownFiles.length,
    omittedLines: totalLines - countLines(text),
    totalLines,
  };
}
