// The bash grammar (tree-sitter-bash) running on web-tree-sitter. Loading the two wasm files costs tens
// of milliseconds, so it happens once per process, on first use, and every later call reuses it.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { Language, Parser } from "web-tree-sitter";

/**
 * Where a wasm file is: beside the running module (the bundle in dist/ ships both files next to
 * index.js), else in node_modules (tests and development run from src/). `base` is for tests.
 */
export function locateWasm(
  fileName: string,
  packagePath: string,
  base: string | URL = import.meta.url,
): string {
  const beside = fileURLToPath(new URL(`./${fileName}`, base));
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve(packagePath);
}

/**
 * WebAssembly compiled from here on stays on V8's baseline compiler (Liftoff). The grammar's lexer
 * and parse tables are a few huge functions: V8's optimising tier-up of them costs seconds of CPU on
 * background threads — on a busy two-core runner the first shell command waited 1–2 s for it — and
 * over hundreds of analyses the optimised code never paid that back (measured: 300 analyses took
 * 1.3–1.9 s Liftoff-only against 2.8–3.1 s with tier-up). Other wasm in the process (undici's HTTP
 * parser) is compiled before the first tool call, and lazily compiled functions run fine on Liftoff.
 */
function preferBaselineWasm(): void {
  setFlagsFromString("--liftoff-only");
}

async function loadParser(): Promise<Parser> {
  preferBaselineWasm();
  const [runtime, grammar] = await Promise.all([
    readFile(locateWasm("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm")),
    readFile(locateWasm("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm")),
  ]);
  // Handing over the bytes keeps web-tree-sitter from guessing paths or URLs of its own.
  await Parser.init({ wasmBinary: runtime });
  const parser = new Parser();
  parser.setLanguage(await Language.load(grammar));
  return parser;
}

let parserPromise: Promise<Parser> | undefined;

/** The shared bash parser; a failed load is retried on the next call rather than cached. */
export function bashParser(): Promise<Parser> {
  parserPromise ??= loadParser().catch((error: unknown) => {
    parserPromise = undefined;
    throw error;
  });
  return parserPromise;
}
