import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/agent/replay.ts
import { readFile } from "node:fs/promises";
var ReplayError = class extends Error {
  name = "ReplayError";
  /** Retrying cannot produce turns the recording does not have. */
  retryable = false;
};
function parseTranscript(text, source) {
  const lines = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      lines.push(JSON.parse(line));
    } catch (error) {
      throw new ReplayError(`${source}:${String(index + 1)}: not a JSON line (${error.message})`);
    }
  });
  return lines;
}
function createReplayModelClient(lines, source = "transcript") {
  const turns = lines.filter((l) => l.type === "assistant");
  if (turns.length === 0) throw new ReplayError(`${source} holds no assistant turns to replay.`);
  let next = 0;
  return {
    turn(_request, observer, signal) {
      if (signal.aborted) return Promise.reject(new ReplayError("The replay was interrupted."));
      const line = turns[next];
      if (line === void 0)
        return Promise.reject(
          new ReplayError(
            `${source} has no turn ${String(next + 1)}: the session asked for more turns than were recorded.`
          )
        );
      next++;
      const content = line.message.content;
      const toolCalls = content.flatMap(
        (block) => block.type === "tool_use" ? [{ id: block.id, name: block.name, input: block.input }] : []
      );
      for (const block of content) if (block.type === "text") observer.onText?.(block.text);
      for (const call of toolCalls) observer.onToolUse?.(call);
      const response = {
        id: line.message.id,
        content,
        stopReason: line.message.stop_reason,
        usage: {
          input_tokens: line.message.usage.input_tokens,
          output_tokens: line.message.usage.output_tokens,
          cache_creation_input_tokens: line.message.usage.cache_creation_input_tokens,
          cache_read_input_tokens: line.message.usage.cache_read_input_tokens
        },
        model: line.message.model,
        requestId: null,
        toolCalls
      };
      return Promise.resolve(response);
    }
  };
}
async function loadReplayClient(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ReplayError(`Cannot read the transcript ${path}: ${error.message}`);
  }
  return createReplayModelClient(parseTranscript(text, path), path);
}

export {
  ReplayError,
  parseTranscript,
  createReplayModelClient,
  loadReplayClient
};
