// Re-executes the benchmark in a user network namespace that has only loopback (when `unshare -rn`
// works), so no CLI under test can reach anything but the scripted server. Returns whether this
// process runs inside one; the caller that re-executes exits with the child's status.
import { spawnSync } from "node:child_process";

export function inLoopbackNamespace({ disabled = false } = {}) {
  if (process.env.STEWARD_BENCH_NETNS === "1") return true;
  if (disabled || spawnSync("unshare", ["-rn", "true"], { stdio: "ignore" }).status !== 0) {
    if (!disabled)
      console.error(
        "note: no user network namespace here (unshare -rn failed); Claude Code gets a proxy guard instead",
      );
    return false;
  }
  const r = spawnSync(
    "unshare",
    ["-rn", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, ...process.argv.slice(1)],
    { stdio: "inherit", env: { ...process.env, STEWARD_BENCH_NETNS: "1" } },
  );
  process.exit(r.status ?? 1);
}
