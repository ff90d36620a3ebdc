// The sandbox, probed while the first request is with the model. Laying out the mounts (which
// searches the workspace for secret files) and probing (five bwrap processes, each forked from the
// main thread) took ~50 ms before the first request, and only decides one thing the first request
// needs: whether Bash is offered. Where bubblewrap can run at all, it almost always holds, so Bash is
// offered on that likely outcome and the session asks for the probe once the request is sent. Bash
// commands wait for its outcome, which then decides as prepareSandbox's does:
// - it holds: commands run in the sandbox;
// - `preferred`, and it does not hold: commands run under the policy's rules alone, as without it
//   (the system prompt then says more than holds; the rules bound every command either way);
// - `required`, and it does not hold: every Bash call is refused with the reason, and no command runs.
// The tools in the requests never change (the prompt cache keeps its prefix); the model learns of a
// failed sandbox from the refusals. Where bubblewrap cannot run at all (not Linux, no bwrap on PATH),
// that is known at once and decided before the first request, as before.
import type { SandboxMode } from "../policy/index";
import { findOnPath, type PrepareOptions, type PreparedSandbox, prepareSandbox } from "./session";
import { type SandboxLauncher, sandboxNote } from "./launcher";

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
  /** Lays out and probes the sandbox, once; the session calls it when the first request is sent. */
  begin(): void;
  /** Settles with the outcome once the probe has run (never, if it never began). */
  readonly outcome: Promise<PreparedSandbox>;
  /** The outcome once it has settled; undefined before (or when the probe never began). */
  readonly settled: PreparedSandbox | undefined;
  /** Stops a probe still running (the run is over: its outcome no longer matters), then the proxy. */
  close(): Promise<void>;
}

/** A sandbox decided already: no probe to wait for. */
function decided(prepared: PreparedSandbox): StartedSandbox {
  return {
    shell: prepared.shell,
    probing: false,
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

/** `prepareSandbox`, with the layout and the probe left until `begin()` where they can be. */
export async function startSandbox(options: PrepareOptions): Promise<StartedSandbox> {
  const mode = options.settings.mode ?? options.defaultMode;
  const bwrap =
    mode === "off" || process.platform !== "linux"
      ? undefined
      : (options.bwrap ?? (await findOnPath("bwrap", options.env["PATH"])));
  // Nothing to probe: prepareSandbox decides at once, without starting a process.
  if (bwrap === undefined) return decided(await prepareSandbox(options));

  let preparing: Promise<PreparedSandbox> | undefined;
  let settled: PreparedSandbox | undefined;
  let settle: (prepared: PreparedSandbox) => void = () => undefined;
  const outcome = new Promise<PreparedSandbox>((resolve) => (settle = resolve));
  // On a loaded machine the probe's five bwrap processes can take seconds (up to their 15 s limit):
  // a cancelled run (the caller's signal) or one that ends (close) must not wait for them to exit.
  const stopProbe = new AbortController();
  const signal =
    options.signal === undefined ? stopProbe.signal : AbortSignal.any([stopProbe.signal, options.signal]);
  const decide = (prepared: PreparedSandbox): PreparedSandbox => {
    settled = prepared;
    settle(prepared);
    return prepared;
  };
  const begin = (): Promise<PreparedSandbox> => {
    // After close() (or the run's cancel) nothing is started: no probe, no proxy left running.
    if (preparing === undefined && signal.aborted) preparing = Promise.resolve(decide(stopped(mode)));
    preparing ??= prepareSandbox({ ...options, bwrap, signal })
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
    begin: () => void begin(),
    outcome,
    get settled() {
      return settled;
    },
    close: async () => {
      stopProbe.abort();
      if (preparing !== undefined) await (await preparing).close();
    },
  };
}
