// A generated repository for the search benchmarks: 20,000 tracked-looking source files in nested
// directories (sizes spread like a real codebase: most under 4 KB, a tail up to ~60 KB), a .gitignore,
// ignored trees (node_modules, dist, logs) that a search must not pay for, and a few words planted at
// known rates. Deterministic (seeded), built once into bench/.cache and reused.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const FILES = 20_000;
/** In ~1% of files. */
export const RARE_WORD = "needleFunction";
/** In ~10% of files, a few times each. */
export const COMMON_WORD = "handleRequest";

function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  "const let return function export import from async await value result error config options index count items user data request response buffer stream client server token parse format render update state props event handler module default string number boolean object array promise map filter reduce length push await throw catch finally class extends super this new typeof instanceof".split(
    " ",
  );
const EXTENSIONS = [".ts", ".ts", ".ts", ".tsx", ".js", ".json", ".md", ".css", ".py", ".go"];

function line(random) {
  const indent = "  ".repeat(Math.floor(random() * 4));
  const n = 3 + Math.floor(random() * 10);
  const words = Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]);
  return `${indent}${words.join(" ")};`;
}

function fileText(random, { rare, common }) {
  // Log-normal-ish sizes: median ~40 lines, long tail.
  const lines = Math.max(3, Math.round(Math.exp(3.7 + random() * 1.1 + (random() < 0.03 ? 2 : 0))));
  const out = [];
  for (let i = 0; i < lines; i++) out.push(line(random));
  if (rare) out.splice(Math.floor(random() * out.length), 0, `export function ${RARE_WORD}(input) {`);
  if (common)
    for (let k = 0; k < 3; k++)
      out.splice(Math.floor(random() * out.length), 0, `  await ${COMMON_WORD}(req, res);`);
  return `${out.join("\n")}\n`;
}

/** Builds the fixture (once) and returns its root. */
export function ensureFixture(cacheDir) {
  const root = join(cacheDir, "search-fixture-v1");
  const done = `${root}.complete`;
  if (existsSync(done)) return root;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const random = prng(20_000);
  for (let i = 0; i < FILES; i++) {
    const dir = join(root, "src", `pkg${i % 40}`, `mod${Math.floor(i / 40) % 25}`);
    mkdirSync(dir, { recursive: true });
    const ext = EXTENSIONS[i % EXTENSIONS.length];
    writeFileSync(
      join(dir, `file${i}${ext}`),
      fileText(random, { rare: random() < 0.01, common: random() < 0.1 }),
    );
  }
  // Ignored trees: a search that walks into them would pay for 3,000 more files and find the word.
  for (let i = 0; i < 3_000; i++) {
    const dir = join(root, "node_modules", `dep${i % 60}`, "lib");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `index${i}.js`), fileText(random, { rare: true, common: true }));
  }
  mkdirSync(join(root, "dist"), { recursive: true });
  writeFileSync(join(root, "dist", "bundle.js"), fileText(random, { rare: true, common: true }).repeat(50));
  writeFileSync(join(root, "debug.log"), `${RARE_WORD}\n`.repeat(1000));
  writeFileSync(join(root, ".gitignore"), "node_modules/\ndist/\n*.log\n");
  execFileSync("git", ["init", "-q", root]);
  writeFileSync(done, "");
  return root;
}
