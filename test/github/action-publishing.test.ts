// End to end through dist/index.js: publishing that organisations can accept. Signed commits through
// GitHub's createCommitOnBranch (a pull request's branch, with a racing push; a new branch and its pull
// request), commits signed with an SSH key from a secret, a GitHub App's token for pushes that start CI,
// and an outage of GitHub that ends the run visibly instead of as a green skip.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { reply, type Script, text, toolUse } from "../support/model-server/index";
import { headOf, pushCommit, trackingComment } from "../support/scenario";
import { labelledIssue, mentionOn, openPullRequest, useScenarios } from "../support/scenario-fixture";
import type { World } from "../support/world";

const exec = promisify(execFile);

const scenarios = useScenarios();

const GREET = "export const greet = () => 'hi';\n";
const editGreet: Script = [
  reply(toolUse("Read", { file_path: "src/greet.ts" })),
  reply(toolUse("Edit", { file_path: "src/greet.ts", old_string: "'hi'", new_string: "'hello'" })),
  reply(text("greet now says hello.")),
];

/** git pushes steward made to the git server (the rig's own pushes go to the bare repository directly). */
const gitPushes = (w: World) => w.git.requests.filter((r) => r.path.endsWith("/git-receive-pack"));

/** A pull request from `feature` with alice's `@steward` comment on it. */
async function pullRequestWorld(script: Script, extra: Parameters<typeof scenarios.world>[0] = {}) {
  const w = await scenarios.world({ files: { "src/greet.ts": GREET }, script, ...extra });
  const { pull, head } = await openPullRequest(w, {
    title: "Feature",
    body: "Adds notes.",
    files: { "notes.md": "feature work\n" },
  });
  const { event } = mentionOn(w, { body: "@steward make greet say hello", onPull: pull.number });
  return { w, head, event };
}

describe("commit-signing: github", () => {
  it("publishes to the pull request's branch only through createCommitOnBranch, and rides out a racing push", async () => {
    const { w, head, event } = await pullRequestWorld(editGreet);
    let theirs = "";
    w.github.beforeNextCommit(async () => {
      theirs = await pushCommit(w, {
        branch: "feature",
        from: "feature",
        files: { "README.md": "# raced\n" },
      });
    });
    const result = await scenarios.run(w, event, { inputs: { "commit-signing": "github" } });
    expect(result.outputs["conclusion"]).toBe("success");
    const tip = (await headOf(w, "feature")) ?? "";
    expect(result.outputs["commit-sha"]).toBe(tip);
    expect(gitPushes(w)).toEqual([]);
    // The first try met the racing push (stale head), the second went on top of it.
    const mutations = w.github.requests.filter((r) => r.operationId === "graphql:createCommitOnBranch");
    expect(
      mutations.map(
        (r) =>
          (r.body as { variables: { input: { expectedHeadOid: string } } }).variables.input.expectedHeadOid,
      ),
    ).toEqual([head, theirs]);
    expect(w.github.commits.map((c) => c.oid)).toEqual([tip]);
    expect(await w.git.git(w.repository, "log", "-1", "--format=%an|%cn|%s", tip)).toMatch(
      /^github-actions\[bot\]\|GitHub\|steward: /,
    );
    expect(await w.git.git(w.repository, "show", `${tip}:src/greet.ts`)).toBe(
      "export const greet = () => 'hello';\n",
    );
    expect(await w.git.git(w.repository, "rev-parse", `${tip}^`)).toBe(`${theirs}\n`);
    expect(trackingComment(w)).toMatch(/rebased onto/);
    w.assertNoViolations();
  });

  it("creates steward's new branch through the API, commits through the mutation and opens the pull request", async () => {
    const w = await scenarios.world({
      files: { "README.md": "# app\n" },
      script: [
        reply(toolUse("Write", { file_path: "CONTRIBUTING.md", content: "# Contributing\n" })),
        reply(text("Added CONTRIBUTING.md.")),
      ],
    });
    const { event, inputs } = labelledIssue(w, { title: "Add a guide", body: "Please." });
    const result = await scenarios.run(w, event, { inputs: { ...inputs, "commit-signing": "github" } });
    expect(result.outputs["conclusion"]).toBe("success");
    const branch = result.outputs["branch"] ?? "";
    expect(branch).toMatch(/^steward\/issue-1-[0-9a-f]{6}$/);
    expect(
      w.github.requests
        .map((r) => r.operationId)
        .filter((id) => /create-ref|graphql|pulls\/create/.test(id ?? "")),
    ).toEqual(["git/create-ref", "graphql:createCommitOnBranch", "pulls/create"]);
    expect(gitPushes(w)).toEqual([]);
    expect(await headOf(w, branch)).toBe(result.outputs["commit-sha"]);
    expect(await w.git.git(w.repository, "log", "-1", "--format=%cn", branch)).toBe("GitHub\n");
    expect(w.github.state.pulls.at(-1)?.head.ref).toBe(branch);
    w.assertNoViolations();
  });
});

describe("commit-signing: ssh", () => {
  it("signs with the key from the secret, which stays masked and out of the agent's reach", async () => {
    const keys = await mkdtemp(join(tmpdir(), "steward-ssh-key-"));
    try {
      await exec("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "steward", "-f", join(keys, "id")]);
      const key = await readFile(join(keys, "id"), "utf8");
      const allowed = join(keys, "allowed_signers");
      await writeFile(
        allowed,
        `bot@example.com namespaces="git" ${(await readFile(join(keys, "id.pub"), "utf8")).trim()}\n`,
      );
      const { w, event } = await pullRequestWorld([
        reply(toolUse("Bash", { command: "env; ls -a $RUNNER_TEMP" })),
        ...editGreet,
      ]);
      const result = await scenarios.run(w, event, {
        inputs: {
          "commit-signing": "ssh",
          "commit-signing-key": key,
          "git-user-name": "steward-bot",
          "git-user-email": "bot@example.com",
        },
      });
      expect(result.outputs["conclusion"]).toBe("success");
      const tip = (await headOf(w, "feature")) ?? "";
      const { stderr } = await exec(
        "git",
        ["-c", `gpg.ssh.allowedSignersFile=${allowed}`, "verify-commit", tip],
        {
          cwd: w.git.repoPath(w.repository),
        },
      );
      expect(stderr).toMatch(/Good "git" signature for bot@example.com/);
      const keyLine = key.split("\n")[1] ?? "";
      expect(result.masks).toContain(keyLine);
      const log = result.stdout
        .split("\n")
        .filter((line) => !line.startsWith("::add-mask::"))
        .join("\n");
      expect(log).not.toContain(keyLine);
      expect(JSON.stringify(w.model?.messageRequests().map((r) => r.body))).not.toContain(keyLine);
      expect(JSON.stringify(w.model?.messageRequests().map((r) => r.body))).not.toMatch(/COMMIT-SIGNING-KEY/);
    } finally {
      await rm(keys, { recursive: true, force: true });
    }
  });
});

describe("a GitHub App's token", () => {
  const APP_TOKEN = "ghs_appInstallationToken00000000000000";
  const APP_BOT = "steward-app[bot]";

  it("carries every API call and push, and the commits carry the App's bot identity from the inputs", async () => {
    const { w, event } = await pullRequestWorld(editGreet, { extraTokens: { [APP_TOKEN]: APP_BOT } });
    const appUser = w.github.state.user(APP_BOT);
    const email = `${String(appUser.id)}+${APP_BOT}@users.noreply.github.com`;
    const result = await scenarios.run(w, event, {
      inputs: { "github-token": APP_TOKEN, "git-user-name": APP_BOT, "git-user-email": email },
    });
    expect(result.outputs["conclusion"]).toBe("success");
    const tip = (await headOf(w, "feature")) ?? "";
    expect(await w.git.git(w.repository, "log", "-1", "--format=%an <%ae>|%cn <%ce>", tip)).toBe(
      `${APP_BOT} <${email}>|${APP_BOT} <${email}>\n`,
    );
    // Steward's pushes and API calls all used the App's token (the checkout used the workflow's).
    const pushes = gitPushes(w);
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((r) => r.token === APP_TOKEN)).toBe(true);
    expect(w.github.requests.every((r) => r.headers["authorization"] === `token ${APP_TOKEN}`)).toBe(true);
    expect(w.github.state.comments.at(-1)?.user).toBe(APP_BOT);
    w.assertNoViolations();
  });
});

describe("GitHub out of reach", () => {
  it("ends the run as a failure that says why, not as a green skip", async () => {
    const { w, event } = await pullRequestWorld(editGreet);
    // A port nothing listens on: connection refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const result = await scenarios.run(w, event, {
      env: { GITHUB_API_URL: `http://127.0.0.1:${String(closed)}`, STEWARD_GITHUB_RETRY_BASE_MS: "1" },
    });
    expect(result.outputs["conclusion"]).toBe("failure");
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::GitHub could not be reached to check @alice's permission on octo-org\/app/,
    );
    expect(w.model?.messageRequests()).toEqual([]);
  });
});
