// Which entries a recursive reader skips, from what its command line says (shell/analyze.ts TreeSkip).
// Only certain answers skip: an entry the model of the program is unsure about counts as read, so a
// wrong guess here costs a denial, never a secret.
import type { TreeSkip } from "./shell/analyze";
import { globMatchesName } from "./tree-globs";

export interface TreeEntry {
  name: string;
  directory: boolean;
}

/** grep: --exclude-dir for directories; for files, the last matching --include/--exclude decides. */
function grepSkips(skip: Extract<TreeSkip, { kind: "grep" }>, entry: TreeEntry): boolean {
  if (entry.directory) return skip.excludeDirs.some((glob) => globMatchesName(glob, entry.name) === "yes");
  if (skip.files.length === 0) return false;
  for (let i = skip.files.length - 1; i >= 0; i--) {
    const rule = skip.files[i] as (typeof skip.files)[number];
    const answer = globMatchesName(rule.glob, entry.name);
    if (answer === "maybe") return false;
    if (answer === "yes") return !rule.include;
  }
  // No pattern matched: gnulib's exclude takes the opposite of the first option given.
  return skip.files[0]?.include === true;
}

/**
 * ripgrep: override globs first (the last that matches decides, and a whitelisting one searches even a
 * hidden entry); files matching none are skipped when any glob whitelists; then hidden entries are
 * skipped unless `hiddenSearched`.
 */
function rgSkips(
  skip: Extract<TreeSkip, { kind: "rg" }>,
  entry: TreeEntry,
  hiddenSearched: boolean,
): boolean {
  for (let i = skip.globs.length - 1; i >= 0; i--) {
    const glob = skip.globs[i] as (typeof skip.globs)[number];
    // A glob with a slash matches relative paths, which this does not model.
    const answer = glob.glob.includes("/") ? "maybe" : globMatchesName(glob.glob, entry.name, glob.caseless);
    if (answer === "maybe") return false;
    if (answer === "yes") return glob.negated;
  }
  if (!entry.directory && skip.globs.some((glob) => !glob.negated)) return true;
  return entry.name.startsWith(".") && !hiddenSearched;
}

/** Whether the program skips `entry` (and, for a directory, everything in it). */
export function skips(skip: TreeSkip | undefined, entry: TreeEntry, hiddenSearched: boolean): boolean {
  if (skip === undefined) return false;
  return skip.kind === "grep" ? grepSkips(skip, entry) : rgSkips(skip, entry, hiddenSearched);
}

/** Whether ripgrep may search hidden entries whatever ignore files say. */
export function rgSearchesHidden(skip: TreeSkip | undefined): boolean {
  return skip?.kind !== "rg" || skip.hidden || skip.otherWhitelists;
}
