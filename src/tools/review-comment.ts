// ReviewComment: an inline comment, optionally with a suggested replacement, for the review this run
// publishes. It only records (the GitHub layer posts the review once the run is over), so it is
// read-only towards the repository. It exists only in sessions that publish a review, and checks the
// comment's place against the pull request's diff now, when the model can still correct it.
import { isAbsolute, relative, sep } from "node:path";
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import type { ToolContext } from "./context";
import { isInside, resolveToolPath } from "./paths";
import description from "./review-comment.txt";
import type { ReviewComment } from "./session/review";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    path: z
      .string()
      .check(
        z.minLength(1),
        z.describe(
          "The changed file, relative to the repository root, exactly as the changed files list it.",
        ),
      ),
    line: z
      .number()
      .check(z.describe("The file's own line number the comment is on (the last line, for a range).")),
    start_line: z.optional(
      z
        .number()
        .check(
          z.describe(
            "For a comment on several lines: the first line. Must be in the same diff hunk as line.",
          ),
        ),
    ),
    side: z.optional(
      z
        .enum(["RIGHT", "LEFT"])
        .check(
          z.describe(
            "RIGHT (default): the pull request's version of the file. LEFT: the base version (removed lines).",
          ),
        ),
    ),
    body: z.string().check(z.describe("The comment, in Markdown: what is wrong and why.")),
    suggestion: z.optional(
      z
        .string()
        .check(
          z.describe(
            "The exact text that should replace lines start_line..line (RIGHT side), complete lines without a trailing newline; an empty string deletes them.",
          ),
        ),
    ),
  });

type Input = z.output<ReturnType<typeof inputSchema>>;

/** The repository-relative path with forward slashes, however the model wrote it. */
function repositoryPath(path: string, ctx: Pick<ToolContext, "workspaceRoot" | "env" | "cwd">): string {
  if (!isAbsolute(path) && !path.startsWith("~")) return path.replace(/^\.\//, "");
  const absolute = resolveToolPath(path, ctx);
  if (!isInside(ctx.workspaceRoot, absolute)) return path;
  return relative(ctx.workspaceRoot, absolute).split(sep).join("/");
}

function commentOf(input: Input, ctx: ToolContext): ReviewComment {
  return {
    path: repositoryPath(input.path, ctx),
    line: input.line,
    side: input.side ?? "RIGHT",
    ...(input.start_line === undefined || input.start_line === input.line
      ? {}
      : { startLine: input.start_line }),
    body: input.body.trim(),
    ...(input.suggestion === undefined ? {} : { suggestion: input.suggestion.replace(/\r?\n$/, "") }),
  };
}

/** The lines a suggestion replaces, as the workspace has them, so the model can see it aimed right. */
async function replacedLines(comment: ReviewComment, ctx: ToolContext): Promise<string | undefined> {
  const absolute = resolveToolPath(comment.path, { cwd: ctx.workspaceRoot, env: ctx.env });
  if (!isInside(ctx.workspaceRoot, absolute) || !ctx.canRead(absolute)) return undefined;
  try {
    // Opened pinned and judged by where it really is, as Read opens files. The pinning code loads
    // here, off the path to the first model request.
    const { isRefusal, judgeFor, openExisting } = await import("./safe-fs/open");
    const opened = await openExisting(absolute, "read", judgeFor(ctx, "read", "Read"));
    if (isRefusal(opened)) return undefined;
    const text = await opened.handle.readFile("utf8").finally(() => opened.handle.close());
    const lines = text.split("\n");
    const start = comment.startLine ?? comment.line;
    return lines
      .slice(start - 1, comment.line)
      .map((text, i) => `${String(start + i).padStart(6)}\t${text}`)
      .join("\n");
  } catch {
    return undefined;
  }
}

export const reviewCommentTool = buildTool({
  name: "ReviewComment",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.ReviewComment,
  isEnabled: (features) => features.review === true,
  // It records a comment for the review; the repository is not touched.
  isReadOnly: () => true,
  validateInput: (input, ctx) => {
    for (const [name, value] of [
      ["line", input.line],
      ["start_line", input.start_line],
    ] as const)
      if (value !== undefined && (!Number.isInteger(value) || value < 1))
        return `${name} must be a whole line number of 1 or more, got ${String(value)}.`;
    if (input.body.trim() === "" && input.suggestion === undefined)
      return "body is empty: say what the comment is about (a suggestion alone needs a sentence of why).";
    if (ctx.session.review === undefined)
      return "This run does not publish a review, so inline comments cannot be left; write your remarks in your final message.";
    return ctx.session.review.check(commentOf(input, ctx));
  },
  call: async (input, ctx) => {
    const draft = ctx.session.review;
    if (draft === undefined) throw new Error("ReviewComment was called in a session without a review.");
    const comment = commentOf(input, ctx);
    const added = draft.add(comment);
    if (!added.ok) throw new Error(added.error);
    const range =
      comment.startLine === undefined
        ? `line ${String(comment.line)}`
        : `lines ${String(comment.startLine)}-${String(comment.line)}`;
    const head = `Recorded comment ${String(added.value)} on ${comment.path} ${range} (${comment.side}); it is published with the review when the run ends.`;
    if (comment.suggestion === undefined) return head;
    const current = await replacedLines(comment, ctx);
    return current === undefined
      ? head
      : `${head}\nThe suggestion replaces these lines as they stand in the workspace — check they are the ones you meant:\n${current}`;
  },
  summarize: (input) =>
    `ReviewComment ${input.path}:${input.start_line === undefined ? "" : `${String(input.start_line)}-`}${String(input.line)}`,
});
