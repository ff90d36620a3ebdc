// Every row of the dangerous-options table is flagged by its own example; abbreviations of long
// options are flagged as the option they stand for; and the look-alike options that are harmless stay
// read-only.
import { describe, expect, it } from "vitest";
import { DANGEROUS_OPTIONS } from "../../../src/policy/shell/dangerous-options";
import { analyze, table } from "./helpers";

describe("the dangerous-options table", () => {
  it.each(DANGEROUS_OPTIONS.map((row) => [`${row.program} ${row.option}`, row] as const))(
    "%s is flagged by its example",
    async (_name, row) => {
      const result = await analyze(row.example);
      if (!result.ok) throw new Error(`${row.example}: ${result.error}`);
      const flagged = result.value.commands.flatMap((c) => c.dangerous);
      const match = flagged.find(
        (d) => d.reason === row.reason && (row.option.startsWith("<") || d.option === row.option),
      );
      expect(match, `${row.example} → ${JSON.stringify(flagged)}`).toBeDefined();
      expect(result.value.readOnly).toBe(false);
    },
  );

  it("has one row per program and option, and every reason is a sentence fragment for the model", () => {
    const keys = DANGEROUS_OPTIONS.map((row) => `${row.program} ${row.option}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of DANGEROUS_OPTIONS) expect(row.reason).toMatch(/^[a-z]/);
  });
});

describe("abbreviated long options", () => {
  table([
    {
      cmd: "git log --ext",
      argv: [["git", "log", "--ext"]],
      dangerous: ["--ext-diff", "--extcmd"],
      readOnly: false,
    },
    { cmd: "git log -p --ext-d", argv: [["git", "log", "-p", "--ext-d"]], dangerous: ["--ext-diff"] },
    {
      cmd: "git diff --out=/tmp/x",
      argv: [["git", "diff", "--out=/tmp/x"]],
      dangerous: ["--output"],
      paths: ["write /tmp/x"],
    },
    {
      cmd: "git diff --outp /tmp/x",
      argv: [["git", "diff", "--outp", "/tmp/x"]],
      dangerous: ["--output"],
      paths: ["write /tmp/x", "read /tmp/x"],
    },
    { cmd: "git show --textc HEAD", argv: [["git", "show", "--textc", "HEAD"]], dangerous: ["--textconv"] },
    {
      cmd: "git ls-remote --upload-p=x origin",
      argv: [["git", "ls-remote", "--upload-p=x", "origin"]],
      dangerous: ["--upload-pack"],
    },
    {
      cmd: "git fetch --upload=x origin",
      argv: [["git", "fetch", "--upload=x", "origin"]],
      dangerous: ["--upload-pack"],
    },
    {
      cmd: "git push --rec=x origin",
      argv: [["git", "push", "--rec=x", "origin"]],
      dangerous: ["--receive-pack"],
    },
    {
      cmd: "git grep --open foo",
      argv: [["git", "grep", "--open", "foo"]],
      dangerous: ["--open-files-in-pager"],
    },
    { cmd: "git grep -iO foo", argv: [["git", "grep", "-iO", "foo"]], dangerous: ["-O"] },
    { cmd: "git --exec-p=/tmp log", argv: [["git", "--exec-p=/tmp", "log"]], dangerous: ["--exec-path"] },
    { cmd: "git --pag log", argv: [["git", "--pag", "log"]], dangerous: ["--paginate"] },
    { cmd: "git --git-d=/tmp/r log", argv: [["git", "--git-d=/tmp/r", "log"]], dangerous: ["--git-dir"] },
    {
      cmd: "git --git-dir /tmp/r log",
      argv: [["git", "--git-dir", "/tmp/r", "log"]],
      dangerous: ["--git-dir"],
      paths: ["read /tmp/r"],
    },
    { cmd: "git --config-e=x=Y log", argv: [["git", "--config-e=x=Y", "log"]], dangerous: ["--config-env"] },
    { cmd: "git -ccore.pager=id log", argv: [["git", "-ccore.pager=id", "log"]], dangerous: ["-c"] },
    {
      cmd: "sort --compress=./x a",
      argv: [["sort", "--compress=./x", "a"]],
      dangerous: ["--compress-program"],
    },
    {
      cmd: "sed --in-pl s/a/b/ f",
      argv: [["sed", "--in-pl", "s/a/b/", "f"]],
      dangerous: ["--in-place"],
      paths: ["write /w/app/f"],
    },
    {
      cmd: "sed -i.bak s/a/b/ f",
      argv: [["sed", "-i.bak", "s/a/b/", "f"]],
      dangerous: ["-i"],
      paths: ["write /w/app/f"],
    },
    { cmd: "sed -ni p f", argv: [["sed", "-ni", "p", "f"]], dangerous: ["-i"], paths: ["write /w/app/f"] },
    {
      cmd: "tar --to-com=id -xf a.tar",
      argv: [["tar", "--to-com=id", "-xf", "a.tar"]],
      dangerous: ["--to-command"],
    },
    {
      cmd: "tar --checkpoint=1 --checkpoint-a=exec=id -cf a.tar b",
      argv: [["tar", "--checkpoint=1", "--checkpoint-a=exec=id", "-cf", "a.tar", "b"]],
      dangerous: ["--checkpoint-action"],
    },
    { cmd: "tar -tvIid -f a.tar", argv: [["tar", "-tvIid", "-f", "a.tar"]], dangerous: ["-I"] },
    { cmd: "tar tIf ./x a.tar", argv: [["tar", "tIf", "./x", "a.tar"]], dangerous: ["-I"] },
    { cmd: "man --htm git", argv: [["man", "--htm", "git"]], dangerous: ["--html"] },
    {
      cmd: "rg --pre-glob='*.pdf' --pre=x foo",
      argv: [["rg", "--pre-glob=*.pdf", "--pre=x", "foo"]],
      dangerous: ["--pre-glob", "--pre"],
    },
    // The unquoted glob names its option: the policy denies it only if a file name matches it.
    {
      cmd: "rg --pre-glob=*.pdf foo",
      argv: [["rg", "--pre-glob=*.pdf", "foo"]],
      dangerous: ["--pre-glob"],
      optionLikeGlobs: ["--pre-glob=*.pdf"],
    },
  ]);
});

describe("harmless options that look like dangerous ones", () => {
  table([
    { cmd: "git log --oneline -5", argv: [["git", "log", "--oneline", "-5"]], dangerous: [], readOnly: true },
    {
      cmd: "git log -p -- src",
      argv: [["git", "log", "-p", "--", "src"]],
      dangerous: [],
      paths: ["read /w/app/src"],
      readOnly: true,
    },
    { cmd: "git diff --text", argv: [["git", "diff", "--text"]], dangerous: [], readOnly: true },
    {
      cmd: "git log --no-ext-diff --no-textconv",
      argv: [["git", "log", "--no-ext-diff", "--no-textconv"]],
      dangerous: [],
      readOnly: true,
    },
    {
      cmd: "git rev-list --objects --filter=blob:none HEAD",
      argv: [["git", "rev-list", "--objects", "--filter=blob:none", "HEAD"]],
      dangerous: [],
      readOnly: true,
    },
    {
      cmd: "git log --format=%H --output-indicator-new=+",
      argv: [["git", "log", "--format=%H", "--output-indicator-new=+"]],
      dangerous: [],
      readOnly: true,
    },
    { cmd: "git -P log", argv: [["git", "-P", "log"]], dangerous: [], readOnly: true },
    {
      cmd: "git --no-pager diff --stat",
      argv: [["git", "--no-pager", "diff", "--stat"]],
      dangerous: [],
      readOnly: true,
    },
    { cmd: "git status --porcelain", argv: [["git", "status", "--porcelain"]], readOnly: true },
    { cmd: "git rev-parse --show-toplevel", argv: [["git", "rev-parse", "--show-toplevel"]], readOnly: true },
    { cmd: "git ls-files -z", argv: [["git", "ls-files", "-z"]], readOnly: true },
    { cmd: "git blame -L 1,5 src/a.ts", argv: [["git", "blame", "-L", "1,5", "src/a.ts"]], readOnly: true },
    { cmd: "git branch", argv: [["git", "branch"]], readOnly: true },
    {
      cmd: "git branch -a --list 'feat*'",
      argv: [["git", "branch", "-a", "--list", "feat*"]],
      readOnly: true,
    },
    { cmd: "git branch --contains HEAD", argv: [["git", "branch", "--contains", "HEAD"]], readOnly: true },
    { cmd: "git branch new-feature", argv: [["git", "branch", "new-feature"]], readOnly: false },
    { cmd: "git branch -D main", argv: [["git", "branch", "-D", "main"]], readOnly: false },
    { cmd: "git branch --del main", argv: [["git", "branch", "--del", "main"]], readOnly: false },
    { cmd: "git tag -l 'v1.*'", argv: [["git", "tag", "-l", "v1.*"]], readOnly: true },
    { cmd: "git tag v2.0", argv: [["git", "tag", "v2.0"]], readOnly: false },
    { cmd: "git stash list", argv: [["git", "stash", "list"]], readOnly: true },
    { cmd: "git stash", argv: [["git", "stash"]], readOnly: false },
    // Issue 18 (class 9): listing remotes is read-only (the policy checks their URLs for credentials).
    { cmd: "git remote -v", argv: [["git", "remote", "-v"]], readOnly: true },
    { cmd: "git config --list", argv: [["git", "config", "--list"]], readOnly: false },
    {
      cmd: "git push origin main",
      argv: [["git", "push", "origin", "main"]],
      dangerous: [],
      readOnly: false,
    },
    { cmd: "git", argv: [["git"]], readOnly: true },
    { cmd: "sort -u -k 2 a", argv: [["sort", "-u", "-k", "2", "a"]], dangerous: [], readOnly: true },
    {
      cmd: "sort -T /tmp a",
      argv: [["sort", "-T", "/tmp", "a"]],
      dangerous: [],
      paths: ["write /tmp", "read /w/app/a"],
      readOnly: false,
    },
    { cmd: "sed -n '10,20p' a", argv: [["sed", "-n", "10,20p", "a"]], dangerous: [], readOnly: true },
    { cmd: "sed 's/a/b/g' a", argv: [["sed", "s/a/b/g", "a"]], dangerous: [], readOnly: true },
    {
      cmd: "sed -e 's|/usr|/opt|' -e '/^#/d' a",
      argv: [["sed", "-e", "s|/usr|/opt|", "-e", "/^#/d", "a"]],
      dangerous: [],
      readOnly: true,
    },
    {
      cmd: "sed -n '/start/,/end/{p;=}' a",
      argv: [["sed", "-n", "/start/,/end/{p;=}", "a"]],
      dangerous: [],
      readOnly: true,
    },
    { cmd: "sed '1i header' a", argv: [["sed", "1i header", "a"]], dangerous: [], readOnly: true },
    { cmd: "sed 's/[/]/x/' a", argv: [["sed", "s/[/]/x/", "a"]], dangerous: [], readOnly: true },
    {
      cmd: "sed -E 's/(a|b)+/\\1/w' a",
      argv: [["sed", "-E", "s/(a|b)+/\\1/w", "a"]],
      dangerous: ["s/(a|b)+/\\1/w"],
    },
    {
      cmd: "find . -type f -name '*.md' -print0",
      argv: [["find", ".", "-type", "f", "-name", "*.md", "-print0"]],
      dangerous: [],
      readOnly: true,
    },
    {
      cmd: "find src \\( -name a -o -name b \\) -not -path '*/node_modules/*'",
      argv: [
        ["find", "src", "(", "-name", "a", "-o", "-name", "b", ")", "-not", "-path", "*/node_modules/*"],
      ],
      readOnly: true,
    },
    {
      cmd: "find . -maxdepth 2 -newermt 2024-01-01",
      argv: [["find", ".", "-maxdepth", "2", "-newermt", "2024-01-01"]],
      paths: ["read /w/app"],
      readOnly: true,
    },
    { cmd: "rg -z foo", argv: [["rg", "-z", "foo"]], dangerous: [], readOnly: true },
    { cmd: "rg --pretty foo", argv: [["rg", "--pretty", "foo"]], dangerous: [], readOnly: true },
    { cmd: "grep --pre=x foo a", argv: [["grep", "--pre=x", "foo", "a"]], dangerous: [] },
    { cmd: "tar -tzf a.tgz", argv: [["tar", "-tzf", "a.tgz"]], dangerous: [], readOnly: true },
    { cmd: "man git-log", argv: [["man", "git-log"]], dangerous: [], readOnly: true },
    { cmd: "man -k grep", argv: [["man", "-k", "grep"]], dangerous: [], readOnly: true },
    {
      cmd: "awk -f prog.awk a",
      argv: [["awk", "-f", "prog.awk", "a"]],
      dangerous: [],
      paths: ["read /w/app/prog.awk", "read /w/app/a"],
      readOnly: false,
    },
    // Issue 18 (class 9): an awk program that only reads and prints is read-only now.
    {
      cmd: "awk -v n=1 '{print}' x=1 a",
      argv: [["awk", "-v", "n=1", "{print}", "x=1", "a"]],
      dangerous: [],
      paths: ["read /w/app/a"],
      readOnly: true,
    },
    {
      cmd: "gawk -o '{print}' a",
      argv: [["gawk", "-o", "{print}", "a"]],
      paths: ["write /w/app/awkprof.out", "read /w/app/a"],
    },
    {
      cmd: "node scripts/check.js",
      argv: [["node", "scripts/check.js"]],
      dangerous: [],
      paths: ["read /w/app/scripts/check.js"],
      readOnly: false,
    },
    { cmd: "perl -pe 's/a/b/' f", argv: [["perl", "-pe", "s/a/b/", "f"]], dangerous: ["-e"] },
  ]);
});
