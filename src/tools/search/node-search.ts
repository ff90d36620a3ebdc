// The built-in search, for machines where no ripgrep runs: the same files (the walk applies ripgrep's
// ignore, glob and type rules), the same regex dialect (translated, see rust-regex.ts) and the same
// results, so the output cannot tell the two apart. Each file is read whole and searched in one pass.
// Files are read synchronously, which is several times faster than fs.promises here, in slices of a
// few milliseconds with the event loop served in between, so concurrent tool calls keep running. The
// walk starts from the root's real path (judged by the policy) and every file is read pinned, only
// while it really is where the walk found it (safe-fs/search-io.ts).
import { readRealFileSync } from "../safe-fs/search-io";
import { entryFilter } from "./file-selection";
import { decodeFileText } from "./file-text";
import { typeGlobs, unknownTypeMessage } from "./file-types";
import { IgnoreRules } from "./ignore-rules";
import { findMatches, lineOf, lineStarts, lineText, type Match } from "./regex-matches";
import { compileRustRegex, RegexSyntaxError } from "./rust-regex";
import {
  type FileMatches,
  PatternError,
  type PrintedLine,
  SearchOptionError,
  type SearchRequest,
} from "./search-request";
import { underRoot, walkFiles } from "./walk";

/** Files larger than this are skipped (a JavaScript string cannot hold much more). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;
/** How long the search holds the event loop before letting other work run. */
const SLICE_MS = 8;

function compile(request: SearchRequest): RegExp {
  try {
    return compileRustRegex(request.pattern, {
      caseInsensitive: request.caseInsensitive,
      multiline: request.multiline,
      dotAll: request.multiline,
    });
  } catch (error) {
    if (error instanceof RegexSyntaxError) throw new PatternError(error.message);
    throw error;
  }
}

/** Matching lines and context, or each match with -o, in file order. */
function printedLines(
  text: string,
  starts: readonly number[],
  matches: readonly Match[],
  request: SearchRequest,
): PrintedLine[] {
  const matched = new Set<number>();
  const pieces = new Map<number, string[]>();
  for (const { start, end } of matches) {
    const first = lineOf(starts, start);
    const last = request.multiline ? lineOf(starts, Math.max(start, end - 1)) : first;
    for (let line = first; line <= last; line++) matched.add(line);
    if (!request.onlyMatching) continue;
    const parts = text.slice(start, end).split("\n");
    parts.forEach((part, i) => {
      // A match spanning lines prints its non-empty part on each line; an empty match prints empty.
      if (part === "" && parts.length > 1) return;
      const list = pieces.get(first + i) ?? [];
      list.push(part);
      pieces.set(first + i, list);
    });
  }
  const shown = new Set<number>();
  for (const line of matched) {
    const from = Math.max(0, line - request.before);
    const to = Math.min(starts.length - 1, line + request.after);
    for (let l = from; l <= to; l++) shown.add(l);
  }
  const lines: PrintedLine[] = [];
  for (const line of [...shown].sort((a, b) => a - b)) {
    const number = line + 1;
    if (!matched.has(line)) lines.push({ number, text: lineText(text, starts, line), isMatch: false });
    else if (!request.onlyMatching) lines.push({ number, text: lineText(text, starts, line), isMatch: true });
    else for (const part of pieces.get(line) ?? []) lines.push({ number, text: part, isMatch: true });
  }
  return lines;
}

/** One file, read at its real path `real`, reported as `path`. */
function searchFile(
  real: string,
  path: string,
  regex: RegExp,
  request: SearchRequest,
): FileMatches | undefined {
  const bytes = readRealFileSync(real, MAX_FILE_BYTES);
  if (bytes === undefined) return undefined;
  const text = decodeFileText(bytes);
  if (text === undefined || text === "") return undefined;
  const matches = findMatches(text, regex, request.multiline, request.mode === "files_with_matches");
  if (matches.length === 0) return undefined;
  if (request.mode === "files_with_matches") return { path, count: 1, lines: [] };
  const starts = lineStarts(text);
  const count = new Set(matches.map((m) => lineOf(starts, m.start))).size;
  if (request.mode === "count") return { path, count, lines: [] };
  return { path, count, lines: printedLines(text, starts, matches, request) };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function nodeSearch(request: SearchRequest): Promise<FileMatches[]> {
  const regex = compile(request);
  if (request.type !== undefined && typeGlobs(request.type) === undefined)
    throw new SearchOptionError(unknownTypeMessage(request.type));
  const { realRoot } = request;
  const files = request.rootIsFile
    ? [realRoot]
    : await walkFiles(
        realRoot,
        "**",
        entryFilter(realRoot, await IgnoreRules.forRoot(realRoot), {
          globs: request.globs,
          type: request.type,
        }),
        request.signal,
      );
  const results: FileMatches[] = [];
  let sliceStart = performance.now();
  for (const file of files) {
    const shown = request.rootIsFile ? request.root : underRoot(file, realRoot, request.root);
    const found = searchFile(file, shown, regex, request);
    if (found !== undefined) results.push(found);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      request.signal.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return results;
}
