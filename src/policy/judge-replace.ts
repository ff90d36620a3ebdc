// A write that reaches below its path, or turns the path into something new — rm -r, chmod -R, mv,
// cp, ln, tar -x, unzip, git checkout -- PATH — is a write to every protected or secret place it may
// reach (issue 18 follow-up 1):
// - the places standing at fixed spots below it: .github holds the workflows and local actions, the
//   workspace holds .git and the policy file, the home directory its credential stores;
// - for a copy, a move or a link, what each source becomes at its new name (`cp settings.json
//   .claude` writes .claude/settings.json; `mv x .github` makes x/workflows the workflows).
// A place that is one segment anywhere (.husky, .envrc, .env) is judged by the name it is written
// under; what a program the policy cannot see writes there is kept out of the commit instead
// (src/github/publish.ts), and trap places that exist are read-only inside the sandbox.
import { lstatSync } from "node:fs";
import { basename, join } from "node:path";
import type { Judge, Step } from "./judge";
import { judgePath, type PathMemo, type PathScope } from "./judge-path";
import { foldCase } from "./place-lists";
import { pathsOf } from "./path-uses";
import { displayPath, isInside, physicalPath } from "./paths";
import type { PathUse, TreeWrite } from "./shell/analyze";

const HINT = "name the files or directories inside it instead";

function deny(part: string, why: string): Step {
  return { part, outcome: "deny", rule: null, builtin: true, why };
}

/** What `writer` does at `shown`, for a reason. */
function action(replaces: TreeWrite, shown: string): string {
  switch (replaces.kind) {
    case "names":
      return `${replaces.writer} writes names the archive chooses into ${shown}`;
    case "below":
      return `${replaces.writer} changes ${shown} and everything below it`;
    default:
      return `${replaces.writer} makes ${shown} new, with whatever lies below it`;
  }
}

/**
 * A denial when a write to everything below `path` reaches a protected or secret place standing at a
 * fixed spot there that no rule names (or the whole workspace); undefined when it reaches none.
 */
function fixedPlacesStep(
  judge: Judge,
  replaces: TreeWrite,
  path: string,
  scope: PathScope,
  memo: PathMemo,
): Step | undefined {
  const shown = displayPath(path, judge.workspaceRoot);
  const part = `write ${shown} (and everything below it)`;
  const physical = physicalPath(path, memo.realDirectories);
  const candidates = physical.ok && physical.value.path !== path ? [path, physical.value.path] : [path];
  for (const candidate of candidates) {
    if (isInside(candidate, judge.workspaceRoot) || isInside(candidate, judge.realWorkspaceRoot))
      return deny(
        part,
        `${action(replaces, shown)}, which is the whole workspace: git's internals (.git), the workflows, the policy file and every protected place in it; ${HINT}`,
      );
    const folded = foldCase(candidate);
    for (const place of judge.places.all) {
      const rest = place.below(folded);
      if (rest === undefined) continue;
      // A `*` in a segment stays: the probe stands for every name it matches, which no rule for one names.
      const probe = join(candidate, ...rest);
      const step = judgePath(judge, "write", probe, scope, memo);
      // `Edit(.gitea/workflows/**)` names what is inside the place, which is what such a write changes.
      if (
        step.outcome === "allow" ||
        judgePath(judge, "write", join(probe, "*"), scope, memo).outcome === "allow"
      )
        continue;
      return step.rule === null
        ? deny(
            part,
            `${action(replaces, shown)}, which holds (or would hold) ${displayPath(probe, judge.workspaceRoot)}: ${step.why}; ${HINT}`,
          )
        : { ...step, part };
    }
  }
  return undefined;
}

type Kind = "file" | "other";

/** A regular file carries nothing below it; a directory, a link or a name not there yet may. */
function kindOf(path: string): Kind {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isFile() === true ? "file" : "other";
  } catch {
    return "other";
  }
}

function isRealDirectory(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/** The name a glob's match takes inside a directory ("" for `.` and `..`: its contents go there). */
function matchName(match: string): string {
  const name = basename(match);
  return name === "." || name === ".." ? "" : name;
}

/** Where a source lands: the target itself, or inside it, as `into` and the target on disk say. */
function destinations(target: string, into: TreeWrite["into"], name: string): string[] {
  const found: string[] = [];
  // "either": the target itself only when it is not a directory now (otherwise the source goes inside).
  if (into === "self" || (into === "either" && !isRealDirectory(target))) found.push(target);
  if (into !== "self") found.push(name === "" ? target : join(target, name));
  return [...new Set(found)];
}

/**
 * A copy, move or link into `target`: each source judged as the write it becomes there, and anything
 * that is not a regular file (a directory, a link, a name not there yet) as a write of everything
 * below its new name.
 */
function judgeCopy(
  judge: Judge,
  replaces: TreeWrite,
  target: string,
  scope: PathScope,
  memo: PathMemo,
): Step | undefined {
  for (const source of replaces.sources ?? []) {
    for (const use of source.uses) {
      const expanded = pathsOf(use);
      if (!expanded.ok) continue; // the source itself is judged, and denied, on its own
      for (const match of expanded.value) {
        const name = use.glob === true ? matchName(match) : source.name;
        const carries = replaces.kind === "link" || kindOf(match) === "other";
        for (const destination of destinations(target, replaces.into ?? "either", name)) {
          const step = judgePath(judge, "write", destination, scope, memo);
          if (step.outcome !== "allow")
            return {
              ...step,
              why: `${replaces.writer} puts ${displayPath(match, judge.workspaceRoot)} at ${displayPath(destination, judge.workspaceRoot)}: ${step.why}`,
            };
          const below = carries ? fixedPlacesStep(judge, replaces, destination, scope, memo) : undefined;
          if (below !== undefined) return below;
        }
      }
    }
  }
  return undefined;
}

/**
 * Judges what a write reaches beyond `path` (absolute; a match of `use`), after the path itself was
 * allowed: undefined when every place it reaches may be written, else the denial.
 */
export function judgeReplace(
  judge: Judge,
  use: PathUse,
  path: string,
  scope: PathScope,
  memo: PathMemo,
): Step | undefined {
  const replaces = use.replaces;
  if (replaces === undefined) return undefined;
  if (replaces.kind === "copy" || replaces.kind === "link")
    return judgeCopy(judge, replaces, path, scope, memo);
  return fixedPlacesStep(judge, replaces, path, scope, memo);
}
