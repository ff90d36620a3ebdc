import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  PROXY_PORT,
  sandboxLauncher
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/sandbox/probe.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readlink, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
var PROBE_TIMEOUT_MS = 15e3;
var STOPPED = "the probe was stopped before it finished: the run was ending";
var LEFTOVER_GRACE_MS = 1e3;
function killGroup(pgid) {
  if (pgid === void 0) return;
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
  }
}
function runInside(layout, script, env, signal) {
  const { file, args } = sandboxLauncher(layout).command({ script, cwd: layout.workspaceRoot });
  return new Promise((resolve) => {
    let text = "";
    let failure;
    let child;
    try {
      child = spawn(file, args, {
        env,
        stdio: ["ignore", "pipe", "pipe"],
        timeout: PROBE_TIMEOUT_MS,
        killSignal: "SIGKILL",
        // The run ended first (a cancelled run): the probe's outcome no longer matters.
        ...signal === void 0 ? {} : { signal },
        // Its own process group, so what bwrap leaves behind can be found (below).
        detached: true
      });
    } catch (error) {
      resolve({ exitCode: void 0, output: error instanceof Error ? error.message : String(error) });
      return;
    }
    const collect = (chunk) => text += chunk.toString("utf8");
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", (error) => failure = error.message);
    child.once("exit", () => {
      killGroup(child.pid);
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, LEFTOVER_GRACE_MS).unref();
    });
    child.once("close", (code, killedBy) => {
      if (signal?.aborted === true) {
        resolve({ exitCode: void 0, output: STOPPED });
        return;
      }
      const timedOut = killedBy !== null ? `killed by ${killedBy} after ${String(PROBE_TIMEOUT_MS)} ms` : "";
      const shown = failure ?? (text.trim() || timedOut);
      resolve({
        exitCode: failure === void 0 && code !== null ? code : void 0,
        output: shown.trim().split("\n").slice(-3).join(" | ")
      });
    });
  });
}
async function listen() {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return { server, port, connections: () => count };
}
var exists = (path) => stat(path).then(
  () => true,
  () => false
);
var finding = (check, ok, detail) => ({ check, ok, detail });
async function checkNetwork(layout, env, signal) {
  if (layout.network !== "deny")
    return finding("no network", true, "skipped: the policy allows the network (sandbox.network: allow)");
  const listener = await listen();
  try {
    const run = await runInside(
      layout,
      `exec 3<>/dev/tcp/127.0.0.1/${String(listener.port)} && echo connected`,
      env,
      signal
    );
    const ok = run.exitCode !== 0 && listener.connections() === 0;
    return finding(
      "no network",
      ok,
      ok ? "a listener on the host's 127.0.0.1 could not be reached" : `a command reached the host's 127.0.0.1:${String(listener.port)}`
    );
  } finally {
    listener.server.close();
  }
}
async function checkWrites(layout, env, signal) {
  const name = `steward-probe-${randomBytes(6).toString("hex")}`;
  const outside = join(layout.reveal[0] ?? "/", name);
  const system = join("/usr", name);
  const wrote = await runInside(
    layout,
    `touch '${outside}' '${system}' 2>/dev/null; echo > '${system}'`,
    env,
    signal
  );
  const leaked = [outside, system].filter((path) => path !== "/");
  const reached = [];
  for (const path of leaked) if (await exists(path)) reached.push(path);
  for (const path of reached) await rm(path, { force: true });
  return finding(
    "cannot write outside the workspace",
    reached.length === 0,
    reached.length === 0 ? `writes to ${system} and steward's output directory did not reach the host (exit ${String(wrote.exitCode)})` : `a sandboxed command created ${reached.join(", ")} on the host`
  );
}
async function checkProcesses(layout, env, signal) {
  const hostPidNs = await readlink("/proc/self/ns/pid").catch(() => "");
  const pid = await runInside(layout, "readlink /proc/self/ns/pid; ls /proc | grep -c '^[0-9]'", env, signal);
  const [innerNs, count] = pid.output.split(" | ");
  const ownPids = innerNs !== void 0 && innerNs !== hostPidNs && innerNs.startsWith("pid:");
  return finding(
    "the runner's processes are not visible",
    pid.exitCode === 0 && ownPids,
    ownPids ? `own PID namespace, ${count ?? "?"} processes visible` : `the sandbox shares the runner's PID namespace (${innerNs ?? pid.output})`
  );
}
async function checkPrivileges(layout, env, signal) {
  const privs = await runInside(layout, "grep -E '^NoNewPrivs:' /proc/self/status", env, signal);
  return finding(
    "no new privileges",
    /NoNewPrivs:\s+1/.test(privs.output),
    privs.output === "" ? "no NoNewPrivs line" : privs.output.replace(/\s+/g, " ")
  );
}
async function checkProxy(layout, env, signal) {
  if (layout.proxy === void 0) return void 0;
  const run = await runInside(
    layout,
    `exec 3<>/dev/tcp/127.0.0.1/${String(PROXY_PORT)} && printf 'GET / HTTP/1.0\r
\r
' >&3 && head -c 1000 <&3`,
    env,
    signal
  );
  return run.output.includes("steward's sandbox proxy") ? void 0 : `exit ${String(run.exitCode ?? "none")}: ${run.output || "no output"}`;
}
async function probeSandbox(layout, env = { PATH: "/usr/local/bin:/usr/bin:/bin" }, signal) {
  if (process.platform !== "linux") {
    const why = `the sandbox needs Linux (bubblewrap); this is ${process.platform}`;
    return { ok: false, findings: [finding("bubblewrap starts", false, why)] };
  }
  const [started, ...checks] = await Promise.all([
    runInside(layout, "true", env, signal),
    checkNetwork(layout, env, signal),
    checkWrites(layout, env, signal),
    checkProcesses(layout, env, signal),
    checkPrivileges(layout, env, signal)
  ]);
  if (signal?.aborted === true)
    return { ok: false, findings: [finding("bubblewrap starts", false, STOPPED)] };
  if (started.exitCode !== 0) {
    const how = started.exitCode === void 0 ? "not run" : `exit ${String(started.exitCode)}`;
    const why = `${layout.bwrap} could not start a sandbox (${how}): ${started.output || "no output"}`;
    return { ok: false, findings: [finding("bubblewrap starts", false, why)] };
  }
  const findings = [
    finding("bubblewrap starts", true, `${layout.bwrap} ran a command in a new sandbox`),
    ...checks
  ];
  return { ok: findings.every((f) => f.ok), findings };
}
export {
  checkProxy,
  probeSandbox
};
