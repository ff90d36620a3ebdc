// Which steward CLI is measured. The checkout's dist/ can change under a long run (a rebuild by
// someone else), so the bundle is first copied to a temporary directory and identified by its hash:
// - default: a copy of the checkout's dist/ as it is now;
// - --rev REV: dist/ as committed at a git revision (git archive), a fixed, reviewable build;
// - --fresh: src/ of the working tree bundled with scripts/bundle.mjs (dist/ is left alone);
// - --cli PATH: that file, used in place.
// Copies are laid out as the package is (package.json, dist/, vendor/ linked), because the CLI finds
// its vendored ripgrep from the package root above the running file.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./model-server.mjs";

const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout.trim();

export async function stewardBuild(opts) {
  if (opts.cli !== undefined) return described(opts.cli, opts.cli, () => undefined);
  const pkg = mkdtempSync(join(tmpdir(), "steward-bench-loop-pkg-"));
  const cleanup = () => rmSync(pkg, { recursive: true, force: true });
  copyFileSync(join(root, "package.json"), join(pkg, "package.json"));
  symlinkSync(join(root, "vendor"), join(pkg, "vendor"));
  const dir = join(pkg, "dist");
  mkdirSync(dir);
  if (opts.rev !== undefined) {
    const archive = spawnSync("git", ["archive", "--format=tar", opts.rev, "dist"], {
      cwd: root,
      maxBuffer: 1 << 30,
    });
    if (archive.status !== 0)
      throw new Error(`git archive ${opts.rev} dist failed: ${String(archive.stderr)}`);
    const untar = spawnSync("tar", ["-x", "-C", pkg], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${String(untar.stderr)}`);
    return described(join(dir, "cli.js"), `dist/ at ${git("rev-parse", "--short", opts.rev)}`, cleanup);
  }
  if (opts.fresh) {
    const { bundle } = await import(join(root, "scripts", "bundle.mjs"));
    await bundle(dir);
    return described(
      join(dir, "cli.js"),
      `working tree bundled now, HEAD ${git("rev-parse", "--short", "HEAD")}`,
      cleanup,
    );
  }
  cpSync(join(root, "dist"), dir, { recursive: true });
  const dirty = spawnSync("git", ["diff", "--quiet", "HEAD", "--", "dist"], { cwd: root }).status !== 0;
  return described(
    join(dir, "cli.js"),
    `dist/ copied now, HEAD ${git("rev-parse", "--short", "HEAD")}${dirty ? " + uncommitted dist changes" : ""}`,
    cleanup,
  );
}

function described(cli, where, cleanup) {
  const sha = createHash("sha256").update(readFileSync(cli)).digest("hex").slice(0, 12);
  return { cli, label: `${where}, cli.js sha256 ${sha}`, cleanup };
}
