// A fork's pull request cannot take steward's push, but its author can apply a suggestion with one
// click. Each file the run changed in one small hunk, on lines the pull request's diff shows, becomes a
// suggestion: the changed stretch of the head's lines and the text that replaces it. Anything larger or
// elsewhere stays in the patch, which the report carries whole.
import { parsePatch, type StructuredPatch } from "diff";
import type { ReviewComment, ReviewHunk } from "../../tools/session/review";

/** Larger changes read better as a patch than as a suggestion. */
export const MAX_SUGGESTION_LINES = 30;

const BODY = "steward's change for these lines (it is also in the patch in the run's report).";

function pathOf(name: string | undefined): string | undefined {
  if (name === undefined || name === "/dev/null") return undefined;
  return name.replace(/^[ab]\//, "");
}

/** The one hunk's changed stretch as head line numbers and the text replacing them, if it is small. */
function suggestionOf(file: StructuredPatch): Omit<ReviewComment, "path" | "side" | "body"> | undefined {
  const hunk = file.hunks.length === 1 ? file.hunks[0] : undefined;
  if (hunk === undefined) return undefined;
  // A missing final newline would make the suggestion change more than it shows.
  if (hunk.lines.some((l) => l.startsWith("\\"))) return undefined;
  const first = hunk.lines.findIndex((l) => !l.startsWith(" "));
  const last = hunk.lines.findLastIndex((l) => !l.startsWith(" "));
  if (first === -1) return undefined;
  let from = first;
  let to = last;
  const oldNumbers: number[] = [];
  let oldLine = hunk.oldStart;
  const numbered = hunk.lines.map((l) => (l.startsWith("+") ? undefined : oldLine++));
  const span = () => hunk.lines.slice(from, to + 1);
  // A pure insertion replaces no line: take the context line before it (or after) along.
  if (!span().some((l) => l.startsWith("-"))) {
    if (from > 0) from--;
    else if (to < hunk.lines.length - 1) to++;
    else return undefined;
  }
  for (let i = from; i <= to; i++) {
    const n = numbered[i];
    if (n !== undefined) oldNumbers.push(n);
  }
  const replacement = span()
    .filter((l) => !l.startsWith("-"))
    .map((l) => l.slice(1));
  const start = oldNumbers[0];
  const end = oldNumbers.at(-1);
  if (start === undefined || end === undefined) return undefined;
  if (end - start + 1 > MAX_SUGGESTION_LINES || replacement.length > MAX_SUGGESTION_LINES) return undefined;
  return {
    line: end,
    ...(start === end ? {} : { startLine: start }),
    suggestion: replacement.join("\n"),
  };
}

/** Suggestions for the small changes in `patch` (the run's diff against the head) that fit the PR's diff. */
export function suggestionsFromDiff(
  patch: string,
  files: ReadonlyMap<string, readonly ReviewHunk[]>,
): ReviewComment[] {
  if (patch.trim() === "") return [];
  let parsed: StructuredPatch[];
  try {
    parsed = parsePatch(patch);
  } catch {
    return [];
  }
  const out: ReviewComment[] = [];
  for (const file of parsed) {
    const oldPath = pathOf(file.oldFileName);
    const path = pathOf(file.newFileName);
    // Added, deleted and renamed files are no lines of the head to suggest on.
    if (path === undefined || oldPath !== path) continue;
    const hunks = files.get(path);
    if (hunks === undefined) continue;
    const suggestion = suggestionOf(file);
    if (suggestion === undefined) continue;
    const start = suggestion.startLine ?? suggestion.line;
    const inDiff = hunks.some(
      (h) => h.RIGHT !== undefined && start >= h.RIGHT.start && suggestion.line <= h.RIGHT.end,
    );
    if (inDiff) out.push({ path, side: "RIGHT", body: BODY, ...suggestion });
  }
  return out;
}
