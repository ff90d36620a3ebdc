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
import { lookupTable } from "../../lookup";
import type { Word } from "../words";
import type { ProgramAnalyzer, ProgramContext, ProgramFacts } from "./types";

interface RunnerSpec {
  /** The row name in the dangerous-options table. */
  family: string;
  /** Options that take a separate value (`--loglevel warn`, `-C dir`): their value is not an operand. */
  takesValue: ReadonlySet<string>;
  /** Options flagged by name; for a family with `safe`, also the named rows among the flagged. */
  dangerous: ReadonlySet<string>;
  /** When set, every option outside it (and outside `dangerous`) is flagged as `<family option>`. */
  safe?: ReadonlySet<string>;
  /** Prefixes that flag any option starting with them (`-Dkey=value`), as the row of the prefix. */
  dangerousPrefixes?: readonly string[];
  /** Short options cluster, getopt-style (`-kf file`). */
  clusters?: boolean;
  /** Whether the runner still reads options, given the operands before this point. */
  ownsOptions: (operands: readonly string[]) => boolean;
  /** The command a runner runs, as the index of its first word among the operands (`npx vitest` → 0). */
  commandAt?: (operands: readonly string[]) => number | undefined;
}

const set = (...names: string[]): ReadonlySet<string> => new Set(names);

/** npm's harmless options: output, what to install, audit and fund chatter. */
const NPM_SAFE = set(
  "-s",
  "--silent",
  "-q",
  "--quiet",
  "-d",
  "-dd",
  "-ddd",
  "--loglevel",
  "--if-present",
  "--ignore-scripts",
  "--color",
  "--no-color",
  "--json",
  "--parseable",
  "-p",
  "--long",
  "-l",
  "--foreground-scripts",
  "--no-audit",
  "--audit",
  "--no-fund",
  "--fund",
  "--prefer-offline",
  "--prefer-online",
  "--offline",
  "--dry-run",
  "--verbose",
  "--version",
  "-v",
  "--help",
  "-h",
  "--depth",
  "--all",
  "-a",
  "--omit",
  "--include",
  "--production",
  "--save",
  "--no-save",
  "--save-dev",
  "-D",
  "--save-exact",
  "-E",
  "--save-optional",
  "-O",
  "--save-prod",
  "-P",
  "--legacy-peer-deps",
  "--strict-peer-deps",
  "--no-package-lock",
  "--package-lock-only",
  "--yes",
  "-y",
  "--no",
  "--progress",
  "--no-progress",
  "--audit-level",
  "--no-optional",
  "--timing",
  "--no-update-notifier",
);
const NPM_VALUES = set("--loglevel", "--omit", "--include", "--depth", "--audit-level", "-w", "--workspace");
const NPM_DANGEROUS = set("-w", "--workspace", "--workspaces", "--ws", "-g", "--global", "-C", "--prefix");

/** Commands of pnpm, yarn and bun that manage packages: their options stay the runner's. */
const PACKAGE_COMMANDS = set(
  "install",
  "i",
  "add",
  "a",
  "remove",
  "rm",
  "update",
  "up",
  "upgrade",
  "ci",
  "link",
  "unlink",
  "outdated",
  "audit",
  "why",
  "list",
  "ls",
  "pack",
  "publish",
  "init",
  "config",
  "cache",
  "store",
  "prune",
  "dedupe",
  "rebuild",
  "import",
  "fetch",
  "patch",
  "pm",
);
/** Commands after which the next operand names the script or command to run. */
const RUN_COMMANDS = set("run", "run-script", "exec", "dlx", "x");

/** pnpm/yarn/bun: options before the command, between `run` and the script, and all for package commands. */
function beforeScript(operands: readonly string[]): boolean {
  const first = operands[0];
  if (first === undefined) return true;
  if (RUN_COMMANDS.has(first)) return operands.length < 2;
  return PACKAGE_COMMANDS.has(first);
}

const PNPM_SAFE = set(
  ...NPM_SAFE,
  "--frozen-lockfile",
  "--no-frozen-lockfile",
  "--prefer-frozen-lockfile",
  "--reporter",
  "--aggregate-output",
  "--stream",
  "--parallel",
  "--no-bail",
  "--bail",
  "--sort",
  "--no-sort",
  "--reverse",
  "--resume-from",
  "--workspace-concurrency",
  "--report-summary",
  "--shamefully-hoist",
  "--fix-lockfile",
  "--no-optional",
  "--dev",
  "--prod",
);
const PNPM_DANGEROUS = set(
  "-C",
  "--dir",
  "--filter",
  "-F",
  "--filter-prod",
  "-r",
  "--recursive",
  "-w",
  "--workspace-root",
  "-g",
  "--global",
  "--shell-emulator",
);
const YARN_SAFE = set(
  ...NPM_SAFE,
  "--frozen-lockfile",
  "--immutable",
  "--immutable-cache",
  "--check-cache",
  "--non-interactive",
  "--no-progress",
  "--pure-lockfile",
  "--prefer-offline",
  "--network-timeout",
  "--inline-builds",
  "--mode",
  "--top-level",
);
const YARN_DANGEROUS = set(
  "--cwd",
  "--use-yarnrc",
  "--modules-folder",
  "--global-folder",
  "--cache-folder",
  "--preferred-cache-folder",
  "--registry",
  "-g",
  "--global",
);
const BUN_SAFE = set(
  "-s",
  "--silent",
  "--if-present",
  "--version",
  "-v",
  "--help",
  "-h",
  "--watch",
  "--coverage",
  "--bail",
  "--timeout",
  "-t",
  "--test-name-pattern",
  "--only",
  "--todo",
  "--rerun-each",
  "-u",
  "--update-snapshots",
  "--frozen-lockfile",
  "--production",
  "--dry-run",
  "--no-save",
  "--verbose",
  "--ignore-scripts",
);
const BUN_DANGEROUS = set(
  "--cwd",
  "-r",
  "--preload",
  "--require",
  "--import",
  "-c",
  "--config",
  "--env-file",
  "--shell",
  "--tsconfig-override",
  "--define",
  "-d",
  "--loader",
  "-l",
);

const NPM: RunnerSpec = {
  family: "npm",
  takesValue: NPM_VALUES,
  dangerous: NPM_DANGEROUS,
  safe: NPM_SAFE,
  ownsOptions: () => true,
  // `npm exec -- vitest run`, `npm x vitest`: the command after `exec`.
  commandAt: (operands) => (operands[0] === "exec" || operands[0] === "x" ? 1 : undefined),
};
const NPX: RunnerSpec = {
  family: "npx",
  takesValue: set(...NPM_VALUES, "-p", "--package", "-c", "--call"),
  dangerous: set(...NPM_DANGEROUS, "-p", "--package", "-c", "--call", "--shell"),
  safe: set(...NPM_SAFE, "--no-install", "--ignore-existing"),
  ownsOptions: (operands) => operands.length === 0,
  commandAt: () => 0,
};
const PNPM: RunnerSpec = {
  family: "pnpm",
  takesValue: set(...NPM_VALUES, "-C", "--dir", "--filter", "-F", "--filter-prod", "--reporter"),
  dangerous: PNPM_DANGEROUS,
  safe: PNPM_SAFE,
  ownsOptions: beforeScript,
  commandAt: (operands) => (["exec", "dlx"].includes(operands[0] ?? "") ? 1 : undefined),
};
const YARN: RunnerSpec = {
  family: "yarn",
  takesValue: set("--cwd", "--use-yarnrc", "--modules-folder", "--cache-folder", "--registry", "--mode"),
  dangerous: YARN_DANGEROUS,
  safe: YARN_SAFE,
  ownsOptions: beforeScript,
  commandAt: (operands) => (["exec", "dlx"].includes(operands[0] ?? "") ? 1 : undefined),
};
const BUN: RunnerSpec = {
  family: "bun",
  takesValue: set("--cwd", "-r", "--preload", "-c", "--config", "--env-file", "--shell", "--timeout"),
  dangerous: BUN_DANGEROUS,
  safe: BUN_SAFE,
  // `bun test` is bun's own test runner: its options are bun's.
  ownsOptions: (operands) => operands[0] === "test" || beforeScript(operands),
  commandAt: (operands) => (operands[0] === "x" ? 1 : undefined),
};

const MAKE: RunnerSpec = {
  family: "make",
  // -j and -l take an optional value: not listed, so a following option is still read as one.
  takesValue: set(
    "-f",
    "--file",
    "--makefile",
    "-C",
    "--directory",
    "-I",
    "--include-dir",
    "--eval",
    "-E",
    "-o",
    "-W",
  ),
  dangerous: set(
    "-f",
    "--file",
    "--makefile",
    "-C",
    "--directory",
    "-I",
    "--include-dir",
    "--eval",
    "-E",
    "-e",
    "--environment-overrides",
  ),
  clusters: true,
  ownsOptions: () => true,
};
const CARGO: RunnerSpec = {
  family: "cargo",
  takesValue: set(
    "--config",
    "-Z",
    "--manifest-path",
    "-C",
    "--target-dir",
    "--lockfile-path",
    "--artifact-dir",
    "-p",
    "--package",
    "-j",
    "--features",
    "-F",
    "--target",
    "--bin",
    "--test",
    "--example",
    "--bench",
    "--profile",
    "--color",
    "--message-format",
  ),
  dangerous: set(
    "--config",
    "-Z",
    "--manifest-path",
    "-C",
    "--target-dir",
    "--lockfile-path",
    "--artifact-dir",
  ),
  clusters: true,
  ownsOptions: () => true,
};
const PIP_DANGEROUS = set(
  "-i",
  "--index-url",
  "--extra-index-url",
  "-f",
  "--find-links",
  "--trusted-host",
  "--proxy",
  "--cert",
  "--client-cert",
  "-t",
  "--target",
  "--prefix",
  "--root",
  "--src",
  "--log",
  "--log-file",
  "--cache-dir",
  "-C",
  "--config-settings",
  "--global-option",
  "--build-option",
  "--install-option",
  "--report",
);
const PIP: RunnerSpec = {
  family: "pip",
  takesValue: set(...PIP_DANGEROUS, "-r", "--requirement", "-c", "--constraint", "-e", "--editable"),
  dangerous: PIP_DANGEROUS,
  clusters: true,
  ownsOptions: () => true,
};
const UV: RunnerSpec = {
  family: "uv",
  takesValue: set(
    "--index-url",
    "--extra-index-url",
    "--index",
    "--default-index",
    "-i",
    "--find-links",
    "-f",
    "--config-file",
    "--directory",
    "--project",
    "--python",
    "-p",
    "--with",
    "--with-requirements",
    "--with-editable",
    "--env-file",
    "--cache-dir",
    "--color",
    "--package",
    "--extra",
    "--group",
  ),
  dangerous: set(
    "--index-url",
    "--extra-index-url",
    "--index",
    "--default-index",
    "-i",
    "--find-links",
    "-f",
    "--config-file",
    "--directory",
    "--project",
    "--python",
    "-p",
    "--with",
    "--with-requirements",
    "--with-editable",
    "--env-file",
    "--cache-dir",
  ),
  clusters: true,
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
  commandAt: (operands) => (operands[0] === "run" ? 1 : undefined),
};
const POETRY: RunnerSpec = {
  family: "poetry",
  takesValue: set("-C", "--directory", "-P", "--project"),
  dangerous: set("-C", "--directory", "-P", "--project"),
  clusters: true,
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
  commandAt: (operands) => (operands[0] === "run" ? 1 : undefined),
};
const PYTEST_DANGEROUS = set(
  "-p",
  "-c",
  "--config-file",
  "--rootdir",
  "--confcutdir",
  "-o",
  "--override-ini",
  "--basetemp",
  "--junitxml",
  "--junit-xml",
  "--debug",
  "--pastebin",
  "--log-file",
  "--report-log",
  "--resultlog",
  "--cache-dir",
);
const PYTEST: RunnerSpec = {
  family: "pytest",
  takesValue: set(
    ...PYTEST_DANGEROUS,
    "-k",
    "-m",
    "--maxfail",
    "--tb",
    "--durations",
    "-n",
    "--ignore",
    "--deselect",
    "--cov",
    "--import-mode",
  ),
  dangerous: PYTEST_DANGEROUS,
  clusters: true,
  ownsOptions: () => true,
};
const GO_DANGEROUS = [
  "-exec",
  "-toolexec",
  "-C",
  "-modfile",
  "-overlay",
  "-ldflags",
  "-gcflags",
  "-asmflags",
  "-gccgoflags",
  "-compiler",
  "-o",
  "-coverprofile",
  "-cpuprofile",
  "-memprofile",
  "-blockprofile",
  "-mutexprofile",
  "-trace",
  "-outputdir",
  "-pgo",
  "-pkgdir",
];
const GO: RunnerSpec = {
  family: "go",
  // Go's flag package takes `-x` and `--x` alike: both spellings are listed.
  takesValue: set(
    ...GO_DANGEROUS,
    ...GO_DANGEROUS.map((o) => `-${o}`),
    "-run",
    "-count",
    "-timeout",
    "-tags",
    "-p",
    "-bench",
    "-cover",
    "-covermode",
    "-coverpkg",
    "-mod",
    "-parallel",
    "-shuffle",
    "-skip",
  ),
  dangerous: set(...GO_DANGEROUS, ...GO_DANGEROUS.map((o) => `-${o}`)),
  // `go run prog args…`: the program's arguments follow the package; `go test … -args …` likewise.
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
};
const GRADLE_DANGEROUS = set(
  "-I",
  "--init-script",
  "-p",
  "--project-dir",
  "-b",
  "--build-file",
  "-c",
  "--settings-file",
  "-g",
  "--gradle-user-home",
  "--include-build",
  "-D",
  "--system-prop",
  "-P",
  "--project-prop",
);
const GRADLE: RunnerSpec = {
  family: "gradle",
  takesValue: set(
    "-I",
    "--init-script",
    "-p",
    "--project-dir",
    "-b",
    "--build-file",
    "-c",
    "--settings-file",
    "-g",
    "--gradle-user-home",
    "--include-build",
    "-x",
    "--exclude-task",
    "--max-workers",
    "--console",
    "--warning-mode",
  ),
  dangerous: GRADLE_DANGEROUS,
  dangerousPrefixes: ["-D", "-P"],
  ownsOptions: () => true,
};
const MVN: RunnerSpec = {
  family: "mvn",
  takesValue: set(
    "-f",
    "--file",
    "-s",
    "--settings",
    "-gs",
    "--global-settings",
    "-t",
    "--toolchains",
    "-gt",
    "--global-toolchains",
    "-pl",
    "--projects",
    "-rf",
    "--resume-from",
    "-T",
    "--threads",
    "-P",
    "--activate-profiles",
    "-l",
    "--log-file",
  ),
  dangerous: set(
    "-f",
    "--file",
    "-s",
    "--settings",
    "-gs",
    "--global-settings",
    "-t",
    "--toolchains",
    "-gt",
    "--global-toolchains",
    "-D",
    "--define",
    "-l",
    "--log-file",
  ),
  dangerousPrefixes: ["-D"],
  ownsOptions: () => true,
};

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
  const specs: Record<string, RunnerSpec> = {
    npm: NPM,
    npx: NPX,
    pnpm: PNPM,
    yarn: YARN,
    bun: BUN,
    make: MAKE,
    gmake: MAKE,
    cargo: CARGO,
    pip: PIP,
    pip3: PIP,
    uv: UV,
    poetry: POETRY,
    pytest: PYTEST,
    "py.test": PYTEST,
    go: GO,
    gradle: GRADLE,
    mvn: MVN,
  };
  const programs: Record<string, ProgramAnalyzer> = {};
  for (const [name, spec] of Object.entries(specs)) programs[name] = runner(spec, inner);
  programs["make"] = withVariables(programs["make"] as ProgramAnalyzer);
  programs["gmake"] = programs["make"];
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
const MODULE_RUNNERS: Readonly<Record<string, RunnerSpec>> = lookupTable({ pytest: PYTEST, pip: PIP });

export function moduleRunner(module: string): ProgramAnalyzer | undefined {
  const spec = MODULE_RUNNERS[module];
  return spec === undefined ? undefined : runner(spec, () => undefined);
}
