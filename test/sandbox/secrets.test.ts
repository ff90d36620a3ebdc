// Secret files in the workspace, masked inside the sandbox: found by the policy's own list of
// secret-like places (so a name added there is masked too), within limits, and shown as empty to every
// command — through real bwrap, by commands the policy would allow (`grep -r`, `npm test`).
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadPolicy } from "../../src/policy/index";
import { sandboxedShell } from "../../src/sandbox/argv";
import { layOut } from "../../src/sandbox/layout";
import { defaultSecretTest, findWorkspaceSecrets, policySecretTest } from "../../src/sandbox/secrets";
import { bwrapPath, sandboxSupport } from "./support";

const CANARY = "KEY=steward-secret-canary";

let base: string;
let repo: string;
let out: string;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-secrets-")));
  repo = join(base, "repo");
  out = join(base, "out");
  for (const dir of [".git", "config", "certs", "src", "node_modules/pkg", ".env.d", "outside"])
    await mkdir(join(repo, dir), { recursive: true });
  await mkdir(out);
  await writeFile(join(repo, ".git", "config"), "[core]\n");
  await writeFile(join(repo, ".env"), `${CANARY}\n`);
  await writeFile(join(repo, "config", ".env.local"), `${CANARY}\n`);
  await writeFile(join(repo, "certs", "server.pem"), `${CANARY}\n`);
  await writeFile(join(repo, ".env.d", "prod"), `${CANARY}\n`);
  await writeFile(join(repo, "node_modules", "pkg", ".env"), "published\n");
  await writeFile(join(repo, "src", "app.ts"), "export const KEY = process.env.KEY;\n");
});
afterEach(() => rm(base, { recursive: true, force: true }));

const isSecret = () => defaultSecretTest(repo, join(base, "home"));

describe("finding the secrets", () => {
  it("finds the policy's secret-like files and directories, not git's or installed packages'", async () => {
    const found = await findWorkspaceSecrets(repo, isSecret());
    expect(found.files.sort()).toEqual(
      [join(repo, ".env"), join(repo, "certs", "server.pem"), join(repo, "config", ".env.local")].sort(),
    );
    expect(found.dirs).toEqual([join(repo, ".env.d")]);
    expect(found.incomplete).toBeUndefined();
  });

  it("masks what a secret-named link points to in the workspace, and nothing a link points to outside", async () => {
    await writeFile(join(repo, "config", "values"), `${CANARY}\n`);
    await symlink(join(repo, "config", "values"), join(repo, ".env.shared"));
    await symlink("/etc/hostname", join(repo, ".env.system"));
    const found = await findWorkspaceSecrets(repo, isSecret());
    expect(found.files).toContain(join(repo, "config", "values"));
    expect(found.files).not.toContain("/etc/hostname");
  });

  it("says what it did not search when a limit stops it", async () => {
    const deep = join(repo, "a", "b", "c");
    await mkdir(deep, { recursive: true });
    await writeFile(join(deep, ".env"), "x\n");
    const limited = { depth: 2, entries: 1000, masks: 100 };
    const found = await findWorkspaceSecrets(repo, isSecret(), limited);
    expect(found.files).not.toContain(join(deep, ".env"));
    expect(found.incomplete).toBe("directories deeper than 2 levels were not searched");
    expect(
      (await findWorkspaceSecrets(repo, isSecret(), { ...limited, depth: 9, entries: 3 })).incomplete,
    ).toBe("the search stopped after 3 entries");
    expect(
      (await findWorkspaceSecrets(repo, isSecret(), { ...limited, depth: 9, masks: 1 })).incomplete,
    ).toBe("more than 1 secret files were found");
  });

  it("leaves a file the policy lets the file tools read by name", async () => {
    const policy = await loadPolicy({
      text: "permissions:\n  allow: [Read(certs/server.pem)]\n",
      path: join(repo, ".github", "steward.yml"),
      workspaceRoot: repo,
    });
    const test = policySecretTest(policy, { workspaceRoot: repo, home: join(base, "home") });
    expect(test(join(repo, "certs", "server.pem"))).toBe(false);
    expect(test(join(repo, ".env"))).toBe(true);
    expect(test(join(repo, "src", "app.ts"))).toBe(false);
  });
});

describe.skipIf(!sandboxSupport.ok)("inside the sandbox", () => {
  async function run(script: string) {
    const { layout } = await layOut({
      bwrap: bwrapPath(),
      workspaceRoot: repo,
      outputDir: out,
      network: "deny",
      home: join(base, "home"),
    });
    const { file, args } = sandboxedShell(layout, { script, cwd: repo });
    const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };
    return (await execa(file, args, { env, extendEnv: false, reject: false, all: true })).all;
  }

  it("grep -r over the workspace finds the key only where it is not secret", async () => {
    const text = await run("grep -r KEY . ; echo done");
    expect(text).toContain("./src/app.ts:export const KEY");
    expect(text).not.toContain("steward-secret-canary");
  });

  it("a test script reading .env and the others gets nothing", async () => {
    await writeFile(
      join(repo, "package.json"),
      JSON.stringify({ name: "fixture", version: "1.0.0", scripts: { test: "node test.js" } }),
    );
    await writeFile(
      join(repo, "test.js"),
      'const fs = require("fs");\n' +
        'for (const f of [".env", "config/.env.local", "certs/server.pem"]) console.log(f, JSON.stringify(fs.readFileSync(f, "utf8")));\n' +
        'console.log(".env.d", JSON.stringify(fs.readdirSync(".env.d")));\n',
    );
    expect(await run("npm test --silent")).toBe(
      '.env ""\nconfig/.env.local ""\ncerts/server.pem ""\n.env.d []',
    );
  });

  it("a masked file cannot be changed, removed, or carried away with its directory", async () => {
    // The three statuses on one line: the commands' own complaints (stderr) may interleave in any order.
    const text = await run(
      'echo x 2>/dev/null > .env; a=$?; rm -f config/.env.local 2>/dev/null; b=$?; mv config moved 2>/dev/null; echo "exit=$a $b $?"',
    );
    expect(text).toBe("exit=1 1 1");
    expect(await readFile(join(repo, ".env"), "utf8")).toBe(`${CANARY}\n`);
    expect(await readFile(join(repo, "config", ".env.local"), "utf8")).toBe(`${CANARY}\n`);
  });

  it("leaves git's own config readable (a secret-like place, but git needs it)", async () => {
    expect(await run("cat .git/config")).toBe("[core]");
  });
});
