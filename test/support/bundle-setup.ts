// Global setup of the end-to-end tests: `npm run bundle` into a temporary directory shaped like the
// action's checkout (package.json for the ES-module marker, dist/, vendor/ for ripgrep), once per test
// run, from the working tree. The runner simulation and the CLI tests then run the source as it is now,
// not the committed dist/ (which test/dist.test.ts compares with this same fresh bundle).
//
// The bundle is started here and not awaited: vitest runs every project's global setup before any test
// file starts, so awaiting it held both workers idle for the whole bundle (8-9 s, two esbuild passes).
// The static checks (vitest.config.ts starts them first) run meanwhile; each e2e file waits for it in
// its setup file (test/support/bundle-ready.ts), which reads the outcome this writes beside dist/.
import { copyFile, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Metafile } from "esbuild";
// @ts-expect-error -- plain ESM script without type declarations
import { bundle } from "../../scripts/bundle.mjs";
import {
  BUNDLE_FAILED,
  BUNDLE_READY,
  BUNDLE_STARTED_VARIABLE,
  BUNDLE_VARIABLE,
  METAFILE,
  REPO_ROOT,
} from "./bundle";

async function build(root: string): Promise<void> {
  const started = performance.now();
  const metafile = await (bundle as (dir: string) => Promise<Metafile>)(join(root, "dist"));
  await Promise.all([
    copyFile(join(REPO_ROOT, "package.json"), join(root, "package.json")),
    symlink(join(REPO_ROOT, "vendor"), join(root, "vendor")),
    writeFile(join(root, METAFILE), JSON.stringify(metafile)),
  ]);
  if (process.env["STEWARD_BUNDLE_TIMING"] === "1")
    console.log(`bundled the working tree in ${(performance.now() - started).toFixed(0)} ms: ${root}`);
}

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), "steward-bundle-"));
  // Written last, after everything the tests read: its presence says the bundle is whole.
  const built = build(root).then(
    () => writeFile(join(root, BUNDLE_READY), ""),
    // The message only (esbuild's names each file and line): vitest crashed printing an error whose
    // message held this process's stack frames (it tried to source-map them as its own).
    (error: unknown) =>
      writeFile(join(root, BUNDLE_FAILED), error instanceof Error ? error.message : String(error)),
  );
  // Read by test/support/bundle.ts in the test workers (vitest hands them this process's environment,
  // and starts them after every global setup has returned) and passed on to the processes they start.
  process.env[BUNDLE_VARIABLE] = root;
  process.env[BUNDLE_STARTED_VARIABLE] = String(Date.now());
  return async () => {
    // esbuild may still be writing (a run with no e2e file, or one cut short): not into a removed tree.
    await built;
    delete process.env[BUNDLE_VARIABLE];
    delete process.env[BUNDLE_STARTED_VARIABLE];
    await rm(root, { recursive: true, force: true });
  };
}
