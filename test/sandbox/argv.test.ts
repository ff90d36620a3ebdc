// The bwrap command line as a pure function: the order of mounts is the security property (a later
// mount covers an earlier one), so it is pinned here case by case.
import { describe, expect, it } from "vitest";
import { type SandboxLayout, sandboxArgs, sandboxedShell } from "../../src/sandbox/argv";

const layout: SandboxLayout = {
  bwrap: "/usr/bin/bwrap",
  workspaceRoot: "/w/repo",
  tempDir: "/out/sandbox-tmp",
  emptyFile: "/out/sandbox-empty",
  network: "deny",
  allowWrite: [],
  readOnly: ["/w/repo/.git/config", "/w/repo/.git/hooks"],
  pinned: ["/w/repo/.git"],
  hide: ["/run"],
  blank: ["/home/u/.npmrc"],
  reveal: ["/out"],
  maskedFiles: [],
  maskedDirs: [],
};

const indexOf = (args: string[], ...seq: string[]) =>
  args.findIndex((_, i) => seq.every((s, j) => args[i + j] === s));

describe("sandboxArgs", () => {
  it("isolates every namespace, drops capabilities, dies with its parent and starts a new session", () => {
    const args = sandboxArgs(layout, { cwd: "/w/repo" });
    for (const flag of [
      "--unshare-user",
      "--unshare-pid",
      "--unshare-ipc",
      "--unshare-uts",
      "--unshare-cgroup-try",
      "--unshare-net",
      "--die-with-parent",
      "--new-session",
    ])
      expect(args).toContain(flag);
    expect(indexOf(args, "--cap-drop", "ALL")).toBeGreaterThanOrEqual(0);
    expect(indexOf(args, "--proc", "/proc")).toBeGreaterThan(0);
    expect(indexOf(args, "--dev", "/dev")).toBeGreaterThan(0);
  });

  it("keeps the network namespace only when the policy allows the network", () => {
    expect(sandboxArgs({ ...layout, network: "allow" }, { cwd: "/w/repo" })).not.toContain("--unshare-net");
  });

  it("mounts the root read-only first and the read-only places inside the workspace after it", () => {
    const args = sandboxArgs(layout, { cwd: "/w/repo" });
    const root = indexOf(args, "--ro-bind", "/", "/");
    const workspace = indexOf(args, "--bind", "/w/repo", "/w/repo");
    const config = indexOf(args, "--ro-bind", "/w/repo/.git/config", "/w/repo/.git/config");
    const hooks = indexOf(args, "--ro-bind", "/w/repo/.git/hooks", "/w/repo/.git/hooks");
    expect(root).toBeGreaterThan(0);
    expect(workspace).toBeGreaterThan(root);
    expect(config).toBeGreaterThan(workspace);
    expect(hooks).toBeGreaterThan(workspace);
  });

  it("replaces /tmp with the session's temp dir, hides /run, blanks credentials and shows outputs read-only", () => {
    const args = sandboxArgs(layout, { cwd: "/w/repo" });
    const tmp = indexOf(args, "--bind", "/out/sandbox-tmp", "/tmp");
    const hide = indexOf(args, "--tmpfs", "/run");
    const blank = indexOf(args, "--ro-bind", "/out/sandbox-empty", "/home/u/.npmrc");
    const reveal = indexOf(args, "--ro-bind", "/out", "/out");
    const ownTmp = indexOf(args, "--bind", "/out/sandbox-tmp", "/out/sandbox-tmp");
    expect(Math.min(tmp, hide, blank, reveal, ownTmp)).toBeGreaterThan(0);
    expect(indexOf(args, "--setenv", "TMPDIR", "/tmp")).toBeGreaterThan(0);
    expect(indexOf(args, "--setenv", "XDG_CACHE_HOME", "/tmp/.cache")).toBeGreaterThan(0);
    // The outputs are revealed after /tmp is replaced (they may live under it), and the temp dir after them.
    expect(reveal).toBeGreaterThan(tmp);
    expect(ownTmp).toBeGreaterThan(reveal);
  });

  it("binds the command's own writable files last, and ends with --chdir and --", () => {
    const args = sandboxArgs(
      { ...layout, allowWrite: ["/cache"] },
      { cwd: "/w/repo/src", writableFiles: ["/out/bash/x.cwd"] },
    );
    const extra = indexOf(args, "--bind", "/cache", "/cache");
    const marker = indexOf(args, "--bind", "/out/bash/x.cwd", "/out/bash/x.cwd");
    expect(extra).toBeGreaterThan(indexOf(args, "--bind", "/w/repo", "/w/repo"));
    expect(marker).toBeGreaterThan(indexOf(args, "--ro-bind", "/out", "/out"));
    expect(args.slice(-3)).toEqual(["--chdir", "/w/repo/src", "--"]);
  });

  it("maps a root runner to an ordinary user", () => {
    const args = sandboxArgs({ ...layout, user: { uid: 1000, gid: 1000 } }, { cwd: "/w/repo" });
    expect(indexOf(args, "--unshare-user", "--uid", "1000", "--gid", "1000")).toBeGreaterThanOrEqual(0);
    expect(sandboxArgs(layout, { cwd: "/w/repo" })).not.toContain("--uid");
  });

  it("pins .git in place before protecting what is inside it", () => {
    const args = sandboxArgs(layout, { cwd: "/w/repo" });
    const pin = indexOf(args, "--bind", "/w/repo/.git", "/w/repo/.git");
    expect(pin).toBeGreaterThan(indexOf(args, "--bind", "/w/repo", "/w/repo"));
    expect(pin).toBeLessThan(indexOf(args, "--ro-bind", "/w/repo/.git/config", "/w/repo/.git/config"));
  });

  it("hides again what a writable directory would uncover", () => {
    const args = sandboxArgs(
      { ...layout, allowWrite: ["/home/u"], hide: ["/run", "/home/u/.ssh"] },
      { cwd: "/w/repo" },
    );
    const extra = indexOf(args, "--bind", "/home/u", "/home/u");
    expect(args.lastIndexOf("/home/u/.ssh")).toBeGreaterThan(extra);
    expect(indexOf(args.slice(extra), "--ro-bind", "/out/sandbox-empty", "/home/u/.npmrc")).toBeGreaterThan(
      0,
    );
    expect(args.filter((a) => a === "/run")).toHaveLength(1);
  });

  it("masks the workspace's secrets after every other mount of the workspace", () => {
    const args = sandboxArgs(
      {
        ...layout,
        pinned: ["/w/repo/.git", "/w/repo/.claude"],
        readOnly: ["/w/repo/.claude"],
        maskedFiles: ["/w/repo/.claude/prod.env", "/w/repo/.env"],
        maskedDirs: ["/w/repo/.env.d"],
      },
      { cwd: "/w/repo" },
    );
    const claude = indexOf(args, "--ro-bind", "/w/repo/.claude", "/w/repo/.claude");
    const file = indexOf(args, "--ro-bind", "/out/sandbox-empty", "/w/repo/.claude/prod.env");
    const dotenv = indexOf(args, "--ro-bind", "/out/sandbox-empty", "/w/repo/.env");
    const dir = indexOf(args, "--tmpfs", "/w/repo/.env.d", "--remount-ro", "/w/repo/.env.d");
    expect(claude).toBeGreaterThan(indexOf(args, "--bind", "/w/repo/.claude", "/w/repo/.claude"));
    expect(file).toBeGreaterThan(claude);
    expect(Math.min(dotenv, dir)).toBeGreaterThan(claude);
  });

  it("with the proxy: binds its socket, points tools at it, and starts the bridge before the script", () => {
    const proxied = {
      ...layout,
      proxy: { socket: "/s/proxy.sock", node: "/usr/bin/node", allowedDomains: ["a.test"] },
    };
    const { args } = sandboxedShell(proxied, { script: "npm ci", cwd: "/w/repo" });
    expect(args).toContain("--unshare-net");
    expect(indexOf(args, "--ro-bind", "/s/proxy.sock", "/dev/steward-proxy.sock")).toBeGreaterThan(
      indexOf(args, "--dev", "/dev"),
    );
    for (const name of ["HTTP_PROXY", "https_proxy", "ALL_PROXY", "npm_config_https_proxy"])
      expect(indexOf(args, "--setenv", name, "http://127.0.0.1:3128")).toBeGreaterThan(0);
    expect(indexOf(args, "--setenv", "NO_PROXY", "localhost,127.0.0.1,::1")).toBeGreaterThan(0);
    const shell = args.slice(args.indexOf("--") + 1);
    expect(shell.slice(0, 2)).toEqual(["/bin/bash", "-c"]);
    expect(shell.slice(3, 5)).toEqual(["/bin/bash", "/usr/bin/node"]);
    expect(shell.at(-1)).toBe("npm ci");
    expect(sandboxArgs(layout, { cwd: "/w/repo" }).join(" ")).not.toMatch(/PROXY|steward-proxy/);
  });

  it("runs the script with /bin/bash -c after the bwrap arguments", () => {
    const { file, args } = sandboxedShell(layout, { script: "echo hi", cwd: "/w/repo" });
    expect(file).toBe("/usr/bin/bwrap");
    expect(args.slice(-4)).toEqual(["--", "/bin/bash", "-c", "echo hi"]);
  });
});
