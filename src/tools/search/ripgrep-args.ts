// ripgrep's command lines. The walk runs from the root's real path (judged by the policy), chooses
// files as ripgrep chooses them (ignore files, globs, types, hidden files, never .git), and reads the
// pattern as given: always a value, never an option. Its config files, global gitignore, .ignore and
// .rgignore files and colours are off, so the result depends on the request and the tree alone.
import type { SearchRequest } from "./search-request";

/** How the pattern is read, in every run. */
function matchingArgs(request: SearchRequest): string[] {
  const args = ["--no-config", "--no-messages", "--color=never", "--null", "--with-filename", "--no-heading"];
  if (request.caseInsensitive) args.push("--ignore-case");
  if (request.multiline) args.push("--multiline", "--multiline-dotall");
  return args;
}

/** Which files the walk sees. */
function walkArgs(request: SearchRequest, requireGit: boolean): string[] {
  const args = ["--hidden", "--no-ignore-dot", "--no-ignore-global"];
  // Outside a repository ripgrep would ignore .gitignore files; steward respects them everywhere.
  if (!requireGit) args.push("--no-require-git");
  for (const glob of request.globs) args.push(`--glob=${glob}`);
  args.push("--glob=!.git");
  if (request.type !== undefined) args.push(`--type=${request.type}`);
  return args;
}

/**
 * Printed lines, which are checked against the files themselves before anything is shown
 * (ripgrep-verify.ts): the lines to show (content mode), every matching line (counts, which are the
 * matching lines counted), or one per file (a file list: one line proves the match; a file that turns
 * out to be binary further on is dropped when it is read whole for the check).
 */
export function printArgs(request: SearchRequest, requireGit: boolean): string[] {
  const args = [...matchingArgs(request), ...walkArgs(request, requireGit), "--line-number"];
  if (request.mode === "content") {
    if (request.onlyMatching) args.push("--only-matching");
    if (request.after > 0) args.push(`--after-context=${String(request.after)}`);
    if (request.before > 0) args.push(`--before-context=${String(request.before)}`);
  } else if (request.mode === "files_with_matches") {
    args.push("--max-count=1");
  }
  args.push("--regexp", request.pattern, "--", request.realRoot);
  return args;
}

/**
 * Multiline counts are not the matching lines (a match spanning three lines counts once), and carry no
 * lines to check: the walk only names the files that match, to be counted pinned (ripgrep-pinned.ts).
 */
export function candidateArgs(request: SearchRequest, requireGit: boolean): string[] {
  return [
    ...matchingArgs(request),
    ...walkArgs(request, requireGit),
    "--files-with-matches",
    "--regexp",
    request.pattern,
    "--",
    request.realRoot,
  ];
}

/** The counts, from files already chosen and opened (their /proc/self/fd names). */
export function countArgs(request: SearchRequest, files: readonly string[]): string[] {
  return [...matchingArgs(request), "--count", "--regexp", request.pattern, "--", ...files];
}
