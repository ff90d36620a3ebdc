// Builds real directory trees for the search tests and finds the ripgrep they compare against.
import { execFileSync } from "node:child_process";
import { mkdir, symlink, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ripgrepCandidates } from "../../../src/tools/search/locate-ripgrep";

export type Tree = Record<string, string | Buffer | { symlinkTo: string }>;

/** Writes every file (creating directories); a `{ symlinkTo }` entry becomes a symbolic link. */
export async function writeTree(root: string, tree: Tree): Promise<void> {
  for (const [path, content] of Object.entries(tree)) {
    const full = join(root, path);
    await mkdir(dirname(full), { recursive: true });
    if (typeof content === "object" && !Buffer.isBuffer(content)) await symlink(content.symlinkTo, full);
    else await writeFile(full, content);
  }
}

/** Gives the files distinct modification times, the first in the list newest, a minute apart. */
export async function setMtimes(root: string, newestFirst: readonly string[]): Promise<void> {
  const now = Date.now() / 1000;
  for (const [i, path] of newestFirst.entries()) {
    const time = now - 60 * (i + 1);
    await utimes(join(root, path), time, time);
  }
}

export function gitInit(dir: string): void {
  execFileSync("git", ["init", "-q", dir]);
}

/** The ripgrep the tool would run here (the vendored one on Linux x64/arm64). */
export async function ripgrepForTests(): Promise<string> {
  const [rg] = await ripgrepCandidates({ PATH: process.env["PATH"] ?? "/usr/bin:/bin" });
  if (rg === undefined)
    throw new Error("These tests need ripgrep: vendor/ripgrep/<platform>/rg or rg on PATH.");
  return rg;
}

/** Big enough that ripgrep meets the NUL byte in a later buffer than the first match. */
export function lateBinary(): Buffer {
  return Buffer.concat([
    Buffer.from("foo first\n"),
    Buffer.from("filler line\n".repeat(20_000)),
    Buffer.from("\0\nfoo later\n"),
  ]);
}

export function utf16le(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
}
