// Host-side view of processes, for proving the sandbox's processes are gone: pids whose command line
// holds a marker, zombies excluded (a container's pid 1 may never reap them).
import { readdir, readFile } from "node:fs/promises";

export async function hostPidsWith(marker: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (!cmdline.includes(marker)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
    if (state !== undefined && state !== "Z" && state !== "X") pids.push(Number(entry));
  }
  return pids;
}

/** Waits until no live process carries the marker; returns those still there after timeoutMs. */
export async function settledPidsWith(marker: string, timeoutMs = 3_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pids = await hostPidsWith(marker);
    if (pids.length === 0 || Date.now() > deadline) return pids;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
