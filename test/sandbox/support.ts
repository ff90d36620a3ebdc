// Whether bubblewrap can run here. The sandbox tests skip, with the reason, only where it truly
// cannot; under CI (CI=true, or STEWARD_REQUIRE_SANDBOX=1 as .ci/run sets) a missing or broken bwrap
// is a failure, so a skip can never hide one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

/** A new directory linking every program of the real PATH except bwrap: a PATH where it is missing. */
export async function pathWithoutBwrap(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "steward-nobwrap-"));
  const seen = new Set<string>();
  for (const entry of (process.env["PATH"] ?? "/usr/bin:/bin").split(":")) {
    const names = await readdir(entry).catch(() => [] as string[]);
    for (const name of names) {
      if (name === "bwrap" || seen.has(name)) continue;
      seen.add(name);
      await symlink(join(entry, name), join(dir, name));
    }
  }
  return dir;
}
