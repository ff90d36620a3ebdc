// Class 5 of issue 18: where the shell really is, and what it assigns. `cd -P link/.. && cat config`
// landed inside .git while the analysis tracked the lexical path; `wait -p PATH` assigned a variable
// unchecked. Paths after a `cd` are now judged from every directory the shell may be in — the folded
// path and the one the kernel reaches by following the link — and every assignment goes through the
// same check of the name.
import { join } from "node:path";
import { bash, regressionSuite } from "../support/regression";

regressionSuite(
  "where the shell really is, and what it assigns",
  (world) => {
    world.link("link", join(world.root, ".git/hooks"));
    world.link("up", join(world.root, ".git"));
    world.file("list.txt", "README.md\n");
    // Shaped like a bare repository, and a link into it: `-C deep/..` reaches it physically.
    world.file("evil/HEAD", "ref: refs/heads/main\n");
    world.file("evil/objects/.keep");
    world.file("evil/refs/.keep");
    world.link("deep", join(world.root, "evil/refs"));
  },
  [
    // `..` after a link climbs from the link's target, for `cd -P` and for plain `cd` alike.
    bash("cd -P link/.. && cat config", "deny"),
    bash("cd link/.. && cat config", "deny"),
    bash("cd -L link/.. && cat config", "deny"),
    bash("cd link && cat ../config", "deny"),
    bash("cd link && cd .. && cat config", "deny"),
    bash("cd -P link/.. && ls *", "deny"),
    bash("cat link/../config", "deny"),
    bash("cat link/../c*", "deny"),
    bash("cd up && cat config", "deny"),
    // git -C chdir()s like `cd -P`: paths after it, and the repository it finds, are judged there too.
    bash("git -C link/.. diff --no-index config README.md", "deny"),
    bash("git -C link/.. grep --no-index -e x config", "deny"),
    bash("git -C deep/.. status", "deny"),
    bash("git -C deep/.. log", "deny"),
    bash("git -C src/.. status", "allow"),
    bash("git -C docs log -1", "allow"),
    // Directory stacks, `cd -`, CDPATH and OLDPWD are refused or cannot be set.
    bash("pushd link && cat ../config", "deny"),
    bash("popd", "deny"),
    bash("cd link; cd -; cat config", "deny"),
    bash("CDPATH=.git cd hooks", "deny"),
    bash("OLDPWD=.git cd -", "deny"),
    // After `cd dir &&` the shell is in dir (bash stops when cd fails); after `||`, where it was.
    bash("cd src && grep -rn TODO .", "allow"),
    bash("cd src && cat ../README.md", "allow"),
    bash("cd src >/dev/null && cat ../README.md", "allow"),
    bash("cd docs && cd ../src && cat a.ts", "allow"),
    bash("cd src && cat ../.env", "deny"),
    bash("cd src && cd .. && grep -rn TODO .", "deny"),
    bash("cd src && grep -rn TODO .; grep -rn TODO .", "deny"),
    bash("cd src || cat ../README.md", "deny"),
    bash("! cd src && cat ../README.md", "deny"),
    bash("cd src | cat && grep -rn TODO .", "deny"),
    bash("cd src && ls || grep -rn TODO .", "deny"),
    // Benign: into and out of ordinary directories.
    bash("cd src && cat a.ts", "allow"),
    bash("cd docs && ls", "allow"),
    bash("cat config", "allow"),
    bash("cat docs/../README.md", "allow"),
    // Every builtin that assigns goes through one check of the name.
    bash("wait -p PATH", "deny"),
    bash("wait -np IFS", "deny"),
    bash("wait -pBASH_ENV", "deny"),
    bash("wait -p job; echo done", "allow"),
    bash("read PATH < README.md", "deny"),
    bash("read -a BASH_ENV < README.md", "deny"),
    bash("read LANG < README.md", "deny"),
    bash("read -e line < README.md", "deny"),
    bash("read -r line < README.md", "allow"),
    bash("read -r first rest < README.md", "allow"),
    bash("printf -v PATH %s /tmp", "deny"),
    bash("declare PATH=/tmp", "deny"),
    bash("declare -n ref=PATH", "deny"),
    bash("local IFS=x", "deny"),
    bash("export http_proxy=http://evil.example", "deny"),
    bash("export count=1; echo ok", "deny"),
    bash("count=1; echo ok", "allow"),
    bash("declare count=1; echo ok", "allow"),
    bash("for PATH in /tmp; do ls; done", "deny"),
    bash("for IFS in x; do ls; done", "deny"),
    bash("for GIT_DIR in .git; do git log; done", "deny"),
    bash("for LANG in C C.UTF-8; do sort README.md; done", "allow"),
    bash("let PATH=1", "deny"),
    bash("(( PATH = 1 ))", "deny"),
    bash("echo ${PATH:=/tmp}", "deny"),
    bash("mapfile PATH < README.md", "deny"),
    bash("readarray -t PATH < README.md", "deny"),
    bash("getopts a PATH", "deny"),
    bash("select f in a; do echo; done", "deny"),
    bash("coproc PATH { cat; }", "deny"),
    bash("exec {PATH}>out.txt", "deny"),
    bash("[[ PATH=1 -eq 1 ]]", "deny"),
    bash("[[ -v PATH ]]", "deny"),
    // A loop variable's values were judged: nothing in the body may change it.
    bash("for f in a; do f=.env; cat $f; done", "deny"),
    bash("for f in README.md; do read f < list.txt; cat $f; done", "deny"),
    bash("for f in README.md; do unset f; cat $f; done", "deny"),
    bash("for f in README.md; do declare f=.env; cat $f; done", "deny"),
    bash("for f in README.md; do for f in .env; do cat $f; done; done", "deny"),
    bash("for f in README.md; do wait -p f; cat $f; done", "deny"),
  ],
);
