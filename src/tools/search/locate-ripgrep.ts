// Where rg comes from, in order: the binary vendored for this platform (vendor/ripgrep/<platform>/rg,
// found from the running file, so it works from dist/index.js and from src/ in tests), then `rg` on
// the PATH of the environment the tool runs commands with. Relative PATH entries are skipped: a
// workspace file named rg must never be what runs.
import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { delimiter, dirname, isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";

const EXECUTABLE = process.platform === "win32" ? "rg.exe" : "rg";

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    if (!(await stat(path)).isFile()) return false;
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The package root above `fromFile`: the nearest directory holding package.json. */
async function packageRoot(fromFile: string): Promise<string | undefined> {
  for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
    if (await exists(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

export function vendoredPlatform(): string {
  return `${process.platform}-${process.arch}`;
}

async function findCandidates(
  env: Readonly<Record<string, string>>,
  fromFile: string = fileURLToPath(import.meta.url),
): Promise<string[]> {
  const candidates: string[] = [];
  const root = await packageRoot(fromFile);
  if (root !== undefined) {
    const vendored = join(root, "vendor", "ripgrep", vendoredPlatform(), EXECUTABLE);
    if (await isExecutableFile(vendored)) candidates.push(vendored);
  }
  for (const dir of (env["PATH"] ?? "").split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const onPath = join(dir, EXECUTABLE);
    if (await isExecutableFile(onPath)) {
      candidates.push(onPath);
      break;
    }
  }
  return candidates;
}

const found = new Map<string, Promise<string[]>>();

/**
 * ripgrep binaries to try, best first; empty when none is there. Looked up once per PATH and calling
 * file: every Grep call asks, and the answer only changes if a binary appears or vanishes mid-run — a
 * vanished one is then reported unavailable by the search, which tries the next.
 */
export function ripgrepCandidates(
  env: Readonly<Record<string, string>>,
  fromFile: string = fileURLToPath(import.meta.url),
): Promise<string[]> {
  const key = `${fromFile}\0${env["PATH"] ?? ""}`;
  let candidates = found.get(key);
  if (candidates === undefined) {
    candidates = findCandidates(env, fromFile);
    found.set(key, candidates);
    // A failed lookup is not remembered.
    candidates.catch(() => found.delete(key));
  }
  return candidates.then((list) => [...list]);
}
