// The ripgrep backend: builds the command line from a SearchRequest, runs rg (never through a shell,
// with the policy's environment only), and parses its NUL-separated output back into FileMatches.
// ripgrep's own config files, global gitignore, .ignore/.rgignore files and colours are switched off
// so the result depends on the request and the tree alone.
import { dirname, isAbsolute, join } from "node:path";
import { insideGitRepository } from "./git-repository";
import {
  type FileMatches,
  PatternError,
  type PrintedLine,
  SearchOptionError,
  type SearchRequest,
} from "./search-request";

/** More output than this is refused rather than held in memory. */
export const MAX_RIPGREP_OUTPUT_BYTES = 128 * 1024 * 1024;

/** ripgrep could not be started at all (missing, not executable, wrong architecture). */
export class RipgrepUnavailable extends Error {}

export function ripgrepArgs(request: SearchRequest, requireGit: boolean): string[] {
  const args = [
    "--no-config",
    "--no-messages",
    "--color=never",
    "--hidden",
    "--no-ignore-dot",
    "--no-ignore-global",
    "--null",
    "--with-filename",
    "--no-heading",
  ];
  // Outside a repository ripgrep would ignore .gitignore files; steward respects them everywhere.
  if (!requireGit) args.push("--no-require-git");
  if (request.caseInsensitive) args.push("--ignore-case");
  if (request.multiline) args.push("--multiline", "--multiline-dotall");
  if (request.mode === "content") {
    args.push("--line-number");
    if (request.onlyMatching) args.push("--only-matching");
    if (request.after > 0) args.push(`--after-context=${String(request.after)}`);
    if (request.before > 0) args.push(`--before-context=${String(request.before)}`);
  } else {
    // --count for file lists too: --files-with-matches stops at the first match and so lists files
    // that turn out to be binary further on, which every other mode skips.
    args.push("--count");
  }
  for (const glob of request.globs) args.push(`--glob=${glob}`);
  args.push("--glob=!.git");
  if (request.type !== undefined) args.push(`--type=${request.type}`);
  args.push("--regexp", request.pattern, "--", request.root);
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

export async function ripgrepSearch(binary: string, request: SearchRequest): Promise<FileMatches[]> {
  const requireGit = await insideGitRepository(request.rootIsFile ? dirname(request.root) : request.root);
  // Loaded on the first search rather than at start-up (execa is ~170 kB of code).
  const { execa } = await import("execa");
  const result = await execa(binary, ripgrepArgs(request, requireGit), {
    cwd: request.rootIsFile ? dirname(request.root) : request.root,
    env: request.env,
    extendEnv: false,
    cancelSignal: request.signal,
    reject: false,
    stdin: "ignore",
    stripFinalNewline: false,
    maxBuffer: MAX_RIPGREP_OUTPUT_BYTES,
  });
  if (result.isCanceled || request.signal.aborted) throw new Error("Interrupted: the search was stopped.");
  if (result.isMaxBuffer)
    throw new Error(
      `The search produced more than ${String(MAX_RIPGREP_OUTPUT_BYTES / 1024 / 1024)} MB of output. Narrow it with path, glob or type, or use output_mode "files_with_matches".`,
    );
  // No exit code: it never started. 126/127: the system fell back to /bin/sh, which could not run it
  // (a binary for another architecture); ripgrep itself only exits with 0, 1 or 2.
  if (result.exitCode === undefined || result.exitCode === 126 || result.exitCode === 127)
    throw new RipgrepUnavailable(result.message);
  // 1 is "no match"; 2 with nothing said means some files could not be read (messages are off).
  if (result.exitCode === 2 && result.stderr.trim() !== "") throw failure(result.stderr, request.pattern);
  if (result.exitCode > 2)
    throw new Error(`ripgrep failed (exit code ${String(result.exitCode)}): ${result.stderr.trim()}`);
  return parseRipgrepOutput(result.stdout, request.mode, request.root);
}
