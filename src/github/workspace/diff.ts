// The run's changes: the working tree (new untracked files included, ignored ones and files that were
// there before steward started left out) against the commit the work sits on. The snapshot is a tree,
// so plumbing `diff-tree` compares two trees: it reads none of the porcelain's diff config (external
// diff, textconv, prefixes, context) and its output is stable. A secret-like file (by the policy's
// list of names) is listed with its counts, but its content stays out of the patch, which goes into
// the report: the redactor only masks what it recognises, and such a file's values may look like
// nothing in particular.
import { secretFileKind } from "../../policy/index";
import { WorkspaceError, git, type GitContext } from "./git";
import { switchDriversOff } from "./repo-config";
import { snapshotWorktree } from "./snapshot";
import type { DiffOptions, FileChange, WorkspaceDiff, WorkspaceState } from "./types";

function statusOf(letter: string): FileChange["status"] {
  switch (letter[0]) {
    case "A":
    case "C":
      return "added";
    case "D":
      return "deleted";
    case "R":
      return "renamed";
    default:
      return "modified";
  }
}

interface Counts {
  additions: number;
  deletions: number;
  binary: boolean;
}

/** `--numstat -z`: `adds\tdels\tpath\0`, or `adds\tdels\t\0old\0new\0` for a rename; `-` for binary. */
export function parseNumstat(text: string): Map<string, Counts> {
  const tokens = text.split("\0");
  const counts = new Map<string, Counts>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const match = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(token);
    if (match === null) continue;
    const [, adds = "0", dels = "0", inline = ""] = match;
    let path = inline;
    if (inline === "") {
      i += 2;
      path = tokens[i] ?? "";
    }
    const binary = adds === "-" || dels === "-";
    counts.set(path, {
      additions: binary ? 0 : Number(adds),
      deletions: binary ? 0 : Number(dels),
      binary,
    });
  }
  return counts;
}

/** `--name-status -z`: `M\0path\0`, or `R087\0old\0new\0`. */
export function parseNameStatus(text: string, counts: Map<string, Counts>): FileChange[] {
  const tokens = text.split("\0");
  const files: FileChange[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const letter = tokens[i] ?? "";
    if (letter === "") continue;
    const status = statusOf(letter);
    const twoPaths = letter.startsWith("R") || letter.startsWith("C");
    const oldPath = twoPaths ? tokens[++i] : undefined;
    const path = tokens[++i] ?? "";
    const count = counts.get(path) ?? { additions: 0, deletions: 0, binary: false };
    files.push({
      path,
      ...(status === "renamed" && oldPath !== undefined ? { oldPath } : {}),
      status,
      ...count,
    });
  }
  return files;
}

/** A numstat record whose paths follow as two records of their own: a rename (a path is never empty). */
const RENAME_COUNTS = /^(?:-|\d+)\t(?:-|\d+)\t$/;

export interface DiffOutput {
  /** The raw records as `--name-status -z` lists them. */
  nameStatus: string;
  /** The `--numstat -z` records (empty unless asked for). */
  numstat: string;
  patch: string;
}

/**
 * Splits the output of one `diff-tree -z --raw [--numstat] --patch` into its parts, so one git
 * process answers what three did. Records are taken by count, never by searching the text (a path
 * may hold anything but NUL): each raw record is a header and one path, two for a rename or copy;
 * numstat lists the same files in the same order; one empty record separates the patch.
 */
export function splitDiffOutput(text: string, withNumstat: boolean): DiffOutput {
  const records = text.split("\0");
  const nameStatus: string[] = [];
  let at = 0;
  let files = 0;
  while ((records[at] ?? "").startsWith(":")) {
    const letter = (records[at] ?? "").split(" ").at(-1) ?? "";
    const paths = /^[RC]/.test(letter) ? 2 : 1;
    nameStatus.push(letter, ...records.slice(at + 1, at + 1 + paths));
    at += 1 + paths;
    files++;
  }
  const numstatStart = at;
  for (let file = 0; withNumstat && file < files; file++) at += RENAME_COUNTS.test(records[at] ?? "") ? 3 : 1;
  const numstat = records.slice(numstatStart, at);
  if (at < records.length && records[at] !== "")
    throw new WorkspaceError(
      `Unexpected git diff-tree output at record ${String(at)}: ${JSON.stringify(records[at]?.slice(0, 80))}`,
    );
  return {
    nameStatus: nameStatus.join("\0"),
    numstat: numstat.join("\0"),
    patch: records.slice(at + 1).join("\0"),
  };
}

/** The diff between two tree-ish values: files, counts and patch from one git process. */
export async function diffTrees(ctx: GitContext, from: string, to: string): Promise<WorkspaceDiff> {
  const base = ["diff-tree", "-r", "--find-renames", "--no-ext-diff", "--no-textconv"];
  const patchArgs = ["--patch", "--unified=3", "--src-prefix=a/", "--dst-prefix=b/"];
  const all = splitDiffOutput(
    await git(ctx, [...base, "-z", "--raw", "--numstat", ...patchArgs, from, to, "--"]),
    true,
  );
  const files = parseNameStatus(all.nameStatus, parseNumstat(all.numstat));
  const hidden = files.filter((file) => secretFileKind(file.path) !== undefined);
  const excluded = hidden.flatMap((file) =>
    [file.path, ...(file.oldPath === undefined ? [] : [file.oldPath])].map((p) => `:(exclude,literal)${p}`),
  );
  // A secret-like file's content stays out of the patch: made again without it.
  const patch =
    excluded.length === 0
      ? all.patch
      : await git(ctx, [...base, ...patchArgs, from, to, "--", ".", ...excluded]);
  const withheld = hidden.map(
    (file) =>
      `diff --git a/${file.path} b/${file.path}\n(content not shown: ${secretFileKind(file.path) ?? "a secret-like file"})\n`,
  );
  return { base: from, patch: patch + withheld.join(""), files };
}

export async function diffWorkspace(
  state: WorkspaceState,
  options: DiffOptions = {},
): Promise<WorkspaceDiff> {
  await switchDriversOff(state);
  const snapshot = await snapshotWorktree(state.ctx, {
    excludesFile: state.excludesFile,
    ...(options.withhold === undefined ? {} : { leaveOut: { test: options.withhold, resetTo: state.base } }),
  });
  try {
    const diff = await diffTrees(state.ctx, state.base, snapshot.tree);
    return snapshot.leftOut.length === 0 ? diff : { ...diff, withheld: snapshot.leftOut };
  } finally {
    await snapshot.dispose();
  }
}
