// `steward run` end to end: the bundled CLI (dist/cli.js) as a child process, talking to the scripted
// Messages API over loopback, working on a real temporary checkout under the built-in policy.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import {
  type ModelServer,
  reply,
  startModelServer,
  text,
  toolUse,
  webSearchResult,
  webSearchUse,
} from "../support/model-server/index";
import { cliEntry } from "../support/bundle";

const KEY = "sk-ant-cli-test";

let dir: string;
let server: ModelServer | undefined;
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-cli-run-")));
  await writeFile(join(dir, "notes.txt"), "hello\n");
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cliEntry(), ...args], {
      env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: dir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("steward run (dist/cli.js)", () => {
  it("runs the agent on a local checkout: reads, writes under the built-in policy, reports", async () => {
    server = await startModelServer({
      apiKey: KEY,
      script: [
        reply(text("Reading the notes."), toolUse("Read", { file_path: "notes.txt" })),
        reply(
          toolUse("Write", { file_path: join(dir, "out.txt"), content: "done\n" }),
          toolUse("Read", { file_path: "/etc/passwd" }),
        ),
        reply(text("Wrote out.txt. I could not read /etc/passwd.")),
      ],
    });
    const { code, stdout, stderr } = await cli(["run", "--prompt", "Copy the notes.", "--cwd", dir], {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: server.url,
    });
    expect(stderr).toMatch(/\[turn 1\] ✓ Read notes\.txt/);
    expect(stderr).toMatch(/\[turn 2\] ✓ Write/);
    expect(stderr).toMatch(/\[turn 2\] ✗ denied Read \/etc\/passwd — /);
    expect(stdout).toBe("Wrote out.txt. I could not read /etc/passwd.\n");
    expect(code).toBe(0);
    expect(await readFile(join(dir, "out.txt"), "utf8")).toBe("done\n");
    // What the model was sent: the task, the tools in a stable order, the file's content.
    const [first, second] = server.messageRequests();
    expect(JSON.stringify(first?.body)).toContain("Copy the notes.");
    expect(JSON.stringify(second?.body)).toContain("hello");
    server.assertNoViolations();
  });

  it("searches the web through the API's server tool when a rule allows WebSearch", async () => {
    const url = "https://vitest.dev/guide/snapshot";
    const main = [
      reply(toolUse("ToolSearch", { query: "select:WebSearch" })),
      reply(toolUse("WebSearch", { query: "vitest snapshots" })),
      reply(text("Found the guide.")),
    ];
    // The search is its own conversation, on the helper model, with the server's web_search tool.
    const search = reply(
      webSearchUse("srvtoolu_1", "vitest snapshots"),
      webSearchResult("srvtoolu_1", [{ title: "Snapshot | Guide | Vitest", url }]),
      text("Vitest stores snapshots next to the tests."),
    );
    server = await startModelServer({
      apiKey: KEY,
      script: ({ turn, body }) =>
        JSON.stringify(body.tools).includes("web_search_20250305") ? search : main[turn],
    });
    const { code, stdout } = await cli(
      ["run", "--prompt", "Look it up.", "--cwd", dir, "--allowedTools", "WebSearch"],
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
    );
    expect(stdout).toBe("Found the guide.\n");
    expect(code).toBe(0);
    const requests = server
      .messageRequests()
      .map((r) => r.body as { tools?: unknown[]; messages: unknown[] });
    expect(JSON.stringify(requests[0]?.tools)).toContain('"name":"WebSearch"');
    expect(requests[2]?.tools).toEqual([{ type: "web_search_20250305", name: "web_search", max_uses: 5 }]);
    expect(JSON.stringify(requests[3]?.messages.at(-1))).toContain(url);
    expect(JSON.stringify(requests[3]?.messages.at(-1))).toContain(
      "Vitest stores snapshots next to the tests.",
    );
    server.assertNoViolations();
  });

  it("prints Claude Code's result object with --output-format json", async () => {
    server = await startModelServer({ apiKey: KEY, script: [reply(text("Nothing to do."))] });
    const { code, stdout } = await cli(
      ["run", "--prompt", "Check.", "--cwd", dir, "--output-format", "json"],
      {
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: server.url,
      },
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as Record<string, unknown>;
    expect(result).toMatchObject({
      type: "result",
      subtype: "success",
      is_error: false,
      num_turns: 1,
      result: "Nothing to do.",
    });
    expect(typeof result["total_cost_usd"]).toBe("number");
  });

  it("streams transcript lines with --output-format stream-json and replays them offline", async () => {
    server = await startModelServer({
      apiKey: KEY,
      script: [
        reply(toolUse("Write", { file_path: join(dir, "a.txt"), content: "A\n" })),
        reply(text("Wrote a.txt.")),
      ],
    });
    const recorded = await cli(
      ["run", "--prompt", "Write a.", "--cwd", dir, "--output-format", "stream-json"],
      {
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: server.url,
      },
    );
    expect(recorded.code).toBe(0);
    const types = recorded.stdout
      .trim()
      .split("\n")
      .map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types).toEqual(["system", "user", "assistant", "user", "assistant", "result"]);
    await writeFile(join(dir, "session.jsonl"), recorded.stdout);
    await rm(join(dir, "a.txt"));

    const replayed = await cli(["run", "--replay", join(dir, "session.jsonl"), "--cwd", dir]);
    expect(replayed.stdout).toBe("Wrote a.txt.\n");
    expect(replayed.code).toBe(0);
    expect(await readFile(join(dir, "a.txt"), "utf8")).toBe("A\n");
  });

  it.each([
    [["run", "--prompt"], /^steward run: Option '--prompt <value>' argument missing/],
    [
      ["run", "--prompt", "x", "--max-turns", "0"],
      /^steward run: --max-turns must be a positive integer, got '0'\.\n$/,
    ],
    [
      ["run", "--prompt", "x", "--output-format", "xml"],
      /^steward run: --output-format must be one of text, json, stream-json, got 'xml'\.\n$/,
    ],
    [
      ["run", "--prompt", "x", "--cwd", "/no/such/dir"],
      /^steward run: --cwd \/no\/such\/dir does not exist\.\n$/,
    ],
    [["run", "--bogus"], /^steward run: Unknown option '--bogus'/],
    [
      ["run", "--prompt", "x", "--provider", "openai"],
      /^steward run: --provider must be one of anthropic, bedrock, vertex, foundry, got 'openai'\.\n$/,
    ],
    [
      ["run", "--prompt", "x", "--thinking", "lots"],
      /^steward run: --thinking is 'lots'; expected off, adaptive, or a token budget such as 8000 \(at least 1024\)\.\n$/,
    ],
    [
      ["run", "--prompt", "x", "--max-tokens", "0"],
      /^steward run: --max-tokens must be a positive integer, got '0'\.\n$/,
    ],
  ])("answers bad flags %j with one line and exit code 2", async (args, message) => {
    const { code, stderr } = await cli(args, { ANTHROPIC_API_KEY: KEY });
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it("runs on another provider, with its thinking and max_tokens settings", async () => {
    server = await startModelServer({ apiKey: "foundry-cli-key", script: [reply(text("Done on Foundry."))] });
    const { code, stdout, stderr } = await cli(
      [
        "run",
        "--prompt",
        "Check.",
        "--cwd",
        dir,
        "--provider",
        "foundry",
        "--thinking",
        "4096",
        "--max-tokens",
        "12000",
      ],
      {
        ANTHROPIC_FOUNDRY_API_KEY: "foundry-cli-key",
        ANTHROPIC_FOUNDRY_BASE_URL: `${server.url}/anthropic/`,
      },
    );
    // Besides the sandbox's status line (its wording depends on whether bubblewrap runs here), only
    // the note that the default model (Sonnet 5.5) refuses a budget, so adaptive thinking goes instead.
    expect(stderr.split("\n").filter((line) => line !== "" && !line.startsWith("steward: sandbox "))).toEqual(
      [
        "Claude Sonnet 5.5 takes no thinking budget (the API refuses one); adaptive thinking is sent instead of a budget of 4096 tokens",
      ],
    );
    expect(stdout).toBe("Done on Foundry.\n");
    expect(code).toBe(0);
    const [request] = server.messageRequests();
    expect(request?.path).toBe("/anthropic/v1/messages");
    expect(request?.body).toMatchObject({
      model: "claude-sonnet-5-5",
      max_tokens: 12_000,
      thinking: { type: "adaptive" },
    });
  });

  it("names the provider's missing setting", async () => {
    const { code, stderr } = await cli(["run", "--prompt", "x", "--cwd", dir, "--provider", "vertex"]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^steward run: provider vertex needs ANTHROPIC_VERTEX_PROJECT_ID/);
  });

  it("needs an API key", async () => {
    const { code, stderr } = await cli(["run", "--prompt", "x", "--cwd", dir]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      "steward run: ANTHROPIC_API_KEY is not set. Set it, or use --replay FILE to play a recorded session offline.\n",
    );
  });

  it("names a broken policy file by line", async () => {
    await writeFile(join(dir, "policy.yml"), 'permissions:\n  allow: ["Bash(npm test"]\n');
    const { code, stderr } = await cli(
      ["run", "--prompt", "x", "--cwd", dir, "--policy", join(dir, "policy.yml")],
      {
        ANTHROPIC_API_KEY: KEY,
      },
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/policy\.yml:2/);
    // What the bundled (minified) yaml reports comes through with its place too.
    await writeFile(join(dir, "policy.yml"), "sandbox: off\npermissions: {}\nsandbox: required\n");
    const duplicate = await cli(["run", "--prompt", "x", "--cwd", dir, "--policy", join(dir, "policy.yml")], {
      ANTHROPIC_API_KEY: KEY,
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/policy\.yml:3:1: not valid YAML or JSON: Map keys must be unique/);
  });

  it("finds .github/steward.yaml as `steward policy` does", async () => {
    await mkdir(join(dir, ".github"));
    await writeFile(join(dir, ".github/steward.yaml"), 'permissions:\n  deny: ["Read(notes.txt)"]\n');
    server = await startModelServer({
      apiKey: KEY,
      script: [reply(toolUse("Read", { file_path: "notes.txt" })), reply(text("Could not read it."))],
    });
    const { code, stderr } = await cli(["run", "--prompt", "Read the notes.", "--cwd", dir], {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: server.url,
    });
    expect(code).toBe(0);
    expect(stderr).toMatch(/\[turn 1\] ✗ denied Read notes\.txt — the policy denies reading notes\.txt/);
  });

  it("ends with one clear line when the endpoint is unreachable", async () => {
    const { code, stderr } = await cli(["run", "--prompt", "x", "--cwd", dir], {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: "http://127.0.0.1:9",
    });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n").at(-1)).toMatch(
      /^steward run: The model request failed after \d+ attempts: connection failed/,
    );
  }, 60_000);

  it("keeps tool output in a private directory for the run and removes it afterwards", async () => {
    // Outside the workspace, as a real temporary directory is (the sandbox probe checks that the
    // agent cannot write outside it).
    const temp = await realpath(await mkdtemp(join(tmpdir(), "steward-cli-tmpdir-")));
    onTestFinished(() => rm(temp, { recursive: true, force: true }));
    const seen: { entries: string[]; mode: number }[] = [];
    server = await startModelServer({
      apiKey: KEY,
      script: ({ turn }) => {
        if (turn === 1) {
          // While the run goes on: its own directory, readable by this user only.
          const entries = readdirSync(temp);
          seen.push({ entries, mode: statSync(join(temp, entries[0] ?? "?")).mode & 0o777 });
          return reply(text("Done."));
        }
        return reply(toolUse("Bash", { command: "seq 1 40000" }));
      },
    });
    const { code, stderr } = await cli(["run", "--prompt", "Count.", "--cwd", dir], {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: server.url,
      TMPDIR: temp,
    });
    expect(stderr).toMatch(/\[turn 1\] ✓ Bash/);
    expect(code).toBe(0);
    expect(seen).toEqual([{ entries: [expect.stringMatching(/^steward-/)], mode: 0o700 }]);
    // The oversized output was saved there and shown to the model as a preview with its path.
    expect(JSON.stringify(server.messageRequests()[1]?.body)).toContain(
      join(temp, seen[0]?.entries[0] ?? "?"),
    );
    expect(await readdir(temp)).toEqual([]);
  });

  // The policy refuses every path under /dev (docs/policy.md): saved outputs there would be out of
  // the agent's reach, so a TMPDIR there gives way to /tmp.
  it("keeps tool output where the agent may read it back when TMPDIR is under /dev", async () => {
    let saved: string | undefined;
    server = await startModelServer({
      apiKey: KEY,
      script: ({ turn, body }) => {
        if (turn === 0) return reply(toolUse("Bash", { command: "seq 1 40000" }));
        if (turn === 1) {
          saved = /The full output is saved at (\S+?): read it/.exec(JSON.stringify(body.messages))?.[1];
          return reply(toolUse("Read", { file_path: saved ?? "(none saved)", offset: 39990 }));
        }
        return reply(text("Done."));
      },
    });
    const { code, stderr } = await cli(["run", "--prompt", "Count.", "--cwd", dir], {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: server.url,
      TMPDIR: "/dev/shm",
    });
    expect(stderr).toMatch(/\[turn 2\] ✓ Read/);
    expect(saved).toMatch(/^\/tmp\/steward-[^/]+\/bash\//);
    expect(JSON.stringify(server.messageRequests()[2]?.body)).toContain("40000");
    expect(stderr).toContain(
      "steward run: TMPDIR (/dev/shm) is under /dev, /proc or /sys, where the policy refuses every path; saved tool outputs go to /tmp instead",
    );
    expect(code).toBe(0);
    expect(existsSync(dirname(dirname(saved ?? "/")))).toBe(false);
  });
});

describe("steward run's sandbox, probed while the first request is with the model", () => {
  /** A `bwrap` first on PATH that cannot start a sandbox: the probe fails, as where namespaces are off. */
  async function failingBwrap(): Promise<string> {
    const bin = join(dir, "bin");
    await mkdir(bin);
    await writeFile(join(bin, "bwrap"), "#!/bin/sh\necho 'bwrap: no namespaces here' >&2\nexit 1\n", {
      mode: 0o755,
    });
    return `${bin}:${process.env["PATH"] ?? "/usr/bin:/bin"}`;
  }

  async function runTouch(mode: "required" | "preferred") {
    await writeFile(
      join(dir, "policy.yml"),
      `sandbox: ${mode}\npermissions:\n  allow: ["Bash(touch ran.txt)"]\n`,
    );
    server = await startModelServer({
      apiKey: KEY,
      script: [reply(toolUse("Bash", { command: "touch ran.txt" })), reply(text("Finished."))],
    });
    const run = await cli(
      ["run", "--prompt", "Touch it.", "--cwd", dir, "--policy", join(dir, "policy.yml")],
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url, PATH: await failingBwrap() },
    );
    const [first, second] = server.messageRequests();
    const tools = (request: typeof first) => JSON.stringify((request?.body as { tools?: unknown }).tools);
    // Bash is offered on the likely outcome, and the tools never change (the prompt cache's prefix).
    expect(tools(first)).toContain('"name":"Bash"');
    expect(tools(second)).toBe(tools(first));
    const messages = (second?.body as { messages: { content: unknown }[] }).messages;
    return { ...run, result: JSON.stringify(messages.at(-1)?.content) };
  }

  it("under required, a failed probe refuses the Bash call with the reason and runs nothing", async () => {
    const { code, stderr, result } = await runTouch("required");
    expect(code).toBe(0);
    expect(result).toContain('"is_error":true');
    expect(result).toMatch(/Bash is disabled in this run: the sandbox is required and could not start/);
    expect(stderr).toMatch(/^steward: sandbox not active, so Bash was disabled \(sandbox: required\): /m);
    await expect(readFile(join(dir, "ran.txt"))).rejects.toThrow(/ENOENT/);
    server?.assertNoViolations();
  });

  it("the session starts the probe once its first request is sent, Bash call or not", async () => {
    server = await startModelServer({ apiKey: KEY, script: [reply(text("Nothing to run."))] });
    const { code, stderr } = await cli(["run", "--prompt", "Look.", "--cwd", dir], {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: server.url,
      PATH: await failingBwrap(),
    });
    expect(code).toBe(0);
    // Its outcome, or (on a loaded machine the run may end first) the probe the run's end stopped:
    // either way it began (one never begun prints no line).
    expect(stderr).toMatch(
      /^steward: sandbox (not active, so Bash ran under the policy's rules alone \(sandbox: preferred\): bubblewrap starts: |not checked: the run ended before the sandbox was checked \(the probe was stopped)/m,
    );
  });

  it("under preferred, a failed probe leaves Bash to the policy's rules alone, as before", async () => {
    const { code, stderr, result } = await runTouch("preferred");
    expect(code).toBe(0);
    expect(result).not.toContain('"is_error":true');
    expect(stderr).toMatch(/^steward: sandbox not active, so Bash ran under the policy's rules alone/m);
    expect(await readFile(join(dir, "ran.txt"), "utf8")).toBe("");
  });
});
