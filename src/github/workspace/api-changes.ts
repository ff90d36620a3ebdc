// What one of steward's commits changes, as createCommitOnBranch takes it: whole files to add (base64)
// and paths to delete, from the commit's diff against its parent. A rename is a deletion and an
// addition. The mutation writes every file as a plain, non-executable file, so a change that involves an
// executable bit, a symbolic link or a submodule cannot be expressed and is refused — GitHub would
// otherwise publish a different tree than steward's. Large commits are split into several calls.
//
// GitHub publishes no limits for the mutation. What users report: requests around 40 MB fail, and
// commits of a few hundred files time out (GraphQL calls end after 10 s); tools that sign through it
// batch 100–200 files per call. steward sends at most MAX_FILES_PER_CALL files and MAX_CONTENT_PER_CALL
// bytes of base64 per call, and refuses a single file whose base64 alone is larger.
import { git, runGit, WorkspaceError, type GitContext } from "./git";
import type { FileAddition } from "./signing";

export const MAX_FILES_PER_CALL = 100;
export const MAX_CONTENT_PER_CALL = 24 * 1024 * 1024;

const PLAIN_FILE = "100644";
const MODES: Readonly<Record<string, string>> = {
  "100755": "an executable file",
  "120000": "a symbolic link",
  "160000": "a submodule",
};

interface Change {
  path: string;
  /** The blob to add; undefined for a deletion. */
  blob?: string;
  /** Bytes of base64 the addition takes. */
  size: number;
}

export interface CommitChanges {
  /** Why the commit cannot be published through the API; empty when it can. */
  refused: string[];
  /** The changes in calls of bounded size, in order. */
  parts: Change[][];
}

/** `--raw -z`: `:oldmode newmode oldsha newsha status\0path\0` per entry (renames off). */
function parseRaw(
  text: string,
): Array<{ oldMode: string; newMode: string; sha: string; status: string; path: string }> {
  const tokens = text.split("\0");
  const entries = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const [oldMode = "", newMode = "", , sha = "", status = ""] = (tokens[i] ?? "")
      .replace(/^:/, "")
      .split(" ");
    entries.push({ oldMode, newMode, sha, status, path: tokens[i + 1] ?? "" });
  }
  return entries;
}

function whyRefused(entry: {
  oldMode: string;
  newMode: string;
  status: string;
  path: string;
}): string | undefined {
  if (entry.status.startsWith("D"))
    return entry.oldMode === "160000" ? `${entry.path} removes a submodule` : undefined;
  if (entry.newMode !== PLAIN_FILE)
    return `${entry.path} is ${MODES[entry.newMode] ?? `mode ${entry.newMode}`}`;
  if (entry.status.startsWith("M") || entry.status.startsWith("T")) {
    if (entry.oldMode !== PLAIN_FILE)
      return `${entry.path} was ${MODES[entry.oldMode] ?? `mode ${entry.oldMode}`}, and would become a plain file`;
  }
  return undefined;
}

async function blobSizes(ctx: GitContext, shas: string[]): Promise<Map<string, number>> {
  if (shas.length === 0) return new Map();
  const out = await git(ctx, ["cat-file", "--batch-check=%(objectname) %(objectsize)"], {
    input: `${shas.join("\n")}\n`,
  });
  const sizes = new Map<string, number>();
  for (const line of out.split("\n")) {
    const [sha, size] = line.split(" ");
    if (sha !== undefined && size !== undefined) sizes.set(sha, Number(size));
  }
  return sizes;
}

const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

function split(changes: Change[]): Change[][] {
  const parts: Change[][] = [];
  let current: Change[] = [];
  let bytes = 0;
  for (const change of changes) {
    if (
      current.length >= MAX_FILES_PER_CALL ||
      (current.length > 0 && bytes + change.size > MAX_CONTENT_PER_CALL)
    ) {
      parts.push(current);
      current = [];
      bytes = 0;
    }
    current.push(change);
    bytes += change.size;
  }
  if (current.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}

/** The changes `commit` makes to `parent`, ready for createCommitOnBranch, or why they cannot go. */
export async function changesOf(ctx: GitContext, parent: string, commit: string): Promise<CommitChanges> {
  const raw = await git(ctx, [
    "diff-tree",
    "-r",
    "--no-renames",
    "--no-commit-id",
    "--raw",
    "-z",
    parent,
    commit,
    "--",
  ]);
  const entries = parseRaw(raw);
  const refused = entries.flatMap((entry) => whyRefused(entry) ?? []);
  const added = entries.filter((entry) => !entry.status.startsWith("D"));
  const sizes = await blobSizes(ctx, [...new Set(added.map((entry) => entry.sha))]);
  const changes: Change[] = entries.map((entry) =>
    entry.status.startsWith("D")
      ? { path: entry.path, size: 0 }
      : { path: entry.path, blob: entry.sha, size: base64Length(sizes.get(entry.sha) ?? 0) },
  );
  for (const change of changes)
    if (change.size > MAX_CONTENT_PER_CALL)
      refused.push(
        `${change.path} is too large for one createCommitOnBranch call (${String(change.size)} bytes of base64; at most ${String(MAX_CONTENT_PER_CALL)})`,
      );
  return { refused, parts: refused.length > 0 ? [] : split(changes) };
}

/** `cat-file --batch` output: `<sha> blob <size>\n<bytes>\n` per object, in the order asked. */
function parseBatch(bytes: Buffer, count: number): Buffer[] {
  const blobs: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const newline = bytes.indexOf(10, at);
    const header = bytes.subarray(at, newline < 0 ? bytes.length : newline).toString("latin1");
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (newline < 0 || size === undefined)
      throw new WorkspaceError(
        `Could not read a file from the object store: git cat-file answered '${header}'`,
      );
    blobs.push(bytes.subarray(newline + 1, newline + 1 + Number(size)));
    at = newline + 1 + Number(size) + 1;
  }
  return blobs;
}

/** The file contents of one call, read from the object store as bytes (one git process per call). */
export async function contentsOf(
  ctx: GitContext,
  part: readonly Change[],
): Promise<{ additions: FileAddition[]; deletions: string[] }> {
  const added = part.filter((change): change is Change & { blob: string } => change.blob !== undefined);
  const deletions = part.filter((change) => change.blob === undefined).map((change) => change.path);
  if (added.length === 0) return { additions: [], deletions };
  const result = await runGit(ctx, ["cat-file", "--batch"], {
    binary: true,
    input: `${added.map((change) => change.blob).join("\n")}\n`,
  });
  if (result.exitCode !== 0 || result.stdoutBytes === undefined)
    throw new WorkspaceError(
      `Could not read the files to publish from the object store: ${result.stderr.trim()}`,
    );
  const blobs = parseBatch(result.stdoutBytes, added.length);
  return {
    additions: added.map((change, i) => ({
      path: change.path,
      contents: (blobs[i] ?? Buffer.alloc(0)).toString("base64"),
    })),
    deletions,
  };
}

/** A commit's message as GitHub's API takes it: the first line, and the rest after the blank line. */
export async function messageOf(
  ctx: GitContext,
  commit: string,
): Promise<{ headline: string; body: string }> {
  // The raw object (plumbing, no log config): headers, a blank line, then the message exactly.
  const object = await git(ctx, ["cat-file", "commit", commit]);
  const start = object.indexOf("\n\n");
  const message = start < 0 ? "" : object.slice(start + 2);
  const [headline = "", ...rest] = message.replace(/\s+$/, "").split("\n");
  return { headline, body: rest.join("\n").replace(/^\n+/, "") };
}
