// The processes a test's commands left running, found by a mark in their environment: a command that
// was stopped before it could say its pid leaves no file behind, but its environment is in /proc.
import { readdir, readFile } from "node:fs/promises";

/** The variable a test sets in the environment of the commands it starts. */
export const MARK_VARIABLE = "STEWARD_TEST_MARK";

/** The live processes (not zombies) whose environment has MARK_VARIABLE=mark. */
export async function processesMarked(mark: string): Promise<number[]> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const marked = await Promise.all(
    pids.map(async (pid) => {
      const environ = await readFile(`/proc/${pid}/environ`, "utf8").catch(() => "");
      if (!environ.split("\0").includes(`${MARK_VARIABLE}=${mark}`)) return [];
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
      return stat === "" || state === "Z" || state === "X" ? [] : [Number(pid)];
    }),
  );
  return marked.flat();
}
