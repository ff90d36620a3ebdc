// Getting bubblewrap ready on a runner, before the probe. GitHub's hosted Ubuntu images do not ship
// bwrap, and Ubuntu 24.04 lets unprivileged programs create user namespaces only under an AppArmor
// profile that allows it. On GitHub-hosted runners (throwaway VMs with passwordless sudo) steward
// installs the package and loads a profile for bwrap alone; each step can be switched off by input,
// and every step is logged. Self-hosted machines are never changed: the log says what to do instead.
// It runs after the first model request has gone out (src/sandbox/deferred.ts): an install takes
// seconds. The run's signal stops the command running and the steps after it.
// It runs while the model's first tool calls may run too, so nothing it starts is found through the
// PATH it inherited (hosted runners put ~/.local/bin and other user-writable directories first):
// every program is resolved in SYSTEM_PATH to an absolute path, and runs with that PATH alone.
import { realpath } from "node:fs/promises";
import type { Result } from "../types/result";
import { findOnPath } from "./session";

export interface CommandResult {
  exitCode: number;
  /** stdout and stderr, for the log. */
  output: string;
}

/** Runs a program (never through a shell); `input` goes to its stdin; `signal` stops it. */
export type CommandRunner = (
  file: string,
  args: readonly string[],
  input?: string,
  signal?: AbortSignal,
) => Promise<CommandResult>;

export interface SetupOptions {
  /** The `sandbox-install` input: install bubblewrap when it is missing. */
  install: boolean;
  /** The `sandbox-userns` input: let bwrap create user namespaces where AppArmor restricts them. */
  allowUserNamespaces: boolean;
  /** RUNNER_ENVIRONMENT is github-hosted: a throwaway VM steward may change. */
  hostedRunner: boolean;
  platform: NodeJS.Platform;
  /**
   * The directories set-up finds its programs (sudo, apt-get, tee, …) and bwrap in: SYSTEM_PATH in
   * the action, never the PATH it inherited.
   */
  systemPath: string;
  /** True when steward runs as root (no sudo needed). */
  root: boolean;
  run: CommandRunner;
  /** Reads a file; undefined when it does not exist. */
  readFile: (path: string) => Promise<string | undefined>;
  log: (line: string) => void;
  /** The run's: a cancel stops the running command (instead of waiting up to its 300 s limit). */
  signal?: AbortSignal;
  /** How long a stopped command's processes have after SIGTERM before SIGKILL; KILL_AFTER_SECONDS by default. */
  killAfterSeconds?: number;
}

/** What set-up leaves the sandbox to go on. */
export interface SetupResult {
  /** The bwrap set-up found or installed (and named in the AppArmor profile): the one to launch. */
  bwrap?: string;
  /** Why bubblewrap is still missing when set-up tried to install it (for the refusals). */
  problem?: string;
}

/** Root-owned system directories: where set-up's programs and the action's bwrap are looked for. */
export const SYSTEM_PATH = "/usr/sbin:/usr/bin:/sbin:/bin";

/** Each command's limit, enforced by a root `timeout` (an apt-get on a slow mirror takes minutes). */
export const COMMAND_LIMIT_SECONDS = 300;
/** Between the SIGTERM a stopped command's processes get and the SIGKILL that ends the ones left. */
export const KILL_AFTER_SECONDS = 5;

export const USERNS_SYSCTL = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";
export const APPARMOR_PROFILE_PATH = "/etc/apparmor.d/steward-bwrap";

/** An AppArmor profile that lets this one binary create user namespaces, and nothing else changes. */
function apparmorProfile(bwrap: string): string {
  return `abi <abi/4.0>,
include <tunables/global>

profile steward-bwrap ${bwrap} flags=(unconfined) {
  userns,
}
`;
}

/** One command of set-up: a program (looked up in the system PATH), its arguments, environment variables. */
interface SetupCommand {
  program: string;
  args: readonly string[];
  /** Set with env(1): sudo's env_reset would drop them from its own environment. */
  vars?: readonly string[];
  input?: string;
}

/**
 * The argv that runs `command` as root (sudo -n unless steward is root), every program by absolute
 * path, under a root `timeout`: the runner's user cannot signal a root process, so when the run stops
 * a command, the SIGTERM it sends reaches sudo, which passes it on to `timeout`; `timeout` sends it to
 * the command's whole process group (apt-get, dpkg, their scripts) and, once it was signalled, SIGKILLs
 * the group after the grace — even when sudo itself was SIGKILLed meanwhile (coreutils' timeout arms
 * its kill timer on a signal it receives, not only on its own limit).
 */
async function privileged(options: SetupOptions, command: SetupCommand): Promise<Result<string[]>> {
  const vars = command.vars ?? [];
  const grace = options.killAfterSeconds ?? KILL_AFTER_SECONDS;
  // "" where a program is not needed: steward is root (no sudo), or there is nothing to set (no env).
  const names = [options.root ? "" : "sudo", "timeout", vars.length === 0 ? "" : "env", command.program];
  const paths: (string | undefined)[] = [];
  for (const name of names) paths.push(name === "" ? "" : await findOnPath(name, options.systemPath));
  const missing = names.find((_, i) => paths[i] === undefined);
  if (missing !== undefined) return { ok: false, error: `${missing} is not in ${options.systemPath}` };
  const [sudo, timeout, env, program] = paths as [string, string, string, string];
  return {
    ok: true,
    value: [
      ...(sudo === "" ? [] : [sudo, "-n"]),
      timeout,
      `--kill-after=${String(grace)}s`,
      `${String(COMMAND_LIMIT_SECONDS)}s`,
      ...(env === "" ? [] : [env, ...vars]),
      program,
      ...command.args,
    ],
  };
}

/** Whether set-up may install bubblewrap where it is missing: it is worth waiting for, not deciding now. */
export function mayInstallBubblewrap(options: Pick<SetupOptions, "install" | "hostedRunner" | "platform">) {
  return options.platform === "linux" && options.install && options.hostedRunner;
}

const stopped = (options: SetupOptions) => options.signal?.aborted === true;

/** One privileged command, logged once: done, failed (with its output's last lines), or stopped. */
async function step(options: SetupOptions, what: string, command: SetupCommand): Promise<Result<undefined>> {
  // A stopped run starts no further command.
  if (stopped(options)) return { ok: false, error: "the run was ending" };
  const argv = await privileged(options, command);
  if (!argv.ok) {
    options.log(`sandbox setup: ${what}: not run (${argv.error})`);
    return { ok: false, error: `${what} was not run (${argv.error})` };
  }
  const [program = "", ...args] = argv.value;
  const result = await options.run(program, args, command.input, options.signal);
  if (stopped(options)) {
    options.log(`sandbox setup: ${what}: stopped before it finished (the run was ending)`);
    return { ok: false, error: "the run was ending" };
  }
  const tail = result.output.trim().split("\n").slice(-2).join(" | ");
  if (result.exitCode === 0) {
    options.log(`sandbox setup: ${what}: done`);
    return { ok: true, value: undefined };
  }
  const detail = `exit ${String(result.exitCode)}${tail === "" ? "" : `: ${tail}`}`;
  options.log(`sandbox setup: ${what}: failed (${detail})`);
  return { ok: false, error: `${what} failed (${detail})` };
}

async function ensureBubblewrap(options: SetupOptions): Promise<{ bwrap?: string; problem?: string }> {
  const found = await findOnPath("bwrap", options.systemPath);
  if (found !== undefined) {
    options.log(`sandbox setup: bubblewrap found at ${found}`);
    return { bwrap: found };
  }
  if (!options.install) {
    options.log(
      "sandbox setup: bubblewrap is not installed, and sandbox-install is false: not installing it",
    );
    return {};
  }
  if (!options.hostedRunner) {
    options.log(
      "sandbox setup: bubblewrap is not installed; steward installs it only on GitHub-hosted runners — on this runner, install the bubblewrap package (apt-get install bubblewrap)",
    );
    return {};
  }
  const install: SetupCommand = {
    program: "apt-get",
    args: ["install", "-y", "-q", "bubblewrap"],
    vars: ["DEBIAN_FRONTEND=noninteractive"],
  };
  let installed = await step(options, "apt-get install bubblewrap", install);
  if (!installed.ok && !stopped(options)) {
    // The image's package lists may be stale: refresh them once and try again.
    await step(options, "apt-get update", { program: "apt-get", args: ["update", "-q"] });
    installed = await step(options, "apt-get install bubblewrap (after update)", install);
  }
  const bwrap = await findOnPath("bwrap", options.systemPath);
  if (bwrap !== undefined) return { bwrap };
  const why = installed.ok ? `apt-get put no bwrap in ${options.systemPath}` : installed.error;
  return { problem: `steward could not install it: ${why}` };
}

async function allowUserNamespaces(options: SetupOptions, bwrap: string): Promise<void> {
  const restricted = (await options.readFile(USERNS_SYSCTL))?.trim();
  if (restricted !== "1") return;
  if (!options.allowUserNamespaces) {
    options.log(
      "sandbox setup: AppArmor restricts unprivileged user namespaces, and sandbox-userns is false: leaving it so (the probe will tell whether bwrap can start)",
    );
    return;
  }
  if (!options.hostedRunner) {
    options.log(
      `sandbox setup: AppArmor restricts unprivileged user namespaces; steward changes that only on GitHub-hosted runners — on this runner, load a profile allowing userns for ${bwrap} (see docs/sandbox.md)`,
    );
    return;
  }
  const binary = await realpath(bwrap).catch(() => bwrap);
  const profile = apparmorProfile(binary);
  const write = { program: "tee", args: [APPARMOR_PROFILE_PATH], input: profile };
  const load = { program: "apparmor_parser", args: ["-r", APPARMOR_PROFILE_PATH] };
  if (
    (await step(options, `write ${APPARMOR_PROFILE_PATH}`, write)).ok &&
    (await step(options, `load the AppArmor profile for ${binary}`, load)).ok
  )
    return;
  // Older AppArmor without the userns rule: lift the restriction itself (a runner-wide change).
  await step(options, "sysctl kernel.apparmor_restrict_unprivileged_userns=0", {
    program: "sysctl",
    args: ["-w", "kernel.apparmor_restrict_unprivileged_userns=0"],
  });
}

/** Installs and enables what the sandbox needs, as far as the inputs and the runner allow. */
export async function setUpSandbox(options: SetupOptions): Promise<SetupResult> {
  if (options.platform !== "linux") {
    options.log(`sandbox setup: skipped, the sandbox needs Linux (this is ${options.platform})`);
    return {};
  }
  const { bwrap, problem } = await ensureBubblewrap(options);
  if (bwrap !== undefined) await allowUserNamespaces(options, bwrap);
  return { ...(bwrap === undefined ? {} : { bwrap }), ...(problem === undefined ? {} : { problem }) };
}
