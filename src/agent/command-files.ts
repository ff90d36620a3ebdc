// A slash command's `@path` files, included in the request as Claude Code includes them. Each is read
// by the Read tool through the whole call pipeline — the policy's judgement of Read (never the
// command's own allowed-tools, which only narrow what the model does), the repository's hooks, the
// size limits and the redactor — exactly as if the model had asked for it. A file the policy denies
// stays out with a note; a word that names no file (`@octocat`) stays text, as in instruction files.
import { lstat } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { type ExecuteDeps, executeToolCall, type ToolCallOutcome } from "../tools/execute";

export interface CommandFiles {
  /** The command, for notes: "/review (.claude/commands/review.md)". */
  source: string;
  /** The paths as written after `@`. */
  paths: readonly string[];
}

const textOf = (outcome: ToolCallOutcome): string => {
  const content = outcome.result.content;
  return typeof content === "string"
    ? content
    : content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
};

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The blocks to add after the request, one per file that could be read, or undefined when none was;
 * what stays out is told to `note`.
 */
export async function includeCommandFiles(
  files: CommandFiles,
  deps: ExecuteDeps,
  note: (text: string) => void,
): Promise<string | undefined> {
  const blocks: string[] = [];
  for (const [i, path] of files.paths.entries()) {
    const filePath = isAbsolute(path) ? path : resolve(deps.context.workspaceRoot, path);
    const outcome = await executeToolCall(
      { id: `command_file_${String(i + 1)}`, name: "Read", input: { file_path: filePath } },
      deps,
    );
    if (!outcome.isError) {
      blocks.push(`<command-file path="${escapeAttribute(path)}">\n${textOf(outcome)}\n</command-file>`);
      continue;
    }
    const denied = outcome.decision !== undefined && outcome.decision.behavior !== "allow";
    // Asked only once Read was allowed: `@word` that names no file was not a file, and stays text.
    if (!denied && (await lstat(filePath).catch(() => undefined)) === undefined) continue;
    note(
      `${files.source}: @${path} was not included: ${denied ? (outcome.decision?.reason ?? "the policy denies reading it") : textOf(outcome)}.`,
    );
  }
  if (blocks.length === 0) return undefined;
  return `The command ${files.source} includes these files (read with Read at the start of the run):\n\n${blocks.join("\n\n")}`;
}
