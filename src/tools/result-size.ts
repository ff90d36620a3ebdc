// Results too large for the context: the full text is saved to a file the model can Read in parts,
// and the result becomes a preview plus the path. Command output keeps its head and its tail, where
// the error usually is.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ToolResultContent } from "./tool";

export interface SizePolicy {
  toolName: string;
  maxChars: number;
  truncation: "head" | "head-and-tail";
}

export interface SizedResult {
  content: ToolResultContent;
  /** Where the full output went, when it was too large. */
  savedTo: string | undefined;
}

function textOf(content: ToolResultContent): string {
  if (typeof content === "string") return content;
  return content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
}

function safeFileName(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80);
}

export async function applySizePolicy(
  content: ToolResultContent,
  policy: SizePolicy,
  outputDir: string,
  toolUseId: string,
): Promise<SizedResult> {
  const text = textOf(content);
  if (text.length <= policy.maxChars) return { content, savedTo: undefined };

  const dir = join(outputDir, "tool-results");
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${safeFileName(toolUseId)}-${safeFileName(policy.toolName)}.txt`);
  await writeFile(path, text, "utf8");

  const notice = (omitted: number) =>
    `[${String(omitted)} of ${String(text.length)} characters omitted. The full output is saved at ${path}; ` +
    "read it in parts with Read (offset/limit) or search it with Grep.]";
  const budget = Math.max(0, policy.maxChars - 400);
  let preview: string;
  if (policy.truncation === "head-and-tail") {
    const half = Math.floor(budget / 2);
    preview = `${text.slice(0, half)}\n\n${notice(text.length - 2 * half)}\n\n${text.slice(text.length - half)}`;
  } else {
    preview = `${text.slice(0, budget)}\n\n${notice(text.length - budget)}`;
  }
  const images = typeof content === "string" ? [] : content.filter((b) => b.type !== "text");
  return {
    content: images.length === 0 ? preview : [{ type: "text", text: preview }, ...images],
    savedTo: path,
  };
}
