// diff: compares files, or directories. A directory compared with a file reads the file of the same
// name inside the directory (`diff .git src/config` reads .git/config), and -r reads both trees whole,
// following links unless --no-dereference. Audit (issue 18): diff runs no programs (diff3 and sdiff
// are other programs); --from-file/--to-file name files or directories, judged like operands.
import { basename } from "node:path";
import type { PathUse, TreeRead } from "../analyze";
import { hasOption, type OptionSpec } from "../options";
import { pathUses } from "../paths";
import type { Word } from "../words";
import { flaggedOptions, operandsAs, optionPaths, scanProgram, withTree } from "./generic";
import type { ProgramAnalyzer, ProgramContext } from "./types";

const DIFF: OptionSpec = {
  shortArgs: "CUILFSxXWD",
  longArgs: [
    "--context",
    "--unified",
    "--ignore-matching-lines",
    "--label",
    "--show-function-line",
    "--starting-file",
    "--exclude",
    "--width",
    "--ifdef",
    "--tabsize",
    "--line-format",
    "--old-line-format",
    "--new-line-format",
    "--unchanged-line-format",
    "--old-group-format",
    "--new-group-format",
    "--changed-group-format",
    "--unchanged-group-format",
    "--horizon-lines",
    "--palette",
  ],
  longFlags: ["--recursive", "--no-dereference", "--new-file", "--unidirectional-new-file"],
  pathOptions: { "-X": "read", "--exclude-from": "read", "--from-file": "read", "--to-file": "read" },
};

/** When one side is a directory, diff reads the other side's name inside it: both orders are judged. */
function crossedNames(sides: readonly { value: string; glob: boolean }[], ctx: ProgramContext): PathUse[] {
  const uses: PathUse[] = [];
  for (const dir of sides)
    for (const other of sides)
      if (dir !== other && basename(other.value) !== "" && !other.value.endsWith("/"))
        uses.push(
          ...pathUses(
            "read",
            `${dir.value}/${basename(other.value)}`,
            "operand",
            ctx,
            dir.glob || other.glob,
          ),
        );
  return uses;
}

export const diffProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("diff", args, DIFF);
  const fromTo = scan.options
    .filter((o) => o.candidates.length === 1 && (o.name === "--from-file" || o.name === "--to-file"))
    .flatMap((o) => (o.value === undefined ? [] : [o.value]));
  const sides = [
    ...scan.operands.filter((w: Word) => !w.processSubstitution && w.value !== "-"),
    ...fromTo.map((value) => ({ value, glob: false })),
  ];
  const operands = operandsAs("read", scan.operands, ctx);
  const tree: TreeRead = {
    reader: "diff -r",
    follow: !hasOption(scan, "--no-dereference"),
    hint: "compare named files, or directories that hold no secret-like files",
  };
  const recursive = hasOption(scan, "-r", "--recursive");
  const paths = [
    ...(recursive ? withTree(optionPaths(scan, DIFF, ctx), tree) : optionPaths(scan, DIFF, ctx)),
    ...(recursive ? withTree(operands, tree) : operands),
    ...crossedNames(sides, ctx),
  ];
  return { paths, dangerous: flaggedOptions("diff", scan), readOnly: true };
};
