// Where `steward run`'s task comes from, as in Claude Code's print mode: the argument (or --prompt),
// with piped standard input appended to it; or, with --input-format stream-json, the one user message
// read from standard input as a JSON line (the Agent SDK's SDKUserMessage).
import { UsageError } from "./run-args";

export interface PromptInput extends AsyncIterable<Buffer | string> {
  isTTY?: boolean;
}

/** Claude Code waits this long for piped input to begin before going on without it. */
const FIRST_DATA_MS = 3_000;

async function readAll(stdin: PromptInput, firstDataMs: number): Promise<string> {
  const chunks: string[] = [];
  const iterator = stdin[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), firstDataMs);
  });
  try {
    const first = await Promise.race([iterator.next(), timeout]);
    if (first === "timeout") return "";
    clearTimeout(timer);
    if (first.done === true) return "";
    chunks.push(String(first.value));
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next())
      chunks.push(String(next.value));
    return chunks.join("");
  } finally {
    clearTimeout(timer);
  }
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content))
    throw new UsageError("--input-format stream-json: message.content must be a string or a list of blocks.");
  return content
    .map((block: { type?: unknown; text?: unknown }) => {
      if (block.type !== "text" || typeof block.text !== "string")
        throw new UsageError(
          `--input-format stream-json: steward takes text blocks only, got a ${JSON.stringify(block.type)} block.`,
        );
      return block.text;
    })
    .join("\n\n");
}

/** The text of the one user message in a stream-json input. */
export function promptFromStreamJson(text: string): string {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const prompts = lines.map((line, index) => {
    let value: { type?: unknown; message?: { role?: unknown; content?: unknown } };
    try {
      value = JSON.parse(line) as typeof value;
    } catch (error) {
      throw new UsageError(
        `--input-format stream-json: line ${String(index + 1)} is not JSON (${(error as Error).message}).`,
      );
    }
    if (value.type !== "user" || value.message?.role !== "user")
      throw new UsageError(
        `--input-format stream-json: line ${String(index + 1)} is a ${JSON.stringify(value.type)} message; steward reads user messages only.`,
      );
    return textOf(value.message.content);
  });
  if (prompts.length !== 1)
    throw new UsageError(
      `--input-format stream-json: expected one user message (steward runs one task per run), got ${String(prompts.length)}.`,
    );
  return prompts[0] ?? "";
}

export async function readPrompt(
  options: { prompt: string | undefined; inputFormat: "text" | "stream-json" },
  stdin: PromptInput | undefined,
  firstDataMs = FIRST_DATA_MS,
): Promise<string | undefined> {
  const piped = stdin === undefined || stdin.isTTY === true ? "" : await readAll(stdin, firstDataMs);
  if (options.inputFormat === "stream-json") {
    if (options.prompt !== undefined)
      throw new UsageError(
        "with --input-format stream-json the prompt comes from standard input; give no prompt argument.",
      );
    return promptFromStreamJson(piped);
  }
  const parts = [options.prompt, piped.trim() === "" ? undefined : piped].filter((p) => p !== undefined);
  return parts.length === 0 ? undefined : parts.join("\n\n");
}
