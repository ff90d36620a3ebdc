// The session's sandbox layout, from what exists on this machine: bwrap mounts only over paths that
// exist (a missing mount point would be created inside the bound directory, i.e. in the checkout).
// Paths are resolved through symlinks first, so a link planted in the checkout cannot aim a
// read-only mount somewhere else, or make a protected place writable under another name.
import { lstat, mkdir, readFile, realpath, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { HOME_CREDENTIALS, POLICY_FILE_NAMES, type SandboxNetwork } from "../policy/index";
import type { SandboxLayout, SandboxProxy } from "./argv";
import {
  defaultProtectedTest,
  defaultSecretTest,
  findWorkspaceSecrets,
  SECRET_SEARCH_LIMITS,
  type SecretTest,
} from "./secrets";

export interface LayoutOptions {
  bwrap: string;
  workspaceRoot: string;
  /** steward's scratch directory for the run: the private temp dir goes inside, and it stays readable. */
  outputDir: string;
  network: SandboxNetwork;
  allowWrite?: readonly string[];
  /** The policy file in use, when it lives in the workspace. */
  policyFilePath?: string | null;
  home?: string;
  /** The runner's temp directory (RUNNER_TEMP): other steps' files, hidden. */
  runnerTemp?: string;
  /** Further secret-bearing files or directories to hide (the policy's runner files). */
  secrets?: readonly string[];
  /** The caller's uid; root is mapped to SANDBOX_USER inside. Default: this process's. */
  uid?: number;
  /** Which workspace files are secrets to mask; default: the built-in policy's secret-like places. */
  isSecretFile?: SecretTest;
  /** Which workspace places stay read-only (hooks, CI, editor tasks); default: the built-in policy's. */
  isProtectedPlace?: SecretTest;
  /** The filtering proxy (sandbox.allowedDomains). */
  proxy?: SandboxProxy;
}

/** A layout, and what the search for secrets in the workspace could not cover. */
export interface LayoutResult {
  layout: SandboxLayout;
  /** Set when the search for secret files stopped at a limit. */
  secretsIncomplete?: string;
}

/** Who a root runner's commands run as inside the sandbox: an ordinary user, not root. */
export const SANDBOX_USER = { uid: 1000, gid: 1000 } as const;

/**
 * What stays read-only inside the checkout: git's config and hooks (they run code when git runs),
 * the policy file and agent configuration (.claude/, .github/steward.*) — and, found by a search like
 * the secrets', every other protected place that exists (git hooks, CI definitions, editor tasks:
 * secrets.ts policyProtectedTest). CLAUDE.md stays writable: steward reads instructions from the
 * trusted commit, and editing docs is ordinary work.
 */
const PROTECTED_IN_WORKSPACE = [".git/config", ".git/hooks", ".claude", ...POLICY_FILE_NAMES] as const;

/** Directories whose sockets and state the sandbox never sees (the Docker socket lives here). */
const HIDDEN_SYSTEM_DIRS = ["/run", "/var/run", "/var/lib/docker"] as const;

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

type Kind = "dir" | "file" | "link" | undefined;

async function kindOf(path: string): Promise<Kind> {
  const stats = await lstat(path).catch(() => undefined);
  if (stats === undefined) return undefined;
  if (stats.isSymbolicLink()) return "link";
  return stats.isDirectory() ? "dir" : "file";
}

async function real(path: string): Promise<string | undefined> {
  return realpath(path).catch(() => undefined);
}

export async function buildLayout(options: LayoutOptions): Promise<SandboxLayout> {
  return (await layOut(options)).layout;
}

/** Every directory between the workspace root and each path, outermost first. */
function ancestorsWithin(workspaceRoot: string, paths: readonly string[]): string[] {
  const dirs: string[] = [];
  for (const path of paths)
    for (let dir = dirname(path); dir !== workspaceRoot && inside(workspaceRoot, dir); dir = dirname(dir))
      if (!dirs.includes(dir)) dirs.push(dir);
  return dirs.sort((a, b) => a.length - b.length);
}

/** The protected places that exist inside the checkout, links resolved. */
async function protectedPlaces(workspaceRoot: string, policyFilePath: string | null | undefined) {
  const readOnly: string[] = [];
  const candidates = [...PROTECTED_IN_WORKSPACE.map((p) => join(workspaceRoot, p))];
  if (policyFilePath != null) candidates.push(resolve(workspaceRoot, policyFilePath));
  for (const candidate of candidates) {
    const path = await real(candidate);
    // Outside the checkout it is read-only already.
    if (
      path !== undefined &&
      inside(workspaceRoot, path) &&
      path !== workspaceRoot &&
      !readOnly.includes(path)
    )
      readOnly.push(path);
  }
  return readOnly;
}

/** What is hidden outside the checkout: system sockets, the runner's files, home credentials. */
async function concealed(options: LayoutOptions): Promise<{ hide: string[]; blank: string[] }> {
  const hide: string[] = [];
  const blank: string[] = [];
  const conceal = async (path: string) => {
    const kind = await kindOf(path);
    // A link is followed to what it names, and that is hidden (a link itself cannot be mounted over).
    const target = kind === "link" ? await real(path) : kind === undefined ? undefined : path;
    if (target === undefined) return;
    // A hidden parent of the checkout or of the outputs is fine: those are mounted again on top.
    if ((await kindOf(target)) === "dir") hide.push(target);
    else blank.push(target);
  };
  for (const dir of HIDDEN_SYSTEM_DIRS) await conceal(dir);
  if (options.runnerTemp !== undefined && options.runnerTemp !== "")
    await conceal(resolve(options.runnerTemp));
  if (options.home !== undefined && options.home !== "")
    for (const entry of HOME_CREDENTIALS) await conceal(join(options.home, entry));
  for (const secret of options.secrets ?? []) await conceal(secret);
  return { hide: dedupe(hide), blank: dedupe(blank) };
}

/** Writable places besides the checkout; a linked worktree's git dirs add read-only places too. */
async function writablePlaces(options: LayoutOptions, workspaceRoot: string, readOnly: string[]) {
  const allowWrite: string[] = [];
  // A linked worktree keeps its git directory (and the shared one) outside the checkout: git needs
  // them writable, with their config and hooks protected like .git's.
  for (const dir of await linkedGitDirs(workspaceRoot)) {
    allowWrite.push(dir);
    for (const name of ["config", "hooks"]) {
      const path = await real(join(dir, name));
      if (path !== undefined && !readOnly.includes(path)) readOnly.push(path);
    }
  }
  for (const entry of options.allowWrite ?? []) {
    if (entry.startsWith("~/") && (options.home === undefined || options.home === "")) continue;
    const path = entry.startsWith("~/") ? join(options.home ?? "", entry.slice(2)) : entry;
    const resolved = await real(path);
    if (resolved !== undefined && (await kindOf(resolved)) !== undefined) allowWrite.push(resolved);
  }
  // Parents before children: a later bind covers an earlier one.
  return dedupe(allowWrite).sort((a, b) => a.length - b.length);
}

export async function layOut(options: LayoutOptions): Promise<LayoutResult> {
  const workspaceRoot = await realpath(options.workspaceRoot);
  const outputDir = await realpath(options.outputDir);
  const tempDir = join(outputDir, "sandbox-tmp");
  await mkdir(tempDir, { recursive: true });
  const emptyFile = join(outputDir, "sandbox-empty");
  await writeFile(emptyFile, "", { mode: 0o444 });

  const readOnly = await protectedPlaces(workspaceRoot, options.policyFilePath);
  const home = options.home ?? "/nonexistent";
  const isSecret = options.isSecretFile ?? defaultSecretTest(workspaceRoot, home);
  const isProtected = options.isProtectedPlace ?? defaultProtectedTest(workspaceRoot, home);
  const secrets = await findWorkspaceSecrets(workspaceRoot, isSecret, SECRET_SEARCH_LIMITS, isProtected);
  // Execution traps and CI definitions that exist: a command a rule allows cannot rewrite them.
  for (const place of secrets.protected) if (!readOnly.includes(place)) readOnly.push(place);
  // Every directory between the workspace root and a protected or masked place: a mount point cannot
  // be renamed, so `mv config elsewhere` cannot carry a masked .env out from under its mask.
  const pinned = ancestorsWithin(workspaceRoot, [...readOnly, ...secrets.files, ...secrets.dirs]);
  const allowWrite = await writablePlaces(options, workspaceRoot, readOnly);
  const uid = options.uid ?? process.getuid?.();
  const layout: SandboxLayout = {
    bwrap: options.bwrap,
    workspaceRoot,
    tempDir,
    emptyFile,
    network: options.network,
    ...(uid === 0 ? { user: SANDBOX_USER } : {}),
    allowWrite,
    readOnly,
    pinned,
    ...(await concealed(options)),
    // Outputs saved for the model (it may read them by path), read-only wherever they live.
    reveal: [outputDir],
    maskedFiles: secrets.files,
    maskedDirs: secrets.dirs,
    ...(options.proxy === undefined ? {} : { proxy: options.proxy }),
  };
  return {
    layout,
    ...(secrets.incomplete === undefined ? {} : { secretsIncomplete: secrets.incomplete }),
  };
}

const dedupe = (paths: string[]) => [...new Set(paths)];

/** For a linked worktree (`.git` is a file naming the git dir): its git dir and the common dir. */
async function linkedGitDirs(workspaceRoot: string): Promise<string[]> {
  const dotGit = join(workspaceRoot, ".git");
  if ((await kindOf(dotGit)) !== "file") return [];
  const pointer = /^gitdir: (.+)$/m.exec(await readFile(dotGit, "utf8").catch(() => ""))?.[1]?.trim();
  if (pointer === undefined) return [];
  const gitDir = await real(resolve(workspaceRoot, pointer));
  if (gitDir === undefined) return [];
  const common = (await readFile(join(gitDir, "commondir"), "utf8").catch(() => "")).trim();
  const commonDir = common === "" ? undefined : await real(resolve(gitDir, common));
  return dedupe([gitDir, ...(commonDir === undefined ? [] : [commonDir])]).filter(
    (dir) => !inside(workspaceRoot, dir),
  );
}
