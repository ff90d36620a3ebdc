// A model client that plays a recorded transcript instead of calling the API: each request gets the
// next recorded assistant message, in file order (sub-agent turns included, as they were recorded).
// Tools still run for real, so a replay shows what the recorded session does to this checkout —
// offline, with no key. Used by `steward run --replay` and the demo.
import { readFile } from "node:fs/promises";
import type { ContentBlockParam, ModelClient, ModelResponse } from "./model";
import type { TranscriptLine } from "./transcript";

export class ReplayError extends Error {
  override name = "ReplayError";
  /** Retrying cannot produce turns the recording does not have. */
  readonly retryable = false;
}

type AssistantLine = Extract<TranscriptLine, { type: "assistant" }>;

export function parseTranscript(text: string, source: string): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      lines.push(JSON.parse(line) as TranscriptLine);
    } catch (error) {
      throw new ReplayError(`${source}:${String(index + 1)}: not a JSON line (${(error as Error).message})`);
    }
  });
  return lines;
}

export function createReplayModelClient(
  lines: readonly TranscriptLine[],
  source = "transcript",
): ModelClient {
  const turns = lines.filter((l): l is AssistantLine => l.type === "assistant");
  if (turns.length === 0) throw new ReplayError(`${source} holds no assistant turns to replay.`);
  let next = 0;
  return {
    turn(_request, observer, signal) {
      if (signal.aborted) return Promise.reject(new ReplayError("The replay was interrupted."));
      const line = turns[next];
      if (line === undefined)
        return Promise.reject(
          new ReplayError(
            `${source} has no turn ${String(next + 1)}: the session asked for more turns than were recorded.`,
          ),
        );
      next++;
      const content = line.message.content;
      const toolCalls = content.flatMap((block: ContentBlockParam) =>
        block.type === "tool_use" ? [{ id: block.id, name: block.name, input: block.input }] : [],
      );
      for (const block of content) if (block.type === "text") observer.onText?.(block.text);
      for (const call of toolCalls) observer.onToolUse?.(call);
      const response: ModelResponse = {
        id: line.message.id,
        content,
        stopReason: line.message.stop_reason,
        usage: {
          input_tokens: line.message.usage.input_tokens,
          output_tokens: line.message.usage.output_tokens,
          cache_creation_input_tokens: line.message.usage.cache_creation_input_tokens,
          cache_read_input_tokens: line.message.usage.cache_read_input_tokens,
        },
        model: line.message.model,
        requestId: null,
        toolCalls,
      };
      return Promise.resolve(response);
    },
  };
}

export async function loadReplayClient(path: string): Promise<ModelClient> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ReplayError(`Cannot read the transcript ${path}: ${(error as Error).message}`);
  }
  return createReplayModelClient(parseTranscript(text, path), path);
}
