// For tests that must prove no process survives: a pid written by a command, and whether it still runs
// (zombies count as dead: in containers whose pid 1 reaps nothing they linger after being killed).
import { readFile } from "node:fs/promises";

export async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${String(pid)}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
    return state !== "Z" && state !== "X";
  } catch {
    try {
      process.kill(pid, 0);
      return process.platform !== "linux";
    } catch {
      return false;
    }
  }
}

/** Waits for a command to write its pid to `path`. */
export async function readPid(path: string, timeoutMs = 5_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(path, "utf8").catch(() => "");
    const pid = Number.parseInt(text.trim(), 10);
    if (Number.isInteger(pid) && pid > 0 && text.endsWith("\n")) return pid;
    if (Date.now() > deadline) throw new Error(`no pid appeared in ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the process is gone; false when it still runs after timeoutMs. */
export async function waitUntilGone(pid: number, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
