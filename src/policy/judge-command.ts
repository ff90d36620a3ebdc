// A shell command, judged from the shell analysis (src/policy/shell/): every simple command must be
// allowed — by a Bash rule or, when read-only, by the baseline — and every path it reads or writes is
// judged as a Read or an Edit of that path. Anything the analysis could not pin down is denied.
import { bashPatternMatches, patternNamesOption } from "./bash-pattern";
import { type Judge, quote, RESTRICTIONS, rulesOf, type Step } from "./judge";
import { expandGlob } from "./glob-expand";
import { expandedForms } from "./glob-forms";
import { judgePath, newPathMemo, type PathMemo } from "./judge-path";
import { absolutePath, physicalPath, writtenPath } from "./paths";
import { judgeRemoteUrls, judgeRepository } from "./judge-repository";
import { judgeReplace } from "./judge-replace";
import { judgeTree } from "./judge-tree";
import { exists, pathsOf } from "./path-uses";
import type { OptionLikeGlob, PathUse, SimpleCommand } from "./shell/analyze";

// Words that mean the same to the shell whether joined with one space or several.
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * Texts a deny rule is tried against: any of them matching denies. With `expanded`, also the command
 * as bash runs it, its globs replaced by their matches (glob-forms.ts).
 */
function restrictedForms(command: SimpleCommand, joined: string, expanded: readonly string[]): string[] {
  // Compared, not hashed: a form can be 10 KB long, and there are at most three (plus expansions).
  const forms = [command.text];
  if (joined !== command.text) forms.push(joined);
  for (const text of expanded) if (!forms.includes(text)) forms.push(text);
  if (command.wrappers.length > 0)
    for (const text of forms.slice()) {
      const wrapped = [...command.wrappers, text].join(" ");
      if (!forms.includes(wrapped)) forms.push(wrapped);
    }
  return forms;
}

const restrictsCommands = (judge: Judge): boolean =>
  RESTRICTIONS.some((decision) => rulesOf(judge, decision).some((rule) => rule.matcher.kind === "bash"));

/** Texts an allow rule is tried against: the command's text, or its words when none needs quoting. */
function allowedForms(command: SimpleCommand, joined: string): string[] {
  return joined !== command.text && command.argv.every((word) => PLAIN_WORD.test(word))
    ? [command.text, joined]
    : [command.text];
}

function judgeSimpleCommand(judge: Judge, command: SimpleCommand): Step {
  const part = `command ${quote(command.text)}`;
  // The words joined by single spaces (the analysis's text is that too, but a rule must not rely on it).
  const joined = command.argv.join(" ");
  const expanded = restrictsCommands(judge) ? expandedForms(command) : { ok: true as const, value: [] };
  if (!expanded.ok)
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `${quote(command.text)} cannot be checked against the policy's deny rules as bash would run it: ${expanded.error}`,
    };
  const restricted = restrictedForms(command, joined, expanded.value);
  for (const decision of RESTRICTIONS) {
    for (const rule of rulesOf(judge, decision)) {
      const m = rule.matcher;
      if (m.kind !== "bash") continue;
      if (restricted.some((form) => bashPatternMatches(m.pattern, form)))
        return {
          part,
          outcome: decision,
          rule: rule.text,
          why: `the policy ${decision === "deny" ? "denies" : "asks before running"} ${quote(command.text)}`,
        };
    }
  }
  let unnamed: { rule: string; option: string; reason: string } | undefined;
  const allowed = allowedForms(command, joined);
  for (const rule of rulesOf(judge, "allow")) {
    const m = rule.matcher;
    if (m.kind === "tool" && m.tool === "Bash")
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows every command` };
    if (m.kind !== "bash" || !allowed.some((form) => bashPatternMatches(m.pattern, form))) continue;
    const danger = command.dangerous.find(
      (d) =>
        !patternNamesOption(m.pattern, d.option) &&
        (d.token === undefined || !patternNamesOption(m.pattern, d.token)),
    );
    if (danger === undefined)
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows it` };
    unnamed ??= { rule: rule.text, option: danger.option, reason: danger.reason };
  }
  if (judge.policy.preset !== "none" && command.readOnly && command.dangerous.length === 0)
    return { part, outcome: "allow", rule: null, why: "it is a read-only command" };
  if (unnamed !== undefined)
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      unmatched: true,
      why: `${quote(command.text)} uses ${unnamed.option} (${unnamed.reason}); ${unnamed.rule} does not name that option, so it does not cover this command`,
    };
  const danger = command.dangerous[0];
  if (danger !== undefined)
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `${quote(command.text)} uses ${danger.option}: ${danger.reason}`,
    };
  return {
    part,
    outcome: "deny",
    rule: null,
    builtin: true,
    unmatched: true,
    why: `no rule allows ${quote(command.text)} and it is not a read-only command`,
  };
}

const CLIMBS = /(^|\/)\.\.(\/|$)/;

/**
 * Words that climb with `..` after a symbolic link: the kernel climbs from the link's target, so the
 * file opened is not the one the normalised path names. The analysis hands over normalised paths, so
 * such words are judged again here, as written, whenever a link is involved.
 */
function climbingWords(command: SimpleCommand, cwd: string, judge: Judge): string[] {
  const words: string[] = [];
  for (const word of command.argv.slice(1)) {
    const value = word.startsWith("-") && word.includes("=") ? word.slice(word.indexOf("=") + 1) : word;
    if (!CLIMBS.test(value)) continue;
    const written = writtenPath(value, cwd, judge.home);
    const physical = physicalPath(written);
    if (!physical.ok || physical.value.path !== absolutePath(value, cwd, judge.home)) words.push(value);
  }
  return words;
}

/**
 * What a path use reaches beyond the path itself, on the real filesystem: the tree a recursive reader
 * reads, the repository git finds from a directory. Memoised per decision like paths are.
 */
function judgeBeyond(
  judge: Judge,
  use: PathUse,
  path: string,
  cwd: string,
  memo: PathMemo,
): Step | undefined {
  if (use.replaces !== undefined) {
    const replaced = judgeReplace(judge, use, path, { cwd, tool: "Bash" }, memo);
    if (replaced !== undefined) return replaced;
  }
  const tree = use.tree;
  if (tree === undefined) return undefined;
  return remembered(memo, `tree\0${cwd}\0${path}\0${JSON.stringify(tree)}`, () =>
    judgeTree(judge, path, tree, { cwd, tool: "Bash" }, memo),
  );
}

function remembered(memo: PathMemo, key: string, judgeIt: () => Step | undefined): Step | undefined {
  if (memo.beyond.has(key)) return memo.beyond.get(key);
  const step = judgeIt();
  memo.beyond.set(key, step);
  return step;
}

/** The repositories git finds from the directories it runs in (see judge-repository.ts). */
function repositorySteps(judge: Judge, command: SimpleCommand, memo: PathMemo): Step[] {
  const steps: Step[] = [];
  for (const dir of command.repositoryDirs ?? []) {
    const step = remembered(memo, `repository\0${dir}`, () => judgeRepository(judge, dir, memo));
    if (step !== undefined) steps.push(step);
  }
  const urls =
    command.printsUrls === true ? remembered(memo, "urls", () => judgeRemoteUrls(judge)) : undefined;
  if (urls !== undefined) steps.push(urls);
  return steps;
}

export async function judgeCommand(
  judge: Judge,
  command: string,
  cwd: string,
  memo: PathMemo = newPathMemo(),
): Promise<Step[]> {
  const part = `command ${quote(command)}`;
  if (!/\S/.test(command))
    return [{ part, outcome: "deny", rule: null, builtin: true, why: "the command is empty" }];
  let analysis;
  try {
    analysis = await judge.analyzeShell(command, {
      cwd,
      home: judge.home,
      workspaceRoot: judge.workspaceRoot,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        part,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: `the command could not be analysed (${message})`,
      },
    ];
  }
  if (!analysis.ok) return [{ part, outcome: "deny", rule: null, builtin: true, why: analysis.error }];
  if (analysis.value.commands.length === 0)
    return [
      {
        part,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: "the command runs nothing that could be judged",
      },
    ];
  const steps: Step[] = [];
  const seen = new Set<Step>();
  // The same file named again is judged once and listed once.
  const add = (step: Step) => {
    if (!seen.has(step)) steps.push(step);
    seen.add(step);
  };
  for (const simple of analysis.value.commands) {
    steps.push(judgeSimpleCommand(judge, simple));
    for (const step of repositorySteps(judge, simple, memo)) add(step);
    for (const word of climbingWords(simple, cwd, judge))
      add(judgePath(judge, "read", word, { cwd, tool: "Bash" }, memo));
    for (const glob of simple.optionLikeGlobs ?? []) {
      const step = judgeOptionLikeGlob(glob, simple);
      if (step !== undefined) steps.push(step);
    }
    for (const use of simple.paths) {
      const paths = pathsOf(use);
      if (!paths.ok) {
        steps.push({
          part: `${use.kind} ${use.path}`,
          outcome: "deny",
          rule: null,
          builtin: true,
          why: paths.error,
        });
        continue;
      }
      for (const path of paths.value) {
        const step = judgePath(judge, use.kind, path, { cwd, tool: "Bash" }, memo);
        add(step);
        const more = step.outcome === "allow" ? judgeBeyond(judge, use, path, cwd, memo) : undefined;
        if (more !== undefined) add(more);
      }
    }
  }
  return steps;
}

/** Why a glob that may expand to an option spelling does (see OptionLikeGlob), or undefined. */
function optionLikeProblem(glob: OptionLikeGlob, pattern: string): string | undefined {
  const expanded = expandGlob(pattern, glob.mustNotMatch === true ? {} : { optionLike: true });
  if (!expanded.ok) return expanded.error;
  if (glob.mustNotMatch !== true) return undefined;
  const match = expanded.value.find(exists);
  if (match === undefined) return undefined;
  return `the file ${match.slice(match.lastIndexOf("/") + 1)} matches it and would reach the program in place of the option as written; quote the word`;
}

/** A denial when a glob that may expand to an option spelling does. */
function judgeOptionLikeGlob(glob: OptionLikeGlob, command: SimpleCommand): Step | undefined {
  for (const pattern of glob.patterns) {
    const problem = optionLikeProblem(glob, pattern);
    if (problem !== undefined)
      return {
        part: `command ${quote(command.text)}`,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: `${quote(command.text)} uses ${glob.word}: ${problem}`,
      };
  }
  return undefined;
}
