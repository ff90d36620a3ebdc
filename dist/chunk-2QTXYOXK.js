import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  HOME_CREDENTIALS,
  POLICY_FILE_NAMES,
  SECRET_SEARCH_LIMITS,
  defaultProtectedTest,
  defaultSecretTest,
  findWorkspaceSecrets
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/sandbox/layout.ts
import { lstat, mkdir, readFile, realpath, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
var SANDBOX_USER = { uid: 1e3, gid: 1e3 };
var PROTECTED_IN_WORKSPACE = [".git/config", ".git/hooks", ".claude", ...POLICY_FILE_NAMES];
var HIDDEN_SYSTEM_DIRS = ["/run", "/var/run", "/var/lib/docker"];
var inside = (root, path) => path === root || path.startsWith(root + sep);
async function kindOf(path) {
  const stats = await lstat(path).catch(() => void 0);
  if (stats === void 0) return void 0;
  if (stats.isSymbolicLink()) return "link";
  return stats.isDirectory() ? "dir" : "file";
}
async function real(path) {
  return realpath(path).catch(() => void 0);
}
async function buildLayout(options) {
  return (await layOut(options)).layout;
}
function ancestorsWithin(workspaceRoot, paths) {
  const dirs = [];
  for (const path of paths)
    for (let dir = dirname(path); dir !== workspaceRoot && inside(workspaceRoot, dir); dir = dirname(dir))
      if (!dirs.includes(dir)) dirs.push(dir);
  return dirs.sort((a, b) => a.length - b.length);
}
async function protectedPlaces(workspaceRoot, policyFilePath) {
  const readOnly = [];
  const candidates = [...PROTECTED_IN_WORKSPACE.map((p) => join(workspaceRoot, p))];
  if (policyFilePath != null) candidates.push(resolve(workspaceRoot, policyFilePath));
  for (const candidate of candidates) {
    const path = await real(candidate);
    if (path !== void 0 && inside(workspaceRoot, path) && path !== workspaceRoot && !readOnly.includes(path))
      readOnly.push(path);
  }
  return readOnly;
}
async function concealed(options) {
  const hide = [];
  const blank = [];
  const conceal = async (path) => {
    const kind = await kindOf(path);
    const target = kind === "link" ? await real(path) : kind === void 0 ? void 0 : path;
    if (target === void 0) return;
    if (await kindOf(target) === "dir") hide.push(target);
    else blank.push(target);
  };
  for (const dir of HIDDEN_SYSTEM_DIRS) await conceal(dir);
  if (options.runnerTemp !== void 0 && options.runnerTemp !== "")
    await conceal(resolve(options.runnerTemp));
  if (options.home !== void 0 && options.home !== "")
    for (const entry of HOME_CREDENTIALS) await conceal(join(options.home, entry));
  for (const secret of options.secrets ?? []) await conceal(secret);
  return { hide: dedupe(hide), blank: dedupe(blank) };
}
async function writablePlaces(options, workspaceRoot, readOnly) {
  const allowWrite = [];
  for (const dir of await linkedGitDirs(workspaceRoot)) {
    allowWrite.push(dir);
    for (const name of ["config", "hooks"]) {
      const path = await real(join(dir, name));
      if (path !== void 0 && !readOnly.includes(path)) readOnly.push(path);
    }
  }
  for (const entry of options.allowWrite ?? []) {
    if (entry.startsWith("~/") && (options.home === void 0 || options.home === "")) continue;
    const path = entry.startsWith("~/") ? join(options.home ?? "", entry.slice(2)) : entry;
    const resolved = await real(path);
    if (resolved !== void 0 && await kindOf(resolved) !== void 0) allowWrite.push(resolved);
  }
  return dedupe(allowWrite).sort((a, b) => a.length - b.length);
}
async function layOut(options) {
  const workspaceRoot = await realpath(options.workspaceRoot);
  const outputDir = await realpath(options.outputDir);
  const tempDir = join(outputDir, "sandbox-tmp");
  await mkdir(tempDir, { recursive: true });
  const emptyFile = join(outputDir, "sandbox-empty");
  await writeFile(emptyFile, "", { mode: 292 });
  const readOnly = await protectedPlaces(workspaceRoot, options.policyFilePath);
  const home = options.home ?? "/nonexistent";
  const isSecret = options.isSecretFile ?? defaultSecretTest(workspaceRoot, home);
  const isProtected = options.isProtectedPlace ?? defaultProtectedTest(workspaceRoot, home);
  const secrets = await findWorkspaceSecrets(workspaceRoot, isSecret, SECRET_SEARCH_LIMITS, isProtected);
  for (const place of secrets.protected) if (!readOnly.includes(place)) readOnly.push(place);
  const pinned = ancestorsWithin(workspaceRoot, [...readOnly, ...secrets.files, ...secrets.dirs]);
  const allowWrite = await writablePlaces(options, workspaceRoot, readOnly);
  const uid = options.uid ?? process.getuid?.();
  const layout = {
    bwrap: options.bwrap,
    workspaceRoot,
    tempDir,
    emptyFile,
    network: options.network,
    ...uid === 0 ? { user: SANDBOX_USER } : {},
    allowWrite,
    readOnly,
    pinned,
    ...await concealed(options),
    // Outputs saved for the model (it may read them by path), read-only wherever they live.
    reveal: [outputDir],
    maskedFiles: secrets.files,
    maskedDirs: secrets.dirs,
    ...options.proxy === void 0 ? {} : { proxy: options.proxy }
  };
  return {
    layout,
    ...secrets.incomplete === void 0 ? {} : { secretsIncomplete: secrets.incomplete }
  };
}
var dedupe = (paths) => [...new Set(paths)];
async function linkedGitDirs(workspaceRoot) {
  const dotGit = join(workspaceRoot, ".git");
  if (await kindOf(dotGit) !== "file") return [];
  const pointer = /^gitdir: (.+)$/m.exec(await readFile(dotGit, "utf8").catch(() => ""))?.[1]?.trim();
  if (pointer === void 0) return [];
  const gitDir = await real(resolve(workspaceRoot, pointer));
  if (gitDir === void 0) return [];
  const common = (await readFile(join(gitDir, "commondir"), "utf8").catch(() => "")).trim();
  const commonDir = common === "" ? void 0 : await real(resolve(gitDir, common));
  return dedupe([gitDir, ...commonDir === void 0 ? [] : [commonDir]]).filter(
    (dir) => !inside(workspaceRoot, dir)
  );
}
export {
  SANDBOX_USER,
  buildLayout,
  layOut
};
