import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  ReplayError,
  parseTranscript
} from "./chunk-SYNQ2IVZ.js";
import "./chunk-RLFWEEHP.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/agent/resume.ts
import { readFile } from "node:fs/promises";
function resumedSession(text, source) {
  const lines = parseTranscript(text, source);
  const messages = [];
  let sessionId;
  for (const line of lines) {
    if (line.type !== "user" && line.type !== "assistant") continue;
    if (line.parent_tool_use_id !== null) continue;
    sessionId ??= line.session_id;
    const content = [...line.message.content];
    const last = messages.at(-1);
    if (last?.role === line.message.role && typeof last.content !== "string") last.content.push(...content);
    else messages.push({ role: line.message.role, content });
  }
  if (sessionId === void 0 || !messages.some((m) => m.role === "assistant"))
    throw new ReplayError(`${source} holds no conversation to resume (no prompt and assistant lines).`);
  if (messages[0]?.role !== "user")
    throw new ReplayError(
      `${source} does not start with the run's prompt (a transcript from before steward recorded it); it can be replayed, not resumed.`
    );
  return { sessionId, messages };
}
async function loadResumedSession(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ReplayError(
      `--resume takes a stream-json transcript; cannot read ${path}: ${error.message}`
    );
  }
  return resumedSession(text, path);
}
export {
  loadResumedSession
};
