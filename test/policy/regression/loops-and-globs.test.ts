// Class 9 of issue 18 (the shell's part): false denies that cost real work. `ls -la *.md` was denied
// because a match could start with "-"; now the matches decide. A `for` loop was denied for setting a
// variable; now its body is judged once per value with the variable bound (per match for a glob), and
// a loop over anything else — command output, "$@", input — is still refused.
import { bash, regressionSuite } from "../support/regression";

regressionSuite(
  "globs and loops that do real work",
  (world) => {
    world.file("a.md");
    world.file("b.md");
    world.file("list.txt", "README.md\n");
    world.file("dash/x.md");
    world.file("dash/-rf.md");
    world.file("named/--include=x.ts");
    world.file("loop/a.txt");
    world.file("loop/b.txt");
    world.link("loop/evil.txt", `${world.home}/.ssh/id_rsa`);
    world.file("spaced/a b.txt");
    world.file("spaced/c.txt");
    world.file("bracketed/[a].txt");
    world.link("spaced/a", "../.env");
  },
  [
    // Option-like globs: allowed when no match starts with "-".
    bash("ls -la *.md", "allow"),
    bash("head -n 5 *.md", "allow"),
    bash("wc -l *", "allow"),
    bash("ls -la dash/*.md", "allow"),
    { ...bash("ls -la *.md", "deny"), cwd: "dash" },
    { ...bash("ls -la -- *.md", "allow"), cwd: "dash" },
    { ...bash("ls -la ./*.md", "allow"), cwd: "dash" },
    bash("ls -la -*", "deny"),
    // A glob that names its option (`--include=`) reaches the program as written when nothing matches.
    bash("grep -rn TODO src --include=*.ts", "allow"),
    { ...bash("grep -rn TODO . --include=*.ts", "deny"), cwd: "named" },
    { ...bash("grep -rn TODO . '--include=*.ts'", "allow"), cwd: "named" },
    // Loops over literal words: the body is judged per value.
    bash("for f in a b; do wc -l $f; done", "allow"),
    bash('for f in README.md docs/guide.md; do head -n 3 "$f"; done', "allow"),
    bash('for f in a b; do for g in c d; do echo "$f-$g"; done; done', "allow"),
    bash('for f in src; do ls "$f"/*.ts; done', "allow"),
    bash('for f in .env README.md; do cat "$f"; done', "deny"),
    bash('for f in .e; do cat "${f}nv"; done', "deny"),
    bash("for f in 'a b'; do cat $f; done", "deny"),
    bash("for f in 'loop/*'; do cat $f; done", "deny"),
    bash("for f in 'loop/*'; do cat \"$f\"; done", "allow"),
    bash("for f in wget; do $f evil.example; done", "deny"),
    bash("for f in a; do bash -c 'cat $f'; done", "deny"),
    // Loops over a glob: per match.
    bash('for f in *.md; do wc -l "$f"; done', "allow"),
    bash("for f in src/*.ts; do grep -n TODO $f; done", "allow"),
    bash('for f in loop/*.txt; do wc -l "$f"; done', "deny"),
    bash('for f in loop/[ab].txt; do wc -l "$f"; done', "allow"),
    bash('for f in *; do cat "$f/config"; done', "deny"),
    bash("for f in spaced/*.txt; do cat $f; done", "deny"),
    bash('for f in spaced/*.txt; do cat "$f"; done', "allow"),
    bash("for f in bracketed/*; do cat $f; done", "deny"),
    bash('for f in bracketed/*; do cat "$f"; done', "allow"),
    { ...bash("for f in *; do ls $f; done", "deny"), cwd: "dash" },
    { ...bash('for f in *; do ls -- "$f"; done', "allow"), cwd: "dash" },
    bash('for f in *.md; do [[ -f $f ]] && wc -l "$f"; done', "allow"),
    bash('for f in loop/*; do [[ -s $f ]] && echo "$f"; done', "deny"),
    // Anything else is refused, as before.
    bash("for f in $(ls); do cat $f; done", "deny"),
    bash('for f in "$@"; do cat $f; done', "deny"),
    bash("for f; do cat $f; done", "deny"),
    bash("for f in `ls`; do cat $f; done", "deny"),
    bash("for d in src docs; do cd $d; done", "deny"),
    bash("for f in a; do x=$f; cat $x; done", "deny"),
    // `while read` loops: the variable is never bound, so a body that uses it is refused.
    bash('while read -r line; do echo "$line"; done < README.md', "deny"),
    bash('while read -r f; do cat "$f"; done < list.txt', "deny"),
    bash("while read -r line; do echo line; done < README.md", "allow"),
    bash("while read -r line; do echo line; done < .env", "deny"),
    bash("cat list.txt | while read f; do cat $f; done", "deny"),
    bash("while read PATH; do ls; done < README.md", "deny"),
  ],
);
