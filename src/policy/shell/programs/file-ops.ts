// Programs that change files: which operands they read and which they write. None is read-only; the
// policy judges every write path with the Edit rules.
import { posix } from "node:path";
import type { PathUse, TreeRead, TreeWrite } from "../analyze";
import { hasOption, type OptionSpec, type Scan } from "../options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { flaggedOptions, operandsAs, optionPaths, scanProgram, withTree } from "./generic";
import type { ProgramAnalyzer, ProgramContext } from "./types";

const COPY: OptionSpec = {
  shortArgs: "Smogt",
  longArgs: [
    "--suffix",
    "--sparse",
    "--no-preserve",
    "--mode",
    "--owner",
    "--group",
    "--strip-program",
    "--target-directory",
  ],
  longFlags: ["--recursive", "--archive", "--dereference", "--no-target-directory"],
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

/** The uses with `replaces` set. */
const replacing = (uses: readonly PathUse[], replaces: TreeWrite): PathUse[] =>
  uses.map((use) => ({ ...use, replaces }));

/** The name a source takes inside a target directory: its last segment, "" for `.` and `..`. */
function nameOf(word: Word): string {
  const name = posix.basename(word.value);
  return name === "." || name === ".." ? "" : name;
}

/** The target directories `-t DIR` names (each a write). */
function targetDirectories(scan: Scan, ctx: ProgramContext): PathUse[] {
  return scan.options.flatMap((option) =>
    option.candidates.some((c) => c === "-t" || c === "--target-directory") && option.value !== undefined
      ? pathUses("write", option.value, "operand", ctx, option.valueWord ?? false)
      : [],
  );
}

/**
 * cp, mv, install, ln: the last operand is the target unless -t names it (`ln -s TARGET` alone links
 * into the working directory). `sources` says what happens to the others. Each target is a write of
 * what the sources become there — the target itself, or target/NAME — which the policy judges as the
 * writes they are (judge-replace.ts): `mv x .github` makes x/workflows a workflow directory.
 */
function copyProgram(program: string, sources: "read" | "write"): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, COPY);
    const paths = optionPaths(scan, COPY, ctx);
    const hasTarget = hasOption(scan, "-t", "--target-directory");
    const allWrite = program === "install" && hasOption(scan, "-d", "--directory");
    const operands = scan.operands;
    const linkHere = program === "ln" && !hasTarget && operands.length === 1;
    const targets = hasTarget || allWrite || linkHere ? [] : operands.slice(-1);
    const rest = hasTarget || allWrite || linkHere ? operands : operands.slice(0, -1);
    const tree = copiedTree(program, scan);
    const read = operandsAs(allWrite ? "write" : sources, rest, ctx);
    const moved = program === "mv" ? replacing(read, { writer: "mv", kind: "below" }) : read;
    paths.push(...(tree === undefined ? moved : withTree(moved, tree)));
    if (allWrite) return { paths, dangerous: flaggedOptions(program, scan), readOnly: false };
    const replaces: TreeWrite = {
      writer: program,
      kind: program === "ln" ? "link" : "copy",
      sources: rest.map((word) => ({ uses: operandPaths(sources, word, ctx), name: nameOf(word) })),
      into:
        hasTarget || linkHere ? "inside" : hasOption(scan, "-T", "--no-target-directory") ? "self" : "either",
    };
    const destinations = [
      ...(hasTarget ? targetDirectories(scan, ctx) : []),
      ...(linkHere ? pathUses("write", ".", "operand", ctx) : operandsAs("write", targets, ctx)),
    ];
    paths.push(...replacing(destinations, replaces));
    return { paths, dangerous: flaggedOptions(program, scan), readOnly: false };
  };
}

const MODE: OptionSpec = {
  longArgs: ["--from"],
  longFlags: ["--recursive"],
  pathOptions: { "--reference": "read" },
};

/** A symbolic mode chmod reads although it looks like options (`chmod -x file`, `chmod -w,g+r f`). */
const looksLikeMode = (token: string) =>
  /^-[cfvRHLPrwxXstugoa0-7=+,-]+$/.test(token) && /[rwxXstugoa0-7=+,]/.test(token.slice(1));

/**
 * chmod, chown, chgrp: the first operand is the mode or owner unless --reference gives it (or chmod's
 * mode was written like an option). With -R every file below each operand changes too.
 */
function modeProgram(program: string): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, MODE);
    const modeAsOption = program === "chmod" && scan.options.some((o) => looksLikeMode(o.token));
    const files = hasOption(scan, "--reference") || modeAsOption ? scan.operands : scan.operands.slice(1);
    const writes = operandsAs("write", files, ctx);
    const recursive = hasOption(scan, "-R", "--recursive");
    return {
      paths: [
        ...optionPaths(scan, MODE, ctx),
        ...(recursive ? replacing(writes, { writer: `${program} -R`, kind: "below" }) : writes),
      ],
      dangerous: flaggedOptions(program, scan),
      readOnly: false,
    };
  };
}

const REMOVE: OptionSpec = {
  longFlags: ["--recursive", "--force", "--dir", "--interactive", "--one-file-system", "--verbose"],
};

/** rm: its operands are written; with -r, everything below them too. */
const rmProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("rm", args, REMOVE);
  const writes = operandsAs("write", scan.operands, ctx);
  const recursive = hasOption(scan, "-r", "-R", "--recursive");
  return {
    paths: recursive ? replacing(writes, { writer: "rm -r", kind: "below" }) : writes,
    dangerous: flaggedOptions("rm", scan),
    readOnly: false,
  };
};

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
  rm: rmProgram,
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
