// The system prompt, fixed at session start so every request's prefix is identical: a base text (kept
// in prompts/*.txt), the environment, the deferred tools' names, and repository instructions from the
// trusted commit. Anything that changes during the run goes into messages, never here. The base text
// is a block of its own, ahead of everything that differs between runs (paths, date, deferred tool names), so a
// cache breakpoint after it lets every run's first request read tools + base text from the prompt
// cache that an earlier run (of any repository, same steward version) wrote.
import type { TextBlockParam } from "./model";
import base from "./prompts/base.txt";
import subagent from "./prompts/subagent.txt";

export interface PromptEnvironment {
  workspaceRoot: string;
  cwd: string;
  /** The session's start date (YYYY-MM-DD); the date does not move during a run. */
  date: string;
  platform: string;
  /** How Bash runs here (in the sandbox and what that allows, or why it is not available). */
  shell?: string;
  /** MCP servers whose tools are not there (still starting, or failed). */
  mcp?: string;
}

export interface RepositoryInstructions {
  /** e.g. "CLAUDE.md" or "AGENTS.md" */
  path: string;
  /** Read from the trusted commit, never from a pull request's head. */
  text: string;
}

export interface SystemPromptParts {
  environment: PromptEnvironment;
  deferredTools: readonly string[];
  instructions: readonly RepositoryInstructions[];
  /** Extra guidance from the caller (e.g. the trigger's mode); trusted. */
  appendix?: string;
  kind?: "main" | "subagent";
  /** Replaces the base instructions (the environment and instructions sections still follow). */
  base?: string;
  /** A repository-defined sub-agent's definition (.claude/agents/*.md): its role, trusted. */
  role?: { path: string; text: string };
}

function environmentSection(env: PromptEnvironment): string {
  const lines = [
    "# Environment",
    `- Workspace (repository root): ${env.workspaceRoot}`,
    `- Working directory: ${env.cwd}`,
    `- Platform: ${env.platform}`,
    `- Today's date: ${env.date}`,
  ];
  if (env.shell !== undefined) lines.push(`- Shell: ${env.shell}`);
  if (env.mcp !== undefined) lines.push(`- ${env.mcp}`);
  return lines.join("\n");
}

export function buildSystemPrompt(parts: SystemPromptParts): TextBlockParam[] {
  const shared = (parts.base ?? (parts.kind === "subagent" ? subagent : base)).trim();
  const sections = [environmentSection(parts.environment)];
  if (parts.role !== undefined)
    sections.push(
      `# Your role (${parts.role.path}, trusted)\n<agent-definition path="${parts.role.path}">\n${parts.role.text.trim()}\n</agent-definition>`,
    );
  if (parts.deferredTools.length > 0)
    sections.push(
      `# More tools\nThese tools exist but are not loaded; load one with ToolSearch ("select:Name") before calling it: ${parts.deferredTools.join(", ")}.`,
    );
  for (const doc of parts.instructions) {
    if (doc.text.trim() === "") continue;
    sections.push(
      `# Repository instructions (${doc.path}, trusted)\n<repository-instructions path="${doc.path}">\n${doc.text.trim()}\n</repository-instructions>`,
    );
  }
  if (parts.appendix !== undefined && parts.appendix.trim() !== "") sections.push(parts.appendix.trim());
  return [
    { type: "text", text: shared },
    { type: "text", text: sections.join("\n\n") },
  ];
}
