// git: global options, then a subcommand. Read-only subcommands are listed (branch and tag only when
// they list); options that run programs or write files are flagged before and after the subcommand,
// abbreviations included (git accepts unambiguous prefixes of long options, so `--ext` is flagged as
// `--ext-diff`). A subcommand git does not ship is an alias or an external program: flagged.
import { posix } from "node:path";
import type { DangerousOption, PathUse } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { type OptionSpec, type Scan, scanArguments } from "../options";
import { absolutePaths, operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { operandsAs, optionPaths } from "./generic";
import { GIT_COMMANDS } from "./git-commands";
import type { ProgramAnalyzer, ProgramContext } from "./types";

const GLOBAL_DANGEROUS_LONG = ["--config-env", "--exec-path", "--paginate", "--git-dir", "--bare"];
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

function subcommandReadOnly(subcommand: string, scan: Scan): boolean {
  if (READ_ONLY.has(subcommand)) return true;
  const first = scan.operands[0]?.value;
  switch (subcommand) {
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

/** `HEAD:path` names a file of the repository; judge it as a read of that file. */
function blobPaths(operands: readonly Word[], ctx: ProgramContext, cwds: readonly string[]): PathUse[] {
  const uses: PathUse[] = [];
  for (const word of operands) {
    const match = /^([^:]*):(.+)$/.exec(word.value);
    const path = match?.[2];
    if (path === undefined || word.value.startsWith(":/")) continue;
    const relativeToCwd = path.startsWith("./") || path.startsWith("../");
    const base = relativeToCwd ? cwds : [ctx.env.workspaceRoot];
    uses.push(...pathUses("read", posix.isAbsolute(path) ? `.${path}` : path, "operand", { cwds: base }));
  }
  return uses;
}

export const gitProgram: ProgramAnalyzer = (args, ctx) => {
  const paths: PathUse[] = [];
  const dangerous: DangerousOption[] = [];
  const flag = (option: string, token: string) => {
    if (!dangerous.some((d) => d.option === option)) dangerous.push(dangerousOption("git", option, token));
  };
  let cwds: readonly string[] = ctx.cwds;
  let i = 0;
  for (; i < args.length; i++) {
    const token = (args[i] as Word).value;
    if (!token.startsWith("-")) break;
    if (token === "-C") {
      const dir = args[++i];
      if (dir !== undefined) {
        paths.push(...operandPaths("read", dir, { cwds }));
        cwds = absolutePaths(dir.value, cwds);
      }
      continue;
    }
    if (token.startsWith("-c") && !token.startsWith("--")) {
      flag("-c", token);
      if (token === "-c") i++;
      continue;
    }
    if (token === "-p") {
      flag("-p", token);
      continue;
    }
    for (const option of dangerousLong(token, GLOBAL_DANGEROUS_PREFIXES)) flag(option, token);
    const name = token.split("=")[0] as string;
    let value: Word | undefined;
    if (GLOBAL_WITH_VALUE.has(name) && !token.includes("=")) value = args[++i];
    const valueText = token.includes("=") ? token.slice(token.indexOf("=") + 1) : value?.value;
    if ((name === "--git-dir" || name === "--work-tree") && valueText !== undefined)
      paths.push(...pathUses("read", valueText, "operand", { cwds }));
  }
  const subcommand = args[i]?.value;
  if (subcommand === undefined) return { paths, dangerous, readOnly: dangerous.length === 0 };
  if (!GIT_COMMANDS.has(subcommand)) {
    dangerous.push(dangerousOption("git", "<alias>", subcommand));
    return { paths, dangerous, readOnly: false };
  }
  const rest = args.slice(i + 1);
  const spec: OptionSpec =
    subcommand === "grep"
      ? {
          ...SUBCOMMAND_SPEC,
          shortArgs: "efABCmO",
          pathOptions: { ...SUBCOMMAND_SPEC.pathOptions, "-f": "read" },
        }
      : subcommand === "ls-files"
        ? { ...SUBCOMMAND_SPEC, pathOptions: { ...SUBCOMMAND_SPEC.pathOptions, "-X": "read" } }
        : subcommand === "blame" || subcommand === "annotate"
          ? { ...SUBCOMMAND_SPEC, pathOptions: { ...SUBCOMMAND_SPEC.pathOptions, "-S": "read" } }
          : SUBCOMMAND_SPEC;
  const scan = scanArguments(rest, spec);
  const sub: ProgramContext = { ...ctx, cwds };
  paths.push(...optionPaths(scan, spec, sub));
  for (let j = 0; j < rest.length; j++) {
    const word = rest[j] as Word;
    if (word.value === "--") break;
    for (const option of dangerousLong(word.value, SUBCOMMAND_DANGEROUS_PREFIXES)) {
      flag(option, word.value);
      if (option === "--output") {
        const eq = word.value.indexOf("=");
        const target = eq === -1 ? rest[j + 1]?.value : word.value.slice(eq + 1);
        if (target !== undefined) paths.push(...pathUses("write", target, "operand", sub));
      }
    }
  }
  if (subcommand === "grep" && scan.options.some((o) => o.name === "-O")) flag("-O", "-O");
  if (subcommand === "clone" && scan.options.some((o) => o.name === "-c")) flag("-c", "-c");
  if ((subcommand === "rebase" || subcommand === "difftool") && scan.options.some((o) => o.name === "-x"))
    flag("-x", "-x");
  // Subcommands of subcommands that run a command given on the command line.
  const action = scan.operands[0]?.value;
  if (subcommand === "submodule" && scan.operands.some((word) => word.value === "foreach"))
    flag("foreach", "foreach");
  if (subcommand === "bisect" && action === "run") flag("run", "run");
  if (subcommand === "diff" || subcommand === "grep") paths.push(...operandsAs("read", scan.operands, sub));
  else paths.push(...operandsAs("read", [...scan.afterDoubleDash], sub));
  if (["show", "cat-file", "diff", "grep"].includes(subcommand))
    paths.push(...blobPaths(scan.operands, ctx, cwds));
  return { paths, dangerous, readOnly: subcommandReadOnly(subcommand, scan) };
};
