// Grep's text, built from FileMatches already in display order. ripgrep's own line format
// (path:line:text for matches, path-line-text for context, "--" between groups), then head_limit and
// offset over the output lines or entries, with a note whenever something is left out.
import { sep } from "node:path";
import type { FileMatches, OutputMode } from "./search-request";

/** Lines longer than this are cut (minified files would flood the context otherwise). */
const MAX_LINE_CHARS = 500;

export interface GrepFormat {
  mode: OutputMode;
  showLineNumbers: boolean;
  /** Context lines were asked for: groups are separated by "--". */
  withContext: boolean;
  /** 0 means no limit. */
  headLimit: number;
  offset: number;
  /** Content and count paths are shown relative to this when inside it. */
  cwd: string;
}

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? "" : "s"}`;

function shortPath(path: string, cwd: string): string {
  const prefix = cwd.endsWith(sep) ? cwd : cwd + sep;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

function cutLine(text: string): string {
  const line = text.endsWith("\r") ? text.slice(0, -1) : text;
  if (line.length <= MAX_LINE_CHARS) return line;
  return `${line.slice(0, MAX_LINE_CHARS)} [… ${String(line.length - MAX_LINE_CHARS)} more characters]`;
}

function contentLines(files: readonly FileMatches[], format: GrepFormat): string[] {
  const out: string[] = [];
  let previous: { path: string; number: number } | undefined;
  for (const file of files) {
    const shown = shortPath(file.path, format.cwd);
    for (const line of file.lines) {
      if (
        format.withContext &&
        previous !== undefined &&
        (previous.path !== file.path || line.number > previous.number + 1)
      )
        out.push("--");
      const sep = line.isMatch ? ":" : "-";
      const number = format.showLineNumbers ? `${String(line.number)}${sep}` : "";
      out.push(`${shown}${sep}${number}${cutLine(line.text)}`);
      previous = { path: file.path, number: line.number };
    }
  }
  return out;
}

interface Page {
  entries: string[];
  note: string;
}

function paginate(entries: readonly string[], format: GrepFormat, unit: string): Page {
  const total = entries.length;
  const { offset } = format;
  const end = format.headLimit === 0 ? total : Math.min(total, offset + format.headLimit);
  const page = entries.slice(offset, end);
  let note = "";
  if (offset >= total && offset > 0)
    note = `[offset ${String(offset)} is past the end: there are only ${plural(total, unit)}.]`;
  else if (end < total)
    note = `[Showing ${unit}s ${String(offset + 1)}-${String(end)} of ${String(total)}. Pass offset: ${String(end)} to see more, or narrow the search with path, glob or type.]`;
  else if (offset > 0) note = `[Showing ${unit}s ${String(offset + 1)}-${String(end)} of ${String(total)}.]`;
  return { entries: page, note };
}

const withNote = (text: string, note: string) =>
  note === "" ? text : text === "" ? note : `${text}\n\n${note}`;

export function formatGrep(files: readonly FileMatches[], format: GrepFormat): string {
  switch (format.mode) {
    case "files_with_matches": {
      if (files.length === 0) return "No files found";
      const page = paginate(
        files.map((f) => f.path),
        format,
        "file",
      );
      return withNote(
        `Found ${plural(files.length, "file")}\n${page.entries.join("\n")}`.trimEnd(),
        page.note,
      );
    }
    case "count": {
      if (files.length === 0) return "No matches found";
      const page = paginate(
        files.map((f) => `${shortPath(f.path, format.cwd)}:${String(f.count)}`),
        format,
        "file",
      );
      const total = files.reduce((sum, f) => sum + f.count, 0);
      const summary = `Found ${plural(total, "matching line")} in ${plural(files.length, "file")}.`;
      return withNote(
        page.entries.length === 0 ? summary : `${page.entries.join("\n")}\n\n${summary}`,
        page.note,
      );
    }
    case "content": {
      const lines = contentLines(files, format);
      if (lines.length === 0) return "No matches found";
      const page = paginate(lines, format, "line");
      return withNote(page.entries.join("\n"), page.note);
    }
  }
}
