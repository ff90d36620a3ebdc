// git looks for its repository from the directory it runs in, upwards: a `.git` entry, or a directory
// that is itself shaped like one (HEAD, objects/, refs/: a bare repository). Four ordinary writes make
// `evil/` such a directory, and its `config` then runs programs (core.fsmonitor on `git status`,
// diff.external on `git diff`) for `git -C evil status` or `cd evil && git status`. So before a git
// command runs, the walk git would make is made here on the real filesystem, and git may only find the
// workspace's own repository: its .git, anything inside it, or a `.git` file pointing into it (a
// submodule checkout or a worktree of this repository, whose configuration lives in the protected
// .git). A nested clone with a `.git` directory of its own is refused too: whoever wrote it chose its
// configuration.
import { lstatSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Judge, Step } from "./judge";
import { displayPath, isInside, physicalPath, type RealDirectories } from "./paths";
import { readSmallFile } from "./small-file";

/** The workspace's own git directory (its real path), found once per policy resolver. */
const ownGitDirs = new WeakMap<Judge, string | null>();

function exists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** Where a `.git` entry leads: a directory itself, or the `gitdir:` a `.git` file names; null if unreadable. */
function gitDirOf(dotGit: string): string | null {
  try {
    const stats = lstatSync(dotGit);
    if (!stats.isFile()) return realpathSync.native(dotGit);
    const file = readSmallFile(dotGit, 4096);
    if (file.kind !== "text") return null;
    const match = /^gitdir: (.+?)\s*$/m.exec(file.text);
    if (match === null) return null;
    return realpathSync.native(resolve(dirname(dotGit), match[1] as string));
  } catch {
    return null;
  }
}

function ownGitDir(judge: Judge): string | null {
  let own = ownGitDirs.get(judge);
  if (own === undefined) {
    own = gitDirOf(join(judge.realWorkspaceRoot, ".git"));
    ownGitDirs.set(judge, own);
  }
  return own;
}

/** git's is_git_directory, loosely (a looser test refuses more, never less): HEAD, and objects or commondir. */
function repositoryShaped(dir: string): boolean {
  return exists(join(dir, "HEAD")) && (exists(join(dir, "objects")) || exists(join(dir, "commondir")));
}

/** Why git would take `dir` for a repository that is not the workspace's, or undefined. */
function foreignRepository(dir: string, own: string | null): string | undefined {
  const dotGit = join(dir, ".git");
  if (exists(dotGit)) {
    const target = gitDirOf(dotGit);
    if (target !== null && own !== null && isInside(own, target)) return undefined;
    return target === null
      ? "it holds a .git of its own that cannot be followed"
      : `it holds a .git of its own (${target})`;
  }
  if (repositoryShaped(dir)) return "it is shaped like a bare repository (HEAD, objects/, refs/)";
  return undefined;
}

/**
 * Judges the repository git finds from `dir` (absolute): undefined when it is the workspace's own (or
 * git would look only outside the workspace, which is not the agent's to shape), else a denial.
 */
export function judgeRepository(
  judge: Judge,
  dir: string,
  memo?: { realDirectories: RealDirectories },
): Step | undefined {
  const physical = physicalPath(dir, memo?.realDirectories);
  if (!physical.ok) return undefined; // the path itself is judged, and denied, elsewhere
  const top = judge.realWorkspaceRoot;
  if (!isInside(top, physical.value.path)) return undefined;
  const own = ownGitDir(judge);
  for (let at = physical.value.path; ; at = dirname(at)) {
    if (own !== null && isInside(own, at)) return undefined;
    if (at === top) {
      // git finds the workspace's .git here; without one, a workspace shaped like a repository.
      if (exists(join(top, ".git")) || !repositoryShaped(top)) return undefined;
    }
    const why = at === top ? foreignRepository(at, null) : foreignRepository(at, own);
    if (why !== undefined) {
      const shown = displayPath(at, top);
      return {
        part: `git repository found from ${displayPath(physical.value.path, top)}`,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: `git would take ${shown} for its repository, because ${why}, and a repository's configuration can make git run programs (core.fsmonitor, diff.external, filters); only the workspace's own repository is used: run git outside ${shown}`,
      };
    }
    if (at === top) return undefined;
  }
}

/** A URL with credentials in it: any user part for http(s)/ftp, a `user:password` part for the rest. */
const CREDENTIAL_URL =
  /\b(?:(?:https?|ftps?):\/\/[^/\s@"']+@|[a-z][a-z0-9+.-]*:\/\/[^/\s@:"']*:[^/\s@"']*@)/i;
const INCLUDE_PATH = /^\s*path\s*=\s*"?([^"\n]+?)"?\s*$/gim;
const MAX_CONFIG_FILE = 1024 * 1024;

/** A configuration file's text ("" when there is none), or undefined when it exists but cannot be read. */
function readConfig(path: string): string | undefined {
  const file = readSmallFile(path, MAX_CONFIG_FILE);
  return file.kind === "text" ? file.text : file.kind === "absent" ? "" : undefined;
}

/** The configuration files git reads for the workspace (and those they include, one level down). */
function configFiles(judge: Judge): string[] {
  const own = ownGitDir(judge);
  const direct = [
    "/etc/gitconfig",
    join(judge.home, ".gitconfig"),
    join(judge.home, ".config", "git", "config"),
    ...(own === null ? [] : [join(own, "config"), join(own, "config.worktree")]),
  ];
  const included: string[] = [];
  for (const file of direct) {
    // One that cannot be read is denied by judgeRemoteUrls; it names no includes here.
    const text = readConfig(file) ?? "";
    for (const match of text.matchAll(INCLUDE_PATH)) {
      const path = (match[1] as string).replace(/^~(?=\/)/, judge.home);
      included.push(resolve(dirname(file), path));
    }
  }
  return [...direct, ...included];
}

/**
 * `git remote -v` and `git config --get remote.x.url` print URLs, and a URL can carry a token
 * (`https://x-access-token:…@github.com/…`, or one that `url.*.insteadOf` rewrites to). Denied when any
 * configuration git reads holds such a URL; undefined when none does.
 */
export function judgeRemoteUrls(judge: Judge): Step | undefined {
  for (const file of configFiles(judge)) {
    const text = readConfig(file);
    if (text !== undefined && !CREDENTIAL_URL.test(text)) continue;
    const shown = displayPath(file, judge.workspaceRoot);
    return {
      part: "remote URLs",
      outcome: "deny",
      rule: null,
      builtin: true,
      why:
        text === undefined
          ? `git's configuration (${shown}) could not be read to check it for URLs with credentials (it is not a regular file, or reading it failed), and this command would print what git reads there; use \`git remote\` for the remote names`
          : `git's configuration (${shown}) holds a URL with credentials in it (user:token@host), and this command would print it; use \`git remote\` for the remote names`,
    };
  }
  return undefined;
}
