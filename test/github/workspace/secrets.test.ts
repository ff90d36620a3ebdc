// Issue 21 class 5: what is about to be committed or pushed is scanned. A file that would add a
// secret stays out of steward's commit (and in the working tree); commits of the agent's that add one
// are not pushed; a secret-like file's content never reaches the report's patch. Real git, real remote.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WIP_REF } from "../../../src/github/workspace/index";
import { FAKE_SECRETS } from "../../report/support/fake-secrets";
import { BOT, type Rig, checkout, prepare, sh, startRig, write } from "./helpers";

let rig: Rig;
beforeEach(async () => {
  rig = await startRig();
});
afterEach(async () => {
  await rig.cleanup();
});

const SLACK = FAKE_SECRETS["Slack bot token"] ?? "";
const NEW_BRANCH = { kind: "new-branch", baseBranch: "main", branchKind: "issue", subject: 4 } as const;

describe("secrets in what steward commits and pushes", () => {
  it("leaves files that would add a secret out of the commit, and names file and rule", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, NEW_BRANCH);
    await write(dir, "src/fix.ts", "export const fixed = true;\n");
    await write(dir, "src/config.ts", `export const slack = "${SLACK}";\n`);
    await write(dir, "credentials.json", '{"client_id": "abc", "secret": "plain-looking-value"}\n');
    const sha = await ws.commitAll({ message: "Fix", author: BOT });
    expect(sha).not.toBeNull();
    const committed = await sh(rig, dir, "show", "--name-only", "--format=", sha ?? "");
    expect(committed.split("\n")).toEqual(["src/fix.ts"]);
    expect(ws.withheld).toEqual(
      expect.arrayContaining([
        { path: "credentials.json", rule: "a secret-like file (credentials.json)" },
        { path: "src/config.ts", rule: "Slack token" },
      ]),
    );
    expect(JSON.stringify(ws.withheld)).not.toContain(SLACK);
    // Nothing is lost: both files are still there, uncommitted.
    expect(await readFile(join(dir, "src/config.ts"), "utf8")).toContain(SLACK);
    expect(await sh(rig, dir, "status", "--porcelain")).toMatch(/credentials\.json/);
    const pushed = await ws.push();
    expect(pushed.pushed).toBe(true);
    expect(await rig.server.git(REPO_PATH, "show", "--name-only", "--format=", pushed.sha)).toBe(
      "src/fix.ts\n",
    );
  });

  it("pushes nothing when the agent's own commit adds a secret, and says which file and rule", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, NEW_BRANCH);
    await write(dir, "deploy.sh", `curl -H "token: ${SLACK}" https://example.com\n`);
    await sh(rig, dir, "add", "--all");
    await sh(rig, dir, "-c", "user.name=agent", "-c", "user.email=a@example.com", "commit", "-qm", "deploy");
    const pushed = await ws.push();
    expect(pushed.pushed).toBe(false);
    expect(pushed.reason).toMatch(/deploy\.sh \(Slack token\)/);
    expect(pushed.reason).not.toContain(SLACK);
    expect(await rig.server.resolveRef(REPO_PATH, "steward/issue-4-id0001")).toBeUndefined();
  });

  it("keeps a secret-like file's content out of the diff, and lists the file", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, NEW_BRANCH);
    await write(dir, ".npmrc", "//registry.example/:_authToken=looks-like-nothing-special\n");
    await write(dir, "README.md", "# app\n\nMore.\n");
    const diff = await ws.diff();
    expect(diff.files.map((f) => f.path).sort()).toEqual([".npmrc", "README.md"]);
    expect(diff.patch).not.toContain("looks-like-nothing-special");
    expect(diff.patch).toContain(
      "diff --git a/.npmrc b/.npmrc\n(content not shown: a secret-like file (.npmrc))",
    );
    expect(diff.patch).toContain("+More.");
  });

  it("saves work in progress without the secret, and keeps it local when a commit holds one", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, NEW_BRANCH);
    await write(dir, "notes.md", "half done\n");
    await write(dir, "id_rsa", "not really a key\n");
    const saved = await ws.saveWorkInProgress({ reason: "cancelled", author: BOT });
    expect(saved.pushed).toBe(true);
    expect(await rig.server.git(REPO_PATH, "show", "--name-only", "--format=", saved.sha ?? "")).toBe(
      "notes.md\n",
    );

    await write(dir, "src/keys.ts", `export const k = "${SLACK}";\n`);
    await sh(rig, dir, "add", "src/keys.ts");
    await sh(rig, dir, "-c", "user.name=agent", "-c", "user.email=a@example.com", "commit", "-qm", "keys");
    const again = await ws.saveWorkInProgress({ reason: "cancelled", author: BOT });
    expect(again.pushed).toBe(false);
    expect(again.reason).toMatch(
      new RegExp(`saved locally only \\(${WIP_REF}\\).*src/keys\\.ts \\(Slack token\\)`),
    );
  });
});

const REPO_PATH = "octo-org/app";
