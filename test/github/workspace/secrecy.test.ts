// The token reaches git only for fetch and push, only through the child's environment, and nowhere
// else: not .git/config, not the remote URL, not a process listing, not an error message.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitRunner, WorkspaceError } from "../../../src/github/workspace/index";
import {
  type Rig,
  BOT,
  REPO,
  TOKEN,
  TOKEN_BASE64,
  checkout,
  commitAndPush,
  createPullRequestBranch,
  prepare,
  samePullRequest,
  sh,
  startRig,
  write,
} from "./helpers";
import { type SlowProxy, startSlowProxy } from "./slow-proxy";

let rig: Rig;
let proxy: SlowProxy | undefined;
beforeEach(async () => {
  rig = await startRig();
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await rig.cleanup();
});

const SECRET_FORMS = [TOKEN, TOKEN_BASE64];
const containsSecret = (text: string) => SECRET_FORMS.some((secret) => text.includes(secret));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * The command line of every process this test process started (at any depth), read over and over
 * until `stop` resolves. Only descendants count: other test files run in parallel processes of their
 * own and clone with the same token on their command lines (the test rig's checkout does, on purpose).
 */
async function sampleCommandLines(stop: Promise<unknown>): Promise<{ lines: Set<string>; rounds: number }> {
  const lines = new Set<string>();
  let done = false;
  void stop.finally(() => (done = true));
  let rounds = 0;
  while (!done) {
    rounds++;
    const pids = (await readdir("/proc")).filter((entry) => /^\d+$/.test(entry));
    const seen = await Promise.all(
      pids.map(async (pid) => {
        const [line, stat] = await Promise.all([
          readFile(`/proc/${pid}/cmdline`, "latin1").catch(() => ""),
          readFile(`/proc/${pid}/stat`, "latin1").catch(() => ""),
        ]);
        // Fields after the parenthesised command name: state, ppid, ...
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return { pid: Number(pid), ppid, line: line.replace(/\0/g, " ") };
      }),
    );
    const ours = new Set([process.pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const entry of seen)
        if (!ours.has(entry.pid) && ours.has(entry.ppid)) {
          ours.add(entry.pid);
          grew = true;
        }
    }
    for (const entry of seen)
      if (entry.line !== "" && ours.has(entry.pid) && entry.pid !== process.pid) lines.add(entry.line);
  }
  return { lines, rounds };
}

describe("the token", () => {
  it("never lands in .git, the remote URL or the environment, through fetch, rebase and push", async () => {
    const { head } = { head: await createPullRequestBranch(rig) };
    const dir = await checkout(rig);
    const env = { ...process.env };
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await ws.commitAll({ message: "Bump", author: BOT });
    await commitAndPush(rig, join(rig.scratch, "author-feature-login"), "refs/heads/feature/login", {
      "x.txt": "x\n",
    });
    expect(await ws.push()).toMatchObject({ pushed: true, rebasedOnto: expect.any(String) as unknown });
    await ws.saveWorkInProgress({ reason: "done", author: BOT });

    for (const file of await filesUnder(join(dir, ".git")))
      expect(containsSecret(await readFile(file, "latin1")), file).toBe(false);
    expect(await sh(rig, dir, "remote", "-v")).toBe(
      `origin\t${rig.server.url}/${REPO} (fetch)\norigin\t${rig.server.url}/${REPO} (push)`,
    );
    expect(containsSecret(await sh(rig, dir, "config", "--list", "--show-origin"))).toBe(false);
    expect(process.env).toEqual(env);
    // And the remote did get it, on every request.
    expect(rig.server.requests.every((r) => r.user === "x-access-token")).toBe(true);
  });

  it("is not on any command line while a push runs (git gets it through its environment)", async () => {
    const head = await createPullRequestBranch(rig);
    proxy = await startSlowProxy(rig.server.url, { delayMs: 150 });
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), {
      remote: { serverUrl: proxy.url, owner: "octo-org", repo: "app" },
    });
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await ws.commitAll({ message: "Bump", author: BOT });

    const pushing = ws.push();
    const { lines, rounds } = await sampleCommandLines(pushing);
    expect(await pushing).toMatchObject({ pushed: true });
    const gitLines = [...lines].filter((line) => /\bgit\b|remote-http/.test(line));
    // The sampler saw the push itself, and its transport helper.
    expect(gitLines.some((line) => line.includes(" push --porcelain"))).toBe(true);
    expect(gitLines.some((line) => line.includes("remote-http"))).toBe(true);
    expect(rounds).toBeGreaterThan(3);
    for (const line of lines) expect(containsSecret(line), line).toBe(false);
  });

  it("is redacted from every message, even when git prints it", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const real = createGitRunner();
    // A git that echoes its credentials on failure (as GIT_CURL_VERBOSE would).
    const leaky: typeof real = async (invocation) => {
      if (!invocation.args.includes("push")) return real(invocation);
      const header = Object.values(invocation.env).find((value) => value.startsWith("AUTHORIZATION")) ?? "";
      return {
        stdout: "",
        stderr: `> ${header}\nfatal: token ${TOKEN} refused\n`,
        exitCode: 128,
        timedOut: false,
      };
    };
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), { runner: leaky });
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await ws.commitAll({ message: "Bump", author: BOT });
    const result = await ws.push();
    expect(result.pushed).toBe(false);
    expect(result.reason).toContain("> ***\n");
    expect(result.reason).toContain("fatal: token *** refused");
    expect(containsSecret(JSON.stringify(result))).toBe(false);

    const failed = await prepare(rig, dir, samePullRequest(8, "no-such-branch", head)).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(WorkspaceError);
    expect(containsSecret(String(failed))).toBe(false);
  });

  it("replaces a header actions/checkout persisted (persist-credentials: true) instead of adding to it", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig, { persistToken: "ghs_stale_token_from_checkout" });
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 2;\n");
    const sha = await ws.commitAll({ message: "Bump", author: BOT });
    // The rig's remote accepts exactly one Authorization header with the right token.
    expect(await ws.push()).toMatchObject({ pushed: true, sha });
  });

  it("is withheld when the repository config changed in a way that could send it elsewhere", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await ws.commitAll({ message: "Bump", author: BOT });

    // Harmless changes ordinary work makes do not count.
    await sh(rig, dir, "config", "core.hooksPath", ".husky/_");
    await sh(rig, dir, "config", "branch.feature/login.remote", "origin");
    expect(await ws.push()).toMatchObject({ pushed: true });

    await sh(rig, dir, "config", "url.http://127.0.0.1:9/.insteadOf", `${rig.server.url}/`);
    await write(dir, "src/a.ts", "export const a = 3;\n");
    await ws.commitAll({ message: "Again", author: BOT });
    const requests = rig.server.requests.length;
    await expect(ws.push()).rejects.toThrow(
      /git config .* changed during the run \(url\.http:\/\/127\.0\.0\.1:9\/\.insteadof\); steward does not give the token to git/,
    );
    const wip = await ws.saveWorkInProgress({ reason: "stop", author: BOT });
    expect(wip).toMatchObject({ saved: true, pushed: false });
    expect(wip.reason).toMatch(/changed during the run/);
    expect(rig.server.requests.length).toBe(requests);
  });
});
