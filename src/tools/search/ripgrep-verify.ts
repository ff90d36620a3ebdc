// ripgrep's printed lines checked against the files themselves. ripgrep opens files by path, so a
// directory swapped for a link while it walks could make it read a file outside the workspace. Each
// file it names is therefore opened pinned at its real path (the walk ran from the real root, so the
// path printed must be where the file really is), read whole, skipped when binary, and kept only if
// every line ripgrep printed is that very line of the file: what is shown came from the file allowed.
// A file changed while ripgrep read it fails the check too, and is left out.
import { readRealFileSync } from "../safe-fs/search-io";
import { decodeFileText } from "./file-text";
import { lineStarts, lineText } from "./regex-matches";
import type { FileMatches, SearchRequest } from "./search-request";

/** Files larger than this are skipped (a JavaScript string cannot hold much more). */
const MAX_VERIFIED_BYTES = 256 * 1024 * 1024;

function printedLinesHold(file: FileMatches, text: string, onlyMatching: boolean): boolean {
  const starts = lineStarts(text);
  return file.lines.every((printed) => {
    if (printed.number < 1 || printed.number > starts.length) return false;
    const line = lineText(text, starts, printed.number - 1);
    return onlyMatching && printed.isMatch ? line.includes(printed.text) : line === printed.text;
  });
}

/** The files whose printed lines are lines of the file really at their path; the rest left out. */
export function verifiedFiles(files: readonly FileMatches[], request: SearchRequest): FileMatches[] {
  const kept: FileMatches[] = [];
  for (const file of files) {
    const bytes = readRealFileSync(file.path, MAX_VERIFIED_BYTES);
    const text = bytes === undefined ? undefined : decodeFileText(bytes);
    if (text === undefined || !printedLinesHold(file, text, request.onlyMatching)) continue;
    kept.push(file);
  }
  return kept;
}
