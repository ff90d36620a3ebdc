// A model of the Messages API prompt cache, so tests and benchmarks can measure what a client's request
// prefixes would earn. Rules followed (from Anthropic's prompt-caching documentation):
// - the cached prefix is tools, then system, then messages, in that order, compared byte for byte;
// - a block carrying `cache_control` marks a breakpoint; at most 4 per request;
// - a lookup checks each breakpoint and up to 20 block boundaries before it for an earlier write;
// - a prefix shorter than the model's minimum cacheable length is not cached.
// Tokens are estimated at 4 characters each, which is enough to compare clients, not to bill them.
import { createHash, type Hash } from "node:crypto";
import type { ContentBlockParam, MessagesRequestBody, Usage } from "./script";

const LOOKBACK_BLOCKS = 20;
export const MAX_BREAKPOINTS = 4;

export function estimateTokens(textLength: number): number {
  return Math.ceil(textLength / 4);
}

interface Segment {
  serialized: string;
  breakpoint: boolean;
}

/** Flattens a request into the ordered blocks the cache compares; cache_control itself is not content. */
export function segmentsOf(body: MessagesRequestBody): Segment[] {
  const segments: Segment[] = [];
  const push = (block: ContentBlockParam | string, role?: string) => {
    if (typeof block === "string") {
      segments.push({ serialized: JSON.stringify({ role, text: block }), breakpoint: false });
      return;
    }
    const { cache_control, ...rest } = block;
    segments.push({
      serialized: JSON.stringify(role === undefined ? rest : { role, ...rest }),
      breakpoint: cache_control !== undefined && cache_control !== null,
    });
  };
  for (const tool of body.tools ?? []) push(tool);
  if (typeof body.system === "string") push({ type: "text", text: body.system }, "system");
  else for (const block of body.system ?? []) push(block, "system");
  for (const message of body.messages) {
    if (typeof message.content === "string") push(message.content, message.role);
    else for (const block of message.content) push(block, message.role);
  }
  return segments;
}

export function countBreakpoints(body: MessagesRequestBody): number {
  return segmentsOf(body).filter((s) => s.breakpoint).length;
}

export class PromptCache {
  private readonly written = new Map<string, number>();

  constructor(private readonly minCacheableTokens: number) {}

  /** Usage for this request as the API would report it, and the cache writes it causes. */
  account(body: MessagesRequestBody): Omit<Usage, "output_tokens"> {
    const segments = segmentsOf(body);
    const hash: Hash = createHash("sha256");
    const boundaryHashes: string[] = [];
    const boundaryTokens: number[] = [];
    let tokens = 0;
    for (const segment of segments) {
      hash.update(segment.serialized);
      hash.update("\u0000");
      tokens += estimateTokens(segment.serialized.length);
      boundaryHashes.push(hash.copy().digest("hex"));
      boundaryTokens.push(tokens);
    }
    const total = tokens;
    const breakpoints = segments.flatMap((s, i) => (s.breakpoint ? [i] : []));

    // Longest earlier write reachable from a breakpoint of this request.
    let readTokens = 0;
    for (const bp of breakpoints) {
      for (let i = bp; i >= Math.max(0, bp - LOOKBACK_BLOCKS); i--) {
        const key = boundaryHashes[i];
        if (key !== undefined && this.written.has(key)) {
          readTokens = Math.max(readTokens, boundaryTokens[i] ?? 0);
          break;
        }
      }
    }

    const lastBreakpoint = breakpoints.at(-1);
    const cachedUpTo = lastBreakpoint === undefined ? 0 : (boundaryTokens[lastBreakpoint] ?? 0);
    let creationTokens = 0;
    if (cachedUpTo >= this.minCacheableTokens && cachedUpTo > readTokens) {
      creationTokens = cachedUpTo - readTokens;
    }
    for (const bp of breakpoints) {
      const at = boundaryTokens[bp] ?? 0;
      const key = boundaryHashes[bp];
      if (key !== undefined && at >= this.minCacheableTokens) this.written.set(key, at);
    }
    return {
      cache_read_input_tokens: readTokens,
      cache_creation_input_tokens: creationTokens,
      input_tokens: total - readTokens - creationTokens,
    };
  }
}
