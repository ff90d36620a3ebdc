// The bubblewrap command line around one shell command, as a pure function of the session's layout
// and the command's own needs. Order matters to bwrap: mounts apply in the order given, so the
// read-only root comes first, then what is hidden, then what is writable, and last the read-only
// places inside the writable ones (a later mount covers an earlier one).
import type { SandboxNetwork } from "../policy/policy";
import { bridgedShell, PROXY_ENV, PROXY_SOCKET_INSIDE } from "./proxy/bridge";

/** Everything about the sandbox that stays the same for a whole session. */
export interface SandboxLayout {
  /** The bwrap program. */
  bwrap: string;
  /** Writable: the checkout. */
  workspaceRoot: string;
  /** A directory private to the session, mounted writable at /tmp (TMPDIR points there). */
  tempDir: string;
  network: SandboxNetwork;
  /**
   * The user inside, when it differs from the caller's: a runner that is root runs commands as an
   * ordinary user (sudo and root-only paths then fail as they should).
   */
  user?: { uid: number; gid: number };
  /** Further writable directories (the policy's sandbox.filesystem.allowWrite), existing ones only. */
  allowWrite: readonly string[];
  /** Existing places inside the writable ones that stay read-only (.git/config, .git/hooks, policy). */
  readOnly: readonly string[];
  /**
   * Writable directories bound onto themselves (the ancestors of `readOnly` places inside the
   * workspace, like .git): a mount point cannot be renamed, so `mv .git x` cannot swap in a .git
   * whose config and hooks are writable.
   */
  pinned: readonly string[];
  /** Existing directories replaced by an empty tmpfs: sockets under /run, the runner's temp files. */
  hide: readonly string[];
  /** Existing files replaced by `emptyFile`: credentials in the home directory. */
  blank: readonly string[];
  /** An empty, read-only regular file (a bind of /dev/null would be unreadable: binds are nodev). */
  emptyFile: string;
  /** Places shown read-only even where hidden or under /tmp (steward's saved outputs). */
  reveal: readonly string[];
  /** Secret files in the workspace (.env, keys), replaced by `emptyFile`. */
  maskedFiles: readonly string[];
  /** Secret directories in the workspace, replaced by an empty read-only tmpfs. */
  maskedDirs: readonly string[];
  /** The filtering proxy, when sandbox.allowedDomains names hosts. */
  proxy?: SandboxProxy;
}

export interface SandboxProxy {
  /** Its Unix socket on the host, bound into the sandbox. */
  socket: string;
  /** The node program that runs the bridge to it inside (src/sandbox/proxy/bridge.ts). */
  node: string;
  /** What it lets through (the policy's sandbox.allowedDomains), for the model's note. */
  allowedDomains: readonly string[];
}

/** What one command adds: where it starts, and files it must be able to write (the cwd marker). */
export interface SandboxCommand {
  cwd: string;
  writableFiles?: readonly string[];
  /** Read-only directories mounted over existing ones (a hook's trusted .claude/), last of all. */
  overlays?: readonly { source: string; target: string }[];
}

/** Namespaces and process hygiene: nothing here depends on paths. */
function isolation(layout: SandboxLayout): string[] {
  const user =
    layout.user === undefined ? [] : ["--uid", String(layout.user.uid), "--gid", String(layout.user.gid)];
  return [
    // A fresh user namespace drops every capability the runner's user had (root included); with
    // --cap-drop ALL nothing is left even where bwrap runs privileged.
    "--unshare-user",
    ...user,
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    ...(layout.network === "deny" ? ["--unshare-net"] : []),
    "--cap-drop",
    "ALL",
    // The sandbox's init dies with us, and the kernel then kills every process of its PID namespace.
    "--die-with-parent",
    // setsid: no controlling terminal to push keystrokes into (TIOCSTI).
    "--new-session",
  ];
}

/** The bwrap arguments up to and including `--`; the program to run follows them. */
export function sandboxArgs(layout: SandboxLayout, command: SandboxCommand): string[] {
  const args = [...isolation(layout), "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"];
  // The host's /tmp is replaced by the session's own; TMPDIR follows. The home directory is read-only,
  // so tools that cache there by default (go, pip, …) cache in the private /tmp instead.
  args.push("--bind", layout.tempDir, "/tmp", "--setenv", "TMPDIR", "/tmp");
  args.push("--setenv", "XDG_CACHE_HOME", "/tmp/.cache");
  for (const dir of layout.hide) args.push("--tmpfs", dir);
  for (const file of layout.blank) args.push("--ro-bind", layout.emptyFile, file);
  for (const path of layout.reveal) args.push("--ro-bind", path, path);
  // Also at its own path, so what a command leaves in /tmp can be read by its host-side name.
  args.push("--bind", layout.tempDir, layout.tempDir);
  args.push("--bind", layout.workspaceRoot, layout.workspaceRoot);
  for (const path of layout.allowWrite) args.push("--bind", path, path);
  // What is hidden stays hidden even inside a writable directory bound over it (allowWrite: [~]).
  const rebound = (path: string) =>
    [layout.workspaceRoot, ...layout.allowWrite].some((dir) => path.startsWith(`${dir}/`));
  for (const dir of layout.hide.filter(rebound)) args.push("--tmpfs", dir);
  for (const file of layout.blank.filter(rebound)) args.push("--ro-bind", layout.emptyFile, file);
  for (const path of layout.pinned) args.push("--bind", path, path);
  for (const path of layout.readOnly) args.push("--ro-bind", path, path);
  // Last of the workspace's mounts, so that none above uncovers them; their directories are pinned.
  for (const dir of layout.maskedDirs) args.push("--tmpfs", dir, "--remount-ro", dir);
  for (const file of layout.maskedFiles) args.push("--ro-bind", layout.emptyFile, file);
  for (const path of command.writableFiles ?? []) args.push("--bind", path, path);
  for (const overlay of command.overlays ?? []) args.push("--ro-bind", overlay.source, overlay.target);
  if (layout.proxy !== undefined) {
    args.push("--ro-bind", layout.proxy.socket, PROXY_SOCKET_INSIDE);
    for (const [name, value] of Object.entries(PROXY_ENV)) args.push("--setenv", name, value);
  }
  args.push("--chdir", command.cwd, "--");
  return args;
}

/** The full command: bwrap, its arguments, then `/bin/bash -c script`. */
export function sandboxedShell(
  layout: SandboxLayout,
  command: SandboxCommand & { script: string },
): { file: string; args: string[] } {
  const shell =
    layout.proxy === undefined
      ? ["/bin/bash", "-c", command.script]
      : bridgedShell(layout.proxy.node, command.script);
  return { file: layout.bwrap, args: [...sandboxArgs(layout, command), ...shell] };
}
