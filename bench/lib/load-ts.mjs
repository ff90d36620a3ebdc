// Benchmarks run under plain node, as the action does from dist/: the TypeScript they measure is
// bundled with esbuild into `outfile` first (the same loaders as the bundle: .txt prompts as text,
// `require` for CommonJS dependencies), then imported.
import { build } from "esbuild";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Bundles `exports` (lines such as `export { x } from "./src/a.ts";`, relative to the repository root). */
export async function importTypeScript(exports, outfile) {
  await build({
    stdin: { contents: exports.join("\n"), resolveDir: root, loader: "ts" },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    loader: { ".txt": "text" },
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}
