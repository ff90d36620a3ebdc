// The entry GitHub's `@github/local-action` runs from a checkout (docs/running-locally.md):
//   npx @github/local-action run . src/local-action.ts .env
// It loads this file with tsx and calls its run(), standing in for @actions/core. The model-facing
// prompts are .txt files that the bundle inlines (esbuild's text loader) and the tests load through
// Vite; for Node, a module hook loads each as a module whose default export is its text, registered
// before the action's modules load — hence run() imports them, not this file.
import { register } from "node:module";
import type * as Main from "./main";

/** Node's module hook (as a data: URL to register): a .txt file becomes `export default "<its text>"`. */
export const TEXT_MODULE_HOOKS = `data:text/javascript,${encodeURIComponent(`
import { readFile } from "node:fs/promises";
export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !new URL(url).pathname.endsWith(".txt")) return nextLoad(url, context);
  const text = await readFile(new URL(url), "utf8");
  return { format: "module", source: "export default " + JSON.stringify(text) + ";", shortCircuit: true };
}`)}`;

let hooked = false;

export async function run(): ReturnType<typeof Main.run> {
  if (!hooked) register(TEXT_MODULE_HOOKS);
  hooked = true;
  const main = await import("./main");
  return main.run();
}
