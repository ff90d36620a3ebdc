// An interim answer to "can this command change anything?", used for Bash's isReadOnly and
// isConcurrencySafe until the policy engine's grammar-based shell analysis replaces it. There is no
// parser here on purpose: a command qualifies only when it is made of characters that cannot quote,
// expand, redirect, chain or glob anything, so what is written is exactly the words the program gets;
// then its program (and git subcommand) must be on a short list, with the options that write files or
// run other programs refused, abbreviations included. Operands that are absolute paths or climb with
// `..` are refused too: reading outside the workspace is for the policy to weigh, not for this
// shortcut. Anything else is "may change something" — the safe default.

/** Letters, digits, space and `_./=:,@%+-`: no quotes, `$`, backticks, globs, `~`, redirections,
 * pipes, `;`, `&`, newlines, tabs, parentheses or braces. */
const SAFE_CHARACTERS = /^[A-Za-z0-9 _./=:,@%+-]+$/;
const MAX_COMMAND_LENGTH = 2_000;

type ArgsCheck = (args: readonly string[]) => boolean;

const anyArgs: ArgsCheck = () => true;
const noArgs: ArgsCheck = (args) => args.length === 0;

const isLongOption = (token: string) => token.startsWith("--") && token.length > 2;
const isShortCluster = (token: string) => /^-[A-Za-z0-9]/.test(token);
const longName = (token: string) => token.split("=")[0] ?? token;

/** Tokens before a `--` end-of-options marker (after it every token is an operand). */
function optionsPart(args: readonly string[]): readonly string[] {
  const end = args.indexOf("--");
  return end === -1 ? args : args.slice(0, end);
}

/** True when the token names one of `dangerous` (long options) exactly or as an abbreviation. */
function abbreviates(token: string, dangerous: readonly string[]): boolean {
  if (!isLongOption(token)) return false;
  const name = longName(token);
  return dangerous.some((option) => option.startsWith(name));
}

/** A check that refuses the given long options (abbreviated too) and short letters in any cluster. */
function refusing(longOptions: readonly string[], shortLetters = ""): ArgsCheck {
  return (args) =>
    optionsPart(args).every((token) => {
      if (abbreviates(token, longOptions)) return false;
      if (isShortCluster(token) && [...token.slice(1)].some((letter) => shortLetters.includes(letter)))
        return false;
      return true;
    });
}

const GIT_SUBCOMMANDS = new Set([
  "status",
  "diff",
  "log",
  "show",
  "rev-parse",
  "ls-files",
  "branch",
  "blame",
]);

// Options that write files, run programs or read outside the repository.
const GIT_REFUSED = [
  "--output",
  "--ext-diff",
  "--textconv",
  "--upload-pack",
  "--receive-pack",
  "--exec-path",
  "--exec",
  "--config-env",
  "--paginate",
  "--no-index",
  "--open-files-in-pager",
];

const GIT_BRANCH_LISTING = new Set([
  "-a",
  "-r",
  "-v",
  "-vv",
  "-l",
  "--list",
  "--all",
  "--remotes",
  "--verbose",
  "--show-current",
  "--no-color",
  "--no-column",
]);

function gitBranchLists(args: readonly string[]): boolean {
  const options = args.filter((a) => a.startsWith("-"));
  const patterns = args.filter((a) => !a.startsWith("-"));
  if (
    !options.every((o) => GIT_BRANCH_LISTING.has(o) || o.startsWith("--sort=") || o.startsWith("--format="))
  )
    return false;
  // `git branch name` creates a branch; names are patterns only in list mode.
  return patterns.length === 0 || options.includes("--list") || options.includes("-l");
}

const git: ArgsCheck = (args) => {
  // Options before the subcommand (-c, -C, --git-dir, -p, --exec-path, ...) are all refused.
  const [subcommand, ...rest] = args;
  if (subcommand === undefined || !GIT_SUBCOMMANDS.has(subcommand)) return false;
  if (!refusing(GIT_REFUSED)(rest)) return false;
  return subcommand === "branch" ? gitBranchLists(rest) : true;
};

/** uniq's second operand is an output file, so at most one operand may appear. */
const uniq: ArgsCheck = (args) => {
  const takesValue = new Set(["-f", "-s", "-w", "--skip-fields", "--skip-chars", "--check-chars"]);
  let operands = 0;
  let endOfOptions = false;
  for (let i = 0; i < args.length; i++) {
    const token = args[i] ?? "";
    if (!endOfOptions && token === "--") endOfOptions = true;
    else if (!endOfOptions && token.startsWith("-") && token !== "-") {
      if (takesValue.has(token)) i++;
    } else operands++;
  }
  return operands <= 1;
};

/** tail may read but not follow: -f, -F, --follow, and the old `-5f` / `+5f` forms. */
const tail: ArgsCheck = (args) =>
  refusing(["--follow"], "fF")(args) &&
  !optionsPart(args).some((token) => /^\+[0-9]*[a-zA-Z]*[fF]/.test(token));

/** `date` may print any date but never set one (-s, or an operand not starting with +). */
const date: ArgsCheck = (args) => {
  const takesValue = new Set(["-d", "-f", "-r", "--date", "--file", "--reference"]);
  for (let i = 0; i < args.length; i++) {
    const token = args[i] ?? "";
    if (abbreviates(token, ["--set"])) return false;
    if (takesValue.has(token)) i++;
    else if (isShortCluster(token)) {
      if (token.includes("s")) return false;
    } else if (!token.startsWith("+") && !token.startsWith("--")) return false;
  }
  return true;
};

const PROGRAMS: ReadonlyMap<string, ArgsCheck> = new Map([
  ["git", git],
  ["ls", anyArgs],
  ["cat", anyArgs],
  ["head", anyArgs],
  ["tail", tail],
  ["wc", anyArgs],
  ["pwd", anyArgs],
  ["echo", anyArgs],
  ["grep", anyArgs],
  ["rg", refusing(["--pre", "--pre-glob", "--hostname-bin", "--search-zip"], "z")],
  [
    "find",
    (args) =>
      !args.some((a) =>
        ["-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"].includes(
          a,
        ),
      ),
  ],
  ["sort", refusing(["--output", "--compress-program", "--temporary-directory"], "oT")],
  ["uniq", uniq],
  ["which", anyArgs],
  ["file", refusing(["--compile"], "C")],
  ["stat", anyArgs],
  ["du", anyArgs],
  ["df", anyArgs],
  ["date", date],
  ["uname", anyArgs],
  ["whoami", anyArgs],
  ["env", noArgs],
  ["true", anyArgs],
  ["false", anyArgs],
  ["test", anyArgs],
]);

/** An operand naming an absolute path, or climbing out with `..`, anywhere in the token. */
function leavesWorkspace(token: string): boolean {
  if (/(^|[=:,@])\//.test(token) || /^-[A-Za-z]+\//.test(token)) return true;
  return token.split(/[/=:,@]/).includes("..");
}

export function isReadOnlyCommand(command: string): boolean {
  if (command.length > MAX_COMMAND_LENGTH || !SAFE_CHARACTERS.test(command)) return false;
  const [program, ...args] = command.split(" ").filter((word) => word !== "");
  if (program === undefined) return false;
  const check = PROGRAMS.get(program);
  if (check === undefined) return false;
  if ([program, ...args].some(leavesWorkspace)) return false;
  return check(args);
}
