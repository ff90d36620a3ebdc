import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  createSecretFinder
} from "./chunk-ZTT4J2TI.js";
import {
  execa
} from "./chunk-I7AMCC5Y.js";
import {
  DEFAULT_POLICY_PATH,
  POLICY_FILE_NAMES,
  PROJECT_PATTERNS,
  defaultPolicy,
  directoriesOf,
  exactPathsOf,
  hasHooks,
  isRepositoryPath,
  loadPolicy,
  loadProject,
  matchesAny,
  resolveCommand,
  secretFileKind,
  withProjectSettings
} from "./chunk-NYG7QIXA.js";

// src/github/artifact/token.ts
import { createHash } from "node:crypto";
var ArtifactError = class extends Error {
  name = "ArtifactError";
};
function backendIds(token) {
  const payload = token.split(".")[1];
  let claims;
  try {
    claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
  } catch {
    throw new ArtifactError("ACTIONS_RUNTIME_TOKEN is not a JWT; expected the token the runner provides.");
  }
  const scopes = typeof claims.scp === "string" ? claims.scp.split(" ") : [];
  for (const scope of scopes) {
    const [kind, run, job] = scope.split(":");
    if (kind === "Actions.Results" && run !== void 0 && job !== void 0 && run !== "" && job !== "")
      return { workflowRunBackendId: run, workflowJobRunBackendId: job };
  }
  throw new ArtifactError(
    "ACTIONS_RUNTIME_TOKEN carries no Actions.Results scope; expected the token the runner provides to actions."
  );
}
function jobRunId(token) {
  try {
    return createHash("sha256").update(backendIds(token).workflowJobRunBackendId).digest("hex").slice(0, 8);
  } catch {
    return "";
  }
}

// src/github/trusted-project.ts
import { chmod, lstat as lstat3, mkdir as mkdir3, realpath as realpath2, writeFile as writeFile2 } from "node:fs/promises";
import { dirname as dirname2, join as join7, relative, sep } from "node:path";

// src/github/trusted-files.ts
import { lstat as lstat2, readdir, readFile as readFile2 } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/github/workspace/branch-name.ts
import { randomBytes } from "node:crypto";

// src/github/workspace/git-env.ts
import { dirname, resolve } from "node:path";
var PASSED_THROUGH = [
  "PATH",
  "HOME",
  "TMPDIR",
  "SYSTEMROOT",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "ALL_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "all_proxy",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "GIT_SSL_CAINFO",
  "GIT_SSL_CAPATH"
];
function gitEnvironment(env, dir, gitDir) {
  const out = {};
  for (const name of PASSED_THROUGH) {
    const value = env[name];
    if (value !== void 0 && value !== "") out[name] = value;
  }
  out["PATH"] ??= "/usr/local/bin:/usr/bin:/bin";
  return {
    ...out,
    // An explicit repository: no discovery walking up from cwd, no core.worktree redirection, and no
    // safe.directory ownership check (that check guards discovery, which we do not do).
    GIT_DIR: gitDir,
    GIT_WORK_TREE: dir,
    // Only the repository's own config counts; the runner's system and user config do not.
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ATTR_NOSYSTEM: "1",
    // Nobody is there to answer: no prompt, no editor, no pager.
    GIT_TERMINAL_PROMPT: "0",
    GIT_EDITOR: "true",
    GIT_SEQUENCE_EDITOR: "true",
    GIT_PAGER: "cat",
    PAGER: "cat",
    // Status and diff never take the index lock to refresh it: the agent may be running git too.
    GIT_OPTIONAL_LOCKS: "0",
    GIT_NO_REPLACE_OBJECTS: "1",
    LC_ALL: "C",
    LANG: "C"
  };
}
var SAFETY_CONFIG = [
  // Hooks: .git/hooks, and core.hooksPath=.husky/_ as husky's `prepare` script sets it.
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.splitIndex=false",
  "core.untrackedCache=false",
  "core.sshCommand=false",
  "core.askPass=",
  "core.pager=cat",
  "core.editor=true",
  "core.attributesFile=/dev/null",
  "core.quotePath=false",
  // An empty value empties the helper list: no configured helper runs, even on a 401.
  "credential.helper=",
  "commit.gpgSign=false",
  "tag.gpgSign=false",
  "push.gpgSign=false",
  "push.pushOption=",
  "push.followTags=false",
  "push.recurseSubmodules=no",
  "submodule.recurse=false",
  "fetch.recurseSubmodules=false",
  "fetch.prune=false",
  "fetch.pruneTags=false",
  "fetch.writeCommitGraph=false",
  // Nothing in the background that could outlive a command's timeout or hold a lock.
  "gc.auto=0",
  "gc.autoDetach=false",
  "maintenance.auto=false",
  // A directory shaped like a bare repository (HEAD, objects/, refs/ and a config that names programs)
  // is never used unless named: git's children that find their repository themselves (a submodule's
  // status) keep this setting, and a planted one is refused instead of read.
  "safe.bareRepository=explicit",
  // ext:: runs a command; only the transports steward uses are allowed.
  "protocol.allow=never",
  "protocol.https.allow=always",
  "protocol.http.allow=always",
  "merge.default=text",
  "rebase.autoSquash=false",
  "rebase.updateRefs=false",
  "rerere.enabled=false",
  "diff.relative=false",
  "i18n.commitEncoding=UTF-8",
  "advice.detachedHead=false"
];
function discoveryEnvironment(workspace) {
  return {
    GIT_CEILING_DIRECTORIES: dirname(resolve(workspace)),
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: "safe.bareRepository",
    GIT_CONFIG_VALUE_0: "explicit"
  };
}
function trustedReadEnvironment(workspace, env) {
  return {
    ...env,
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    LC_ALL: "C",
    ...discoveryEnvironment(workspace)
  };
}
function configArgs(entries) {
  return entries.flatMap((entry) => ["-c", entry]);
}
function authorizationHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
}
function authEnvironment(remoteUrl, token) {
  const key = `http.${remoteUrl}.extraheader`;
  return {
    GIT_CONFIG_COUNT: "3",
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: "",
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: authorizationHeader(token),
    // A redirect would carry the header to wherever it points.
    GIT_CONFIG_KEY_2: "http.followRedirects",
    GIT_CONFIG_VALUE_2: "false"
  };
}
function secretForms(token) {
  if (token === "") return [];
  return [authorizationHeader(token), Buffer.from(`x-access-token:${token}`).toString("base64"), token];
}

// src/github/workspace/git.ts
var WorkspaceError = class extends Error {
  name = "WorkspaceError";
};
var COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function assertCommitId(sha, what) {
  if (!COMMIT_ID.test(sha))
    throw new WorkspaceError(`Invalid ${what} '${sha}'. Expected a full commit id (40 hex digits).`);
}
function newGitMemo() {
  return { acceptedBranchNames: /* @__PURE__ */ new Set() };
}
function redact(text, token) {
  let out = text;
  for (const secret of secretForms(token)) out = out.split(secret).join("***");
  return out;
}
function timeoutFor(ctx, options) {
  const wanted = options.timeoutMs ?? (options.remote === true ? ctx.remoteTimeoutMs : ctx.localTimeoutMs);
  return ctx.deadline === void 0 ? wanted : Math.max(1, Math.min(wanted, ctx.deadline - ctx.now()));
}
async function runGit(ctx, args, options = {}) {
  const env = {
    ...ctx.env,
    ...options.remote === true ? authEnvironment(ctx.remoteUrl, ctx.token) : {},
    ...options.env
  };
  const outcome2 = await ctx.runner({
    args: [
      "--no-pager",
      ...configArgs(SAFETY_CONFIG),
      ...configArgs(ctx.driversOff),
      ...configArgs(options.config ?? []),
      ...args
    ],
    cwd: ctx.dir,
    env,
    timeoutMs: timeoutFor(ctx, options),
    ...options.input === void 0 ? {} : { input: options.input },
    ...options.binary === true ? { binaryStdout: true } : {}
  });
  return {
    ...outcome2,
    stdout: redact(outcome2.stdout, ctx.token),
    stderr: redact(outcome2.stderr, ctx.token),
    command: redact(`git ${args.join(" ")}`, ctx.token)
  };
}
function describeFailure(result) {
  const detail = result.stderr.trim() || result.stdout.trim();
  const status = result.timedOut ? "timed out" : `failed (exit ${String(result.exitCode)})`;
  const tail = detail.length > 2e3 ? `…${detail.slice(-2e3)}` : detail;
  return `${result.command} ${status}${tail === "" ? "" : `: ${tail}`}`;
}
async function git(ctx, args, options = {}) {
  const result = await runGit(ctx, args, options);
  if (result.exitCode !== 0) throw new WorkspaceError(`${describeFailure(result)} (in ${ctx.dir})`);
  return result.stdout;
}
async function resolveCommit(ctx, revision) {
  const result = await runGit(ctx, [
    "rev-parse",
    "--verify",
    "--quiet",
    "--end-of-options",
    `${revision}^{commit}`
  ]);
  return result.exitCode === 0 ? result.stdout.trim() : void 0;
}
async function headCommitAndTree(ctx) {
  const out = await git(ctx, ["rev-list", "--no-walk", "--format=%T", "HEAD^{commit}", "--"]);
  const [, commit, tree] = /^commit ([0-9a-f]{40,64})\n([0-9a-f]{40,64})\n$/.exec(out) ?? [];
  if (commit === void 0 || tree === void 0)
    throw new WorkspaceError(
      `Unexpected output of git rev-list for HEAD in ${ctx.dir}: ${JSON.stringify(out)}`
    );
  return { commit, tree };
}
async function isAncestor(ctx, ancestor, descendant) {
  const result = await runGit(ctx, ["merge-base", "--is-ancestor", ancestor, descendant]);
  return result.exitCode === 0;
}

// src/github/workspace/branch-name.ts
function newShortId() {
  return randomBytes(3).toString("hex");
}
function slugify(text, maxLength = 40) {
  const words = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > maxLength) break;
    slug = next;
  }
  if (slug === "" && words[0] !== void 0) slug = words[0].slice(0, maxLength);
  return slug === "" ? "task" : slug;
}
function newBranchName(parts) {
  const subject = typeof parts.subject === "number" ? String(parts.subject) : slugify(parts.subject);
  const kind = parts.kind === void 0 || parts.kind === "" ? [] : [slugify(parts.kind)];
  return `${parts.prefix}${[...kind, subject, parts.shortId].join("-")}`;
}
async function assertBranchName(ctx, name, what) {
  if (ctx.memo.acceptedBranchNames.has(name)) return;
  const plainlyBad = name === "" || name.startsWith("-") || /[\s:\\^~?*[]|@\{|\.\.|\/\/|\/$|\.lock$|^\//.test(name);
  const result = plainlyBad ? void 0 : await runGit(ctx, ["check-ref-format", `refs/heads/${name}`]);
  if (result?.exitCode !== 0)
    throw new WorkspaceError(
      `Invalid ${what} '${name}'. Expected a git branch name (no spaces, ':', '..', '@{' or leading '-').`
    );
  ctx.memo.acceptedBranchNames.add(name);
}

// src/github/workspace/git-runner.ts
var MAX_BUFFER = 256 * 1024 * 1024;
function killGroup(pid) {
  if (pid === void 0) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}
function textOf(value) {
  return value instanceof Uint8Array ? Buffer.from(value).toString("utf8") : "";
}
function createGitRunner(options = {}) {
  const binary = options.binary ?? "git";
  return async ({ args, cwd, env, timeoutMs, input, binaryStdout }) => {
    const child = execa(binary, [...args], {
      ...binaryStdout === true ? { encoding: "buffer" } : {},
      cwd,
      env: { ...env },
      extendEnv: false,
      ...input === void 0 ? { stdin: "ignore" } : { input },
      stripFinalNewline: false,
      maxBuffer: MAX_BUFFER,
      detached: true,
      reject: false
    });
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        killGroup(child.pid);
      },
      Math.max(1, timeoutMs)
    );
    try {
      const result = await child;
      const stderr = typeof result.stderr === "string" ? result.stderr : textOf(result.stderr);
      return {
        stdout: typeof result.stdout === "string" ? result.stdout : "",
        ...result.stdout instanceof Uint8Array ? { stdoutBytes: Buffer.from(result.stdout) } : {},
        // A command that could not start has no stderr of its own: say why it did not run.
        stderr: result.exitCode === void 0 && !timedOut ? `${stderr}${result.shortMessage}` : stderr,
        exitCode: timedOut ? -1 : result.exitCode ?? -1,
        timedOut
      };
    } finally {
      clearTimeout(timer);
    }
  };
}

// src/report/inert-text.ts
var ESCAPE_SEQUENCE = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[PX^_][^\u001B]*(?:\u001B\\)?|[ -/]*[0-~])?|\u009B[0-?]*[ -/]*[@-~]/g;
var CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
var INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function stripControls(text) {
  return text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n").replace(ESCAPE_SEQUENCE, "").replace(CONTROL, "").replace(INVISIBLE, "").replace(LONE_SURROGATE, "�");
}
var CLOSING_KEYWORD = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b/i;
var REFERENCE = /((?<!&)#|\bGH-|\/(?:issues|pull|pulls)\/)(\d)/gi;
function breakReferences(paragraph) {
  const keyword = CLOSING_KEYWORD.exec(paragraph);
  if (keyword === null) return paragraph;
  const at = keyword.index;
  return paragraph.slice(0, at) + paragraph.slice(at).replace(REFERENCE, "$1 $2");
}
var SKIP_TOKEN = /\[([^\]\n]{0,40})\]/g;
var SKIP_WORDS = /\bskip\b|\bno[\s_-]*ci\b/i;
function defuseSkipTokens(text) {
  return text.replace(SKIP_TOKEN, (whole, inner) => SKIP_WORDS.test(inner) ? `(${inner})` : whole).replace(/\*+\s*(no[\s_-]*ci)\s*\*+/gi, "$1");
}
var KNOWN_TRAILERS = /* @__PURE__ */ new Set(["cc", "fixes", "closes", "resolves", "bug", "link", "see-also", "change-id"]);
var TRAILER_LINE = /^(\s*)([A-Za-z0-9][A-Za-z0-9-]*)([ \t]*):(?!\/\/)/;
function defuseTrailer(line) {
  const match = TRAILER_LINE.exec(line);
  if (match === null) return line;
  const [whole, indent = "", token = "", gap = ""] = match;
  if (!token.includes("-") && !KNOWN_TRAILERS.has(token.toLowerCase())) return line;
  return `${indent}${token}${gap} -${line.slice(whole.length)}`;
}
function defuseLastBlock(paragraph) {
  const lines2 = paragraph.split("\n");
  if (!lines2.some((line) => TRAILER_LINE.test(line))) return paragraph;
  return lines2.map((line) => line.replace(TRAILER_LINE, "$1$2$3 -")).join("\n");
}
function defuseActions(text) {
  const parts = defuseSkipTokens(text).split(/(\n[ \t]*\n)/);
  let last = -1;
  for (let i = 0; i < parts.length; i += 2) if ((parts[i] ?? "").trim() !== "") last = i;
  return parts.map((part, i) => {
    if (i % 2 === 1) return part;
    const lines2 = part.split("\n").map(defuseTrailer).join("\n");
    return breakReferences(i === last ? defuseLastBlock(lines2) : lines2);
  }).join("");
}
function inertText(text) {
  return defuseActions(stripControls(text));
}
function inertLine(text, max) {
  const line = inertText(text).replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

// src/github/workspace/message.ts
function assertIdentity(identity, what) {
  const bad = /[<>\r\n\0]/;
  if (identity.name.trim() === "" || bad.test(identity.name))
    throw new WorkspaceError(
      `Invalid ${what} name '${identity.name}'. Expected a non-empty name without <, >, or line breaks.`
    );
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(identity.email))
    throw new WorkspaceError(
      `Invalid ${what} email '${identity.email}'. Expected an address such as bot@example.com.`
    );
}
var TRAILER = /^[A-Za-z0-9][A-Za-z0-9-]*: \S/;
function commitMessage(message, author, coAuthors = []) {
  const body = stripControls(message).replace(/\s+$/, "");
  if (body.trim() === "")
    throw new WorkspaceError("Invalid commit message ''. Expected a non-empty message.");
  const seen = /* @__PURE__ */ new Set([author.email.toLowerCase()]);
  const trailers = [];
  for (const coAuthor of coAuthors) {
    assertIdentity(coAuthor, "co-author");
    const key = coAuthor.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    trailers.push(`Co-authored-by: ${coAuthor.name} <${coAuthor.email}>`);
  }
  if (trailers.length === 0) return `${body}
`;
  const paragraphs = body.split(/\n\s*\n/);
  const last = paragraphs.at(-1) ?? "";
  const endsWithTrailers = paragraphs.length > 1 && last.split("\n").every((line) => TRAILER.test(line));
  return `${body}${endsWithTrailers ? "\n" : "\n\n"}${trailers.join("\n")}
`;
}

// src/github/workspace/repo-config.ts
import { constants } from "node:fs";
import { lstat, open, readFile } from "node:fs/promises";
import { join } from "node:path";
function parseConfigList(text) {
  return text.split("\0").filter((record) => record !== "").map((record) => {
    const newline = record.indexOf("\n");
    return newline < 0 ? [record, ""] : [record.slice(0, newline), record.slice(newline + 1)];
  });
}
function parseScopedList(text) {
  const tokens = text.split("\0");
  const out = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const [entry] = parseConfigList(tokens[i + 1] ?? "");
    if (entry !== void 0) out.push({ scope: tokens[i] ?? "", entry });
  }
  return out;
}
async function readRegularFile(path) {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => void 0);
  if (handle === void 0) return void 0;
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : void 0;
  } finally {
    await handle.close();
  }
}
var READS_BEYOND_THE_FILE = /^(?:include|includeif)\.|^extensions\.worktreeconfig$/i;
async function readConfigBytes(ctx, bytes) {
  const result = await runGit(ctx, ["config", "--list", "-z", "--no-includes", "--file", "-"], {
    input: bytes
  });
  if (result.exitCode !== 0) return void 0;
  const entries = parseConfigList(result.stdout);
  return entries.some(([key]) => READS_BEYOND_THE_FILE.test(key)) ? void 0 : entries;
}
async function readEveryScope(ctx) {
  const scoped = parseScopedList(await git(ctx, ["config", "--list", "-z", "--includes", "--show-scope"]));
  const fromRepository = scoped.filter(({ scope }) => scope !== "command");
  return {
    local: fromRepository.filter(({ scope }) => scope === "local").map(({ entry }) => entry),
    all: fromRepository.map(({ entry }) => entry)
  };
}
async function readRepositoryConfig(ctx) {
  const bytes = await configElsewhere(ctx.gitDir) ? void 0 : await readRegularFile(join(ctx.gitDir, "config"));
  if (bytes !== void 0) {
    const remembered = ctx.memo.config;
    if (remembered?.bytes.equals(bytes) === true)
      return { local: remembered.entries, all: remembered.entries };
    const entries = await readConfigBytes(ctx, bytes);
    if (entries !== void 0) {
      ctx.memo.config = { bytes, entries };
      return { local: entries, all: entries };
    }
  }
  return readEveryScope(ctx);
}
function isHarmlessKey(key) {
  const lower = key.toLowerCase();
  return lower.startsWith("branch.") || lower === "core.hookspath" || lower === "user.name" || lower === "user.email";
}
function relevant(entries) {
  return entries.filter(([key]) => !isHarmlessKey(key)).map(([key, value]) => `${key}=${value}`);
}
async function assertConfigUnchanged(ctx, baseline) {
  const before = relevant(baseline);
  const now = relevant((await readRepositoryConfig(ctx)).local);
  const added = now.filter((entry) => !before.includes(entry));
  const removed = before.filter((entry) => !now.includes(entry));
  if (added.length === 0 && removed.length === 0) return;
  const keys = [...new Set([...added, ...removed].map((entry) => entry.slice(0, entry.indexOf("="))))];
  throw new WorkspaceError(
    `The repository's git config (${ctx.gitDir}/config) changed during the run (${keys.join(", ")}); steward does not give the token to git when its config may send it elsewhere. Expected the config actions/checkout left, with only branch.*, user.* and core.hooksPath allowed to change.`
  );
}
function driverOverrides(config) {
  const keys = config.all.map(([key]) => key).filter((key) => /^(?:filter|merge)\./.test(key));
  const overrides = /* @__PURE__ */ new Set();
  for (const key of keys) {
    const first = key.indexOf(".");
    const last = key.lastIndexOf(".");
    if (last <= first) continue;
    const section = key.slice(0, first).toLowerCase();
    const name = key.slice(first + 1, last);
    if (/[=\n\uFFFD]/.test(name))
      throw new WorkspaceError(
        `The repository's git config defines a ${section} driver named '${name}', which steward cannot switch off from the command line; expected driver names in UTF-8 without '=' or line breaks.`
      );
    if (section === "filter") {
      for (const variable of ["clean", "smudge", "process"]) overrides.add(`filter.${name}.${variable}=`);
      overrides.add(`filter.${name}.required=false`);
    } else if (section === "merge" && name !== "") {
      overrides.add(`merge.${name}.driver=false`);
    }
  }
  return [...overrides];
}
async function switchDriversOff(state) {
  await assertGitDirNotRedirected(state.ctx);
  state.ctx = { ...state.ctx, driversOff: driverOverrides(await readRepositoryConfig(state.ctx)) };
}
var REDIRECT_FILES = ["commondir", "config.worktree"];
async function configElsewhere(gitDir) {
  return lstat(join(gitDir, "commondir")).then(
    () => true,
    () => false
  );
}
async function readGitDirRedirects(gitDir) {
  const contents = await Promise.all(
    REDIRECT_FILES.map(async (name) => [name, await readFile(join(gitDir, name), "utf8").catch(() => null)])
  );
  return JSON.stringify(contents);
}
async function assertGitDirNotRedirected(ctx) {
  if (ctx.gitDirRedirects === void 0) return;
  if (await readGitDirRedirects(ctx.gitDir) === ctx.gitDirRedirects) return;
  throw new WorkspaceError(
    `${join(ctx.gitDir, "commondir")} or config.worktree changed during the run: something in the workspace tried to point git at another repository or config. steward runs no git command in it; expected the git directory as the checkout left it (only objects, refs and the index change).`
  );
}

// src/github/workspace/snapshot.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { copyFile, mkdir, open as open2, rename, rm, stat, utimes } from "node:fs/promises";
import { join as join2 } from "node:path";
var MAX_SKIPPED_PATHS = 20;
function failedPath(stderr) {
  return /Unable to process path (.+)$/m.exec(stderr)?.[1] ?? /unable to (?:stat|index file|open) '?([^':\n]+)'?/im.exec(stderr)?.[1] ?? /^error: (.+?): (?:cannot|does not|failed)/m.exec(stderr)?.[1];
}
async function addWorktree(ctx, indexFile, options) {
  const env = { GIT_INDEX_FILE: indexFile };
  const listed = await git(
    ctx,
    ["ls-files", "-z", "--modified", "--deleted", "--others", "--exclude-standard"],
    {
      env,
      config: [`core.excludesFile=${options.excludesFile}`]
    }
  );
  let paths = [...new Set(listed.split("\0").filter((path) => path !== ""))];
  for (let skipped = 0; paths.length > 0; skipped++) {
    const result = await runGit(ctx, ["update-index", "--add", "--remove", "-z", "--stdin"], {
      env,
      input: `${paths.join("\0")}\0`
    });
    if (result.exitCode === 0) return;
    const culprit = failedPath(result.stderr);
    if (options.tolerateErrors !== true || result.timedOut || culprit === void 0 || skipped >= MAX_SKIPPED_PATHS)
      throw new WorkspaceError(`Could not snapshot the working tree: ${describeFailure(result)}`);
    paths = paths.filter((path) => path !== culprit);
  }
}
async function copyIndex(from, to) {
  const { atime, mtime } = await stat(from);
  await copyFile(from, to);
  await utimes(to, atime, mtime);
}
function stewardDir(ctx) {
  return join2(ctx.gitDir, "steward");
}
async function snapshotWorktree(ctx, options) {
  await mkdir(stewardDir(ctx), { recursive: true });
  const indexFile = join2(stewardDir(ctx), `index-${randomBytes2(6).toString("hex")}`);
  const withIndex = { GIT_INDEX_FILE: indexFile };
  const dispose = () => rm(indexFile, { force: true });
  try {
    try {
      await copyIndex(join2(ctx.gitDir, "index"), indexFile);
    } catch {
      await git(ctx, ["read-tree", "HEAD"], { env: withIndex });
    }
    await addWorktree(ctx, indexFile, options);
    if (options.keep !== void 0 && options.keep.paths.length > 0)
      await git(ctx, ["reset", "--quiet", options.keep.resetTo, "--", ...options.keep.paths], {
        env: withIndex
      });
    const leftOut = options.leaveOut === void 0 ? [] : await leaveOut(ctx, indexFile, options.leaveOut);
    const tree = (await git(ctx, ["write-tree"], { env: withIndex })).trim();
    return { indexFile, tree, leftOut, install: () => installIndex(ctx, indexFile), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
async function leaveOut(ctx, indexFile, rule) {
  const env = { GIT_INDEX_FILE: indexFile, GIT_LITERAL_PATHSPECS: "1" };
  const changed = await git(
    ctx,
    ["diff-index", "--cached", "--name-only", "--no-renames", "-z", rule.resetTo, "--"],
    {
      env
    }
  );
  const paths = [...new Set(changed.split("\0").filter((path) => path !== "" && rule.test(path)))];
  if (paths.length > 0)
    await git(ctx, ["reset", "--quiet", "--pathspec-from-file=-", "--pathspec-file-nul", rule.resetTo], {
      env,
      input: `${paths.join("\0")}\0`
    });
  return paths;
}
async function installIndex(ctx, indexFile) {
  const lockPath = join2(ctx.gitDir, "index.lock");
  let lock;
  try {
    lock = await open2(lockPath, "wx");
  } catch {
    return false;
  }
  try {
    await rename(indexFile, join2(ctx.gitDir, "index"));
    return true;
  } finally {
    await lock.close();
    await rm(lockPath, { force: true });
  }
}

// src/github/workspace/diff.ts
function statusOf(letter) {
  switch (letter[0]) {
    case "A":
    case "C":
      return "added";
    case "D":
      return "deleted";
    case "R":
      return "renamed";
    default:
      return "modified";
  }
}
function parseNumstat(text) {
  const tokens = text.split("\0");
  const counts = /* @__PURE__ */ new Map();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const match = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(token);
    if (match === null) continue;
    const [, adds = "0", dels = "0", inline = ""] = match;
    let path = inline;
    if (inline === "") {
      i += 2;
      path = tokens[i] ?? "";
    }
    const binary = adds === "-" || dels === "-";
    counts.set(path, {
      additions: binary ? 0 : Number(adds),
      deletions: binary ? 0 : Number(dels),
      binary
    });
  }
  return counts;
}
function parseNameStatus(text, counts) {
  const tokens = text.split("\0");
  const files2 = [];
  for (let i = 0; i < tokens.length; i++) {
    const letter = tokens[i] ?? "";
    if (letter === "") continue;
    const status = statusOf(letter);
    const twoPaths = letter.startsWith("R") || letter.startsWith("C");
    const oldPath = twoPaths ? tokens[++i] : void 0;
    const path = tokens[++i] ?? "";
    const count = counts.get(path) ?? { additions: 0, deletions: 0, binary: false };
    files2.push({
      path,
      ...status === "renamed" && oldPath !== void 0 ? { oldPath } : {},
      status,
      ...count
    });
  }
  return files2;
}
var RENAME_COUNTS = /^(?:-|\d+)\t(?:-|\d+)\t$/;
function splitDiffOutput(text, withNumstat) {
  const records = text.split("\0");
  const nameStatus = [];
  let at = 0;
  let files2 = 0;
  while ((records[at] ?? "").startsWith(":")) {
    const letter = (records[at] ?? "").split(" ").at(-1) ?? "";
    const paths = /^[RC]/.test(letter) ? 2 : 1;
    nameStatus.push(letter, ...records.slice(at + 1, at + 1 + paths));
    at += 1 + paths;
    files2++;
  }
  const numstatStart = at;
  for (let file = 0; withNumstat && file < files2; file++) at += RENAME_COUNTS.test(records[at] ?? "") ? 3 : 1;
  const numstat = records.slice(numstatStart, at);
  if (at < records.length && records[at] !== "")
    throw new WorkspaceError(
      `Unexpected git diff-tree output at record ${String(at)}: ${JSON.stringify(records[at]?.slice(0, 80))}`
    );
  return {
    nameStatus: nameStatus.join("\0"),
    numstat: numstat.join("\0"),
    patch: records.slice(at + 1).join("\0")
  };
}
async function diffTrees(ctx, from, to) {
  const base = ["diff-tree", "-r", "--find-renames", "--no-ext-diff", "--no-textconv"];
  const patchArgs = ["--patch", "--unified=3", "--src-prefix=a/", "--dst-prefix=b/"];
  const all = splitDiffOutput(
    await git(ctx, [...base, "-z", "--raw", "--numstat", ...patchArgs, from, to, "--"]),
    true
  );
  const files2 = parseNameStatus(all.nameStatus, parseNumstat(all.numstat));
  const hidden = files2.filter((file) => secretFileKind(file.path) !== void 0);
  const excluded = hidden.flatMap(
    (file) => [file.path, ...file.oldPath === void 0 ? [] : [file.oldPath]].map((p) => `:(exclude,literal)${p}`)
  );
  const patch = excluded.length === 0 ? all.patch : await git(ctx, [...base, ...patchArgs, from, to, "--", ".", ...excluded]);
  const withheld = hidden.map(
    (file) => `diff --git a/${file.path} b/${file.path}
(content not shown: ${secretFileKind(file.path) ?? "a secret-like file"})
`
  );
  return { base: from, patch: patch + withheld.join(""), files: files2 };
}
async function diffWorkspace(state, options = {}) {
  await switchDriversOff(state);
  const snapshot = await snapshotWorktree(state.ctx, {
    excludesFile: state.excludesFile,
    ...options.withhold === void 0 ? {} : { leaveOut: { test: options.withhold, resetTo: state.base } }
  });
  try {
    const diff2 = await diffTrees(state.ctx, state.base, snapshot.tree);
    return snapshot.leftOut.length === 0 ? diff2 : { ...diff2, withheld: snapshot.leftOut };
  } finally {
    await snapshot.dispose();
  }
}

// src/github/workspace/secrets.ts
var DIFF = ["diff-tree", "-r", "--find-renames", "--no-ext-diff", "--no-textconv"];
function addedLines(patch) {
  const added = [];
  let header = true;
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) header = true;
    else if (line.startsWith("@@")) header = false;
    else if (!header && line.startsWith("+")) added.push(line.slice(1));
  }
  return added.join("\n");
}
function sections(patch, count) {
  const parts = patch.split(/^(?=diff --git )/m).filter((part) => part.startsWith("diff --git "));
  return parts.length === count ? parts : void 0;
}
async function filePatch(ctx, from, to, file) {
  const paths = [file.path, ...file.oldPath === void 0 ? [] : [file.oldPath]];
  return git(ctx, [...DIFF, "--patch", "--unified=0", from, to, "--", ...paths.map((p) => `:(literal)${p}`)]);
}
async function secretsAdded(ctx, from, to, find) {
  const diff2 = splitDiffOutput(
    await git(ctx, [...DIFF, "-z", "--raw", "--patch", "--unified=0", from, to, "--"]),
    false
  );
  const all = parseNameStatus(diff2.nameStatus, /* @__PURE__ */ new Map());
  const files2 = all.filter((file) => file.status !== "deleted");
  if (files2.length === 0) return [];
  const bySection = sections(diff2.patch, all.length);
  const hits = [];
  for (const file of files2) {
    const kind = secretFileKind(file.path);
    if (kind !== void 0) {
      hits.push({ path: file.path, rule: kind });
      continue;
    }
    const own = bySection?.[all.indexOf(file)] ?? await filePatch(ctx, from, to, file);
    for (const rule of new Set(find(addedLines(own)).map((span) => span.rule)))
      hits.push({ path: file.path, rule });
  }
  return hits;
}
function literalPaths(hits) {
  return [...new Set(hits.map((hit) => `:(literal)${hit.path}`))];
}
function describeHits(hits) {
  const byPath = /* @__PURE__ */ new Map();
  for (const hit of hits) byPath.set(hit.path, [...byPath.get(hit.path) ?? [], hit.rule]);
  return [...byPath].map(([path, rules]) => `${path} (${rules.join(", ")})`).join("; ");
}

// src/github/workspace/prepare.ts
import { realpath, writeFile, mkdir as mkdir2 } from "node:fs/promises";
import { join as join5 } from "node:path";

// src/report/limits.ts
var utf16Length = (text) => text.length;
var utf8Length = (text) => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
};
var COMMENT_LIMIT = {
  max: 65536,
  measure: utf16Length,
  description: "65,536-character comment limit"
};
var STEP_SUMMARY_LIMIT = {
  max: 1048576,
  measure: utf8Length,
  description: "1 MiB step summary limit"
};

// src/markdown/parse.ts
var micromark;
async function loadMarkdownParser() {
  micromark ??= await import("./chunk-5NYNTYCY.js");
}
function markdownParserLoaded() {
  return micromark !== void 0;
}
function markdownEvents(text, options = {}) {
  if (micromark === void 0)
    throw new Error("The markdown parser is not loaded: await loadMarkdownParser() first.");
  const blocksOnly = options.blocksOnly === true;
  if (lastParse?.text === text && (lastParse.blocksOnly === blocksOnly || !lastParse.blocksOnly))
    return lastParse.events;
  const events = micromark.parseEvents(text, blocksOnly);
  charactersParsed += text.length;
  lastParse = { text, blocksOnly, events };
  return events;
}
var lastParse;
function inlineEvents(text) {
  if (micromark === void 0)
    throw new Error("The markdown parser is not loaded: await loadMarkdownParser() first.");
  charactersParsed += text.length;
  return micromark.parseInlineEvents(text);
}
var charactersParsed = 0;
function decodeNamedReference(name) {
  if (micromark === void 0)
    throw new Error("The markdown parser is not loaded: await loadMarkdownParser() first.");
  return micromark.decodeNamed(name);
}
function tokenText(text, token) {
  return text.slice(token.start.offset, token.end.offset);
}
function typeOf(token) {
  return token.type;
}

// src/markdown/layout.ts
var INLINE_UNITS = /* @__PURE__ */ new Set(["paragraph", "atxHeading", "setextHeading", "tableRow"]);
function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
function lastLine(token) {
  return token.end.column === 1 && token.end.line > token.start.line ? token.end.line - 1 : token.end.line;
}
function blockLayout(text, events = markdownEvents(text, { blocksOnly: true })) {
  const starts = lineStarts(text);
  const lines2 = starts.map(() => ({ kind: "prose", table: false }));
  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i];
    if (kind !== "enter") continue;
    if (INLINE_UNITS.has(typeOf(token)))
      for (let line = token.start.line; line <= lastLine(token); line++) {
        const layout = lines2[line - 1];
        if (layout !== void 0) layout.inline = token.start.line - 1;
      }
    if (typeOf(token) === "table")
      for (let line = token.start.line; line <= lastLine(token); line++) {
        const layout = lines2[line - 1];
        if (layout !== void 0) layout.table = true;
      }
    else if (token.type === "codeFenced") {
      const fence = fencedCode(events, i, text);
      const opening = lines2[token.start.line - 1];
      if (opening !== void 0) {
        opening.kind = "fence";
        opening.infoFrom = fence.sequenceEnd - (starts[token.start.line - 1] ?? 0);
      }
      for (let line = token.start.line + 1; line <= lastLine(token); line++) {
        const layout = lines2[line - 1];
        if (layout !== void 0) layout.kind = "code";
      }
    }
  }
  return { lines: lines2 };
}
function fencedCode(events, at, text) {
  let fences = 0;
  let sequence = "";
  let sequenceStart = 0;
  let sequenceEnd = 0;
  let nesting2 = 0;
  for (let j = at; j < events.length; j++) {
    const [kind, token] = events[j];
    if (token.type === "codeFenced") nesting2 += kind === "enter" ? 1 : -1;
    if (nesting2 === 0) break;
    if (kind !== "enter") continue;
    if (token.type === "codeFencedFence") fences++;
    else if (token.type === "codeFencedFenceSequence" && fences === 1) {
      sequence = text.slice(token.start.offset, token.end.offset);
      sequenceStart = token.start.offset;
      sequenceEnd = token.end.offset;
    }
  }
  return { sequence, sequenceStart, sequenceEnd, closed: fences >= 2 };
}

// src/markdown/live.ts
var LINKS = /* @__PURE__ */ new Set(["link", "image", "definition"]);
var DESTINATIONS = /* @__PURE__ */ new Set(["resourceDestinationString", "definitionDestinationString"]);
var AUTOLINKS = /* @__PURE__ */ new Set(["autolink", "literalAutolink"]);
function inspectMarkdown(text, keep) {
  const found = [];
  let unclosedFence;
  const report = (kind, token, at, end = at + 1) => found.push({ kind, at, end, line: token.start.line, text: tokenText(text, token).slice(0, 200) });
  const opened = [];
  const events = markdownEvents(text);
  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i];
    const type = typeOf(token);
    if (LINKS.has(type)) {
      if (kind === "enter") opened.push(token);
      else opened.pop();
    }
    if (kind !== "enter") continue;
    const source = tokenText(text, token);
    if (type === "codeFenced") {
      const fence = fencedCode(events, i, text);
      const atEnd = /^[\s>]*$/.test(text.slice(token.end.offset));
      const lineStart = text.lastIndexOf("\n", fence.sequenceStart - 1) + 1;
      const prefix = text.slice(lineStart, fence.sequenceStart).replace(/[^>\s]/g, " ");
      unclosedFence = fence.closed || !atEnd ? void 0 : `${prefix}${fence.sequence}`;
    } else if (type === "htmlFlow" || type === "htmlText") report("html", token, token.start.offset);
    else if (AUTOLINKS.has(type) && !keepAutolink(source, keep))
      report("autolink", token, token.start.offset, token.end.offset);
    else if (DESTINATIONS.has(type) && !keep(source)) {
      const link2 = opened.at(-1);
      if (link2 !== void 0) {
        const bracket = text.indexOf("[", link2.start.offset);
        report("link", link2, bracket === -1 ? link2.start.offset : bracket);
      }
    } else if (type === "data" || type === "characterEscape") {
      const mention = mentionIn(text, token);
      if (mention !== void 0) report("mention", token, mention);
    }
  }
  return unclosedFence === void 0 ? { live: found } : { live: found, unclosedFence };
}
function keepAutolink(source, keep) {
  const url = source.startsWith("<") ? source.slice(1, -1) : source;
  if (/^www\./i.test(url)) return keep(`http://${url}`);
  return /^https?:\/\//i.test(url) && keep(url);
}
function mentionIn(text, token) {
  for (let at = text.indexOf("@", token.start.offset); at !== -1 && at < token.end.offset; ) {
    const escaped = text[at - 1] === "\\";
    const before = text[escaped ? at - 2 : at - 1] ?? "";
    if (/[A-Za-z0-9]/.test(text[at + 1] ?? "") && !/[A-Za-z0-9`]/.test(before)) return at;
    at = text.indexOf("@", at + 1);
  }
  return void 0;
}

// src/markdown/backtick-runs.ts
var BacktickRuns = class {
  starts = /* @__PURE__ */ new Map();
  /** By length, the first run not yet passed (openers are asked for in order). */
  passed = /* @__PURE__ */ new Map();
  constructor(line) {
    for (const run of line.matchAll(/`+/g)) {
      const starts = this.starts.get(run[0].length) ?? [];
      starts.push(run.index);
      this.starts.set(run[0].length, starts);
    }
  }
  /** Where the code span opened by `length` backticks at `at` ends (after its closing run), if it does. */
  closing(at, length) {
    const starts = this.starts.get(length) ?? [];
    let next = this.passed.get(length) ?? 0;
    while ((starts[next] ?? Infinity) <= at) next++;
    this.passed.set(length, next);
    const close = starts[next];
    return close === void 0 ? void 0 : close + length;
  }
};

// src/markdown/fenced-code.ts
var CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))+/;
var HTML_ENDS = [
  [/^<(?:script|pre|style|textarea)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<!\[CDATA\[/, /\]\]>/],
  [/^<![A-Za-z]/, />/]
];
var BLANK = /^[ \t]*$/;
var FencedCodeLines = class {
  state = { kind: "text" };
  /** Whether `line` (without its line ending; lines given in order) is a fenced code block's content. */
  isCode(line) {
    const { state } = this;
    switch (state.kind) {
      case "code":
        return this.inFence(state, line);
      case "quotedCode":
        return this.inQuotedFence(state, line);
      case "html":
        this.inHtml(state, line);
        return false;
      case "text":
        this.inText(line);
        return false;
      case "unsure":
        return false;
    }
  }
  inText(line) {
    const indent = /^ {0,3}/.exec(line)?.[0].length ?? 0;
    const fence = fenceAt(line.slice(indent));
    if (fence !== void 0) {
      this.state = { kind: "code", indent, ...fence };
      return;
    }
    const quoted = quotedFenceAt(line);
    if (quoted !== void 0) {
      this.state = { kind: "quotedCode", ...quoted };
      return;
    }
    const content = contentOf(line);
    if (fenceAt(content) !== void 0) this.state = { kind: "unsure" };
    else if (content.startsWith("<")) {
      const block = htmlBlockAt(content);
      if (!block.endsHere) this.state = { kind: "html", end: block.end };
    }
  }
  inFence(fence, line) {
    if (BLANK.test(line)) return true;
    const whitespace = /^[ \t]*/.exec(line)?.[0] ?? "";
    const columns = columnsOf(whitespace);
    const closing = closes(fence, line.slice(whitespace.length));
    if (columns < fence.indent) this.state = { kind: "unsure" };
    else if (closing && columns <= 3) this.state = { kind: "text" };
    else if (closing && fence.indent > 0) this.state = { kind: "unsure" };
    else return true;
    return false;
  }
  /**
   * A line of a fence in quotes is code while it continues every quote (a fenced block has no lazy
   * lines: a line that does not continue one ends the quote and the fence with it) and is no closing
   * fence.
   */
  inQuotedFence(fence, line) {
    const content = afterQuoteMarkers(line, fence.depth);
    if (content === "unsure") this.state = { kind: "unsure" };
    else if (content === void 0) {
      this.state = { kind: "text" };
      this.inText(line);
    } else {
      const rest = line.slice(content);
      const whitespace = /^ */.exec(rest)?.[0] ?? "";
      if (rest[whitespace.length] === "	") this.state = { kind: "unsure" };
      else if (whitespace.length <= 3 && closes(fence, rest.slice(whitespace.length)))
        this.state = { kind: "text" };
      else return true;
    }
    return false;
  }
  /**
   * Until its end, the block is either HTML or (when it was not one) text: a fence or another kind of
   * HTML block starting there is in doubt, and its end may come late but never early.
   */
  inHtml(html, line) {
    const content = contentOf(line);
    const block = content.startsWith("<") ? htmlBlockAt(content) : void 0;
    if (fenceAt(content) !== void 0 || block !== void 0 && block.end !== html.end)
      this.state = { kind: "unsure" };
    else if (block === void 0 ? html.end.test(line) : block.endsHere) this.state = { kind: "text" };
  }
};
function fenceAt(text) {
  const run = /^(?:`{3,}|~{3,})/.exec(text)?.[0];
  if (run === void 0) return void 0;
  const mark = run[0] === "`" ? "`" : "~";
  if (mark === "`" && text.includes("`", run.length)) return void 0;
  return { mark, length: run.length };
}
function quotedFenceAt(line) {
  const markers = /^(?:> ?)+/.exec(line)?.[0];
  const fence = markers === void 0 ? void 0 : fenceAt(line.slice(markers.length));
  return markers === void 0 || fence === void 0 ? void 0 : { depth: markers.replace(/ /g, "").length, ...fence };
}
function afterQuoteMarkers(line, depth) {
  let at = 0;
  for (let level = 0; level < depth; level++) {
    for (let spaces = 0; spaces < 3 && line[at] === " "; spaces++) at++;
    if (line[at] !== ">") return line[at] === "	" ? "unsure" : void 0;
    at++;
    if (line[at] === "	") return "unsure";
    if (line[at] === " ") at++;
  }
  return at;
}
function closes(fence, text) {
  const run = fence.mark === "`" ? /^`+/.exec(text) : /^~+/.exec(text);
  return run !== null && run[0].length >= fence.length && BLANK.test(text.slice(run[0].length));
}
function contentOf(line) {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0].length ?? 0;
  return line.slice(prefix).replace(/^[ \t]+/, "");
}
function htmlBlockAt(content) {
  for (const [opening, end] of HTML_ENDS) {
    const opened = opening.exec(content)?.[0];
    if (opened !== void 0) return { end, endsHere: end.test(content.slice(opened.length)) };
  }
  return { end: BLANK, endsHere: false };
}
function columnsOf(whitespace) {
  let columns = 0;
  for (const c of whitespace) columns = c === "	" ? columns + 4 - columns % 4 : columns + 1;
  return columns;
}

// src/markdown/parse-cost.ts
var MAX_PARSED_LENGTH = 131072;
var MAX_NESTING = 16;
var MAX_CHUNK_COST = 2e7;
var MAX_DELIMITER_RUN = 1e3;
var MAX_DELIMITER_RUNS = 2e3;
var MAX_CODE_SPAN_COST = 6e5;
var MAX_TEXT_PIECES = 5e3;
var PARAGRAPH_BREAK = /^(?: {0,3}> ?)*[ \t]*$/;
function tooCostlyToParse(text) {
  if (text.length > MAX_PARSED_LENGTH) return `longer than ${MAX_PARSED_LENGTH} characters`;
  const code = new FencedCodeLines();
  let chunkStart = 0;
  let chunkCost = 0;
  let chunkRuns = 0;
  let chunkPieces = 0;
  const chunkBacktickLengths = /* @__PURE__ */ new Set();
  const endChunk = (end) => {
    if (chunkCost * (end - chunkStart) > MAX_CHUNK_COST) return "too many brackets or tags in one paragraph";
    if (chunkRuns > MAX_DELIMITER_RUNS)
      return `more than ${MAX_DELIMITER_RUNS} emphasis marks in one paragraph`;
    if (chunkPieces > MAX_TEXT_PIECES)
      return `more than ${MAX_TEXT_PIECES} escapes, references, labels, code spans or lines in one paragraph`;
    if (chunkBacktickLengths.size * (end - chunkStart) > MAX_CODE_SPAN_COST)
      return "too many lengths of backtick run in one paragraph";
    chunkCost = 0;
    chunkRuns = 0;
    chunkPieces = 0;
    chunkBacktickLengths.clear();
    return void 0;
  };
  for (const { line, start, next } of linesOf(text)) {
    if (code.isCode(line)) {
      const refused = endChunk(start);
      if (refused !== void 0) return refused;
      chunkStart = next;
      continue;
    }
    if (nesting(line) > MAX_NESTING) return `containers nested more than ${MAX_NESTING} deep`;
    for (const run of line.matchAll(/\*+|_+|~+/g))
      if (run[0].length > MAX_DELIMITER_RUN) return `a run of more than ${MAX_DELIMITER_RUN} "${run[0][0]}"`;
    const blank = PARAGRAPH_BREAK.test(line);
    if (!blank) {
      chunkCost += costlyMarks(line);
      chunkRuns += delimiterRuns(line);
      chunkPieces += textPieces(line) + (start > chunkStart ? 1 : 0);
      for (const run of line.matchAll(/`+/g)) chunkBacktickLengths.add(run[0].length);
    }
    if (blank || next > text.length) {
      const refused = endChunk(start + line.length);
      if (refused !== void 0) return refused;
      chunkStart = next;
    }
  }
  return void 0;
}
var MAX_PARAGRAPH_MARKS = 256;
var MAX_PARAGRAPH_RUNS = 512;
function paragraphsTooCostly(text, layout) {
  const found = [];
  const code = new FencedCodeLines();
  let chunk;
  const endChunk = () => {
    if (chunk !== void 0) {
      const brackets = chunk.marks > MAX_PARAGRAPH_MARKS;
      const emphasis = chunk.runs > MAX_PARAGRAPH_RUNS;
      if (brackets || emphasis) found.push({ start: chunk.start, end: chunk.end, brackets, emphasis });
    }
    chunk = void 0;
  };
  const units = text.includes("\r") ? void 0 : layout;
  let index = -1;
  for (const { line, start } of linesOf(text)) {
    index++;
    if (code.isCode(line) || PARAGRAPH_BREAK.test(line)) {
      endChunk();
      continue;
    }
    if (units !== void 0 && index > 0 && units[index]?.inline !== units[index - 1]?.inline) endChunk();
    chunk ??= { start, end: start, marks: 0, runs: 0 };
    const live = withoutEscapes(line);
    chunk.end = start + line.length;
    chunk.marks += costlyMarks(live, true);
    chunk.runs += delimiterRuns(live);
  }
  endChunk();
  return found;
}
function tooCostlyToRead(text) {
  return tooCostlyToParse(text) !== void 0 || paragraphsTooCostly(text).length > 0;
}
var BACKSLASH_ESCAPE = /\\[!-/:-@[-`{-~]/;
var BACKSLASH_ESCAPES = new RegExp(BACKSLASH_ESCAPE.source, "g");
function withoutEscapes(line) {
  return line.replace(BACKSLASH_ESCAPES, "\0\0");
}
function* linesOf(text) {
  const breaks = /\r\n?|\n/g;
  let start = 0;
  for (; ; ) {
    const found = breaks.exec(text);
    const end = found === null ? text.length : found.index;
    const next = found === null ? text.length + 1 : end + found[0].length;
    yield { line: text.slice(start, end), start, next };
    if (found === null) return;
    start = next;
  }
}
function nesting(line) {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0];
  if (prefix === void 0) return 0;
  const markers = prefix.match(/>|[-+*]|\d{1,9}[.)]/g)?.length ?? 0;
  const whitespace = prefix.replace(/[^ \t]/g, "").replace(/\t/g, "    ").length;
  return markers + Math.floor(whitespace / 4);
}
function costlyMarks(line, linear = false) {
  let marks = 0;
  let open4 = -1;
  let depth = 0;
  const spans = codeSpanEnds(line);
  let outside;
  for (let i = 0; i < line.length; i++) {
    if (outside !== void 0 && i >= outside.end) {
      ({ open: open4, depth } = outside);
      outside = void 0;
    }
    const spanEnd = outside === void 0 ? spans.get(i) : void 0;
    if (spanEnd !== void 0) {
      outside = { open: open4, depth, end: spanEnd };
      depth = 0;
    }
    const c = line[i];
    if (c === "[") {
      depth++;
      open4 = i;
    } else if (c === "]") {
      const short = depth === 1 && i - open4 <= 100;
      const plain = short && (line[i + 1] !== "(" && line[i + 1] !== "[" || linear && CLOSED_DESTINATION.test(line.slice(i, i + 1004)));
      if (!plain) marks++;
      depth = Math.max(0, depth - 1);
    } else if (c === "<") marks += line[i + 1] === "!" || line[i + 1] === "?" ? 1 : linear ? 0 : 0.125;
  }
  return marks;
}
function textPieces(line) {
  const escapes = line.match(BACKSLASH_ESCAPES)?.length ?? 0;
  const live = withoutEscapes(line);
  const count = (pattern) => live.match(pattern)?.length ?? 0;
  const pieces = count(SEPARATE_PIECES) + count(/`+/g) / 2 + delimiterRuns(live);
  return 2 * (escapes + count(CHARACTER_REFERENCES)) + pieces;
}
var CHARACTER_REFERENCES = /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/g;
var SEPARATE_PIECES = /\]|<[A-Za-z/!?][^<>]*>|[\w.+-]@[A-Za-z0-9]|www\.|https?:\/\/|mailto:|xmpp:/gi;
var CLOSED_DESTINATION = /^\]\([^\s()<>]{0,1000}\)/;
var ALPHANUMERIC = /[\p{L}\p{N}]/u;
function delimiterRuns(line) {
  const body = line.slice(CONTAINER_PREFIX.exec(line)?.[0].length ?? 0);
  let runs = 0;
  for (const run of body.matchAll(/\*+|~+|_+/g)) {
    const at = run.index;
    const intraword = run[0][0] === "_" && ALPHANUMERIC.test(body[at - 1] ?? "") && ALPHANUMERIC.test(body[at + run[0].length] ?? "");
    if (!intraword) runs++;
  }
  return runs;
}
function codeSpanEnds(line) {
  const backticks = new BacktickRuns(line);
  const ends = /* @__PURE__ */ new Map();
  let after = 0;
  for (const run of line.matchAll(/`+/g)) {
    if (run.index < after) continue;
    const end = backticks.closing(run.index, run[0].length);
    if (end === void 0) continue;
    ends.set(run.index, end);
    after = end;
  }
  return ends;
}

// src/markdown/inline.ts
var WHOLE = {
  characterEscape: "escape",
  characterReference: "reference",
  htmlText: "html",
  literalAutolink: "literalAutolink"
};
var LINKS2 = /* @__PURE__ */ new Set(["link", "image", "definition"]);
var PLAIN_FOOTNOTE_LABEL = /^\[\^[A-Za-z0-9_-]{1,100}\]$/;
function inlinePieces(text, events = markdownEvents(text)) {
  return new PieceReader(text, events).read();
}
function inlinePiecesOf(text, start, end) {
  const slice = text.slice(start, end);
  const pieces = new PieceReader(slice, inlineEvents(slice)).read();
  const links2 = /* @__PURE__ */ new Set();
  for (const piece of pieces) {
    piece.start += start;
    piece.end += start;
    if (piece.kind === "code") {
      piece.contentStart += start;
      piece.contentEnd += start;
    } else if ("link" in piece && !links2.has(piece.link)) {
      links2.add(piece.link);
      piece.link.start += start;
      piece.link.end += start;
      if (piece.link.destinationEnd !== void 0) piece.link.destinationEnd += start;
    }
  }
  return pieces;
}
var PieceReader = class {
  constructor(text, events) {
    this.text = text;
    this.events = events;
  }
  text;
  events;
  pieces = [];
  /** Links, images and definitions open at the walk's position, each with its brackets seen so far. */
  open = [];
  /** Inside indented code, whose lines are pieces (a fenced block's are not). */
  indentedCode = 0;
  /** The next code fence read opens its block; `fenceEnd` is where an opening fence's line ends. */
  openingFence = false;
  fenceEnd = -1;
  /** Tokens starting before this offset belong to a piece already taken. */
  skipTo = 0;
  read() {
    for (let i = 0; i < this.events.length; i++) {
      const [kind, token] = this.events[i];
      const type = typeOf(token);
      if (kind === "exit") {
        if (LINKS2.has(type)) this.open.pop();
        else if (type === "codeIndented") this.indentedCode--;
        continue;
      }
      if (token.start.offset < this.skipTo) continue;
      this.enter(type, token, i);
    }
    return this.pieces;
  }
  enter(type, token, at) {
    const { offset: start } = token.start;
    const { offset: end } = token.end;
    const whole = WHOLE[type];
    if (whole !== void 0) this.take({ kind: whole, start, end });
    else if (type === "data") this.pieces.push({ kind: "text", start, end });
    else if (type === "htmlFlowData") this.pieces.push({ kind: "unread", start, end });
    else if (type === "codeFlowValue" && this.indentedCode > 0)
      this.pieces.push({ kind: "unread", start, end });
    else if (type === "codeIndented") this.indentedCode++;
    else if (type === "gfmFootnoteDefinitionLabel" && !PLAIN_FOOTNOTE_LABEL.test(tokenText(this.text, token)))
      this.pieces.push({ kind: "footnoteLabel", start, end: start + 1 });
    else if (type === "codeText") this.take(this.codeSpan(token));
    else if (type === "autolink") {
      const url = this.text.slice(start + 1, end - 1);
      this.take({ kind: "autolink", start, end, url, email: !url.includes(":") });
    } else if (LINKS2.has(type))
      this.open.push({ link: { kind: type, start, end }, markers: 0, end });
    else if (type === "labelMarker") this.bracket(token);
    else if (type === "resource") this.destination(token, at, end);
    else if (type === "definitionDestination") this.destination(token, at, this.open.at(-1)?.end ?? end);
    else if (type === "codeFenced") this.openingFence = true;
    else if (type === "codeFencedFence") {
      this.fenceEnd = this.openingFence ? end : -1;
      this.openingFence = false;
    } else if (type === "codeFencedFenceSequence" && this.fenceEnd > end)
      this.take({ kind: "fenceInfo", start: end, end: this.fenceEnd });
  }
  /** A piece whose tokens inside are not walked. */
  take(piece) {
    this.pieces.push(piece);
    this.skipTo = piece.end;
  }
  codeSpan(token) {
    const source = tokenText(this.text, token);
    const opening = /^`+/.exec(source)?.[0].length ?? 1;
    const closing = /`+$/.exec(source)?.[0].length ?? 1;
    return {
      kind: "code",
      start: token.start.offset,
      end: token.end.offset,
      contentStart: token.start.offset + opening,
      contentEnd: token.end.offset - closing,
      lines: token.end.line - token.start.line + 1
    };
  }
  /** "[" (with the "!" before it for an image) or "]" of the innermost open link or image. */
  bracket(token) {
    const current = this.open.at(-1);
    if (current === void 0 || current.link.kind === "definition") return;
    current.markers++;
    const opening = current.markers === 1;
    const start = opening && current.link.kind === "image" ? token.start.offset - 1 : token.start.offset;
    const kind = opening ? "linkOpen" : "linkClose";
    this.pieces.push({ kind, start, end: token.end.offset, link: current.link });
  }
  /**
   * A resource, or a definition's destination: the destination and title are read from the tokens
   * inside, up to `end`, and the whole is one piece.
   */
  destination(token, at, end) {
    const current = this.open.at(-1);
    if (current === void 0) return;
    current.link.destination = "";
    current.link.destinationEnd = token.end.offset;
    for (let j = at + 1; j < this.events.length; j++) {
      const [kind, inner] = this.events[j];
      if (inner.start.offset >= end) break;
      if (kind !== "enter") continue;
      const type = typeOf(inner);
      if (type === "resourceDestinationString" || type === "definitionDestinationString")
        current.link.destination = tokenText(this.text, inner);
      else if (type === "resourceTitleString" || type === "definitionTitleString")
        current.link.title = tokenText(this.text, inner);
    }
    this.take({ kind: "destination", start: token.start.offset, end, link: current.link });
  }
};

// src/report/caps.ts
var COMMENT_CAPS = {
  line: 300,
  todo: 300,
  toolSummary: 200,
  reason: 400,
  note: 800,
  path: 300,
  recentToolCalls: 5,
  modelText: 2e4,
  modelTextFloor: 4e3
};
var STEP_SUMMARY_CAPS = {
  line: 1e3,
  todo: 1e3,
  toolSummary: 1e3,
  reason: 2e3,
  note: 4e3,
  path: 1e3,
  recentToolCalls: 5,
  modelText: 2e4,
  modelTextFloor: 1e4
};
function clip(text, max) {
  if (text.length <= max) return text;
  let cut = Math.max(0, max);
  if (!isSpace(text[cut])) while (cut > 0 && !isSpace(text[cut - 1])) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}
var isSpace = (c) => c !== void 0 && /\s/.test(c);

// src/report/sanitizer/characters.ts
var isAsciiPunctuation = (c) => c !== void 0 && /^[!-/:-@[-`{-~]$/.test(c);
var isAsciiAlphanumeric = (c) => c !== void 0 && /^[A-Za-z0-9]$/.test(c);
var isAutolinkSpace = (c) => c === " " || c === "	" || c === "\n" || c === "\v" || c === "\f" || c === "\r";
var BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
function cleanText(text) {
  return text.replace(/\r\n?/g, "\n").replace(BIDI_CONTROLS, "").replace(/\0/g, "�").replace(/[\v\f]/g, " ");
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const match of text.matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  return longest;
}
var MENTION_BREAK = "​";

// src/report/sanitizer/code-span.ts
function escapePipes(text) {
  return text.replace(/(\\?)\|/g, (_m, backslash) => backslash === "" ? "\\|" : "\\​\\|");
}
function codeSpan(content, options = {}) {
  const flat = content.replace(/\r\n|\r|\n/g, "↵");
  const text = options.tableSafe === false ? flat : escapePipes(flat);
  const fence = "`".repeat(Math.max(options.minFence ?? 1, longestBacktickRun(text) + 1));
  return `${fence} ${text} ${fence}`;
}

// src/report/sanitizer/tokens.ts
var SCHEME_CHAR = /[A-Za-z0-9+.-]/;
var LETTER = /[A-Za-z]/;
var SLASH = /[/\\]/;
var BARE_SCHEMES = /* @__PURE__ */ new Set([
  "http",
  "https",
  "ftp",
  "ftps",
  "sftp",
  "mailto",
  "xmpp",
  "javascript",
  "vbscript",
  "livescript",
  "data",
  "file",
  "blob",
  "filesystem",
  "tel",
  "sms",
  "ws",
  "wss",
  "irc",
  "ircs",
  "git",
  "ssh",
  "svn",
  "github-windows",
  "github-mac",
  "x-github-client",
  "intent",
  "view-source",
  "about",
  "jar",
  "news",
  "nntp",
  "webcal",
  "magnet",
  "ms-settings",
  "itms",
  "market"
]);
var LOCAL_PART_CHAR = /[A-Za-z0-9._%+-]/;
var EMAIL_DOMAIN = /[A-Za-z0-9-]+(?:\\?\.[A-Za-z0-9-]+)+/y;
function tokenStarts(line) {
  const starts = /* @__PURE__ */ new Set();
  for (let p = line.indexOf(":"); p !== -1; p = line.indexOf(":", p + 1)) {
    let q = p;
    while (q > 0 && SCHEME_CHAR.test(line[q - 1] ?? "")) q--;
    while (q < p && !LETTER.test(line[q] ?? "")) q++;
    if (q === p) continue;
    const twoSlashes = SLASH.test(line[p + 1] ?? "") && SLASH.test(line[p + 2] ?? "");
    const next = line[p + 1];
    const bare = BARE_SCHEMES.has(line.slice(q, p).toLowerCase()) && next !== void 0 && !isAutolinkSpace(next);
    if (twoSlashes || bare) starts.add(q);
  }
  for (let p = 0; p < line.length - 1; p++) {
    if (!SLASH.test(line[p] ?? "") || !SLASH.test(line[p + 1] ?? "")) continue;
    let end = p + 2;
    while (SLASH.test(line[end] ?? "")) end++;
    const next = line[end];
    if (next !== void 0 && !isAutolinkSpace(next)) starts.add(p);
    p = end - 1;
  }
  for (const match of line.matchAll(/www\./gi)) {
    const next = line[match.index + 4];
    if (next !== void 0 && !isAutolinkSpace(next)) starts.add(match.index);
  }
  for (let p = line.indexOf("@"); p !== -1; p = line.indexOf("@", p + 1)) {
    let q = p;
    while (q > 0 && LOCAL_PART_CHAR.test(line[q - 1] ?? "")) q--;
    while (q < p && !/[A-Za-z0-9]/.test(line[q] ?? "")) q++;
    if (q === p) continue;
    EMAIL_DOMAIN.lastIndex = p + 1;
    if (EMAIL_DOMAIN.test(line)) starts.add(q);
  }
  return starts;
}
function tokenEnd(line, start) {
  let end = start;
  while (end < line.length && !isAutolinkSpace(line[end]) && line[end] !== "<") end++;
  return end;
}
function trimTrailingPunctuation(token) {
  let end = token.length;
  for (; ; ) {
    const c = token[end - 1];
    if (c !== void 0 && `?!.,:*_~'";`.includes(c)) end--;
    else if (c === ")") {
      const body = token.slice(0, end);
      const opens = body.split("(").length - 1;
      const closes2 = body.split(")").length - 1;
      if (closes2 > opens) end--;
      else break;
    } else break;
  }
  return token.slice(0, end);
}

// src/report/markdown.ts
function oneLine(text) {
  return cleanText(text).replace(/\n/g, " ↵ ");
}
function plainText(text) {
  const line = oneLine(text);
  const starts = tokenStarts(line);
  const out = [];
  for (let i = 0; i < line.length; ) {
    if (starts.has(i)) {
      const end = Math.max(tokenEnd(line, i), i + 1);
      if (out.at(-1)?.endsWith("`") === true) out.push(" ");
      out.push(codeSpan(line.slice(i, end)));
      i = end;
      continue;
    }
    const c = line[i] ?? "";
    if (c === "@") out.push(isAsciiAlphanumeric(line[i + 1]) ? `@${MENTION_BREAK}` : "@");
    else if (isAsciiPunctuation(c)) out.push(`\\${c}`);
    else out.push(c);
    i++;
  }
  return out.join("");
}
function inlineCode(text, options = {}) {
  const line = cleanText(text);
  return codeSpan(line === "" ? " " : line, { tableSafe: options.table === true });
}
function codeBlock(content, language = "") {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(content) + 1));
  const body = content.endsWith("\n") || content === "" ? content : `${content}
`;
  return `${fence}${language}
${body}${fence}`;
}
function blockQuote(markdown) {
  return markdown.split("\n").map((line) => line === "" ? ">" : `> ${line}`).join("\n");
}
function safeHref(url) {
  if (url === void 0) return void 0;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return void 0;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return void 0;
  if (parsed.username !== "" || parsed.password !== "") return void 0;
  return parsed.href.replace(
    /[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
}
function link(text, url) {
  const href = safeHref(url);
  return href === void 0 ? text : `[${text}](${href})`;
}
function details(summary2, body, open4 = false) {
  const escaped = summary2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<details${open4 ? " open" : ""}><summary>${escaped}</summary>

${body}

</details>`;
}
function table(header, align, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const rule = align.map((a) => a === "right" ? "---:" : "---");
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

// src/report/sanitizer/entities.ts
var CHARACTER_REFERENCE = /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/y;
var SAFE_IN_PROSE = /* @__PURE__ */ new Set([
  "nbsp",
  "amp",
  "lt",
  "gt",
  "quot",
  "apos",
  "copy",
  "reg",
  "trade",
  "hellip",
  "mdash",
  "ndash",
  "larr",
  "rarr",
  "uarr",
  "darr",
  "harr",
  "lArr",
  "rArr",
  "times",
  "divide",
  "plusmn",
  "deg",
  "middot",
  "bull",
  "laquo",
  "raquo",
  "ldquo",
  "rdquo",
  "lsquo",
  "rsquo",
  "le",
  "ge",
  "ne",
  "asymp",
  "infin",
  "sect",
  "para",
  "euro",
  "pound",
  "yen",
  "cent",
  "ensp",
  "emsp",
  "thinsp",
  "check",
  "cross",
  "star"
]);
var DECODABLE = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  QUOT: '"',
  apos: "'",
  colon: ":",
  sol: "/",
  bsol: "\\",
  period: ".",
  comma: ",",
  semi: ";",
  excl: "!",
  quest: "?",
  num: "#",
  commat: "@",
  lpar: "(",
  rpar: ")",
  lsqb: "[",
  lbrack: "[",
  rsqb: "]",
  rbrack: "]",
  lcub: "{",
  lbrace: "{",
  rcub: "}",
  rbrace: "}",
  percnt: "%",
  plus: "+",
  equals: "=",
  dollar: "$",
  ast: "*",
  midast: "*",
  lowbar: "_",
  UnderBar: "_",
  grave: "`",
  DiacriticalGrave: "`",
  verbar: "|",
  vert: "|",
  VerticalLine: "|",
  Tab: "	",
  NewLine: "\n",
  nbsp: " ",
  Hat: "^",
  tilde: "~"
};
function characterReferenceAt(text, at) {
  CHARACTER_REFERENCE.lastIndex = at;
  return CHARACTER_REFERENCE.exec(text)?.[0];
}
function isSafeInProse(reference) {
  return SAFE_IN_PROSE.has(reference.slice(1, -1));
}
function decodeCharacterReference(reference) {
  const body = reference.slice(1, -1);
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (!Number.isFinite(code) || code === 0 || code > 1114111 || code >= 55296 && code <= 57343)
      return "�";
    return String.fromCodePoint(code);
  }
  return DECODABLE[body];
}

// src/report/sanitizer/github-paths.ts
var RESERVED = /* @__PURE__ */ new Set([
  "about",
  "account",
  "apps",
  "auth",
  "blog",
  "codespaces",
  "collections",
  "contact",
  "copilot",
  "customer-stories",
  "dashboard",
  "developer",
  "discussions",
  "downloads",
  "education",
  "enterprise",
  "enterprises",
  "events",
  "explore",
  "features",
  "gist",
  "github-copilot",
  "home",
  "import",
  "installations",
  "integrations",
  "issues",
  "join",
  "login",
  "logout",
  "marketplace",
  "new",
  "notifications",
  "oauth",
  "organizations",
  "orgs",
  "password_reset",
  "pricing",
  "pulls",
  "readme",
  "redirect",
  "repositories",
  "search",
  "security",
  "sessions",
  "session",
  "settings",
  "signup",
  "site",
  "sponsors",
  "stars",
  "team",
  "teams",
  "topics",
  "trending",
  "user-attachments",
  "users",
  "watching"
]);
var REPOSITORY_SECTIONS = /* @__PURE__ */ new Set([
  "actions",
  "blame",
  "blob",
  "branches",
  "commit",
  "commits",
  "compare",
  "discussions",
  "graphs",
  "issues",
  "labels",
  "milestone",
  "milestones",
  "network",
  "pull",
  "pulls",
  "raw",
  "releases",
  "runs",
  "tags",
  "tree",
  "wiki"
]);
var OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
var REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;
function isLinkableGitHubPath(pathname) {
  const segments = pathname.split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  const [owner, repository, section] = segments;
  if (owner === void 0) return true;
  if (owner === "user-attachments") return repository === "assets" || repository === "files";
  if (RESERVED.has(owner.toLowerCase()) || !OWNER.test(owner)) return false;
  if (repository === void 0) return true;
  if (!REPOSITORY.test(repository) || repository === "." || repository === "..") return false;
  return section === void 0 || REPOSITORY_SECTIONS.has(section);
}

// src/report/sanitizer/hosts.ts
var DEFAULT_GITHUB_HOSTS = ["github.com", "www.github.com"];
var SAFE_URL = /^[A-Za-z0-9\-._~:/?#@!$&*+,;=%]*$/;
var SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
var PLAIN_AUTHORITY = /^[A-Za-z0-9.-]+(?::[0-9]{1,5})?$/;
function normaliseHost(host) {
  return new URL(`https://${host}/`).hostname.replace(/\.$/, "");
}
function createHostPolicy(entries, githubHosts = DEFAULT_GITHUB_HOSTS) {
  const github = new Set(githubHosts.map((host) => normaliseHost(host.trim())));
  const hosts = [];
  const prefixes = [];
  for (const entry of entries) {
    const trimmed = entry.trim();
    try {
      if (trimmed.includes("://")) {
        const url = new URL(trimmed);
        prefixes.push({ origin: url.origin, path: url.pathname.replace(/\/$/, "") });
      } else if (trimmed.startsWith("*.")) {
        hosts.push({ host: normaliseHost(trimmed.slice(2)), subdomains: true });
      } else {
        hosts.push({ host: normaliseHost(trimmed), subdomains: false });
      }
    } catch {
      throw new Error(
        `Invalid allowed host ${JSON.stringify(entry)}: expected a host name ("github.com"), "*.example.com", or a URL prefix ("https://github.com/owner/repo").`
      );
    }
  }
  const listed = (url, host) => hosts.some((r) => r.subdomains ? host.endsWith(`.${r.host}`) : host === r.host) || prefixes.some(
    (p) => url.origin === p.origin && (url.pathname === p.path || url.pathname.startsWith(`${p.path}/`))
  );
  return {
    allows(url) {
      if (url.protocol !== "https:" && url.protocol !== "http:") return false;
      const host = url.hostname.toLowerCase().replace(/\.$/, "");
      if (!listed(url, host)) return false;
      return !github.has(host) || isLinkableGitHubPath(url.pathname);
    },
    allowsSitePath: isLinkableGitHubPath
  };
}
function decodeDestination(raw) {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] ?? "";
    if (c === "\\" && isAsciiPunctuation(raw[i + 1])) {
      out += raw[i + 1] ?? "";
      i++;
    } else if (c === "&") {
      const match = /^&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/.exec(raw.slice(i));
      if (match === null) {
        out += c;
        continue;
      }
      const decoded = decodeCharacterReference(match[0]);
      if (decoded === void 0) return void 0;
      out += decoded;
      i += match[0].length - 1;
    } else out += c;
  }
  return out;
}
var SAFE_DECODED = /^[!-[\]-~]*$/;
function isKeepableUrl(text, policy, decoded = false) {
  if (!(decoded ? SAFE_DECODED : SAFE_URL).test(text)) return false;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  let absolute;
  if (scheme !== void 0) {
    if (scheme !== "http" && scheme !== "https") return false;
    if (!text.slice(scheme.length + 1).startsWith("//")) return false;
    absolute = text;
  } else if (text.startsWith("//")) {
    absolute = `https:${text}`;
  } else {
    if (/[:@]/.test(text) || tokenStarts(`${text}x`).size !== 0) return false;
    return isKeepableRelative(text, policy);
  }
  const authority = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/.exec(absolute)?.[1] ?? "";
  if (!PLAIN_AUTHORITY.test(authority)) return false;
  let url;
  try {
    url = new URL(absolute);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "") return false;
  return policy.allows(url);
}
function isKeepableRelative(text, policy) {
  const base = "https://relative.invalid/owner/repository/issues/1";
  let resolved;
  try {
    resolved = new URL(text, base);
  } catch {
    return false;
  }
  if (/(?:^|\/)(?:\.|%2e){2}(?:\/|$|[?#])/i.test(text.split(/[?#]/)[0] ?? "")) return false;
  return resolved.host === "relative.invalid" && policy.allowsSitePath(resolved.pathname);
}
function isKeepableDestination(raw, policy) {
  const decoded = decodeDestination(raw);
  return decoded !== void 0 && isKeepableUrl(raw, policy) && isKeepableUrl(decoded, policy, true);
}
function closeAuthority(url) {
  const match = /^((?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\/[^/?#]*)$/.exec(url);
  return match === null ? url : `${url}/`;
}

// src/report/sanitizer/bare-urls.ts
var DOMAIN_START = /^[^\s\p{P}\p{S}\p{Cc}]/u;
var SPACE = /^\s/u;
var PUNCTUATION = /^[\p{P}\p{S}]/u;
var TRAIL = new Set(`!"'),.:;?_~*`);
var PATH_CHECKED = new Set(`!"&'),.:;<?]_~*`);
var BareUrls = class {
  constructor(line) {
    this.line = line;
  }
  line;
  trailing;
  /**
   * Where the URL whose prefix ("http://", "https://" or "www.", any case) starts at `at` ends, or
   * undefined when GFM reads none there. The caller has checked the character before the prefix (no
   * ASCII letter before "http"; for "www.", the line's start, a space or one of "(*_[]~").
   */
  end(at, prefix) {
    const www = prefix.toLowerCase() === "www.";
    const host = www ? at : at + prefix.length;
    if (!www && !DOMAIN_START.test(this.line.slice(host, host + 2))) return void 0;
    const domainEnd = this.domainEnd(host);
    return domainEnd === void 0 ? void 0 : this.pathEnd(domainEnd);
  }
  /** Where the trailing punctuation that starts at `at` ends (it holds "&name;" and "]" too). */
  trailEnd(at) {
    let end = at;
    for (; ; ) {
      const c = this.line[end];
      if (c === void 0) return end;
      if (TRAIL.has(c) || c === "]") end++;
      else if (c === "&" && this.referenceEnd(end) !== void 0) end = this.referenceEnd(end) ?? end;
      else return end;
    }
  }
  /** The domain: no "_" in its last two labels; "." and "_" end it when only trailing punctuation follows. */
  domainEnd(host) {
    let underscoreInLast = false;
    let underscoreInLastButOne = false;
    let seen = false;
    let at = host;
    for (; at < this.line.length; at++) {
      const c = this.line[at] ?? "";
      if (c === "." || c === "_") {
        if (this.trailingFrom(at)) break;
        if (c === "_") underscoreInLast = true;
        else {
          underscoreInLastButOne = underscoreInLast;
          underscoreInLast = false;
        }
        continue;
      }
      if (SPACE.test(c) || c !== "-" && PUNCTUATION.test(c)) break;
      seen = true;
    }
    return seen && !underscoreInLast && !underscoreInLastButOne ? at : void 0;
  }
  /** The path: all up to a space, or to punctuation that only trailing punctuation follows. */
  pathEnd(from) {
    let opened = 0;
    let closed = 0;
    let at = from;
    for (; at < this.line.length; at++) {
      const c = this.line[at] ?? "";
      if (SPACE.test(c)) break;
      if (c === "(") opened++;
      else if (c === ")" && closed < opened) closed++;
      else if (PATH_CHECKED.has(c) && this.trailingFrom(at)) break;
      else if (c === ")") closed++;
    }
    return at;
  }
  /** Whether only trailing punctuation lies from `at` to where a URL ends (a space, "<", the line's end). */
  trailingFrom(at) {
    this.trailing ??= this.trailingEverywhere();
    return this.trailing[at] === true;
  }
  /** `trailingFrom` for every offset, from the line's end back (each is asked for many times). */
  trailingEverywhere() {
    const { line } = this;
    const trailing = new Array(line.length + 1).fill(false);
    trailing[line.length] = true;
    for (let at = line.length - 1; at >= 0; at--) {
      const c = line[at] ?? "";
      const reference = c === "&" ? this.referenceEnd(at) : void 0;
      if (SPACE.test(c) || c === "<") trailing[at] = true;
      else if (TRAIL.has(c)) trailing[at] = trailing[at + 1] === true;
      else if (c === "]") trailing[at] = /^[([]/.test(line[at + 1] ?? "") || trailing[at + 1] === true;
      else if (reference !== void 0) trailing[at] = trailing[reference] === true;
    }
    return trailing;
  }
  /** After "&name;" (ASCII letters) at `at`, if one is there. */
  referenceEnd(at) {
    let end = at + 1;
    while (/[A-Za-z]/.test(this.line[end] ?? "")) end++;
    return end > at + 1 && this.line[end] === ";" ? end + 1 : void 0;
  }
};

// src/report/sanitizer/dense-paragraphs.ts
function tryEscapeCostlyParagraphs(text) {
  const unchanged = { text, original: (start, end) => text.slice(start, end) };
  if (paragraphsTooCostly(text).length === 0) return unchanged;
  const layout = blockLayout(text).lines;
  const dense = paragraphsTooCostly(text, layout);
  if (dense.length === 0) return unchanged;
  const lines2 = text.split("\n");
  const edits = [];
  let next = 0;
  let escaper;
  let stuck = false;
  let offset = 0;
  let escapedOffset = 0;
  for (const [i, line] of lines2.entries()) {
    const paragraph = dense[next];
    if (paragraph !== void 0 && offset >= paragraph.start && offset < paragraph.end) {
      escaper ??= new ParagraphEscaper(paragraph);
      if (layout[i]?.kind === "prose") lines2[i] = escaper.escape(line, escapedOffset, edits);
      if (offset + line.length >= paragraph.end) {
        stuck ||= escaper.stuck;
        next++;
        escaper = void 0;
      }
    }
    offset += line.length + 1;
    escapedOffset += (lines2[i] ?? "").length + 1;
  }
  const escaped = lines2.join("\n");
  if (stuck || tooCostlyToReadAsParsed(escaped)) return void 0;
  if (!sameLayout(layout, blockLayout(escaped, markdownEvents(escaped)).lines)) return void 0;
  return { text: escaped, original: (start, end) => unescape(escaped, edits, start, end) };
}
function unescape(escaped, edits, start, end) {
  const parts = [];
  let cursor = start;
  let lo = 0;
  let hi = edits.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (edits[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < edits.length && edits[k].start < end; k++) {
    const edit = edits[k];
    const cut = edit.start < start || edit.end > end;
    parts.push(escaped.slice(cursor, Math.max(edit.start, start)));
    parts.push(cut ? writtenOf(escaped, edit, start, end) : edit.original);
    cursor = Math.min(edit.end, end);
  }
  parts.push(escaped.slice(cursor, end));
  return parts.join("");
}
function writtenOf(escaped, edit, start, end) {
  const from = Math.max(start, edit.start);
  const to = Math.min(end, edit.end);
  const form = escaped.slice(edit.start, edit.end);
  if (form === [...edit.original].map((c) => `\\${c}`).join(""))
    return [...escaped.slice(from, to)].filter((_, i) => (from + i - edit.start) % 2 === 1).join("");
  let written = 0;
  while (written < form.length && form[written] === edit.original[written]) written++;
  return escaped.slice(from, Math.max(from, Math.min(to, edit.start + written)));
}
function tooCostlyToReadAsParsed(text) {
  if (!tooCostlyToRead(text)) return false;
  if (tooCostlyToParse(text) !== void 0) return true;
  return paragraphsTooCostly(text, blockLayout(text).lines).length > 0;
}
function sameLayout(before, after) {
  return before.every((line, i) => {
    const other = after[i];
    return other !== void 0 && other.kind === line.kind && other.table === line.table;
  });
}
var ESCAPE = BACKSLASH_ESCAPE.source;
var BRACKETS = /[[\]]|<(?=[!?])/.source;
var EMPHASIS = /_+|[*~]/.source;
var THEMATIC_BREAK = /^[ \t]*(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
var ParagraphEscaper = class {
  /** A mark was found that cannot be written so that the paragraph shows the same and forms nothing. */
  stuck = false;
  emphasis;
  marks;
  literals;
  constructor(paragraph) {
    const kinds = [
      ESCAPE,
      ...paragraph.brackets ? [BRACKETS] : [],
      ...paragraph.emphasis ? [EMPHASIS] : []
    ];
    this.marks = new RegExp(kinds.join("|"), "g");
    this.emphasis = paragraph.emphasis;
    this.literals = new LiteralFinder(paragraph.brackets);
  }
  /**
   * The line's marks escaped after its container markers, so a quoted paragraph stays in its quote;
   * each mark escaped is added to `edits`, the line starting at `offset` in the escaped text.
   */
  escape(line, offset, edits) {
    const markers = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
    const rest = line.slice(markers.length);
    if (THEMATIC_BREAK.test(rest)) return line;
    const { literals, trails } = this.literals.spans(rest);
    const where = { inLiteral: within(literals), inTrail: within(trails) };
    let shift = offset + markers.length;
    const escaped = rest.replace(this.marks, (mark, at) => {
      const written = this.escapeMark(mark, at, rest, where);
      if (written !== mark)
        edits.push({ start: at + shift, end: at + shift + written.length, original: mark });
      shift += written.length - mark.length;
      return written;
    });
    return markers + escaped;
  }
  /** `mark`, found at `at` in the line's `rest`, as it is written: escaped, or as it is where it is inert. */
  escapeMark(mark, at, rest, where) {
    const { inLiteral, inTrail } = where;
    if (mark.startsWith("\\")) {
      const live = this.emphasis && "*_~".includes(mark[1] ?? "") && inLiteral(at) && inTrail(at + 1);
      return live ? `\\${this.trailing(mark.slice(1), rest, at + 1)}` : mark;
    }
    if (inLiteral(at)) return mark;
    if (inTrail(at)) return [...mark].map((c, i) => this.trailing(c, rest, at + i)).join("");
    if (!mark.startsWith("_")) return `\\${mark}`;
    const intraword = ALPHANUMERIC.test(rest[at - 1] ?? "") && ALPHANUMERIC.test(rest[at + mark.length] ?? "");
    return intraword ? mark : "\\_".repeat(mark.length);
  }
  /**
   * A mark in the punctuation right after a bare URL, which a backslash would join to the URL. Every
   * other mark of the paragraph that may open emphasis is escaped (or in a URL or code), so one that
   * cannot (it is not between two punctuation characters; a "]" opens nothing) forms nothing and is
   * left as it is; one that can is written as a character reference, which GFM leaves out of a URL too.
   * "~" has none: the caller gives up.
   */
  trailing(mark, line, at) {
    const opens = PUNCTUATION2.test(line[at - 1] ?? " ") && PUNCTUATION2.test(line[at + 1] ?? " ");
    if (!opens || mark === "]") return mark;
    const reference = TRAILING_MARKS[mark];
    if (reference === void 0) this.stuck = true;
    return reference ?? mark;
  }
};
var TRAILING_MARKS = { _: "&lowbar;", "*": "&ast;" };
var PUNCTUATION2 = /^[\p{P}\p{S}]/u;
function within(spans) {
  let next = 0;
  return (at) => {
    while ((spans[next]?.[1] ?? Infinity) <= at) next++;
    return at >= (spans[next]?.[0] ?? Infinity);
  };
}
var LITERAL_TOKENS = new RegExp(
  [
    ESCAPE,
    /`+/.source,
    /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\p{Cc}]*>/u.source,
    /<[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>/.source,
    /\]\([^\s()<>]*\)/.source,
    /[[\]]/.source,
    /(?<![A-Za-z])https?:\/\//.source,
    /(?<![^\s(*_[\]~])www\./.source
  ].join("|"),
  "giu"
);
var LiteralFinder = class {
  constructor(bracketsEscaped) {
    this.bracketsEscaped = bracketsEscaped;
  }
  bracketsEscaped;
  /** Brackets the paragraph opened and has not closed yet (counted only where they are not escaped). */
  open = 0;
  /**
   * Where code spans and URLs are in `line` (the paragraph's next line), and the punctuation right
   * after each bare URL, as [start, end) offsets.
   */
  spans(line) {
    const literals = [];
    const trails = [];
    const backticks = new BacktickRuns(line);
    const urls = new BareUrls(line);
    LITERAL_TOKENS.lastIndex = 0;
    for (let found = LITERAL_TOKENS.exec(line); found !== null; found = LITERAL_TOKENS.exec(line)) {
      const [token] = found;
      const at = found.index;
      if (token.startsWith("`")) {
        const end = backticks.closing(at, token.length);
        if (end !== void 0) {
          literals.push([at, end]);
          LITERAL_TOKENS.lastIndex = end;
        }
      } else if (token.startsWith("<")) literals.push([at, at + token.length]);
      else if (token.startsWith("](")) {
        if (!this.bracketsEscaped && this.open > 0) literals.push([at + 2, at + token.length - 1]);
        else LITERAL_TOKENS.lastIndex = at + 1;
        this.close();
      } else if (token === "[") this.open += this.bracketsEscaped ? 0 : 1;
      else if (token === "]") this.close();
      else if (!token.startsWith("\\")) {
        const end = this.open === 0 ? urls.end(at, token) : void 0;
        if (end !== void 0) {
          literals.push([at, end]);
          trails.push([end, urls.trailEnd(end)]);
          LITERAL_TOKENS.lastIndex = end;
        }
      }
    }
    return { literals, trails };
  }
  close() {
    this.open = Math.max(0, this.open - 1);
  }
};

// src/report/sanitizer/rewrite.ts
var PROSE = /* @__PURE__ */ new Set(["text", "escape", "reference", "html", "literalAutolink"]);
var SAFE_TITLE = /^[A-Za-z0-9 ,;!?_-]*$/;
var RENDERED_LANGUAGES = /* @__PURE__ */ new Set(["mermaid", "geojson", "topojson", "stl", "math"]);
function rewriteMarkdown(text, pieces, options) {
  return new Rewriter(text, options).write(pieces);
}
var Rewriter = class {
  constructor(text, options) {
    this.text = text;
    this.options = options;
  }
  text;
  options;
  out = [];
  /** The last character written, and whether this added it (asking the parts for it would join them). */
  last = "";
  lastAdded = false;
  kept = /* @__PURE__ */ new Map();
  /** Where each rejected link's or image's opening bracket ends (an empty image text is filled in). */
  opened = /* @__PURE__ */ new Map();
  /** Where the "[" of each definition not kept as one is (see `unkeptDefinitions`). */
  unkeptDefinitions = /* @__PURE__ */ new Set();
  write(pieces) {
    for (const at of unkeptDefinitions(this.text, pieces)) this.unkeptDefinitions.add(at);
    this.rewrite(pieces, 0, this.text.length);
    return this.out.join("");
  }
  /** text[from, to) with its pieces rewritten and what lies between them kept. */
  rewrite(pieces, from, to) {
    let cursor = from;
    for (let i = 0; i < pieces.length; ) {
      const piece = pieces[i];
      this.structure(cursor, piece.start);
      let j = i + 1;
      if (PROSE.has(piece.kind)) {
        while (j < pieces.length && PROSE.has(pieces[j].kind) && pieces[j]?.start === pieces[j - 1]?.end)
          j++;
        this.prose(pieces.slice(i, j));
      } else if (piece.kind === "unread") {
        while (j < pieces.length && pieces[j]?.kind === "unread" && this.nextLine(pieces[j - 1], pieces[j]))
          j++;
        this.unread(piece.start, pieces[j - 1].end);
      } else this.construct(piece);
      cursor = pieces[j - 1].end;
      i = j;
    }
    this.structure(cursor, to);
  }
  /** text[from, to), which lies between pieces, kept — but the "[" of a definition not kept escaped. */
  structure(from, to) {
    let cursor = from;
    for (let at = this.text.indexOf("[", from); at !== -1 && at < to; at = this.text.indexOf("[", at + 1)) {
      if (!this.unkeptDefinitions.has(at)) continue;
      this.push(this.text.slice(cursor, at));
      this.push("\\[", true);
      cursor = at + 1;
    }
    this.push(this.text.slice(cursor, to));
  }
  /** Whether `next` is on the line after `piece` (one line ending between them, no blank line). */
  nextLine(piece, next) {
    if (piece === void 0 || next === void 0) return false;
    const between = this.text.indexOf("\n", piece.end);
    if (between === -1 || between >= next.start) return false;
    const after = this.text.indexOf("\n", between + 1);
    return after === -1 || after >= next.start;
  }
  /**
   * Text shown as typed (the lines of an HTML block or of indented code, the content of a code span not
   * kept) is rewritten as the inline text it would be if a reader took it for a paragraph: GitHub's
   * parser may end the block where ours did not, and the "<" this escapes ends an HTML block.
   */
  unread(start, end) {
    this.rewrite(inlinePiecesOf(this.text, start, end), start, end);
  }
  /**
   * Appends `part`. What this adds (`added`) is kept apart from a backtick or backslash it would touch:
   * backtick runs would merge and unpair, a backslash would escape what follows it.
   */
  push(part, added = false) {
    if (part === "") return;
    const first = part[0];
    const touches = first === "`" && this.last === "`" && (added || this.lastAdded) || added && this.last === "\\" && (first === "`" || first === "\\");
    if (touches) this.out.push(" ");
    this.out.push(part);
    this.last = part.at(-1) ?? "";
    this.lastAdded = added;
  }
  construct(piece) {
    const source = this.text.slice(piece.start, piece.end);
    switch (piece.kind) {
      case "footnoteLabel":
        this.push("\\[", true);
        break;
      case "code":
        if (this.keepsCodeSpan(piece)) this.push(source);
        else {
          this.push("\\`".repeat(piece.contentStart - piece.start), true);
          this.unread(piece.contentStart, piece.contentEnd);
          this.push("\\`".repeat(piece.end - piece.contentEnd), true);
        }
        return;
      case "autolink": {
        const keep = !piece.email && /^https?:\/\//i.test(piece.url) && isKeepableDestination(piece.url, this.options.policy);
        this.push(keep ? source : codeSpan(piece.url), !keep);
        return;
      }
      case "linkOpen":
      case "linkClose":
        this.bracket(piece.kind, piece, piece.link);
        return;
      case "destination":
        this.destination(piece.link, piece.start, piece.end);
        return;
      case "fenceInfo":
        this.push(infoString(source), true);
        return;
      default:
        this.prose([piece]);
    }
  }
  keepsCodeSpan(piece) {
    return piece.lines === 1 && !this.crossesCells(piece.start, piece.end);
  }
  /** Whether text[start, end) holds a pipe that splits a cell, on a line that may be a table row. */
  crossesCells(start, end) {
    if (!this.options.tableRow(start)) return false;
    for (let at = this.text.indexOf("|", start); at !== -1 && at < end; at = this.text.indexOf("|", at + 1))
      if (splitsCell(this.text, at)) return true;
    return false;
  }
  keeps(link2) {
    let keep = this.kept.get(link2);
    if (keep === void 0) {
      const { destination } = link2;
      keep = (destination === void 0 || isKeepableDestination(destination, this.options.policy)) && !this.crossesCells(link2.start, link2.end);
      this.kept.set(link2, keep);
    }
    return keep;
  }
  /** A rejected link's brackets are escaped: it cannot be read as a link, nor glue to words around it. */
  bracket(kind, at, link2) {
    if (this.keeps(link2) || link2.kind === "definition") this.push(this.text.slice(at.start, at.end));
    else if (kind === "linkOpen") {
      this.push("\\[", true);
      this.opened.set(link2, at.end);
    } else {
      if (link2.kind === "image" && this.opened.get(link2) === at.start) this.push("image", true);
      this.push("\\]", true);
    }
  }
  destination(link2, start, end) {
    const destination = link2.destination ?? "";
    const keep = this.keeps(link2);
    const title = link2.title !== void 0 && SAFE_TITLE.test(link2.title) ? link2.title : void 0;
    if (link2.kind === "definition") {
      const plain = link2.title === void 0 || title !== void 0;
      const destinationEnd = link2.destinationEnd ?? end;
      const written = this.text.slice(start, destinationEnd);
      const bare = written.startsWith("<") ? bareDestination(destination) : written;
      if (keep && bare !== void 0) this.push(bare + (plain ? this.text.slice(destinationEnd, end) : ""));
      else this.push(codeSpan(destination), true);
    } else if (keep) {
      this.push(`(${closeAuthority(destination)}${title === void 0 ? "" : ` "${title}"`})`, true);
    } else {
      const shown = codeSpan(destination);
      this.push(link2.kind === "image" ? ` (image not shown: ${shown})` : ` (${shown})`, true);
    }
  }
  /** A run of prose pieces, read together for URL-like tokens. */
  prose(run) {
    const from = run[0].start;
    const to = run.at(-1).end;
    const slice = this.text.slice(from, to);
    const after = /^[^\n]{0,8}/.exec(this.text.slice(to, to + 8))?.[0] ?? "";
    const starts = tokenStarts(slice + after);
    for (const piece of run) if (piece.kind === "literalAutolink") starts.add(piece.start - from);
    let k = 0;
    for (let at = from; at < to; ) {
      while (run[k].end <= at) k++;
      const piece = run[k];
      if (starts.has(at - from)) at = this.token(at, from + tokenEnd(slice, at - from));
      else if (piece.kind === "escape" && at === piece.start) at = this.escape(at);
      else if (this.text[at] === "&") at = this.reference(at, piece);
      else at = this.character(at);
    }
  }
  /**
   * A URL-like token: kept when it is an http(s) URL (or www.) to an allowed place with only whitespace
   * after it — or the emphasis or strikethrough marks that close around it ("*see https://…*"), which
   * must leave it allowed should a reader take them as part of it; otherwise shown as an inert code span.
   */
  token(start, end) {
    const token = this.text.slice(start, end);
    let tail = end;
    while ("*_~".includes(this.text[tail] ?? " ")) tail++;
    const written = this.text.slice(start, tail);
    const next = this.text[tail];
    const autolinked = /^https?:\/\//i.test(token) && !/[A-Za-z]/.test(this.text[start - 1] ?? "");
    const keep = (next === void 0 || isAutolinkSpace(next)) && /^(?:https?:\/\/|\/\/|www\.)/i.test(token) && (autolinked || [...tokenStarts(token)].every((at) => at === 0)) && [token, written, trimTrailingPunctuation(written)].every(
      (t) => isKeepableUrl(/^www\./i.test(t) ? `http://${t}` : t, this.options.policy)
    );
    this.push(keep ? token : codeSpan(this.options.original?.(start, end) ?? token), !keep);
    return Math.max(end, start + 1);
  }
  /** A backslash escape, kept; "\\@name" renders as "@name", which GitHub would still read as a mention. */
  escape(at) {
    const next = this.text[at + 1] ?? "";
    const mention = next === "@" && this.text[at + 2] !== MENTION_BREAK ? MENTION_BREAK : "";
    this.push(`\\${next}${mention}`);
    return at + 2;
  }
  /**
   * A character reference is kept when it is typographic; any other has its "&" escaped, so it shows
   * as written (`&#104;ttps:` stays text). What looks like a reference in text the parser did not take
   * for one (an unknown name) has its "&" escaped too: it shows the same, and no reader's list of
   * names can make it one.
   */
  reference(at, piece) {
    const reference = piece.kind === "reference" && at === piece.start ? this.text.slice(piece.start, piece.end) : characterReferenceAt(this.text, at);
    if (reference !== void 0 && at + reference.length <= piece.end && isSafeInProse(reference)) {
      this.push(reference);
      return at + reference.length;
    }
    this.push(reference === void 0 ? "&" : "&amp;", reference !== void 0);
    return at + 1;
  }
  character(at) {
    const c = this.text[at] ?? "";
    if (c === "`") this.push("\\`", true);
    else if (c === "<") this.push("&lt;", true);
    else if (c === "@" && !isAsciiAlphanumeric(this.last) && this.text[at + 1] !== MENTION_BREAK)
      this.push(`@${MENTION_BREAK}`, true);
    else if (c === "(" && this.last === "]") this.push("\\(", true);
    else this.push(c);
    return at + 1;
  }
};
function unkeptDefinitions(text, pieces) {
  const found = [];
  for (const piece of pieces) {
    if (piece.kind !== "destination" || piece.link.kind !== "definition") continue;
    const { start } = piece.link;
    const labelEnd = text.lastIndexOf("]", piece.start);
    if (text[start] !== "[" || labelEnd <= start) continue;
    const label = text.slice(start + 1, labelEnd);
    const after = /^[^\n]{0,8}/.exec(text.slice(labelEnd, labelEnd + 8))?.[0] ?? "";
    if ([...tokenStarts(label + after)].some((at) => at < label.length)) found.push(start);
  }
  return found;
}
function splitsCell(text, at) {
  return !(text[at - 1] === "\\" && text[at - 2] !== "\\");
}
function infoString(info) {
  const word = /^\s*([A-Za-z0-9_+#.-]{1,40})/.exec(info)?.[1];
  if (word === void 0) return "";
  const letters = /^[a-z]*/.exec(word.toLowerCase())?.[0] ?? "";
  return RENDERED_LANGUAGES.has(letters) ? "text" : word;
}
function bareDestination(destination) {
  if (!/^[^\s\p{Cc}]+$/u.test(destination)) return void 0;
  let depth = 0;
  for (let i = 0; i < destination.length; i++) {
    const c = destination[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    if (depth < 0 || depth > 32) return void 0;
  }
  return depth === 0 ? destination : void 0;
}

// src/report/sanitize.ts
var MAX_INPUT = 2e4;
var OUTPUT_FACTOR = 8;
var OUTPUT_SLACK = 64;
function sanitizeModelMarkdown(text, options) {
  const clean = cleanText(clip(text, MAX_INPUT));
  if (!markdownParserLoaded()) return renderEscaped(clean);
  const key = JSON.stringify([options.allowedHosts, options.githubHosts ?? null, clean]);
  const kept = recentResults.get(key);
  if (kept !== void 0) {
    recentResults.delete(key);
    recentResults.set(key, kept);
    return kept;
  }
  const sanitized = sanitizeClean(clean, createHostPolicy(options.allowedHosts, options.githubHosts));
  recentResults.set(key, sanitized);
  for (const oldest of recentResults.keys()) {
    if (recentResults.size <= RECENT_RESULTS) break;
    recentResults.delete(oldest);
  }
  return sanitized;
}
var recentResults = /* @__PURE__ */ new Map();
var RECENT_RESULTS = 8;
function sanitizeClean(clean, policy) {
  if (tooCostlyToParse(clean) !== void 0) return renderEscaped(clean);
  const readable = tryEscapeCostlyParagraphs(clean);
  if (readable === void 0) return renderEscaped(clean);
  const first = sanitizeParsed(readable.text, policy, readable.original);
  if (tooCostlyToReadAsParsed(first)) return first;
  const second = sanitizeParsed(first, policy);
  return second.length <= OUTPUT_FACTOR * clean.length + OUTPUT_SLACK ? second : first;
}
function sanitizeParsed(clean, policy, original) {
  const keep = (raw) => isKeepableDestination(raw, policy);
  let out = renderByConstructs(clean, policy, original);
  for (let round = 0; round <= MAX_REPAIR_ROUNDS; round++) {
    if (tooCostlyToParse(out) !== void 0) break;
    const readable = readableRewrite(out);
    if (readable === void 0) break;
    out = readable;
    const { live, unclosedFence } = inspectMarkdown(out, keep);
    if (live.length === 0) return unclosedFence === void 0 ? out : `${out}
${unclosedFence}`;
    if (round < MAX_REPAIR_ROUNDS) out = repair(out, live);
  }
  const written = original?.(0, clean.length) ?? clean;
  const escaped = renderEscaped(written);
  if (tooCostlyToParse(escaped) !== void 0) return escaped;
  return inspectMarkdown(escaped, keep).live.length === 0 ? escaped : codeBlock(written);
}
function readableRewrite(text) {
  return tooCostlyToReadAsParsed(text) ? tryEscapeCostlyParagraphs(text)?.text : text;
}
var MAX_REPAIR_ROUNDS = 3;
function repair(text, live) {
  const edits = /* @__PURE__ */ new Map();
  for (const found of live) {
    if (edits.has(found.at)) continue;
    if (found.kind === "html") edits.set(found.at, { end: found.at + 1, text: "&lt;" });
    else if (found.kind === "link") edits.set(found.at, { end: found.at, text: "\\" });
    else if (found.kind === "mention") edits.set(found.at, { end: found.at + 1, text: `@${MENTION_BREAK}` });
    else {
      const gap = /[`\\]/.test(text[found.at - 1] ?? "") ? " " : "";
      edits.set(found.at, { end: found.end, text: `${gap}${codeSpan(text.slice(found.at, found.end))} ` });
    }
  }
  const out = [];
  let cursor = 0;
  for (const at of [...edits.keys()].sort((a, b) => a - b)) {
    const edit = edits.get(at);
    if (edit === void 0 || at < cursor) continue;
    out.push(text.slice(cursor, at), edit.text);
    cursor = edit.end;
  }
  out.push(text.slice(cursor));
  return out.join("");
}
function renderByConstructs(text, policy, original) {
  const events = markdownEvents(text);
  const layout = blockLayout(text, events).lines;
  const lines2 = text.split("\n");
  const capable = tableCapableLines(lines2, layout);
  const tableLines = layout.map((line, i) => line.table || capable[i] === true);
  const starts = lineStarts2(lines2);
  const tableRow = (offset) => tableLines[lineAt(starts, offset)] === true;
  return rewriteMarkdown(text, inlinePieces(text, events), { policy, tableRow, original });
}
function lineStarts2(lines2) {
  const starts = [];
  let offset = 0;
  for (const line of lines2) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return starts;
}
function lineAt(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function renderEscaped(text) {
  return text.split("\n").map((line) => plainText(line)).join("\n");
}
var DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
function tableCapableLines(lines2, layout) {
  const flags = lines2.map(() => false);
  let start = 0;
  for (let i = 0; i <= lines2.length; i++) {
    const ends = i === lines2.length || layout[i]?.kind !== "prose" || (lines2[i] ?? "").trim() === "";
    if (!ends) continue;
    const run = lines2.slice(start, i);
    if (run.some((line) => DELIMITER_ROW.test(line.replace(/^[ \t>]*/, ""))))
      for (let j = start; j < i; j++) flags[j] = true;
    start = i + 1;
  }
  return flags;
}

// src/report/truncate.ts
var FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function closers(state) {
  return [
    ...state.fence === void 0 ? [] : [state.fence],
    ...Array(state.openDetails).fill("</details>")
  ];
}
function truncateMarkdown(markdown, limit, note) {
  if (limit.measure(markdown) <= limit.max) return markdown;
  const lines2 = markdown.split("\n");
  const after = [];
  let state = { fence: void 0, openDetails: 0 };
  for (const line of lines2) {
    if (state.fence === void 0) {
      const open4 = FENCE_OPEN.exec(line);
      if (open4?.[1] !== void 0 && !(open4[1].startsWith("`") && (open4[2] ?? "").includes("`")))
        state = { ...state, fence: open4[1] };
      else if (/^<details[ >]/.test(line)) state = { ...state, openDetails: state.openDetails + 1 };
      else if (/^<\/details>/.test(line))
        state = { ...state, openDetails: Math.max(0, state.openDetails - 1) };
    } else {
      const close = FENCE_CLOSE.exec(line)?.[1];
      if (close !== void 0 && close[0] === state.fence[0] && close.length >= state.fence.length)
        state = { ...state, fence: void 0 };
    }
    after.push(state);
  }
  const build = (count) => {
    const open4 = count === 0 ? { fence: void 0, openDetails: 0 } : after[count - 1];
    return [...lines2.slice(0, count), ...closers(open4)].join("\n") + `

${note}`;
  };
  let lo = 0;
  let hi = lines2.length;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (limit.measure(build(mid)) <= limit.max) lo = mid;
    else hi = mid - 1;
  }
  const result = build(lo);
  return limit.measure(result) <= limit.max ? result : note.slice(0, limit.max);
}

// src/report/finalize.ts
var LONE_SURROGATE2 = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function finalizeForGitHub(markdown, redactor, options = {}) {
  const limit = options.limit ?? COMMENT_LIMIT;
  const wellFormed = markdown.replace(LONE_SURROGATE2, "�").replace(/\0/g, "�");
  return truncateMarkdown(
    redactor(wellFormed),
    limit,
    `✂️ **Truncated** to fit GitHub's ${limit.description}: the full text is in the job's step summary and the transcript artifact.`
  );
}
function finalizeModelMarkdown(markdown, redactor, options) {
  return finalizeForGitHub(sanitizeModelMarkdown(redactor(markdown), options), redactor, options);
}

// src/report/marker.ts
var PREFIX = "<!-- steward:tracking key=";
var SUFFIX = " -->";
var MARKER_AT_START = /^\s*<!-- steward:tracking key=([A-Za-z0-9\-_.!~*'()%]+) -->/;
function trackingMarker(key) {
  if (key === "")
    throw new Error('Invalid tracking key "": expected a non-empty key such as "issue-12/mention".');
  return `${PREFIX}${encodeURIComponent(key)}${SUFFIX}`;
}
function findMarker(body) {
  const encoded = MARKER_AT_START.exec(body)?.[1];
  if (encoded === void 0) return void 0;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return void 0;
  }
}

// src/report/secrets/secretlint.ts
var TOKEN_CHAR = /[A-Za-z0-9_\-+/=.~]/;
function textSource(content) {
  const positionsUnsupported = () => {
    throw new Error("steward's secretlint host gives no positions (only filter rules use them)");
  };
  return {
    hasBOM: false,
    content,
    filePath: void 0,
    physicalFilePath: void 0,
    contentType: "text",
    ext: "",
    getFilePath: () => void 0,
    getPhysicalFilePath: () => void 0,
    locationToRange: positionsUnsupported,
    rangeToLocation: positionsUnsupported,
    positionToIndex: positionsUnsupported,
    indexToPosition: positionsUnsupported
  };
}
function secretlintScanner(rules) {
  let sink;
  const context = {
    sharedOptions: {},
    createTranslator: () => (messageId) => ({
      message: String(messageId),
      messageId: String(messageId),
      data: void 0
    }),
    report({ range, message }) {
      if (sink === void 0) return;
      let end = range[1];
      while (end < sink.text.length && TOKEN_CHAR.test(sink.text[end] ?? "")) end++;
      sink.into.push({ start: range[0], end, rule: `${sink.rule} (${message.messageId})` });
    },
    ignore: () => void 0
  };
  const scanners = rules.filter((rule) => rule.meta.type === "scanner").map((rule) => ({
    id: `secretlint ${rule.meta.id.replace(/^@secretlint\/secretlint-rule-/, "")}`,
    handler: rule.create(context, {})
  }));
  return (text, into) => {
    const source = textSource(text);
    try {
      for (const scanner of scanners) {
        sink = { text, into, rule: scanner.id };
        try {
          const pending = scanner.handler.file?.(source);
          if (pending !== void 0) pending.catch(() => void 0);
        } catch {
        }
      }
    } finally {
      sink = void 0;
    }
  };
}
async function loadSecretlintScanner() {
  const { rules } = await import("./chunk-MEQDS5GN.js");
  return secretlintScanner(rules);
}

// src/report/format.ts
function formatCount(n) {
  if (!Number.isFinite(n)) return "?";
  const sign = n < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  const seconds = Math.round(ms / 1e3);
  if (seconds < 60) return `${String(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${String(minutes)}m ${String(seconds % 60).padStart(2, "0")}s`;
  return `${formatCount(Math.floor(minutes / 60))}h ${String(minutes % 60).padStart(2, "0")}m`;
}
function formatCost(usd, estimated) {
  if (!Number.isFinite(usd)) return "?";
  return `${estimated ? "≈ " : ""}$${usd.toFixed(4)}`;
}
function formatChanges(additions, deletions) {
  return `+${formatCount(additions)} −${formatCount(deletions)}`;
}
function plural(n, one, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
function formatClock(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return void 0;
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
}

// src/report/diff.ts
var FILE_START = /^diff --git /;
function lines(text) {
  const all = text.split("\n");
  if (all.at(-1) === "") all.pop();
  return all;
}
function pathOf(header) {
  for (const line of header) {
    const plus = /^\+\+\+ (?:b\/)?(.*)$/.exec(line);
    if (plus?.[1] !== void 0 && plus[1] !== "/dev/null") return plus[1];
  }
  for (const line of header) {
    const minus = /^--- (?:a\/)?(.*)$/.exec(line);
    if (minus?.[1] !== void 0 && minus[1] !== "/dev/null") return minus[1];
  }
  const git2 = /^diff --git a\/(.*) b\/(.*)$/.exec(header[0] ?? "");
  return git2?.[2] ?? header[0] ?? "";
}
function splitDiff(diff2) {
  const all = lines(diff2);
  const gitHeaders = all.some((l) => FILE_START.test(l));
  const isFileStart = (i) => gitHeaders ? FILE_START.test(all[i] ?? "") : (all[i] ?? "").startsWith("--- ") && (all[i + 1] ?? "").startsWith("+++ ");
  const parts = [];
  let header = [];
  let hunks = [];
  let inFile = false;
  const flush = () => {
    if (header.length === 0 && hunks.length === 0) return;
    parts.push({
      path: inFile ? pathOf(header) : "",
      header: header.join("\n"),
      hunks: hunks.map((h) => h.join("\n"))
    });
  };
  for (let i = 0; i < all.length; i++) {
    const line = all[i] ?? "";
    if (isFileStart(i)) {
      flush();
      header = [line];
      hunks = [];
      inFile = true;
    } else if (inFile && line.startsWith("@@")) hunks.push([line]);
    else if (hunks.length > 0) hunks.at(-1)?.push(line);
    else header.push(line);
  }
  flush();
  return parts;
}
function partText(part, hunkCount = part.hunks.length) {
  return [part.header, ...part.hunks.slice(0, hunkCount)].filter((t) => t !== "").join("\n");
}
var countLines = (text) => text === "" ? 0 : text.split("\n").length;
function trimDiff(diff2, budget, measure) {
  const parts = splitDiff(diff2);
  const totalLines = lines(diff2).length;
  const files2 = parts.filter((p) => p.path !== "").length;
  const cost = (text2) => measure(text2) + 1;
  const shown = /* @__PURE__ */ new Map();
  let used = 0;
  parts.forEach((part, i) => {
    const text2 = partText(part);
    if (used + cost(text2) <= budget) {
      shown.set(i, text2);
      used += cost(text2);
    }
  });
  const partial = /* @__PURE__ */ new Set();
  parts.forEach((part, i) => {
    if (shown.has(i) || part.hunks.length === 0) return;
    let size = part.header === "" ? 0 : cost(part.header);
    let count = 0;
    for (const hunk of part.hunks) {
      if (used + size + cost(hunk) > budget) break;
      size += cost(hunk);
      count++;
    }
    if (count === 0) return;
    const text2 = partText(part, count);
    shown.set(i, text2);
    partial.add(i);
    used += cost(text2);
  });
  if (shown.size === 0 && parts.length > 0) {
    const head = [];
    let size = 0;
    for (const line of lines(partText(parts[0]))) {
      if (size + cost(line) > budget) break;
      head.push(line);
      size += cost(line);
    }
    if (head.length > 0) {
      shown.set(0, head.join("\n"));
      partial.add(0);
    }
  }
  const text = [...shown.entries()].sort(([a], [b]) => a - b).map(([, t]) => t).join("\n");
  const shownFiles = [...shown.keys()].filter((i) => parts[i]?.path !== "");
  const partialFiles = [...partial].filter((i) => parts[i]?.path !== "").length;
  return {
    text,
    files: files2,
    wholeFiles: shownFiles.length - partialFiles,
    partialFiles,
    omittedFiles: files2 - shownFiles.length,
    omittedLines: totalLines - countLines(text),
    totalLines
  };
}

// src/report/sections.ts
var TRAPS_LISTED = 10;
function cachedLine(settings, list, item, render) {
  const cache = settings.lineCache;
  if (cache === void 0) return render(item);
  let lines2 = cache.get(list);
  if (lines2 === void 0) cache.set(list, lines2 = /* @__PURE__ */ new Map());
  const cached = lines2.get(item);
  if (cached !== void 0) return cached;
  const line = render(item);
  lines2.set(item, line);
  return line;
}
var PHASES = {
  starting: { emoji: "⏳", title: "steward is starting…", label: "Starting" },
  working: { emoji: "⏳", title: "steward is working…", label: "Working" },
  done: { emoji: "✅", title: "steward finished", label: "Done" },
  failed: { emoji: "❌", title: "steward failed", label: "Failed" },
  cancelled: { emoji: "🛑", title: "steward was interrupted", label: "Interrupted" },
  budget: { emoji: "💸", title: "steward stopped at its budget", label: "Budget reached" },
  skipped: { emoji: "⏭️", title: "steward skipped this request", label: "Skipped" }
};
var isWorking = (phase) => phase === "starting" || phase === "working";
function take(items, limit, fromEnd = false) {
  if (limit === void 0 || items.length <= limit) return [[...items], 0];
  const kept = fromEnd ? items.slice(items.length - limit) : items.slice(0, limit);
  return [kept, items.length - kept.length];
}
function noteOmitted(trims, list, omitted) {
  if (omitted > 0) trims.lists.set(list, (trims.lists.get(list) ?? 0) + omitted);
}
function heading(state) {
  const { emoji, title } = PHASES[state.phase];
  return `### ${emoji} ${title}`;
}
function outcome(state, settings) {
  if (isWorking(state.phase)) return "";
  const { label } = PHASES[state.phase];
  const reason = state.final?.reason ?? "";
  return reason === "" ? `**${label}.**` : `**${label}:** ${plainText(clip(reason, settings.caps.line))}`;
}
function intro(state, settings) {
  const parts = [plainText(clip(state.trigger, settings.caps.line))];
  if (state.links.job !== void 0) parts.push(link("View the job run", state.links.job));
  const started = formatClock(state.startedAt);
  if (isWorking(state.phase) && started !== void 0) parts.push(`started ${started}`);
  return parts.filter((p) => p !== "").join(" · ");
}
function todoLine(todo, caps) {
  if (todo.status === "completed") return `- ☑ ${plainText(clip(todo.content, caps.todo))}`;
  if (todo.status === "in_progress") {
    const text = todo.activeForm.trim() === "" ? todo.content : todo.activeForm;
    const shown = plainText(clip(text, caps.todo));
    return `- ⏳ ${shown === "" ? "(in progress)" : `**${shown}**`}`;
  }
  return `- ☐ ${plainText(clip(todo.content, caps.todo))}`;
}
function checklist(state, settings, budget, trims, collapsed) {
  if (state.todos.length === 0) return "";
  const done = state.todos.filter((t) => t.status === "completed").length;
  const [shown, omitted] = take(state.todos, budget.listItems);
  noteOmitted(trims, "tasks", omitted);
  const lines2 = shown.map((t) => cachedLine(settings, "tasks", t, (todo) => todoLine(todo, settings.caps)));
  if (omitted > 0) lines2.push(`- …and ${plural(omitted, "more task")}`);
  const title = `Tasks (${formatCount(done)} of ${formatCount(state.todos.length)} done)`;
  return collapsed ? details(title, lines2.join("\n")) : `**${title}**

${lines2.join("\n")}`;
}
function currentStep(state, settings) {
  if (!isWorking(state.phase) || state.currentStep === void 0 || state.currentStep.trim() === "")
    return "";
  return `**Now:** ${plainText(clip(state.currentStep, settings.caps.line))}`;
}
function callDetail(call) {
  if (call.summary === call.tool) return "";
  return call.summary.startsWith(`${call.tool} `) ? call.summary.slice(call.tool.length + 1) : call.summary;
}
function callLabel(call, caps) {
  const detail = callDetail(call);
  const name = inlineCode(clip(call.tool, caps.line));
  return detail === "" ? name : `${name} ${inlineCode(clip(detail, caps.toolSummary))}`;
}
function toolActivity(state, settings, budget) {
  if (!isWorking(state.phase) || state.toolCalls.length === 0) return "";
  const calls = state.toolCalls;
  const denied = calls.filter((c) => c.decision === "deny").length;
  const failed = calls.filter((c) => c.decision === "allow" && c.isError).length;
  const extra = [
    denied > 0 ? `${formatCount(denied)} denied` : "",
    failed > 0 ? `${formatCount(failed)} failed` : ""
  ].filter((s) => s !== "").join(", ");
  const limit = Math.min(settings.caps.recentToolCalls, budget.listItems ?? Number.POSITIVE_INFINITY);
  const [recent] = take(calls, limit, true);
  const lines2 = recent.map((call) => {
    const mark = call.decision === "deny" ? "⛔" : call.isError ? "⚠️" : "✅";
    return `- ${mark} ${callLabel(call, settings.caps)}`;
  });
  const head = `**Tool calls:** ${formatCount(calls.length)} so far${extra === "" ? "" : ` (${extra})`}`;
  return lines2.length === 0 ? head : `${head}, latest:

${lines2.join("\n")}`;
}
function denials(state, settings, budget, trims) {
  const denied = state.toolCalls.filter((c) => c.decision === "deny");
  if (denied.length === 0) return "";
  const [shown, omitted] = take(denied, budget.listItems);
  noteOmitted(trims, "permission denials", omitted);
  const lines2 = shown.map(
    (shownCall) => cachedLine(settings, "denials", shownCall, (call) => denialLine(call, settings))
  );
  if (omitted > 0) lines2.push(`- …and ${plural(omitted, "more denial")}`);
  return `**Permission denials (${formatCount(denied.length)})**

${lines2.join("\n")}`;
}
function denialLine(call, settings) {
  const reason = call.reason === void 0 || call.reason === "" ? "" : ` — ${plainText(clip(call.reason, settings.caps.reason))}`;
  const rule = call.rule === void 0 || call.rule === null || call.rule === "" ? "" : ` (rule ${inlineCode(clip(call.rule, settings.caps.line))})`;
  return `- ${callLabel(call, settings.caps)}${reason}${rule}`;
}
function modelText(text, chars, settings) {
  const clipped = clip(text, Math.min(chars ?? Number.POSITIVE_INFINITY, settings.caps.modelText));
  const shortened = clipped !== text;
  const body = cleanText(clipped);
  const quoted = blockQuote(shortened ? `${body}

(shortened)` : body);
  const cached = settings.modelTextCache?.get(quoted);
  if (cached !== void 0) return [cached, shortened];
  const rendered = sanitizeModelMarkdown(quoted, { allowedHosts: settings.allowedHosts });
  settings.modelTextCache?.set(quoted, rendered);
  return [rendered, shortened];
}
function summary(state, settings, budget, trims) {
  const text = state.final?.summary ?? "";
  if (text.trim() === "" || budget.summaryChars === 0) {
    if (text.trim() !== "") trims.summary = true;
    return "";
  }
  const [quoted, shortened] = modelText(text, budget.summaryChars, settings);
  trims.summary ||= shortened;
  return `**Summary**

${quoted}`;
}
function plan(state, settings, budget, trims) {
  const text = state.final?.plan ?? "";
  if (text.trim() === "" || budget.planChars === 0) {
    if (text.trim() !== "") trims.plan = true;
    return "";
  }
  const [quoted, shortened] = modelText(text, budget.planChars, settings);
  trims.plan ||= shortened;
  return details("Plan", quoted);
}
var STATUS = {
  added: "added",
  modified: "modified",
  deleted: "deleted",
  renamed: "renamed"
};
function files(state, settings, budget, trims) {
  const final = state.final;
  if (final === void 0 || isWorking(state.phase)) return "";
  if (final.files.length === 0) return state.phase === "skipped" ? "" : "**Files changed:** none";
  const add = final.files.reduce((n, f) => n + f.additions, 0);
  const del = final.files.reduce((n, f) => n + f.deletions, 0);
  const [shown, omitted] = take(final.files, budget.listItems);
  noteOmitted(trims, "files", omitted);
  const rows = shown.map((f) => [
    inlineCode(clip(f.path, settings.caps.path), { table: true }),
    STATUS[f.status] ?? plainText(String(f.status)),
    formatCount(f.additions),
    formatCount(f.deletions)
  ]);
  if (omitted > 0) {
    const rest = final.files.slice(shown.length);
    rows.push([
      `…and ${plural(omitted, "more file")}`,
      "",
      formatCount(rest.reduce((n, f) => n + f.additions, 0)),
      formatCount(rest.reduce((n, f) => n + f.deletions, 0))
    ]);
  }
  const head = `**Files changed:** ${formatCount(final.files.length)} (${formatChanges(add, del)})`;
  return `${head}

${table(["File", "Change", "+", "−"], ["left", "left", "right", "right"], rows)}`;
}
function traps(state, settings) {
  const changed = state.final?.traps ?? [];
  if (changed.length === 0 || isWorking(state.phase)) return "";
  const shown = changed.slice(0, TRAPS_LISTED).map((trap) => {
    const path = inlineCode(clip(trap.path, settings.caps.path));
    return `${path} (${plainText(clip(trap.label, settings.caps.line))})`;
  });
  const more = changed.length > TRAPS_LISTED ? `, and ${plural(changed.length - TRAPS_LISTED, "more file")}` : "";
  return `⚠️ **This run changed files that run code on checkout, commit or opening in an editor:** ${shown.join(", ")}${more}. Read these changes before you check the branch out or open it.`;
}
function diff(state, settings, budget, trims) {
  const final = state.final;
  if (final === void 0 || isWorking(state.phase) || final.diff.trim() === "") return "";
  let text = final.diff;
  if (budget.diff !== void 0) {
    const trimmed = trimDiff(final.diff, budget.diff, settings.measure);
    if (trimmed.omittedLines > 0) trims.diff = trimmed;
    text = trimmed.text;
  }
  const add = final.files.reduce((n, f) => n + f.additions, 0);
  const del = final.files.reduce((n, f) => n + f.deletions, 0);
  const patchNote = final.patchOnly ? "**These changes were not pushed.** The patch below is the result of the run: save it to a file and apply it with `git apply`.\n\n" : "";
  if (text.trim() === "") return patchNote.trim();
  const shortened = trims.diff === void 0 ? "" : " — trimmed";
  const title = `Diff (${plural(final.files.length, "file")}, ${formatChanges(add, del)})${shortened}`;
  return `${patchNote}${details(title, codeBlock(text, "diff"), final.patchOnly === true)}`;
}
function links(state, settings) {
  const { branch, commit, pullRequest, review } = state.links;
  const parts = [];
  if (branch !== void 0)
    parts.push(`**Branch:** ${link(inlineCode(clip(branch.name, settings.caps.line)), branch.url)}`);
  if (commit !== void 0) {
    const sha = /^[0-9a-f]{7,64}$/i.test(commit.sha) ? commit.sha.slice(0, 7) : clip(commit.sha, settings.caps.line);
    parts.push(`**Commit:** ${link(inlineCode(sha), commit.url)}`);
  }
  if (pullRequest !== void 0)
    parts.push(
      `**Pull request:** ${link(`#${formatCount(pullRequest.number).replace(/,/g, "")}`, pullRequest.url)}`
    );
  if (review !== void 0)
    parts.push(
      review.kind === "review" ? `**Review:** ${link(review.comments === 0 ? "posted" : `posted with ${plural(review.comments, "inline comment")}`, review.url)}` : `**Review:** ${link("posted as a comment", review.url)}`
    );
  return parts.join(" · ");
}
function numbers(state) {
  const n = state.final?.numbers;
  if (n === void 0) return "";
  const cost = formatCost(n.costUsd, n.costEstimated) + (n.costEstimated ? " (estimated: the model's price is not known)" : "");
  const tokens = [
    `${formatCount(n.inputTokens)} input`,
    `${formatCount(n.outputTokens)} output`,
    `${formatCount(n.cacheReadTokens)} cache read`,
    `${formatCount(n.cacheWriteTokens)} cache write`
  ].join(", ");
  return `**Run:** ${plural(n.turns, "turn")} · ${formatDuration(n.durationMs)} · ${cost} · tokens: ${tokens}`;
}
var SANDBOX_EXAMPLES = 5;
function firstFew(items, total) {
  const more = total - items.length;
  return more > 0 ? `${items.join(", ")} and ${formatCount(more)} more` : items.join(", ");
}
function unsandboxedCommands(state, settings) {
  const ran = state.toolCalls.filter((call) => call.tool === "Bash" && call.decision === "allow");
  if (ran.length === 0) return "";
  const named = ran.slice(0, SANDBOX_EXAMPLES).map((call) => inlineCode(clip(callDetail(call), settings.caps.toolSummary)));
  const verb = ran.length === 1 ? "ran" : "all ran";
  return `${plural(ran.length, "Bash command")} ${verb} outside the sandbox: ${firstFew(named, ran.length)}.`;
}
function refusedDestinations(refused, caps) {
  if (refused.length === 0) return "";
  const total = refused.reduce((sum, r) => sum + r.count, 0);
  const named = refused.slice(0, SANDBOX_EXAMPLES).map(
    (r) => `${inlineCode(clip(r.destination, caps.line))}${r.count > 1 ? ` (${formatCount(r.count)}×)` : ""}`
  );
  return `The sandbox's network proxy refused ${plural(total, "connection")} to ${plural(refused.length, "destination")}: ${firstFew(named, refused.length)}.`;
}
function sandbox(state, settings) {
  const view = state.sandbox;
  if (view === void 0) return "";
  const mark = view.active ? "🔒" : "⚠️";
  return [
    `**Sandbox:** ${mark} ${plainText(clip(view.summary, settings.caps.note))}`,
    view.active || view.bashDisabled === true ? "" : unsandboxedCommands(state, settings),
    refusedDestinations(view.refused ?? [], settings.caps)
  ].filter((part) => part !== "").join("\n\n");
}
var MCP_MARKS = { connected: "✅", failed: "❌", pending: "⏳" };
function mcpServers(state, settings) {
  const view = state.mcp;
  if (view === void 0 || view.servers.length === 0) return "";
  const oneLine2 = (text) => text.replace(/\s*\n\s*/g, " ⏎ ");
  const servers = view.servers.map((server) => {
    const name = `${MCP_MARKS[server.status]} ${inlineCode(clip(server.name, settings.caps.line))}`;
    if (server.status === "connected") return `${name} (${plural(server.tools, "tool")})`;
    if (server.status === "pending")
      return `${name} ${isWorking(state.phase) ? "starting" : "did not start in time"}`;
    const why = server.reason === void 0 ? "" : `: ${plainText(clip(oneLine2(server.reason), settings.caps.reason))}`;
    return `${name} failed${why}`;
  });
  const parts = [`**MCP servers:** ${servers.join(" · ")}`];
  const named = (names) => firstFew(
    names.slice(0, SANDBOX_EXAMPLES * 2).map((n) => inlineCode(clip(n, settings.caps.line))),
    names.length
  );
  if (view.notAllowed.length > 0)
    parts.push(
      `Configured but not allowed by the policy, so not offered: ${named(view.notAllowed)}. A rule such as \`mcp__<server>__<tool>\` allows one.`
    );
  if (view.renamed.length > 0)
    parts.push(`Renamed for the API: ${plainText(clip(view.renamed.join("; "), settings.caps.note))}.`);
  return parts.join("\n\n");
}
function notes(state, settings, budget, trims) {
  const all = (state.final?.notes ?? []).filter((note) => note.trim() !== "");
  if (all.length === 0) return "";
  const [shown, omitted] = take(all, budget.listItems);
  noteOmitted(trims, "notes", omitted);
  const lines2 = shown.map(
    (shownNote) => cachedLine(settings, "notes", shownNote, (note) => `- ${plainText(clip(note, settings.caps.note))}`)
  );
  if (omitted > 0) lines2.push(`- …and ${plural(omitted, "more note")}`);
  return `**Notes**

${lines2.join("\n")}`;
}
function toolTable(state, settings, budget, trims) {
  const calls = state.toolCalls;
  if (calls.length === 0) return "";
  const denied = calls.filter((c) => c.decision === "deny").length;
  const [shown, omitted] = take(calls, budget.listItems);
  noteOmitted(trims, "tool calls", omitted);
  const cell = (text, max) => inlineCode(clip(text, max), { table: true });
  const rows = shown.map((call, i) => [
    String(i + 1),
    cell(call.tool, settings.caps.line),
    cell(callDetail(call), settings.caps.toolSummary),
    (call.decision === "deny" ? "⛔ deny" : "✅ allow") + (call.isError ? ", ⚠️ failed" : ""),
    call.rule === void 0 || call.rule === null || call.rule === "" ? "—" : cell(call.rule, settings.caps.line),
    call.reason === void 0 ? "" : plainText(clip(call.reason, settings.caps.reason))
  ]);
  if (omitted > 0) rows.push(["…", `${plural(omitted, "more call")}`, "", "", "", ""]);
  const head = `**Tool calls (${formatCount(calls.length)})** — ${formatCount(calls.length - denied)} allowed, ${formatCount(denied)} denied`;
  return `${head}

${table(["#", "Tool", "Call", "Decision", "Rule", "Reason"], ["right", "left", "left", "left", "left", "left"], rows)}`;
}

// src/report/compose.ts
function compose(state, options, budget, caches, withModelText = true) {
  const settings = {
    caps: options.caps,
    allowedHosts: options.allowedHosts,
    measure: options.limit.measure,
    ...caches
  };
  const trims = { lists: /* @__PURE__ */ new Map(), summary: false, plan: false };
  const comment = options.surface === "comment";
  const working = isWorking(state.phase);
  const modelText2 = withModelText && !working;
  const sections2 = [
    options.marker ?? "",
    comment ? heading(state) : `## steward report

${heading(state).replace(/^### /, "")}`,
    outcome(state, settings),
    intro(state, settings),
    modelText2 ? summary(state, settings, budget, trims) : "",
    modelText2 ? plan(state, settings, budget, trims) : "",
    checklist(state, settings, budget, trims, comment && !working),
    currentStep(state, settings),
    comment ? toolActivity(state, settings, budget) : "",
    traps(state, settings),
    files(state, settings, budget, trims),
    diff(state, settings, budget, trims),
    links(state, settings),
    numbers(state),
    sandbox(state, settings),
    mcpServers(state, settings),
    denials(state, settings, budget, trims),
    notes(state, settings, budget, trims),
    comment ? "" : toolTable(state, settings, budget, trims)
  ];
  const note = withModelText ? trimNote(state, options, trims) : "";
  const markdown = [...sections2, note].filter((part) => part !== "").join("\n\n");
  return { markdown: `${markdown}
`, trims };
}
function trimNote(state, options, trims) {
  const parts = [];
  const d = trims.diff;
  if (d !== void 0) {
    if (d.text.trim() === "")
      parts.push(`the diff (${plural(d.files, "file")}, ${plural(d.totalLines, "line")}) was left out`);
    else {
      const partly = d.partialFiles > 0 ? `, ${formatCount(d.partialFiles)} shown in part` : "";
      parts.push(
        `the diff of ${formatCount(d.omittedFiles)} of ${plural(d.files, "file")} was left out${partly} (${plural(d.omittedLines, "line")} not shown)`
      );
    }
  }
  for (const [list, omitted] of trims.lists) parts.push(`${formatCount(omitted)} ${list} were not listed`);
  if (trims.plan) parts.push("the plan was shortened");
  if (trims.summary) parts.push("the summary was shortened");
  if (parts.length === 0) return "";
  const transcript = link("transcript artifact", state.links.transcript);
  const where = options.surface === "comment" ? `The full report is in the ${link("step summary", state.links.summary ?? state.links.job)} of the job, and every step of the run is in its ${transcript}.` : `Every step of the run is in the ${transcript}.`;
  return `---
✂️ **Trimmed to fit GitHub's ${options.limit.description}:** ${parts.join("; ")}. ${where}`;
}
function largest(min, max, fits) {
  if (!fits(min)) return void 0;
  let lo = min;
  let hi = max;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
var DIFF_WRAPPER = 400;
var MODEL_TEXT_TRIES = 3;
var MODEL_TEXT_AIM = 0.97;
function longestFitting(least, length, max, sizeAt) {
  let n = length;
  let size = sizeAt(n);
  if (size <= max) return n;
  const without = sizeAt(0);
  for (let tries = 0; tries < MODEL_TEXT_TRIES && size > without; tries++) {
    const aim = Math.floor(n * (max - without) / (size - without) * MODEL_TEXT_AIM);
    if (aim <= least || aim >= n) break;
    n = aim;
    size = sizeAt(n);
    if (size <= max) return n;
  }
  return sizeAt(least) <= max ? least : void 0;
}
var MODEL_TEXT_KEYS = ["planChars", "summaryChars"];
function modelTextLength(state, key) {
  return ((key === "planChars" ? state.final?.plan : state.final?.summary) ?? "").length;
}
function renderReport(state, options) {
  const { limit, caps } = options;
  const cache = {
    modelTextCache: /* @__PURE__ */ new Map(),
    lineCache: /* @__PURE__ */ new Map()
  };
  const render = (budget2) => compose(state, options, budget2, cache);
  const fits = (c) => limit.measure(c.markdown) <= limit.max;
  const hasDiff = (state.final?.diff ?? "").trim() !== "" && !isWorking(state.phase);
  const withDiffFitted = (budget2) => {
    if (!hasDiff) return void 0;
    const without = render({ ...budget2, diff: 0 });
    let allowance = limit.max - limit.measure(without.markdown) - DIFF_WRAPPER;
    for (let attempt = 0; attempt < 8 && allowance > 0; attempt++) {
      const composed = render({ ...budget2, diff: allowance });
      const over = limit.measure(composed.markdown) - limit.max;
      if (over <= 0) return composed;
      allowance -= over + 64;
    }
    return fits(without) ? without : void 0;
  };
  const withModelText = (budget2, floor) => {
    let current = budget2;
    for (const key of MODEL_TEXT_KEYS) {
      const length = Math.min(modelTextLength(state, key), caps.modelText);
      const least = Math.min(floor(key), length);
      const sizeAt = (n) => limit.measure(render({ ...current, [key]: n }).markdown);
      const chars = longestFitting(least, length, limit.max, sizeAt);
      if (chars !== void 0) return render({ ...current, [key]: chars });
      current = { ...current, [key]: least };
    }
    return void 0;
  };
  const modelTextShown = !isWorking(state.phase) && MODEL_TEXT_KEYS.some((key) => modelTextLength(state, key) > 0);
  const restFits = !modelTextShown || fits(compose(state, options, {}, cache, false));
  if (restFits) {
    const full = render({});
    if (fits(full)) return full.markdown;
    const modelTextShortened = withModelText({}, () => caps.modelTextFloor);
    if (modelTextShortened !== void 0) return modelTextShortened.markdown;
  }
  const floors = {};
  for (const key of MODEL_TEXT_KEYS)
    if (modelTextLength(state, key) > caps.modelTextFloor) floors[key] = caps.modelTextFloor;
  let budget = floors;
  const diffTrimmed = withDiffFitted(budget);
  if (diffTrimmed !== void 0) return diffTrimmed.markdown;
  budget = { ...budget, diff: 0 };
  const longestList = Math.max(
    state.todos.length,
    state.toolCalls.length,
    state.final?.files.length ?? 0,
    state.final?.notes.length ?? 0
  );
  const listItems = largest(0, longestList, (n) => fits(render({ ...budget, listItems: n })));
  budget = { ...budget, listItems: listItems ?? 0 };
  if (listItems !== void 0) return (withDiffFitted(budget) ?? render(budget)).markdown;
  const belowFloor = withModelText(budget, () => 0);
  if (belowFloor !== void 0) return belowFloor.markdown;
  return truncateMarkdown(
    render({ ...budget, planChars: 0, summaryChars: 0 }).markdown,
    limit,
    "✂️ **Truncated** to fit GitHub's size limit: the full report is in the job's step summary and the transcript artifact."
  );
}

// src/report/prepare.ts
function mapStrings(value, f) {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, f));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, f)]));
  return value;
}
function redactState(state, redact2) {
  return mapStrings(state, redact2);
}
function defaultAllowedHosts(state) {
  const hosts = /* @__PURE__ */ new Set(["github.com", "docs.github.com"]);
  const { job, branch, commit, pullRequest, review, summary: summary2, transcript } = state.links;
  for (const url of [job, branch?.url, commit?.url, pullRequest?.url, review?.url, summary2, transcript]) {
    if (url === void 0) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "https:" || parsed.protocol === "http:") hosts.add(parsed.hostname);
    } catch {
    }
  }
  return [...hosts];
}

// src/report/step-summary.ts
function renderStepSummary(state, options = {}) {
  const prepared = options.redact === void 0 ? state : redactState(state, options.redact);
  return renderReport(prepared, {
    surface: "step-summary",
    limit: STEP_SUMMARY_LIMIT,
    caps: STEP_SUMMARY_CAPS,
    allowedHosts: options.allowedHosts ?? defaultAllowedHosts(prepared)
  });
}

// src/report/tracking-comment.ts
function renderTrackingComment(state, options) {
  if (findMarker(options.marker) === void 0 || options.marker.includes("\n"))
    throw new Error(
      `Invalid tracking marker ${JSON.stringify(options.marker.slice(0, 200))}: expected the string trackingMarker(key) returns.`
    );
  const prepared = options.redact === void 0 ? state : redactState(state, options.redact);
  return renderReport(prepared, {
    surface: "comment",
    limit: COMMENT_LIMIT,
    caps: COMMENT_CAPS,
    allowedHosts: options.allowedHosts ?? defaultAllowedHosts(prepared),
    marker: options.marker
  });
}

// src/report/review.ts
var PROSE_RESERVE = 2e3;
function suggestionFits(suggestion, limit) {
  return limit.measure(suggestion) + PROSE_RESERVE < limit.max;
}
function renderReviewCommentBody(comment, options) {
  const limit = options.limit ?? COMMENT_LIMIT;
  const prose = sanitizeModelMarkdown(options.redact(comment.body), options);
  if (comment.suggestion === void 0) return finalizeForGitHub(prose, options.redact, { limit });
  const suggestion = codeBlock(options.redact(comment.suggestion), "suggestion");
  if (!suggestionFits(suggestion, limit))
    return finalizeForGitHub(
      `${prose}

_(The suggested replacement is too long for a comment; it is not included.)_`,
      options.redact,
      { limit }
    );
  const room = { ...limit, max: limit.max - limit.measure(suggestion) - 2 };
  return `${finalizeForGitHub(prose, options.redact, { limit: room })}

${suggestion}`;
}
function placeOf(comment) {
  const lines2 = comment.startLine === void 0 ? `line ${String(comment.line)}` : `lines ${String(comment.startLine)}–${String(comment.line)}`;
  return `${inlineCode(comment.path)}, ${lines2}${comment.side === "LEFT" ? " (base version)" : ""}`;
}
function foldedSection(comment, why, options) {
  const prose = sanitizeModelMarkdown(options.redact(comment.body), options);
  const suggestion = comment.suggestion === void 0 ? "" : `

Suggested replacement:

${codeBlock(options.redact(comment.suggestion))}`;
  return `#### ${placeOf(comment)}
_${plainText(why)}_

${prose}${suggestion}`;
}
function renderReviewBody(summary2, folded, options) {
  const parts = [sanitizeModelMarkdown(options.redact(summary2.trim()), options)];
  if (parts[0] === "") parts[0] = "steward reviewed this pull request.";
  if (folded.length > 0)
    parts.push(
      `### Comments that could not be placed on their lines (${String(folded.length)})`,
      ...folded.map((f) => foldedSection(f.comment, f.why, options))
    );
  const footer = options.runUrl === void 0 ? "" : `

---
${link("steward's job run", options.runUrl)}`;
  const limit = options.limit ?? COMMENT_LIMIT;
  const room = { ...limit, max: limit.max - limit.measure(footer) };
  return `${finalizeForGitHub(parts.join("\n\n"), options.redact, { limit: room })}${footer}`;
}

// src/github/workspace/remote.ts
async function depthArgs(state) {
  const shallow = state.shallow ?? (await runGit(state.ctx, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
  return shallow ? ["--depth=1"] : [];
}
async function fetchFromRemote(state, source, destination, options = {}) {
  const { ctx } = state;
  await assertConfigUnchanged(ctx, state.trustedConfig);
  const refspec = destination === void 0 ? source : `+${source}:${destination}`;
  const result = await runGit(
    ctx,
    [
      "fetch",
      "--quiet",
      "--no-tags",
      "--no-recurse-submodules",
      "--no-write-fetch-head",
      ...await depthArgs(state),
      "--",
      ctx.remoteUrl,
      refspec
    ],
    { remote: true, ...options }
  );
  if (result.exitCode !== 0) {
    if (/couldn't find remote ref|not our ref|no such remote ref|unadvertised object/i.test(result.stderr))
      return { found: false, detail: describeFailure(result) };
    throw new WorkspaceError(`Could not fetch ${source} from ${ctx.remoteUrl}: ${describeFailure(result)}`);
  }
  const fetched = await runGit(ctx, [
    "rev-parse",
    "--verify",
    "--quiet",
    `${destination ?? source}^{commit}`
  ]);
  if (fetched.exitCode !== 0)
    return { found: false, detail: `${source} was fetched from ${ctx.remoteUrl} but is not a commit` };
  return { found: true, sha: fetched.stdout.trim() };
}
async function pushToRemote(state, sha, branch, options = {}) {
  const { ctx } = state;
  await assertConfigUnchanged(ctx, state.trustedConfig);
  const result = await runGit(
    ctx,
    [
      "push",
      "--porcelain",
      "--no-verify",
      "--recurse-submodules=no",
      "--",
      ctx.remoteUrl,
      `${sha}:refs/heads/${branch}`
    ],
    { remote: true, ...options }
  );
  const line = result.stdout.split("\n").find((l) => l.includes(`:refs/heads/${branch}	`));
  const [flag, , summary2 = ""] = line?.split("	") ?? [];
  if (result.exitCode === 0 && flag !== void 0 && flag !== "!") return { kind: "pushed" };
  if (flag === "!") {
    const detail = `${summary2}${result.stderr.trim() === "" ? "" : ` — ${result.stderr.trim()}`}`;
    if (/^\[rejected\] \((fetch first|non-fast-forward)\)/.test(summary2))
      return { kind: "non-fast-forward", detail };
    return { kind: "rejected", detail };
  }
  return { kind: "failed", detail: describeFailure(result), timedOut: result.timedOut };
}

// src/github/workspace/api-changes.ts
var MAX_FILES_PER_CALL = 100;
var MAX_CONTENT_PER_CALL = 24 * 1024 * 1024;
var PLAIN_FILE = "100644";
var MODES = {
  "100755": "an executable file",
  "120000": "a symbolic link",
  "160000": "a submodule"
};
function parseRaw(text) {
  const tokens = text.split("\0");
  const entries = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const [oldMode = "", newMode = "", , sha = "", status = ""] = (tokens[i] ?? "").replace(/^:/, "").split(" ");
    entries.push({ oldMode, newMode, sha, status, path: tokens[i + 1] ?? "" });
  }
  return entries;
}
function whyRefused(entry) {
  if (entry.status.startsWith("D"))
    return entry.oldMode === "160000" ? `${entry.path} removes a submodule` : void 0;
  if (entry.newMode !== PLAIN_FILE)
    return `${entry.path} is ${MODES[entry.newMode] ?? `mode ${entry.newMode}`}`;
  if (entry.status.startsWith("M") || entry.status.startsWith("T")) {
    if (entry.oldMode !== PLAIN_FILE)
      return `${entry.path} was ${MODES[entry.oldMode] ?? `mode ${entry.oldMode}`}, and would become a plain file`;
  }
  return void 0;
}
async function blobSizes(ctx, shas) {
  if (shas.length === 0) return /* @__PURE__ */ new Map();
  const out = await git(ctx, ["cat-file", "--batch-check=%(objectname) %(objectsize)"], {
    input: `${shas.join("\n")}
`
  });
  const sizes = /* @__PURE__ */ new Map();
  for (const line of out.split("\n")) {
    const [sha, size] = line.split(" ");
    if (sha !== void 0 && size !== void 0) sizes.set(sha, Number(size));
  }
  return sizes;
}
var base64Length = (bytes) => 4 * Math.ceil(bytes / 3);
function split(changes) {
  const parts = [];
  let current = [];
  let bytes = 0;
  for (const change of changes) {
    if (current.length >= MAX_FILES_PER_CALL || current.length > 0 && bytes + change.size > MAX_CONTENT_PER_CALL) {
      parts.push(current);
      current = [];
      bytes = 0;
    }
    current.push(change);
    bytes += change.size;
  }
  if (current.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}
async function changesOf(ctx, parent, commit) {
  const raw = await git(ctx, [
    "diff-tree",
    "-r",
    "--no-renames",
    "--no-commit-id",
    "--raw",
    "-z",
    parent,
    commit,
    "--"
  ]);
  const entries = parseRaw(raw);
  const refused = entries.flatMap((entry) => whyRefused(entry) ?? []);
  const added = entries.filter((entry) => !entry.status.startsWith("D"));
  const sizes = await blobSizes(ctx, [...new Set(added.map((entry) => entry.sha))]);
  const changes = entries.map(
    (entry) => entry.status.startsWith("D") ? { path: entry.path, size: 0 } : { path: entry.path, blob: entry.sha, size: base64Length(sizes.get(entry.sha) ?? 0) }
  );
  for (const change of changes)
    if (change.size > MAX_CONTENT_PER_CALL)
      refused.push(
        `${change.path} is too large for one createCommitOnBranch call (${String(change.size)} bytes of base64; at most ${String(MAX_CONTENT_PER_CALL)})`
      );
  return { refused, parts: refused.length > 0 ? [] : split(changes) };
}
function parseBatch(bytes, count) {
  const blobs = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const newline = bytes.indexOf(10, at);
    const header = bytes.subarray(at, newline < 0 ? bytes.length : newline).toString("latin1");
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (newline < 0 || size === void 0)
      throw new WorkspaceError(
        `Could not read a file from the object store: git cat-file answered '${header}'`
      );
    blobs.push(bytes.subarray(newline + 1, newline + 1 + Number(size)));
    at = newline + 1 + Number(size) + 1;
  }
  return blobs;
}
async function contentsOf(ctx, part) {
  const added = part.filter((change) => change.blob !== void 0);
  const deletions = part.filter((change) => change.blob === void 0).map((change) => change.path);
  if (added.length === 0) return { additions: [], deletions };
  const result = await runGit(ctx, ["cat-file", "--batch"], {
    binary: true,
    input: `${added.map((change) => change.blob).join("\n")}
`
  });
  if (result.exitCode !== 0 || result.stdoutBytes === void 0)
    throw new WorkspaceError(
      `Could not read the files to publish from the object store: ${result.stderr.trim()}`
    );
  const blobs = parseBatch(result.stdoutBytes, added.length);
  return {
    additions: added.map((change, i) => ({
      path: change.path,
      contents: (blobs[i] ?? Buffer.alloc(0)).toString("base64")
    })),
    deletions
  };
}
async function messageOf(ctx, commit) {
  const object = await git(ctx, ["cat-file", "commit", commit]);
  const start = object.indexOf("\n\n");
  const message = start < 0 ? "" : object.slice(start + 2);
  const [headline = "", ...rest] = message.replace(/\s+$/, "").split("\n");
  return { headline, body: rest.join("\n").replace(/^\n+/, "") };
}

// src/github/workspace/push.ts
import { stat as stat2 } from "node:fs/promises";
import { join as join4 } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// src/github/workspace/signing.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { mkdtemp, open as open3, rm as rm2 } from "node:fs/promises";
import { join as join3 } from "node:path";
function sshSignerOf(signing) {
  return signing?.kind === "ssh" ? signing.signer : void 0;
}
function createSshSigner(key, tempRoot) {
  return {
    async withKey(use) {
      const dir = await mkdtemp(join3(tempRoot, "steward-signing-"));
      const file = join3(dir, `key-${randomBytes3(4).toString("hex")}`);
      try {
        const handle = await open3(file, "wx", 384);
        try {
          await handle.writeFile(key);
        } finally {
          await handle.close();
        }
        return await use([
          "gpg.format=ssh",
          "gpg.ssh.program=ssh-keygen",
          `user.signingKey=${file}`,
          "commit.gpgSign=true"
        ]);
      } finally {
        await rm2(dir, { recursive: true, force: true });
      }
    }
  };
}

// src/github/workspace/push.ts
var MAX_REBASES = 3;
var MAX_TRANSIENT_RETRIES = 2;
async function headCommit(ctx) {
  return (await git(ctx, ["rev-parse", "--verify", "HEAD^{commit}"])).trim();
}
async function operationInProgress(ctx) {
  for (const [entry, what] of [
    ["rebase-merge", "a rebase"],
    ["rebase-apply", "a rebase or git am"],
    ["MERGE_HEAD", "a merge"],
    ["CHERRY_PICK_HEAD", "a cherry-pick"]
  ]) {
    if (await stat2(join4(ctx.gitDir, entry)).then(
      () => true,
      () => false
    ))
      return what;
  }
  return void 0;
}
async function rebaseOnto(state, tip, upstream = state.base) {
  const { ctx } = state;
  const unfinished = await operationInProgress(ctx);
  if (unfinished !== void 0)
    return {
      ok: false,
      error: `could not rebase onto ${tip.slice(0, 12)}: ${unfinished} was left unfinished in the checkout`
    };
  const replay = (config) => runGit(
    ctx,
    [
      "rebase",
      "--quiet",
      "--no-verify",
      "--autostash",
      "--empty=drop",
      ...config.length > 0 ? ["--gpg-sign"] : [],
      "--onto",
      tip,
      upstream
    ],
    {
      config,
      env: { GIT_COMMITTER_NAME: state.committer.name, GIT_COMMITTER_EMAIL: state.committer.email }
    }
  );
  const signer = sshSignerOf(state.signing);
  const result = signer === void 0 ? await replay([]) : await signer.withKey(replay);
  if (result.exitCode === 0) return { ok: true, value: await headCommit(ctx) };
  const conflicted = (await runGit(ctx, ["diff", "--name-only", "--diff-filter=U", "-z"])).stdout.split("\0").filter((path) => path !== "");
  await runGit(ctx, ["rebase", "--abort"]);
  return {
    ok: false,
    error: conflicted.length > 0 ? `rebasing steward's commits onto ${tip.slice(0, 12)} conflicted in ${conflicted.join(", ")}` : `rebasing steward's commits onto ${tip.slice(0, 12)} failed: ${describeFailure(result)}`
  };
}
async function moveToNewBranch(state, sha, intended, reason) {
  const subject = intended.startsWith(state.branchPrefix) ? intended.slice(state.branchPrefix.length) : intended;
  const branch = newBranchName({ prefix: state.branchPrefix, subject, shortId: state.newShortId() });
  await assertBranchName(state.ctx, branch, "new branch name");
  const outcome2 = await pushToRemote(state, sha, branch);
  if (outcome2.kind !== "pushed")
    return {
      pushed: false,
      branch: void 0,
      intended,
      sha,
      reason: `${reason}; pushing to a new branch ${branch} instead failed too: ${outcome2.detail}`
    };
  state.baseBranch = state.createdBranch ? state.baseBranch : intended;
  state.pushBranch = branch;
  state.createdBranch = true;
  state.lastPushed = sha;
  return { pushed: true, branch, intended, movedTo: branch, sha, reason };
}
function isPermanentFailure(detail) {
  return /Authentication failed|could not read Username|returned error: 40[134]|not found|denied/i.test(
    detail
  );
}
async function refuseSecrets(state, from, head, target) {
  const secrets = await secretsAdded(state.ctx, from, head, state.findSecrets);
  if (secrets.length === 0) return void 0;
  return {
    pushed: false,
    branch: void 0,
    intended: target,
    sha: head,
    reason: `the commits add secrets, which steward does not push (GitHub's push protection would refuse them too): ${describeHits(secrets)}. They are committed on the runner only; the patch below has the changes, secrets masked`
  };
}
var notPushed = (intended, sha, reason) => ({
  pushed: false,
  branch: void 0,
  intended,
  sha,
  reason
});
async function push(state, options = {}) {
  await switchDriversOff(state);
  const { ctx } = state;
  const target = options.branch ?? state.pushBranch;
  const head = await headCommit(ctx);
  if (target === void 0)
    return notPushed(
      void 0,
      head,
      "the pull request comes from a fork: steward never pushes a fork's commits to this repository (post the patch instead)"
    );
  await assertBranchName(ctx, target, "branch to push to");
  if (head === state.base) return notPushed(target, head, "no new commits to push");
  const refused = await refuseSecrets(state, state.base, head, target);
  if (refused !== void 0) return refused;
  return pushUntilSettled(state, head, target);
}
async function pushUntilSettled(state, first, target) {
  let head = first;
  let rebasedOnto;
  let rebases = 0;
  let transient = 0;
  for (; ; ) {
    const outcome2 = await pushToRemote(state, head, target);
    switch (outcome2.kind) {
      case "pushed":
        state.lastPushed = head;
        return {
          pushed: true,
          branch: target,
          intended: target,
          sha: head,
          ...rebasedOnto === void 0 ? {} : { rebasedOnto }
        };
      case "rejected":
        if (/workflow/i.test(outcome2.detail))
          return notPushed(
            target,
            head,
            `the token may not push changes under .github/workflows/ (commit with withoutWorkflows): ${outcome2.detail}`
          );
        return moveToNewBranch(
          state,
          head,
          target,
          `the remote refused the push to ${target}: ${outcome2.detail}`
        );
      case "failed":
        if (outcome2.timedOut || isPermanentFailure(outcome2.detail) || transient >= MAX_TRANSIENT_RETRIES)
          return notPushed(target, head, outcome2.detail);
        transient++;
        await sleep(state.retryDelayMs * transient);
        continue;
      case "non-fast-forward": {
        if (rebases >= MAX_REBASES)
          return moveToNewBranch(
            state,
            head,
            target,
            `${target} kept moving: still not a fast-forward after ${String(MAX_REBASES)} rebases`
          );
        rebases++;
        const caught = await catchUp(state, head, target);
        if (caught.kind === "settled") return caught.result;
        if (caught.kind === "rebased") {
          head = caught.head;
          rebasedOnto = caught.onto;
        }
        continue;
      }
    }
  }
}
async function catchUp(state, head, target) {
  const fetched = await fetchFromRemote(state, `refs/heads/${target}`, `refs/remotes/origin/${target}`);
  if (!fetched.found) return { kind: "retry" };
  if (await isAncestor(state.ctx, head, fetched.sha))
    return {
      kind: "settled",
      result: {
        pushed: true,
        branch: target,
        intended: target,
        sha: head,
        reason: `${target} already contains steward's commits`
      }
    };
  const rebased = await rebaseOnto(state, fetched.sha);
  if (!rebased.ok)
    return { kind: "settled", result: await moveToNewBranch(state, head, target, rebased.error) };
  state.base = fetched.sha;
  return { kind: "rebased", head: rebased.value, onto: fetched.sha };
}

// src/github/workspace/api-push.ts
var MAX_REBASES2 = 3;
function apiOf(state) {
  if (state.signing?.kind !== "github")
    throw new WorkspaceError("Publishing through GitHub's API needs commit-signing: github.");
  return state.signing.api;
}
function deadlineSignal(ctx) {
  return ctx.deadline === void 0 ? void 0 : AbortSignal.timeout(Math.max(1, ctx.deadline - ctx.now()));
}
async function headCommit2(ctx) {
  return (await git(ctx, ["rev-parse", "--verify", "HEAD^{commit}"])).trim();
}
async function commitsBetween(ctx, from, to) {
  if (!await isAncestor(ctx, from, to))
    return {
      ok: false,
      error: `steward's commits do not sit on ${from.slice(0, 12)}, the branch's head on GitHub`
    };
  const out = await git(ctx, ["rev-list", "--reverse", "--parents", `${from}..${to}`, "--"]);
  const commits = [];
  for (const line of out.split("\n").filter((l) => l !== "")) {
    const [sha = "", ...parents] = line.split(" ");
    if (parents.length !== 1 || parents[0] === void 0)
      return {
        ok: false,
        error: `${sha.slice(0, 12)} is a merge commit, which createCommitOnBranch cannot create`
      };
    commits.push({ sha, parent: parents[0] });
  }
  return { ok: true, value: commits };
}
async function publishRange(state, branch, expectedHead, to) {
  const { ctx } = state;
  const api = apiOf(state);
  const range = await commitsBetween(ctx, expectedHead, to);
  if (!range.ok) return { kind: "refused", detail: range.error };
  let head = expectedHead;
  for (const { sha, parent } of range.value) {
    const changes = await changesOf(ctx, parent, sha);
    if (changes.refused.length > 0)
      return {
        kind: "refused",
        detail: `commit-signing: github cannot publish ${sha.slice(0, 12)}: ${changes.refused.join("; ")} (GitHub's createCommitOnBranch writes every file as a plain, non-executable file)`
      };
    const message = await messageOf(ctx, sha);
    for (const [index, part] of changes.parts.entries()) {
      const { additions, deletions } = await contentsOf(ctx, part);
      const count = changes.parts.length;
      const headline = count > 1 ? `${message.headline} (part ${String(index + 1)} of ${String(count)})` : message.headline;
      const outcome2 = await api.createCommit(
        { branch, expectedHead: head, headline, body: message.body, additions, deletions },
        deadlineSignal(ctx)
      );
      if (outcome2.kind !== "created") return outcome2;
      head = outcome2.sha;
    }
  }
  return { kind: "created", tip: head };
}
async function adopt(state, tip, localHead) {
  const { ctx } = state;
  const fetched = await fetchFromRemote(state, tip, void 0);
  if (!fetched.found) return `GitHub's commit ${tip} could not be fetched back: ${fetched.detail}`;
  const [theirs, ours] = await Promise.all(
    [tip, localHead].map(async (sha) => (await git(ctx, ["rev-parse", "--verify", `${sha}^{tree}`])).trim())
  );
  if (theirs !== ours)
    return `GitHub's commit ${tip.slice(0, 12)} does not hold the same files as steward's commit ${localHead.slice(0, 12)}; the local branch was left as it was`;
  await git(ctx, ["update-ref", "-m", "steward: the commit GitHub signed", "HEAD", tip, localHead]);
  return void 0;
}
async function published(state, target, tip, head, extra) {
  const problem = await adopt(state, tip, head);
  state.lastPushed = tip;
  return {
    pushed: true,
    branch: target,
    intended: target,
    sha: tip,
    ...extra,
    ...problem === void 0 ? {} : { reason: [extra.reason, problem].filter(Boolean).join("; ") }
  };
}
async function moveToNewBranch2(state, head, known, intended, reason) {
  const subject = intended.startsWith(state.branchPrefix) ? intended.slice(state.branchPrefix.length) : intended;
  const branch = newBranchName({ prefix: state.branchPrefix, subject, shortId: state.newShortId() });
  await assertBranchName(state.ctx, branch, "new branch name");
  const failed = (detail) => ({
    pushed: false,
    branch: void 0,
    intended,
    sha: head,
    reason: `${reason}; publishing to a new branch ${branch} instead failed too: ${detail}`
  });
  const created = await apiOf(state).createBranch(branch, known);
  if (created.kind !== "created") return failed(created.detail);
  const outcome2 = await publishRange(state, branch, known, head);
  if (outcome2.kind !== "created") return failed(outcome2.detail);
  state.baseBranch = state.createdBranch ? state.baseBranch : intended;
  state.pushBranch = branch;
  state.createdBranch = true;
  return published(state, branch, outcome2.tip, head, { intended, movedTo: branch, reason });
}
async function ensureBranch(state, branch, at) {
  const created = await apiOf(state).createBranch(branch, at, deadlineSignal(state.ctx));
  return created.kind === "created" || created.kind === "stale" ? void 0 : created.detail;
}
async function pushViaApi(state, options = {}) {
  await switchDriversOff(state);
  const { ctx } = state;
  const target = options.branch ?? state.pushBranch;
  let head = await headCommit2(ctx);
  const result = (reason) => ({
    pushed: false,
    branch: void 0,
    intended: target,
    sha: head,
    reason
  });
  if (target === void 0)
    return result(
      "the pull request comes from a fork: steward never pushes a fork's commits to this repository (post the patch instead)"
    );
  await assertBranchName(ctx, target, "branch to push to");
  let known = state.lastPushed ?? state.base;
  if (head === known) return result("no new commits to push");
  const refused = await refuseSecrets(state, known, head, target);
  if (refused !== void 0) return refused;
  if (state.createdBranch && state.lastPushed === void 0) {
    const problem = await ensureBranch(state, target, known);
    if (problem !== void 0) return result(`could not create ${target} on GitHub: ${problem}`);
  }
  let rebasedOnto;
  for (let rebases = 0; ; rebases++) {
    const outcome2 = await publishRange(state, target, known, head);
    switch (outcome2.kind) {
      case "created":
        return published(state, target, outcome2.tip, head, rebasedOnto === void 0 ? {} : { rebasedOnto });
      case "refused":
      case "failed":
        return result(outcome2.detail);
      case "rejected":
        return moveToNewBranch2(
          state,
          head,
          known,
          target,
          `GitHub refused the commit on ${target}: ${outcome2.detail}`
        );
      case "stale": {
        if (rebases >= MAX_REBASES2)
          return moveToNewBranch2(
            state,
            head,
            known,
            target,
            `${target} kept moving: still stale after ${String(MAX_REBASES2)} rebases`
          );
        const fetched = await fetchFromRemote(state, `refs/heads/${target}`, `refs/remotes/origin/${target}`);
        if (!fetched.found)
          return moveToNewBranch2(state, head, known, target, `${target} is no longer on GitHub`);
        const rebased = await rebaseOnto(state, fetched.sha, known);
        if (!rebased.ok) return moveToNewBranch2(state, head, known, target, rebased.error);
        state.base = fetched.sha;
        state.lastPushed = void 0;
        known = fetched.sha;
        head = rebased.value;
        rebasedOnto = fetched.sha;
        if (head === known)
          return {
            pushed: true,
            branch: target,
            intended: target,
            sha: head,
            reason: `${target} already contains steward's commits`
          };
      }
    }
  }
}
function asPushOutcome(outcome2) {
  switch (outcome2.kind) {
    case "stale":
      return { kind: "non-fast-forward", detail: outcome2.detail };
    case "rejected":
      return { kind: "rejected", detail: outcome2.detail };
    case "failed":
      return { kind: "failed", detail: outcome2.detail, timedOut: outcome2.timedOut };
    case "refused":
      return { kind: "failed", detail: outcome2.detail, timedOut: false };
  }
}
async function deliverWorkInProgress(state, sha, branch) {
  if (state.signing?.kind !== "github") return pushToRemote(state, sha, branch);
  const known = state.lastPushed ?? state.base;
  if (branch !== state.pushBranch || state.createdBranch && state.lastPushed === void 0) {
    const problem = await ensureBranch(state, branch, known);
    if (problem !== void 0)
      return { kind: "failed", detail: `could not create ${branch} on GitHub: ${problem}`, timedOut: false };
  }
  const outcome2 = await publishRange(state, branch, known, sha);
  if (outcome2.kind !== "created") return asPushOutcome(outcome2);
  state.lastPushed = outcome2.tip;
  return { kind: "pushed", sha: outcome2.tip };
}

// src/github/workspace/workflows.ts
var WORKFLOWS_DIR = ".github/workflows";
function isWorkflowPath(path) {
  return path.startsWith(`${WORKFLOWS_DIR}/`);
}
function workflowPaths(diff2) {
  const paths = diff2.files.flatMap((file) => [
    file.path,
    ...file.oldPath === void 0 ? [] : [file.oldPath]
  ]);
  return [...new Set(paths.filter(isWorkflowPath))];
}
function touchesWorkflows(diff2) {
  return workflowPaths(diff2).length > 0;
}

// src/github/workspace/commit.ts
async function createCommit(ctx, commit) {
  const run = (config) => git(
    ctx,
    ["commit-tree", ...config.length > 0 ? ["-S"] : [], commit.tree, "-p", commit.parent, "-F", "-"],
    {
      input: commit.message,
      config,
      env: {
        GIT_AUTHOR_NAME: commit.author.name,
        GIT_AUTHOR_EMAIL: commit.author.email,
        GIT_COMMITTER_NAME: commit.committer.name,
        GIT_COMMITTER_EMAIL: commit.committer.email
      },
      ...commit.timeoutMs === void 0 ? {} : { timeoutMs: commit.timeoutMs }
    }
  );
  const out = commit.signer === void 0 ? await run([]) : await commit.signer.withKey(run);
  return out.trim();
}
async function snapshotWithoutSecrets(state, head, options) {
  const { keep = [], ...rest } = options;
  const take2 = (paths) => snapshotWorktree(state.ctx, {
    excludesFile: state.excludesFile,
    ...rest,
    ...paths.length > 0 ? { keep: { paths, resetTo: head } } : {}
  });
  const snapshot = await take2(keep);
  const hits = await secretsAdded(state.ctx, head, snapshot.tree, state.findSecrets).catch(
    async (error) => {
      await snapshot.dispose();
      throw error;
    }
  );
  if (hits.length === 0) return snapshot;
  await snapshot.dispose();
  state.withheld.push(...hits);
  return take2([...keep, ...literalPaths(hits)]);
}
async function commitAll(state, options) {
  await switchDriversOff(state);
  const { ctx } = state;
  assertIdentity(options.author, "author");
  assertIdentity(state.committer, "committer");
  const message = commitMessage(options.message, options.author, options.coAuthors);
  const { commit: head, tree: headTree } = await headCommitAndTree(ctx);
  const snapshot = await snapshotWithoutSecrets(state, head, {
    ...options.withoutWorkflows === true ? { keep: [WORKFLOWS_DIR] } : {},
    ...options.leaveOut === void 0 ? {} : { leaveOut: { test: options.leaveOut, resetTo: head } }
  });
  try {
    if (snapshot.tree === headTree) return null;
    const sha = await createCommit(ctx, {
      tree: snapshot.tree,
      parent: head,
      message,
      author: options.author,
      committer: state.committer,
      signer: sshSignerOf(state.signing)
    });
    await git(ctx, ["update-ref", "-m", "steward: commit", "HEAD", sha, head]);
    await snapshot.install();
    return sha;
  } finally {
    await snapshot.dispose();
  }
}

// src/github/workspace/wip.ts
import { setTimeout as sleep2 } from "node:timers/promises";
var DEFAULT_WIP_BUDGET_MS = 4500;
var WIP_REF = "refs/steward/wip";
function wipMessage(reason) {
  const oneLine2 = inertLine(reason, 200);
  return `WIP: steward run interrupted (${oneLine2})

The working tree as it was when the run stopped, committed without running hooks.
Continue from it, or drop it.
`;
}
function wipBranch(state) {
  const local = state.localBranch ?? "run";
  const subject = local.startsWith(state.branchPrefix) ? local.slice(state.branchPrefix.length) : local;
  return newBranchName({ prefix: state.branchPrefix, kind: "wip", subject, shortId: state.newShortId() });
}
async function save(state, options, progress) {
  await switchDriversOff(state);
  const { ctx } = state;
  assertIdentity(options.author, "author");
  const { commit: head, tree: headTree } = await headCommitAndTree(ctx);
  const snapshot = await snapshotWithoutSecrets(state, head, {
    tolerateErrors: true,
    ...options.withoutWorkflows === true ? { keep: [WORKFLOWS_DIR] } : {},
    ...options.leaveOut === void 0 ? {} : { leaveOut: { test: options.leaveOut, resetTo: head } }
  });
  try {
    if (snapshot.tree !== headTree) {
      progress.sha = await createCommit(ctx, {
        tree: snapshot.tree,
        parent: head,
        message: wipMessage(options.reason),
        author: options.author,
        committer: state.committer,
        signer: sshSignerOf(state.signing)
      });
    } else if (head !== state.base && head !== state.lastPushed) {
      progress.sha = head;
    } else {
      progress.reason = "nothing to save: the working tree has no changes";
      return;
    }
  } finally {
    await snapshot.dispose();
  }
  await runGit(ctx, ["update-ref", "-m", "steward: work in progress", WIP_REF, progress.sha]);
  if (state.mode === "fork-pull-request") {
    progress.reason = "saved locally only: steward never pushes a fork pull request's commits";
    return;
  }
  const secrets = await secretsAdded(ctx, state.base, progress.sha, state.findSecrets);
  if (secrets.length > 0) {
    progress.reason = `saved locally only (${WIP_REF}): the commits add secrets, which steward does not push — ${describeHits(secrets)}`;
    return;
  }
  const attempts = [];
  if (state.pushBranch !== void 0 && !state.createdBranch) attempts.push(state.pushBranch);
  attempts.push(wipBranch(state));
  const failures = [];
  for (const branch of attempts) {
    const outcome2 = await deliverWorkInProgress(state, progress.sha, branch);
    if (outcome2.kind === "pushed") {
      if ("sha" in outcome2) progress.sha = outcome2.sha;
      progress.pushed = true;
      progress.branch = branch;
      if (failures.length > 0) progress.reason = failures.join("; ");
      return;
    }
    failures.push(`push to ${branch}: ${outcome2.detail}`);
    if (outcome2.kind === "failed" && outcome2.timedOut) break;
  }
  progress.reason = failures.join("; ");
}
async function saveWorkInProgress(state, options) {
  const { now } = state.ctx;
  const started = now();
  const budget = options.budgetMs ?? DEFAULT_WIP_BUDGET_MS;
  const bounded = { ...state, ctx: { ...state.ctx, deadline: started + budget } };
  const progress = { pushed: false };
  const result = () => ({
    saved: progress.sha !== void 0,
    ...progress.sha === void 0 ? {} : { sha: progress.sha },
    pushed: progress.pushed,
    ...progress.branch === void 0 ? {} : { branch: progress.branch },
    ...progress.reason === void 0 ? {} : { reason: progress.reason },
    elapsedMs: now() - started
  });
  const timer = new AbortController();
  const work = save(bounded, options, progress).then(
    () => result(),
    (error) => {
      progress.reason = error instanceof Error ? error.message : String(error);
      return result();
    }
  );
  const deadline = sleep2(budget + 100, void 0, { signal: timer.signal }).then(
    () => {
      progress.reason = `${progress.reason === void 0 ? "" : `${progress.reason}; `}ran out of time (${String(budget)} ms)`;
      return result();
    },
    () => result()
  );
  try {
    return await Promise.race([work, deadline]);
  } finally {
    timer.abort();
  }
}

// src/github/workspace/workspace.ts
function openWorkspace(state, moved) {
  return {
    dir: state.ctx.dir,
    mode: state.mode,
    startSha: state.startSha,
    get base() {
      return state.base;
    },
    localBranch: state.localBranch,
    get pushBranch() {
      return state.pushBranch;
    },
    get createdBranch() {
      return state.createdBranch;
    },
    get baseBranch() {
      return state.baseBranch;
    },
    moved,
    preexistingUntracked: state.preexistingUntracked,
    withheld: state.withheld,
    diff: (options) => diffWorkspace(state, options),
    commitAll: (options) => commitAll(state, options),
    // commit-signing: github publishes through GitHub's API, which signs; otherwise git pushes.
    push: (options) => state.signing?.kind === "github" ? pushViaApi(state, options) : push(state, options),
    saveWorkInProgress: (options) => saveWorkInProgress(state, options),
    ensureCommit: (sha) => ensureCommit(state, sha)
  };
}
async function ensureCommit(state, sha) {
  assertCommitId(sha, "trusted commit");
  if (await resolveCommit(state.ctx, sha) !== void 0) return;
  const fetched = await fetchFromRemote(state, sha, void 0);
  if (!fetched.found)
    throw new WorkspaceError(
      `The commit ${sha} could not be fetched from ${state.ctx.remoteUrl}: ${fetched.detail}`
    );
}

// src/github/workspace/prepare.ts
async function locateGitDir(runner, dir, env) {
  const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, ...rest } = gitEnvironment(env, dir, "");
  const discovery = { ...rest, ...discoveryEnvironment(dir) };
  const result = await runner({
    // Discovery checks ownership (container jobs run as another user than the checkout's owner).
    args: [
      "-c",
      `safe.directory=${dir}`,
      "rev-parse",
      "--absolute-git-dir",
      "--show-toplevel",
      "--is-shallow-repository"
    ],
    cwd: dir,
    env: discovery,
    timeoutMs: 3e4
  });
  const [gitDir, top, shallow] = result.stdout.trim().split("\n");
  if (result.exitCode !== 0 || gitDir === void 0 || top === void 0 || shallow === void 0)
    throw new WorkspaceError(
      `${dir} is not a git checkout (${result.stderr.trim() || "git rev-parse failed"}). Expected the workspace actions/checkout made; add \`- uses: actions/checkout@v5\` with \`persist-credentials: false\` before steward.`
    );
  if (await realpath(top) !== await realpath(dir))
    throw new WorkspaceError(
      `${dir} is inside the git checkout ${top}, not its root. Expected GITHUB_WORKSPACE to be the checkout.`
    );
  return { gitDir, shallow: shallow === "true" };
}
function ignoreLine(path) {
  return `/${path.replace(/[\\*?[]/g, (c) => `\\${c}`).replace(/ $/, "\\ ")}`;
}
async function inspectCheckout(ctx) {
  const status = await git(ctx, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"]);
  const untracked = [];
  const changed = [];
  for (const entry of status.split("\0").filter((e) => e !== "")) {
    const path = entry.slice(3);
    if (entry.startsWith("??")) untracked.push(path);
    else changed.push(path);
  }
  const unlistable = untracked.find((path) => path.includes("\n"));
  if (unlistable !== void 0)
    throw new WorkspaceError(
      `The checkout in ${ctx.dir} has an untracked file from an earlier step whose name has a line break (${JSON.stringify(unlistable)}); steward could not keep it out of its commits. Expected file names without line breaks.`
    );
  if (changed.length > 0)
    throw new WorkspaceError(
      `The checkout in ${ctx.dir} has changes before steward started: ${changed.slice(0, 10).join(", ")}${changed.length > 10 ? ` and ${String(changed.length - 10)} more` : ""}. Expected a clean checkout; run steward before steps that modify tracked files.`
    );
  return untracked;
}
async function checkoutBranch(ctx, branch, sha) {
  await git(ctx, ["checkout", "--quiet", "--no-recurse-submodules", "--no-track", "-B", branch, sha, "--"]);
}
async function checkoutDetached(ctx, sha) {
  await git(ctx, ["checkout", "--quiet", "--no-recurse-submodules", "--detach", sha, "--"]);
}
async function headCommit3(remote, branch, expected, found) {
  if (found === expected) return { sha: expected };
  let sha = await resolveCommit(remote.ctx, expected);
  if (sha === void 0) {
    const fetched = await fetchFromRemote(remote, expected, void 0);
    sha = fetched.found ? fetched.sha : found;
  }
  return { sha, moved: { branch, expected, found, checkedOut: sha } };
}
async function placePullRequest(remote, target, sameRepository) {
  const { ctx } = remote;
  if (sameRepository) {
    await assertBranchName(ctx, target.headBranch, "pull request head branch");
    const fetched2 = await fetchFromRemote(
      remote,
      `refs/heads/${target.headBranch}`,
      `refs/remotes/origin/${target.headBranch}`
    );
    if (!fetched2.found)
      throw new WorkspaceError(
        `The head branch '${target.headBranch}' of pull request #${String(target.number)} is not on ${ctx.remoteUrl} (deleted?): ${fetched2.detail}`
      );
    const { sha: sha2, moved: moved2 } = await headCommit3(remote, target.headBranch, target.headSha, fetched2.sha);
    await checkoutBranch(ctx, target.headBranch, sha2);
    return {
      mode: "pull-request",
      sha: sha2,
      localBranch: target.headBranch,
      pushBranch: target.headBranch,
      createdBranch: false,
      baseBranch: void 0,
      ...moved2 === void 0 ? {} : { moved: moved2 }
    };
  }
  const ref = `refs/pull/${String(target.number)}/head`;
  const fetched = await fetchFromRemote(remote, ref, `refs/remotes/pull/${String(target.number)}/head`);
  if (!fetched.found)
    throw new WorkspaceError(
      `Pull request #${String(target.number)} has no ${ref} on ${ctx.remoteUrl}: ${fetched.detail}`
    );
  const { sha, moved } = await headCommit3(remote, ref, target.headSha, fetched.sha);
  await checkoutDetached(ctx, sha);
  return {
    mode: "fork-pull-request",
    sha,
    localBranch: void 0,
    pushBranch: void 0,
    createdBranch: false,
    baseBranch: void 0,
    ...moved === void 0 ? {} : { moved }
  };
}
async function placeCiFixup(remote, target, branchPrefix, shortId) {
  const { ctx } = remote;
  await assertBranchName(ctx, target.headBranch, "workflow run head branch");
  const fetched = await fetchFromRemote(
    remote,
    `refs/heads/${target.headBranch}`,
    `refs/remotes/origin/${target.headBranch}`
  );
  if (fetched.found && fetched.sha === target.headSha) {
    await checkoutBranch(ctx, target.headBranch, target.headSha);
    return {
      mode: "ci-fixup-head",
      sha: target.headSha,
      localBranch: target.headBranch,
      pushBranch: target.headBranch,
      createdBranch: false,
      baseBranch: void 0
    };
  }
  let sha = await resolveCommit(ctx, target.headSha);
  if (sha === void 0) {
    const byId = await fetchFromRemote(remote, target.headSha, void 0);
    if (!byId.found)
      throw new WorkspaceError(
        `The failing commit ${target.headSha} of workflow run ${String(target.runId)} can no longer be fetched from ${ctx.remoteUrl}: ${byId.detail}`
      );
    sha = byId.sha;
  }
  return startNewBranch(
    ctx,
    { prefix: branchPrefix, kind: "ci-fix", subject: target.workflowName, shortId },
    sha,
    fetched.found ? {
      baseBranch: target.headBranch,
      moved: { branch: target.headBranch, expected: target.headSha, found: fetched.sha, checkedOut: sha }
    } : { baseBranch: void 0 }
  );
}
async function startNewBranch(ctx, name, sha, base) {
  const branch = newBranchName(name);
  await assertBranchName(ctx, branch, "new branch name");
  await checkoutBranch(ctx, branch, sha);
  return { mode: "new-branch", sha, localBranch: branch, pushBranch: branch, createdBranch: true, ...base };
}
async function placeNewBranch(remote, target, branchPrefix, shortId) {
  const { ctx } = remote;
  await assertBranchName(ctx, target.baseBranch, "base branch");
  const current = await runGit(ctx, ["rev-parse", "HEAD^{commit}", "--symbolic-full-name", "HEAD"]);
  const [headSha = "", headRef] = current.stdout.trim().split("\n");
  let sha;
  if (current.exitCode === 0 && headRef === `refs/heads/${target.baseBranch}`) {
    sha = headSha;
  } else {
    const fetched = await fetchFromRemote(
      remote,
      `refs/heads/${target.baseBranch}`,
      `refs/remotes/origin/${target.baseBranch}`
    );
    if (!fetched.found)
      throw new WorkspaceError(
        `The base branch '${target.baseBranch}' is not on ${ctx.remoteUrl}: ${fetched.detail}`
      );
    sha = fetched.sha;
  }
  return startNewBranch(
    ctx,
    {
      prefix: branchPrefix,
      ...target.branchKind === void 0 ? {} : { kind: target.branchKind },
      subject: target.subject,
      shortId
    },
    sha,
    { baseBranch: target.baseBranch }
  );
}
async function prepareWorkspace(options) {
  const { remote, target } = options;
  const { gitDir, shallow } = await locateGitDir(options.runner, options.dir, options.env);
  const ctx = {
    runner: options.runner,
    dir: options.dir,
    gitDir,
    env: gitEnvironment(options.env, options.dir, gitDir),
    remoteUrl: `${remote.serverUrl.replace(/\/+$/, "")}/${remote.owner}/${remote.repo}`,
    token: options.token,
    localTimeoutMs: options.timeouts?.localMs ?? 12e4,
    remoteTimeoutMs: options.timeouts?.remoteMs ?? 3e5,
    now: options.now ?? Date.now,
    driversOff: [],
    gitDirRedirects: await readGitDirRedirects(gitDir),
    memo: newGitMemo()
  };
  const trustedConfig = (await readRepositoryConfig(ctx)).local;
  const remoteState = { ctx, trustedConfig, shallow };
  await switchDriversOff(remoteState);
  const preexistingUntracked = await inspectCheckout(remoteState.ctx);
  await mkdir2(stewardDir(ctx), { recursive: true });
  const excludesFile = join5(stewardDir(ctx), "preexisting-untracked");
  await writeFile(excludesFile, preexistingUntracked.map((path) => `${ignoreLine(path)}
`).join(""));
  const newShortId2 = options.newShortId ?? newShortId;
  const sameRepository = "headRepository" in target && target.headRepository.toLowerCase() === `${remote.owner}/${remote.repo}`.toLowerCase();
  let placement;
  switch (target.kind) {
    case "pull-request":
      assertCommitId(target.headSha, "pull request head commit");
      placement = await placePullRequest(remoteState, target, sameRepository);
      break;
    case "ci-fixup":
      assertCommitId(target.headSha, "workflow run head commit");
      if (!sameRepository)
        throw new WorkspaceError(
          `Workflow run ${String(target.runId)} comes from '${target.headRepository}', not ${remote.owner}/${remote.repo}; CI fix-ups work on same-repository branches only.`
        );
      placement = await placeCiFixup(remoteState, target, options.branchPrefix, newShortId2());
      break;
    case "new-branch":
      placement = await placeNewBranch(remoteState, target, options.branchPrefix, newShortId2());
      break;
  }
  const state = {
    // Not `shallow`: once the agent has run, the checkout may have been deepened.
    ctx: remoteState.ctx,
    trustedConfig,
    mode: placement.mode,
    startSha: placement.sha,
    base: placement.sha,
    localBranch: placement.localBranch,
    pushBranch: placement.pushBranch,
    lastPushed: void 0,
    createdBranch: placement.createdBranch,
    baseBranch: placement.baseBranch,
    branchPrefix: options.branchPrefix,
    committer: options.committer,
    excludesFile,
    preexistingUntracked,
    newShortId: newShortId2,
    retryDelayMs: options.retryDelayMs ?? 2e3,
    signing: options.signing,
    findSecrets: options.findSecrets ?? createSecretFinder([]),
    withheld: []
  };
  return openWorkspace(state, placement.moved);
}

// src/github/trusted-files.ts
var MAX_CONFIG_FILE_BYTES = 1024 * 1024;
var MAX_WORKSPACE_ENTRIES = 5e3;
function gitIn(workspace, env) {
  return async (args, input) => {
    const result = await execa("git", args, {
      cwd: workspace,
      env: trustedReadEnvironment(workspace, env),
      extendEnv: false,
      reject: false,
      encoding: "buffer",
      stripFinalNewline: false,
      timeout: 6e4,
      ...input === void 0 ? { stdin: "ignore" } : { input }
    });
    return {
      exitCode: result.exitCode ?? 1,
      stdout: result.stdout,
      stderr: Buffer.from(result.stderr).toString("utf8")
    };
  };
}
async function listTree(git2, sha) {
  const listed = await git2(["ls-tree", "-r", "-l", "-z", "--full-tree", sha]);
  if (listed.exitCode !== 0)
    throw new Error(`Could not list the trusted commit ${sha.slice(0, 12)}: ${listed.stderr.trim()}`);
  const entries = /* @__PURE__ */ new Map();
  for (const record of Buffer.from(listed.stdout).toString("utf8").split("\0")) {
    const match = /^(\d{6}) (\w+) ([0-9a-f]+) +(-|\d+)\t(.+)$/s.exec(record);
    if (match === null || match[2] !== "blob") continue;
    const [, mode = "", , oid = "", size = "0", path = ""] = match;
    entries.set(path, { mode, oid, size: size === "-" ? 0 : Number(size) });
  }
  return entries;
}
async function readBlobs(git2, oids) {
  const unique = [...new Set(oids)];
  if (unique.length === 0) return /* @__PURE__ */ new Map();
  const batch = await git2(["cat-file", "--batch"], `${unique.join("\n")}
`);
  if (batch.exitCode !== 0)
    throw new Error(`Could not read the trusted commit's files: ${batch.stderr.trim()}`);
  const out = Buffer.from(batch.stdout);
  const blobs = /* @__PURE__ */ new Map();
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(10, at);
    if (end === -1) break;
    const [oid = "", type = "", size = ""] = out.subarray(at, end).toString("utf8").split(" ");
    if (type === "missing" || size === "") {
      at = end + 1;
      continue;
    }
    const length = Number(size);
    blobs.set(oid, out.subarray(end + 1, end + 1 + length));
    at = end + 1 + length + 1;
  }
  return blobs;
}
async function workspaceText(workspace, path) {
  const stats = await lstat2(join6(workspace, path)).catch(() => void 0);
  if (stats === void 0 || !stats.isFile())
    return stats === void 0 ? void 0 : "\0(not a regular file)";
  return readFile2(join6(workspace, path), "utf8").catch(() => void 0);
}
async function workspaceFilesUnder(workspace, dir) {
  const found = [];
  const queue = [dir];
  while (queue.length > 0 && found.length < MAX_WORKSPACE_ENTRIES) {
    const current = queue.shift() ?? "";
    const entries = await readdir(join6(workspace, current), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory()) queue.push(path);
      else found.push(path);
    }
  }
  return found;
}
async function differencesOf(workspace, patterns, trusted, listed) {
  const differences = [];
  for (const [path, text] of trusted) {
    const local = await workspaceText(workspace, path);
    if (local !== text) differences.push({ path, change: local === void 0 ? "removed" : "changed" });
  }
  const candidates = [
    ...exactPathsOf(patterns),
    ...(await Promise.all(directoriesOf(patterns).map((dir) => workspaceFilesUnder(workspace, dir)))).flat()
  ];
  for (const path of new Set(candidates))
    if (!listed.has(path) && await workspaceText(workspace, path) !== void 0)
      differences.push({ path, change: "added" });
  return differences.sort((a, b) => a.path < b.path ? -1 : 1);
}
async function readTrustedFiles(workspace, sha, patterns, env) {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    throw new Error(`The trusted commit '${sha}' is not a full commit id.`);
  const git2 = gitIn(workspace, env);
  const listed = await listTree(git2, sha);
  const skipped = [];
  const wanted = [...listed].filter(([path, entry]) => {
    if (!matchesAny(path, patterns)) return false;
    if (entry.mode === "120000")
      skipped.push(`${path} is a symbolic link at the trusted commit; links are not followed`);
    else if (entry.size > MAX_CONFIG_FILE_BYTES)
      skipped.push(`${path} is larger than ${String(MAX_CONFIG_FILE_BYTES)} bytes`);
    else return entry.mode.startsWith("100");
    return false;
  });
  const blobs = await readBlobs(
    git2,
    wanted.map(([, entry]) => entry.oid)
  );
  const files2 = new Map(
    wanted.map(([path, entry]) => [path, blobs.get(entry.oid)?.toString("utf8") ?? ""])
  );
  const executable = new Set(wanted.filter(([, entry]) => entry.mode === "100755").map(([path]) => path));
  return {
    sha,
    origin: `the trusted commit ${sha.slice(0, 12)}`,
    files: files2,
    complete: true,
    executable,
    bytes: (path) => {
      const oid = listed.get(path)?.oid;
      return files2.has(path) && oid !== void 0 ? blobs.get(oid) : void 0;
    },
    skipped,
    differences: await differencesOf(workspace, patterns, files2, listed),
    entry: (path) => listed.get(path),
    read: async (paths) => {
      const present = paths.filter(
        (p) => isRepositoryPath(p) && (listed.get(p)?.mode ?? "").startsWith("100")
      );
      const small = present.filter((p) => (listed.get(p)?.size ?? 0) <= MAX_CONFIG_FILE_BYTES);
      const more = await readBlobs(
        git2,
        small.map((p) => listed.get(p)?.oid ?? "")
      );
      return new Map(
        small.map((p) => [p, more.get(listed.get(p)?.oid ?? "")?.toString("utf8") ?? ""])
      );
    }
  };
}

// src/github/trusted-project.ts
var INSTRUCTION_ROOTS = /* @__PURE__ */ new Set(["CLAUDE.md", ".claude/CLAUDE.md", "AGENTS.md"]);
var PROJECT_MCP_FILE = ".mcp.json";
function mcpConfigPath(input) {
  const value = input?.trim() ?? "";
  return value === "" || value.startsWith("{") || !isRepositoryPath(value) ? void 0 : value;
}
function mcpDifferenceNote(d, sha) {
  return d.change === "added" ? `The checkout has a ${d.path} that the trusted commit (${sha.slice(0, 12)}) does not: none of its servers was started.` : `The checked-out ${d.path} differs from the trusted commit; only the servers of the trusted version (${sha.slice(0, 12)}) were started.`;
}
function differenceNotes(differences, files2, sha) {
  const notes2 = [];
  const rest = [];
  for (const d of differences) {
    if (files2.policy.includes(d.path))
      notes2.push(
        `The checked-out ${d.path} differs from the trusted commit; the trusted version (${sha.slice(0, 12)}) was used.`
      );
    else if (INSTRUCTION_ROOTS.has(d.path))
      notes2.push(
        `The checked-out ${d.path} differs from the trusted commit; only the trusted version was given as instructions.`
      );
    else if (files2.mcp.includes(d.path)) notes2.push(mcpDifferenceNote(d, sha));
    else rest.push(d);
  }
  if (rest.length > 0) {
    const listed = rest.slice(0, 10).map((d) => `${d.path} (${d.change})`);
    const more = rest.length > 10 ? ` and ${String(rest.length - 10)} more` : "";
    notes2.push(
      `The checkout's Claude Code configuration differs from the trusted commit (${sha.slice(0, 12)}): ${listed.join(", ")}${more}. Only the trusted commit's was used.`
    );
  }
  return notes2;
}
async function trustedPolicy(workspace, files2, candidates) {
  const found = candidates.find((candidate) => files2.files.has(candidate));
  if (found === void 0) return { policy: defaultPolicy(), policyFilePath: null };
  const policy = await loadPolicy({
    text: files2.files.get(found) ?? "",
    path: found,
    workspaceRoot: workspace,
    // Imports are read at the trusted commit too (not from the checkout).
    readFile: async (path) => {
      const rel = relative(workspace, path).split(sep).join("/");
      if (!isRepositoryPath(rel)) return void 0;
      return files2.files.get(rel) ?? (await files2.read([rel])).get(rel);
    }
  });
  return { policy, policyFilePath: join7(workspace, found) };
}
async function readTrustedProject(workspace, sha, settings, env, reservedAgentNames) {
  const candidates = settings.policyFile === DEFAULT_POLICY_PATH ? [...POLICY_FILE_NAMES] : [settings.policyFile];
  const inputFile = mcpConfigPath(settings.mcpConfig);
  const mcpFiles = inputFile === void 0 ? [PROJECT_MCP_FILE] : [PROJECT_MCP_FILE, inputFile];
  const files2 = await readTrustedFiles(
    workspace,
    sha,
    [...candidates, ...PROJECT_PATTERNS, ...mcpFiles],
    env
  );
  const notes2 = [
    ...differenceNotes(files2.differences, { policy: candidates, mcp: mcpFiles }, sha),
    ...files2.skipped.map((s) => `${s}; it was not read.`)
  ];
  const read = await trustedPolicy(workspace, files2, candidates);
  const project = await loadProject(files2, {
    local: false,
    reservedAgentNames
  });
  const withSettings = await withProjectSettings(read.policy, project.settingsFiles);
  notes2.push(...withSettings.notes);
  return { policy: withSettings.policy, policyFilePath: read.policyFilePath, project, files: files2, notes: notes2 };
}
function expandCommand(trigger, commands) {
  const text = trigger.kind === "mention" ? trigger.request : trigger.kind === "automation" || trigger.kind === "pull-request" ? trigger.prompt : trigger.kind === "ci-fixup" ? trigger.prompt : void 0;
  if (text === void 0) return { trigger, notes: [] };
  const resolved = resolveCommand(text, commands);
  if (resolved.kind === "text") return { trigger, notes: resolved.note === void 0 ? [] : [resolved.note] };
  const expanded = trigger.kind === "mention" ? { ...trigger, request: resolved.text } : { ...trigger, prompt: resolved.text };
  return { trigger: expanded, command: resolved.command, notes: [] };
}
async function copyClaudeDir(files2, dir) {
  await mkdir3(join7(dir, ".claude"), { recursive: true });
  for (const path of files2.files.keys()) {
    if (!path.startsWith(".claude/") || !isRepositoryPath(path)) continue;
    const target = join7(dir, path);
    await mkdir3(dirname2(target), { recursive: true });
    await writeFile2(target, files2.bytes(path) ?? "", { mode: 420 });
    if (files2.executable.has(path)) await chmod(target, 493);
  }
}
async function trustedProjectRuntime(trusted, options) {
  const copy = join7(options.outputDir, "trusted-config");
  await copyClaudeDir(trusted.files, copy);
  const runtime = {
    config: trusted.project,
    skillDir: (skill) => join7(copy, skill.dir),
    transcriptPath: options.transcriptPath,
    ...options.command === void 0 ? {} : {
      command: {
        name: options.command.name,
        file: options.command.file,
        allowedTools: options.command.allowedTools,
        includes: options.command.includes
      }
    }
  };
  if (!hasHooks(trusted.project.hooks)) return runtime;
  const checkoutDir = join7(options.workspace, ".claude");
  const isDir = (await lstat3(checkoutDir).catch(() => void 0))?.isDirectory() === true;
  const differs = trusted.files.differences.some((d) => d.path.startsWith(".claude/"));
  const sandboxed = await options.sandboxed();
  if (sandboxed && isDir)
    return {
      ...runtime,
      hookOverlays: [{ source: join7(copy, ".claude"), target: await realpath2(checkoutDir) }]
    };
  if (!differs) return runtime;
  return {
    ...runtime,
    hooksUnavailable: sandboxed ? "the checkout has no .claude/ directory, so the trusted commit's hook scripts cannot be put in its place" : "the checkout's .claude/ differs from the trusted commit's, and without the sandbox the trusted hook scripts cannot be put in its place"
  };
}

export {
  STEP_SUMMARY_LIMIT,
  ArtifactError,
  backendIds,
  jobRunId,
  discoveryEnvironment,
  trustedReadEnvironment,
  createGitRunner,
  stripControls,
  defuseActions,
  inertText,
  describeHits,
  createSshSigner,
  workflowPaths,
  touchesWorkflows,
  prepareWorkspace,
  PROJECT_MCP_FILE,
  readTrustedProject,
  expandCommand,
  trustedProjectRuntime,
  loadMarkdownParser,
  markdownEvents,
  decodeNamedReference,
  tooCostlyToParse,
  clip,
  finalizeForGitHub,
  finalizeModelMarkdown,
  trackingMarker,
  findMarker,
  loadSecretlintScanner,
  renderStepSummary,
  renderTrackingComment,
  renderReviewCommentBody,
  renderReviewBody
};
