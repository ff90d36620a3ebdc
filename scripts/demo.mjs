// `npm run demo`: replays the recorded session in demo/ through the real action entry (dist/index.js)
// and prints what a user would see. The driver is TypeScript that reuses the test rig (test/support),
// so it is bundled here with esbuild — already installed by `npm ci` — and run with plain node.
//
//   node scripts/demo.mjs            the demo
//   node scripts/demo.mjs --record   re-record demo/session.jsonl from the script in demo/record.ts
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const record = process.argv.includes("--record");
// The test suite runs the demo on the bundle it made of the working tree (test/support/bundle.ts).
const bundleRoot = process.env["STEWARD_TEST_BUNDLE"] || root;

if (!existsSync(join(bundleRoot, "dist", "index.js"))) {
  console.error(
    "steward demo: dist/index.js is missing. It is committed with the source; restore it with `git checkout dist` or rebuild it with `npm run bundle`.",
  );
  process.exit(1);
}

// Imported only now, so a broken checkout gets the message above rather than a module error.
const { build } = await import("esbuild");
// Two levels under the root, like test/support/, so the rig's REPO_ROOT (import.meta.dirname/../..)
// still names the repository, and its packages resolve from node_modules as usual. One file per
// process, so two demos at once do not overwrite each other's driver.
const outfile = join(root, ".cache", "demo", `${record ? "record" : "main"}-${process.pid}.mjs`);
await build({
  absWorkingDir: root,
  entryPoints: [join(root, "demo", record ? "record.ts" : "main.ts")],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "esm",
  logLevel: "warning",
});
try {
  await import(pathToFileURL(outfile).href);
} finally {
  await rm(outfile, { force: true });
}
