// The runners the analysis knows, as data: where each one's own options end, which of them take a
// value, which are dangerous, and (for the npm family, which reads every option it does not know as
// configuration) which are harmless. The scanning is in runners.ts; the rows in dangerous-runners.ts.
import { lookupTable } from "../../lookup";

export interface RunnerSpec {
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
/** A set from words separated by spaces: long lists of options read as one line each. */
const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** npm's harmless options: output, what to install, audit and fund chatter. */
const NPM_SAFE = words(
  "-s --silent -q --quiet -d -dd -ddd --loglevel --if-present --ignore-scripts --color --no-color " +
    "--json --parseable -p --long -l --foreground-scripts --no-audit --audit --no-fund --fund " +
    "--prefer-offline --prefer-online --offline --dry-run --verbose --version -v --help -h --depth " +
    "--all -a --omit --include --production --save --no-save --save-dev -D --save-exact -E " +
    "--save-optional -O --save-prod -P --legacy-peer-deps --strict-peer-deps --no-package-lock " +
    "--package-lock-only --yes -y --no --progress --no-progress --audit-level --no-optional --timing " +
    "--no-update-notifier",
);
const NPM_VALUES = words("--loglevel --omit --include --depth --audit-level -w --workspace");
const NPM_DANGEROUS = words("-w --workspace --workspaces --ws -g --global -C --prefix");

/** Commands of pnpm, yarn and bun that manage packages: their options stay the runner's. */
const PACKAGE_COMMANDS = words(
  "install i add a remove rm update up upgrade ci link unlink outdated audit why list ls pack " +
    "publish init config cache store prune dedupe rebuild import fetch patch pm",
);
/** Commands after which the next operand names the script or command to run. */
const RUN_COMMANDS = words("run run-script exec dlx x");

/** pnpm/yarn/bun: options before the command, between `run` and the script, and all for package commands. */
function beforeScript(operands: readonly string[]): boolean {
  const first = operands[0];
  if (first === undefined) return true;
  if (RUN_COMMANDS.has(first)) return operands.length < 2;
  return PACKAGE_COMMANDS.has(first);
}

const PNPM_SAFE = set(
  ...NPM_SAFE,
  ...words(
    "--frozen-lockfile --no-frozen-lockfile --prefer-frozen-lockfile --reporter " +
      "--aggregate-output --stream --parallel --no-bail --bail --sort --no-sort --reverse " +
      "--resume-from --workspace-concurrency --report-summary --shamefully-hoist --fix-lockfile " +
      "--no-optional --dev --prod",
  ),
);
const PNPM_DANGEROUS = words(
  "-C --dir --filter -F --filter-prod -r --recursive -w --workspace-root -g --global " + "--shell-emulator",
);
const YARN_SAFE = set(
  ...NPM_SAFE,
  ...words(
    "--frozen-lockfile --immutable --immutable-cache --check-cache --non-interactive " +
      "--no-progress --pure-lockfile --prefer-offline --network-timeout --inline-builds --mode " +
      "--top-level",
  ),
);
const YARN_DANGEROUS = words(
  "--cwd --use-yarnrc --modules-folder --global-folder --cache-folder --preferred-cache-folder " +
    "--registry -g --global",
);
const BUN_SAFE = words(
  "-s --silent --if-present --version -v --help -h --watch --coverage --bail --timeout -t " +
    "--test-name-pattern --only --todo --rerun-each -u --update-snapshots --frozen-lockfile " +
    "--production --dry-run --no-save --verbose --ignore-scripts",
);
const BUN_DANGEROUS = words(
  "--cwd -r --preload --require --import -c --config --env-file --shell --tsconfig-override " +
    "--define -d --loader -l",
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
  takesValue: set(...NPM_VALUES, ...words("-p --package -c --call")),
  dangerous: set(...NPM_DANGEROUS, ...words("-p --package -c --call --shell")),
  safe: set(...NPM_SAFE, ...words("--no-install --ignore-existing")),
  ownsOptions: (operands) => operands.length === 0,
  commandAt: () => 0,
};
const PNPM: RunnerSpec = {
  family: "pnpm",
  takesValue: set(...NPM_VALUES, ...words("-C --dir --filter -F --filter-prod --reporter")),
  dangerous: PNPM_DANGEROUS,
  safe: PNPM_SAFE,
  ownsOptions: beforeScript,
  commandAt: (operands) => (["exec", "dlx"].includes(operands[0] ?? "") ? 1 : undefined),
};
const YARN: RunnerSpec = {
  family: "yarn",
  takesValue: words("--cwd --use-yarnrc --modules-folder --cache-folder --registry --mode"),
  dangerous: YARN_DANGEROUS,
  safe: YARN_SAFE,
  ownsOptions: beforeScript,
  commandAt: (operands) => (["exec", "dlx"].includes(operands[0] ?? "") ? 1 : undefined),
};
const BUN: RunnerSpec = {
  family: "bun",
  takesValue: words("--cwd -r --preload -c --config --env-file --shell --timeout"),
  dangerous: BUN_DANGEROUS,
  safe: BUN_SAFE,
  // `bun test` is bun's own test runner: its options are bun's.
  ownsOptions: (operands) => operands[0] === "test" || beforeScript(operands),
  commandAt: (operands) => (operands[0] === "x" ? 1 : undefined),
};

const MAKE: RunnerSpec = {
  family: "make",
  // -j and -l take an optional value: not listed, so a following option is still read as one.
  takesValue: words("-f --file --makefile -C --directory -I --include-dir --eval -E -o -W"),
  dangerous: words(
    "-f --file --makefile -C --directory -I --include-dir --eval -E -e --environment-overrides",
  ),
  clusters: true,
  ownsOptions: () => true,
};
const CARGO: RunnerSpec = {
  family: "cargo",
  takesValue: words(
    "--config -Z --manifest-path -C --target-dir --lockfile-path --artifact-dir -p --package -j " +
      "--features -F --target --bin --test --example --bench --profile --color --message-format",
  ),
  dangerous: words("--config -Z --manifest-path -C --target-dir --lockfile-path --artifact-dir"),
  clusters: true,
  ownsOptions: () => true,
};
const PIP_DANGEROUS = words(
  "-i --index-url --extra-index-url -f --find-links --trusted-host --proxy --cert --client-cert -t " +
    "--target --prefix --root --src --log --log-file --cache-dir -C --config-settings --global-option " +
    "--build-option --install-option --report",
);
const PIP: RunnerSpec = {
  family: "pip",
  takesValue: set(...PIP_DANGEROUS, ...words("-r --requirement -c --constraint -e --editable")),
  dangerous: PIP_DANGEROUS,
  clusters: true,
  ownsOptions: () => true,
};
const UV: RunnerSpec = {
  family: "uv",
  takesValue: words(
    "--index-url --extra-index-url --index --default-index -i --find-links -f --config-file " +
      "--directory --project --python -p --with --with-requirements --with-editable --env-file " +
      "--cache-dir --color --package --extra --group",
  ),
  dangerous: words(
    "--index-url --extra-index-url --index --default-index -i --find-links -f --config-file " +
      "--directory --project --python -p --with --with-requirements --with-editable --env-file " +
      "--cache-dir",
  ),
  clusters: true,
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
  commandAt: (operands) => (operands[0] === "run" ? 1 : undefined),
};
const POETRY: RunnerSpec = {
  family: "poetry",
  takesValue: words("-C --directory -P --project"),
  dangerous: words("-C --directory -P --project"),
  clusters: true,
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
  commandAt: (operands) => (operands[0] === "run" ? 1 : undefined),
};
const PYTEST_DANGEROUS = words(
  "-p -c --config-file --rootdir --confcutdir -o --override-ini --basetemp --junitxml --junit-xml " +
    "--debug --pastebin --log-file --report-log --resultlog --cache-dir",
);
const PYTEST: RunnerSpec = {
  family: "pytest",
  takesValue: set(
    ...PYTEST_DANGEROUS,
    ...words("-k -m --maxfail --tb --durations -n --ignore --deselect --cov --import-mode"),
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
const GRADLE_DANGEROUS = words(
  "-I --init-script -p --project-dir -b --build-file -c --settings-file -g --gradle-user-home " +
    "--include-build -D --system-prop -P --project-prop",
);
const GRADLE: RunnerSpec = {
  family: "gradle",
  takesValue: words(
    "-I --init-script -p --project-dir -b --build-file -c --settings-file -g --gradle-user-home " +
      "--include-build -x --exclude-task --max-workers --console --warning-mode",
  ),
  dangerous: GRADLE_DANGEROUS,
  dangerousPrefixes: ["-D", "-P"],
  ownsOptions: () => true,
};
const MVN: RunnerSpec = {
  family: "mvn",
  takesValue: words(
    "-f --file -s --settings -gs --global-settings -t --toolchains -gt --global-toolchains -pl " +
      "--projects -rf --resume-from -T --threads -P --activate-profiles -l --log-file",
  ),
  dangerous: words(
    "-f --file -s --settings -gs --global-settings -t --toolchains -gt --global-toolchains -D " +
      "--define -l --log-file",
  ),
  dangerousPrefixes: ["-D"],
  ownsOptions: () => true,
};

/** The runners by program name. */
export const RUNNERS: Readonly<Record<string, RunnerSpec>> = lookupTable({
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
});

/** Modules run as `python -m NAME` that are runners too. */
export const MODULE_RUNNERS: Readonly<Record<string, RunnerSpec>> = lookupTable({ pytest: PYTEST, pip: PIP });
