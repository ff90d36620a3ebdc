// Which lines of a pull request a review comment may target. GitHub answers 422 when an inline comment
// points at a line outside the diff; the fake does the same so inline-review code is tested honestly.

export interface CommentableLines {
  RIGHT: Set<number>;
  LEFT: Set<number>;
}

/** Parses a unified-diff `patch` as GitHub returns it for one file. */
export function commentableLines(patch: string): CommentableLines {
  const lines: CommentableLines = { RIGHT: new Set(), LEFT: new Set() };
  let oldLine = 0;
  let newLine = 0;
  for (const text of patch.split("\n")) {
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (hunk !== null) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      continue;
    }
    if (text.startsWith("+")) lines.RIGHT.add(newLine++);
    else if (text.startsWith("-")) lines.LEFT.add(oldLine++);
    else if (text.startsWith(" ") || text === "") {
      lines.RIGHT.add(newLine++);
      lines.LEFT.add(oldLine++);
    }
  }
  return lines;
}
