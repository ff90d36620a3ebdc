// Which lines of a pull request an inline comment may sit on: the hunks of each file's `patch` as
// GitHub lists it (the same listing the context already fetched), parsed with jsdiff. A hunk shows
// oldStart..oldStart+oldLines-1 on the LEFT and newStart..newStart+newLines-1 on the RIGHT; GitHub
// accepts comments on exactly those lines.
import { parsePatch } from "diff";
import type { ReviewHunk } from "../../tools/session/review";

export interface FilePatch {
  path: string;
  /** Absent for binary files and diffs too large for GitHub to show: nothing there takes a comment. */
  patch?: string | undefined;
}

export function hunksOf(patch: string): ReviewHunk[] {
  let parsed;
  try {
    parsed = parsePatch(patch);
  } catch {
    // A patch jsdiff cannot read offers no line we could vouch for.
    return [];
  }
  return parsed.flatMap((file) =>
    file.hunks.map((hunk) => {
      const range: ReviewHunk = {};
      // jsdiff moves an empty side's start one line on ("-0,0" becomes 1); an empty side has no lines.
      if (hunk.oldLines > 0) range.LEFT = { start: hunk.oldStart, end: hunk.oldStart + hunk.oldLines - 1 };
      if (hunk.newLines > 0) range.RIGHT = { start: hunk.newStart, end: hunk.newStart + hunk.newLines - 1 };
      return range;
    }),
  );
}

/** Every changed file with a patch, by its path, with the hunks comments may use. */
export function reviewableFiles(files: readonly FilePatch[]): Map<string, ReviewHunk[]> {
  const map = new Map<string, ReviewHunk[]>();
  for (const file of files) {
    if (file.patch === undefined || file.patch === "") continue;
    const hunks = hunksOf(file.patch);
    if (hunks.length > 0) map.set(file.path, hunks);
  }
  return map;
}
