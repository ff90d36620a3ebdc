// The first user message: the instruction first (the mention's request, the `prompt` input, or the
// built-in task for labels, assignments and CI fix-ups), then every piece of GitHub data in its own
// nonce fence, under plain headings. Nothing an outsider can write reaches the instruction part: it
// holds only logins, numbers, the repository name, GitHub's URLs and trusted text; titles, branch
// names, paths and bodies are all data. The texts live in src/github/prompts/task-*.txt.
import assignmentTemplate from "../prompts/task-assignment.txt";
import automationTemplate from "../prompts/task-automation.txt";
import ciExtraTemplate from "../prompts/task-ci-fixup-extra.txt";
import ciTemplate from "../prompts/task-ci-fixup.txt";
import dataEndTemplate from "../prompts/task-data-end.txt";
import dataTemplate from "../prompts/task-data.txt";
import labelTemplate from "../prompts/task-label.txt";
import emptyMentionTemplate from "../prompts/task-mention-empty.txt";
import mentionTemplate from "../prompts/task-mention.txt";
import pullRequestTemplate from "../prompts/task-pull-request.txt";
import type { Settings } from "../../settings";
import type { Trigger } from "../trigger-types";
import { BODY_CHARS, COMMENT_CHARS, PATH_LIST_CHARS, REVIEW_COMMENTS_CHARS, THREAD_CHARS } from "./budgets";
import { DataFence, newNonce } from "./fence";
import { sanitizeLine } from "./sanitize";
import { fillTemplate } from "./template";
import type { ReviewThreadComment, TaskContext, ThreadComment } from "./types";

export interface RenderOptions {
  /** The fence nonce; random by default (tests fix it). */
  nonce?: string;
}

const WHERE = {
  issue_comment: "a comment",
  pull_request_review_comment: "a review comment",
  pull_request_review: "a review",
  issue_opened: "the issue they opened",
} as const;

const PULL_ACTIONS = {
  opened: "opened",
  synchronize: "updated with new commits",
  reopened: "reopened",
  ready_for_review: "marked ready for review",
} as const;

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n… (${count(text.length - max, "more character")} left out)`;
}

function instruction(trigger: Trigger, settings: Pick<Settings, "triggerPhrase">): string {
  const repository = `${trigger.repo.owner}/${trigger.repo.repo}`;
  switch (trigger.kind) {
    case "mention": {
      const noun = trigger.isPullRequest ? "pull request" : "issue";
      const request =
        trigger.request.trim() === "" ? fillTemplate(emptyMentionTemplate, { noun }).trim() : trigger.request;
      const location =
        trigger.source === "pull_request_review_comment"
          ? "\nTheir comment is attached to a line of the pull request's diff: the review comment marked as the trigger below shows which file and line, with the diff around it.\n"
          : "";
      return fillTemplate(mentionTemplate, {
        actor: trigger.actor,
        phrase: settings.triggerPhrase,
        where: WHERE[trigger.source],
        subject: `${noun} #${String(trigger.number)}`,
        repository,
        request,
        location,
      });
    }
    case "label":
    case "assignment": {
      const noun = trigger.isPullRequest ? "pull request" : "issue";
      const values = {
        actor: trigger.actor,
        subject: `${noun} #${String(trigger.number)}`,
        noun,
        repository,
      };
      return trigger.kind === "label"
        ? fillTemplate(labelTemplate, { ...values, label: sanitizeLine(trigger.label) })
        : fillTemplate(assignmentTemplate, { ...values, assignee: trigger.assignee });
    }
    case "automation":
      return fillTemplate(automationTemplate, { event: trigger.event, repository, prompt: trigger.prompt });
    case "ci-fixup": {
      const extra =
        trigger.prompt === undefined ? "" : fillTemplate(ciExtraTemplate, { prompt: trigger.prompt });
      return fillTemplate(ciTemplate, {
        runId: String(trigger.runId),
        repository,
        sha: /^[0-9a-f]{7,64}$/i.test(trigger.headSha) ? trigger.headSha.slice(0, 12) : "(see below)",
        extra,
      });
    }
    case "pull-request":
      return fillTemplate(pullRequestTemplate, {
        number: String(trigger.number),
        repository,
        action: PULL_ACTIONS[trigger.action],
        prompt: trigger.prompt,
      });
  }
}

/** The newest items that fit the budget (plus any that must stay), back in their original order. */
function newestWithin<T>(
  items: T[],
  size: (item: T) => number,
  budget: number,
  keep: (item: T) => boolean,
): T[] {
  const chosen = new Set<T>(items.filter(keep));
  let used = [...chosen].reduce((sum, item) => sum + size(item), 0);
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item === undefined || chosen.has(item)) continue;
    if (used + size(item) > budget) break;
    chosen.add(item);
    used += size(item);
  }
  return items.filter((item) => chosen.has(item));
}

function subjectSection(context: TaskContext, fence: DataFence): string[] {
  const subject = context.subject;
  if (subject === undefined) return [];
  const noun = subject.kind === "pull_request" ? "pull request" : "issue";
  return [
    `## The ${noun}`,
    fence.wrap(
      noun,
      {
        number: subject.number,
        author: subject.author,
        state: subject.state,
        labels: subject.labels.length === 0 ? undefined : subject.labels.join(", "),
        url: subject.url,
      },
      `Title: ${subject.title}\n\n${cap(subject.body, BODY_CHARS) || "(no description)"}`,
    ),
  ];
}

function branchSection(context: TaskContext, fence: DataFence): string[] {
  const pull = context.pullRequest;
  if (pull === undefined) return [];
  const lines = [
    `head: ${sanitizeLine(pull.headRepository ?? "(deleted repository)")} ${sanitizeLine(pull.headRef)} at ${pull.headSha}`,
    `base: ${sanitizeLine(pull.baseRepository)} ${sanitizeLine(pull.baseRef)} at ${pull.baseSha}`,
    `state: ${pull.state}${pull.draft ? " (draft)" : ""}`,
  ];
  const section = ["## Branches", fence.wrap("pull request branches", {}, lines.join("\n"))];
  if (pull.isFork)
    section.push(
      "The head branch is in a fork: nothing will be pushed to it. Your changes will be offered to its author as a patch.",
    );
  return section;
}

function commentAttributes(c: ThreadComment) {
  return {
    id: c.id,
    author: c.author,
    created: c.createdAt,
    edited: c.updatedAt === c.createdAt ? undefined : c.updatedAt,
    trigger: c.isTrigger ? "this comment started the run" : undefined,
  };
}

function conversationSection(context: TaskContext, fence: DataFence): string[] {
  const all = context.comments;
  if (all.length === 0) return [];
  const kept = newestWithin(
    all,
    (c) => Math.min(c.body.length, COMMENT_CHARS),
    THREAD_CHARS,
    (c) => c.isTrigger,
  );
  const section = [`## Conversation (${count(all.length, "comment")}, oldest first)`];
  if (kept.length < all.length)
    section.push(`(${count(all.length - kept.length, "earlier comment")} left out for length.)`);
  for (const c of kept) section.push(fence.wrap("comment", commentAttributes(c), cap(c.body, COMMENT_CHARS)));
  return section;
}

function reviewSection(context: TaskContext, fence: DataFence): string[] {
  const all = context.reviewComments;
  if (all.length === 0) return [];
  const size = (c: ReviewThreadComment) => Math.min(c.body.length, COMMENT_CHARS) + (c.diffHunk?.length ?? 0);
  const kept = newestWithin(all, size, REVIEW_COMMENTS_CHARS, (c) => c.diffHunk !== undefined);
  const section = [`## Review comments (${count(all.length, "comment")}, oldest first)`];
  if (kept.length < all.length)
    section.push(`(${count(all.length - kept.length, "earlier review comment")} left out for length.)`);
  for (const c of kept) {
    const hunk = c.diffHunk === undefined ? "" : `\n\nThe diff around it:\n${c.diffHunk}`;
    section.push(
      fence.wrap(
        "review comment",
        {
          ...commentAttributes(c),
          path: c.path,
          line: c.startLine === undefined ? c.line : `${String(c.startLine)}-${String(c.line ?? "")}`,
          side: c.side,
          "in-reply-to": c.inReplyTo,
        },
        cap(c.body, COMMENT_CHARS) + hunk,
      ),
    );
  }
  return section;
}

const STATUS_LETTER: Record<string, string> = {
  added: "A",
  removed: "D",
  modified: "M",
  renamed: "R",
  copied: "C",
  changed: "T",
  unchanged: "=",
};

function filesSection(context: TaskContext, fence: DataFence): string[] {
  const pull = context.pullRequest;
  if (pull === undefined || pull.files.length === 0) return [];
  const additions = pull.files.reduce((sum, f) => sum + f.additions, 0);
  const deletions = pull.files.reduce((sum, f) => sum + f.deletions, 0);
  const lines: string[] = [];
  let used = 0;
  let listed = 0;
  for (const f of pull.files) {
    const from = f.previousPath === undefined ? "" : `${sanitizeLine(f.previousPath)} → `;
    const line = `${STATUS_LETTER[f.status] ?? "?"} ${from}${sanitizeLine(f.path)} (+${String(f.additions)} −${String(f.deletions)})${f.hasPatch ? "" : " [no patch]"}`;
    if (used + line.length + 1 > PATH_LIST_CHARS) break;
    lines.push(line);
    used += line.length + 1;
    listed++;
  }
  const rest = pull.files.slice(listed);
  if (rest.length > 0) {
    const byFolder = new Map<string, number>();
    for (const f of rest) {
      const folder = f.path.includes("/") ? `${f.path.split("/")[0] ?? ""}/` : "(root)";
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
    }
    const folders = [...byFolder]
      .sort((a, b) => b[1] - a[1])
      .map(([folder, n]) => `${sanitizeLine(folder)} ${String(n)}`);
    lines.push(`… and ${count(rest.length, "more file")} by top folder: ${folders.join(", ")}`);
  }
  const heading = `## Changed files (${count(pull.changedFiles, "file")}, +${String(additions)} −${String(deletions)})`;
  return [heading, fence.wrap("changed files", {}, lines.join("\n"))];
}

function diffSection(context: TaskContext, fence: DataFence): string[] {
  const diff = context.pullRequest?.diff;
  if (diff === undefined || (diff.parts.length === 0 && diff.leftOut.length === 0)) return [];
  const whole = diff.shownChars >= diff.totalChars && diff.leftOut.length === 0;
  const section = [
    "## Diff",
    whole
      ? "(The whole diff, one piece per file.)"
      : `(${diff.shownChars.toLocaleString("en-US")} of ${count(diff.totalChars, "character")} shown, within a budget of ${diff.budget.toLocaleString("en-US")}: small files whole, large ones cut at a line, some left out as listed. Read the rest with git in the workspace.)`,
  ];
  for (const part of diff.parts)
    section.push(
      fence.wrap(
        "diff",
        {
          path: part.path,
          "left-out":
            part.cutLines === 0
              ? undefined
              : `last ${String(part.cutLines)} of ${String(part.totalLines)} lines`,
        },
        part.text,
      ),
    );
  if (diff.leftOut.length > 0)
    section.push(
      fence.wrap(
        "diff left out",
        {},
        diff.leftOut.map((f) => `${sanitizeLine(f.path)}: ${f.reason}`).join("\n"),
      ),
    );
  return section;
}

function ciSection(context: TaskContext, fence: DataFence): string[] {
  const run = context.ciFailure;
  if (run === undefined) return [];
  const facts = [
    `workflow: ${run.workflowName} (${run.workflowPath})`,
    `run: ${run.url} (attempt ${String(run.attempt)}, event ${run.event})`,
    `branch: ${run.headBranch}`,
    `commit: ${run.headSha}`,
  ];
  const section = ["## The failed workflow run", fence.wrap("workflow run", {}, facts.join("\n"))];
  if (run.jobs.length === 0)
    section.push("(The run lists no failed job; its logs could not point at a cause.)");
  for (const job of run.jobs)
    section.push(
      fence.wrap(
        "job log",
        {
          job: job.name,
          conclusion: job.conclusion,
          "failed-steps": job.failedSteps.length === 0 ? undefined : job.failedSteps.join(", "),
          url: job.url,
          lines:
            job.logError === undefined
              ? `${String(job.shownLines)} of ${String(job.totalLines)} shown`
              : undefined,
        },
        job.logError === undefined ? job.excerpt : `(log unavailable: ${job.logError})`,
      ),
    );
  if (run.moreFailedJobs.length > 0)
    section.push(
      fence.wrap("more failed jobs", {}, `Also failed, logs not included: ${run.moreFailedJobs.join(", ")}`),
    );
  return section;
}

export function renderTaskPrompt(
  trigger: Trigger,
  context: TaskContext,
  settings: Pick<Settings, "triggerPhrase">,
  options: RenderOptions = {},
): string {
  const fence = new DataFence(options.nonce ?? newNonce());
  const data = [
    ...subjectSection(context, fence),
    ...branchSection(context, fence),
    ...conversationSection(context, fence),
    ...reviewSection(context, fence),
    ...filesSection(context, fence),
    ...diffSection(context, fence),
    ...ciSection(context, fence),
  ];
  const parts = [instruction(trigger, settings).trim()];
  // Steward's own remarks (what was left out and why) are trusted text: before the data, not in it.
  if (context.notes.length > 0)
    parts.push(`## Notes from steward\n${context.notes.map((note) => `- ${note}`).join("\n")}`);
  if (data.length > 0)
    parts.push(fillTemplate(dataTemplate, { tag: fence.tag }).trim(), ...data, dataEndTemplate.trim());
  return `${parts.join("\n\n")}\n`;
}
