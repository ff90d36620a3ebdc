// The sandbox, set up and probed while the first request is with the model. Getting the runner ready
// (installing bubblewrap on a GitHub-hosted runner: seconds), laying out the mounts (which searches
// the workspace for secret files) and probing (five bwrap processes, each forked from the main
// thread) only decide one thing the first request needs: whether Bash is offered. Where bubblewrap
// can run, or the set-up will install it, that almost always holds, so Bash is offered on that likely
// outcome and the session asks for the rest once the request is sent: set-up, then layout and probe,
// in that order, once. Bash commands wait for its outcome, which then decides as prepareSandbox's does:
// - it holds: commands run in the sandbox;
// - `preferred`, and it does not hold: commands run under the policy's rules alone, as without it
//   (the system prompt then says more than holds; the rules bound every command either way);
// - `required`, and it does not hold (the install failed, or the probe): every Bash call is refused
//   with the reason, and no command runs.
// The tools in the requests never change (the prompt cache keeps its prefix); the model learns of a
// failed sandbox from the refusals. Where the set-up can change nothing (not Linux; no bwrap on PATH
// and steward may not install it), that is known at once and decided before the first request.
import type { SandboxMode } from "../policy/index";
import { lookUpBwrap, type PrepareOptions, type PreparedSandbox, prepareSandbox } from "./session";
import { type SandboxLauncher, sandboxNote } from "./launcher";
import type { SetupResult } from "./setup";

/** Getting the runner ready for bubblewrap (src/sandbox/setup.ts): the first of the deferred steps. */
export interface SandboxSetUp {
  /** Whether it may install bubblewrap where it is missing (the outcome is then worth waiting for). */
  readonly mayInstall: boolean;
  /** Installs and enables what the sandbox needs, logging each step; the signal stops its commands. */
  run(signal: AbortSignal | undefined): Promise<SetupResult>;
}

export interface StartOptions extends PrepareOptions {
  /** The runner set-up (the action's), run before the layout and the probe. */
  setUp?: SandboxSetUp;
}

/** How a deferred launcher starts a script (structurally the tools' ShellLauncher). */
export interface DeferredLauncher {
  readonly sandboxed: boolean;
  readonly note: string;
  command(command: { script: string; cwd: string; writableFiles?: readonly string[] }): Promise<{
    file: string;
    args: string[];
  }>;
  prepare(): void;
}

export interface StartedSandbox {
  /**
   * How Bash starts shells: a launcher that waits for the probe (the usual case), or what was decided
   * at once — plain shells (`off`; `preferred` without bubblewrap) or `{ disabled }` (`required` without).
   */
  shell: DeferredLauncher | SandboxLauncher | { disabled: string } | undefined;
  /** True while the outcome waits for a probe (false when it was decided at once). */
  readonly probing: boolean;
  /** Whether the deferred work (set-up, layout, probe) has started; false when decided at once. */
  readonly begun: boolean;
  /** Sets up, lays out and probes the sandbox, once; the session calls it when the first request is sent. */
  begin(): void;
  /** Settles with the outcome once the probe has run, or once close() stopped it (or found it not begun). */
  readonly outcome: Promise<PreparedSandbox>;
  /** The outcome once it has settled; undefined before. */
  readonly settled: PreparedSandbox | undefined;
  /**
   * Stops a set-up or probe still running (the run is over: its outcome no longer matters), then the
   * proxy. One never begun settles as "not checked", so the report still has its line.
   */
  close(): Promise<void>;
}

/** A sandbox decided already: no probe to wait for. */
function decided(prepared: PreparedSandbox): StartedSandbox {
  return {
    shell: prepared.shell,
    probing: false,
    begun: false,
    begin: () => undefined,
    outcome: Promise.resolve(prepared),
    settled: prepared,
    close: () => prepared.close(),
  };
}

/**
 * Preparing threw (the proxy would not start, the workspace could not be searched). Before, that
 * stopped the run before its first request; now the request has gone, so Bash is refused instead,
 * whatever the mode: fail closed, with the reason in every refusal and in the status.
 */
function notPrepared(mode: SandboxMode, error: unknown): PreparedSandbox {
  const why = error instanceof Error ? error.message : String(error);
  return {
    shell: { disabled: `the sandbox could not be prepared (${why})` },
    status: {
      mode,
      active: false,
      bash: "disabled",
      summary: `not active, so Bash was disabled: the sandbox could not be prepared (${why}).`,
      notes: [],
      findings: [],
    },
    refused: () => [],
    close: () => Promise.resolve(),
  };
}

const STOPPED = "the run was stopped before the sandbox had been checked";

/** The run ended (or was cancelled) before the probe began: none is started. */
function stopped(mode: SandboxMode): PreparedSandbox {
  return {
    shell: { disabled: STOPPED },
    status: {
      mode,
      active: false,
      bash: "disabled",
      summary: "not checked: the run ended before the sandbox's probe finished, and no Bash command ran.",
      notes: [],
      findings: [],
    },
    refused: () => [],
    close: () => Promise.resolve(),
  };
}

/** The run was stopped while the runner was being set up: nothing more starts, and no Bash command ran. */
function setUpStopped(mode: SandboxMode): PreparedSandbox {
  return {
    ...stopped(mode),
    status: {
      mode,
      active: false,
      bash: "disabled",
      summary:
        "not checked: the run was stopped while the sandbox was being set up (its command was stopped), and no Bash command ran.",
      notes: [],
      findings: [],
    },
  };
}

/**
 * The run stopped the probe (its end, or a cancel): it proves nothing, and every Bash call waiting for
 * it is refused (DeferredLauncher.command), so under `preferred` too no command ran under the rules
 * alone because of it — the status says what happened rather than "rules-only".
 */
function probeStopped(mode: SandboxMode, probed: PreparedSandbox): PreparedSandbox {
  const why = probed.status.findings
    .filter((f) => !f.ok)
    .map((f) => f.detail)
    .join("; ");
  return {
    ...probed,
    shell: { disabled: STOPPED },
    status: {
      mode,
      active: false,
      bash: "disabled",
      summary: `not checked: the run ended before the sandbox was checked (${why || "its probe was stopped"}), and no Bash command ran.`,
      notes: [],
      findings: probed.status.findings,
    },
  };
}

/**
 * The prepare options after the set-up: the bwrap it found or installed (the binary its AppArmor
 * profile names, so the one the sandbox launches), and why bwrap is missing when it could not install it.
 */
function afterSetUp(options: PrepareOptions, result: SetupResult | undefined): PrepareOptions {
  return {
    ...options,
    ...(result?.bwrap === undefined ? {} : { bwrap: result.bwrap }),
    ...(result?.problem === undefined ? {} : { whyNoBwrap: result.problem }),
  };
}

/** The note the model gets before the layout exists: what the policy says, secrets masked if any. */
function expectedNote(options: PrepareOptions): string {
  const { network, allowedDomains = [], filesystem } = options.settings;
  return sandboxNote({
    network: network === "allow" ? "allow" : "deny",
    ...(network === "allow" ? {} : { allowedDomains }),
    allowWrite: filesystem?.allowWrite ?? [],
    masksSecrets: true,
  });
}

/** `prepareSandbox`, with the set-up, the layout and the probe left until `begin()` where they can be. */
export async function startSandbox(options: StartOptions): Promise<StartedSandbox> {
  const { setUp, ...prepare } = options;
  const mode = prepare.settings.mode ?? prepare.defaultMode;
  // `off`: nothing to set up or probe.
  if (mode === "off") return decided(await prepareSandbox(prepare));
  const linux = process.platform === "linux";
  const bwrap = linux ? (prepare.bwrap ?? (await lookUpBwrap(prepare))) : undefined;
  if (bwrap === undefined && !(linux && setUp?.mayInstall === true)) {
    // The set-up can change nothing here (it only logs what to do): prepareSandbox decides at once,
    // without starting a process.
    const result = await setUp?.run(prepare.signal);
    return decided(await prepareSandbox(afterSetUp(prepare, result)));
  }
  return deferred(prepare, mode, bwrap, setUp);
}

/** The sandbox whose set-up, layout and probe wait for `begin()`; commands wait for their outcome. */
function deferred(
  options: PrepareOptions,
  mode: SandboxMode,
  found: string | undefined,
  setUp: SandboxSetUp | undefined,
): StartedSandbox {
  let preparing: Promise<PreparedSandbox> | undefined;
  let settled: PreparedSandbox | undefined;
  let settle: (prepared: PreparedSandbox) => void = () => undefined;
  const outcome = new Promise<PreparedSandbox>((resolve) => (settle = resolve));
  // An install takes seconds, and on a loaded machine the probe's five bwrap processes can too (up to
  // their 15 s limit): a cancelled run (the caller's signal) or one that ends (close) must not wait.
  const stopProbe = new AbortController();
  const signal =
    options.signal === undefined ? stopProbe.signal : AbortSignal.any([stopProbe.signal, options.signal]);
  const decide = (prepared: PreparedSandbox): PreparedSandbox => {
    settled = prepared;
    settle(prepared);
    return prepared;
  };
  let begun = false;
  const setUpAndProbe = async (): Promise<PreparedSandbox> => {
    begun = true;
    const result = await setUp?.run(signal);
    // A set-up the run stopped proves nothing: no layout, no probe, and Bash stays off.
    if (setUp !== undefined && signal.aborted) return setUpStopped(mode);
    // The bwrap the set-up checked or installed (resolved once, never looked up again), or still
    // missing (prepareSandbox then says why); without a set-up, the one found at the start.
    const bwrap = setUp === undefined ? found : result?.bwrap;
    const probed = await prepareSandbox({
      ...afterSetUp(options, result),
      ...(bwrap === undefined ? {} : { bwrap }),
      signal,
    });
    return signal.aborted ? probeStopped(mode, probed) : probed;
  };
  const begin = (): Promise<PreparedSandbox> => {
    // After close() (or the run's cancel) nothing is started: no set-up, no probe, no proxy left running.
    if (preparing === undefined && signal.aborted) preparing = Promise.resolve(decide(stopped(mode)));
    preparing ??= setUpAndProbe()
      .catch((error: unknown) => notPrepared(mode, error))
      .then(decide);
    return preparing;
  };
  let active: boolean | undefined;
  const shell: DeferredLauncher = {
    get sandboxed() {
      return active === true;
    },
    note: expectedNote(options),
    prepare: () => void begin(),
    async command(command) {
      const prepared = await begin();
      // A probe the run stopped proves nothing: no command starts on it, whatever the mode (under
      // `preferred` it would otherwise run in a plain shell).
      if (signal.aborted) throw new Error(`Bash is disabled in this run: ${STOPPED}`);
      active = prepared.status.active;
      const decision = prepared.shell;
      // `preferred` without a sandbox: the plain shell, under the rules alone.
      if (decision === undefined) return { file: "/bin/bash", args: ["-c", command.script] };
      if ("disabled" in decision) throw new Error(`Bash is disabled in this run: ${decision.disabled}`);
      return decision.command(command);
    },
  };
  return {
    shell,
    probing: true,
    get begun() {
      return begun;
    },
    begin: () => void begin(),
    outcome,
    get settled() {
      return settled;
    },
    close: async () => {
      stopProbe.abort();
      // Never begun (the session ended before any answer): settled as not checked.
      await (await begin()).close();
    },
  };
}
