// sandbox.allowedDomains end to end: real bwrap, the real proxy and bridge, loopback servers standing
// in for the allowed and refused hosts (an injected resolver maps their names to 127.0.0.1, and these
// tests opt into loopback, which the default refuses). The sandbox keeps its own network namespace, so
// the proxy is the only way out.
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonPublicAddress } from "../../../src/policy/index";
import { type PreparedSandbox, prepareSandbox } from "../../../src/sandbox/session";
import { bwrapPath, sandboxSupport } from "../support";

const PACKUMENT = {
  name: "fixture-pkg",
  "dist-tags": { latest: "1.2.3" },
  versions: {
    "1.2.3": {
      name: "fixture-pkg",
      version: "1.2.3",
      dist: { tarball: "http://registry.test/fixture-pkg/-/fixture-pkg-1.2.3.tgz", shasum: "0" },
    },
  },
};

let base: string;
let site: Server;
let port: number;
let prepared: PreparedSandbox;
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: "/nonexistent" };

async function run(script: string): Promise<string> {
  if (prepared.shell === undefined || "disabled" in prepared.shell) throw new Error("no sandbox");
  const { file, args } = prepared.shell.command({ script, cwd: join(base, "repo") });
  const result = await execa(file, args, { env, extendEnv: false, reject: false, all: true });
  return result.all;
}

describe.skipIf(!sandboxSupport.ok)("the network by allow-list, through the sandbox", () => {
  beforeAll(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), "steward-proxy-sandbox-")));
    await mkdir(join(base, "repo", ".git"), { recursive: true });
    await mkdir(join(base, "out"));
    site = createServer((req, res) => {
      if (req.url === "/fixture-pkg") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(PACKUMENT));
      } else res.end(`site saw ${req.url ?? ""}\n`);
    });
    await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
    port = (site.address() as { port: number }).port;
    prepared = await prepareSandbox({
      settings: { allowedDomains: ["allowed.test", "registry.test"] },
      defaultMode: "required",
      bwrap: bwrapPath(),
      workspaceRoot: join(base, "repo"),
      outputDir: join(base, "out"),
      env,
      proxyResolution: {
        resolve: () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]),
        checkAddress: (ip) => (ip === "127.0.0.1" ? undefined : nonPublicAddress(ip)),
      },
    });
  });

  afterAll(async () => {
    await prepared.close();
    site.close();
    await rm(base, { recursive: true, force: true });
  });

  it("is active, says where the network goes, and the proxy answers from inside", () => {
    expect(prepared.status.summary).toBe(
      "active (bubblewrap, network only to allowed.test, registry.test through steward's proxy): every Bash command ran in it.",
    );
    expect(prepared.status.notes).toEqual([]);
    expect(prepared.shell !== undefined && "note" in prepared.shell && prepared.shell.note).toMatch(
      /network access only to allowed\.test and registry\.test through steward's proxy/,
    );
  });

  it("curl reaches an allowed name over plain HTTP", async () => {
    expect(await run(`curl -sS http://allowed.test:${String(port)}/plain`)).toBe("site saw /plain");
  });

  // A tunnel carries TLS for the host it was opened to: a CDN routes by the name inside, so plain
  // HTTP with another Host, or TLS asking for another site, would reach whatever the CDN serves.
  it.each([
    [
      "plain HTTP in a tunnel",
      `curl -sS -p http://allowed.test:PORT/tunnel`,
      /refused the tunnel to allowed\.test:\d+: a tunnel must carry TLS/,
    ],
    [
      "plain HTTP in a tunnel, for another site",
      `curl -sS -p -H "Host: evil.example" http://allowed.test:PORT/tunnel`,
      /a tunnel must carry TLS/,
    ],
    [
      "TLS for another site through the allowed host (curl --connect-to)",
      `curl -sS --connect-to evil.example:443:allowed.test:PORT https://evil.example/; echo "exit=$?"`,
      /unrecognized name[\s\S]*exit=35/,
    ],
  ])("curl: %s is refused", async (_name, command, refusal) => {
    const text = await run(command.replace("PORT", String(port)));
    expect(text).toMatch(refusal);
    expect(text).not.toContain("site saw");
  });

  it("curl to a refused name gets the proxy's refusal", async () => {
    const url = `http://refused.test:${String(port)}/`;
    const text = await run(`curl -sS -f ${url}; echo "exit=$?"; curl -sS -p ${url}; echo "exit=$?"`);
    expect(text).toMatch(/The requested URL returned error: 403\nexit=22/);
    expect(text).toMatch(/CONNECT tunnel failed, response 403\nexit=56/);
    expect(await run(`curl -sS ${url}`)).toMatch(
      /^steward's sandbox proxy refused refused\.test:\d+: not in sandbox\.allowedDomains/,
    );
  });

  it("direct connections go nowhere: no route but the proxy, and no DNS", async () => {
    const text = await run(
      `curl -sS --noproxy '*' --max-time 3 http://127.0.0.1:${String(port)}/; echo "exit=$?"; ` +
        `(exec 3<>/dev/tcp/127.0.0.1/${String(port)}) 2>/dev/null; echo "exit=$?"; ` +
        `getent hosts allowed.test; echo "exit=$?"`,
    );
    expect(text).toMatch(/exit=7\nexit=1\nexit=2$/);
  });

  it("npm reaches a registry allowed by name, with nothing but the proxy environment", async () => {
    const text = await run(
      `npm view fixture-pkg version --registry http://registry.test:${String(port)}/ --cache /tmp/npm-cache`,
    );
    expect(text).toBe("1.2.3");
  });

  it("keeps every refused destination for the report", () => {
    expect(prepared.refused()).toContainEqual({
      destination: `refused.test:${String(port)}`,
      count: 3,
      reason: "not in sandbox.allowedDomains",
    });
  });
});
