// Read-only programs with a shape of their own: test/[ (and [[ ]]), date, hostname, jq, man, printf.
import type { DangerousOption, PathUse } from "../analyze";
import { deny } from "../denial";
import { hasOption, type OptionSpec } from "../options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { dangerousOption } from "../dangerous-options";
import { flaggedOptions, operandsAs, optionPaths, scanProgram } from "./generic";
import type { ProgramAnalyzer } from "./types";

const FILE_TESTS = new Set([
  "-a",
  "-b",
  "-c",
  "-d",
  "-e",
  "-f",
  "-g",
  "-h",
  "-k",
  "-p",
  "-r",
  "-s",
  "-u",
  "-w",
  "-x",
  "-G",
  "-L",
  "-N",
  "-O",
  "-S",
]);
const FILE_COMPARISONS = new Set(["-nt", "-ot", "-ef"]);
const ARITHMETIC = new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]);

/** The operands of test, [ … ] and [[ … ]] (without the brackets): files tested are read. */
const testProgram: ProgramAnalyzer = (args, ctx) => {
  const paths: PathUse[] = [];
  args.forEach((word, i) => {
    const token = word.value;
    const next = args[i + 1];
    const previous = args[i - 1];
    if (token === "-v" || token === "-R")
      deny(
        `\`${token}\` in a test looks up a variable by a name that can hold an array subscript, which bash evaluates (running any command in it); compare values literally instead`,
      );
    if (FILE_TESTS.has(token) && next !== undefined) paths.push(...operandPaths("read", next, ctx));
    if (FILE_COMPARISONS.has(token))
      for (const side of [previous, next])
        if (side !== undefined) paths.push(...operandPaths("read", side, ctx));
    // `[[ x -eq y ]]` evaluates x and y as arithmetic, and arithmetic can run commands (a[$(…)]).
    if (ARITHMETIC.has(token))
      for (const side of [previous, next])
        if (side !== undefined && !/^[+-]?[0-9]+$/.test(side.value))
          deny(
            `\`${side.value} ${token}\` compares a value that is not a literal integer; bash evaluates it as arithmetic, which can run commands`,
          );
  });
  return { paths, dangerous: [], readOnly: true };
};

/** `[ … ]`: test with a closing bracket. */
const bracketProgram: ProgramAnalyzer = (args, ctx) => {
  if (args[args.length - 1]?.value !== "]") return { ...testProgram(args, ctx), readOnly: false };
  return testProgram(args.slice(0, -1), ctx);
};

const DATE: OptionSpec = {
  shortArgs: "ds",
  longArgs: ["--date", "--set", "--rfc-3339", "--resolution"],
  pathOptions: { "-f": "read", "--file": "read", "-r": "read", "--reference": "read" },
};

/** date is read-only unless it sets the clock (-s, or an operand that is not +FORMAT). */
const dateProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("date", args, DATE);
  const sets = hasOption(scan, "-s", "--set") || scan.operands.some((word) => !word.value.startsWith("+"));
  return { paths: optionPaths(scan, DATE, ctx), dangerous: [], readOnly: !sets };
};

/** hostname prints; with an operand or a file it sets the host name. */
const hostnameProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("hostname", args, { pathOptions: { "-F": "read", "--file": "read" } });
  const sets = scan.operands.length > 0 || hasOption(scan, "-F", "--file", "-b", "--boot");
  return {
    paths: optionPaths(scan, { pathOptions: { "-F": "read", "--file": "read" } }, ctx),
    dangerous: [],
    readOnly: !sets,
  };
};

/**
 * jq FILTER [FILES…]; -f makes the first operand the filter's file; --args/--jsonargs turn the rest
 * into values. Audit (issue 18): a filter can `import`/`include` modules and data from its search path
 * (~/.jq, -L directories, ../lib next to jq), so a filter that does, or one read from a file, is
 * flagged; jq runs no programs, and `$ENV`/`env` print the agent's environment, an allow-list.
 */
const jqProgram: ProgramAnalyzer = (args, ctx) => {
  const paths: PathUse[] = [];
  const dangerous: DangerousOption[] = [];
  const operands: Word[] = [];
  let fromFile = false;
  let valuesOnly = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (word.processSubstitution || token === "-" || !token.startsWith("-")) {
      operands.push(word);
      continue;
    }
    if (token === "--arg" || token === "--argjson") i += 2;
    else if (token === "--slurpfile" || token === "--rawfile") {
      const file = args[i + 2];
      if (file !== undefined) paths.push(...operandPaths("read", file, ctx));
      i += 2;
    } else if (token === "--args" || token === "--jsonargs") valuesOnly = true;
    else if (token === "--from-file") {
      fromFile = true;
      dangerous.push(dangerousOption("jq", "--from-file", token));
    } else if (token === "--indent") i++;
    else if (token === "-L" || token === "--library-path") {
      const dir = args[++i];
      if (dir !== undefined) paths.push(...operandPaths("read", dir, ctx));
    } else if (token.startsWith("-L")) paths.push(...pathUses("read", token.slice(2), "operand", ctx));
    else if (!token.startsWith("--") && token.includes("f")) {
      fromFile = true;
      dangerous.push(dangerousOption("jq", "-f", token));
    }
  }
  const [filter, ...files] = operands;
  if (fromFile && filter !== undefined) paths.push(...operandPaths("read", filter, ctx));
  if (!fromFile && filter !== undefined && /\b(?:import|include)\b/.test(filter.value))
    dangerous.push(dangerousOption("jq", "<module import>", filter.value));
  if (!valuesOnly) paths.push(...operandsAs("read", files, ctx));
  return { paths, dangerous, readOnly: true };
};

const MAN: OptionSpec = {
  shortArgs: "MPSsemRLEpr",
  longArgs: [
    "--manpath",
    "--pager",
    "--sections",
    "--extension",
    "--systems",
    "--preprocessor",
    "--recode",
    "--locale",
    "--prompt",
    "--encoding",
  ],
  longFlags: ["--html", "--local-file", "--gxditview"],
  pathOptions: { "-C": "read", "--config-file": "read" },
};

/**
 * man pages by name. A page file (an operand with a slash, or any with -l) is formatted by groff, whose
 * `.so` requests read other files and whose first line picks preprocessors: flagged, as are the
 * options that name programs or configuration (-C, -P, -H, -p, -M, -X). Audit (issue 18): man-db
 * also reads MANOPT, MANPAGER, PAGER and MANPATH (refused as assignments, not in the agent's
 * environment), ~/.manpath (outside the workspace), and runs no pager when its output is not a
 * terminal, as under the Bash tool.
 */
const manProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("man", args, MAN);
  const local = hasOption(scan, "-l", "--local-file");
  const files = scan.operands.filter((word) => local || word.value.includes("/"));
  const dangerous = flaggedOptions("man", scan);
  if (!local)
    dangerous.push(...files.slice(0, 1).map((word) => dangerousOption("man", "<page file>", word.value)));
  return {
    paths: [...optionPaths(scan, MAN, ctx), ...operandsAs("read", files, ctx)],
    dangerous,
    readOnly: true,
  };
};

/** printf -v assigns a shell variable (PATH, IFS, …): refused like any other assignment. */
const printfProgram: ProgramAnalyzer = (args) => {
  const first = args[0]?.value ?? "";
  if (first.startsWith("-v"))
    deny(
      "`printf -v` assigns a shell variable, which this analysis does not follow; print the value instead",
    );
  return { paths: [], dangerous: [], readOnly: true };
};

/**
 * `env` alone prints the environment: the agent's is an allow-list with no secrets (src/policy/env.ts),
 * so printing it is read-only. With anything else it runs a command (or changes the environment of
 * one), and is not.
 */
const envProgram: ProgramAnalyzer = (args) => ({
  paths: [],
  dangerous: [],
  readOnly: args.every((word) => word.value === "-0" || word.value === "--null"),
});

export const MISC_PROGRAMS: Readonly<Record<string, ProgramAnalyzer>> = {
  test: testProgram,
  "[": bracketProgram,
  "[[": testProgram,
  date: dateProgram,
  hostname: hostnameProgram,
  jq: jqProgram,
  man: manProgram,
  printf: printfProgram,
  env: envProgram,
  // Reached only as `command -v NAME` (any other form is unwrapped): it describes NAME, runs nothing.
  command: (args) => ({
    paths: [],
    dangerous: [],
    readOnly: args.some((word) => /^-[pvV]*[vV]/.test(word.value)),
  }),
};
