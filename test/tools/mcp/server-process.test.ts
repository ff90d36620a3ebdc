// A stdio server's process started before the SDK is loaded (server-process.ts): what it writes
// before anyone listens is kept and replayed in order, an exit before listening is still heard, the
// SDK's client connects over a process started earlier, and closing ends the server's whole group.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectServer } from "../../../src/tools/mcp/connect";
import { ServerProcess, stdioParameters } from "../../../src/tools/mcp/server-process";
import { stdioTestServer } from "../../support/mcp/index";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-mcp-process-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ENV = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };
const alive = (pid: number) => {
  try {
    return !/\) [ZX] /.test(readFileSync(`/proc/${String(pid)}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("ServerProcess", () => {
  it("keeps what the server wrote before anyone listened, in order, and the close that followed", async () => {
    const server = new ServerProcess({
      command: "/bin/sh",
      args: ["-c", "printf 'one\\n'; printf 'two\\n'; exit 3"],
      cwd: dir,
      env: ENV,
    });
    await server.spawned;
    // The process is long gone before the listener arrives.
    while (server.exitStatus() === undefined) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    const chunks: string[] = [];
    let closed = false;
    server.listen(
      (chunk) => chunks.push(chunk.toString()),
      () => (closed = true),
    );
    expect(chunks.join("")).toBe("one\ntwo\n");
    expect(closed).toBe(true);
    expect(server.exitStatus()).toEqual({ code: 3, signal: null });
    expect(server.write("late")).toBe(false);
  });

  it("a command that does not exist rejects `spawned` with the reason", async () => {
    const server = new ServerProcess({ command: join(dir, "no-such-server"), args: [], cwd: dir, env: ENV });
    await expect(server.spawned).rejects.toThrow(/ENOENT/);
  });

  it("the SDK's client connects over a process started before it, and close ends its group", async () => {
    const configured = stdioTestServer("early");
    if (configured.transport.type !== "stdio") throw new Error("the test server is a stdio one");
    const server = new ServerProcess(stdioParameters(configured.transport, dir, ENV));
    // The server boots and waits for initialize meanwhile.
    await server.spawned;
    await new Promise((r) => setTimeout(r, 200));
    const connected = await connectServer(configured, {
      workspaceRoot: dir,
      env: ENV,
      timeoutMs: 20_000,
      signal: new AbortController().signal,
      process: server,
    });
    expect(connected.tools.map((tool) => tool.name)).toContain("echo");
    const answer = await connected.callTool(
      "echo",
      { message: "early" },
      { signal: new AbortController().signal, timeoutMs: 20_000 },
    );
    expect(JSON.stringify(answer.content)).toContain("early");
    const pids = await connected.callTool(
      "pids",
      {},
      { signal: new AbortController().signal, timeoutMs: 20_000 },
    );
    const { pid, grandchild } = JSON.parse((pids.content as { text: string }[])[0]?.text ?? "{}") as {
      pid: number;
      grandchild: number;
    };
    expect(alive(pid) && alive(grandchild)).toBe(true);
    await connected.close();
    expect(alive(pid) || alive(grandchild)).toBe(false);
  });
});
