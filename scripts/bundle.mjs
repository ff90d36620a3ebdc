// Bundles the action (dist/index.js) and the CLI (dist/cli.js) into self-contained ES modules, with
// code that only some runs need (PDF reading, for one) split into chunks loaded on first use, so start-up
// stays fast. Every module lands directly in dist/, beside the WebAssembly files it loads, so a path
// relative to any module works. esbuild, not @vercel/ncc: ncc's TypeScript loader breaks on current
// compilers, and esbuild is fast and byte-for-byte reproducible, which the dist check
// (test/dist.test.ts) relies on.
import { build, context, transform } from "esbuild";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
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

/** A file of `@anthropic-ai/sdk`, by its path inside the package. */
const sdkFile = (path) =>
  new RegExp(
    `[\\\\/]@anthropic-ai[\\\\/]sdk[\\\\/]${path.replaceAll(".", "\\.").replaceAll("/", "[\\\\/]")}$`,
  );

/**
 * Code of steward's own copy of `@anthropic-ai/sdk` (the one `dist/cli.js` and `dist/index.js` load at
 * start) that only runs for what steward never does, ~110 KB compiled before the first model request.
 * Each export becomes one that throws when used (constants keep their values; a class named in
 * `constructible` can be constructed, and throws once anything of it is used), so a path that did reach
 * one would fail loudly, naming it and why it is left out. The provider SDKs' copies (PROVIDER_FILE,
 * `?provider`) keep the real modules. A release of the SDK that moves or drops one fails the bundle.
 */
/** Why tracing (the SDK's tracing files and `@opentelemetry/api` with them) is left out. */
const NO_TRACING =
  "steward never traces its requests (MessagesClient turns the SDK's tracing off, src/agent/model.ts)";
const SDK_LEFT_OUT = [
  {
    files: [
      "lib/internal/tracing/content.mjs",
      "lib/internal/tracing/response.mjs",
      "lib/internal/tracing/streaming.mjs",
    ],
    // Every use sits behind a span, and no span is ever started.
    why: NO_TRACING,
  },
  {
    files: ["lib/credentials/credential-chain.mjs", "lib/credentials/token-cache.mjs"],
    why: "steward always passes an API key, so the credential chain (config files, profiles, OAuth, OIDC federation) never runs",
  },
  {
    // With the parser of partial tool input it reads (~37 KB with the JSON parser it vendors).
    files: ["lib/MessageStream.mjs"],
    why: "steward streams with messages.create({ stream: true }) (src/agent/model.ts), never messages.stream()",
  },
  {
    files: ["lib/parser.mjs"],
    why: "steward never asks for structured output parsed into objects (messages.parse, output_config.format)",
  },
  {
    // `Messages` constructs its `batches` resource, so the class can be constructed.
    files: ["resources/messages/batches.mjs"],
    why: "steward never uses the Message Batches API",
    constructible: ["Batches"],
  },
  {
    files: ["core/pagination.mjs"],
    why: "steward never lists anything (no paginated endpoint)",
  },
].flatMap(({ files, ...rest }) => files.map((file) => ({ file, pattern: sdkFile(file), ...rest })));
const OTEL_API = "@opentelemetry/api";

/** What every stand-in module builds its exports with (one module, shared by them all). */
const STAND_INS = "steward:stand-ins";
const STAND_INS_SOURCE = `
// What \`class … extends\`, \`instanceof\` and inspecting a value read of a function.
const KEPT = new Set(["prototype", "name", "length"]);
export function standIns(name, why) {
  const leftOut = (what) => {
    throw new Error(name + " (" + what + ") is left out of steward's bundle (scripts/bundle.mjs): " + why);
  };
  return {
    object: (what) => new Proxy({}, { get: () => leftOut(what), has: () => leftOut(what), ownKeys: () => leftOut(what) }),
    fn: (what) =>
      new Proxy(function () {}, {
        apply: () => leftOut(what),
        construct: () => leftOut(what),
        get: (target, key) =>
          KEPT.has(key) || typeof key === "symbol" ? Reflect.get(target, key) : leftOut(what + "." + key),
      }),
    // An instance keeps what its constructor was given (the client); anything else of it throws.
    constructible: (what) =>
      class {
        constructor(client) {
          this._client = client;
          return new Proxy(this, {
            get: (target, key, receiver) =>
              key === "_client" || typeof key === "symbol" ? Reflect.get(target, key, receiver) : leftOut(what + "." + key),
          });
        }
      },
  };
}
`;

/**
 * A module with the exports of the one at `path`, each of which throws when called, constructed or
 * read (a constant keeps its value; a function keeps what `class … extends` and `instanceof` read).
 * @param {string} path
 * @param {{ name: string, why: string, constructible?: string[] }} what how the error names the module,
 *   why it is left out, and the classes that can be constructed
 */
async function leftOutModule(path, { name, why, constructible = [] }) {
  const exports = await import(pathToFileURL(path).href);
  const lines = [
    `import { standIns } from ${JSON.stringify(STAND_INS)};`,
    `const { object, fn, constructible } = standIns(${JSON.stringify(name)}, ${JSON.stringify(why)});`,
  ];
  for (const [key, value] of Object.entries(exports)) {
    const binding = key === "default" ? "leftOutDefault" : key;
    const what = JSON.stringify(key);
    if (constructible.includes(key)) lines.push(`const ${binding} = constructible(${what});`);
    else if (typeof value === "function") lines.push(`const ${binding} = fn(${what});`);
    else if (typeof value === "object" && value !== null) lines.push(`const ${binding} = object(${what});`);
    else lines.push(`const ${binding} = ${JSON.stringify(value)};`);
    lines.push(key === "default" ? `export default ${binding};` : `export { ${binding} };`);
  }
  const missing = constructible.filter((key) => typeof exports[key] !== "function");
  if (missing.length > 0) throw new Error(`${name} has no class ${missing.join(", ")} to leave out`);
  return lines.join("\n");
}

/** @type {import("esbuild").Plugin} */
const sdkLeftOut = {
  name: "sdk-left-out",
  setup(build) {
    const left = new Set();
    build.onStart(() => left.clear());
    // A specifier that may name one of them (the resolved path decides).
    const names = SDK_LEFT_OUT.map((e) => e.file.split("/").pop().replaceAll(".", "\\."));
    const filter = new RegExp(`^@opentelemetry/api$|(?:^|/)(?:${names.join("|")})$`);
    build.onResolve({ filter }, async (args) => {
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
      const entry =
        args.path === OTEL_API
          ? { file: OTEL_API, name: OTEL_API, why: NO_TRACING }
          : SDK_LEFT_OUT.find((e) => e.pattern.test(resolved.path));
      if (entry === undefined) return undefined;
      // A name of its own, not the real module's path: the metafile (test/cli/first-request.test.ts)
      // then tells the stand-in from the module, and no absolute path lands in dist/'s comments (dist/
      // is the same wherever it is built).
      const name = entry.name ?? `@anthropic-ai/sdk/${entry.file}`;
      return {
        path: name,
        namespace: "sdk-left-out",
        pluginData: { real: resolved.path, entry: { ...entry, name } },
      };
    });
    build.onResolve({ filter: /^steward:stand-ins$/ }, (args) => ({
      path: args.path,
      namespace: "sdk-left-out",
    }));
    build.onLoad({ filter: /.*/, namespace: "sdk-left-out" }, async (args) => {
      if (args.path === STAND_INS) return { contents: STAND_INS_SOURCE, loader: "js" };
      const { real, entry } = args.pluginData;
      left.add(entry.file);
      return { contents: await leftOutModule(real, entry), loader: "js" };
    });
    build.onEnd((result) => {
      // A release of the SDK that moves or drops one of these fails the bundle, not silently keeps it.
      const missing = [OTEL_API, ...SDK_LEFT_OUT.map((e) => e.file)].filter((m) => !left.has(m));
      if (result.errors.length === 0 && missing.length > 0)
        throw new Error(`sdk-left-out: nothing matched ${missing.join(", ")}`);
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
 * Likewise `globalThis.ReadableStream`, a lazy getter that loads Node's web streams (~5 M before the
 * first request): the SDK's checks `globalThis.ReadableStream && x instanceof globalThis.ReadableStream`
 * (READABLE_STREAM_CHECKS of them, in client.mjs) become isWebReadableStream(x), which reads the global
 * only for a value that says it is a ReadableStream. A release that adds or drops one fails the bundle.
 */
const UNDICI_GLOBALS = ["Headers", "FormData"];
const SDK_GLOBALS_MODULE = join(root, "src", "agent", "sdk-globals.ts");
const READABLE_STREAM_CHECK =
  /globalThis\.ReadableStream\s*&&\s*([\w$.]+)\s+instanceof\s+globalThis\.ReadableStream\b/g;
const READABLE_STREAM_CHECKS = 4;

/** @type {import("esbuild").Plugin} */
const sdkWithoutUndiciGlobals = {
  name: "sdk-without-undici-globals",
  setup(build) {
    let rewritten = 0;
    let streamChecks = 0;
    build.onStart(() => {
      rewritten = 0;
      streamChecks = 0;
    });
    build.onLoad({ filter: SDK_FILE }, async (args) => {
      if (args.suffix === COPY || !args.path.endsWith(".mjs")) return undefined;
      const source = await readFile(args.path, "utf8");
      // A bare name: not a property (`x.Headers`), part of a longer name, nor a quoted key.
      const named = UNDICI_GLOBALS.filter((name) =>
        new RegExp(`(?<![\\w$.'"\`])${name}(?![\\w$'"\`:])`).test(source),
      );
      const checks = source.match(READABLE_STREAM_CHECK)?.length ?? 0;
      streamChecks += checks;
      if (checks > 0) named.push("isWebReadableStream");
      if (named.length === 0) return undefined;
      rewritten++;
      const specifier = relative(dirname(args.path), SDK_GLOBALS_MODULE).split(sep).join("/");
      const body = source.replace(READABLE_STREAM_CHECK, "isWebReadableStream($1)");
      return {
        contents: `import { ${named.join(", ")} } from ${JSON.stringify(specifier)};\n${body}`,
        loader: "js",
        resolveDir: dirname(args.path),
      };
    });
    build.onEnd((result) => {
      // A release of the SDK that stops naming them needs this no more; one that renames them, a look.
      if (result.errors.length === 0 && rewritten === 0)
        throw new Error("sdk-without-undici-globals: no module of the SDK names Headers or FormData");
      if (result.errors.length === 0 && streamChecks !== READABLE_STREAM_CHECKS)
        throw new Error(
          `sdk-without-undici-globals: ${String(streamChecks)} ReadableStream checks in the SDK, not ${String(READABLE_STREAM_CHECKS)}`,
        );
    });
  },
};

/**
 * esbuild places code by which entry points reach it, and each target of a dynamic `import()` is an
 * entry point of its own. A module that `dist/cli.js` or `dist/index.js` loads at start and that a
 * lazily loaded module also imports lands in a chunk for that set of importers: the CLI loaded 27
 * files before its first model request, each a module record to link and evaluate (with the wrappers:
 * 6 files, and ~12% fewer instructions from launch to that request). esbuild cannot be told that what
 * is loaded when an import() runs is there already (Rollup can), so a second pass says it in esbuild's
 * terms: each lazily imported ES module (CommonJS ones keep their interop untouched) is reached through
 * a wrapper that re-exports it and also imports what is surely loaded wherever it can be imported
 * from. Those modules then share one set of importers, and one chunk. A wrapper loads nothing new at
 * run time: what it imports was evaluated before its import() could run.
 */
const LAZY = "steward-lazy";
const LAZY_TARGET = "steward-lazy:target";

/**
 * The modules esbuild wraps to initialise lazily (`__esm`, `__commonJS`): CommonJS ones, those that
 * are require()d or that CommonJS code import()s, and everything a wrapped module imports.
 * @param {import("esbuild").Metafile} metafile
 * @returns {Set<string>} their metafile input names
 */
function lazilyInitialised(metafile) {
  const wrapped = new Set();
  const wrap = (input) => {
    if (wrapped.has(input) || metafile.inputs[input] === undefined) return;
    wrapped.add(input);
    for (const i of metafile.inputs[input].imports) if (!i.external) wrap(i.path);
  };
  for (const [input, info] of Object.entries(metafile.inputs)) {
    if (info.format === "cjs") wrap(input);
    for (const i of info.imports)
      if (i.kind === "require-call" || (i.kind === "dynamic-import" && info.format === "cjs")) wrap(i.path);
  }
  return wrapped;
}

/**
 * The modules of `inputs` that no other of them imports: esbuild places what they import with them,
 * so a wrapper that imports these reaches them all. Files of the default namespace without a suffix
 * only, which a wrapper can import by path; the others (the SDK's stand-ins) are imported by those.
 * @param {import("esbuild").Metafile} metafile
 * @param {string[]} inputs
 * @returns {string[]} sorted, so the bundle stays the same from build to build
 */
function rootsOf(metafile, inputs) {
  const imported = new Set(
    inputs.flatMap((input) =>
      metafile.inputs[input].imports.filter((i) => i.kind !== "dynamic-import").map((i) => i.path),
    ),
  );
  return inputs.filter((input) => !imported.has(input) && !/[?:]/.test(input)).sort();
}

/**
 * The inputs surely evaluated by the time code of each root output runs (an entry, or a module some
 * code import()s): the root's own static imports, and what every root that can import() it had by
 * then. The greatest fixed point, from "everything" (undefined) down; a root that no code import()s
 * (esbuild keeps the chunk of an import() it tree-shook away) is never loaded, and keeps "everything".
 * @param {import("esbuild").Metafile} metafile
 * @param {string[]} entries the entry points' source files (metafile input names)
 * @returns {{ roots: string[], own: Map<string, Set<string>>, importers: Map<string, string[]>,
 *   loaded: Map<string, Set<string>> }} with each root's static imports (outputs) and importers (roots)
 */
function surelyLoaded(metafile, entries) {
  const outputs = metafile.outputs;
  const importsOf = (out, kind) =>
    outputs[out].imports.filter((i) => i.kind === kind && !i.external).map((i) => i.path);
  const closure = (out, seen = new Set()) => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const next of importsOf(out, "import-statement")) closure(next, seen);
    return seen;
  };
  const inputsOf = (outs) => new Set([...outs].flatMap((out) => Object.keys(outputs[out].inputs)));
  const roots = Object.keys(outputs).filter((out) => outputs[out].entryPoint !== undefined);
  const entryRoots = roots.filter((out) => entries.includes(outputs[out].entryPoint));
  const own = new Map(roots.map((root) => [root, closure(root)]));
  const importers = new Map(roots.map((root) => [root, []]));
  for (const root of roots)
    for (const out of own.get(root))
      for (const lazy of importsOf(out, "dynamic-import")) importers.get(lazy)?.push(root);
  const loaded = new Map(entryRoots.map((root) => [root, inputsOf(own.get(root))]));
  for (let changed = true; changed;) {
    changed = false;
    for (const root of roots) {
      if (entryRoots.includes(root)) continue;
      const known = importers
        .get(root)
        .map((q) => loaded.get(q))
        .filter((set) => set !== undefined);
      if (known.length === 0) continue;
      const meet = new Set([...known[0]].filter((input) => known.every((set) => set.has(input))));
      for (const input of inputsOf(own.get(root))) meet.add(input);
      if (loaded.get(root)?.size === meet.size) continue;
      loaded.set(root, meet);
      changed = true;
    }
  }
  return { roots, own, importers, loaded };
}

/**
 * What the first pass's metafile says the second needs: for each lazily imported ES module (by its
 * metafile input name) that can be wrapped, the modules that every root that can import() it has
 * loaded by then (those in a chunk that other roots load too), and whether it has a default export.
 * @param {import("esbuild").Metafile} metafile
 * @param {string[]} entries the entry points' source files (metafile input names)
 * @returns {Map<string, { startup: string[], hasDefault: boolean }>}
 */
function lazyWrappers(metafile, entries) {
  const outputs = metafile.outputs;
  const importersOfInput = new Map();
  for (const [input, info] of Object.entries(metafile.inputs))
    for (const { path } of info.imports)
      (importersOfInput.get(path) ?? importersOfInput.set(path, []).get(path)).push(input);
  const { roots, own, importers, loaded } = surelyLoaded(metafile, entries);
  /**
   * For a module whose every import() esbuild tree-shook away (it keeps the chunk, which nothing
   * loads): the roots that would load it had they been kept, found from the import()s' modules up
   * through their importers to the nearest ones in the bundle. Wrapped like the others, it then joins
   * the chunks it shares with them rather than splitting them.
   */
  const wouldImport = (target) => {
    const found = new Set();
    const seen = new Set();
    const queue = importersOfInput.get(target) ?? [];
    while (queue.length > 0) {
      const input = queue.shift();
      if (seen.has(input)) continue;
      seen.add(input);
      const holders = roots.filter((q) => [...own.get(q)].some((out) => outputs[out].inputs[input]));
      if (holders.length > 0) for (const q of holders) found.add(q);
      else queue.push(...(importersOfInput.get(input) ?? []));
    }
    return [...found];
  };
  // A root's own chunk holds what no other root loads: it stays there, nothing to join.
  const ownChunk = new Set(roots.flatMap((root) => Object.keys(outputs[root].inputs)));
  const wrapped = lazilyInitialised(metafile);
  // A wrapper that such a module import()s would be lazily initialised too, and with it every module
  // it imports: the startup code. Those are left as they are.
  const importedByWrapped = new Set(
    [...wrapped].flatMap((input) => metafile.inputs[input].imports.map((i) => i.path)),
  );
  const wrappable = (input) =>
    metafile.inputs[input]?.format === "esm" &&
    !input.includes(":") &&
    !wrapped.has(input) &&
    !importedByWrapped.has(input);
  const wrappers = new Map();
  for (const root of roots) {
    const target = outputs[root].entryPoint;
    if (entries.includes(target) || !wrappable(target)) continue;
    const from = importers.get(root).length > 0 ? importers.get(root) : wouldImport(target);
    const before = from.map((q) => loaded.get(q)).filter((set) => set !== undefined);
    if (before.length === 0) continue;
    const [first, ...rest] = before;
    const startup = [...first].filter((input) => !ownChunk.has(input) && rest.every((s) => s.has(input)));
    wrappers.set(target, {
      startup: rootsOf(metafile, startup),
      hasDefault: outputs[root].exports.includes("default"),
    });
  }
  return wrappers;
}

/**
 * Each dynamic `import()` of a module that `wrappers()` names resolves to its wrapper (none in the
 * first pass, which finds them).
 * @param {() => Map<string, { startup: string[], hasDefault: boolean }>} wrappers from lazyWrappers()
 * @returns {import("esbuild").Plugin}
 */
function lazyAfterStartup(wrappers) {
  return {
    name: "lazy-after-startup",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== "dynamic-import" || wrappers().size === 0) return undefined;
        if (args.pluginData?.resolving === true || args.pluginData?.lazyResolving === true) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          // What the importer's loader passed on (a provider SDK's copy), and this plugin's own guard.
          pluginData: { ...args.pluginData, lazyResolving: true },
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== "file")
          return undefined;
        const input = relative(root, resolved.path).split(sep).join("/") + resolved.suffix;
        const wrapper = wrappers().get(input);
        if (wrapper === undefined) return undefined;
        return { path: input, namespace: LAZY, pluginData: { resolved, wrapper } };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY }, (args) => {
        const { resolved, wrapper } = args.pluginData;
        // Namespace imports, never used: esbuild ignores (and warns of) a bare import of a module whose
        // package says it has no side effects, but follows these when it places modules in chunks.
        const lines = wrapper.startup.map(
          (input, k) => `import * as startup${k} from ${JSON.stringify(join(root, input))};`,
        );
        lines.push(`export * from "${LAZY_TARGET}";`);
        if (wrapper.hasDefault) lines.push(`export { default } from "${LAZY_TARGET}";`);
        return { contents: lines.join("\n"), loader: "js", resolveDir: root, pluginData: { resolved } };
      });
      // The wrapper's imports: the module itself, exactly as it was resolved, and the startup modules.
      build.onResolve({ filter: /.*/, namespace: LAZY }, (args) => {
        if (args.path !== LAZY_TARGET) return { path: args.path };
        const { path, namespace, suffix, pluginData, sideEffects } = args.pluginData.resolved;
        return { path, namespace, suffix, pluginData, sideEffects };
      });
    },
  };
}

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
import { jsonSchemaOf } from "./src/tools/json-schema";
import { RESOURCE_INPUT_SCHEMAS } from "./src/tools/mcp/resource-tools";
import { loadZod } from "./src/tools/zod";
// The built-in tools build their schemas with zod once it is loaded (src/tools/zod.ts).
await loadZod();
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
 * yaml (what the policy reader uses of it: 198 KB as esbuild prints it) is compiled on the way to the
 * first model request whenever a policy file exists (src/policy/source.ts): V8 pre-parses the whole
 * chunk as it loads, then parses again and compiles each function that the first parse of a policy
 * runs, at a cost that grows with the text. Its chunk is written minified (99 KB): ~9 M fewer
 * instructions from launch to the first request, of the ~50 M that reading a policy file costs
 * (bench/loop/launch-instructions.mjs, Node 20). Only the text changes: yaml's messages are strings,
 * none of its code reads a function's name, and the chunk's exports keep their names. esbuild minifies
 * a whole build or none of it, so the chunk is minified after the build, and only a chunk of nothing
 * but yaml: a layout that puts yaml beside other code fails the bundle rather than quietly leaving it
 * unminified.
 * @param {import("esbuild").BuildResult & { metafile: import("esbuild").Metafile,
 *   outputFiles: import("esbuild").OutputFile[] }} result the build, with its metafile made to match
 * @returns {Promise<{ path: string, contents: Uint8Array | string }[]>} the files to write
 */
async function withYamlMinified(result) {
  // Any node_modules: the metafile names inputs relative to the working directory, and a linked or
  // hoisted node_modules puts yaml's elsewhere.
  const isYaml = (input) => /(^|\/)node_modules\/yaml\//.test(input);
  const holding = Object.entries(result.metafile.outputs).filter(([, info]) =>
    Object.keys(info.inputs).some(isYaml),
  );
  const mixed = holding.filter(([, info]) => !Object.keys(info.inputs).every(isYaml));
  if (holding.length === 0) throw new Error("yaml-minified: no chunk holds yaml");
  if (mixed.length > 0)
    throw new Error(`yaml-minified: ${mixed.map(([o]) => o).join(", ")} holds yaml and other code`);
  const chunks = new Map(holding.map(([output, info]) => [resolve(root, output), info]));
  return Promise.all(
    result.outputFiles.map(async (file) => {
      const info = chunks.get(file.path);
      if (info === undefined) return file;
      const { code } = await transform(file.text, {
        loader: "js",
        format: "esm",
        minify: true,
        target: COMMON_OPTIONS.target,
        charset: COMMON_OPTIONS.charset,
        legalComments: "eof",
      });
      info.bytes = Buffer.byteLength(code);
      return { path: file.path, contents: code };
    }),
  );
}

/**
 * @param {string} outdir absolute path; emptied first, so no stale chunk survives a rebuild
 * @returns {Promise<import("esbuild").Metafile>} what esbuild wrote and what each output still imports
 */
export async function bundle(outdir) {
  await mkdir(outdir, { recursive: true });
  for (const entry of await readdir(outdir)) await rm(join(outdir, entry), { recursive: true, force: true });
  const entryPoints = { index: "src/index.ts", cli: "src/cli.ts" };
  const options = (extraPlugins) => ({
    ...COMMON_OPTIONS,
    metafile: true,
    entryPoints,
    outdir,
    splitting: true,
    chunkNames: "chunk-[hash]",
    legalComments: "eof",
    plugins: [
      ...extraPlugins,
      absentOptional,
      coreWithoutOidc,
      providerSdkCopy,
      sdkLeftOut,
      sdkWithoutUndiciGlobals,
      mcpZodCopy,
      fdirWithoutOptionalPicomatch,
    ],
  });
  // Two passes over one context (the second reuses what the first parsed): the first tells which
  // modules each entry loads at start and which lazily, the second wraps the lazy ones.
  let wrappers = new Map();
  const ctx = await context({ ...options([lazyAfterStartup(() => wrappers)]), write: false });
  let result;
  try {
    const first = await ctx.rebuild();
    wrappers = lazyWrappers(first.metafile, Object.values(entryPoints));
    result = await ctx.rebuild();
    // A wrapper imported by a lazily initialised module would make all the startup code lazy too.
    const lazyInits = (r) => r.outputFiles.reduce((n, f) => n + f.text.split("__esm({").length - 1, 0);
    if (lazyInits(result) !== lazyInits(first))
      throw new Error("lazy-after-startup: the second pass made more modules lazily initialised");
  } finally {
    await ctx.dispose();
  }
  for (const file of await withYamlMinified(result)) await writeFile(file.path, file.contents);
  for (const asset of ASSETS) await copyFile(require.resolve(asset), join(outdir, basename(asset)));
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The schemas first: the bundle embeds them.
  await writeInputSchemas();
  await bundle(`${root}dist`);
}
