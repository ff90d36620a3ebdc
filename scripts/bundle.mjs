// Bundles the action (dist/index.js) and the CLI (dist/cli.js) into self-contained ES modules, with
// code that only some runs need (PDF reading, for one) split into chunks loaded on first use, so start-up
// stays fast. Every module lands directly in dist/, beside the WebAssembly files it loads, so a path
// relative to any module works. esbuild, not @vercel/ncc: ncc's TypeScript loader breaks on current
// compilers, and esbuild is fast and byte-for-byte reproducible, which the dist check
// (test/dist.test.ts) relies on.
import { build } from "esbuild";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

/** Files copied next to the bundle: the shell grammar for the policy's command analysis. */
const ASSETS = ["web-tree-sitter/web-tree-sitter.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"];

/**
 * Optional dependencies that libraries `require()` inside try/catch and do fine without. esbuild would
 * leave them as bare imports (that the no-node_modules dist cannot resolve); they become empty modules.
 * supports-color: `debug` (under google-auth-library's HTTP client) only uses it to colour its output.
 */
const ABSENT_OPTIONAL = ["supports-color"];

/** @type {import("esbuild").Plugin} */
const absentOptional = {
  name: "absent-optional",
  setup(build) {
    const filter = new RegExp(`^(?:${ABSENT_OPTIONAL.join("|")})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: "absent-optional" }));
    build.onLoad({ filter: /.*/, namespace: "absent-optional" }, () => ({
      contents: "module.exports = {};",
      loader: "js",
    }));
  },
};

/**
 * fdir (under tinyglobby) looks for an optional picomatch with a runtime require() beside the running
 * file, for a glob() method steward never calls. From dist/ in the action there is none to find; from
 * a development checkout it finds node_modules/picomatch and compiles a second copy from disk at
 * start-up (~2 ms, on the way to the first request). The lookup goes, so dist/ behaves the same
 * wherever it runs. If fdir changes the lines, the bundle fails here rather than silently keeping them.
 */
const FDIR_OPTIONAL_PICOMATCH =
  /try \{\s*__require\.resolve\("picomatch"\);\s*pm = __require\("picomatch"\);\s*\} catch \{\}/;

/** @type {import("esbuild").Plugin} */
const fdirWithoutOptionalPicomatch = {
  name: "fdir-without-optional-picomatch",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]fdir[\\/]dist[\\/]index\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!FDIR_OPTIONAL_PICOMATCH.test(source))
        throw new Error(
          `${args.path}: the optional picomatch lookup this bundle removes is not there any more`,
        );
      return {
        contents: source.replace(FDIR_OPTIONAL_PICOMATCH, "/* steward: no optional picomatch */"),
        loader: "js",
      };
    });
  },
};

/**
 * @actions/core imports its OIDC client (for getIDToken) at the top of the module, and with it
 * @actions/http-client and undici: ~800 KB evaluated at start-up, ~90 ms on the path to the first
 * model request (the rest of core costs ~4 ms). Steward never asks the runner for an ID token, so the
 * bundle gets a client that says so; a release of core that moves the file fails the bundle here.
 */
const CORE_OIDC_FILE = /[\\/]node_modules[\\/]@actions[\\/]core[\\/]lib[\\/]oidc-utils\.js$/;

/** @type {import("esbuild").Plugin} */
const coreWithoutOidc = {
  name: "core-without-oidc",
  setup(build) {
    let replaced = false;
    build.onStart(() => {
      replaced = false;
    });
    build.onLoad({ filter: CORE_OIDC_FILE }, () => {
      replaced = true;
      return {
        contents: `export class OidcClient {
  static async getIDToken() {
    throw new Error("steward's bundle leaves out @actions/core's OIDC client (scripts/bundle.mjs)");
  }
}`,
        loader: "js",
      };
    });
    build.onEnd((result) => {
      if (result.errors.length === 0 && !replaced)
        throw new Error("@actions/core's lib/oidc-utils.js was not found to leave out");
    });
  },
};

/**
 * The provider SDKs (Bedrock, Vertex, Foundry) get their own instance of `@anthropic-ai/sdk` in the
 * bundle. They use all of it (Foundry extends the full `Anthropic` class; the others import every
 * resource), and esbuild places a module by import-graph reachability: shared with steward's own lean
 * client, those ~0.7 MB of resources would land in the chunk `dist/cli.js` and `dist/index.js` load
 * at start, before the first request. A module's identity includes its suffix, so the copies reached
 * from a provider SDK stay in the providers' lazy chunks. The error classes stay shared: retry.ts
 * classifies every provider's failures with `instanceof`.
 */
const SDK_FILE = /[\\/]node_modules[\\/]@anthropic-ai[\\/]sdk[\\/]/;
const PROVIDER_FILE = /[\\/]node_modules[\\/]@anthropic-ai[\\/](?:bedrock|vertex|foundry)-sdk[\\/]/;
const SHARED_SDK_FILE = /[\\/]@anthropic-ai[\\/]sdk[\\/](?:core[\\/]error|internal[\\/]errors)\.m?js$/;
const COPY = "?provider";

/** @type {import("esbuild").Plugin} */
const providerSdkCopy = {
  name: "provider-sdk-copy",
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.resolving === true) return undefined;
      if (args.pluginData?.providerCopy !== true && !PROVIDER_FILE.test(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0 || !SDK_FILE.test(resolved.path) || SHARED_SDK_FILE.test(resolved.path))
        return undefined;
      return { path: resolved.path, suffix: COPY };
    });
    build.onLoad({ filter: SDK_FILE }, async (args) => {
      if (args.suffix !== COPY) return undefined;
      return {
        contents: await readFile(args.path, "utf8"),
        loader: "js",
        resolveDir: dirname(args.path),
        pluginData: { providerCopy: true },
      };
    });
  },
};

/**
 * The MCP SDK (loaded only by runs with MCP servers) gets its own copy of zod, as the provider SDKs get
 * theirs of @anthropic-ai/sdk. It uses zod's classic API, which keeps zod's JSON Schema generator
 * (~45 KB) alive; sharing zod with steward's own zod/mini schemas, that code would land in the chunk
 * `dist/cli.js` and `dist/index.js` load at start. Copies stay in the SDK's lazy chunks.
 */
const MCP_SDK_FILE = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/]sdk[\\/]/;
const ZOD_FILE = /[\\/]node_modules[\\/]zod[\\/]/;
const MCP_COPY = "?mcp";

/** @type {import("esbuild").Plugin} */
const mcpZodCopy = {
  name: "mcp-zod-copy",
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.resolving === true) return undefined;
      if (args.pluginData?.mcpCopy !== true && !MCP_SDK_FILE.test(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0 || !ZOD_FILE.test(resolved.path)) return undefined;
      return { path: resolved.path, suffix: MCP_COPY };
    });
    build.onLoad({ filter: ZOD_FILE }, async (args) => {
      if (args.suffix !== MCP_COPY) return undefined;
      return {
        contents: await readFile(args.path, "utf8"),
        loader: "js",
        resolveDir: dirname(args.path),
        pluginData: { mcpCopy: true },
      };
    });
  },
};

/**
 * Code of steward's own copy of `@anthropic-ai/sdk` (the one `dist/cli.js` and `dist/index.js` load at
 * start) that only runs for what steward never does: trace its requests (OpenTelemetry, with
 * `@opentelemetry/api`), and authenticate with anything but an API key (config files, profiles, OAuth,
 * OIDC federation). ~60 KB compiled before the first model request. `MessagesClient` turns the SDK's
 * tracing off (src/agent/model.ts), so no span is ever started and every use below sits behind one;
 * it always passes an API key, so the credential chain never runs. Each export becomes one that throws
 * when used (constants keep their values), so a path that did reach them would fail loudly, naming it.
 * The provider SDKs' copies (PROVIDER_FILE, `?provider`) keep the real modules.
 */
const SDK_LEFT_OUT = [
  /[\\/]@anthropic-ai[\\/]sdk[\\/]lib[\\/]internal[\\/]tracing[\\/](?:content|response|streaming)\.mjs$/,
  /[\\/]@anthropic-ai[\\/]sdk[\\/]lib[\\/]credentials[\\/](?:credential-chain|token-cache)\.mjs$/,
];
const OTEL_API = "@opentelemetry/api";

/**
 * A module with the exports of the one at `path`, each of which throws when called, constructed or
 * read (a constant keeps its value).
 * @param {string} path
 * @param {string} name how the error names the module
 */
async function leftOutModule(path, name) {
  const exports = await import(pathToFileURL(path).href);
  const why =
    "is left out of steward's bundle (scripts/bundle.mjs): steward never traces and only authenticates with an API key";
  const lines = [
    `const leftOut = (what) => { throw new Error(${JSON.stringify(name)} + " (" + what + ") " + ${JSON.stringify(why)}); };`,
    "const object = (what) => new Proxy({}, { get: () => leftOut(what), has: () => leftOut(what), ownKeys: () => leftOut(what) });",
  ];
  for (const [key, value] of Object.entries(exports)) {
    const binding = key === "default" ? "leftOutDefault" : key;
    const what = JSON.stringify(key);
    if (typeof value === "function") lines.push(`function ${binding}() { leftOut(${what}); }`);
    else if (typeof value === "object" && value !== null) lines.push(`const ${binding} = object(${what});`);
    else lines.push(`const ${binding} = ${JSON.stringify(value)};`);
    lines.push(key === "default" ? `export default ${binding};` : `export { ${binding} };`);
  }
  return lines.join("\n");
}

/** @type {import("esbuild").Plugin} */
const sdkWithoutTelemetry = {
  name: "sdk-without-telemetry",
  setup(build) {
    const left = new Set();
    build.onStart(() => left.clear());
    build.onResolve({ filter: /^@opentelemetry\/api$/ }, async (args) => {
      if (args.pluginData?.resolving === true) return undefined;
      // Only steward's own SDK copy: not a provider SDK, nor a provider's copy of @anthropic-ai/sdk.
      if (!SDK_FILE.test(args.importer) || args.pluginData?.providerCopy === true) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return undefined;
      // The bare name as the path: an absolute one would land in dist/'s comments, and dist/ is the
      // same wherever it is built.
      return { path: OTEL_API, namespace: "sdk-left-out", pluginData: { file: resolved.path } };
    });
    build.onLoad({ filter: /.*/, namespace: "sdk-left-out" }, async (args) => {
      left.add(OTEL_API);
      return { contents: await leftOutModule(args.pluginData.file, OTEL_API), loader: "js" };
    });
    build.onLoad({ filter: SDK_FILE }, async (args) => {
      const pattern = SDK_LEFT_OUT.find((p) => p.test(args.path));
      if (pattern === undefined || args.suffix === COPY) return undefined;
      left.add(String(pattern));
      const name = `@anthropic-ai/sdk/${args.path.split(/[\\/]@anthropic-ai[\\/]sdk[\\/]/)[1]}`;
      return { contents: await leftOutModule(args.path, name), loader: "js" };
    });
    build.onEnd((result) => {
      // A release of the SDK that moves or drops one of these fails the bundle, not silently keeps it.
      const missing = [OTEL_API, ...SDK_LEFT_OUT.map(String)].filter((m) => !left.has(m));
      if (result.errors.length === 0 && missing.length > 0)
        throw new Error(`sdk-without-telemetry: nothing matched ${missing.join(", ")}`);
    });
  },
};

/**
 * In Node the global `Headers` and `FormData` are lazy getters that load and compile all of undici (~94 M
 * instructions, a sixth of launch → first model request), and steward's copy of the SDK touches them on
 * every request (building headers, `instanceof` checks), though the request itself goes over node:http
 * (src/agent/http-fetch.ts). Each of that copy's modules that names them imports module-local ones from
 * src/agent/sdk-globals.ts instead (a module that declared its own would fail the bundle: a duplicate
 * binding). The provider SDKs' copies (`?provider`), which use fetch, keep the globals. A mention in a
 * comment or a string only adds an unused import.
 */
const UNDICI_GLOBALS = ["Headers", "FormData"];
const SDK_GLOBALS_MODULE = join(root, "src", "agent", "sdk-globals.ts");

/** @type {import("esbuild").Plugin} */
const sdkWithoutUndiciGlobals = {
  name: "sdk-without-undici-globals",
  setup(build) {
    let rewritten = 0;
    build.onStart(() => {
      rewritten = 0;
    });
    build.onLoad({ filter: SDK_FILE }, async (args) => {
      if (args.suffix === COPY || !args.path.endsWith(".mjs")) return undefined;
      const source = await readFile(args.path, "utf8");
      // A bare name: not a property (`x.Headers`), part of a longer name, nor a quoted key.
      const named = UNDICI_GLOBALS.filter((name) =>
        new RegExp(`(?<![\\w$.'"\`])${name}(?![\\w$'"\`:])`).test(source),
      );
      if (named.length === 0) return undefined;
      rewritten++;
      const specifier = relative(dirname(args.path), SDK_GLOBALS_MODULE).split(sep).join("/");
      return {
        contents: `import { ${named.join(", ")} } from ${JSON.stringify(specifier)};\n${source}`,
        loader: "js",
        resolveDir: dirname(args.path),
      };
    });
    build.onEnd((result) => {
      // A release of the SDK that stops naming them needs this no more; one that renames them, a look.
      if (result.errors.length === 0 && rewritten === 0)
        throw new Error("sdk-without-undici-globals: no module of the SDK names Headers or FormData");
    });
  },
};

/** What the action's bundle and the schema generator's throwaway bundle share. */
const COMMON_OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  // The action runs on node24; the CLI and the tests also run on Node 20.
  target: "node20",
  format: "esm",
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);",
  },
  // Model-facing prompts are .txt files beside the code.
  loader: { ".txt": "text" },
  charset: "utf8",
  sourcemap: false,
  logLevel: "warning",
  // yaml's "node" export is its CommonJS build, which esbuild cannot tree-shake and wraps whole: the
  // policy reader's chunk was 260 KB. The ESM build of the same release (the "default" export, used
  // by browsers) is the same code and API; tree-shaken it is 197 KB and loads ~3 ms sooner, on the
  // path to the first model request. Its warnings go to console.warn (stderr), not emitWarning.
  alias: { yaml: "./node_modules/yaml/browser/index.js" },
};

/**
 * The JSON Schemas the tools send, precomputed from their zod schemas so that neither the derivation
 * (milliseconds) nor zod's JSON Schema code (~40 KB) sits on the path to the first model request.
 * Each file maps a tool's name to `jsonSchemaOf(tool.inputSchema)`; test/tools/input-schemas.test.ts
 * fails when a committed file differs from what this derives.
 */
export const SCHEMA_FILES = ["src/tools/input-schemas.json", "src/tools/mcp/resource-schemas.json"];

/**
 * The tools import the very files this derives; the throwaway bundle gets `{}` in their place, so a
 * stale, broken or missing file never feeds its own regeneration.
 */
const SCHEMA_FILE = /[\\/]src[\\/]tools[\\/](?:mcp[\\/])?(?:input|resource)-schemas\.json$/;

/** @type {import("esbuild").Plugin} */
const emptySchemaFiles = {
  name: "empty-schema-files",
  setup(build) {
    build.onLoad({ filter: SCHEMA_FILE }, () => ({ contents: "{}", loader: "json" }));
  },
};

const SCHEMA_ENTRY = `
import { BUILTIN_TOOLS } from "./src/tools/builtin";
import { jsonSchemaOf } from "./src/tools/input";
import { RESOURCE_INPUT_SCHEMAS } from "./src/tools/mcp/resource-tools";
const render = (entries) =>
  JSON.stringify(Object.fromEntries(entries.map(([name, schema]) => [name, jsonSchemaOf(schema)])), null, 2) + "\\n";
export const files = {
  "src/tools/input-schemas.json": render(BUILTIN_TOOLS.map((tool) => [tool.name, tool.inputSchema])),
  "src/tools/mcp/resource-schemas.json": render(Object.entries(RESOURCE_INPUT_SCHEMAS)),
};
`;

/**
 * Derives every file of SCHEMA_FILES from the tools' source: esbuild bundles the tools into a
 * temporary module (the same loaders as the action), which runs zod's derivation.
 * @returns {Promise<Record<string, string>>} each file's path (from the repository root) and text
 */
export async function deriveInputSchemas() {
  // Inside node_modules, so the packages left external resolve as they do for the sources.
  await mkdir(join(root, "node_modules", ".cache"), { recursive: true });
  const dir = await mkdtemp(join(root, "node_modules", ".cache", "steward-schemas-"));
  try {
    const outfile = join(dir, "schemas.mjs");
    await build({
      ...COMMON_OPTIONS,
      stdin: { contents: SCHEMA_ENTRY, resolveDir: root, loader: "ts", sourcefile: "schemas.ts" },
      outfile,
      // Only steward's own files are bundled (a quarter of the time); zod and the rest load from
      // node_modules as they would for the tests.
      packages: "external",
      plugins: [emptySchemaFiles],
    });
    const { files } = await import(pathToFileURL(outfile).href);
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Rewrites SCHEMA_FILES from the tools' zod schemas (part of `npm run bundle`). */
export async function writeInputSchemas() {
  const files = await deriveInputSchemas();
  for (const path of SCHEMA_FILES) await writeFile(join(root, path), files[path]);
}

/**
 * @param {string} outdir absolute path; emptied first, so no stale chunk survives a rebuild
 * @returns {Promise<import("esbuild").Metafile>} what esbuild wrote and what each output still imports
 */
export async function bundle(outdir) {
  await mkdir(outdir, { recursive: true });
  for (const entry of await readdir(outdir)) await rm(join(outdir, entry), { recursive: true, force: true });
  const result = await build({
    ...COMMON_OPTIONS,
    metafile: true,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
    splitting: true,
    chunkNames: "chunk-[hash]",
    legalComments: "eof",
    plugins: [
      absentOptional,
      coreWithoutOidc,
      providerSdkCopy,
      sdkWithoutTelemetry,
      sdkWithoutUndiciGlobals,
      mcpZodCopy,
      fdirWithoutOptionalPicomatch,
    ],
  });
  for (const asset of ASSETS) await copyFile(require.resolve(asset), join(outdir, basename(asset)));
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The schemas first: the bundle embeds them.
  await writeInputSchemas();
  await bundle(`${root}dist`);
}
