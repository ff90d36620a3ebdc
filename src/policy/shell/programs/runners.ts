// Package managers, build tools and test runners: programs a policy allows by prefix
// (`Bash(npm run lint:*)`, `Bash(cargo test:*)`). Their own options can run other programs or move
// where they work (`npm run lint --script-shell=./x.sh`, `make -f evil.mk`, `pytest -p evil`,
// `go test -exec ./x`), so those options are flagged like dangerous options elsewhere: a prefix rule
// covers them only when it names them. Options after the runner's own `--`, or after the script or
// command name where the runner passes the rest on, belong to the script and are left as the rule says.
// npm, npx, pnpm, yarn and bun read every option they do not know as configuration, so for them every
// option outside a list of harmless ones is flagged. Runners that run a command (`npx vitest`,
// `poetry run pytest`, `uv run pytest`) have that command analysed too.
import type { DangerousOption, PathUse } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import type { Word } from "../words";
import { MODULE_RUNNERS, RUNNERS, type RunnerSpec } from "./runner-specs";
import type { ProgramAnalyzer, ProgramContext, ProgramFacts } from "./types";

/** One option token's findings, and whether its value is the next word. */
interface OptionToken {
  flagged: DangerousOption[];
  takesNext: boolean;
}

/** getopt-style clusters (`-kf evil.mk`): each letter is an option until one takes a value. */
function readCluster(spec: RunnerSpec, token: string): OptionToken {
  const flagged: DangerousOption[] = [];
  for (let j = 1; j < token.length; j++) {
    const name = `-${token[j] as string}`;
    if (spec.dangerous.has(name)) flagged.push(dangerousOption(spec.family, name, token));
    if (spec.takesValue.has(name)) return { flagged, takesNext: j === token.length - 1 };
  }
  return { flagged, takesNext: false };
}

function readOption(spec: RunnerSpec, token: string): OptionToken {
  const name = token.split("=")[0] as string;
  const takesNext = !token.includes("=") && spec.takesValue.has(name);
  if (spec.dangerous.has(name)) return { flagged: [dangerousOption(spec.family, name, token)], takesNext };
  const prefix = spec.dangerousPrefixes?.find((p) => token.startsWith(p));
  if (prefix !== undefined) return { flagged: [dangerousOption(spec.family, prefix, token)], takesNext };
  if (spec.safe !== undefined)
    return spec.safe.has(name)
      ? { flagged: [], takesNext }
      : { flagged: [dangerousOption(spec.family, `<${spec.family} option>`, token)], takesNext };
  if (spec.clusters === true && !token.startsWith("--")) return readCluster(spec, token);
  return { flagged: [], takesNext };
}

interface RunnerScan {
  dangerous: DangerousOption[];
  /** Where the command a runner runs starts, in `args` (for `npx vitest run`, the index of `vitest`). */
  commandStart: number | undefined;
}

function scanRunner(spec: RunnerSpec, args: readonly Word[]): RunnerScan {
  const dangerous: DangerousOption[] = [];
  const operands: string[] = [];
  let commandStart: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (token === "--") break;
    if (!token.startsWith("-") || token === "-" || word.processSubstitution) {
      if (commandStart === undefined && spec.commandAt?.(operands) === operands.length) commandStart = i;
      operands.push(token);
      if (!spec.ownsOptions(operands)) break;
      continue;
    }
    const option = readOption(spec, token);
    for (const found of option.flagged)
      if (!dangerous.some((d) => d.option === found.option)) dangerous.push(found);
    if (option.takesNext) i++;
  }
  return { dangerous, commandStart };
}

/** A runner: its own dangerous options, and the command it runs analysed with that command's analyzer. */
function runner(spec: RunnerSpec, inner: (name: string) => ProgramAnalyzer | undefined): ProgramAnalyzer {
  return (args, ctx: ProgramContext): ProgramFacts => {
    const scan = scanRunner(spec, args);
    const paths: PathUse[] = [];
    const dangerous = [...scan.dangerous];
    if (scan.commandStart !== undefined) {
      const command = args.slice(scan.commandStart);
      const analyzer = inner((command[0] as Word).value);
      const facts = analyzer?.(command.slice(1), ctx);
      if (facts !== undefined) {
        paths.push(...facts.paths);
        dangerous.push(...facts.dangerous);
      }
    }
    return { paths, dangerous, readOnly: false };
  };
}

/** The runners by program name; `inner` finds the analyzer of a command a runner runs. */
export function runnerPrograms(
  inner: (name: string) => ProgramAnalyzer | undefined,
): Record<string, ProgramAnalyzer> {
  const programs: Record<string, ProgramAnalyzer> = {};
  for (const [name, spec] of Object.entries(RUNNERS)) programs[name] = runner(spec, inner);
  const make = withVariables(programs["make"] as ProgramAnalyzer);
  programs["make"] = make;
  programs["gmake"] = make;
  return programs;
}

/** make: `NAME=value` operands override the Makefile's variables (SHELL, CC, MAKE): flagged. */
function withVariables(make: ProgramAnalyzer): ProgramAnalyzer {
  return (args, ctx) => {
    const facts = make(args, ctx);
    const end = args.findIndex((word) => word.value === "--");
    const assignment = (end === -1 ? args : args.slice(0, end)).find(
      (word) => !word.value.startsWith("-") && /^[A-Za-z_][A-Za-z0-9_]*[:+?!]?=/.test(word.value),
    );
    if (assignment === undefined) return facts;
    return {
      ...facts,
      dangerous: [...facts.dangerous, dangerousOption("make", "<variable>", assignment.value)],
    };
  };
}

/** `python -m pytest …`, `python -m pip …`: the module's own analyzer, for the module's arguments. */
export function moduleRunner(module: string): ProgramAnalyzer | undefined {
  const spec = MODULE_RUNNERS[module];
  return spec === undefined ? undefined : runner(spec, () => undefined);
}
