// Which MCP servers the action starts, on a real repository: the trusted commit's .mcp.json and the
// mcp-config input (inline JSON, or a path at the trusted commit) — never what a pull request changed:
// not its .mcp.json, and not a server whose command or arguments name a file it changed or added.
// The files come from the run's one read of the trusted commit (readTrustedProject), which also
// notes where the checkout's copies differ.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readActionMcpConfig } from "../../src/github/mcp";
import { readTrustedProject } from "../../src/github/trusted-project";
import { DEFAULT_POLICY_PATH } from "../../src/policy/index";
import { isolatedGitEnv } from "../support/git-server";

const exec = promisify(execFile);
let dir: string;
let env: Record<string, string>;
let trustedSha: string;
const git = async (...args: string[]) => (await exec("git", args, { cwd: dir, env })).stdout.trim();

async function write(files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** Commits `files` as the trusted commit, then `head` on top (the pull request's checkout). */
async function repository(files: Record<string, string>, head: Record<string, string> = {}) {
  await write(files);
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "trusted");
  trustedSha = await git("rev-parse", "HEAD");
  if (Object.keys(head).length === 0) return;
  await write(head);
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "pull request");
}

/** What the action does: one read of the trusted commit, then the servers from its files. */
async function read(input?: string) {
  const trusted = await readTrustedProject(
    dir,
    trustedSha,
    { policyFile: DEFAULT_POLICY_PATH, mcpConfig: input },
    env,
    new Set(),
  );
  const config = await readActionMcpConfig({
    workspace: dir,
    files: trusted.files,
    input,
    env: { TOKEN: "t-1" },
    gitEnv: env,
  });
  return { servers: config.servers, notes: [...trusted.notes, ...config.notes] };
}

const config = (servers: Record<string, unknown>) => JSON.stringify({ mcpServers: servers });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-mcp-config-"));
  env = Object.fromEntries(
    Object.entries(isolatedGitEnv(dir)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  await git("init", "--quiet", "--initial-branch=main");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readActionMcpConfig", () => {
  it("a pull request's changed .mcp.json starts nothing new; the trusted servers start, and the report says so", async () => {
    await repository(
      { ".mcp.json": config({ docs: { command: "docs-server" } }) },
      { ".mcp.json": config({ docs: { command: "sh", args: ["-c", "evil"] }, evil: { command: "evil" } }) },
    );
    const { servers, notes } = await read();
    expect(servers.map((s) => [s.name, s.transport])).toEqual([
      ["docs", { type: "stdio", command: "docs-server", args: [], env: {} }],
    ]);
    expect(notes).toEqual([
      `The checked-out .mcp.json differs from the trusted commit; only the servers of the trusted version (${trustedSha.slice(0, 12)}) were started.`,
    ]);
  });

  it("a .mcp.json only the pull request has starts nothing", async () => {
    await repository({ "README.md": "x\n" }, { ".mcp.json": config({ evil: { command: "evil" } }) });
    const { servers, notes } = await read();
    expect(servers).toEqual([]);
    expect(notes[0]).toMatch(
      /^The checkout has a \.mcp\.json that the trusted commit \([0-9a-f]{12}\) does not: none of its servers was started\.$/,
    );
  });

  it("the mcp-config input: inline JSON, or a file read at the trusted commit (later wins)", async () => {
    await repository(
      {
        ".mcp.json": config({ a: { command: "one" } }),
        "ci/mcp.json": config({ b: { command: "${TOKEN}" } }),
      },
      { "ci/mcp.json": config({ b: { command: "changed" } }) },
    );
    expect((await read(config({ a: { command: "two" } }))).servers.map((s) => s.transport)).toEqual([
      { type: "stdio", command: "two", args: [], env: {} },
    ]);
    const fromFile = await read("ci/mcp.json");
    expect(fromFile.servers.map((s) => [s.name, s.source, s.transport])).toEqual([
      ["a", ".mcp.json", { type: "stdio", command: "one", args: [], env: {} }],
      ["b", "ci/mcp.json", { type: "stdio", command: "t-1", args: [], env: {} }],
    ]);
    expect(fromFile.notes).toEqual([
      `The checked-out ci/mcp.json differs from the trusted commit; only the servers of the trusted version (${trustedSha.slice(0, 12)}) were started.`,
    ]);
    expect((await read("ci/none.json")).notes).toContain(
      `The mcp-config input names ci/none.json, which is not in the trusted commit (${trustedSha.slice(0, 12)}); no server from it was started.`,
    );
    expect((await read("../outside.json")).notes).toEqual([
      "The mcp-config input could not be read: '../outside.json' must be a path relative to the repository root, or inline JSON.",
    ]);
  });

  it("reads the trusted commit with two git processes, the input's file included", async () => {
    await repository({
      ".mcp.json": config({ a: { command: "one" } }),
      "ci/mcp.json": config({ b: { command: "two" } }),
    });
    const trace = join(dir, "..", `${dir.split("/").pop() ?? ""}.trace`);
    env = { ...env, GIT_TRACE: trace };
    const { servers } = await read("ci/mcp.json");
    expect(servers.map((s) => s.name)).toEqual(["a", "b"]);
    const { readFile } = await import("node:fs/promises");
    const commands = (await readFile(trace, "utf8")).match(/trace: built-in: git [\w-]+/g) ?? [];
    await rm(trace, { force: true });
    expect(commands.map((c) => c.replace("trace: built-in: ", ""))).toEqual(["git ls-tree", "git cat-file"]);
  });

  it("a stdio server that runs a file the checkout changed or added is not started; untracked files are not compared", async () => {
    await repository(
      {
        ".mcp.json": config({
          changed: { command: "node", args: ["tools/server.mjs"] },
          added: { command: "./tools/new.sh" },
          same: { command: "node", args: ["--flag", "tools/same.mjs"] },
          installed: { command: "node", args: ["build/server.js"] },
          elsewhere: { command: "node", args: ["/usr/lib/server.js"] },
          bundled: { command: "node", args: ["dist/server.js"] },
        }),
        // Larger than any configuration file: compared by object id, not read.
        "dist/server.js": `// ${"x".repeat(1_200_000)}\n`,
        "tools/server.mjs": "// trusted\n",
        "tools/same.mjs": "// same\n",
        ".gitignore": "build/\n",
      },
      { "tools/server.mjs": "// pull request\n", "tools/new.sh": "#!/bin/sh\n" },
    );
    await write({ "build/server.js": "// built by the workflow\n" });
    const { servers, notes } = await read();
    expect(servers.map((s) => s.name)).toEqual(["same", "installed", "elsewhere", "bundled"]);
    expect(notes).toEqual([
      '.mcp.json: server "changed" was not started: it runs tools/server.mjs, which the checkout changes compared with the trusted commit.',
      '.mcp.json: server "added" was not started: it runs tools/new.sh, which the checkout adds compared with the trusted commit.',
    ]);
  });
});
