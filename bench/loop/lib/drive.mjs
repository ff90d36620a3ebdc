// One session of one CLI: a fresh repository and HOME, the scripted server in this process, the CLI
// spawned against it, its memory sampled from /proc while it runs. Returns the raw record: spawn and
// exit times, every request the server logged, the CLI's output lines, the pipe readers' start times
// and the CLI's resident memory as each main-loop request arrived. The session is the 30-turn one
// (session.mjs) unless another is given (long-session.mjs).
import { spawn } from "node:child_process";
import { Server } from "node:http";
import { loadavg } from "node:os";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSession, createScript, SLOW_PIPES, SLOW_READ_MS } from "../session.mjs";
import { busyBetween, cpuTimes } from "./quiet.mjs";
import { createRepo, slowPipes } from "./repo.mjs";

const SESSION_TIMEOUT_MS = 240_000;

/**
 * The rig's loopback server keeps idle connections 1 s and says so (Keep-Alive: timeout=1); undici,
 * which Node's fetch and so the Anthropic SDK use, keeps a 1 s safety margin on that hint and so opens
 * a new connection for every request. A real API endpoint keeps connections much longer; to measure
 * the harness and not the rig, the benchmark gives its own server instance a longer keep-alive (the
 * server object is not exposed, so it is found among this process's handles). 0 leaves the rig as is.
 */
function rigServer(url, keepAliveMs) {
  const port = Number(new URL(url).port);
  for (const handle of process._getActiveHandles())
    if (handle instanceof Server && handle.address()?.port === port) {
      if (keepAliveMs > 0) handle.keepAliveTimeout = keepAliveMs;
      const counter = { connections: 0 };
      handle.on("connection", () => counter.connections++);
      return counter;
    }
  throw new Error(`no server on port ${String(port)}`);
}

/** The 30-turn session: the generated repository with its timed pipes, and session.mjs's script. */
export const STANDARD_SESSION = {
  prepare: (repo) => {
    createRepo(repo);
    return slowPipes(repo, SLOW_PIPES, SLOW_READ_MS);
  },
  turns: (repo, timing) => buildSession(repo, timing),
  script: (turns, timing, { sides }) => createScript(turns, timing, sides),
};

/** VmRSS of a process in kB, or undefined once it has ended. */
function residentKb(pid) {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  } catch {
    return undefined;
  }
}

/**
 * Peak resident memory of a running process (VmHWM from /proc/<pid>/status) and the CPU time it has
 * used (utime + stime from /proc/<pid>/stat, its children not included), sampled until it ends.
 */
function sampleProcess(pid, everyMs = 20) {
  let hwmKb = 0;
  let cpuTicks = 0;
  let samples = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
      const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
      if (hwm) hwmKb = Math.max(hwmKb, Number(hwm[1]));
      const stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpuTicks = Math.max(cpuTicks, Number(fields[11]) + Number(fields[12]));
      samples++;
    } catch {
      // the process has ended
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    sample,
    stop() {
      clearInterval(timer);
      // USER_HZ is 100 on Linux.
      return { peakMb: hwmKb / 1024, cpuSeconds: cpuTicks / 100, samples };
    },
  };
}

/**
 * What lib/live-memory-probe.mjs wrote in the CLI's temporary directory, one line per signal, in the
 * order the signals were sent: `{ turn, heapUsed, external, rss }` in bytes.
 */
function readLiveMemory(scratch, turns) {
  if (turns.length === 0) return [];
  let lines = [];
  try {
    lines = readFileSync(join(scratch, "live-memory.jsonl"), "utf8").split("\n").filter(Boolean);
  } catch {
    // No file: the subject does not load the probe; the figures say so (undefined).
  }
  return turns.map((turn, k) => (lines[k] === undefined ? { turn } : { turn, ...JSON.parse(lines[k]) }));
}

export async function runOnce({
  subject,
  serverModule,
  timing,
  keep = false,
  keepAliveMs = 60_000,
  session = STANDARD_SESSION,
  timeoutMs = SESSION_TIMEOUT_MS,
  liveMemoryAt = [],
}) {
  const { now, startModelServer } = serverModule;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `steward-bench-loop-${subject.name}-`)));
  const repo = join(dir, "repo");
  const home = join(dir, "home");
  const scratch = join(dir, "tmp");
  mkdirSync(repo);
  mkdirSync(home);
  mkdirSync(scratch);
  const pipes = session.prepare(repo);
  const turns = session.turns(repo, timing);
  const sides = [];
  // The CLI's resident memory as each main-loop request arrives (it is then waiting for the answer).
  const rssAtRequest = [];
  let childPid;
  // The turns whose live memory the CLI reports: only for a subject preloading lib/live-memory-probe.mjs
  // (SIGUSR2's default action ends a process).
  const liveMemoryTurns = [];
  const onMainRequest = (turn) => {
    rssAtRequest.push({ turn, kb: residentKb(childPid) });
    if (!liveMemoryAt.includes(turn)) return;
    liveMemoryTurns.push(turn);
    process.kill(childPid, "SIGUSR2");
  };
  const server = await startModelServer({
    script: session.script(turns, timing, { sides, onMainRequest, pid: () => childPid }),
  });
  const connections = rigServer(server.url, keepAliveMs);
  const launch = subject.launch({ url: server.url, home, repo });
  const { command, args } = launch;
  // The CLI's own scratch files (steward's output directory, shell snapshots) go with the run's directory.
  const env = { ...launch.env, TMPDIR: scratch };

  const lines = [];
  let stderr = "";
  let memory;
  const cpuBefore = cpuTimes();
  const spawnedAt = now();
  // CLOCK_MONOTONIC (what V8 stamps CPU profiles with) minus this clock, in microseconds, to line a
  // --cpu-prof profile up with the server's stamps (profile-gaps.mjs).
  const monotonicOffsetUs = Number(process.hrtime.bigint() / 1000n) - now() * 1000;
  const child = spawn(command, args, { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"] });
  childPid = child.pid;
  memory = sampleProcess(child.pid);
  let pending = "";
  child.stdout.on("data", (chunk) => {
    pending += chunk;
    let nl;
    while ((nl = pending.indexOf("\n")) !== -1) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (line.trim() === "") continue;
      lines.push(line);
      if (line.startsWith('{"type":"result"')) memory.sample();
    }
  });
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const { code, signal, exitedAt } = await new Promise((resolve) => {
    child.once("exit", (c, s) => resolve({ code: c, signal: s, exitedAt: now() }));
  });
  await new Promise((resolve) =>
    child.stdout.readableEnded ? resolve() : child.stdout.once("close", resolve),
  );
  clearTimeout(timer);
  const rss = memory.stop();
  const busy = busyBetween(cpuBefore, cpuTimes());
  pipes.stop();
  await pipes.settled();
  const liveMemory = readLiveMemory(scratch, liveMemoryTurns);

  const record = {
    subject: subject.name,
    label: subject.label,
    repo,
    pid: child.pid,
    load: loadavg()[0],
    busy,
    connections: connections.connections,
    monotonicOffsetUs,
    spawnedAt,
    exitedAt,
    code,
    signal,
    lines,
    stderr,
    rss,
    rssAtRequest,
    liveMemory,
    turns: turns.map((t) => ({
      kind: t.kind,
      calls: t.content.filter((b) => b.type === "tool_use").map((b) => b.name),
    })),
    requests: server.requests.map((r) => ({ ...r, headers: undefined })),
    violations: [...server.violations],
    sides,
    pipeOpenedAt: Object.fromEntries(pipes.opened()),
  };
  await server.close();
  if (!keep) rmSync(dir, { recursive: true, force: true });
  return { record, turns };
}
