// grep and ripgrep: the first operand is the pattern unless one is given with -e or -f; the rest
// are files. Searching without a file searches the working directory (rg, grep -r).
import type { TreeRead, TreeSkip } from "../analyze";
import { hasOption, type OptionSpec, type Scan } from "../options";
import { cwdRead, flaggedOptions, operandsAs, optionPaths, scanProgram, withTree } from "./generic";
import type { ProgramAnalyzer } from "./types";

const GREP: OptionSpec = {
  shortArgs: "efmABCdD",
  longArgs: [
    "--regexp",
    "--max-count",
    "--after-context",
    "--before-context",
    "--context",
    "--devices",
    "--directories",
    "--label",
    "--include",
    "--exclude",
    "--exclude-dir",
    "--group-separator",
    "--binary-files",
  ],
  longFlags: [
    "--recursive",
    "--dereference-recursive",
    "--color",
    "--colour",
    "--count",
    "--files-with-matches",
    "--files-without-match",
    "--fixed-strings",
  ],
  pathOptions: { "-f": "read", "--file": "read", "--exclude-from": "read" },
};

const GREP_HINT =
  "name the directories to search (grep -rn TODO src), or leave the secret-like entries out with --exclude=NAME and --exclude-dir=NAME";

/** What grep -r skips: --exclude-dir globs, and --include/--exclude globs in order. */
function grepSkip(scan: Scan): TreeSkip {
  const excludeDirs: string[] = [];
  const files: { include: boolean; glob: string }[] = [];
  for (const option of scan.options) {
    if (option.value === undefined || option.candidates.length !== 1) continue;
    if (option.name === "--exclude-dir") excludeDirs.push(option.value);
    if (option.name === "--include" || option.name === "--exclude")
      files.push({ include: option.name === "--include", glob: option.value });
  }
  return { kind: "grep", excludeDirs, files };
}

function recursiveGrep(scan: Scan): boolean {
  if (hasOption(scan, "-r", "-R", "--recursive", "--dereference-recursive")) return true;
  // -d recurse / --directories=recurse is -r by another name.
  return scan.options.some(
    (o) => o.candidates.some((c) => c === "-d" || c === "--directories") && o.value === "recurse",
  );
}

/**
 * grep: recursive reads (-r, -R, -d recurse, rgrep) read the tree below each directory, which the
 * policy checks (judge-tree.ts); -R follows every link, -r only those on the command line. Audit
 * (issue 18): grep runs no programs; GREP_OPTIONS is gone from grep and not settable here.
 */
export function grepProgram(program: string, alwaysRecursive = false): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, GREP);
    const patternGiven = hasOption(scan, "-e", "--regexp", "-f", "--file");
    const files = patternGiven ? scan.operands : scan.operands.slice(1);
    const recursive = alwaysRecursive || recursiveGrep(scan);
    const follow = hasOption(scan, "-R", "--dereference-recursive");
    const tree: TreeRead = {
      reader: alwaysRecursive ? program : `${program} ${follow ? "-R" : "-r"}`,
      follow,
      skip: grepSkip(scan),
      hint: GREP_HINT,
    };
    const read = [
      ...operandsAs("read", files, ctx),
      ...(files.length === 0 && recursive ? cwdRead(ctx) : []),
    ];
    const paths = [...optionPaths(scan, GREP, ctx), ...(recursive ? withTree(read, tree) : read)];
    return { paths, dangerous: flaggedOptions(program, scan), readOnly: true };
  };
}

// ripgrep parses its own options: no abbreviations, options anywhere before `--`.
const RG: OptionSpec = {
  abbreviations: false,
  shortArgs: "ABCdEefgjMmrTt",
  longArgs: [
    "--after-context",
    "--before-context",
    "--context",
    "--context-separator",
    "--color",
    "--colors",
    "--dfa-size-limit",
    "--encoding",
    "--engine",
    "--field-context-separator",
    "--field-match-separator",
    "--glob",
    "--iglob",
    "--hostname-bin",
    "--hyperlink-format",
    "--max-columns",
    "--max-count",
    "--max-depth",
    "--max-filesize",
    "--path-separator",
    "--pre",
    "--pre-glob",
    "--regex-size-limit",
    "--regexp",
    "--replace",
    "--sort",
    "--sortr",
    "--threads",
    "--type",
    "--type-add",
    "--type-clear",
    "--type-not",
    "--generate",
  ],
  longFlags: [
    "--hidden",
    "--follow",
    "--files",
    "--type-list",
    "--glob-case-insensitive",
    "--unrestricted",
    "--help",
    "--version",
  ],
  pathOptions: { "-f": "read", "--file": "read", "--ignore-file": "read" },
};

const RG_HINT =
  "name the directories to search (rg TODO src), or leave the secret-like entries out with -g '!NAME'";

/** How many -u a command line gives (-u, -uu, -uuu, --unrestricted), counted as ripgrep counts them. */
function unrestricted(scan: Scan): number {
  let count = 0;
  for (const option of scan.options) if (option.name === "-u" || option.name === "--unrestricted") count++;
  return count;
}

/** What ripgrep skips: hidden entries unless told otherwise, and entries its -g/--iglob globs exclude. */
function rgSkip(scan: Scan): TreeSkip {
  const caseless = hasOption(scan, "--glob-case-insensitive");
  const globs = scan.options
    .filter((o) => (o.name === "-g" || o.name === "--glob" || o.name === "--iglob") && o.value !== undefined)
    .map((o) => {
      const value = o.value as string;
      const negated = value.startsWith("!");
      return { glob: negated ? value.slice(1) : value, negated, caseless: caseless || o.name === "--iglob" };
    });
  return {
    kind: "rg",
    hidden: hasOption(scan, "--hidden", "-.") || unrestricted(scan) >= 2,
    globs,
    otherWhitelists: hasOption(scan, "-t", "--type", "--type-add", "--ignore-file", "--pre-glob"),
  };
}

/**
 * ripgrep always searches recursively: the tree below each path (or the working directory) is
 * checked (judge-tree.ts), hidden entries skipped as ripgrep skips them unless something can bring
 * them back. -L follows links. Audit (issue 18): --pre, --pre-glob and --hostname-bin run programs
 * (flagged); -z runs fixed decompressors; RIPGREP_CONFIG_PATH is not in the agent's environment.
 */
export const rgProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("rg", args, RG);
  const noPattern = hasOption(
    scan,
    "-e",
    "--regexp",
    "-f",
    "--file",
    "--files",
    "--type-list",
    "--generate",
    "--help",
    "-h",
    "--version",
    "-V",
  );
  // Modes that print names or nothing of the files read no content.
  const noContent = hasOption(
    scan,
    "--files",
    "--type-list",
    "--generate",
    "--help",
    "-h",
    "--version",
    "-V",
  );
  const files = noPattern ? scan.operands : scan.operands.slice(1);
  const read = [...operandsAs("read", files, ctx), ...(files.length === 0 ? cwdRead(ctx) : [])];
  const tree: TreeRead = {
    reader: "rg",
    follow: hasOption(scan, "-L", "--follow"),
    skip: rgSkip(scan),
    hint: RG_HINT,
  };
  const paths = [...optionPaths(scan, RG, ctx), ...(noContent ? read : withTree(read, tree))];
  return { paths, dangerous: flaggedOptions("rg", scan), readOnly: true };
};
