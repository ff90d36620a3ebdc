// Issue 18, class 2: reads that no path operand names. Recursive readers over trees that hold
// secret-like files or links out, names read from a file or standard input, git's object store. The
// guard holds for what is read: trees are checked on the real filesystem (support/world.ts's
// workspace holds .env, .env.example, certs/dev.pem and .git/config at the root, none in src/ or docs/).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { MAX_TREE_ENTRIES } from "../../../src/policy/judge-tree";
import { decider, policyFrom, resolverFor } from "../support/world";
import { regressionTable, regressionWorld } from "./support";

const rw = regressionWorld((world) => {
  world.file("src/nested/b.ts");
  // A link out of the workspace inside src/: read only by programs that follow links.
  world.link("src/keys", join(world.home, ".ssh"));
  // An ignore file that whitelists a hidden secret: ripgrep would search it.
  world.file("notes/.ignore", "!.env.local\n");
  world.file("notes/.env.local", "KEY=1\n");
  world.file("notes/todo.md");
  world.file("list", "src/a.ts\n");
});

regressionTable("recursive readers over trees that hold secrets", rw, [
  { cmd: "grep -r SECRET .", default: "deny", scoped: "deny", why: /below \. including \.env/ },
  { cmd: "grep -rn TODO", default: "deny", scoped: "deny", why: /--exclude/ },
  { cmd: "grep -d recurse SECRET .", default: "deny", scoped: "deny" },
  { cmd: "grep --directories=recurse SECRET .", default: "deny", scoped: "deny" },
  { cmd: "rgrep SECRET .", default: "deny", scoped: "deny" },
  { cmd: "egrep -r 'KEY|TOKEN' .", default: "deny", scoped: "deny" },
  { cmd: "grep -r SECRET certs", default: "deny", scoped: "deny", why: /dev\.pem/ },
  { cmd: "grep -R TODO src", default: "deny", scoped: "deny", why: /following symbolic links.*\.ssh/ },
  { cmd: "grep -r --exclude-dir=.gi? SECRET .", default: "deny", scoped: "deny" },
  { cmd: "grep -rn TODO src", default: "allow", scoped: "allow" },
  { cmd: "grep -rn TODO src docs", default: "allow", scoped: "allow" },
  { cmd: "grep -rn TODO .", cwd: "src", default: "allow", scoped: "allow" },
  { cmd: "grep -rn TODO ..", cwd: "src", default: "deny", scoped: "deny" },
  {
    cmd: "grep -rn TODO --exclude-dir=.git --exclude-dir=certs --exclude='.env*' --exclude-dir=notes .",
    default: "allow",
    scoped: "allow",
  },
  { cmd: "grep -rn TODO --include='*.ts' .", default: "allow", scoped: "allow" },
  { cmd: "grep -rn TODO --include='*.ts' --include='*.pem' .", default: "deny", scoped: "deny" },
  { cmd: "rg SECRET", default: "deny", scoped: "deny", why: /dev\.pem/ },
  { cmd: "rg -uuu SECRET", default: "deny", scoped: "deny", why: /\.env/ },
  { cmd: "rg --hidden SECRET -g '!certs'", default: "deny", scoped: "deny" },
  { cmd: "rg -L TODO src", default: "deny", scoped: "deny", why: /\.ssh/ },
  { cmd: "rg TODO notes", default: "deny", scoped: "deny", why: /notes\/\.env\.local/ },
  { cmd: "rg -t md SECRET docs notes", default: "deny", scoped: "deny" },
  { cmd: "rg TODO src", default: "allow", scoped: "allow" },
  { cmd: "rg --hidden TODO src docs", default: "allow", scoped: "allow" },
  { cmd: "rg -g '*.ts' TODO", default: "allow", scoped: "allow" },
  { cmd: "rg --files", default: "allow", scoped: "allow" },
  { cmd: "diff -r .git docs", default: "deny", scoped: "deny", why: /\.git\/config/ },
  { cmd: "diff -r docs notes", default: "deny", scoped: "deny" },
  // diff follows links inside the trees it compares: src/keys leads to ~/.ssh.
  { cmd: "diff -r src docs", default: "deny", scoped: "deny", why: /following symbolic links.*\.ssh/ },
  { cmd: "diff -r --no-dereference src docs", default: "allow", scoped: "allow" },
  { cmd: "diff -r docs config", default: "allow", scoped: "allow" },
  { cmd: "git grep --no-index SECRET", default: "deny", scoped: "deny" },
  { cmd: "git grep --untracked SECRET", default: "deny", scoped: "deny" },
  { cmd: "git grep --untracked TODO src", default: "deny", scoped: "deny", why: /\.ssh/ },
  { cmd: "git grep --untracked TODO docs", default: "allow", scoped: "allow" },
  { cmd: "git diff --no-index .git docs", default: "deny", scoped: "deny", why: /\.git\/config/ },
  { cmd: "git diff --no-index src/a.ts src/x.ts", default: "allow", scoped: "allow" },
  { cmd: "ls -R .", default: "allow", scoped: "allow" },
  { cmd: "find . -name '*.pem'", default: "allow", scoped: "allow" },
]);

regressionTable("a directory compared with a file", rw, [
  { cmd: "diff .git src/config", default: "deny", scoped: "deny", why: /\.git\/config/ },
  { cmd: "diff src/config .git", default: "deny", scoped: "deny" },
  { cmd: "diff --from-file=.git src/config README.md", default: "deny", scoped: "deny" },
  { cmd: "cmp docs/guide.md src/a.ts", default: "allow", scoped: "allow" },
  { cmd: "diff docs src/a.ts", default: "allow", scoped: "allow" },
]);

regressionTable("names read from a file or standard input", rw, [
  {
    cmd: "find . -print0 | sort --files0-from=-",
    default: "deny",
    scoped: "deny",
    why: /names of the files/,
  },
  { cmd: "wc --files0-from=list", default: "deny", scoped: "deny" },
  { cmd: "du --files0-from=list", default: "deny", scoped: "deny" },
  { cmd: "tar -cf - -T list", default: "deny", scoped: "deny" },
  { cmd: "wc -l src/a.ts", default: "allow", scoped: "allow" },
  { cmd: "du -sh src", default: "allow", scoped: "allow" },
  { cmd: "tar -tf a.tar -T list", default: "allow", scoped: "allow" },
]);

regressionTable("git's object store", rw, [
  { cmd: "echo HEAD:.env | git cat-file --batch", default: "deny", scoped: "deny", why: /REV:path/ },
  { cmd: "git cat-file --batch-command", default: "deny", scoped: "deny" },
  { cmd: "git cat-file -p 3b18e512dba79e4c8300dd08aeb37f8e728b8dad", default: "deny", scoped: "deny" },
  { cmd: "git cat-file blob HEAD", default: "deny", scoped: "deny" },
  { cmd: "git cat-file -p 'HEAD^{blob}'", default: "deny", scoped: "deny" },
  { cmd: "git cat-file -p HEAD:.env", default: "deny", scoped: "deny", why: /secret-like/ },
  { cmd: "git show HEAD:.env", default: "deny", scoped: "deny", why: /secret-like/ },
  { cmd: "git show main:certs/dev.pem", default: "deny", scoped: "deny" },
  { cmd: "git log -p .env", default: "deny", scoped: "deny", why: /secret-like/ },
  { cmd: "git log -p -- .env", default: "deny", scoped: "deny" },
  { cmd: "git log -p -- '*.env'", default: "deny", scoped: "deny", why: /pathspec pattern/ },
  { cmd: "git log -p -- '.e*'", default: "deny", scoped: "deny" },
  { cmd: "git diff HEAD -- ':(glob)**/.env'", default: "deny", scoped: "deny" },
  { cmd: "git diff HEAD~1 -- ':!src'", default: "deny", scoped: "deny" },
  { cmd: "git log -L 1,5:.env", default: "deny", scoped: "deny" },
  { cmd: "git blame .env", default: "deny", scoped: "deny" },
  { cmd: "git grep KEY -- .env", default: "deny", scoped: "deny" },
  { cmd: "git --work-tree=.git diff -- config", default: "deny", scoped: "deny", why: /another directory/ },
  { cmd: "git show HEAD:src/a.ts", default: "allow", scoped: "allow" },
  { cmd: "git cat-file -p HEAD", default: "allow", scoped: "allow" },
  { cmd: "git cat-file -t HEAD:src/a.ts", default: "allow", scoped: "allow" },
  { cmd: "git cat-file --batch-check", default: "allow", scoped: "allow" },
  { cmd: "git log -p -- src", default: "allow", scoped: "allow" },
  { cmd: "git log -p -S TODO -- src", default: "allow", scoped: "allow" },
  { cmd: "git log --oneline main..HEAD", default: "allow", scoped: "allow" },
  { cmd: "git diff HEAD~1 src/a.ts", default: "allow", scoped: "allow" },
  { cmd: "git blame -L 1,5 src/a.ts", default: "allow", scoped: "allow" },
  { cmd: "git grep -n 'TODO.*fix'", default: "allow", scoped: "allow" },
  { cmd: "git ls-files '*.ts'", default: "allow", scoped: "allow" },
]);

describe("recursive reads under rules that allow the program", () => {
  const policy = `permissions:\n  allow: ["Bash(cp:*)", "Bash(tar:*)"]\n`;

  it.each([
    ["cp -r .git backup", "deny", /\.git\/config/],
    ["cp -R certs backup", "deny", /dev\.pem/],
    ["cp -rL src backup", "deny", /\.ssh/],
    ["tar -czf out.tgz .", "deny", /\.env/],
    ["tar -chzf out.tgz src", "deny", /\.ssh/],
    ["cp -r src backup", "allow", undefined],
    ["tar -czf out.tgz src docs", "allow", undefined],
  ] as const)("%s → %s", async (command, expected, why) => {
    const decide = decider(
      rw.world,
      resolverFor(rw.world, await policyFrom(rw.world, policy), { analyzeShell: analyzeShellCommand }),
    );
    const decision = await decide("Bash", { command });
    expect(decision.behavior, decision.reason).toBe(expected);
    if (why !== undefined) expect(decision.reason).toMatch(why);
  });
});

describe("a tree too large to check", () => {
  it("is denied with a reason that says how to narrow the command", async () => {
    const bound = 40;
    const big = join(rw.world.root, "big");
    mkdirSync(big);
    for (let i = 0; i <= bound; i++) writeFileSync(join(big, `f${String(i)}`), "");
    const policy = await policyFrom(rw.world, "");
    const options = { analyzeShell: analyzeShellCommand, maxTreeEntries: bound };
    const decide = decider(rw.world, resolverFor(rw.world, policy, options));
    const decision = await decide("Bash", { command: "grep -rn TODO big" });
    expect(decision.behavior).toBe("deny");
    expect(decision.reason).toMatch(/more than 40 entries.*name the directories to search/);
    expect((await decide("Bash", { command: "grep -rn TODO src" })).behavior).toBe("allow");
    expect(MAX_TREE_ENTRIES).toBe(10_000);
  });
});
