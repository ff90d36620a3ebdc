// The ripgrep backend. ripgrep opens files by path, so a directory swapped for a link while it walks
// could make it read outside the workspace: nothing it prints is shown as it is. It prints lines (to
// show, to count, or one per file for a file list), which are checked against the files themselves,
// opened pinned (ripgrep-verify.ts); multiline counts, which are not lines, come from a second run
// over the files opened pinned (ripgrep-pinned.ts). ripgrep never runs through a shell and sees only
// the policy's environment.
import { isAbsolute, join } from "node:path";
import { insideGitRepository } from "./git-repository";
import { candidateArgs, countArgs, printArgs } from "./ripgrep-args";
import { searchPinnedCandidates } from "./ripgrep-pinned";
import { verifiedFiles } from "./ripgrep-verify";
import {
  MAX_RIPGREP_OUTPUT_BYTES,
  type RipgrepLimits,
  RipgrepRunaway,
  RipgrepUnavailable,
  spawnRipgrep,
} from "./run-ripgrep";
import {
  type FileMatches,
  PatternError,
  type PrintedLine,
  SearchOptionError,
  type SearchRequest,
} from "./search-request";
import { underRoot } from "./walk";

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
async function runRipgrep(
  binary: string,
  args: readonly string[],
  request: SearchRequest,
  options: { cwd: string; descriptors?: readonly number[]; limits?: RipgrepLimits },
): Promise<string> {
  const result = await spawnRipgrep(binary, args, { ...options, env: request.env, signal: request.signal });
  if (request.signal.aborted) throw new Error("Interrupted: the search was stopped.");
  if (result.runaway !== undefined)
    throw new RipgrepRunaway(
      `ripgrep was stopped: ${result.runaway} (a .gitignore that is a FIFO, or a link to a device such as /dev/zero, does this).`,
    );
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

/** The directory ripgrep walks from: the root's real path, or the real directory of a file root. */
const walkDirectory = (request: SearchRequest) =>
  request.rootIsFile ? request.realRoot.slice(0, request.realRoot.lastIndexOf("/")) || "/" : request.realRoot;

async function walk(
  binary: string,
  request: SearchRequest,
  args: (requireGit: boolean) => string[],
  limits: RipgrepLimits | undefined,
): Promise<string> {
  const cwd = walkDirectory(request);
  return runRipgrep(binary, args(await insideGitRepository(cwd)), request, {
    cwd,
    ...(limits === undefined ? {} : { limits }),
  });
}

/** Multiline counts: the files the walk names, opened pinned, then counted by a second run over them. */
async function counted(
  binary: string,
  request: SearchRequest,
  limits: RipgrepLimits | undefined,
): Promise<FileMatches[]> {
  const stdout = await walk(binary, request, (requireGit) => candidateArgs(request, requireGit), limits);
  const found = stdout
    .split("\0")
    .map((line) => line.replace(/^\n/, ""))
    .filter((line) => line !== "")
    .map((path) => (isAbsolute(path) ? path : join(walkDirectory(request), path)));
  if (found.length === 0) return [];
  return searchPinnedCandidates(found, async (names, descriptors) => {
    const output = await runRipgrep(binary, countArgs(request, names), request, { cwd: "/", descriptors });
    return parseRipgrepOutput(output, "count", "/");
  });
}

export async function ripgrepSearch(
  binary: string,
  request: SearchRequest,
  limits?: RipgrepLimits,
): Promise<FileMatches[]> {
  let files: FileMatches[];
  if (request.mode === "count" && request.multiline) files = await counted(binary, request, limits);
  else {
    const stdout = await walk(binary, request, (requireGit) => printArgs(request, requireGit), limits);
    files = verifiedFiles(parseRipgrepOutput(stdout, "content", walkDirectory(request)), request);
    // Counted from the lines, which only content mode shows.
    if (request.mode !== "content") files = files.map((file) => ({ ...file, lines: [] }));
  }
  // Found under the real root; shown under the root as the model named it.
  return files.map((file) => ({
    ...file,
    path: request.rootIsFile ? request.root : underRoot(file.path, request.realRoot, request.root),
  }));
}
