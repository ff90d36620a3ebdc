// What git prints, and where it comes from. The policy judges the files a git command names: a
// `REV:path` object is a read of that path, a pathspec is a read of the files it names. What it cannot
// see is refused: a pathspec git matches itself (`'*.env'`, `:(glob)…`), an object named by id or read
// from standard input (`git cat-file -p <id>`, `--batch`), configuration listed wholesale or a key
// that holds credentials. Queries that only print are read-only: `git config --get user.name`,
// `git remote -v` (the policy checks that no URL git would print carries credentials).
import { posix } from "node:path";
import type { DangerousOption, PathUse } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import type { Scan } from "../options";
import { pathUses } from "../paths";
import type { Word } from "../words";
import type { ProgramContext } from "./types";

/** Subcommands that print the content of files (from the working tree or the object store). */
const PRINTS_CONTENT = new Set([
  "log",
  "show",
  "whatchanged",
  "diff",
  "diff-tree",
  "diff-index",
  "diff-files",
  "blame",
  "annotate",
  "grep",
  "cat-file",
  "range-diff",
  "stash",
]);

const GLOB_CHARACTERS = /[*?[]/;
/** `:(glob)x`, `:!x`, `:^x`: pathspec magic, matched by git itself. */
const PATHSPEC_MAGIC = /^:[(!^]/;

/** `REV:path` (or `:path`, `:0:path`): an object of the repository named by its path. */
function blobPath(value: string): string | undefined {
  if (value.startsWith(":/") || PATHSPEC_MAGIC.test(value)) return undefined;
  return /^([^:]*):(.+)$/.exec(value)?.[2];
}

/** `REV:path` operands as reads of the path, relative to the repository root (or the cwd for ./ and ../). */
export function blobPaths(
  operands: readonly Word[],
  ctx: ProgramContext,
  cwds: readonly string[],
): PathUse[] {
  const uses: PathUse[] = [];
  for (const word of operands) {
    const path = blobPath(word.value);
    if (path === undefined) continue;
    const relativeToCwd = path.startsWith("./") || path.startsWith("../");
    const base = relativeToCwd ? cwds : [ctx.env.workspaceRoot];
    uses.push(...pathUses("read", posix.isAbsolute(path) ? `.${path}` : path, "operand", { cwds: base }));
  }
  return uses;
}

/**
 * Operands of a content-printing subcommand that git may take for pathspecs, as reads. A revision
 * (`main`, `HEAD~2`) judged as a path is a harmless read inside the workspace; a pathspec git matches
 * itself is flagged, since which files it reaches cannot be judged.
 */
export function pathspecReads(
  subcommand: string,
  operands: readonly Word[],
  cwds: readonly string[],
): { paths: PathUse[]; dangerous: DangerousOption[] } {
  const paths: PathUse[] = [];
  const dangerous: DangerousOption[] = [];
  if (!PRINTS_CONTENT.has(subcommand) || subcommand === "cat-file") return { paths, dangerous };
  for (const word of operands) {
    if (word.processSubstitution) continue;
    const value = word.value;
    if (GLOB_CHARACTERS.test(value) || PATHSPEC_MAGIC.test(value)) {
      if (!dangerous.some((d) => d.token === value))
        dangerous.push(dangerousOption("git", "<pathspec pattern>", value));
      continue;
    }
    if (blobPath(value) !== undefined) continue; // judged as REV:path
    const path = value.startsWith(":/") ? value.slice(2) || "." : value;
    paths.push(...pathUses("read", path, "operand", { cwds }));
  }
  return { paths, dangerous };
}

/** A revision that names a commit (or a tree) by name, never a blob: `HEAD~2`, `main^{tree}`. */
function namesCommit(value: string): boolean {
  if (/^[0-9a-f]{4,64}$/i.test(value)) return false;
  if (/\^\{(?:blob|)\}/.test(value)) return false;
  return /^[A-Za-z0-9_./@{}~^-]+$/.test(value) && !value.startsWith("-");
}

const CAT_FILE_TYPES = new Set(["blob", "tree", "commit", "tag"]);

/**
 * `git cat-file`: printing an object is judged by the path it is named by. An object named by id,
 * by a type and id, or read from standard input (`--batch`) could be any file's content: flagged.
 */
export function catFileFindings(scan: Scan, args: readonly Word[]): DangerousOption[] {
  const found: DangerousOption[] = [];
  const batch = args.find((word) => /^--batch(?:-command)?(?:=|$)/.test(word.value));
  if (batch !== undefined) found.push(dangerousOption("git", "<object>", batch.value));
  const [first, ...rest] = scan.operands;
  const typed = first !== undefined && CAT_FILE_TYPES.has(first.value);
  const printing = typed || scan.options.some((o) => o.name === "-p");
  if (!printing) return found;
  for (const word of typed ? rest : scan.operands)
    if (blobPath(word.value) === undefined && (typed || !namesCommit(word.value)))
      found.push(dangerousOption("git", "<object>", word.value));
  return found;
}

/** Keys whose values can be credentials or send them elsewhere. */
const CREDENTIAL_KEY =
  /^(?:http\.|https\.|credential\.|url\.|include\.|includeif\.)|extraheader|token|passw|secret|cookie|auth|private|key$/i;
/** Keys whose values are URLs: printed only after the policy checked no URL holds credentials. */
const URL_KEY = /^remote\..+\.(?:push)?url$/i;

const CONFIG_QUERY_FLAGS = new Set([
  "--get",
  "--get-all",
  "--all",
  "--local",
  "--global",
  "--system",
  "--worktree",
  "--show-origin",
  "--show-scope",
  "--show-names",
  "--null",
  "-z",
  "--includes",
  "--no-includes",
  "--bool",
  "--int",
  "--bool-or-int",
  "--path",
  "--expiry-date",
  "--type",
  "--default",
  "--value",
  "--fixed-value",
  "--name-only",
]);
/** Options (and `git config` subcommands) that print many values at once. */
const CONFIG_LISTING = new Set([
  "-l",
  "--list",
  "--get-regexp",
  "--get-urlmatch",
  "--regexp",
  "--url",
  "list",
  "get-regexp",
]);

export interface ConfigQuery {
  readOnly: boolean;
  dangerous: DangerousOption[];
  /** The query prints remote URLs: the policy checks they carry no credentials. */
  printsUrls: boolean;
}

const NOT_A_QUERY: ConfigQuery = { readOnly: false, dangerous: [], printsUrls: false };

/**
 * `git config` that only reads one value: `--get NAME`, `get NAME`, or `NAME` alone. Listing
 * (`--list`, `--get-regexp`) and keys that can hold credentials are flagged; anything that sets,
 * unsets or edits is not read-only, nor is `--file F` or `--blob` (they read other files).
 */
export function configQuery(args: readonly Word[]): ConfigQuery {
  const operands: string[] = [];
  const options: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const value = (args[i] as Word).value;
    const name = value.split("=")[0] as string;
    if (CONFIG_LISTING.has(name))
      return { ...NOT_A_QUERY, dangerous: [dangerousOption("git", "<config listing>", value)] };
    if (!value.startsWith("-")) operands.push(value);
    else {
      options.push(name);
      if ((name === "--type" || name === "--default") && !value.includes("=")) i++;
    }
  }
  if (!options.every((name) => CONFIG_QUERY_FLAGS.has(name))) return NOT_A_QUERY;
  const getOption = options.includes("--get") || options.includes("--get-all");
  const names = operands[0] === "get" ? operands.slice(1) : operands;
  // `--get NAME [VALUE-PATTERN]`; `get NAME`; the old `NAME` alone (`NAME VALUE` sets it).
  const most = getOption ? 2 : 1;
  const key = names[0];
  if (key === undefined || names.length > most) return NOT_A_QUERY;
  if (CREDENTIAL_KEY.test(key))
    return { ...NOT_A_QUERY, dangerous: [dangerousOption("git", "<credential key>", key)] };
  return { readOnly: true, dangerous: [], printsUrls: URL_KEY.test(key) };
}

/** `git remote`, `git remote -v`, `git remote get-url NAME`: they print names and URLs only. */
export function remoteQuery(args: readonly Word[]): { readOnly: boolean; printsUrls: boolean } {
  const values = args.map((word) => word.value);
  if (values.every((v) => v === "-v" || v === "--verbose"))
    return { readOnly: true, printsUrls: values.length > 0 };
  if (values[0] === "get-url" && values.slice(1).filter((v) => !v.startsWith("-")).length === 1)
    return {
      readOnly: values.slice(1).every((v) => !v.startsWith("-") || v === "--push" || v === "--all"),
      printsUrls: true,
    };
  return { readOnly: false, printsUrls: false };
}
