// One Grep call from parsed input to text: resolve and check the search root, run the search on the
// chosen backend, order the files, format. The backend is a parameter so tests run the
// same call through ripgrep and through the built-in search.
import type { ToolContext } from "../context";
import type { SearchRoot } from "../safe-fs/search-io";
import { gitDirRefusal, isInGitDir } from "./git-repository";
import { formatGrep } from "./grep-format";
import { newestFirst } from "./mtime-order";
import { runSearch, type SearchBackend } from "./search";
import { grepRoot } from "./grep-root";
import { judgedSearchRoot } from "./search-root";
import { type OutputMode, PatternError, SearchOptionError, type SearchRequest } from "./search-request";

const DEFAULT_HEAD_LIMIT = 250;

export interface GrepParams {
  pattern: string;
  path?: string | undefined;
  glob?: string | undefined;
  type?: string | undefined;
  output_mode?: OutputMode | undefined;
  "-A"?: number | undefined;
  "-B"?: number | undefined;
  "-C"?: number | undefined;
  context?: number | undefined;
  "-n"?: boolean | undefined;
  "-i"?: boolean | undefined;
  "-o"?: boolean | undefined;
  multiline?: boolean | undefined;
  head_limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * The glob parameter as ripgrep --glob values: split on whitespace, and on commas outside braces,
 * so "*.ts,*.tsx" and "*.{ts,tsx}" both work.
 */
export function splitGlobParameter(glob: string | undefined): string[] {
  if (glob === undefined) return [];
  const globs: string[] = [];
  for (const part of glob.split(/\s+/)) {
    if (part === "") continue;
    if (part.includes("{") && part.includes("}")) globs.push(part);
    else globs.push(...part.split(",").filter((g) => g !== ""));
  }
  return globs;
}

function explain(error: unknown, input: GrepParams): unknown {
  if (error instanceof PatternError)
    return new Error(
      `The pattern "${input.pattern}" is not a valid regular expression: ${error.complaint}\n` +
        'Grep uses ripgrep\'s regex syntax (Rust). Escape ( ) [ ] { } . * + ? | ^ $ \\ with a backslash to match them literally, e.g. "interface\\{\\}" finds "interface{}". Look-around and backreferences are not supported.',
    );
  if (error instanceof SearchOptionError) {
    if (input.type !== undefined && error.message.includes("file type"))
      return new Error(
        `Unknown file type "${input.type}" (${error.message}). Use a ripgrep type name such as js, ts, py, rust, go, java, c or cpp, or filter by file name with glob instead.`,
      );
    return new Error(`Invalid glob "${input.glob ?? ""}": ${error.message}`);
  }
  return error;
}

/** The root pinned and judged by where it really is, with messages for what cannot be searched. */
function searchRootOf(root: string, ctx: ToolContext): SearchRoot {
  const pinned = judgedSearchRoot(root, ctx, "Grep");
  if (pinned === "missing")
    throw new Error(
      `Path does not exist: ${root}. Give an existing file or directory, or omit path to search the working directory.`,
    );
  if (!pinned.stats.isDirectory() && !pinned.stats.isFile())
    throw new Error(`Cannot search ${root}: it is neither a regular file nor a directory.`);
  return pinned;
}

export async function runGrep(input: GrepParams, ctx: ToolContext, backend: SearchBackend): Promise<string> {
  const root = grepRoot(input, ctx);
  if (isInGitDir(root)) throw new Error(gitDirRefusal(root));
  const pinned = searchRootOf(root, ctx);
  const mode = input.output_mode ?? "files_with_matches";
  const context = input["-C"] ?? input.context;
  const content = mode === "content";
  const request: SearchRequest = {
    root,
    realRoot: pinned.real,
    rootIsFile: pinned.stats.isFile(),
    pattern: input.pattern,
    caseInsensitive: input["-i"] === true,
    multiline: input.multiline === true,
    globs: splitGlobParameter(input.glob),
    type: input.type,
    mode,
    before: content ? (input["-B"] ?? context ?? 0) : 0,
    after: content ? (input["-A"] ?? context ?? 0) : 0,
    onlyMatching: content && input["-o"] === true,
    env: ctx.env,
    signal: ctx.signal,
  };
  let files;
  try {
    files = await runSearch(request, backend);
    // What the policy does not let this session read never reaches the model, matches included.
    files = files.filter((f) => ctx.canRead(f.path));
  } catch (error) {
    throw explain(error, input);
  }
  // File lists come newest first (what changed last matters most in CI); lines and counts in path
  // order, which needs no stat per file and reads like ripgrep --sort=path.
  const ordered =
    mode === "files_with_matches"
      ? await newestFirst(files, (f) => f.path, ctx.signal)
      : [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return formatGrep(ordered, {
    mode,
    showLineNumbers: input["-n"] ?? true,
    withContext: request.before > 0 || request.after > 0,
    headLimit: input.head_limit ?? DEFAULT_HEAD_LIMIT,
    offset: input.offset ?? 0,
    cwd: ctx.cwd,
  });
}
