// Bundles the action (dist/index.js) and the CLI (dist/cli.js) into self-contained ES modules.
// esbuild, not @vercel/ncc: ncc's TypeScript loader breaks on current compilers, and esbuild is fast
// and byte-for-byte reproducible, which the dist check (test/dist.test.ts) relies on.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** @param {string} outdir absolute path */
export async function bundle(outdir) {
  await build({
    absWorkingDir: root,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
    bundle: true,
    platform: "node",
    // The action runs on node24; the CLI and the tests also run on Node 20.
    target: "node20",
    format: "esm",
    // Some dependencies are CommonJS and call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);",
    },
    legalComments: "eof",
    charset: "utf8",
    sourcemap: false,
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundle(`${root}dist`);
}
