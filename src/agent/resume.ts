// `steward run --resume FILE`: the conversation of an earlier run, rebuilt from its stream-json
// transcript (the main session's prompt, assistant and user lines, in order), so a new prompt goes on
// from where it ended — Claude Code's --resume, with the transcript as the session store.
import { readFile } from "node:fs/promises";
import type { ContentBlockParam, MessageParam } from "./model";
import { parseTranscript, ReplayError } from "./replay";

export interface ResumedSession {
  sessionId: string;
  messages: MessageParam[];
}

function resumedSession(text: string, source: string): ResumedSession {
  const lines = parseTranscript(text, source);
  const messages: MessageParam[] = [];
  let sessionId: string | undefined;
  for (const line of lines) {
    if (line.type !== "user" && line.type !== "assistant") continue;
    if (line.parent_tool_use_id !== null) continue;
    sessionId ??= line.session_id;
    const content: ContentBlockParam[] = [...line.message.content];
    const last = messages.at(-1);
    // Consecutive lines of one role are one message (a reminder after tool results, say).
    if (last?.role === line.message.role && typeof last.content !== "string") last.content.push(...content);
    else messages.push({ role: line.message.role, content });
  }
  if (sessionId === undefined || !messages.some((m) => m.role === "assistant"))
    throw new ReplayError(`${source} holds no conversation to resume (no prompt and assistant lines).`);
  if (messages[0]?.role !== "user")
    throw new ReplayError(
      `${source} does not start with the run's prompt (a transcript from before steward recorded it); it can be replayed, not resumed.`,
    );
  return { sessionId, messages };
}

export async function loadResumedSession(path: string): Promise<ResumedSession> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ReplayError(
      `--resume takes a stream-json transcript; cannot read ${path}: ${(error as Error).message}`,
    );
  }
  return resumedSession(text, path);
}
