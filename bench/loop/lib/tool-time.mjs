// "Tool time" for the per-turn overhead: what the turn's tool calls cost when done directly with the
// primitive any implementation needs — readFile for Read, a directory walk with a stat per file for
// Glob, one ripgrep process for Grep, one `bash -c` for Bash, read + write for Edit, write for Write —
// timed in this process on a copy of the same repository, turn by turn so later reads see earlier
// writes (median of several repetitions, warm).
// Per turn, the critical path: consecutive read-only calls run together (their maximum counts),
// Edit/Write run alone (their sum). What a CLI spends beyond that between message_stop and its next
// request (stream handling, validation, permission checks, result formatting, scheduling, transcript,
// building and sending the next request, and any slowness of its own tool code) is its overhead.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { root } from "./model-server.mjs";

const READ_ONLY = new Set(["Read", "Grep", "Glob", "Bash"]);

export function ripgrepBinary() {
  const arch = process.arch === "arm64" ? "linux-arm64" : "linux-x64";
  const vendored = join(root, "vendor", "ripgrep", arch, "rg");
  return existsSync(vendored) ? vendored : "rg";
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === ".git" || entry.name === ".slow" || entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push([path, statSync(path).mtimeMs]);
  }
  return out;
}

function grepArgs(input) {
  const args = ["--no-config", "--hidden", "--glob", "!.git"];
  const mode = input.output_mode ?? "files_with_matches";
  if (mode === "files_with_matches") args.push("-l");
  else if (mode === "count") args.push("-c");
  else if (input["-n"] !== false) args.push("-n");
  for (const flag of ["-A", "-B", "-C"]) if (input[flag] !== undefined) args.push(flag, String(input[flag]));
  if (input.glob !== undefined) args.push("--glob", input.glob);
  args.push("-e", input.pattern, input.path ?? ".");
  return args;
}

/** One call done with its primitive; returns milliseconds. */
function primitive(call, repo, rg) {
  const t0 = performance.now();
  const input = call.input;
  switch (call.name) {
    case "Read": {
      const lines = readFileSync(input.file_path, "utf8").split("\n");
      const from = (input.offset ?? 1) - 1;
      lines
        .slice(from, from + (input.limit ?? 2000))
        .map((l, i) => `${String(from + i + 1)}\t${l}`)
        .join("\n");
      break;
    }
    case "Glob":
      walk(input.path ?? repo)
        .sort((a, b) => b[1] - a[1])
        .map(([p]) => relative(repo, p));
      break;
    case "Grep":
      spawnSync(rg, grepArgs(input), { cwd: repo, stdio: ["ignore", "pipe", "ignore"] });
      break;
    case "Bash":
      spawnSync("/bin/bash", ["-c", input.command], { cwd: repo, stdio: ["ignore", "pipe", "ignore"] });
      break;
    case "Edit": {
      const before = readFileSync(input.file_path, "utf8");
      writeFileSync(input.file_path, before.replace(input.old_string, input.old_string));
      break;
    }
    case "Write":
      writeFileSync(input.file_path, input.content);
      break;
    default:
      throw new Error(`no primitive for ${String(call.name)}`);
  }
  return performance.now() - t0;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Per turn of `turns` (built for `repo`): { ms, calls: [{name, ms}] }, or null for the measured
 * turns whose calls are timed pipes (their figures are read directly).
 */
export function calibrateToolTime(turns, repo, repetitions = 9) {
  const rg = ripgrepBinary();
  return turns.map((turn) => {
    if (turn.kind === "slow-reads" || turn.kind === "early-start") return null;
    const calls = turn.content.filter((b) => b.type === "tool_use");
    const timed = calls.map((c) => {
      primitive(c, repo, rg); // warm
      return { name: c.name, ms: median(Array.from({ length: repetitions }, () => primitive(c, repo, rg))) };
    });
    let ms = 0;
    let run = 0;
    for (const t of timed) {
      if (READ_ONLY.has(t.name)) run = Math.max(run, t.ms);
      else {
        ms += run + t.ms;
        run = 0;
      }
    }
    return { ms: ms + run, calls: timed };
  });
}

export function usesOnlyInProcessTools(turn) {
  const calls = turn.content.filter((b) => b.type === "tool_use");
  return calls.length > 0 && calls.every((c) => c.name === "Read" || c.name === "Edit" || c.name === "Write");
}
