// Issue 18 follow-up 7: a Bash deny rule saw the command as written, so `cat *.md` stepped around
// `Bash(cat secret.md)` although bash hands cat the name secret.md. Deny (and ask) rules are now tried
// against the command as bash runs it too: each glob replaced by each of its matches, and by all of
// them at once. Controls: globs that match nothing a deny rule names stay allowed.
import { bash, regressionSuite } from "../support/regression";

regressionSuite(
  "deny rules see what globs expand to",
  (world) => {
    world.file("secret.md");
    world.file("notes.txt");
    world.file("docs/private.md");
    world.file("build/out.js");
    world.file("dist/out.js");
  },
  [
    bash("cat secret.md", "deny"),
    bash("cat *.md", "deny"),
    bash("cat secre?.md", "deny"),
    bash("cat s*", "deny"),
    bash("cat [s]ecret.md", "deny"),
    bash("cat 'sec'ret.m?", "deny"),
    bash("cat docs/priv*", "deny"),
    bash("cat docs/*.md -n", "deny"),
    bash("rm -rf buil?", "deny"),
    bash("rm -rf b*", "deny"),
    bash("for f in *.md; do cat $f; done", "deny"),
    bash('for f in s*; do cat "$f"; done', "deny"),
    bash("timeout 5 cat se*", "deny"),
    // Controls: the globs match nothing a deny rule names.
    bash("cat README.md", "allow"),
    bash("cat *.txt", "allow"),
    bash("cat docs/g*", "allow"),
    bash("rm -rf dist*", "allow"),
    bash("for f in *.txt; do cat $f; done", "allow"),
    bash("echo *.md", "allow"),
  ],
  {
    allow: ["Bash(cat:*)", "Bash(rm -rf:*)", "Bash(timeout 5 cat:*)"],
    deny: ["Bash(cat secret.md)", "Bash(rm -rf build)", "Bash(cat docs/private.md:*)"],
  },
);
