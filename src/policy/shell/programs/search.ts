// grep and ripgrep: the first operand is the pattern unless one is given with -e or -f; the rest
// are files. Searching without a file searches the working directory (rg, grep -r).
import { hasOption, type OptionSpec } from "../options";
import { cwdRead, flaggedOptions, operandsAs, optionPaths, scanProgram } from "./generic";
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

export function grepProgram(program: string, alwaysRecursive = false): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, GREP);
    const patternGiven = hasOption(scan, "-e", "--regexp", "-f", "--file");
    const files = patternGiven ? scan.operands : scan.operands.slice(1);
    const paths = [...optionPaths(scan, GREP, ctx), ...operandsAs("read", files, ctx)];
    const recursive =
      alwaysRecursive || hasOption(scan, "-r", "-R", "--recursive", "--dereference-recursive");
    if (files.length === 0 && recursive) paths.push(...cwdRead(ctx));
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
  pathOptions: { "-f": "read", "--file": "read", "--ignore-file": "read" },
};

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
  const files = noPattern ? scan.operands : scan.operands.slice(1);
  const paths = [...optionPaths(scan, RG, ctx), ...operandsAs("read", files, ctx)];
  if (files.length === 0) paths.push(...cwdRead(ctx));
  return { paths, dangerous: flaggedOptions("rg", scan), readOnly: true };
};
