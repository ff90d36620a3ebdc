// Preloaded into steward's CLI by the long-session benchmark (--expose-gc --import this file): on
// SIGUSR2 it collects all garbage and appends the memory still live — the JS heap in use and the
// memory outside it (Buffers: the request body's encoded bytes) — to live-memory.jsonl in the CLI's
// temporary directory. RSS also counts the garbage the collector has not yet returned, which depends
// on when it last ran (one build gave −1.2× to 3.9× the history over three runs); live memory after a
// full collection is what the conversation itself holds. The file's path is fixed at load, before the
// CLI runs; processes the CLI starts do not load this file (the flags are on its command line only).
import { appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const file = join(tmpdir(), "live-memory.jsonl");
process.on("SIGUSR2", () => {
  // Twice: the first collection can leave what only weak references or finalisers held.
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  appendFileSync(file, `${JSON.stringify({ at: Date.now(), heapUsed, external, rss })}\n`);
});
