// The long scripted session: every turn but the last Reads one more ~12 KB file, so the conversation
// grows by ~13 KB a turn (the file as the Read tool shows it) and passes 2.5 MB after ~200 turns. It
// measures what a harness does per turn in proportion to the history: re-serialising, re-scanning or
// copying the whole conversation shows as a gap (message_stop → next request) that grows with the turn.
//
// The files are generated from fixed data (every run and CLI sees byte-identical files), each distinct,
// so no harness can answer a Read from memory ("file unchanged").
//
// The usage each answer reports is small and fixed: the prompt cache's own estimate (4 characters a
// token) would pass 600k tokens, and a client compacting its context (Claude Code's auto-compact) would
// no longer carry the history this session is about. Neither CLI's cost or budget logic is measured here.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMainLoopRequest } from "./session.mjs";

export const LONG_TURNS = 220;
export const FILE_BYTES = 12_000;
/** The control session's files: the same turns with almost no history, for the memory that is not the history's. */
export const CONTROL_FILE_BYTES = 300;
export const LONG_PROMPT =
  "Read the design notes in docs/ one part at a time, in order, and then say in one sentence what they cover.";
/** Faster than the 30-turn session's stream: the gap after message_stop is the figure, not the serving. */
export const LONG_TIMING = { firstTokenMs: 60, chunkDelayMs: 5, textChunkChars: 24, jsonChunkChars: 24 };
const USAGE = { input_tokens: 40, cache_creation_input_tokens: 600, cache_read_input_tokens: 24_000 };

const WORDS = [
  "cache",
  "request",
  "prefix",
  "turn",
  "history",
  "message",
  "block",
  "session",
  "budget",
  "policy",
  "sandbox",
  "stream",
  "result",
  "transcript",
  "model",
  "tool",
];

export const partPath = (repo, index) => `${repo}/docs/part-${String(index).padStart(3, "0")}.md`;

/** Part `index`: ~`bytes` of numbered paragraphs, distinct from every other part. */
export function partText(index, bytes = FILE_BYTES) {
  const lines = [`# Design notes, part ${String(index)}`, ""];
  let size = lines.join("\n").length;
  for (let line = 0; size < bytes; line++) {
    const words = Array.from(
      { length: 11 },
      (_, w) => WORDS[(index * 7 + line * 3 + w * 5) % WORDS.length],
    ).join(" ");
    const text = `${String(index)}.${String(line)} The ${words} stays as it was written.`;
    lines.push(text);
    size += text.length + 1;
  }
  return `${lines.join("\n")}\n`;
}

/** Writes the parts a session of `turns` turns reads (one per turn but the last). */
export function createLongRepo(repo, turns = LONG_TURNS, bytes = FILE_BYTES) {
  mkdirSync(join(repo, "docs"), { recursive: true });
  for (let i = 0; i < turns - 1; i++) writeFileSync(partPath(repo, i), partText(i, bytes));
}

const text = (value) => ({ type: "text", text: value });

/** Turn k Reads part k; the last turn answers in text. */
export function buildLongSession(repo, turns = LONG_TURNS) {
  return Array.from({ length: turns }, (_, k) =>
    k === turns - 1
      ? { kind: "final", content: [text("They cover the request cache, the history and the policy.")] }
      : {
          kind: "ordinary",
          content: [
            text(`Reading part ${String(k)}.`),
            { type: "tool_use", name: "Read", input: { file_path: partPath(repo, k) } },
          ],
        },
  );
}

/**
 * The server's script. `onMainRequest(turn)` is called as each main-loop request arrives (the CLI is
 * then waiting for the answer): the benchmarks sample the CLI's memory, or dump its instruction
 * counts, there. Side requests get "OK".
 */
export function createLongScript(turns, timing = LONG_TIMING, { onMainRequest, sides = [] } = {}) {
  return ({ turn, body }) => {
    if (!isMainLoopRequest(body)) {
      sides.push({ model: body?.model, stream: body?.stream === true });
      return { content: [text("OK")], timing };
    }
    onMainRequest?.(turn);
    const scripted = turns[turn];
    return scripted === undefined ? undefined : { content: scripted.content, timing, usage: USAGE };
  };
}
