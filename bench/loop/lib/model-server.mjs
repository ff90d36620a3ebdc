// Loads the scripted Messages API server from test/support/model-server (TypeScript) by bundling it
// with esbuild into a temporary directory, as the other benchmarks load src/. The server runs in the
// benchmark's own process, so its receivedAt / messageStopAt stamps (performance.timeOrigin +
// performance.now()) share a clock with the spawn times taken here.
import { importTypeScript } from "../../lib/load-ts.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../..", import.meta.url));

export async function loadModelServer() {
  const dir = mkdtempSync(join(tmpdir(), "steward-bench-loop-server-"));
  const outfile = join(dir, "model-server.mjs");
  try {
    return await importTypeScript(
      [
        'export * from "./test/support/model-server/index.ts";',
        'export { now } from "./test/support/http.ts";',
      ],
      outfile,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
