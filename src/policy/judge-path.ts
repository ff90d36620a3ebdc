// One file access — a Read/Edit target, a shell operand or redirection — judged as written and where
// it really lands. A deny needs only one of the two to match; an allow needs both to pass. Rules can
// reach special places (credentials, kernel files, protected configuration) only by naming them.
import { join } from "node:path";
import type { Result } from "../types/result";
import { type Judge, RESTRICTIONS, rulesOf, type Step } from "./judge";
import { matchesAt, type PathPattern, reachOf } from "./path-pattern";
import {
  absolutePath,
  displayPath,
  isInside,
  physicalPath,
  newRealDirectories,
  type RealDirectories,
  writtenPath,
} from "./paths";
import type { Rule } from "./rules";
import { foldCase } from "./place-lists";
import { type Access, isHarmlessDevice } from "./special-places";
import { familyOf } from "./tools";

export interface PathScope {
  cwd: string;
  /** The tool asking, for bare tool rules (`Write`, `Glob`); "Bash" for shell operands. */
  tool: string;
}

const DIRECTORY_PROBE = "steward-directory-probe";

const headFor = (access: Access) => (access === "read" ? "Read" : "Edit");

/** The directories a pattern is anchored at. Deny rules written relative to the working directory
 * also apply from the workspace root, so changing directory cannot step around them. */
function anchorsOf(judge: Judge, pattern: PathPattern, cwd: string, restricting: boolean): readonly string[] {
  switch (pattern.anchor) {
    case "absolute":
      return ["/"];
    case "home":
      return judge.homes;
    case "root":
      return judge.roots;
    case "cwd":
      return restricting && !judge.roots.includes(cwd) ? [cwd, ...judge.roots] : [cwd];
  }
}

/** Whether a deny or ask rule restricts this access. Read rules guard a file's content, so they also
 * restrict writes (an edit shows the file around the change); Edit rules restrict writes only. */
function restricts(rule: Rule, access: Access, tool: string): boolean {
  const m = rule.matcher;
  if (m.kind === "path") return m.tool === "Read" || access === "write";
  if (m.kind === "tool")
    return m.tool === headFor(access) || (m.tool === tool && familyOf(tool) !== undefined);
  return false;
}

function grants(rule: Rule, access: Access, tool: string): boolean {
  const m = rule.matcher;
  if (m.kind === "path") return m.tool === headFor(access);
  if (m.kind === "tool")
    return m.tool === headFor(access) || (m.tool === tool && familyOf(tool) === familyOf(headFor(access)));
  return false;
}

function ruleMatches(judge: Judge, rule: Rule, path: string, cwd: string, restricting: boolean): boolean {
  const m = rule.matcher;
  if (m.kind !== "path") return true;
  return anchorsOf(judge, m.pattern, cwd, restricting).some((anchor) => matchesAt(m.pattern, anchor, path));
}

/** The first deny (then ask) rule that restricts this access to any of `candidates`. */
export function restrictingRule(
  judge: Judge,
  access: Access,
  candidates: readonly string[],
  scope: PathScope,
): { rule: Rule; decision: (typeof RESTRICTIONS)[number] } | undefined {
  for (const decision of RESTRICTIONS)
    for (const rule of rulesOf(judge, decision))
      if (
        restricts(rule, access, scope.tool) &&
        candidates.some((c) => ruleMatches(judge, rule, c, scope.cwd, true))
      )
        return { rule, decision };
  return undefined;
}

/** The rule (or built-in reason) that allows a path, and why; or why nothing does. */
export type CandidateResult = Result<{ rule: string | null; why: string }>;

export function allowCandidate(
  judge: Judge,
  access: Access,
  path: string,
  scope: PathScope,
): CandidateResult {
  const shown = displayPath(path, judge.workspaceRoot);
  if (isHarmlessDevice(path)) return { ok: true, value: { rule: null, why: `${path} is always open` } };
  const places = judge.places.placesOf(path, access);
  for (const rule of rulesOf(judge, "allow")) {
    if (!grants(rule, access, scope.tool) || !ruleMatches(judge, rule, path, scope.cwd, false)) continue;
    const m = rule.matcher;
    if (places.length > 0) {
      if (m.kind !== "path") continue;
      const reach = anchorsOf(judge, m.pattern, scope.cwd, false).map((a) => reachOf(m.pattern, a));
      if (!places.every((place) => place.namedBy(reach, m.pattern.literalSegments))) continue;
    }
    return { ok: true, value: { rule: rule.text, why: `${rule.text} allows it` } };
  }
  const place = places[0];
  if (place !== undefined) {
    const verb = access === "read" ? "read" : "changed";
    return {
      ok: false,
      error: `${shown} is ${place.label}; it is never ${verb} unless a policy rule names it explicitly`,
    };
  }
  const inWorkspace = isInside(judge.workspaceRoot, path) || isInside(judge.realWorkspaceRoot, path);
  const preset = judge.policy.preset;
  if (access === "read") {
    if (preset !== "none" && inWorkspace)
      return { ok: true, value: { rule: null, why: "the workspace is readable" } };
    if (preset !== "none" && judge.readableDirs.some((dir) => isInside(dir, path)))
      return { ok: true, value: { rule: null, why: "steward's own output files are readable" } };
  } else if (preset === "default" && inWorkspace) {
    return { ok: true, value: { rule: null, why: "the workspace is writable" } };
  }
  if (!inWorkspace)
    return {
      ok: false,
      error: `${shown} is outside the workspace (${judge.workspaceRoot}) and no rule allows ${access === "read" ? "reading" : "writing"} it; work with files inside the workspace`,
    };
  return {
    ok: false,
    error: `no rule allows ${access === "read" ? "reading" : "changing"} ${shown} (the policy ${preset === "none" ? "starts from nothing" : "is read-only"})`,
  };
}

/**
 * Whether an allow rule for `access` reaches into `dir` by its literal text (`Edit(.husky/**)`,
 * `Edit(.husky/pre-commit)`): the rules that can open a protected place to a tool name it that way.
 */
export function ruleReachesInside(judge: Judge, access: Access, dir: string, scope: PathScope): boolean {
  const folded = foldCase(dir);
  return rulesOf(judge, "allow").some((rule) => {
    const m = rule.matcher;
    if (m.kind !== "path" || !grants(rule, access, scope.tool)) return false;
    return anchorsOf(judge, m.pattern, scope.cwd, false).some((anchor) => {
      const reach = foldCase(reachOf(m.pattern, anchor));
      return isInside(folded, reach);
    });
  });
}

/** What one decision has learnt about paths: a long command often names the same files many times. */
export interface PathMemo {
  steps: Map<string, Step>;
  realDirectories: RealDirectories;
  /** Trees and repositories judged (judge-command.ts), undefined where all was well. */
  beyond: Map<string, Step | undefined>;
}

export const newPathMemo = (): PathMemo => ({
  steps: new Map(),
  realDirectories: newRealDirectories(),
  beyond: new Map(),
});

/** Judges one access to `rawPath` (absolute, or relative to the working directory). */
export function judgePath(
  judge: Judge,
  access: Access,
  rawPath: string,
  scope: PathScope,
  memo?: PathMemo,
): Step {
  const key = `${access}\0${scope.tool}\0${scope.cwd}\0${rawPath}`;
  const known = memo?.steps.get(key);
  if (known !== undefined) return known;
  const step = judgeOnePath(judge, access, rawPath, scope, memo?.realDirectories);
  memo?.steps.set(key, step);
  return step;
}

function judgeOnePath(
  judge: Judge,
  access: Access,
  rawPath: string,
  scope: PathScope,
  realDirectories: RealDirectories | undefined,
): Step {
  const lexical = absolutePath(rawPath, scope.cwd, judge.home);
  const physical = physicalPath(writtenPath(rawPath, scope.cwd, judge.home), realDirectories);
  const shown = displayPath(lexical, judge.workspaceRoot);
  const verb = access === "read" ? "read" : "write";
  if (!physical.ok)
    return {
      part: `${verb} ${shown}`,
      outcome: "deny",
      rule: null,
      why: `${physical.error}; it cannot be judged`,
      builtin: true,
    };
  // /dev/stdout leads through /proc/self/fd to a pipe or terminal: the name itself is what is allowed.
  const candidates =
    physical.value.path === lexical || isHarmlessDevice(lexical) ? [lexical] : [lexical, physical.value.path];
  const part =
    candidates.length === 1
      ? `${verb} ${shown}`
      : `${verb} ${shown} (really ${displayPath(physical.value.path, judge.workspaceRoot)})`;
  // A directory (Glob, Grep, ls) is denied when a rule denies whatever lies inside it.
  const probes = physical.value.directory ? candidates.map((c) => join(c, DIRECTORY_PROBE)) : [];
  const restricted = restrictingRule(judge, access, [...candidates, ...probes], scope);
  if (restricted !== undefined)
    return {
      part,
      outcome: restricted.decision,
      rule: restricted.rule.text,
      why: `the policy ${restricted.decision === "deny" ? "denies" : "asks before"} ${access === "read" ? "reading" : "changing"} ${shown}`,
    };
  let allowedBy: string | null = null;
  let why = "";
  for (const candidate of candidates) {
    const result = allowCandidate(judge, access, candidate, scope);
    if (!result.ok) return { part, outcome: "deny", rule: null, why: result.error, builtin: true };
    if (candidate === lexical) [allowedBy, why] = [result.value.rule, result.value.why];
  }
  return { part, outcome: "allow", rule: allowedBy, why };
}
