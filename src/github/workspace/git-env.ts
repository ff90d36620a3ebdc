// What every git command steward runs is given: a controlled environment and command-line config
// that switches off everything git could run on its own. The checkout belongs to the pull request's
// author as much as to us — hooks, `.husky/`, `.gitattributes` naming filter drivers — and git would
// run all of it with our process as parent. None of it may run: our own environment holds the token.
import { dirname, resolve } from "node:path";
import type { Env } from "../../settings";

/**
 * Variables taken from the caller's environment, and no others: what git needs to find programs
 * and temp space, and what a self-hosted runner may need to reach the server (proxies, CA bundles —
 * normally in the system gitconfig, which is switched off). Never GIT_* variables that redirect git
 * (GIT_DIR, GIT_SSH_COMMAND, GIT_ASKPASS, GIT_EXTERNAL_DIFF, …).
 */
const PASSED_THROUGH = [
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
  "GIT_SSL_CAPATH",
] as const;

/** The environment of every git command in the workspace at `dir` (whose git directory is `gitDir`). */
export function gitEnvironment(env: Env, dir: string, gitDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = env[name];
    if (value !== undefined && value !== "") out[name] = value;
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
    LANG: "C",
  };
}

/**
 * Command-line config for every command (it outranks the repository's config). Each line closes a
 * way config can make git run a program or change what it reads.
 */
export const SAFETY_CONFIG: readonly string[] = [
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
  "advice.detachedHead=false",
];

/**
 * For the few git commands steward runs by discovery from the workspace (finding the checkout, reading
 * the trusted configuration, stashing persisted credentials): git looks no higher than the workspace,
 * and takes no directory there for a bare repository unless it is named. Spread into the environment.
 */
export function discoveryEnvironment(workspace: string): Record<string, string> {
  return {
    GIT_CEILING_DIRECTORIES: dirname(resolve(workspace)),
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: "safe.bareRepository",
    GIT_CONFIG_VALUE_0: "explicit",
  };
}

/**
 * The whole environment for reading the trusted commit's files by discovery from the workspace: the
 * caller's, no prompt, no system config, C messages (they are parsed), and discovery bounded as above.
 */
export function trustedReadEnvironment(
  workspace: string,
  env: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    ...env,
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    LC_ALL: "C",
    ...discoveryEnvironment(workspace),
  };
}

/** `-c name=value` pairs as git arguments. */
export function configArgs(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => ["-c", entry]);
}

/** The `Authorization` header GitHub takes for an Actions or App token over HTTPS. */
export function authorizationHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
}

/**
 * The token, as environment for one git command that talks to `remoteUrl`. Command-line config
 * given through GIT_CONFIG_COUNT/KEY/VALUE lives in the child's environment (/proc/<pid>/environ,
 * readable by the same user only) instead of its argument list (/proc/<pid>/cmdline, readable by
 * every user on the machine). Scoped to this exact URL, so nothing else git contacts (a submodule, a
 * redirect target) gets it; the empty value first clears a header persisted by actions/checkout
 * (`persist-credentials: true`) for the same URL, which would otherwise be sent alongside ours.
 */
export function authEnvironment(remoteUrl: string, token: string): Record<string, string> {
  const key = `http.${remoteUrl}.extraheader`;
  return {
    GIT_CONFIG_COUNT: "3",
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: "",
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: authorizationHeader(token),
    // A redirect would carry the header to wherever it points.
    GIT_CONFIG_KEY_2: "http.followRedirects",
    GIT_CONFIG_VALUE_2: "false",
  };
}

/** Every form in which the token could show up in git's output. */
export function secretForms(token: string): string[] {
  if (token === "") return [];
  return [authorizationHeader(token), Buffer.from(`x-access-token:${token}`).toString("base64"), token];
}
