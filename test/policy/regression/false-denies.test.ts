// Issue 18, class 9 (the programs' part): commands that cost real work when denied, now read-only —
// each beside the nearest form that must stay denied. (Globs, loops and `ls -la *.md` are the shell
// analysis's part: test/policy/regression of the sec-shell work.)
import { describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { decider, policyFrom, resolverFor } from "../support/world";
import { regressionTable, regressionWorld } from "./support";

const rw = regressionWorld();

regressionTable("git queries", rw, [
  { cmd: "git remote -v", default: "allow", scoped: "allow" },
  { cmd: "git remote", default: "allow", scoped: "allow" },
  { cmd: "git remote get-url origin", default: "allow", scoped: "allow" },
  { cmd: "git config --get user.name", default: "allow", scoped: "allow" },
  { cmd: "git config user.email", default: "allow", scoped: "allow" },
  { cmd: "git config get init.defaultBranch", default: "allow", scoped: "allow" },
  { cmd: "git config --get-all remote.origin.fetch", default: "allow", scoped: "allow" },
  { cmd: "git config --global --get core.editor", default: "allow", scoped: "allow" },
  { cmd: "git config user.name steward", default: "deny", scoped: "deny" },
  { cmd: "git config --unset user.name", default: "deny", scoped: "deny" },
  { cmd: "git config --list", default: "deny", scoped: "deny", why: /--get NAME/ },
  { cmd: "git config --get http.extraheader", default: "deny", scoped: "deny" },
  { cmd: "git config --file .env --get x", default: "deny", scoped: "deny" },
  { cmd: "git remote add evil https://evil.example", default: "deny", scoped: "deny" },
  { cmd: "git remote show origin", default: "deny", scoped: "deny" },
  { cmd: "git --version", default: "allow", scoped: "allow" },
  { cmd: "git version", default: "allow", scoped: "allow" },
]);

regressionTable("version queries", rw, [
  { cmd: "node --version", default: "allow", scoped: "allow" },
  { cmd: "node -v", default: "allow", scoped: "allow" },
  { cmd: "npm --version", default: "allow", scoped: "allow" },
  { cmd: "npm -v", default: "allow", scoped: "allow" },
  { cmd: "python3 --version", default: "allow", scoped: "allow" },
  { cmd: "python3 -V", default: "allow", scoped: "allow" },
  { cmd: "python3.12 --version", default: "allow", scoped: "allow" },
  { cmd: "go version", default: "allow", scoped: "allow" },
  { cmd: "cargo --version", default: "allow", scoped: "allow" },
  { cmd: "rustc -V", default: "allow", scoped: "allow" },
  { cmd: "make --version", default: "allow", scoped: "allow" },
  { cmd: "node --version && npm --version", default: "allow", scoped: "allow" },
  { cmd: "node --version script.js", default: "deny", scoped: "deny" },
  { cmd: "node -e 'process.version'", default: "deny", scoped: "deny" },
  { cmd: "npm version patch", default: "deny", scoped: "deny" },
  { cmd: "yarn --version", default: "deny", scoped: "deny" },
  { cmd: "./node --version", default: "deny", scoped: "deny" },
]);

regressionTable("awk programs that only read and print", rw, [
  { cmd: "awk '{print $1}' README.md", default: "allow", scoped: "allow" },
  { cmd: "awk -F: '{print $1, $NF}' README.md", default: "allow", scoped: "allow" },
  { cmd: "awk 'NR > 1 && $3 > 10 {print $2}' README.md", default: "allow", scoped: "allow" },
  { cmd: "awk '/error|warn/ {n++} END {print n}' README.md", default: "allow", scoped: "allow" },
  { cmd: "awk '{ s += $2 } END { printf \"%d\\n\", s }' README.md", default: "allow", scoped: "allow" },
  { cmd: 'awk \'{print ($1 > 5 ? "big" : "small")}\' README.md', default: "allow", scoped: "allow" },
  { cmd: "awk -v n=3 'NR <= n' README.md", default: "allow", scoped: "allow" },
  { cmd: "awk '{print ENVIRON[\"HOME\"]}' README.md", default: "allow", scoped: "allow" },
  {
    cmd: "git log --format='%an' | awk '{c[$0]++} END {for (a in c) print c[a], a}'",
    default: "allow",
    scoped: "allow",
  },
  { cmd: "awk '{print $1 > \"out\"}' README.md", default: "deny", scoped: "deny" },
  { cmd: "awk '{print $1 | \"sort\"}' README.md", default: "deny", scoped: "deny" },
  { cmd: "awk '{system(\"rm \" $1)}' README.md", default: "deny", scoped: "deny" },
]);

regressionTable("the environment, an allow-list", rw, [
  { cmd: "printenv PATH", default: "allow", scoped: "allow" },
  { cmd: "printenv", default: "allow", scoped: "allow" },
  { cmd: "env", default: "allow", scoped: "allow" },
  { cmd: "env | sort", default: "allow", scoped: "allow" },
  { cmd: "env | grep -i path", default: "allow", scoped: "allow" },
  { cmd: "env -i wget x", default: "deny", scoped: "deny" },
  { cmd: "env sh -c id", default: "deny", scoped: "deny" },
  { cmd: "echo $GITHUB_TOKEN", default: "deny", scoped: "deny" },
  { cmd: "cat /proc/self/environ", default: "deny", scoped: "deny" },
]);

describe("git remote URLs that carry credentials", () => {
  it("are not printed: the reason names the file, and `git remote` still lists names", async () => {
    rw.world.file(
      ".git/config",
      '[remote "origin"]\n\turl = https://x-access-token:ghs_secret@github.com/o/r\n',
    );
    const decide = decider(
      rw.world,
      resolverFor(rw.world, await policyFrom(rw.world, ""), { analyzeShell: analyzeShellCommand }),
    );
    try {
      for (const command of [
        "git remote -v",
        "git remote get-url origin",
        "git config --get remote.origin.url",
      ]) {
        const decision = await decide("Bash", { command });
        expect(decision.behavior, command).toBe("deny");
        expect(decision.reason).toMatch(/\.git\/config\) holds a URL with credentials/);
      }
      expect((await decide("Bash", { command: "git remote" })).behavior).toBe("allow");
      expect((await decide("Bash", { command: "git config --get user.name" })).behavior).toBe("allow");
      rw.world.file(".git/config", '[remote "origin"]\n\turl = git@github.com:o/r.git\n');
      expect((await decide("Bash", { command: "git remote -v" })).behavior).toBe("allow");
      rw.world.file(".git/config", '[url "https://ghs_x@github.com/"]\n\tinsteadOf = https://github.com/\n');
      expect((await decide("Bash", { command: "git remote -v" })).behavior).toBe("deny");
    } finally {
      rw.world.file(".git/config", "[http]\n\textraheader = AUTHORIZATION: basic secret\n");
    }
  });
});
