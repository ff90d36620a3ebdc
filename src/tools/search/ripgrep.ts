// The ripgrep backend, in two passes. The first walks the tree as ripgrep does (ignore files, globs,
// types) and names the files that match; ripgrep opens files by path, so a directory swapped for a link
// mid-walk could make it read outside the workspace, and its answer is only a list of candidates. The
// second pass (ripgrep-pinned.ts) opens each candidate pinned, has the policy judge where it really is,
// and runs ripgrep again over those open descriptors only: every line shown comes from a file the
// policy allows. ripgrep never runs through a shell, sees only the policy's environment, and has its
// config files, global gitignore, .ignore/.rgignore files and colours switched off, so the result
// depends on the request and the tree alone.
import { isAbsolute, join } from "node:path";
import { insideGitRepository } from "./git-repository";
import { searchPinnedCandidates } from "./ripgrep-pinned";
import { MAX_RIPGREP_OUTPUT_BYTES, RipgrepUnavailable, spawnRipgrep } from "./run-ripgrep";
import {
  type FileMatches,
  PatternError,
  type PrintedLine,
  SearchOptionError,
  type SearchRequest,
} from "./search-request";

/** How the pattern is read, in both passes. */
function matchingArgs(request: SearchRequest): string[] {
  const args = ["--no-config", "--no-messages", "--color=never", "--null", "--with-filename", "--no-heading"];
  if (request.caseInsensitive) args.push("--ignore-case");
  if (request.multiline) args.push("--multiline", "--multiline-dotall");
  return args;
}

/** The first pass: which files under the root match, chosen as ripgrep chooses files. */
export function candidateArgs(request: SearchRequest, requireGit: boolean): string[] {
  const args = [...matchingArgs(request), "--hidden", "--no-ignore-dot", "--no-ignore-global"];
  // Outside a repository ripgrep would ignore .gitignore files; steward respects them everywhere.
  if (!requireGit) args.push("--no-require-git");
  // Files that turn out to be binary after their first match are dropped by the second pass.
  args.push("--files-with-matches");
  for (const glob of request.globs) args.push(`--glob=${glob}`);
  args.push("--glob=!.git");
  if (request.type !== undefined) args.push(`--type=${request.type}`);
  args.push("--regexp", request.pattern, "--", request.root);
  return args;
}

/** The second pass: the output the request asks for, from the files given (already chosen). */
export function searchArgs(request: SearchRequest, files: readonly string[]): string[] {
  const args = matchingArgs(request);
  if (request.mode === "content") {
    args.push("--line-number");
    if (request.onlyMatching) args.push("--only-matching");
    if (request.after > 0) args.push(`--after-context=${String(request.after)}`);
    if (request.before > 0) args.push(`--before-context=${String(request.before)}`);
  } else {
    args.push("--count");
  }
  args.push("--regexp", request.pattern, "--", ...files);
  return args;
}

const BINARY_NOTICE = /^([\s\S]*): (?:WARNING: stopped searching binary file|binary file matches)/;
const LINE_PREFIX = /^(\d+)([:-])/;

export function parseRipgrepOutput(stdout: string, mode: SearchRequest["mode"], root: string): FileMatches[] {
  const files = new Map<string, FileMatches>();
  const binary = new Set<string>();
  const absolute = (path: string) => (isAbsolute(path) ? path : join(root, path));
  for (const line of stdout.split("\n")) {
    if (line === "" || line === "--") continue;
    const nul = line.indexOf("\0");
    if (nul < 0) {
      // ripgrep's notice about a NUL byte it met after a match: the file is binary, skip it whole.
      const notice = BINARY_NOTICE.exec(line);
      if (notice !== null) binary.add(absolute(notice[1] as string));
      continue;
    }
    const path = absolute(line.slice(0, nul));
    const rest = line.slice(nul + 1);
    if (mode !== "content") {
      files.set(path, { path, count: Number(rest), lines: [] });
      continue;
    }
    const prefix = LINE_PREFIX.exec(rest);
    if (prefix === null) continue;
    let file = files.get(path);
    if (file === undefined) {
      file = { path, count: 0, lines: [] };
      files.set(path, file);
    }
    const printed: PrintedLine = {
      number: Number(prefix[1]),
      text: rest.slice(prefix[0].length),
      isMatch: prefix[2] === ":",
    };
    file.lines.push(printed);
  }
  const results: FileMatches[] = [];
  for (const file of files.values()) {
    if (binary.has(file.path)) continue;
    if (mode === "content")
      file.count = new Set(file.lines.filter((l) => l.isMatch).map((l) => l.number)).size;
    results.push(file);
  }
  return results;
}

function failure(stderr: string, pattern: string): Error {
  const text = stderr.trim().replace(/^rg: /, "");
  if (text.startsWith("unrecognized file type")) return new SearchOptionError(text);
  if (/error parsing glob|glob/i.test(text) && !/regex/i.test(text)) return new SearchOptionError(text);
  return new PatternError(text === "" ? `ripgrep refused the pattern ${JSON.stringify(pattern)}` : text);
}

/** Runs ripgrep once; returns its standard output, or throws what its failure means. */
export async function runRipgrep(
  binary: string,
  args: readonly string[],
  request: SearchRequest,
  options: { cwd: string; descriptors?: readonly number[] },
): Promise<string> {
  const result = await spawnRipgrep(binary, args, { ...options, env: request.env, signal: request.signal });
  if (request.signal.aborted) throw new Error("Interrupted: the search was stopped.");
  if (result.overflowed)
    throw new Error(
      `The search produced more than ${String(MAX_RIPGREP_OUTPUT_BYTES / 1024 / 1024)} MB of output. Narrow it with path, glob or type, or use output_mode "files_with_matches".`,
    );
  // No exit code: it never started. 126/127: the system fell back to /bin/sh, which could not run it
  // (a binary for another architecture); ripgrep itself only exits with 0, 1 or 2.
  if (result.exitCode === undefined || result.exitCode === 126 || result.exitCode === 127)
    throw new RipgrepUnavailable(result.message);
  // 1 is "no match"; 2 with nothing said means some files could not be read (messages are off).
  if (result.exitCode === 2 && result.stderr.trim() !== "") throw failure(result.stderr, request.pattern);
  if (result.exitCode < 0 || result.exitCode > 2)
    throw new Error(`ripgrep failed (exit code ${String(result.exitCode)}): ${result.stderr.trim()}`);
  return result.stdout;
}

/** The files ripgrep's own walk finds matching: candidates only (see the top of this file). */
async function candidates(binary: string, request: SearchRequest): Promise<string[]> {
  const requireGit = await insideGitRepository(request.root);
  const stdout = await runRipgrep(binary, candidateArgs(request, requireGit), request, { cwd: request.root });
  const absolute = (path: string) => (isAbsolute(path) ? path : join(request.root, path));
  return stdout
    .split("\0")
    .map((line) => line.replace(/^\n/, ""))
    .filter((line) => line !== "")
    .map(absolute);
}

export async function ripgrepSearch(binary: string, request: SearchRequest): Promise<FileMatches[]> {
  // A file root was pinned and judged already: it is searched where it really is.
  const found = request.rootIsFile ? [request.realRoot] : await candidates(binary, request);
  if (found.length === 0) return [];
  const results = await searchPinnedCandidates(found, request, async (names, descriptors) => {
    const stdout = await runRipgrep(binary, searchArgs(request, names), request, { cwd: "/", descriptors });
    return parseRipgrepOutput(stdout, request.mode, "/");
  });
  return request.rootIsFile ? results.map((file) => ({ ...file, path: request.root })) : results;
}
