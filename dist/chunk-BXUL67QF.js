import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  PatternError,
  SearchOptionError,
  decodeFileText,
  isBinarySync,
  lineStarts,
  lineText
} from "./chunk-NU3FN3TQ.js";
import {
  gitDirRefusal,
  insideGitRepository,
  isInGitDir,
  judgedSearchRoot,
  newestFirst,
  openRealFileSync,
  readRealFileSync,
  underRoot
} from "./chunk-PCNAZVYE.js";
import "./chunk-BVOC53H2.js";
import {
  machinePinning
} from "./chunk-6TRFA7E5.js";
import {
  grepRoot
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/search/grep-format.ts
import { sep } from "node:path";
var MAX_LINE_CHARS = 500;
var plural = (n, word) => `${String(n)} ${word}${n === 1 ? "" : "s"}`;
function shortPath(path, cwd) {
  const prefix = cwd.endsWith(sep) ? cwd : cwd + sep;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
function cutLine(text) {
  const line = text.endsWith("\r") ? text.slice(0, -1) : text;
  if (line.length <= MAX_LINE_CHARS) return line;
  return `${line.slice(0, MAX_LINE_CHARS)} [… ${String(line.length - MAX_LINE_CHARS)} more characters]`;
}
function contentLines(files, format) {
  const out = [];
  let previous;
  for (const file of files) {
    const shown = shortPath(file.path, format.cwd);
    for (const line of file.lines) {
      if (format.withContext && previous !== void 0 && (previous.path !== file.path || line.number > previous.number + 1))
        out.push("--");
      const sep2 = line.isMatch ? ":" : "-";
      const number = format.showLineNumbers ? `${String(line.number)}${sep2}` : "";
      out.push(`${shown}${sep2}${number}${cutLine(line.text)}`);
      previous = { path: file.path, number: line.number };
    }
  }
  return out;
}
function paginate(entries, format, unit) {
  const total = entries.length;
  const { offset } = format;
  const end = format.headLimit === 0 ? total : Math.min(total, offset + format.headLimit);
  const page = entries.slice(offset, end);
  let note = "";
  if (offset >= total && offset > 0)
    note = `[offset ${String(offset)} is past the end: there are only ${plural(total, unit)}.]`;
  else if (end < total)
    note = `[Showing ${unit}s ${String(offset + 1)}-${String(end)} of ${String(total)}. Pass offset: ${String(end)} to see more, or narrow the search with path, glob or type.]`;
  else if (offset > 0) note = `[Showing ${unit}s ${String(offset + 1)}-${String(end)} of ${String(total)}.]`;
  return { entries: page, note };
}
var withNote = (text, note) => note === "" ? text : text === "" ? note : `${text}

${note}`;
function formatGrep(files, format) {
  switch (format.mode) {
    case "files_with_matches": {
      if (files.length === 0) return "No files found";
      const page = paginate(
        files.map((f) => f.path),
        format,
        "file"
      );
      return withNote(
        `Found ${plural(files.length, "file")}
${page.entries.join("\n")}`.trimEnd(),
        page.note
      );
    }
    case "count": {
      if (files.length === 0) return "No matches found";
      const page = paginate(
        files.map((f) => `${shortPath(f.path, format.cwd)}:${String(f.count)}`),
        format,
        "file"
      );
      const total = files.reduce((sum, f) => sum + f.count, 0);
      const summary = `Found ${plural(total, "matching line")} in ${plural(files.length, "file")}.`;
      return withNote(
        page.entries.length === 0 ? summary : `${page.entries.join("\n")}

${summary}`,
        page.note
      );
    }
    case "content": {
      const lines = contentLines(files, format);
      if (lines.length === 0) return "No matches found";
      const page = paginate(lines, format, "line");
      return withNote(page.entries.join("\n"), page.note);
    }
  }
}

// src/tools/search/locate-ripgrep.ts
import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { delimiter, dirname, isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
var EXECUTABLE = process.platform === "win32" ? "rg.exe" : "rg";
async function isExecutableFile(path) {
  try {
    if (!(await stat(path)).isFile()) return false;
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function exists(path) {
  return stat(path).then(
    () => true,
    () => false
  );
}
async function packageRoot(fromFile) {
  for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
    if (await exists(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return void 0;
  }
}
function vendoredPlatform() {
  return `${process.platform}-${process.arch}`;
}
async function findCandidates(env, fromFile = fileURLToPath(import.meta.url)) {
  const candidates = [];
  const root = await packageRoot(fromFile);
  if (root !== void 0) {
    const vendored = join(root, "vendor", "ripgrep", vendoredPlatform(), EXECUTABLE);
    if (await isExecutableFile(vendored)) candidates.push(vendored);
  }
  for (const dir of (env["PATH"] ?? "").split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const onPath = join(dir, EXECUTABLE);
    if (await isExecutableFile(onPath)) {
      candidates.push(onPath);
      break;
    }
  }
  return candidates;
}
var found = /* @__PURE__ */ new Map();
function ripgrepCandidates(env, fromFile = fileURLToPath(import.meta.url)) {
  const key = `${fromFile}\0${env["PATH"] ?? ""}`;
  let candidates = found.get(key);
  if (candidates === void 0) {
    candidates = findCandidates(env, fromFile);
    found.set(key, candidates);
    candidates.catch(() => found.delete(key));
  }
  return candidates.then((list) => [...list]);
}

// src/tools/search/ripgrep.ts
import { isAbsolute as isAbsolute2, join as join2 } from "node:path";

// src/tools/search/ripgrep-args.ts
function matchingArgs(request) {
  const args = ["--no-config", "--no-messages", "--color=never", "--null", "--with-filename", "--no-heading"];
  if (request.caseInsensitive) args.push("--ignore-case");
  if (request.multiline) args.push("--multiline", "--multiline-dotall");
  return args;
}
function walkArgs(request, requireGit) {
  const args = ["--hidden", "--no-ignore-dot", "--no-ignore-global"];
  if (!requireGit) args.push("--no-require-git");
  for (const glob of request.globs) args.push(`--glob=${glob}`);
  args.push("--glob=!.git");
  if (request.type !== void 0) args.push(`--type=${request.type}`);
  return args;
}
function printArgs(request, requireGit) {
  const args = [...matchingArgs(request), ...walkArgs(request, requireGit), "--line-number"];
  if (request.mode === "content") {
    if (request.onlyMatching) args.push("--only-matching");
    if (request.after > 0) args.push(`--after-context=${String(request.after)}`);
    if (request.before > 0) args.push(`--before-context=${String(request.before)}`);
  } else if (request.mode === "files_with_matches") {
    args.push("--max-count=1");
  }
  args.push("--regexp", request.pattern, "--", request.realRoot);
  return args;
}
function candidateArgs(request, requireGit) {
  return [
    ...matchingArgs(request),
    ...walkArgs(request, requireGit),
    "--files-with-matches",
    "--regexp",
    request.pattern,
    "--",
    request.realRoot
  ];
}
function countArgs(request, files) {
  return [...matchingArgs(request), "--count", "--regexp", request.pattern, "--", ...files];
}

// src/tools/search/ripgrep-pinned.ts
import { closeSync } from "node:fs";
var BATCH = 512;
var FIRST_CHILD_FD = 3;
function childFdPath(fd) {
  if (machinePinning().kind === "proc") return `/proc/self/fd/${String(fd)}`;
  if (process.platform === "darwin" || process.platform === "freebsd") return `/dev/fd/${String(fd)}`;
  return void 0;
}
function openBatch(paths) {
  const opened = [];
  for (const path of paths) {
    const file = openRealFileSync(path);
    if (file === void 0) continue;
    let binary = true;
    try {
      binary = isBinarySync(file.fd, file.stats.size);
    } catch {
    }
    if (binary) closeSync(file.fd);
    else opened.push({ path, fd: file.fd });
  }
  return opened;
}
async function searchPinnedCandidates(paths, search) {
  const results = [];
  for (let start = 0; start < paths.length; start += BATCH) {
    const opened = openBatch(paths.slice(start, start + BATCH));
    try {
      if (opened.length === 0) continue;
      const viaFd = childFdPath(FIRST_CHILD_FD) !== void 0;
      const names = opened.map((file, i) => childFdPath(FIRST_CHILD_FD + i) ?? file.path);
      const byName = new Map(names.map((name, i) => [name, opened[i]?.path ?? name]));
      const found2 = await search(names, viaFd ? opened.map((file) => file.fd) : []);
      for (const file of found2) {
        const path = byName.get(file.path);
        if (path !== void 0) results.push({ ...file, path });
      }
    } finally {
      for (const file of opened) closeSync(file.fd);
    }
  }
  return results;
}

// src/tools/search/ripgrep-verify.ts
var MAX_VERIFIED_BYTES = 256 * 1024 * 1024;
function printedLinesHold(file, text, onlyMatching) {
  const starts = lineStarts(text);
  return file.lines.every((printed) => {
    if (printed.number < 1 || printed.number > starts.length) return false;
    const line = lineText(text, starts, printed.number - 1);
    return onlyMatching && printed.isMatch ? line.includes(printed.text) : line === printed.text;
  });
}
function verifiedFiles(files, request) {
  const kept = [];
  for (const file of files) {
    const bytes = readRealFileSync(file.path, MAX_VERIFIED_BYTES);
    const text = bytes === void 0 ? void 0 : decodeFileText(bytes);
    if (text === void 0 || !printedLinesHold(file, text, request.onlyMatching)) continue;
    kept.push(file);
  }
  return kept;
}

// src/tools/search/run-ripgrep.ts
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
var MAX_RIPGREP_OUTPUT_BYTES = 128 * 1024 * 1024;
var RipgrepUnavailable = class extends Error {
};
var RipgrepRunaway = class extends Error {
};
var RIPGREP_LIMITS = { memoryBytes: 1024 * 1024 * 1024, stallMs: 1e4 };
var WATCH_INTERVAL_MS = 250;
var TICKS_PER_SECOND = 100;
var STALLED_CPU_SHARE = 0.1;
var PAGE_SIZE = 4096;
function usageOf(pid) {
  try {
    const stat2 = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
    const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
    const statm = readFileSync(`/proc/${String(pid)}/statm`, "utf8").split(" ");
    return {
      ticks: Number(fields[11]) + Number(fields[12]),
      resident: Number(statm[1]) * PAGE_SIZE
    };
  } catch {
    return void 0;
  }
}
function watchRunaway(pid, limits, stop) {
  const minTicks = limits.stallMs / 1e3 * TICKS_PER_SECOND * STALLED_CPU_SHARE;
  let windowStart = { at: Date.now(), ticks: 0 };
  const timer = setInterval(() => {
    const usage = usageOf(pid);
    if (usage === void 0) return;
    if (usage.resident > limits.memoryBytes)
      return stop(`it used more than ${String(Math.round(limits.memoryBytes / 1024 / 1024))} MB of memory`);
    const now = Date.now();
    if (now - windowStart.at < limits.stallMs) return;
    if (usage.ticks - windowStart.ticks < minTicks)
      return stop(`it did almost no work for ${String(limits.stallMs / 1e3)} s`);
    windowStart = { at: now, ticks: usage.ticks };
  }, WATCH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
function spawnRipgrep(binary, args, options) {
  return new Promise((resolve) => {
    const child = spawn(binary, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe", ...options.descriptors ?? []],
      signal: options.signal
    });
    const stdout = [];
    const stderr = [];
    let size = 0;
    let overflowed = false;
    let message = "";
    let runaway;
    const unwatch = child.pid === void 0 ? () => void 0 : watchRunaway(child.pid, options.limits ?? RIPGREP_LIMITS, (reason) => {
      runaway ??= reason;
      child.kill("SIGKILL");
    });
    child.stdout?.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_RIPGREP_OUTPUT_BYTES) {
        overflowed = true;
        child.kill();
      } else stdout.push(chunk);
    });
    child.stderr?.on("data", (chunk) => stderr.push(chunk));
    child.on("error", (error) => {
      message = error.message;
    });
    child.on("close", (code) => {
      unwatch();
      resolve({
        ...runaway === void 0 ? {} : { runaway },
        exitCode: child.pid === void 0 ? void 0 : code ?? -1,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        message,
        overflowed
      });
    });
  });
}

// src/tools/search/ripgrep.ts
var BINARY_NOTICE = /^([\s\S]*): (?:WARNING: stopped searching binary file|binary file matches)/;
var LINE_PREFIX = /^(\d+)([:-])/;
function parseRipgrepOutput(stdout, mode, root) {
  const files = /* @__PURE__ */ new Map();
  const binary = /* @__PURE__ */ new Set();
  const absolute = (path) => isAbsolute2(path) ? path : join2(root, path);
  for (const line of stdout.split("\n")) {
    if (line === "" || line === "--") continue;
    const nul = line.indexOf("\0");
    if (nul < 0) {
      const notice = BINARY_NOTICE.exec(line);
      if (notice !== null) binary.add(absolute(notice[1]));
      continue;
    }
    const path = absolute(line.slice(0, nul));
    const rest = line.slice(nul + 1);
    if (mode !== "content") {
      files.set(path, { path, count: Number(rest), lines: [] });
      continue;
    }
    const prefix = LINE_PREFIX.exec(rest);
    if (prefix === null) continue;
    let file = files.get(path);
    if (file === void 0) {
      file = { path, count: 0, lines: [] };
      files.set(path, file);
    }
    const printed = {
      number: Number(prefix[1]),
      text: rest.slice(prefix[0].length),
      isMatch: prefix[2] === ":"
    };
    file.lines.push(printed);
  }
  const results = [];
  for (const file of files.values()) {
    if (binary.has(file.path)) continue;
    if (mode === "content")
      file.count = new Set(file.lines.filter((l) => l.isMatch).map((l) => l.number)).size;
    results.push(file);
  }
  return results;
}
function failure(stderr, pattern) {
  const text = stderr.trim().replace(/^rg: /, "");
  if (text.startsWith("unrecognized file type")) return new SearchOptionError(text);
  if (/error parsing glob|glob/i.test(text) && !/regex/i.test(text)) return new SearchOptionError(text);
  return new PatternError(text === "" ? `ripgrep refused the pattern ${JSON.stringify(pattern)}` : text);
}
async function runRipgrep(binary, args, request, options) {
  const result = await spawnRipgrep(binary, args, { ...options, env: request.env, signal: request.signal });
  if (request.signal.aborted) throw new Error("Interrupted: the search was stopped.");
  if (result.runaway !== void 0)
    throw new RipgrepRunaway(
      `ripgrep was stopped: ${result.runaway} (a .gitignore that is a FIFO, or a link to a device such as /dev/zero, does this).`
    );
  if (result.overflowed)
    throw new Error(
      `The search produced more than ${String(MAX_RIPGREP_OUTPUT_BYTES / 1024 / 1024)} MB of output. Narrow it with path, glob or type, or use output_mode "files_with_matches".`
    );
  if (result.exitCode === void 0 || result.exitCode === 126 || result.exitCode === 127)
    throw new RipgrepUnavailable(result.message);
  if (result.exitCode === 2 && result.stderr.trim() !== "") throw failure(result.stderr, request.pattern);
  if (result.exitCode < 0 || result.exitCode > 2)
    throw new Error(`ripgrep failed (exit code ${String(result.exitCode)}): ${result.stderr.trim()}`);
  return result.stdout;
}
var walkDirectory = (request) => request.rootIsFile ? request.realRoot.slice(0, request.realRoot.lastIndexOf("/")) || "/" : request.realRoot;
async function walk(binary, request, args, limits) {
  const cwd = walkDirectory(request);
  return runRipgrep(binary, args(await insideGitRepository(cwd)), request, {
    cwd,
    ...limits === void 0 ? {} : { limits }
  });
}
async function counted(binary, request, limits) {
  const stdout = await walk(binary, request, (requireGit) => candidateArgs(request, requireGit), limits);
  const found2 = stdout.split("\0").map((line) => line.replace(/^\n/, "")).filter((line) => line !== "").map((path) => isAbsolute2(path) ? path : join2(walkDirectory(request), path));
  if (found2.length === 0) return [];
  return searchPinnedCandidates(found2, async (names, descriptors) => {
    const output = await runRipgrep(binary, countArgs(request, names), request, { cwd: "/", descriptors });
    return parseRipgrepOutput(output, "count", "/");
  });
}
async function ripgrepSearch(binary, request, limits) {
  let files;
  if (request.mode === "count" && request.multiline) files = await counted(binary, request, limits);
  else {
    const stdout = await walk(binary, request, (requireGit) => printArgs(request, requireGit), limits);
    files = verifiedFiles(parseRipgrepOutput(stdout, "content", walkDirectory(request)), request);
    if (request.mode !== "content") files = files.map((file) => ({ ...file, lines: [] }));
  }
  return files.map((file) => ({
    ...file,
    path: request.rootIsFile ? request.root : underRoot(file.path, request.realRoot, request.root)
  }));
}

// src/tools/search/search.ts
async function nodeSearch(request) {
  return (await import("./chunk-ZP463ZAU.js")).nodeSearch(request);
}
async function runSearch(request, backend) {
  switch (backend.kind) {
    case "builtin":
      return nodeSearch(request);
    case "ripgrep":
      return ripgrepSearch(backend.binary, request, backend.limits);
    case "auto":
      for (const binary of backend.candidates ?? await ripgrepCandidates(request.env)) {
        try {
          return await ripgrepSearch(binary, request, backend.limits);
        } catch (error) {
          if (error instanceof RipgrepRunaway) break;
          if (!(error instanceof RipgrepUnavailable)) throw error;
        }
      }
      return nodeSearch(request);
  }
}

// src/tools/search/grep-run.ts
var DEFAULT_HEAD_LIMIT = 250;
function splitGlobParameter(glob) {
  if (glob === void 0) return [];
  const globs = [];
  for (const part of glob.split(/\s+/)) {
    if (part === "") continue;
    if (part.includes("{") && part.includes("}")) globs.push(part);
    else globs.push(...part.split(",").filter((g) => g !== ""));
  }
  return globs;
}
function explain(error, input) {
  if (error instanceof PatternError)
    return new Error(
      `The pattern "${input.pattern}" is not a valid regular expression: ${error.complaint}
Grep uses ripgrep's regex syntax (Rust). Escape ( ) [ ] { } . * + ? | ^ $ \\ with a backslash to match them literally, e.g. "interface\\{\\}" finds "interface{}". Look-around and backreferences are not supported.`
    );
  if (error instanceof SearchOptionError) {
    if (input.type !== void 0 && error.message.includes("file type"))
      return new Error(
        `Unknown file type "${input.type}" (${error.message}). Use a ripgrep type name such as js, ts, py, rust, go, java, c or cpp, or filter by file name with glob instead.`
      );
    return new Error(`Invalid glob "${input.glob ?? ""}": ${error.message}`);
  }
  return error;
}
function searchRootOf(root, ctx) {
  const pinned = judgedSearchRoot(root, ctx, "Grep");
  if (pinned === "missing")
    throw new Error(
      `Path does not exist: ${root}. Give an existing file or directory, or omit path to search the working directory.`
    );
  if (!pinned.stats.isDirectory() && !pinned.stats.isFile())
    throw new Error(`Cannot search ${root}: it is neither a regular file nor a directory.`);
  return pinned;
}
async function runGrep(input, ctx, backend) {
  const root = grepRoot(input, ctx);
  if (isInGitDir(root)) throw new Error(gitDirRefusal(root));
  const pinned = searchRootOf(root, ctx);
  const mode = input.output_mode ?? "files_with_matches";
  const context = input["-C"] ?? input.context;
  const content = mode === "content";
  const request = {
    root,
    realRoot: pinned.real,
    rootIsFile: pinned.stats.isFile(),
    pattern: input.pattern,
    caseInsensitive: input["-i"] === true,
    multiline: input.multiline === true,
    globs: splitGlobParameter(input.glob),
    type: input.type,
    mode,
    before: content ? input["-B"] ?? context ?? 0 : 0,
    after: content ? input["-A"] ?? context ?? 0 : 0,
    onlyMatching: content && input["-o"] === true,
    env: ctx.env,
    signal: ctx.signal
  };
  let files;
  try {
    files = await runSearch(request, backend);
    files = files.filter((f) => ctx.canRead(f.path));
  } catch (error) {
    throw explain(error, input);
  }
  const ordered = mode === "files_with_matches" ? await newestFirst(files, (f) => f.path, ctx.signal) : [...files].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return formatGrep(ordered, {
    mode,
    showLineNumbers: input["-n"] ?? true,
    withContext: request.before > 0 || request.after > 0,
    headLimit: input.head_limit ?? DEFAULT_HEAD_LIMIT,
    offset: input.offset ?? 0,
    cwd: ctx.cwd
  });
}
export {
  runGrep,
  splitGlobParameter
};
