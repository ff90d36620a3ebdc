// A pull request whose test script tries to steal a secret: the command runs, and the secret never
// leaves — no connection reaches a listener on the host, nothing is written outside, and no output
// holds it. The secret sits where a runner keeps them: the action's environment and the home directory.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it, describe } from "vitest";
import { buildLayout } from "../../src/sandbox/layout";
import { sandboxLauncher } from "../../src/sandbox/launcher";
import { bashTool } from "../../src/tools/bash";
import { type TestBench, toolBench } from "../tools/helpers";
import { bwrapPath, sandboxSupport } from "./support";

const FIXTURE = fileURLToPath(new URL("./fixtures/exfil", import.meta.url));
const CANARY = `steward-canary-${randomBytes(8).toString("hex")}`;

let bench: TestBench;
let server: Server;
let outside: string;
const received: string[] = [];

describe.skipIf(!sandboxSupport.ok)("a PR head's test script trying to exfiltrate a canary", () => {
  beforeAll(async () => {
    process.env["STEWARD_EXFIL_CANARY"] = CANARY;
    outside = await mkdtemp("/var/tmp/steward-exfil-");
    const home = join(outside, "home");
    await mkdir(join(home, ".ssh"), { recursive: true });
    await writeFile(join(home, ".git-credentials"), `https://x-access-token:${CANARY}@github.com\n`);
    await writeFile(join(home, ".ssh", "id_rsa"), `${CANARY}\n`);
    bench = await toolBench([bashTool], { env: { HOME: home } });
    await cp(FIXTURE, bench.root, { recursive: true });
    execFileSync("git", ["init", "-q", bench.root]);

    server = createServer((socket) => {
      socket.on("data", (chunk: Buffer) => received.push(chunk.toString()));
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await writeFile(join(bench.root, "port.txt"), String((server.address() as { port: number }).port));

    const layout = await buildLayout({
      bwrap: bwrapPath(),
      workspaceRoot: bench.root,
      outputDir: bench.outside,
      network: "deny",
      home,
    });
    bench.context = {
      ...bench.context,
      session: { ...bench.context.session, shell: sandboxLauncher(layout) },
    };
  });

  afterAll(async () => {
    delete process.env["STEWARD_EXFIL_CANARY"];
    server.close();
    await bench.cleanup();
    await rm(outside, { recursive: true, force: true });
  });

  it("runs, and the canary never leaves", async () => {
    const loot = join(outside, "loot.txt");
    const outcome = await bench.call("Bash", { command: `npm test -- ${loot}` });
    const text = bench.text(outcome);
    expect(text).toMatch(/exfil attempted: http ECONNREFUSED, tcp ECONNREFUSED, dns E\w+, file EROFS/);
    expect(text).not.toContain(CANARY);
    expect(received).toEqual([]);
    expect(
      await stat(loot).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
    // Nor in any file steward kept (full outputs are saved when long).
    for (const name of await readdir(bench.outside, { recursive: true })) {
      const path = join(bench.outside, name);
      if ((await stat(path)).isFile()) expect(await readFile(path, "utf8")).not.toContain(CANARY);
    }
  });
});
