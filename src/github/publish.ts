// Publishing a run's changes, by the `publish` input and the trigger: commits to a pull request's own
// branch, a new branch with a pull request for issues and automation, the patch in the report for a
// fork (steward never pushes a fork's code into the base repository). Everything that goes out —
// commit messages, PR titles and bodies — passes the redactor first, and the outside text in them
// (the model's summary, an issue's title) is made inert (report/inert-text.ts): no closing keyword
// for another issue, no CI-skip token, no trailer, no control character. Only steward writes
// `Closes #N`, for the issue the run is about, and the `Co-authored-by:` trailer.
import { type ChangeGuard, executionTraps } from "../policy/index";
import { defuseActions, finalizeModelMarkdown, inertText, type Redactor } from "../report/index";
import type { FileChange, RunLinks, TrapChange } from "../report/state";
import type { PublishMode, Settings } from "../settings";
import type { GitHubClient } from "./client";
import type { TaskContext } from "./context";
import type { ReviewPlan } from "./review/plan";
import { postReview } from "./review/post";
import { suggestionsFromDiff } from "./review/suggest";
import type { Trigger } from "./trigger-types";
import {
  describeHits,
  type Identity,
  type PushResult,
  touchesWorkflows,
  type Workspace,
  type WorkspaceDiff,
  workflowPaths,
} from "./workspace/index";

export interface PublishInput {
  client: GitHubClient;
  settings: Settings;
  trigger: Trigger;
  context: TaskContext;
  workspace: Workspace;
  diff: WorkspaceDiff;
  /** The model's final report (model-authored). */
  summary: string;
  serverUrl: string;
  /** The repository's default branch, for pull requests into it. */
  defaultBranch: string;
  requester: Identity | undefined;
  redact: Redactor;
  /** Hosts links in model-written text may point to (GitHub's own). */
  allowedHosts: readonly string[];
  /** The job run, linked from what steward posts. */
  runUrl?: string | undefined;
  /** The review the run publishes (publish: review, or a fork's pull request), with its comments. */
  review?: ReviewPlan | undefined;
  /** What no commit may carry: secret-like files, protected places no rule allows (src/policy/change-guard.ts). */
  guard?: ChangeGuard | undefined;
}

export interface Publication {
  links: RunLinks;
  notes: string[];
  files: FileChange[];
  /** The changes exist only as the patch in the report. */
  patchOnly: boolean;
}

/** A mention on a pull request whose request starts with "review" ("@steward review this, please"). */
export function asksForReview(trigger: Trigger | undefined): boolean {
  return (
    trigger?.kind === "mention" &&
    trigger.isPullRequest &&
    /^\s*(?:please\s+)?(?:re-?)?review\b/i.test(trigger.request)
  );
}

/** The mode `auto` stands for, given where the work is and what was asked. */
export function effectiveMode(
  setting: PublishMode,
  workspace: Pick<Workspace, "mode">,
  trigger?: Trigger,
): PublishMode {
  if (setting !== "auto") return setting;
  if (asksForReview(trigger)) return "review";
  if (workspace.mode === "fork-pull-request") return "comment";
  if (workspace.mode === "new-branch") return "pull-request";
  return "commit";
}

function statusOf(status: string): FileChange["status"] {
  if (status === "added" || status === "deleted" || status === "renamed") return status;
  return "modified";
}

export function fileChanges(diff: WorkspaceDiff): FileChange[] {
  return diff.files.map((f) => ({
    path: f.path,
    additions: f.additions,
    deletions: f.deletions,
    status: statusOf(f.status),
  }));
}

/** Changed files (both sides of a rename) that run code for whoever checks the branch out. */
export function trapChanges(diff: WorkspaceDiff): TrapChange[] {
  return executionTraps(
    diff.files.flatMap((f) => (f.oldPath === undefined ? [f.path] : [f.path, f.oldPath])),
  );
}

/** Changed paths (both sides of a rename) the guard keeps out of the commit, with what each is. */
export function guardedChanges(
  diff: WorkspaceDiff,
  guard: ChangeGuard | undefined,
): { path: string; label: string }[] {
  if (guard === undefined) return [];
  const paths = diff.files.flatMap((f) => (f.oldPath === undefined ? [f.path] : [f.path, f.oldPath]));
  return [...new Set(paths)].flatMap((path) => {
    const found = guard(path);
    return found === undefined ? [] : [{ path, label: found.label }];
  });
}

/** The report's note on secret-like files withheld from the diff (never committed, never shown). */
export function withheldNote(diff: WorkspaceDiff): string | undefined {
  const withheld = diff.withheld ?? [];
  if (withheld.length === 0) return undefined;
  return `Left out of the commit and of the patch: ${withheld.join(", ")}. Secret-like files are never committed or shown, whoever wrote or staged them.`;
}

/** A short subject naming what the run was for, from trusted parts where possible. */
function subjectOf(trigger: Trigger, context: TaskContext): string {
  const title = context.subject?.title;
  switch (trigger.kind) {
    case "mention":
    case "label":
    case "assignment":
      return title === undefined
        ? `Work on #${String(trigger.number)}`
        : `${inertText(title)} (#${String(trigger.number)})`;
    case "pull-request":
      return `Update #${String(trigger.number)}`;
    case "ci-fixup":
      return `Fix ${inertText(trigger.workflowName)} on ${inertText(trigger.headBranch)}`;
    case "automation":
      return inertText(trigger.prompt.split("\n")[0] ?? "Automated change");
  }
}

function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function commitMessageFor(
  input: Pick<PublishInput, "trigger" | "context" | "summary" | "redact">,
): string {
  const subject = oneLine(`steward: ${subjectOf(input.trigger, input.context)}`, 72);
  const summary = inertText(input.summary).trim();
  const body = summary === "" ? "" : `\n\n${summary}`;
  return input.redact(`${subject}${body}`);
}

function closes(trigger: Trigger, context: TaskContext): string {
  const isIssue = context.subject?.kind === "issue";
  return isIssue && "number" in trigger ? `\n\nCloses #${String(trigger.number)}` : "";
}

/** Posts the run's review: the model's comments, and for a fork its edits as suggestions where they fit. */
async function publishReview(input: PublishInput, plan: ReviewPlan, links: RunLinks, notes: string[]) {
  const comments = [...plan.draft.comments()];
  if (plan.purpose === "fork") {
    const offered = suggestionsFromDiff(input.diff.patch, plan.files);
    comments.push(...offered);
    // A fork run without comments or suggestions has nothing to review: the patch in the report is all.
    if (comments.length === 0) return;
  }
  const posted = await postReview({
    client: input.client,
    repo: input.trigger.repo,
    pullNumber: plan.pullNumber,
    commitId: plan.headSha,
    summary: input.summary,
    comments,
    files: plan.files,
    redact: input.redact,
    allowedHosts: input.allowedHosts,
    runUrl: input.runUrl,
  }).catch((error: unknown) => {
    notes.push(
      `The review could not be posted, not even as a comment (${error instanceof Error ? error.message : String(error)}); its summary is above.`,
    );
    return undefined;
  });
  if (posted === undefined) return;
  notes.push(...posted.notes);
  links.review = { url: posted.url, comments: posted.inline, kind: posted.kind };
}

export async function publish(input: PublishInput): Promise<Publication> {
  const { workspace, diff } = input;
  const notes: string[] = [];
  const withheld = withheldNote(diff);
  if (withheld !== undefined) notes.push(withheld);
  const files = fileChanges(diff);
  const links: RunLinks = {};
  if (input.review !== undefined) await publishReview(input, input.review, links, notes);
  if (diff.files.length === 0) return { links, notes, files, patchOnly: false };

  const kept = keptAsPatch(input);
  if (kept !== undefined) {
    if (kept.note !== undefined) notes.push(kept.note);
    return { links, notes, files, patchOnly: true };
  }
  const sha = await commitChanges(input, notes);
  if (sha === null) return { links, notes, files, patchOnly: true };

  const pushed = await workspace.push();
  if (!pushed.pushed || pushed.branch === undefined) {
    notes.push(
      `The changes were committed but not pushed${pushed.reason === undefined ? "." : `: ${pushed.reason}`}`,
    );
    return { links, notes, files, patchOnly: true };
  }
  const branch = pushed.branch;
  const repoUrl = `${input.serverUrl}/${input.trigger.repo.owner}/${input.trigger.repo.repo}`;
  links.branch = { name: branch, url: `${repoUrl}/tree/${branch}` };
  links.commit = { sha: pushed.sha, url: `${repoUrl}/commit/${pushed.sha}` };
  notes.push(...pushNotes(pushed, branch));
  // A branch steward created (new work, or a PR branch that could not take the push) gets a pull request.
  if (workspace.createdBranch || pushed.movedTo !== undefined)
    await openPullRequest(input, branch, links, notes);
  return { links, notes, files, patchOnly: false };
}

/**
 * When the changes go out only as the patch in the report, with the note saying why: a fork's pull
 * request, `publish: review`, or `publish: comment` (which needs no note). Undefined: they are pushed.
 */
function keptAsPatch(input: PublishInput): { note: string | undefined } | undefined {
  const { workspace } = input;
  const mode = effectiveMode(input.settings.publish, workspace, input.trigger);
  if (workspace.mode === "fork-pull-request")
    return { note: "This pull request comes from a fork: steward does not push to it. The patch is below." };
  if (mode === "review")
    return {
      note:
        input.review === undefined
          ? "publish: review needs a pull request to review; the changes were not pushed. The patch is below."
          : "A review does not push changes; the patch of the files changed during the review is below.",
    };
  if (mode === "comment") return { note: undefined };
  return undefined;
}

/**
 * Commits what may be committed, saying what was left out: workflow files (the workflow's token
 * cannot push them), protected places no rule allows, files that would add secrets. Null: no commit.
 */
async function commitChanges(input: PublishInput, notes: string[]): Promise<string | null> {
  const { workspace, diff, settings, guard } = input;
  // The workflow's token cannot push workflow files; those stay in the patch and are explained.
  const withoutWorkflows = touchesWorkflows(diff);
  if (withoutWorkflows)
    notes.push(
      `Changes to ${workflowPaths(diff).join(", ")} were not pushed: the workflow's token cannot change workflow files. They are in the patch below.`,
    );
  // What a program the agent ran wrote into protected places no rule allows stays out of the commit.
  const guarded = guardedChanges(diff, guard).filter(
    (change) => !(withoutWorkflows && workflowPaths(diff).includes(change.path)),
  );
  if (guarded.length > 0)
    notes.push(
      `Changes to ${guarded.map((c) => `${c.path} (${c.label})`).join(", ")} were not committed: no policy rule allows changing them. They are in the patch below.`,
    );
  const author = { name: settings.gitUserName, email: settings.gitUserEmail };
  const sha = await workspace.commitAll({
    message: commitMessageFor(input),
    author,
    ...(input.requester === undefined ? {} : { coAuthors: [input.requester] }),
    withoutWorkflows,
    ...(guard === undefined ? {} : { leaveOut: (path: string) => guard(path) !== undefined }),
  });
  if (workspace.withheld.length > 0)
    notes.push(
      `Not committed, because they would add secrets (GitHub's push protection refuses those, and steward does not push them): ${describeHits(workspace.withheld)}. ` +
        "They are left in the runner's working tree only; if a file belongs in the repository, add it without the secret and keep the value in the repository's secrets.",
    );
  return sha;
}

/** What the report says about a push that went: moved to another branch, rebased, or with a caveat. */
function pushNotes(pushed: PushResult, branch: string): string[] {
  const notes: string[] = [];
  if (pushed.movedTo !== undefined)
    notes.push(
      `The work went to the new branch ${pushed.movedTo}${pushed.reason === undefined ? "." : `: ${pushed.reason}`}`,
    );
  if (pushed.rebasedOnto !== undefined)
    notes.push(
      `steward's commit was rebased onto ${pushed.rebasedOnto.slice(0, 12)}, which others pushed meanwhile.`,
    );
  // Published, but with something to say (GitHub's signed commit could not be taken back locally…).
  if (pushed.movedTo === undefined && pushed.reason !== undefined)
    notes.push(`Published to ${branch}: ${pushed.reason}.`);
  return notes;
}

/** Opens the pull request from the pushed branch; a failure is a note, the branch stays pushed. */
async function openPullRequest(input: PublishInput, branch: string, links: RunLinks, notes: string[]) {
  const { redact } = input;
  const base = input.workspace.baseBranch ?? input.defaultBranch;
  const title = redact(oneLine(`steward: ${subjectOf(input.trigger, input.context)}`, 120));
  // The summary is the model's: images and links to other hosts are neutralised before it goes live,
  // and nothing in it acts on merge — checked again once sanitised, which may have joined words.
  const summary = finalizeModelMarkdown(inertText(input.summary).trim(), redact, {
    allowedHosts: input.allowedHosts,
  });
  const body = `${defuseActions(summary)}${closes(input.trigger, input.context)}`;
  try {
    const { data } = await input.client.rest.pulls.create({
      ...input.trigger.repo,
      title,
      head: branch,
      base,
      body,
    });
    links.pullRequest = { number: data.number, url: data.html_url };
  } catch (error) {
    notes.push(
      `The branch ${branch} was pushed, but opening a pull request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
