// A recursive read (grep -r, rg, diff -r, tar -c, cp -r) reads files no operand names. The secret-file
// guard holds for what is read: the tree below the operand is walked on the real filesystem, skipping
// only what the program certainly skips and following links only where the program does, and every
// entry must be readable as if it had been named. A tree too large to walk within the bound is denied
// with a reason that says how to narrow the command.
import { type Dirent, readdirSync, realpathSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Judge, quote, type Step } from "./judge";
import { allowCandidate, judgePath, type PathMemo, type PathScope, restrictingRule } from "./judge-path";
import { displayPath, isInside, physicalPath } from "./paths";
import type { TreeRead } from "./shell/analyze";
import { readSmallFile } from "./small-file";
import { rgSearchesHidden, skips } from "./tree-skip";
import { TreeStamps } from "./tree-cache";

/** Entries looked at below one operand; a larger tree is denied (and says how to narrow it). */
export const MAX_TREE_ENTRIES = 10_000;
const IGNORE_FILES = [".ignore", ".rgignore", ".gitignore"];
/** Ignore files longer than this are not read: ripgrep's negations are assumed to be in them. */
const MAX_IGNORE_FILE = 256 * 1024;

interface Directory {
  lexical: string;
  physical: string;
}

type Finding = { entry: string; why: string; rule: string | null; decision: "deny" | "ask" };

class TreeWalk {
  private entries = 0;
  private readonly visited = new Set<string>();
  /** ripgrep only: an ignore file with a `!` line, which can whitelist hidden entries. */
  negation = false;

  constructor(
    private readonly judge: Judge,
    private readonly tree: TreeRead,
    private readonly scope: PathScope,
    private readonly memo: PathMemo | undefined,
    private readonly hiddenSearched: boolean,
    private readonly stamps: TreeStamps,
  ) {}

  /** The first entry that may not be read, "bound" past the bound, or undefined when all may. */
  run(root: Directory): Finding | "bound" | undefined {
    const pending: Directory[] = [root];
    this.visited.add(root.physical);
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      let dirents: Dirent[];
      this.stamps.saw(dir.physical);
      try {
        dirents = readdirSync(dir.physical, { withFileTypes: true });
      } catch (error) {
        // What cannot be listed for want of permission, or is gone, the program cannot read either.
        // Any other failure says nothing about the program: a directory whose path is longer than
        // PATH_MAX (ENAMETOOLONG) is still read by programs that descend one name at a time (grep -r).
        if (UNREADABLE_BY_ANYONE.has(errorCode(error))) continue;
        return unjudged(dir.lexical, "list", error);
      }
      for (const dirent of dirents) {
        if (++this.entries > this.judge.maxTreeEntries) {
          this.stamps.forgo();
          return "bound";
        }
        const found = this.visit(dir, dirent, pending);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  private visit(dir: Directory, dirent: Dirent, pending: Directory[]): Finding | undefined {
    const entry = { lexical: join(dir.lexical, dirent.name), physical: join(dir.physical, dirent.name) };
    if (dirent.isSymbolicLink()) return this.visitLink(entry, dirent.name, pending);
    const directory = dirent.isDirectory();
    if (!this.hiddenSearched && !directory && IGNORE_FILES.includes(dirent.name)) {
      this.stamps.saw(entry.physical);
      this.negation ||= hasNegation(entry.physical);
    }
    if (skips(this.tree.skip, { name: dirent.name, directory }, this.hiddenSearched)) return undefined;
    const found = this.check(entry);
    if (found === undefined && directory && !this.visited.has(entry.physical)) {
      this.visited.add(entry.physical);
      pending.push(entry);
    }
    return found;
  }

  /** A link is read only by programs that follow links; then it is judged where it leads. */
  private visitLink(entry: Directory, name: string, pending: Directory[]): Finding | undefined {
    if (!this.tree.follow) return undefined;
    // Where a link leads depends on directories the stamps do not cover: this verdict is not kept.
    this.stamps.forgo();
    const target = statQuietly(entry.physical);
    if (skips(this.tree.skip, { name, directory: target?.isDirectory() ?? false }, this.hiddenSearched))
      return undefined;
    const step = judgePath(this.judge, "read", entry.physical, this.scope, this.memo);
    if (step.outcome !== "allow")
      return { entry: entry.lexical, why: step.why, rule: step.rule, decision: step.outcome };
    if (target?.isDirectory() !== true) return undefined;
    let real: string;
    try {
      real = realpathSync.native(entry.physical);
    } catch (error) {
      // The link led to a directory a moment ago: the program may still follow it.
      return unjudged(entry.lexical, "resolve", error);
    }
    if (!this.visited.has(real)) {
      this.visited.add(real);
      pending.push({ lexical: entry.lexical, physical: real });
    }
    return undefined;
  }

  /** Whether one entry (not a link) may be read: the deny rules, the special places, the baseline. */
  private check(entry: Directory): Finding | undefined {
    const candidates = entry.lexical === entry.physical ? [entry.physical] : [entry.lexical, entry.physical];
    const restricted = restrictingRule(this.judge, "read", candidates, this.scope);
    if (restricted !== undefined)
      return {
        entry: entry.lexical,
        why: `the policy ${restricted.decision === "deny" ? "denies" : "asks before"} reading it`,
        rule: restricted.rule.text,
        decision: restricted.decision,
      };
    const judge = this.judge;
    for (const candidate of candidates) {
      const plain =
        judge.policy.preset !== "none" &&
        (isInside(judge.workspaceRoot, candidate) || isInside(judge.realWorkspaceRoot, candidate)) &&
        judge.places.placesOf(candidate, "read").length === 0;
      if (plain) continue;
      const result = allowCandidate(judge, "read", candidate, this.scope);
      if (!result.ok) return { entry: entry.lexical, why: result.error, rule: null, decision: "deny" };
    }
    return undefined;
  }
}

function statQuietly(path: string) {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * Whether an ignore file has a negated pattern (`!x`), with which it can whitelist hidden files. One
 * too long to read, or that cannot be read for another reason than what keeps ripgrep out of it too
 * (a FIFO, an I/O error), is assumed to have one: hidden files are walked too.
 */
function hasNegation(path: string): boolean {
  const file = readSmallFile(path, MAX_IGNORE_FILE);
  if (file.kind === "absent") return false;
  if (file.kind === "unreadable" || file.truncated) return true;
  return /^[ \t]*!/m.test(file.text);
}

/** Listing failures that keep the program out as well (same user, same moment). */
const UNREADABLE_BY_ANYONE = new Set<string | undefined>(["EACCES", "EPERM", "ENOENT", "ENOTDIR"]);

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;

/** A place the walk could not judge: denied, naming it and why (unknown ⇒ deny). */
function unjudged(entry: string, step: "list" | "resolve", error: unknown): Finding {
  const reason = errorCode(error) ?? (error instanceof Error ? error.message : String(error));
  return {
    entry,
    why: `it could not be ${step === "list" ? "listed" : "resolved"} to judge what is below it (${reason})`,
    rule: null,
    decision: "deny",
  };
}

/** Ignore files ripgrep reads above the tree, up to the workspace root, and the repository's own. */
function negationAbove(judge: Judge, root: string, stamps: TreeStamps): boolean {
  const top = isInside(judge.realWorkspaceRoot, root) ? judge.realWorkspaceRoot : judge.workspaceRoot;
  const negates = (file: string) => {
    stamps.saw(file);
    return hasNegation(file);
  };
  if (negates(join(top, ".git", "info", "exclude"))) return true;
  for (let dir = dirname(root); isInside(top, dir); dir = dirname(dir)) {
    if (IGNORE_FILES.some((name) => negates(join(dir, name)))) return true;
    if (dir === top) break;
  }
  return false;
}

function walkTree(
  judge: Judge,
  tree: TreeRead,
  scope: PathScope,
  memo: PathMemo | undefined,
  root: Directory,
  stamps: TreeStamps,
) {
  const searchesHidden = rgSearchesHidden(tree.skip);
  if (searchesHidden) return new TreeWalk(judge, tree, scope, memo, true, stamps).run(root);
  const first = new TreeWalk(judge, tree, scope, memo, false, stamps);
  const found = first.run(root);
  // An ignore file that whitelists may bring hidden entries back: walk again, hidden ones included.
  if (found === undefined && (first.negation || negationAbove(judge, root.physical, stamps)))
    return new TreeWalk(judge, tree, scope, memo, true, stamps).run(root);
  return found;
}

/**
 * Judges a recursive read of `path` (absolute, as the analysis gave it) after the path itself was
 * allowed: undefined when every entry below may be read (or `path` is not a directory), else a denial.
 */
export function judgeTree(
  judge: Judge,
  path: string,
  tree: TreeRead,
  scope: PathScope,
  memo?: PathMemo,
): Step | undefined {
  const physical = physicalPath(path, memo?.realDirectories);
  if (!physical.ok || !physical.value.directory) return undefined;
  // Kept between decisions while nothing the walk looked at has changed (tree-cache.ts).
  const key = JSON.stringify([path, physical.value.path, scope.cwd, scope.tool, tree]);
  const kept = judge.treeCache?.get(key) ?? "none";
  if (kept !== "none") return kept.step;
  const stamps = judge.treeCache?.stamps() ?? new TreeStamps(0n);
  const step = treeStep(
    judge,
    path,
    tree,
    walkTree(judge, tree, scope, memo, { lexical: path, physical: physical.value.path }, stamps),
  );
  judge.treeCache?.set(key, step, stamps);
  return step;
}

/** The verdict on a walk's finding. */
function treeStep(
  judge: Judge,
  path: string,
  tree: TreeRead,
  found: Finding | "bound" | undefined,
): Step | undefined {
  const shown = displayPath(path, judge.workspaceRoot);
  if (found === undefined) return undefined;
  const part = `read ${shown} (every file below it)`;
  const links = tree.follow ? ", following symbolic links," : "";
  if (found === "bound")
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `${quote(tree.reader)} reads every file below ${shown}${links} and there are more than ${String(judge.maxTreeEntries)} entries there, too many to check for secret-like files; ${tree.hint}`,
    };
  const entry = displayPath(found.entry, judge.workspaceRoot);
  const why = `${quote(tree.reader)} reads every file below ${shown}${links} including ${entry}: ${found.why}; ${tree.hint}`;
  return found.rule === null
    ? { part, outcome: found.decision, rule: null, builtin: true, why }
    : { part, outcome: found.decision, rule: found.rule, why };
}
