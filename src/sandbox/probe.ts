// The probe: before a session trusts the sandbox, a few commands run inside it and must show that it
// holds here — that bwrap starts at all (user namespaces may be refused: nested containers, AppArmor),
// that the network is cut (a listener on the host's loopback gets no connection), that writes outside
// the checkout do not reach the host, that the runner's processes are out of sight, and that no
// privileges can be regained. Each check is one finding; the sandbox is usable when all pass.
import { randomBytes } from "node:crypto";
import { readlink, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import type { SandboxLayout } from "./argv";
import { sandboxLauncher } from "./launcher";

export interface ProbeFinding {
  check: string;
  ok: boolean;
  /** What was seen, one line. */
  detail: string;
}

export interface ProbeResult {
  ok: boolean;
  findings: ProbeFinding[];
}

const PROBE_TIMEOUT_MS = 15_000;

interface Run {
  exitCode: number | undefined;
  output: string;
}

async function runInside(layout: SandboxLayout, script: string, env: Record<string, string>): Promise<Run> {
  const { file, args } = sandboxLauncher(layout).command({ script, cwd: layout.workspaceRoot });
  // Loaded on the first probe, not at start-up (execa is ~170 kB of code).
  const { execa } = await import("execa");
  const result = await execa(file, args, {
    env,
    extendEnv: false,
    stdin: "ignore",
    all: true,
    reject: false,
    timeout: PROBE_TIMEOUT_MS,
  });
  // Not started at all (ENOENT, EACCES): execa's message says why; otherwise the program's own output.
  const text =
    result.exitCode === undefined
      ? (result.originalMessage ?? result.shortMessage ?? "")
      : (result.all ?? "");
  const output = text.trim().split("\n").slice(-3).join(" | ");
  return { exitCode: result.exitCode, output };
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

/** Runs the checks; never throws (a failure to start is a finding). */
export async function probeSandbox(
  layout: SandboxLayout,
  env: Record<string, string> = { PATH: "/usr/local/bin:/usr/bin:/bin" },
): Promise<ProbeResult> {
  const findings: ProbeFinding[] = [];
  const add = (check: string, ok: boolean, detail: string) => findings.push({ check, ok, detail });

  if (process.platform !== "linux") {
    add("bubblewrap starts", false, `the sandbox needs Linux (bubblewrap); this is ${process.platform}`);
    return { ok: false, findings };
  }
  let started: Run;
  try {
    started = await runInside(layout, "true", env);
  } catch (error) {
    started = { exitCode: undefined, output: error instanceof Error ? error.message : String(error) };
  }
  if (started.exitCode !== 0) {
    add(
      "bubblewrap starts",
      false,
      `${layout.bwrap} could not start a sandbox (${started.exitCode === undefined ? "not run" : `exit ${String(started.exitCode)}`}): ${started.output || "no output"}`,
    );
    return { ok: false, findings };
  }
  add("bubblewrap starts", true, `${layout.bwrap} ran a command in a new sandbox`);

  if (layout.network === "deny") {
    const listener = await listen();
    try {
      const run = await runInside(
        layout,
        `exec 3<>/dev/tcp/127.0.0.1/${String(listener.port)} && echo connected`,
        env,
      );
      const ok = run.exitCode !== 0 && listener.connections() === 0;
      add(
        "no network",
        ok,
        ok
          ? "a listener on the host's 127.0.0.1 could not be reached"
          : `a command reached the host's 127.0.0.1:${String(listener.port)}`,
      );
    } finally {
      listener.server.close();
    }
  } else {
    add("no network", true, "skipped: the policy allows the network (sandbox.network: allow)");
  }

  const name = `steward-probe-${randomBytes(6).toString("hex")}`;
  const outside = join(layout.reveal[0] ?? "/", name);
  const system = join("/usr", name);
  const wrote = await runInside(
    layout,
    `touch '${outside}' '${system}' 2>/dev/null; echo > '${system}'`,
    env,
  );
  const leaked = [outside, system].filter((path) => path !== "/");
  const reached: string[] = [];
  for (const path of leaked) if (await exists(path)) reached.push(path);
  for (const path of reached) await rm(path, { force: true });
  add(
    "cannot write outside the workspace",
    reached.length === 0,
    reached.length === 0
      ? `writes to ${system} and steward's output directory did not reach the host (exit ${String(wrote.exitCode)})`
      : `a sandboxed command created ${reached.join(", ")} on the host`,
  );

  const hostPidNs = await readlink("/proc/self/ns/pid").catch(() => "");
  const pid = await runInside(layout, "readlink /proc/self/ns/pid; ls /proc | grep -c '^[0-9]'", env);
  const [innerNs, count] = pid.output.split(" | ");
  const ownPids = innerNs !== undefined && innerNs !== hostPidNs && innerNs.startsWith("pid:");
  add(
    "the runner's processes are not visible",
    pid.exitCode === 0 && ownPids,
    ownPids
      ? `own PID namespace, ${count ?? "?"} processes visible`
      : `the sandbox shares the runner's PID namespace (${innerNs ?? pid.output})`,
  );

  const privs = await runInside(layout, "grep -E '^NoNewPrivs:' /proc/self/status", env);
  add(
    "no new privileges",
    /NoNewPrivs:\s+1/.test(privs.output),
    privs.output === "" ? "no NoNewPrivs line" : privs.output.replace(/\s+/g, " "),
  );

  return { ok: findings.every((f) => f.ok), findings };
}

/** The findings as lines for a log or the CLI. */
export function formatFindings(result: ProbeResult): string {
  return result.findings.map((f) => `${f.ok ? "ok  " : "FAIL"} ${f.check}: ${f.detail}`).join("\n");
}
