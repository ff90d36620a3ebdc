// git: global options, then a subcommand. Read-only subcommands are listed (branch and tag only when
// they list); options that run programs or write files are flagged before and after the subcommand,
// abbreviations included (git accepts unambiguous prefixes of long options, so `--ext` is flagged as
// `--ext-diff`). A subcommand git does not ship is an alias or an external program: flagged.
import type { DangerousOption, PathUse, TreeRead } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { hasOption, type OptionSpec, type Scan, scanArguments } from "../options";
import { directoryCandidates, operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { cwdRead, operandsAs, optionPaths } from "./generic";
import { GIT_COMMANDS } from "./git-commands";
import { blobPaths, catFileFindings, configQuery, pathspecReads, remoteQuery } from "./git-reads";
import type { ProgramAnalyzer, ProgramContext } from "./types";

const GLOBAL_DANGEROUS_LONG = [
  "--config-env",
  "--exec-path",
  "--paginate",
  "--git-dir",
  "--bare",
  "--work-tree",
];
const GLOBAL_WITH_VALUE = new Set([
  "--git-dir",
  "--work-tree",
  "--namespace",
  "--super-prefix",
  "--config-env",
  "--list-cmds",
  "--attr-source",
]);
const SUBCOMMAND_DANGEROUS_LONG = [
  "--output",
  "--ext-diff",
  "--textconv",
  "--upload-pack",
  "--receive-pack",
  "--exec",
  "--open-files-in-pager",
  "--filters",
  "--config",
  "--extcmd",
];
/** Real options that happen to be prefixes of dangerous ones. */
const EXACT_SAFE = new Set(["--text", "--filter"]);

/** Every spelling of three characters or more that starts one of `rows`, with the rows it starts, in order. */
function prefixesOf(rows: readonly string[]): ReadonlyMap<string, readonly string[]> {
  const prefixes = new Map<string, string[]>();
  for (const row of rows)
    for (let end = 3; end <= row.length; end++) {
      const prefix = row.slice(0, end);
      const matching = prefixes.get(prefix) ?? [];
      if (!matching.includes(row)) matching.push(row);
      prefixes.set(prefix, matching);
    }
  return prefixes;
}

const GLOBAL_DANGEROUS_PREFIXES = prefixesOf(GLOBAL_DANGEROUS_LONG);
const SUBCOMMAND_DANGEROUS_PREFIXES = prefixesOf(SUBCOMMAND_DANGEROUS_LONG);

/**
 * Dangerous long options a spelling may stand for: itself, or any it is a prefix of (looked up, not
 * searched: a command can hold thousands of long options).
 */
function dangerousLong(token: string, prefixes: ReadonlyMap<string, readonly string[]>): readonly string[] {
  if (!token.startsWith("--") || token === "--") return [];
  const eq = token.indexOf("=");
  const name = eq === -1 ? token : token.slice(0, eq);
  if (EXACT_SAFE.has(name) || name.length < 3) return [];
  return prefixes.get(name) ?? [];
}

const READ_ONLY = new Set([
  "status",
  "diff",
  "log",
  "show",
  "rev-parse",
  "ls-files",
  "ls-tree",
  "blame",
  "annotate",
  "shortlog",
  "describe",
  "rev-list",
  "cat-file",
  "merge-base",
  "name-rev",
  "show-ref",
  "for-each-ref",
  "diff-tree",
  "diff-files",
  "diff-index",
  "show-branch",
  "check-ignore",
  "check-attr",
  "check-mailmap",
  "check-ref-format",
  "count-objects",
  "grep",
  "whatchanged",
  "version",
  "range-diff",
  "cherry",
]);

const BRANCH_LISTING = new Set([
  "-a",
  "--all",
  "-r",
  "--remotes",
  "-l",
  "--list",
  "-v",
  "-vv",
  "--verbose",
  "-q",
  "--quiet",
  "--contains",
  "--no-contains",
  "--merged",
  "--no-merged",
  "--points-at",
  "--sort",
  "--format",
  "--column",
  "--no-column",
  "--color",
  "--no-color",
  "--show-current",
  "--abbrev",
  "--no-abbrev",
  "-i",
  "--ignore-case",
  "--omit-empty",
]);
const TAG_LISTING = new Set([
  "-l",
  "--list",
  "--contains",
  "--no-contains",
  "--merged",
  "--no-merged",
  "--points-at",
  "--sort",
  "--format",
  "--column",
  "--no-column",
  "--color",
  "-i",
  "--ignore-case",
  "--omit-empty",
]);

const SUBCOMMAND_SPEC: OptionSpec = {
  shortArgs: "",
  longArgs: [
    "--format",
    "--pretty",
    "--author",
    "--committer",
    "--grep",
    "--since",
    "--until",
    "--after",
    "--before",
    "--max-count",
    "--skip",
    "--sort",
    "--abbrev",
    "--points-at",
    "--contains",
    "--merged",
    "--no-merged",
  ],
  pathOptions: { "--contents": "read", "--ignore-revs-file": "read", "--exclude-from": "read" },
};

/** A `git branch`/`git tag` that only lists: listing options (abbreviations included), and no name unless --list. */
function onlyListing(scan: Scan, allowed: ReadonlySet<string>): boolean {
  const longs = [...allowed].filter((name) => name.startsWith("--"));
  const listingOption = scan.options.every((option) => {
    if (!option.token.startsWith("--"))
      return allowed.has(option.name) || (allowed === TAG_LISTING && /^-[n0-9]$/.test(option.name));
    const written = option.token.split("=")[0] as string;
    return longs.some((name) => name.startsWith(written));
  });
  const list = scan.options.some(
    (option) => option.name === "-l" || (option.token.startsWith("--l") && "--list".startsWith(option.token)),
  );
  return listingOption && (scan.operands.length === 0 || list);
}

function subcommandReadOnly(subcommand: string, scan: Scan, rest: readonly Word[]): boolean {
  if (READ_ONLY.has(subcommand)) return true;
  const first = scan.operands[0]?.value;
  switch (subcommand) {
    case "config":
      return configQuery(rest).readOnly;
    case "remote":
      return remoteQuery(rest).readOnly;
    case "branch":
      return onlyListing(scan, BRANCH_LISTING);
    case "tag":
      return onlyListing(scan, TAG_LISTING);
    case "stash":
      return first === "list" || first === "show";
    case "worktree":
      return first === "list";
    case "reflog":
      return !["expire", "delete", "drop", "write"].includes(first ?? "show");
    default:
      return false;
  }
}

interface GlobalOptions {
  /** Index of the subcommand in `args`. */
  at: number;
  cwds: readonly string[];
  /** Directories named as the repository or work tree (--git-dir, --work-tree), as cd would reach them. */
  named?: readonly string[];
  paths: PathUse[];
  dangerous: DangerousOption[];
}

function flagOnce(dangerous: DangerousOption[], option: string, token: string): void {
  if (!dangerous.some((d) => d.option === option)) dangerous.push(dangerousOption("git", option, token));
}

/**
 * The options before the subcommand: -C moves where git runs, several are dangerous. git chdir()s to
 * a -C directory, so `-C link/..` lands where the kernel climbs from the link's target: the working
 * directories after it are those `cd` would give (both readings of `..`, see directoryCandidates).
 */
function readGlobalOptions(args: readonly Word[], ctx: ProgramContext): GlobalOptions {
  const paths: PathUse[] = [];
  const dangerous: DangerousOption[] = [];
  const named: string[] = [];
  let cwds: readonly string[] = ctx.cwds;
  let i = 0;
  for (; i < args.length; i++) {
    const token = (args[i] as Word).value;
    if (!token.startsWith("-")) break;
    if (token === "-C") {
      const dir = args[++i];
      if (dir !== undefined) {
        paths.push(...operandPaths("read", dir, { cwds }));
        cwds = directoryCandidates(dir.value, cwds);
      }
      continue;
    }
    if (token.startsWith("-c") && !token.startsWith("--")) {
      flagOnce(dangerous, "-c", token);
      if (token === "-c") i++;
      continue;
    }
    if (token === "-p") {
      flagOnce(dangerous, "-p", token);
      continue;
    }
    for (const option of dangerousLong(token, GLOBAL_DANGEROUS_PREFIXES)) flagOnce(dangerous, option, token);
    const name = token.split("=")[0] as string;
    let value: Word | undefined;
    if (GLOBAL_WITH_VALUE.has(name) && !token.includes("=")) value = args[++i];
    const valueText = token.includes("=") ? token.slice(token.indexOf("=") + 1) : value?.value;
    if ((name === "--git-dir" || name === "--work-tree") && valueText !== undefined) {
      paths.push(...pathUses("read", valueText, "operand", { cwds }));
      named.push(...directoryCandidates(valueText, cwds));
    }
  }
  return { at: i, cwds, named, paths, dangerous };
}

/** Short options of log-like subcommands that take a value: `-n 5`, `-S text`, `-L 1,9:file`, `-O orderfile`. */
const LOG_LIKE = new Set(["log", "show", "whatchanged", "shortlog"]);
const DIFF_LIKE = new Set(["diff", "diff-tree", "diff-index", "diff-files", "range-diff"]);

function subcommandSpec(subcommand: string): OptionSpec {
  const paths = SUBCOMMAND_SPEC.pathOptions;
  if (subcommand === "grep")
    return {
      ...SUBCOMMAND_SPEC,
      shortArgs: "efABCmO",
      longFlags: ["--untracked", "--no-index", "--no-exclude-standard"],
      pathOptions: { ...paths, "-f": "read" },
    };
  if (subcommand === "ls-files") return { ...SUBCOMMAND_SPEC, pathOptions: { ...paths, "-X": "read" } };
  if (subcommand === "blame" || subcommand === "annotate")
    return { ...SUBCOMMAND_SPEC, shortArgs: "L", pathOptions: { ...paths, "-S": "read" } };
  if (LOG_LIKE.has(subcommand))
    return { ...SUBCOMMAND_SPEC, shortArgs: "nSGLI", pathOptions: { ...paths, "-O": "read" } };
  if (DIFF_LIKE.has(subcommand))
    return { ...SUBCOMMAND_SPEC, shortArgs: "SGI", pathOptions: { ...paths, "-O": "read" } };
  return SUBCOMMAND_SPEC;
}

/** Options after the subcommand that are dangerous (abbreviations included), and the file --output writes. */
function subcommandDangers(
  rest: readonly Word[],
  scan: Scan,
  subcommand: string,
  sub: ProgramContext,
): GlobalOptions {
  const paths: PathUse[] = [];
  const dangerous: DangerousOption[] = [];
  for (let j = 0; j < rest.length; j++) {
    const word = rest[j] as Word;
    if (word.value === "--") break;
    for (const option of dangerousLong(word.value, SUBCOMMAND_DANGEROUS_PREFIXES)) {
      flagOnce(dangerous, option, word.value);
      if (option === "--output") {
        const eq = word.value.indexOf("=");
        const target = eq === -1 ? rest[j + 1]?.value : word.value.slice(eq + 1);
        if (target !== undefined) paths.push(...pathUses("write", target, "operand", sub));
      }
    }
  }
  const has = (name: string) => scan.options.some((o) => o.name === name);
  if (subcommand === "grep" && has("-O")) flagOnce(dangerous, "-O", "-O");
  if (subcommand === "clone" && has("-c")) flagOnce(dangerous, "-c", "-c");
  if ((subcommand === "rebase" || subcommand === "difftool") && has("-x")) flagOnce(dangerous, "-x", "-x");
  // Subcommands of subcommands that run a command given on the command line.
  if (subcommand === "submodule" && scan.operands.some((word) => word.value === "foreach"))
    flagOnce(dangerous, "foreach", "foreach");
  if (subcommand === "bisect" && scan.operands[0]?.value === "run") flagOnce(dangerous, "run", "run");
  return { at: 0, cwds: sub.cwds, paths, dangerous };
}

/** `-L 10,20:file` and `-L :name:file` read the file. */
function rangeFiles(scan: Scan, sub: ProgramContext): PathUse[] {
  return scan.options.flatMap((o) => {
    const file = o.name === "-L" ? /:([^:]+)$/.exec(o.value ?? "")?.[1] : undefined;
    return file === undefined ? [] : pathUses("read", file, "operand", sub);
  });
}

const GREP_HINT =
  "name the directories to search, or search only what git tracks (git grep without --untracked or --no-index)";
const DIFF_HINT = "compare the files themselves, or directories that hold no secret-like files";

/**
 * Files a subcommand reads from the working tree or the object store: its operands, `REV:path`
 * objects, pathspecs; and the whole tree for `git grep --untracked|--no-index` and `git diff --no-index`.
 */
function readPaths(subcommand: string, scan: Scan, ctx: ProgramContext, sub: ProgramContext): GlobalOptions {
  const patternGiven = scan.options.some((o) => o.name === "-e" || o.name === "-f" || o.name === "--regexp");
  const operands = subcommand === "grep" && !patternGiven ? scan.operands.slice(1) : scan.operands;
  const worktree =
    subcommand === "grep"
      ? hasOption(scan, "--untracked", "--no-index")
      : subcommand === "diff" && hasOption(scan, "--no-index");
  const tree: TreeRead = {
    reader: `git ${subcommand} ${subcommand === "diff" ? "--no-index" : "--untracked"}`,
    follow: true,
    hint: subcommand === "diff" ? DIFF_HINT : GREP_HINT,
  };
  const paths: PathUse[] = [];
  const direct = subcommand === "diff" || subcommand === "grep" ? operands : [...scan.afterDoubleDash];
  for (const use of operandsAs("read", direct, sub)) paths.push(worktree ? { ...use, tree } : use);
  if (worktree && subcommand === "grep" && operands.length === 0)
    paths.push(...cwdRead(sub).map((use) => ({ ...use, tree })));
  paths.push(...blobPaths(scan.operands, ctx, sub.cwds), ...rangeFiles(scan, sub));
  const pathspecs = pathspecReads(subcommand, operands, sub.cwds);
  for (const use of pathspecs.paths)
    if (!paths.some((p) => p.path === use.path && p.kind === use.kind)) paths.push(use);
  return { at: 0, cwds: sub.cwds, paths, dangerous: pathspecs.dangerous };
}

/**
 * Subcommands that write the working tree at the paths they name — from the index, another revision,
 * or by deleting: each pathspec is a write of everything below it (judge-replace.ts), so
 * `git checkout other -- .husky` is a write to the hooks and `git checkout -- .` a write to the whole
 * workspace. Without `--`, a checkout's operands may be a branch or paths: all are judged as paths.
 * Subcommands that rewrite the tree from history without naming paths (switching branches, stash
 * pop, merge, rebase, reset --hard, apply) are never read-only; docs/policy.md says what guards them.
 */
function writtenPaths(subcommand: string, scan: Scan, sub: ProgramContext): PathUse[] {
  const has = (...names: string[]) => scan.options.some((o) => names.includes(o.name));
  let operands: readonly Word[];
  switch (subcommand) {
    case "checkout":
      operands = scan.afterDoubleDash.size > 0 ? [...scan.afterDoubleDash] : scan.operands;
      break;
    case "restore":
      operands = has("--staged", "-S") && !has("--worktree", "-W") ? [] : scan.operands;
      break;
    case "rm":
      operands = has("--cached") ? [] : scan.operands;
      break;
    case "clean":
      operands = has("-n", "--dry-run") ? [] : scan.operands;
      if (operands.length === 0 && !has("-n", "--dry-run")) return replacedBelow(cwdRead(sub), subcommand);
      break;
    case "checkout-index":
      if (has("-a", "--all")) return replacedBelow(cwdRead(sub), subcommand);
      operands = scan.operands;
      break;
    case "mv":
      operands = scan.operands;
      break;
    default:
      return [];
  }
  return replacedBelow(operandsAs("write", operands, sub), subcommand);
}

function replacedBelow(uses: readonly PathUse[], subcommand: string): PathUse[] {
  return uses.map((use) => ({
    ...use,
    kind: "write" as const,
    replaces: { writer: `git ${subcommand}`, kind: "below" as const },
  }));
}

/** What a read-only-looking subcommand would print that the policy cannot judge (git-reads.ts). */
function readFindings(subcommand: string, scan: Scan, rest: readonly Word[]): DangerousOption[] {
  if (subcommand === "cat-file") return catFileFindings(scan, rest);
  if (subcommand === "config") return configQuery(rest).dangerous;
  return [];
}

function printsUrls(subcommand: string, rest: readonly Word[]): boolean {
  if (subcommand === "remote") return remoteQuery(rest).printsUrls;
  return subcommand === "config" && configQuery(rest).printsUrls;
}

export const gitProgram: ProgramAnalyzer = (args, ctx) => {
  const global = readGlobalOptions(args, ctx);
  const { paths, dangerous } = global;
  const subcommand = args[global.at]?.value;
  if (subcommand === undefined) return { paths, dangerous, readOnly: dangerous.length === 0 };
  // Every git command but these looks for its repository from where it runs.
  const repositoryDirs =
    subcommand === "version" || subcommand === "help"
      ? []
      : [...new Set([...global.cwds, ...(global.named ?? [])])];
  if (!GIT_COMMANDS.has(subcommand)) {
    dangerous.push(dangerousOption("git", "<alias>", subcommand));
    return { paths, dangerous, readOnly: false, repositoryDirs };
  }
  const rest = args.slice(global.at + 1);
  const spec = subcommandSpec(subcommand);
  const scan = scanArguments(rest, spec);
  const sub: ProgramContext = { ...ctx, cwds: global.cwds };
  paths.push(...optionPaths(scan, spec, sub));
  for (const part of [
    subcommandDangers(rest, scan, subcommand, sub),
    readPaths(subcommand, scan, ctx, sub),
  ]) {
    paths.push(...part.paths);
    for (const found of part.dangerous)
      if (!dangerous.some((d) => d.option === found.option)) dangerous.push(found);
  }
  paths.push(...writtenPaths(subcommand, scan, sub));
  for (const found of readFindings(subcommand, scan, rest))
    if (!dangerous.some((d) => d.option === found.option)) dangerous.push(found);
  const readOnly = subcommandReadOnly(subcommand, scan, rest);
  return {
    paths,
    dangerous,
    readOnly,
    repositoryDirs,
    ...(printsUrls(subcommand, rest) ? { printsUrls: true } : {}),
  };
};
