// Global setup of the end-to-end tests: `npm run bundle` into a temporary directory shaped like the
// action's checkout (package.json for the ES-module marker, dist/, vendor/ for ripgrep), once per test
// run, from the working tree. The runner simulation and the CLI tests then run the source as it is now,
// not the committed dist/ (which test/dist.test.ts compares with this same fresh bundle).
import { copyFile, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Metafile } from "esbuild";
// @ts-expect-error -- plain ESM script without type declarations
import { bundle } from "../../scripts/bundle.mjs";
import { BUNDLE_VARIABLE, METAFILE, REPO_ROOT } from "./bundle";

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), "steward-bundle-"));
  const started = performance.now();
  const metafile = await (bundle as (dir: string) => Promise<Metafile>)(join(root, "dist"));
  await Promise.all([
    copyFile(join(REPO_ROOT, "package.json"), join(root, "package.json")),
    symlink(join(REPO_ROOT, "vendor"), join(root, "vendor")),
    writeFile(join(root, METAFILE), JSON.stringify(metafile)),
  ]);
  if (process.env["STEWARD_BUNDLE_TIMING"] === "1")
    console.log(`bundled the working tree in ${(performance.now() - started).toFixed(0)} ms: ${root}`);
  // Read by test/support/bundle.ts in the test workers (vitest hands them this process's environment)
  // and passed on to the processes they start.
  process.env[BUNDLE_VARIABLE] = root;
  return async () => {
    delete process.env[BUNDLE_VARIABLE];
    await rm(root, { recursive: true, force: true });
  };
}
