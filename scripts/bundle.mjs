// Bundles the action (dist/index.js) and the CLI (dist/cli.js) into self-contained ES modules, with
// code that only some runs need (PDF reading, for one) split into chunks loaded on first use, so start-up
// stays fast. Every module lands directly in dist/, beside the WebAssembly files it loads, so a path
// relative to any module works. esbuild, not @vercel/ncc: ncc's TypeScript loader breaks on current
// compilers, and esbuild is fast and byte-for-byte reproducible, which the dist check
// (test/dist.test.ts) relies on.
import { build } from "esbuild";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

/** Files copied next to the bundle: the shell grammar for the policy's command analysis. */
const ASSETS = ["web-tree-sitter/web-tree-sitter.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"];

/**
 * Optional dependencies that libraries `require()` inside try/catch and do fine without. esbuild would
 * leave them as bare imports (that the no-node_modules dist cannot resolve); they become empty modules.
 * supports-color: `debug` (under google-auth-library's HTTP client) only uses it to colour its output.
 */
const ABSENT_OPTIONAL = ["supports-color"];

/** @type {import("esbuild").Plugin} */
const absentOptional = {
  name: "absent-optional",
  setup(build) {
    const filter = new RegExp(`^(?:${ABSENT_OPTIONAL.join("|")})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: "absent-optional" }));
    build.onLoad({ filter: /.*/, namespace: "absent-optional" }, () => ({
      contents: "module.exports = {};",
      loader: "js",
    }));
  },
};

/**
 * @param {string} outdir absolute path; emptied first, so no stale chunk survives a rebuild
 * @returns {Promise<import("esbuild").Metafile>} what esbuild wrote and what each output still imports
 */
export async function bundle(outdir) {
  await mkdir(outdir, { recursive: true });
  for (const entry of await readdir(outdir)) await rm(join(outdir, entry), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: "chunk-[hash]",
    platform: "node",
    // The action runs on node24; the CLI and the tests also run on Node 20.
    target: "node20",
    format: "esm",
    // Some dependencies are CommonJS and call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);",
    },
    // Model-facing prompts are .txt files beside the code.
    loader: { ".txt": "text" },
    legalComments: "eof",
    charset: "utf8",
    sourcemap: false,
    logLevel: "warning",
    plugins: [absentOptional],
  });
  for (const asset of ASSETS) await copyFile(require.resolve(asset), join(outdir, basename(asset)));
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundle(`${root}dist`);
}
