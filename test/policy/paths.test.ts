// File access by attack class: symlinks (on real temp directories), prefix-of-path, protected places,
// secrets, kernel and credential places, relative rules — each with benign controls.
import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runnerFilesFromEnv } from "../../src/policy/resolver";
import {
  ATTACK_POLICY,
  type Decider,
  decider,
  type Expect,
  makeWorld,
  policyFrom,
  resolverFor,
  type Row,
  type World,
} from "./support/world";

const world: World = makeWorld();
let decide: Decider;
beforeAll(async () => {
  decide = decider(world, resolverFor(world, await policyFrom(world, ATTACK_POLICY)));
  world.link("src/link-to-a.ts", join(world.root, "src/a.ts"));
  world.link("src/environ", "/proc/self/environ");
  world.link("src/profile", join(world.home, ".profile"));
  world.link("src/ssh", join(world.home, ".ssh"));
  world.link("src/sibling", world.sibling);
  world.link("src/dangling", join(world.home, ".bashrc-new"));
  world.link("src/workflows", join(world.root, ".github/workflows"));
  world.link("src/loop-a", join(world.root, "src/loop-b"));
  world.link("src/loop-b", join(world.root, "src/loop-a"));
  world.link("src/relative-up", "../..");
  world.link("src/docs-link", "../docs");
});
afterAll(() => world.cleanup());

function table(name: string, rows: Row[], by: () => Decider = () => decide): void {
  describe(name, () => {
    it.each(rows)("%s", async (_, tool, input, expected) => {
      const decision = await by()(tool, input);
      expect(decision.behavior, decision.reason).toBe(expected);
    });
  });
}

const read = (file_path: string, expected: Expect, label = `Read ${file_path}`): Row => [
  label,
  "Read",
  { file_path },
  expected,
];
const write = (file_path: string, expected: Expect, label = `Write ${file_path}`): Row => [
  label,
  "Write",
  { file_path, content: "x" },
  expected,
];
const edit = (file_path: string, expected: Expect): Row => [
  `Edit ${file_path}`,
  "Edit",
  { file_path, old_string: "a", new_string: "b" },
  expected,
];

table("symlinks", [
  read("src/environ", "deny", "Read a workspace link to /proc/self/environ"),
  read("src/profile", "deny", "Read a workspace link to ~/.profile"),
  write("src/profile", "deny", "Write through a workspace link to ~/.profile"),
  read("src/ssh/id_rsa", "deny", "Read through a directory link to ~/.ssh"),
  read("src/sibling/secret", "deny", "Read through a directory link to a sibling checkout"),
  write("src/dangling", "deny", "Write through a dangling link that lands in home"),
  write("src/workflows/ci.yml", "deny", "Write through a link into .github/workflows"),
  read("src/loop-a", "deny", "Read a symlink loop"),
  read("src/relative-up/README.md", "deny", "Read through a relative link that climbs out"),
  read("src/sibling/../app2/secret", "deny", "Read with .. after a link (the kernel climbs from the target)"),
  read("src/sibling/../app/README.md", "allow", "Read with .. after a link that lands back in the workspace"),
  read("src/link-to-a.ts", "allow", "Read a link to another workspace file"),
  edit("src/link-to-a.ts", "allow"),
  read("src/docs-link/guide.md", "allow", "Read through a relative link inside the workspace"),
]);

describe("symlinked workspace root", () => {
  it("judges paths through a link to the workspace by where they land", async () => {
    const linked = join(world.base, "linked-app");
    symlinkSync(world.root, linked);
    const viaLink = decider(
      world,
      resolverFor(world, await policyFrom(world, ""), { workspaceRoot: linked }),
    );
    expect((await viaLink("Read", { file_path: join(linked, "src/a.ts") }, linked)).behavior).toBe("allow");
    expect(
      (await viaLink("Write", { file_path: join(linked, "src/new.ts"), content: "" }, linked)).behavior,
    ).toBe("allow");
    expect(
      (await viaLink("Write", { file_path: join(linked, ".git/config"), content: "" }, linked)).behavior,
    ).toBe("deny");
    expect((await viaLink("Read", { file_path: join(world.sibling, "secret") }, linked)).behavior).toBe(
      "deny",
    );
  });
});

table("prefix of path", [
  read(join(world.sibling, "secret"), "deny", "Read /w/app2/secret"),
  write(join(world.sibling, "new.ts"), "deny", "Write /w/app2/new.ts"),
  read("../app2/secret", "deny", "Read ../app2/secret"),
  ["Glob in /w/app2", "Glob", { pattern: "**/*", path: world.sibling }, "deny"],
  ["Grep in ../app2", "Grep", { pattern: "x", path: "../app2" }, "deny"],
  ["Glob with a pattern that climbs out", "Glob", { pattern: "../app2/**" }, "deny"],
  ["Glob with .. inside braces", "Glob", { pattern: "{../app2,src}/**" }, "deny"],
  ["Glob with an absolute pattern", "Glob", { pattern: "/etc/*" }, "deny"],
  read(join(world.root, "src/x.ts"), "allow", "Read /w/app/src/x.ts"),
  ["Glob in the workspace", "Glob", { pattern: "src/**/*.ts" }, "allow"],
  ["Grep in the workspace", "Grep", { pattern: "x", path: "src" }, "allow"],
]);

table("protected places inside the workspace", [
  write(".git/config", "deny"),
  write(".git/hooks/pre-commit", "deny"),
  edit(".git/HEAD", "deny"),
  write("vendor/lib/.git/hooks/post-checkout", "deny", "Write a nested repository's hook"),
  write(".github/workflows/release.yml", "deny"),
  write(".github/steward.yml", "deny"),
  write(".github/steward.json", "deny"),
  write(".claude/settings.json", "deny"),
  write(".claude/settings.local.json", "deny"),
  write(".mcp.json", "deny"),
  write(".gemini/settings.json", "deny"),
  write(".codex/config.toml", "deny"),
  write(".husky/pre-commit", "deny"),
  ["NotebookEdit in .git", "NotebookEdit", { notebook_path: ".git/x.ipynb", new_source: "" }, "deny"],
  ["MultiEdit a workflow", "MultiEdit", { file_path: ".github/workflows/ci.yml", edits: [] }, "deny"],
  write("src/x.ts", "allow"),
  write(".github/ISSUE_TEMPLATE/bug.md", "allow"),
  write(".gitignore", "allow"),
  write(".claude/commands/review.md", "allow"),
  read(".git/HEAD", "allow"),
  read(".github/workflows/ci.yml", "allow"),
  read(".github/steward.yml", "allow"),
]);

table("secret-like files", [
  read(".env", "deny"),
  read(".env.local", "deny"),
  read("config/.env.production", "deny"),
  read(".env.example", "deny", "Read .env.example (denied until a rule names it)"),
  read("certs/dev.pem", "deny"),
  read("deploy/server.key", "deny"),
  read("keys/id_rsa", "deny"),
  read("keys/id_ed25519.pub", "deny"),
  read(".npmrc", "deny"),
  read(".git/config", "deny"),
  read("gha-creds-1234.json", "deny"),
  read("credentials.json", "deny"),
  read("config/service-account-prod.json", "deny"),
  read("client_secret_123.apps.json", "deny"),
  read("home/.docker/config.json", "deny"),
  read(".vault-token", "deny"),
  write(".env", "deny"),
  read("README.md", "allow"),
  read("src/environment.ts", "allow"),
  read("docs/keys.md", "allow"),
  read("src/credentials.ts", "allow"),
  read("config/config.json", "allow"),
]);

table("kernel, device, credential and runner places", [
  read("/proc/cpuinfo", "deny"),
  read("/proc/self/environ", "deny"),
  read("/sys/kernel/notes", "deny"),
  read("/dev/sda", "deny"),
  write("/dev/tcp/example.org/80", "deny"),
  read("~/.ssh/id_rsa", "deny"),
  read("~/.aws/credentials", "deny"),
  read("~/.git-credentials", "deny"),
  read("~/.config/gh/hosts.yml", "deny"),
  read("~/.docker/config.json", "deny"),
  read(join(world.runnerTemp, "_runner_file_commands/set_env_1"), "deny"),
  read("/etc/passwd", "deny"),
  read("/dev/null", "allow"),
  write("/dev/null", "allow"),
  write("/dev/stdout", "allow"),
  write("/dev/stderr", "allow"),
  read("/dev/stdin", "deny"),
  read(join(world.runnerTemp, "steward/output-1.txt"), "allow", "Read steward's own saved output"),
]);

describe("rules reach special places only by naming them", () => {
  let d: Decider;
  beforeAll(async () => {
    d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          [
            "permissions:",
            "  allow:",
            '    - "Read(//**)"',
            '    - "Edit(**)"',
            '    - "Edit(.github/workflows/ci.yml)"',
            '    - "Read(.env.example)"',
            '    - "Read(~/.ssh/known_hosts)"',
            '    - "Read(//proc/cpuinfo)"',
            '    - "Edit(.git*)"',
            '    - "Edit(.github/**)"',
          ].join("\n"),
        ),
      ),
    );
  });
  const rows: Row[] = [
    write(".github/workflows/ci.yml", "allow", "Write the workflow the rule names"),
    write(
      ".github/workflows/release.yml",
      "deny",
      "Write another workflow (Edit(.github/**) does not name workflows)",
    ),
    write(".git/config", "deny", "Write .git/config (Edit(.git*) does not name .git)"),
    write(".github/steward.yml", "deny", "Write the policy (Edit(**) does not name it)"),
    read(".env.example", "allow", "Read .env.example, named"),
    read(".env", "deny", "Read .env (Read(//**) does not name it)"),
    read("~/.ssh/known_hosts", "allow", "Read ~/.ssh/known_hosts, named"),
    read("~/.ssh/id_rsa", "deny", "Read ~/.ssh/id_rsa (not named)"),
    read("/proc/cpuinfo", "allow", "Read /proc/cpuinfo, named"),
    read("/proc/self/environ", "deny", "Read /proc/self/environ (not named)"),
    // Not devices, but other processes' shared memory and message queues, writable by the same user:
    // as out of reach as /proc (a workspace or temporary directory there does not work; policy.md).
    read("/dev/shm/psm_5f3a", "deny", "Read /dev/shm under Read(//**)"),
    read("/dev/mqueue/jobs", "deny", "Read /dev/mqueue under Read(//**)"),
    read("/etc/hostname", "allow", "Read /etc/hostname under Read(//**)"),
    read(
      join(world.runnerTemp, "_runner_file_commands/set_env_1"),
      "deny",
      "Read the runner's env file under Read(//**)",
    ),
  ];
  it.each(rows)("%s", async (_, tool, input, expected) => {
    const decision = await d(tool, input);
    expect(decision.behavior, decision.reason).toBe(expected);
  });
});

describe("the runner's files", () => {
  it("are found from the runner's environment", () => {
    expect(
      runnerFilesFromEnv({
        RUNNER_TEMP: "/home/runner/work/_temp",
        GITHUB_ENV: "/home/runner/work/_temp/_runner_file_commands/set_env_1",
        GITHUB_OUTPUT: "/home/runner/work/_temp/_runner_file_commands/set_output_1",
        GOOGLE_APPLICATION_CREDENTIALS: "/home/runner/work/app/app/gha-creds-1.json",
        KUBECONFIG: "/tmp/kube/a:/tmp/kube/b",
        GITHUB_PATH: "relative/ignored",
        HOME: "/home/runner",
      }).sort(),
    ).toEqual(
      [
        "/home/runner/work/_temp",
        "/home/runner/work/_temp/_runner_file_commands",
        "/home/runner/work/_temp/_runner_file_commands/set_env_1",
        "/home/runner/work/_temp/_runner_file_commands/set_output_1",
        "/home/runner/work/app/app/gha-creds-1.json",
        "/tmp/kube/a",
        "/tmp/kube/b",
      ].sort(),
    );
  });

  it("stay closed even when steward's output directory is the whole temp directory", async () => {
    // Only a dedicated directory inside the runner's temp directory is opened up, never all of it.
    const files = runnerFilesFromEnv({ RUNNER_TEMP: world.runnerTemp });
    const d = decider(
      world,
      resolverFor(world, await policyFrom(world, ""), {
        runnerFiles: files,
        readableDirs: [world.runnerTemp],
      }),
    );
    expect(
      (await d("Read", { file_path: join(world.runnerTemp, "_runner_file_commands/set_env_1") })).behavior,
    ).toBe("deny");
    expect((await d("Read", { file_path: join(world.runnerTemp, "steward/output-1.txt") })).behavior).toBe(
      "deny",
    );
    const dedicated = decider(
      world,
      resolverFor(world, await policyFrom(world, ""), {
        runnerFiles: files,
        readableDirs: [join(world.runnerTemp, "steward")],
      }),
    );
    expect(
      (await dedicated("Read", { file_path: join(world.runnerTemp, "steward/output-1.txt") })).behavior,
    ).toBe("allow");
    expect(
      (await dedicated("Read", { file_path: join(world.runnerTemp, "_runner_file_commands/set_env_1") }))
        .behavior,
    ).toBe("deny");
  });
});

describe("rule anchors", () => {
  it("relative deny rules hold from any working directory (no stepping around them with cd)", async () => {
    const d = decider(
      world,
      resolverFor(world, await policyFrom(world, 'permissions:\n  deny: ["Read(config/prod.json)"]\n')),
    );
    mkdirSync(join(world.root, "docs"), { recursive: true });
    expect(await d("Read", { file_path: "config/prod.json" })).toMatchObject({
      behavior: "deny",
      rule: "Read(config/prod.json)",
    });
    expect(await d("Read", { file_path: "../config/prod.json" }, join(world.root, "docs"))).toMatchObject({
      behavior: "deny",
      rule: "Read(config/prod.json)",
    });
    expect(await d("Bash", { command: "cat ../config/prod.json" }, join(world.root, "docs"))).toMatchObject({
      behavior: "deny",
    });
    expect((await d("Read", { file_path: "docs/guide.md" })).behavior).toBe("allow");
  });

  it("anchors / at the repository root, // at the filesystem root, ~/ at home", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          `extends: none\npermissions:\n  allow: ["Edit(/src/**)", "Read(//${world.sibling.slice(1)}/**)", "Read(~/notes.txt)", "Read(./docs/**)"]\n`,
        ),
      ),
    );
    expect((await d("Write", { file_path: "src/new.ts", content: "" })).behavior).toBe("allow");
    expect((await d("Write", { file_path: "lib/src/new.ts", content: "" })).behavior).toBe("deny");
    expect((await d("Read", { file_path: join(world.sibling, "secret") })).behavior).toBe("allow");
    expect((await d("Read", { file_path: "~/notes.txt" })).behavior).toBe("allow");
    expect((await d("Read", { file_path: "docs/guide.md" })).behavior).toBe("allow");
    expect((await d("Read", { file_path: "README.md" })).behavior).toBe("deny");
  });

  it("floating patterns match at any depth (gitignore-style)", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(world, 'permissions:\n  deny: ["Read(*.log)", "Edit(generated)"]\n'),
      ),
    );
    expect((await d("Read", { file_path: "logs/deep/app.log" })).behavior).toBe("deny");
    expect((await d("Write", { file_path: "src/generated/x.ts", content: "" })).behavior).toBe("deny");
    expect((await d("Write", { file_path: "src/gen.ts", content: "" })).behavior).toBe("allow");
  });

  it("Read deny rules also guard writes (an edit shows the file), Edit deny rules only writes", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(world, 'permissions:\n  deny: ["Read(docs/**)", "Edit(src/**)"]\n'),
      ),
    );
    expect((await d("Edit", { file_path: "docs/guide.md", old_string: "a", new_string: "b" })).behavior).toBe(
      "deny",
    );
    expect((await d("Read", { file_path: "src/a.ts" })).behavior).toBe("allow");
    expect((await d("Write", { file_path: "src/a.ts", content: "" })).behavior).toBe("deny");
    expect((await d("Grep", { pattern: "x", path: "docs" })).behavior).toBe("deny");
  });
});

describe("presets", () => {
  it("read-only: reads the workspace, writes nothing", async () => {
    const d = decider(world, resolverFor(world, await policyFrom(world, "extends: read-only\n")));
    expect((await d("Read", { file_path: "src/a.ts" })).behavior).toBe("allow");
    expect(await d("Write", { file_path: "src/a.ts", content: "" })).toMatchObject({
      behavior: "deny",
      reason: "no rule allows changing src/a.ts (the policy is read-only).",
    });
  });

  it("none: nothing without a rule", async () => {
    const d = decider(world, resolverFor(world, await policyFrom(world, "extends: none\n")));
    expect(await d("Read", { file_path: "src/a.ts" })).toMatchObject({
      behavior: "deny",
      reason: "no rule allows reading src/a.ts (the policy starts from nothing).",
    });
    expect((await d("TodoWrite", { todos: [] })).behavior).toBe("deny");
  });
});

describe("reasons written for the model", () => {
  it("say where a path is and what to do instead", async () => {
    expect(await decide("Read", { file_path: "/etc/passwd" })).toEqual({
      behavior: "deny",
      reason: `/etc/passwd is outside the workspace (${world.root}) and no rule allows reading it; work with files inside the workspace.`,
      rule: null,
    });
    expect(await decide("Write", { file_path: ".github/workflows/ci.yml", content: "" })).toEqual({
      behavior: "deny",
      reason:
        ".github/workflows/ci.yml is a workflow definition (.github/workflows); it is never changed unless a policy rule names it explicitly.",
      rule: null,
    });
    expect((await decide("Read", { file_path: "src/environ" })).reason).toMatch(
      /^\/proc\/\d+\/environ is \/proc, which exposes every process's memory and environment; it is never read unless a policy rule names it explicitly\.$/,
    );
  });
});
