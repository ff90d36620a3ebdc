// Programs that change files: which operands they read and which they write. None is read-only; the
// policy judges every write path with the Edit rules.
import type { TreeRead } from "../analyze";
import { hasOption, type OptionSpec, type Scan } from "../options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { flaggedOptions, operandsAs, optionPaths, scanProgram, withTree } from "./generic";
import type { ProgramAnalyzer } from "./types";

const COPY: OptionSpec = {
  shortArgs: "Smog",
  longArgs: ["--suffix", "--sparse", "--no-preserve", "--mode", "--owner", "--group", "--strip-program"],
  longFlags: ["--recursive", "--archive", "--dereference"],
  pathOptions: { "-t": "write", "--target-directory": "write" },
};

/** `cp -r`/`-R`/`-a` reads the whole tree of each source; -L follows every link in it. */
function copiedTree(program: string, scan: Scan): TreeRead | undefined {
  if (program !== "cp" || !hasOption(scan, "-r", "-R", "-a", "--recursive", "--archive")) return undefined;
  return {
    reader: "cp -r",
    follow: hasOption(scan, "-L", "--dereference"),
    hint: "copy directories that hold no secret-like files, or name the files",
  };
}

/** cp, mv, install, ln: the last operand is the target unless -t names it; `sources` says what happens to the others. */
function copyProgram(program: string, sources: "read" | "write"): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, COPY);
    const paths = optionPaths(scan, COPY, ctx);
    const hasTarget = hasOption(scan, "-t", "--target-directory");
    const allWrite = program === "install" && hasOption(scan, "-d", "--directory");
    const operands = scan.operands;
    const targets = hasTarget || allWrite ? [] : operands.slice(-1);
    const rest = hasTarget || allWrite ? operands : operands.slice(0, -1);
    const tree = copiedTree(program, scan);
    const read = operandsAs(allWrite ? "write" : sources, rest, ctx);
    paths.push(...(tree === undefined ? read : withTree(read, tree)), ...operandsAs("write", targets, ctx));
    return { paths, dangerous: flaggedOptions(program, scan), readOnly: false };
  };
}

const MODE: OptionSpec = { longArgs: ["--from"], pathOptions: { "--reference": "read" } };

/** chmod, chown, chgrp: the first operand is the mode or owner unless --reference gives it. */
function modeProgram(program: string): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, MODE);
    const files = hasOption(scan, "--reference") ? scan.operands : scan.operands.slice(1);
    return {
      paths: [...optionPaths(scan, MODE, ctx), ...operandsAs("write", files, ctx)],
      dangerous: flaggedOptions(program, scan),
      readOnly: false,
    };
  };
}

/** dd: `if=FILE` is read, `of=FILE` is written. */
const ddProgram: ProgramAnalyzer = (args, ctx) => {
  const paths = args.flatMap((word: Word) => {
    const match = /^(if|of)=(.*)$/s.exec(word.value);
    if (match === null) return [];
    return pathUses(match[1] === "if" ? "read" : "write", match[2] as string, "operand", ctx, word);
  });
  return { paths, dangerous: [], readOnly: false };
};

/** uniq [INPUT [OUTPUT]]: the second operand is written. */
const UNIQ: OptionSpec = {
  shortArgs: "fsw",
  longArgs: ["--skip-fields", "--skip-chars", "--check-chars", "--all-repeated", "--group"],
};
const uniqProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("uniq", args, UNIQ);
  const [input, output, ...extra] = scan.operands;
  const paths = [
    ...(input ? operandPaths("read", input, ctx) : []),
    ...(output ? operandPaths("write", output, ctx) : []),
    ...operandsAs("read", extra, ctx),
  ];
  return { paths, dangerous: flaggedOptions("uniq", scan), readOnly: true };
};

/** xxd [INFILE [OUTFILE]]: the second operand is written (with or without -r). */
const XXD: OptionSpec = { abbreviations: false, shortArgs: "cglosnC" };
const xxdProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("xxd", args, XXD);
  const [input, output, ...extra] = scan.operands;
  const paths = [
    ...(input ? operandPaths("read", input, ctx) : []),
    ...(output ? operandPaths("write", output, ctx) : []),
    ...operandsAs("read", extra, ctx),
  ];
  return { paths, dangerous: [], readOnly: true };
};

export const FILE_OPERATIONS: Readonly<Record<string, ProgramAnalyzer>> = {
  cp: copyProgram("cp", "read"),
  install: copyProgram("install", "read"),
  mv: copyProgram("mv", "write"),
  ln: copyProgram("ln", "write"),
  chmod: modeProgram("chmod"),
  chown: modeProgram("chown"),
  chgrp: modeProgram("chgrp"),
  dd: ddProgram,
  uniq: uniqProgram,
  xxd: xxdProgram,
};
