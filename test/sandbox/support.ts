// Whether bubblewrap can run here. The sandbox tests skip, with the reason, only where it truly
// cannot; under CI (CI=true, or STEWARD_REQUIRE_SANDBOX=1 as .ci/run sets) a missing or broken bwrap
// is a failure, so a skip can never hide one.
import { execFileSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SYSTEM_PATH } from "../../src/sandbox/setup";

function check(): { ok: true; bwrap: string } | { ok: false; reason: string } {
  const bwrap = ["/usr/bin/bwrap", "/usr/local/bin/bwrap", "/bin/bwrap"].find((p) => existsSync(p));
  if (process.platform !== "linux")
    return { ok: false, reason: `bubblewrap is Linux-only (${process.platform})` };
  if (bwrap === undefined)
    return { ok: false, reason: "bwrap is not installed (apt-get install bubblewrap)" };
  try {
    execFileSync(
      bwrap,
      ["--unshare-user", "--unshare-pid", "--ro-bind", "/", "/", "--proc", "/proc", "true"],
      {
        stdio: "pipe",
      },
    );
    return { ok: true, bwrap };
  } catch (error) {
    return {
      ok: false,
      reason: `bwrap cannot create a sandbox here: ${String((error as { stderr?: unknown }).stderr ?? error)}`,
    };
  }
}

export const sandboxSupport = check();

export const sandboxRequired = process.env["CI"] === "true" || process.env["STEWARD_REQUIRE_SANDBOX"] === "1";

if (!sandboxSupport.ok) {
  if (sandboxRequired) throw new Error(`the sandbox tests must run here (CI), but ${sandboxSupport.reason}`);
  console.warn(`skipping sandbox tests: ${sandboxSupport.reason}`);
}

/** The bwrap path; only call inside tests that run when sandboxSupport.ok. */
export function bwrapPath(): string {
  if (!sandboxSupport.ok) throw new Error(sandboxSupport.reason);
  return sandboxSupport.bwrap;
}

/** A file bound over a system file in the runner simulation (test/support/runner.ts `mounts`). */
export interface Mount {
  source: string;
  target: string;
}

/** Each real file `name` is in the action's fixed system PATH (src/sandbox/setup.ts SYSTEM_PATH). */
function systemPlaces(name: string): string[] {
  const places = new Set<string>();
  for (const dir of SYSTEM_PATH.split(":")) {
    const path = join(dir, name);
    if (existsSync(path)) places.add(realpathSync(path));
  }
  return [...places];
}

/** A stand-in for system program `name` (a shell script, `body` after `#!/bin/sh`), bound over each copy of it in the system PATH. */
export async function systemStandIn(dir: string, name: string, body: string): Promise<Mount[]> {
  const source = join(dir, `${name}.stand-in`);
  await writeFile(source, `#!/bin/sh\n${body}`);
  await chmod(source, 0o755);
  return systemPlaces(name).map((target) => ({ source, target }));
}

/** Mounts that take bwrap out of the system PATH: a file that is not executable (so not found) over each copy there. */
export async function systemWithoutBwrap(dir: string): Promise<Mount[]> {
  const source = join(dir, "no-bwrap");
  await writeFile(source, "");
  await chmod(source, 0o644);
  return systemPlaces("bwrap").map((target) => ({ source, target }));
}
