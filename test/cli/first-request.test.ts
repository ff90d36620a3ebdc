// What the bundled CLI loads before its first model request: a module-load hook logs every file the
// process loads, the scripted server notes the log when the first request arrives, and esbuild's
// metafile names the source modules in each chunk loaded by then. Code that only tool calls, background
// shells or hooks need must not be among them (issue 20: launch → first request).
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Metafile } from "esbuild";
import { afterEach, beforeEach, expect, it } from "vitest";
import { bundleRoot, cliEntry, METAFILE } from "../support/bundle";
import { type ModelServer, reply, startModelServer, text } from "../support/model-server/index";

const KEY = "sk-ant-cli-test";

/** Source modules that only later work needs (each must still be in the bundle, or the test is stale). */
const NOT_BEFORE_FIRST_REQUEST = [
  // The tools' call code.
  "src/tools/read/lines.ts",
  "src/tools/read/open-file.ts",
  "src/tools/bash/run-command.ts",
  "src/tools/bash/process-group.ts",
  "src/tools/bash/shell-manager.ts",
  "src/tools/edit/replace.ts",
  "src/tools/edit/text-file.ts",
  "src/tools/edit/notebook-cells.ts",
  "src/tools/safe-fs/pinning.ts",
  "src/tools/hooks/run-hook.ts",
  // zod: the tools' schemas are built, and inputs checked, at the first call (src/tools/zod.ts); the
  // request sends their precomputed JSON Schemas.
  "node_modules/zod/v4/core/schemas.js",
  "node_modules/zod/v4/mini/schemas.js",
  // The other commands, and the sandbox's layout and probe (run once the request is sent).
  "src/cli/policy.ts",
  "src/cli/sandbox.ts",
  "src/sandbox/layout.ts",
  "src/sandbox/probe.ts",
  // Tracing: steward's own copy of the SDK gets a stand-in (scripts/bundle.mjs); only the provider
  // SDKs, loaded for Bedrock, Vertex or Foundry, keep the real API.
  "node_modules/@opentelemetry/api/dist/api/trace.mjs",
  // What steward's copy of the SDK holds for messages.create alone: stand-ins throw for the rest
  // (scripts/bundle.mjs). The real modules are bundled in the provider SDKs' copies (`?provider`).
  "node_modules/@anthropic-ai/sdk/lib/MessageStream.mjs",
  "node_modules/@anthropic-ai/sdk/_vendor/partial-json-parser/parser.mjs",
  "node_modules/@anthropic-ai/sdk/lib/parser.mjs",
  "node_modules/@anthropic-ai/sdk/resources/messages/batches.mjs",
  "node_modules/@anthropic-ai/sdk/core/pagination.mjs",
];

/**
 * The entry, the command's chunk, the startup code's, esbuild's runtime helpers, and the policy
 * reader with yaml (imported lazily, and needed for the first request): 6 today.
 */
const MOST_FILES_BEFORE_FIRST_REQUEST = 7;

/**
 * yaml, which the policy reader needs for the first request, is compiled on the way to it; its chunk is
 * written minified (scripts/bundle.mjs): 99 KB with yaml 2.9.1, where esbuild prints the same code in
 * 198 KB (and in 210 KB with all of yaml's exports, which an `import("yaml")` keeps).
 */
const MOST_YAML_BYTES_BEFORE_FIRST_REQUEST = 110_000;

let dir: string;
let server: ModelServer | undefined;
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-cli-first-request-")));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A module that registers a load hook appending each loaded file's URL to `log`. */
async function loadLogger(log: string): Promise<string> {
  const hooks = join(dir, "hooks.mjs");
  await writeFile(
    hooks,
    `import { appendFileSync } from "node:fs";
export async function load(url, context, next) {
  if (url.startsWith("file:")) appendFileSync(${JSON.stringify(log)}, url + "\\n");
  return next(url, context);
}
`,
  );
  const register = join(dir, "register.mjs");
  await writeFile(
    register,
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return register;
}

/**
 * A preload that appends a line to `log`, through Node's diagnostics channels, for each connection the
 * process opens ("connect", before a byte is sent) and each request made with the global fetch
 * ("undici", as undici creates it). At each connection it also notes whether Node has loaded its
 * bundled undici by then (the global Headers, FormData, Request, Response and fetch are lazy getters
 * that load it; Node's list of its loaded internal modules names it once they have), and which of
 * node:crypto, node:child_process, node:readline and its web streams (the global ReadableStream is
 * another lazy getter) it has loaded; and, as the process exits, whether its web streams were loaded
 * at all.
 */
async function requestLogger(log: string): Promise<string> {
  const file = join(dir, "requests.cjs");
  await writeFile(
    file,
    `const { subscribe } = require("node:diagnostics_channel");
const { appendFileSync } = require("node:fs");
const undici = () => {
  const loaded = process.moduleLoadList;
  if (!Array.isArray(loaded)) return "unknown";
  return loaded.some((m) => m.includes("internal/deps/undici")) ? "loaded" : "not loaded";
};
const builtins = () =>
  ["crypto", "child_process", "readline", "internal/webstreams/readablestream"]
    .filter((name) => process.moduleLoadList.includes("NativeModule " + name))
    .join(" ");
subscribe("net.client.socket", () =>
  appendFileSync(
    ${JSON.stringify(log)},
    "request: connect\\nundici at connect: " + undici() + "\\nbuiltins at connect: " + builtins() + "\\n",
  ),
);
subscribe("undici:request:create", () => appendFileSync(${JSON.stringify(log)}, "request: undici\\n"));
process.on("exit", () =>
  appendFileSync(
    ${JSON.stringify(log)},
    "web streams at exit: " +
      (process.moduleLoadList.includes("NativeModule internal/webstreams/readablestream") ? "loaded" : "not loaded") +
      "\\n",
  ),
);
`,
  );
  return file;
}

/** The source modules (metafile inputs) of the given dist/ files, by file name. */
function inputsOf(metafile: Metafile, files: readonly string[]): Set<string> {
  const names = new Set(files);
  const inputs = new Set<string>();
  for (const [output, info] of Object.entries(metafile.outputs))
    if (names.has(basename(output))) for (const input of Object.keys(info.inputs)) inputs.add(input);
  return inputs;
}

/**
 * Runs the bundled CLI for one turn; what the load and request logs held when the first request came,
 * and at the end of the run.
 */
async function launchUntilFirstRequest(): Promise<{
  code: number | null;
  atFirstRequest: string;
  atExit: string;
}> {
  const log = join(dir, "loaded.txt");
  await writeFile(log, "");
  const register = await loadLogger(log);
  const requests = await requestLogger(log);
  const policy = join(dir, "policy.yml");
  await writeFile(policy, "sandbox: off\npermissions:\n  allow:\n    - Bash(npm test)\n");
  let atFirstRequest: string | undefined;
  server = await startModelServer({
    apiKey: KEY,
    script: () => {
      atFirstRequest ??= readFileSync(log, "utf8");
      return reply(text("Nothing to do."));
    },
  });
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "--require",
        requests,
        "--import",
        register,
        cliEntry(),
        "run",
        "--policy",
        policy,
        "--prompt",
        "Look around.",
        "--cwd",
        dir,
      ],
      {
        env: {
          PATH: process.env["PATH"] ?? "/usr/bin:/bin",
          HOME: dir,
          ANTHROPIC_API_KEY: KEY,
          ANTHROPIC_BASE_URL: server?.url ?? "",
        },
        stdio: "ignore",
      },
    );
    child.on("close", resolve);
  });
  return { code, atFirstRequest: atFirstRequest ?? "", atExit: readFileSync(log, "utf8") };
}

it("sends the first model request before loading any tool's call code", async () => {
  const { code, atFirstRequest } = await launchUntilFirstRequest();
  expect(code).toBe(0);
  const metafile = JSON.parse(readFileSync(join(bundleRoot(), METAFILE), "utf8")) as Metafile;
  // A module bundled only in a provider SDK's copy of @anthropic-ai/sdk counts (its name has a suffix).
  const bundled = new Set(
    [
      ...inputsOf(
        metafile,
        Object.keys(metafile.outputs).map((o) => basename(o)),
      ),
    ].map((input) => input.replace(/\?provider$/, "")),
  );
  expect(NOT_BEFORE_FIRST_REQUEST.filter((m) => !bundled.has(m))).toEqual([]);
  const files = atFirstRequest
    .split("\n")
    .filter((url) => url.startsWith("file:"))
    .map((url) => basename(new URL(url).pathname));
  const loaded = inputsOf(metafile, files);
  const yamlBytes = [...new Set(files)]
    .filter((file) => [...inputsOf(metafile, [file])].some((input) => input.startsWith("node_modules/yaml/")))
    .reduce((sum, file) => sum + statSync(join(bundleRoot(), "dist", file)).size, 0);
  expect(yamlBytes).toBeGreaterThan(0);
  expect(yamlBytes).toBeLessThanOrEqual(MOST_YAML_BYTES_BEFORE_FIRST_REQUEST);
  // What the CLI loads at start shares a few chunks (scripts/bundle.mjs, lazyWrappers): each file is
  // a module record to link and evaluate. esbuild alone split it into ~25 by lazy importers.
  expect(files.length, files.join(" ")).toBeLessThanOrEqual(MOST_FILES_BEFORE_FIRST_REQUEST);
  // The log works: what the request needed is there.
  expect(loaded).toContain("src/agent/session.ts");
  expect(loaded).toContain("src/tools/read.ts");
  expect(loaded).toContain("src/policy/load.ts");
  expect(NOT_BEFORE_FIRST_REQUEST.filter((m) => loaded.has(m))).toEqual([]);
  // The first request went out over a connection of its own (src/agent/http-fetch.ts), not through
  // the global fetch: undici's fetch machinery is not compiled and run on the way to it.
  const requestLines = atFirstRequest.split("\n").filter((line) => line.startsWith("request: "));
  expect(requestLines).toEqual(["request: connect"]);
  // Nor Node's crypto (seventeen modules), child_process or readline: src/agent/uuid.ts makes the
  // session's UUIDs; the sandbox's probe and the policy command load theirs when they run. Nor its web
  // streams: the SDK's checks of the body ask src/agent/sdk-globals.ts's isWebReadableStream.
  const builtins = atFirstRequest.split("\n").filter((line) => line.startsWith("builtins at connect:"));
  expect(builtins).toEqual(["builtins at connect: "]);
});

it("undici is not loaded before the first request, nor web streams in the whole turn", async () => {
  const { code, atFirstRequest, atExit } = await launchUntilFirstRequest();
  expect(code).toBe(0);
  // steward's copy of the SDK builds its headers with src/agent/sdk-globals.ts (scripts/bundle.mjs),
  // not the global Headers, whose first use loads and compiles all of undici.
  const atConnect = atFirstRequest.split("\n").filter((line) => line.startsWith("undici at connect: "));
  expect(atConnect).toEqual(["undici at connect: not loaded"]);
  // The answer is read as a Node stream (src/agent/http-fetch.ts), not through a web ReadableStream.
  const streams = atExit.split("\n").filter((line) => line.startsWith("web streams at exit: "));
  expect(streams).toEqual(["web streams at exit: not loaded"]);
});
