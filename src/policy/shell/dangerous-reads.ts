// Dangerous-option rows of "read-only" programs whose options or operands make them run programs or
// read files the command line does not name (issue 18, class 1 and 2). Part of DANGEROUS_OPTIONS.
import type { DangerousOptionRow } from "./dangerous-options";

const NAMES_FROM_FILE =
  "reads the names of the files to read from a file or standard input, which this analysis does not see; name the files on the command line";
const MAN_FILE =
  "formats a page file from the disk, whose requests (.so) read other files and whose first line chooses preprocessor programs; read the file with cat, or name a page (man git-log)";
const MAN_CONFIG = "reads a man-db configuration file, which names the programs man runs (DEFINE nroff …)";
const MAN_PATH = "looks pages up in another directory, whose pages can read other files (.so)";
const MAN_PREPROCESSOR = "chooses the preprocessor programs man runs";
const GIT_PATHSPEC =
  "is a pathspec pattern git matches itself, against files that may include secret-like ones; name the files or directories (git log -- src)";
const GIT_OBJECT =
  "prints an object named by id or read from standard input, which may be a secret-like file's content; name it as REV:path (git show HEAD:src/a.ts) so the path can be judged";
const GIT_LISTING =
  "lists configuration values, which can include credentials (http.*.extraheader, url.*.insteadOf, credential.*); ask for one value with git config --get NAME";
const GIT_CREDENTIAL_KEY =
  "asks for a configuration value that can hold credentials (http.*, credential.*, url.*, include paths, tokens, passwords)";

export const READ_ROWS: readonly DangerousOptionRow[] = [
  {
    program: "git",
    option: "--work-tree",
    reason:
      "reads the working tree's files from another directory, under the names git tracks (git --work-tree=.git diff -- config reads .git/config)",
    example: "git --work-tree=.git diff -- config",
  },
  { program: "git", option: "<pathspec pattern>", reason: GIT_PATHSPEC, example: "git log -p -- '*.env'" },
  {
    program: "git",
    option: "<object>",
    reason: GIT_OBJECT,
    example: "git cat-file -p 3b18e512dba79e4c8300dd08aeb37f8e728b8dad",
  },
  { program: "git", option: "<config listing>", reason: GIT_LISTING, example: "git config --list" },
  {
    program: "git",
    option: "<credential key>",
    reason: GIT_CREDENTIAL_KEY,
    example: "git config --get http.extraheader",
  },
  { program: "man", option: "-C", reason: MAN_CONFIG, example: "man -C /dev/stdin -l README.md" },
  { program: "man", option: "--config-file", reason: MAN_CONFIG, example: "man --config-file=cfg git" },
  { program: "man", option: "-l", reason: MAN_FILE, example: "man -l README.md" },
  { program: "man", option: "--local-file", reason: MAN_FILE, example: "man --local-file README.md" },
  { program: "man", option: "<page file>", reason: MAN_FILE, example: "man ./docs/x.1" },
  { program: "man", option: "-M", reason: MAN_PATH, example: "man -M ./pages git" },
  { program: "man", option: "--manpath", reason: MAN_PATH, example: "man --manpath=./pages git" },
  { program: "man", option: "-p", reason: MAN_PREPROCESSOR, example: "man -p tr git" },
  {
    program: "man",
    option: "--preprocessor",
    reason: MAN_PREPROCESSOR,
    example: "man --preprocessor=tr git",
  },
  { program: "man", option: "-X", reason: "opens the page in an X viewer program", example: "man -X git" },
  {
    program: "man",
    option: "--gxditview",
    reason: "opens the page in an X viewer program",
    example: "man --gxditview git",
  },
  { program: "wc", option: "--files0-from", reason: NAMES_FROM_FILE, example: "wc --files0-from=- -l" },
  { program: "du", option: "--files0-from", reason: NAMES_FROM_FILE, example: "du --files0-from=list" },
  { program: "sort", option: "--files0-from", reason: NAMES_FROM_FILE, example: "sort --files0-from=-" },
  { program: "file", option: "-f", reason: NAMES_FROM_FILE, example: "file -f list" },
  { program: "file", option: "--files-from", reason: NAMES_FROM_FILE, example: "file --files-from=list" },
  { program: "tar", option: "-T", reason: NAMES_FROM_FILE, example: "tar -cf - -T list" },
  { program: "tar", option: "--files-from", reason: NAMES_FROM_FILE, example: "tar -cf - --files-from=list" },
  { program: "find", option: "-files0-from", reason: NAMES_FROM_FILE, example: "find -files0-from list" },
  {
    program: "strings",
    option: "<response file>",
    reason:
      "names a response file (@FILE) whose contents become more arguments, which this analysis does not see",
    example: "strings @args.txt",
  },
  {
    program: "tree",
    option: "-R",
    reason: "runs tree again in every directory, writing a listing file (00Tree.html) there",
    example: "tree -R -L 1 -H . -o index.html",
  },
  {
    program: "jq",
    option: "<module import>",
    reason:
      "imports modules or data files (import, include), found in directories the command line does not name",
    example: `jq 'import "cfg" as $c; .' a.json`,
  },
  {
    program: "jq",
    option: "-f",
    reason: "reads its filter from a file, which is not analysed (a filter can import other files)",
    example: "jq -f filter.jq a.json",
  },
  {
    program: "jq",
    option: "--from-file",
    reason: "reads its filter from a file, which is not analysed (a filter can import other files)",
    example: "jq --from-file filter.jq a.json",
  },
];
