// Reads a set of files at the trusted commit with two git processes, whatever their number: one
// `git ls-tree` lists the commit's files, one `git cat-file --batch` returns every wanted blob. The
// checkout's copies are compared with them on disk, so the report can say where a pull request changed
// configuration that was not used. The listing is kept: later reads (an instruction file's @imports)
// know at once what exists and fetch only that, again in one process.
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import type { ProjectFiles } from "../project/files";
import {
  directoriesOf,
  exactPathsOf,
  isRepositoryPath,
  matchesAny,
  type PathPattern,
} from "../project/paths";
import { trustedReadEnvironment } from "./workspace/index";

/** Files larger than this are not configuration; they are left out, with a note. */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/** Entries of a configuration directory in the checkout looked at before giving up the comparison. */
const MAX_WORKSPACE_ENTRIES = 5_000;

export interface TreeEntry {
  mode: string;
  oid: string;
  size: number;
}

export interface FileDifference {
  path: string;
  /** changed: both have it; added: only the checkout; removed: only the trusted commit. */
  change: "changed" | "added" | "removed";
}

export interface TrustedFiles extends ProjectFiles {
  readonly sha: string;
  /** Paths of `files` git marks executable (mode 100755), for copies that must run. */
  readonly executable: ReadonlySet<string>;
  /** A file's bytes as committed (supporting files of a skill may be binary). */
  bytes(path: string): Uint8Array | undefined;
  /** Matches whose checkout copy differs from the trusted commit's. */
  readonly differences: readonly FileDifference[];
  /** Any file of the commit as listed (mode, object id, size), whether it was read or not. */
  entry(path: string): TreeEntry | undefined;
  /** Matches left out, and why (too large, a link). */
  readonly skipped: readonly string[];
}

type Git = (
  args: string[],
  input?: string,
) => Promise<{ exitCode: number; stdout: Uint8Array; stderr: string }>;

function gitIn(workspace: string, env: Readonly<Record<string, string>>): Git {
  return async (args, input) => {
    const result = await execa("git", args, {
      cwd: workspace,
      env: trustedReadEnvironment(workspace, env),
      extendEnv: false,
      reject: false,
      encoding: "buffer",
      stripFinalNewline: false,
      timeout: 60_000,
      ...(input === undefined ? { stdin: "ignore" as const } : { input }),
    });
    return {
      exitCode: result.exitCode ?? 1,
      stdout: result.stdout,
      stderr: Buffer.from(result.stderr).toString("utf8"),
    };
  };
}

/** `git ls-tree -r -l -z`: every blob of the commit (links included, with their mode). */
async function listTree(git: Git, sha: string): Promise<Map<string, TreeEntry>> {
  const listed = await git(["ls-tree", "-r", "-l", "-z", "--full-tree", sha]);
  if (listed.exitCode !== 0)
    throw new Error(`Could not list the trusted commit ${sha.slice(0, 12)}: ${listed.stderr.trim()}`);
  const entries = new Map<string, TreeEntry>();
  for (const record of Buffer.from(listed.stdout).toString("utf8").split("\0")) {
    const match = /^(\d{6}) (\w+) ([0-9a-f]+) +(-|\d+)\t(.+)$/s.exec(record);
    if (match === null || match[2] !== "blob") continue;
    const [, mode = "", , oid = "", size = "0", path = ""] = match;
    entries.set(path, { mode, oid, size: size === "-" ? 0 : Number(size) });
  }
  return entries;
}

/** One `git cat-file --batch` for every object; contents by object id. */
async function readBlobs(git: Git, oids: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  if (unique.length === 0) return new Map();
  const batch = await git(["cat-file", "--batch"], `${unique.join("\n")}\n`);
  if (batch.exitCode !== 0)
    throw new Error(`Could not read the trusted commit's files: ${batch.stderr.trim()}`);
  const out = Buffer.from(batch.stdout);
  const blobs = new Map<string, Buffer>();
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(0x0a, at);
    if (end === -1) break;
    const [oid = "", type = "", size = ""] = out.subarray(at, end).toString("utf8").split(" ");
    if (type === "missing" || size === "") {
      at = end + 1;
      continue;
    }
    const length = Number(size);
    blobs.set(oid, out.subarray(end + 1, end + 1 + length));
    at = end + 1 + length + 1;
  }
  return blobs;
}

/** The checkout's regular file at `path`, or undefined (missing, a link, a directory). */
async function workspaceText(workspace: string, path: string): Promise<string | undefined> {
  const stats = await lstat(join(workspace, path)).catch(() => undefined);
  if (stats === undefined || !stats.isFile())
    return stats === undefined ? undefined : "\0(not a regular file)";
  return readFile(join(workspace, path), "utf8").catch(() => undefined);
}

/** Files below `dir` in the checkout (links listed, not followed), up to a bound. */
async function workspaceFilesUnder(workspace: string, dir: string): Promise<string[]> {
  const found: string[] = [];
  const queue = [dir];
  while (queue.length > 0 && found.length < MAX_WORKSPACE_ENTRIES) {
    const current = queue.shift() ?? "";
    const entries = await readdir(join(workspace, current), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory()) queue.push(path);
      else found.push(path);
    }
  }
  return found;
}

async function differencesOf(
  workspace: string,
  patterns: readonly PathPattern[],
  trusted: ReadonlyMap<string, string>,
  listed: ReadonlyMap<string, TreeEntry>,
): Promise<FileDifference[]> {
  const differences: FileDifference[] = [];
  for (const [path, text] of trusted) {
    const local = await workspaceText(workspace, path);
    if (local !== text) differences.push({ path, change: local === undefined ? "removed" : "changed" });
  }
  const candidates = [
    ...exactPathsOf(patterns),
    ...(await Promise.all(directoriesOf(patterns).map((dir) => workspaceFilesUnder(workspace, dir)))).flat(),
  ];
  for (const path of new Set(candidates))
    if (!listed.has(path) && (await workspaceText(workspace, path)) !== undefined)
      differences.push({ path, change: "added" });
  return differences.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * Reads every file matching `patterns` at `sha` (a full commit id present in the checkout), and
 * compares the checkout's copies. Links and files over MAX_CONFIG_FILE_BYTES are left out, with a note.
 */
export async function readTrustedFiles(
  workspace: string,
  sha: string,
  patterns: readonly PathPattern[],
  env: Readonly<Record<string, string>>,
): Promise<TrustedFiles> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    throw new Error(`The trusted commit '${sha}' is not a full commit id.`);
  const git = gitIn(workspace, env);
  const listed = await listTree(git, sha);
  const skipped: string[] = [];
  const wanted = [...listed].filter(([path, entry]) => {
    if (!matchesAny(path, patterns)) return false;
    if (entry.mode === "120000")
      skipped.push(`${path} is a symbolic link at the trusted commit; links are not followed`);
    else if (entry.size > MAX_CONFIG_FILE_BYTES)
      skipped.push(`${path} is larger than ${String(MAX_CONFIG_FILE_BYTES)} bytes`);
    else return entry.mode.startsWith("100");
    return false;
  });
  const blobs = await readBlobs(
    git,
    wanted.map(([, entry]) => entry.oid),
  );
  const files = new Map(
    wanted.map(([path, entry]) => [path, blobs.get(entry.oid)?.toString("utf8") ?? ""] as const),
  );
  const executable = new Set(wanted.filter(([, entry]) => entry.mode === "100755").map(([path]) => path));
  return {
    sha,
    origin: `the trusted commit ${sha.slice(0, 12)}`,
    files,
    complete: true,
    executable,
    bytes: (path) => {
      const oid = listed.get(path)?.oid;
      return files.has(path) && oid !== undefined ? blobs.get(oid) : undefined;
    },
    skipped,
    differences: await differencesOf(workspace, patterns, files, listed),
    entry: (path) => listed.get(path),
    read: async (paths) => {
      const present = paths.filter(
        (p) => isRepositoryPath(p) && (listed.get(p)?.mode ?? "").startsWith("100"),
      );
      const small = present.filter((p) => (listed.get(p)?.size ?? 0) <= MAX_CONFIG_FILE_BYTES);
      const more = await readBlobs(
        git,
        small.map((p) => listed.get(p)?.oid ?? ""),
      );
      return new Map(
        small.map((p) => [p, more.get(listed.get(p)?.oid ?? "")?.toString("utf8") ?? ""] as const),
      );
    },
  };
}
