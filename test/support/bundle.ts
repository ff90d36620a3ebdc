// Where the end-to-end tests find the bundled action and CLI. Under vitest the `e2e` project's global
// setup (test/support/bundle-setup.ts) bundles the working tree once per run into a temporary
// checkout-shaped directory and names it in STEWARD_TEST_BUNDLE, so a test never runs stale code after
// an edit to src/. Outside vitest (`npm run demo`) it is the committed dist/ of this checkout.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** The variable the global setup sets to the directory that holds the fresh bundle's dist/. */
export const BUNDLE_VARIABLE = "STEWARD_TEST_BUNDLE";

/** esbuild's account of the fresh bundle, beside its dist/ (for test/dist.test.ts). */
export const METAFILE = "metafile.json";

/** Written beside dist/ once the bundle and everything beside it are complete. */
export const BUNDLE_READY = "bundle-ready";

/** Written beside dist/ instead, holding the error, when the bundle failed. */
export const BUNDLE_FAILED = "bundle-failed";

/** Long enough for two esbuild passes on a loaded CI machine; a bundle that never ends fails, not hangs. */
const BUNDLE_DEADLINE_MS = 180_000;

/** When the global setup started the bundle (ms since the epoch): the deadline counts from there. */
export const BUNDLE_STARTED_VARIABLE = "STEWARD_TEST_BUNDLE_STARTED";

/**
 * Waits until the global setup's bundle is complete; throws its error if it failed. Polls: the wait is
 * a few seconds once per run at most (the first e2e file), then a single check per file.
 */
export async function waitForBundle(): Promise<void> {
  const root = bundleRoot();
  // From the bundle's start, not each file's: past it, every later file fails at once instead of each
  // waiting the whole deadline again.
  const started = Number(process.env[BUNDLE_STARTED_VARIABLE]);
  const deadline = (Number.isFinite(started) && started > 0 ? started : Date.now()) + BUNDLE_DEADLINE_MS;
  while (!existsSync(join(root, BUNDLE_READY))) {
    if (existsSync(join(root, BUNDLE_FAILED)))
      throw new Error(
        `bundling the working tree failed:\n${readFileSync(join(root, BUNDLE_FAILED), "utf8")}`,
      );
    if (Date.now() > deadline)
      throw new Error(`the bundle in ${root} was not complete after ${String(BUNDLE_DEADLINE_MS / 1000)} s`);
    await sleep(50);
  }
}

/** The action checkout to run: a package.json, dist/ and vendor/ side by side. */
export function bundleRoot(): string {
  const root = process.env[BUNDLE_VARIABLE];
  if (root !== undefined && root !== "") return root;
  // A test that runs the bundle from a vitest project that does not build one would run stale code.
  if (process.env["VITEST"] !== undefined)
    throw new Error(
      `${BUNDLE_VARIABLE} is not set: a test that runs the bundle belongs to the e2e project (vitest.config.ts)`,
    );
  return REPO_ROOT;
}

export const actionEntry = (): string => join(bundleRoot(), "dist", "index.js");
export const cliEntry = (): string => join(bundleRoot(), "dist", "cli.js");
