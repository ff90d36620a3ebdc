import { execFile } from "node:child_process";
import { mkdtemp, open, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveGroupCount, ProcessGroup } from "../../../src/tools/bash/process-group";
import { isRunning, readPid, waitUntilGone } from "./processes";

const exec = promisify(execFile);
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };

let dir: string;
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-group-")));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function start(script: string): Promise<{ group: ProcessGroup; output: string }> {
  const output = join(dir, "out.log");
  const file = await open(output, "w");
  try {
    return { group: await ProcessGroup.start({ script, cwd: dir, env, outputFd: file.fd }), output };
  } finally {
    await file.close();
  }
}

describe("ProcessGroup", () => {
  it("puts the shell at the head of its own process group", async () => {
    const { group, output } = await start("ps -o pgid= -p $$");
    expect(await group.exited).toEqual({ exitCode: 0, signal: null });
    expect(Number((await readFile(output, "utf8")).trim())).toBe(group.pgid);
    expect(group.pgid).not.toBe(process.pid);
    await group.sweep(500);
  });

  it("stop ends every member of the group", async () => {
    const { group } = await start(`sleep 30 & echo $! > child.pid; sleep 30`);
    const child = await readPid(join(dir, "child.pid"));
    expect(await group.stop(500)).toEqual({ exitCode: null, signal: "SIGTERM" });
    expect(await waitUntilGone(child)).toBe(true);
    expect(liveGroupCount()).toBe(0);
  });

  it("sweep ends what the shell left behind, quickly when members obey SIGTERM", async () => {
    const { group } = await start(`sleep 30 & echo $! > child.pid`);
    const child = await readPid(join(dir, "child.pid"));
    await group.exited;
    expect(await isRunning(child)).toBe(true);
    const started = Date.now();
    await group.sweep(2_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await isRunning(child)).toBe(false);
  });

  it("reports a shell that cannot start", async () => {
    const file = await open(join(dir, "x.log"), "w");
    await expect(
      ProcessGroup.start({ script: "true", cwd: join(dir, "missing"), env, outputFd: file.fd }),
    ).rejects.toThrow(/^could not start \/bin\/bash in .*missing/);
    await file.close();
  });

  it("kills live groups when the Node process exits without stopping them", async () => {
    // A separate Node process starts a group and exits; its exit handler must take the group along.
    const root = fileURLToPath(new URL("../../..", import.meta.url));
    const entry = join(dir, "entry.ts");
    await writeFile(
      entry,
      [
        `import { openSync } from "node:fs";`,
        `import { ProcessGroup } from ${JSON.stringify(join(root, "src/tools/bash/process-group.ts"))};`,
        `const fd = openSync(${JSON.stringify(join(dir, "child.log"))}, "w");`,
        `await ProcessGroup.start({ script: "sleep 30 & echo $! > child.pid; sleep 30", cwd: ${JSON.stringify(dir)}, env: { PATH: "/usr/bin:/bin" }, outputFd: fd });`,
        `const { existsSync } = await import("node:fs");`,
        `while (!existsSync(${JSON.stringify(join(dir, "child.pid"))})) await new Promise((r) => setTimeout(r, 10));`,
        `await new Promise((r) => setTimeout(r, 50));`,
        `process.exit(0);`,
      ].join("\n"),
    );
    const bundle = join(dir, "entry.mjs");
    await build({
      entryPoints: [entry],
      outfile: bundle,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "silent",
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
    await exec(process.execPath, [bundle], { cwd: dir });
    const child = await readPid(join(dir, "child.pid"));
    expect(await waitUntilGone(child)).toBe(true);
  });
});
