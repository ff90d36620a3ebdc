// Options (and script commands) that turn an otherwise harmless program into one that runs other
// programs, writes files, or reads files the command line does not name. A command using one is not
// read-only, and the policy denies it even under a matching prefix rule unless the rule names the
// option. One row per (program, option); `example` is a command that must be flagged with that row
// (test/policy/shell/dangerous-options.test.ts checks every row).
//
// `option` is what a rule has to name. Rows whose option is in angle brackets stand for something
// that is not an option spelling (a git alias, an awk program); the flagged entry then carries the
// word as written.

import { READ_ROWS } from "./dangerous-reads";
import { RUNNER_ROWS } from "./dangerous-runners";

export interface DangerousOptionRow {
  /** The program as invoked by name; "*" for a row that applies to every program. */
  program: string;
  option: string;
  reason: string;
  example: string;
}

const GIT_CONFIG =
  "sets git configuration for this run, and configuration can name programs to run (core.pager, core.fsmonitor, core.sshCommand, aliases)";
const FIND_EXEC = "runs a command for every file found";
const FIND_WRITE = "writes the listing to a file";
const SED_WRITE = "writes to a file";
const SED_READ = "reads a file the command line does not name";
const INLINE = "runs program text given on the command line";
const AWK = `${INLINE} that this analysis does not accept: awk programs run commands (system, pipes with |), read files the command line does not name (getline, ARGV) and write files (print > file); a program without these, gawk's @ directives and extension() is read-only`;

export const DANGEROUS_OPTIONS: readonly DangerousOptionRow[] = [
  // git, before the subcommand
  { program: "git", option: "-c", reason: GIT_CONFIG, example: "git -c core.pager=cat log" },
  {
    program: "git",
    option: "--config-env",
    reason: GIT_CONFIG,
    example: "git --config-env=core.pager=EDITOR log",
  },
  {
    program: "git",
    option: "--exec-path",
    reason: "makes git run its subcommands from another directory",
    example: "git --exec-path=/tmp/x log",
  },
  {
    program: "git",
    option: "-p",
    reason: "pipes the output through a pager program chosen by configuration",
    example: "git -p log",
  },
  {
    program: "git",
    option: "--paginate",
    reason: "pipes the output through a pager program chosen by configuration",
    example: "git --paginate log",
  },
  {
    program: "git",
    option: "--git-dir",
    reason: "uses another repository, whose configuration can name programs to run",
    example: "git --git-dir=/tmp/r/.git log",
  },
  {
    program: "git",
    option: "--bare",
    reason: "treats the working directory as a repository, whose configuration can name programs to run",
    example: "git --bare log",
  },
  {
    program: "git",
    option: "<alias>",
    reason: "is not a built-in git command: an alias or a git-<name> program can run anything",
    example: "git lg",
  },
  // git, after the subcommand
  {
    program: "git",
    option: "--output",
    reason: "writes the output to a file",
    example: "git diff --output=/tmp/x",
  },
  {
    program: "git",
    option: "--ext-diff",
    reason: "runs the external diff program named in configuration",
    example: "git log -p --ext-diff",
  },
  {
    program: "git",
    option: "--textconv",
    reason: "runs the text conversion programs named in configuration",
    example: "git show --textconv HEAD",
  },
  {
    program: "git",
    option: "--upload-pack",
    reason: "names the program git runs to fetch, which can be any local program",
    example: "git ls-remote --upload-pack=/tmp/x origin",
  },
  {
    program: "git",
    option: "--receive-pack",
    reason: "names the program git runs to push, which can be any local program",
    example: "git push --receive-pack=/tmp/x origin",
  },
  {
    program: "git",
    option: "--exec",
    reason: "names the program git runs on the other side, which can be any local program",
    example: "git archive --exec=/tmp/x --remote=origin HEAD",
  },
  {
    program: "git",
    option: "--open-files-in-pager",
    reason: "opens the matching files in a pager program",
    example: "git grep --open-files-in-pager foo",
  },
  {
    program: "git",
    option: "-O",
    reason: "opens the matching files in a pager program (git grep -O)",
    example: "git grep -O foo",
  },
  {
    program: "git",
    option: "--filters",
    reason: "runs the filter programs named in configuration",
    example: "git cat-file --filters HEAD:a",
  },
  {
    program: "git",
    option: "--config",
    reason: GIT_CONFIG,
    example: "git clone --config core.sshCommand=./x origin",
  },
  {
    program: "git",
    option: "-x",
    reason: "runs a command (git rebase -x, git difftool -x)",
    example: "git rebase -x ./x main",
  },
  {
    program: "git",
    option: "--extcmd",
    reason: "runs a command to show each diff",
    example: "git difftool --extcmd=./x",
  },
  {
    program: "git",
    option: "foreach",
    reason: "runs a command in every submodule (git submodule foreach)",
    example: "git submodule foreach ./x",
  },
  {
    program: "git",
    option: "run",
    reason: "runs a command at every step (git bisect run)",
    example: "git bisect run ./x",
  },
  // find
  { program: "find", option: "-exec", reason: FIND_EXEC, example: "find . -exec rm {} ;" },
  { program: "find", option: "-execdir", reason: FIND_EXEC, example: "find . -execdir id ;" },
  { program: "find", option: "-ok", reason: FIND_EXEC, example: "find . -ok id ;" },
  { program: "find", option: "-okdir", reason: FIND_EXEC, example: "find . -okdir id ;" },
  {
    program: "find",
    option: "-delete",
    reason: "deletes the files found",
    example: "find . -name x -delete",
  },
  { program: "find", option: "-fprint", reason: FIND_WRITE, example: "find . -fprint /tmp/x" },
  { program: "find", option: "-fprint0", reason: FIND_WRITE, example: "find . -fprint0 /tmp/x" },
  { program: "find", option: "-fprintf", reason: FIND_WRITE, example: "find . -fprintf /tmp/x %p" },
  { program: "find", option: "-fls", reason: FIND_WRITE, example: "find . -fls /tmp/x" },
  {
    program: "find",
    option: "<predicate>",
    reason: "is not a find expression this analysis knows",
    example: "find . -frobnicate",
  },
  // sed
  { program: "sed", option: "-i", reason: "edits files in place", example: "sed -i s/a/b/ a" },
  {
    program: "sed",
    option: "--in-place",
    reason: "edits files in place",
    example: "sed --in-place s/a/b/ a",
  },
  {
    program: "sed",
    option: "-f",
    reason: "reads its script from a file, which is not analysed",
    example: "sed -f script.sed a",
  },
  {
    program: "sed",
    option: "--file",
    reason: "reads its script from a file, which is not analysed",
    example: "sed --file=script.sed a",
  },
  {
    program: "sed",
    option: "e",
    reason: "runs a shell command (the sed e command)",
    example: "sed -n '1e id' a",
  },
  {
    program: "sed",
    option: "s///e",
    reason: "runs the result of a substitution as a shell command",
    example: "sed -n 's/x/y/e' a",
  },
  { program: "sed", option: "w", reason: SED_WRITE, example: "sed -n '2w /tmp/x' a" },
  { program: "sed", option: "W", reason: SED_WRITE, example: "sed -n '2W /tmp/x' a" },
  { program: "sed", option: "s///w", reason: SED_WRITE, example: "sed -n 's/x/y/w /tmp/x' a" },
  { program: "sed", option: "r", reason: SED_READ, example: "sed '1r /etc/passwd' a" },
  { program: "sed", option: "R", reason: SED_READ, example: "sed '1R /etc/passwd' a" },
  {
    program: "sed",
    option: "<script>",
    reason: "has a script this analysis could not read",
    example: "sed -n '1k' a",
  },
  // ripgrep
  {
    program: "rg",
    option: "--pre",
    reason: "runs a preprocessor program on every file searched",
    example: "rg --pre ./x.sh foo",
  },
  {
    program: "rg",
    option: "--pre-glob",
    reason: "chooses the files a --pre program runs on",
    example: "rg --pre-glob '*.pdf' foo",
  },
  {
    program: "rg",
    option: "--hostname-bin",
    reason: "runs a program to learn the host name",
    example: "rg --hostname-bin ./x foo",
  },
  // sort
  { program: "sort", option: "-o", reason: "writes the result to a file", example: "sort -o /tmp/x a" },
  {
    program: "sort",
    option: "--output",
    reason: "writes the result to a file",
    example: "sort --output=/tmp/x a",
  },
  {
    program: "sort",
    option: "--compress-program",
    reason: "runs a program to compress temporary files",
    example: "sort --compress-program=./x a",
  },
  // tar
  {
    program: "tar",
    option: "--checkpoint-action",
    reason: "runs an action, including any command, at checkpoints",
    example: "tar --checkpoint=1 --checkpoint-action=exec=id -cf a.tar b",
  },
  {
    program: "tar",
    option: "--to-command",
    reason: "pipes every extracted file into a command",
    example: "tar -xf a.tar --to-command=id",
  },
  {
    program: "tar",
    option: "--use-compress-program",
    reason: "runs a program to compress or decompress",
    example: "tar --use-compress-program=./x -tf a.tar",
  },
  {
    program: "tar",
    option: "-I",
    reason: "runs a program to compress or decompress",
    example: "tar -I ./x -tf a.tar",
  },
  {
    program: "tar",
    option: "--info-script",
    reason: "runs a script at the end of each volume",
    example: "tar --info-script=./x -tf a.tar",
  },
  {
    program: "tar",
    option: "--new-volume-script",
    reason: "runs a script at the end of each volume",
    example: "tar --new-volume-script=./x -tf a.tar",
  },
  {
    program: "tar",
    option: "-F",
    reason: "runs a script at the end of each volume",
    example: "tar -F ./x -tf a.tar",
  },
  {
    program: "tar",
    option: "--rsh-command",
    reason: "runs a remote shell program",
    example: "tar --rsh-command=./x -tf h:a.tar",
  },
  {
    program: "tar",
    option: "--rmt-command",
    reason: "runs a remote tape program",
    example: "tar --rmt-command=./x -tf h:a.tar",
  },
  {
    program: "tar",
    option: "--absolute-names",
    reason: "keeps absolute names and '..' in member names, so files can land anywhere",
    example: "tar --absolute-names -xf a.tar",
  },
  {
    program: "tar",
    option: "-P",
    reason: "keeps absolute names and '..' in member names, so files can land anywhere",
    example: "tar -P -xf a.tar",
  },
  {
    program: "unzip",
    option: "-:",
    reason: "keeps '..' and absolute names in member names, so files can land anywhere",
    example: "unzip -: a.zip",
  },
  {
    program: "tar",
    option: "<remote archive>",
    reason: "names an archive on another host (host:file), opened through a remote shell",
    example: "tar -tf evil:a.tar",
  },
  // man
  { program: "man", option: "-H", reason: "opens the page in a web browser program", example: "man -H git" },
  {
    program: "man",
    option: "--html",
    reason: "opens the page in a web browser program",
    example: "man --html git",
  },
  { program: "man", option: "-P", reason: "runs the named pager program", example: "man -P ./x git" },
  {
    program: "man",
    option: "--pager",
    reason: "runs the named pager program",
    example: "man --pager=./x git",
  },
  // tree
  { program: "tree", option: "-o", reason: "writes the listing to a file", example: "tree -o /tmp/x" },
  // interpreters with program text on the command line
  { program: "awk", option: "<program>", reason: AWK, example: `awk '{system("id")}' a` },
  { program: "awk", option: "-e", reason: AWK, example: "gawk -e 'BEGIN{print > \"x\"}' a" },
  { program: "awk", option: "--source", reason: AWK, example: "gawk --source='{print | \"sh\"}' a" },
  { program: "perl", option: "-e", reason: INLINE, example: "perl -e 'print 1'" },
  { program: "perl", option: "-E", reason: INLINE, example: "perl -E 'say 1'" },
  { program: "python", option: "-c", reason: INLINE, example: "python3 -c 'print(1)'" },
  { program: "node", option: "-e", reason: INLINE, example: "node -e 'process.exit(0)'" },
  { program: "node", option: "--eval", reason: INLINE, example: "node --eval '1'" },
  { program: "node", option: "-p", reason: INLINE, example: "node -p '1'" },
  { program: "node", option: "--print", reason: INLINE, example: "node --print '1'" },
  { program: "ruby", option: "-e", reason: INLINE, example: "ruby -e 'p 1'" },
  { program: "php", option: "-r", reason: INLINE, example: "php -r 'echo 1;'" },
  { program: "php", option: "-B", reason: INLINE, example: "php -B 'echo 1;'" },
  { program: "php", option: "-R", reason: INLINE, example: "php -R 'echo 1;'" },
  { program: "php", option: "-E", reason: INLINE, example: "php -E 'echo 1;'" },
  { program: "lua", option: "-e", reason: INLINE, example: "lua -e 'print(1)'" },
  {
    program: "zsh",
    option: "-c",
    reason: `${INLINE}; zsh scripts are not analysed (zsh globs and expansions can run code where bash's do not)`,
    example: "zsh -c 'ls'",
  },
  { program: "ksh", option: "-c", reason: `${INLINE}; ksh scripts are not analysed`, example: "ksh -c 'ls'" },
  {
    program: "fish",
    option: "-c",
    reason: `${INLINE}; fish scripts are not analysed`,
    example: "fish -c 'ls'",
  },
  {
    program: "bash",
    option: "-c",
    reason: `${INLINE} without its script being analysed (the shell is named by a path, or has options under which its scripts are not followed)`,
    example: "bash -i -c 'ls'",
  },
  {
    program: "csh",
    option: "-c",
    reason: `${INLINE}; csh scripts are not analysed`,
    example: "tcsh -c 'ls'",
  },
  ...READ_ROWS,
  ...RUNNER_ROWS,
  // any program
  {
    program: "*",
    option: "<option-like glob>",
    reason:
      "is an unquoted glob that starts with '-', so whatever it matches reaches the program as an option; quote it if the program should get the pattern, or write ./ before a pattern of file names",
    example: "cat -*.ts",
  },
];

/** The flagged entry for a row; throws (an internal error, so the command is denied) for a missing row. */
export function dangerousOption(
  program: string,
  option: string,
  token: string,
): { option: string; reason: string; token: string } {
  const row = DANGEROUS_OPTIONS.find(
    (r) => (r.program === program || r.program === "*") && r.option === option,
  );
  if (row === undefined) throw new Error(`no dangerous-option row for ${program} ${option}`);
  return { option: row.option.startsWith("<") ? token : row.option, reason: row.reason, token };
}

const spellingsOf = new Map<string, readonly string[]>();

/** The dangerous option spellings of a program ("-o", "--output"). */
export function dangerousSpellings(program: string): readonly string[] {
  let spellings = spellingsOf.get(program);
  if (spellings === undefined) {
    spellings = DANGEROUS_OPTIONS.filter((r) => r.program === program && r.option.startsWith("-")).map(
      (r) => r.option,
    );
    spellingsOf.set(program, spellings);
  }
  return spellings;
}
