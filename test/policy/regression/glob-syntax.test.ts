// Class 3 of issue 18: glob syntax the expander did not know. `cat .[[=e=]]nv` read .env because the
// word was judged as a literal name; now every glob is expanded as bash would expand it (matches and
// the word itself judged), or refused when its meaning cannot be pinned down.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { bash, regressionSuite } from "../support/regression";

regressionSuite(
  "glob syntax the expander does not model",
  (world) => {
    world.file("e");
    world.file("ex");
    world.file("a.md");
    world.link("[e]x", ".env");
    world.link("[e]", ".env");
    world.link("]key", "certs/dev.pem");
    world.file("weird/ok.txt");
    // A name that is not valid UTF-8: Node reads it back as U+FFFD, a name that does not exist.
    writeFileSync(Buffer.concat([Buffer.from(join(world.root, "weird/")), Buffer.from([0xff])]), "x");
    world.link("bad/ok.txt", `${world.home}/.ssh/id_rsa`);
  },
  [
    // Equivalence classes and collating symbols match by locale: refused.
    bash("cat .[[=e=]]nv", "deny"),
    bash("cat .[[.e.]]nv", "deny"),
    bash("cat *.[[=m=]]d", "deny"),
    // Classes, ranges and negation the expander models: the match (.env) is judged.
    bash("cat .[[:alpha:]]nv", "deny"),
    bash("cat .e[n]v", "deny"),
    bash("cat .e[!x]v", "deny"),
    bash("cat .e[^x]v", "deny"),
    bash("cat .[a-f]nv", "deny"),
    bash("cat '.'e*", "deny"),
    // Quoted pattern characters are literal: '['e]* matches [e]x (a link to .env), not ex.
    bash("cat '['e]*", "deny"),
    bash("cat \\[e]*", "deny"),
    bash("cat [\\]]*", "deny"),
    // Unknown classes, ranges across kinds of characters, non-ASCII in brackets: refused.
    bash("cat [[:bogus:]]*", "deny"),
    bash("cat [%-+]*", "deny"),
    bash("cat [é]*", "deny"),
    // A name that is not UTF-8 cannot be judged.
    bash("cat weird/*", "deny"),
    bash("cat weird/ok.*", "allow"),
    // With nothing matching, or under `set -f`, bash passes the word as it is: that file is judged too.
    bash("set -f; cat [e]", "deny"),
    bash("cat [e]", "deny"),
    // Brace expansion with globs, extglob (off in bash -c), shell options and GLOBIGNORE: refused.
    bash("cat {.e,x}*", "deny"),
    bash("cat @(.env)", "deny"),
    bash("cat !(x)", "deny"),
    bash("cat +(.env)", "deny"),
    bash("shopt -s dotglob; cat *", "deny"),
    bash("shopt -s nocaseglob; cat .ENV", "deny"),
    bash("GLOBIGNORE=x; cat *", "deny"),
    bash("BASHOPTS=dotglob bash -c 'cat *'", "deny"),
    // globstar is off: ** is *, one level deep (bad/ok.txt is a link to ~/.ssh/id_rsa).
    bash("cat **/ok.txt", "deny"),
    bash("cat weird/**.txt", "allow"),
    // Benign globs stay allowed.
    bash("cat *.md", "allow"),
    bash("ls src/*.ts", "allow"),
    bash("cat [A-Z]*.md", "allow"),
    bash("ls -d [[:upper:]]*", "allow"),
    bash("cat src/[ax].ts", "allow"),
    bash("cat src/?.ts", "allow"),
    bash("cat '*.md'", "allow"),
    bash("LC_ALL=C ls [a-z]*.md", "allow"),
  ],
);
