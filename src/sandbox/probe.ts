// The probe: before a session trusts the sandbox, a few commands run inside it and must show that it
// holds here — that bwrap starts at all (user namespaces may be refused: nested containers, AppArmor),
// that the network is cut (a listener on the host's loopback gets no connection), that writes outside
// the checkout do not reach the host, that the runner's processes are out of sight, and that no
// privileges can be regained. Each check is one finding; the sandbox is usable when all pass.
// The probe stands between start-up and the first model request (the tools and the prompt depend on
// its outcome), so its five commands run at once, spawned with node:child_process rather than execa,
// which would load ~170 kB of code on that path.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readlink, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import type { SandboxLayout } from "./argv";
import type { ProbeFinding, ProbeResult } from "./findings";
import { sandboxLauncher } from "./launcher";
import { PROXY_PORT } from "./proxy/bridge";

const PROBE_TIMEOUT_MS = 15_000;
const STOPPED = "the probe was stopped before it finished: the run was ending";
const LEFTOVER_GRACE_MS = 1_000;

function killGroup(pgid: number | undefined): void {
  if (pgid === undefined) return;
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // Nothing left in the group: the usual case.
  }
}

interface Run {
  /** undefined when the command did not start, or was killed (timeout). */
  exitCode: number | undefined;
  /** The last lines of its output (stdout and stderr as they came), or why it did not start. */
  output: string;
}

function runInside(
  layout: SandboxLayout,
  script: string,
  env: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<Run> {
  const { file, args } = sandboxLauncher(layout).command({ script, cwd: layout.workspaceRoot });
  return new Promise((resolve) => {
    let text = "";
    let failure: string | undefined;
    let child;
    try {
      child = spawn(file, args, {
        env,
        stdio: ["ignore", "pipe", "pipe"],
        timeout: PROBE_TIMEOUT_MS,
        killSignal: "SIGKILL",
        // The run ended first (a cancelled run): the probe's outcome no longer matters.
        ...(signal === undefined ? {} : { signal }),
        // Its own process group, so what bwrap leaves behind can be found (below).
        detached: true,
      });
    } catch (error) {
      // Refused before a process existed (an argument Node will not pass, say).
      resolve({ exitCode: undefined, output: error instanceof Error ? error.message : String(error) });
      return;
    }
    const collect = (chunk: Buffer) => (text += chunk.toString("utf8"));
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    // Not started at all (ENOENT, EACCES): the error says why.
    child.once("error", (error) => (failure = error.message));
    // bwrap killed half-way through its set-up (the time limit on a loaded machine, or the run ending)
    // can leave its forked half behind, holding our pipes: "close" would then never come, the probe
    // never end, and a cancelled run wait for it for ever. Once bwrap has exited, the rest of its
    // group goes, and the pipes are let go of.
    child.once("exit", () => {
      killGroup(child.pid);
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, LEFTOVER_GRACE_MS).unref();
    });
    child.once("close", (code, killedBy) => {
      if (signal?.aborted === true) {
        resolve({ exitCode: undefined, output: STOPPED });
        return;
      }
      const timedOut = killedBy !== null ? `killed by ${killedBy} after ${String(PROBE_TIMEOUT_MS)} ms` : "";
      const shown = failure ?? (text.trim() || timedOut);
      resolve({
        exitCode: failure === undefined && code !== null ? code : undefined,
        output: shown.trim().split("\n").slice(-3).join(" | "),
      });
    });
  });
}

async function listen(): Promise<{ server: Server; port: number; connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return { server, port, connections: () => count };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

const finding = (check: string, ok: boolean, detail: string): ProbeFinding => ({ check, ok, detail });

async function checkNetwork(
  layout: SandboxLayout,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<ProbeFinding> {
  if (layout.network !== "deny")
    return finding("no network", true, "skipped: the policy allows the network (sandbox.network: allow)");
  const listener = await listen();
  try {
    const run = await runInside(
      layout,
      `exec 3<>/dev/tcp/127.0.0.1/${String(listener.port)} && echo connected`,
      env,
      signal,
    );
    const ok = run.exitCode !== 0 && listener.connections() === 0;
    return finding(
      "no network",
      ok,
      ok
        ? "a listener on the host's 127.0.0.1 could not be reached"
        : `a command reached the host's 127.0.0.1:${String(listener.port)}`,
    );
  } finally {
    listener.server.close();
  }
}

async function checkWrites(
  layout: SandboxLayout,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<ProbeFinding> {
  const name = `steward-probe-${randomBytes(6).toString("hex")}`;
  const outside = join(layout.reveal[0] ?? "/", name);
  const system = join("/usr", name);
  const wrote = await runInside(
    layout,
    `touch '${outside}' '${system}' 2>/dev/null; echo > '${system}'`,
    env,
    signal,
  );
  const leaked = [outside, system].filter((path) => path !== "/");
  const reached: string[] = [];
  for (const path of leaked) if (await exists(path)) reached.push(path);
  for (const path of reached) await rm(path, { force: true });
  return finding(
    "cannot write outside the workspace",
    reached.length === 0,
    reached.length === 0
      ? `writes to ${system} and steward's output directory did not reach the host (exit ${String(wrote.exitCode)})`
      : `a sandboxed command created ${reached.join(", ")} on the host`,
  );
}

async function checkProcesses(
  layout: SandboxLayout,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<ProbeFinding> {
  const hostPidNs = await readlink("/proc/self/ns/pid").catch(() => "");
  const pid = await runInside(layout, "readlink /proc/self/ns/pid; ls /proc | grep -c '^[0-9]'", env, signal);
  const [innerNs, count] = pid.output.split(" | ");
  const ownPids = innerNs !== undefined && innerNs !== hostPidNs && innerNs.startsWith("pid:");
  return finding(
    "the runner's processes are not visible",
    pid.exitCode === 0 && ownPids,
    ownPids
      ? `own PID namespace, ${count ?? "?"} processes visible`
      : `the sandbox shares the runner's PID namespace (${innerNs ?? pid.output})`,
  );
}

async function checkPrivileges(
  layout: SandboxLayout,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<ProbeFinding> {
  const privs = await runInside(layout, "grep -E '^NoNewPrivs:' /proc/self/status", env, signal);
  return finding(
    "no new privileges",
    /NoNewPrivs:\s+1/.test(privs.output),
    privs.output === "" ? "no NoNewPrivs line" : privs.output.replace(/\s+/g, " "),
  );
}

/**
 * With sandbox.allowedDomains: whether a command reaches steward's proxy through the bridge (the proxy
 * answers a request that is not a proxy request with its own 400). Undefined when it does, else what
 * was seen. Not one of the findings: without the proxy the network is simply off.
 */
export async function checkProxy(
  layout: SandboxLayout,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (layout.proxy === undefined) return undefined;
  const run = await runInside(
    layout,
    `exec 3<>/dev/tcp/127.0.0.1/${String(PROXY_PORT)} && printf 'GET / HTTP/1.0\r\n\r\n' >&3 && head -c 1000 <&3`,
    env,
    signal,
  );
  return run.output.includes("steward's sandbox proxy")
    ? undefined
    : `exit ${String(run.exitCode ?? "none")}: ${run.output || "no output"}`;
}

/**
 * Runs the checks; never throws (a failure to start is a finding). `signal` stops the checks' commands
 * (the run is ending); each stopped check is then a failed finding, so a stopped probe never passes.
 */
export async function probeSandbox(
  layout: SandboxLayout,
  env: Record<string, string> = { PATH: "/usr/local/bin:/usr/bin:/bin" },
  signal?: AbortSignal,
): Promise<ProbeResult> {
  if (process.platform !== "linux") {
    const why = `the sandbox needs Linux (bubblewrap); this is ${process.platform}`;
    return { ok: false, findings: [finding("bubblewrap starts", false, why)] };
  }
  // The checks do not depend on one another, so all five run at once; when bwrap cannot start a
  // sandbox at all, that is the one finding reported.
  const [started, ...checks] = await Promise.all([
    runInside(layout, "true", env, signal),
    checkNetwork(layout, env, signal),
    checkWrites(layout, env, signal),
    checkProcesses(layout, env, signal),
    checkPrivileges(layout, env, signal),
  ]);
  // A check stopped half-way proves nothing (a cut network check saw no connection): none counts.
  if (signal?.aborted === true)
    return { ok: false, findings: [finding("bubblewrap starts", false, STOPPED)] };
  if (started.exitCode !== 0) {
    const how = started.exitCode === undefined ? "not run" : `exit ${String(started.exitCode)}`;
    const why = `${layout.bwrap} could not start a sandbox (${how}): ${started.output || "no output"}`;
    return { ok: false, findings: [finding("bubblewrap starts", false, why)] };
  }
  const findings = [
    finding("bubblewrap starts", true, `${layout.bwrap} ran a command in a new sandbox`),
    ...checks,
  ];
  return { ok: findings.every((f) => f.ok), findings };
}
