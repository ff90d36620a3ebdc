// How Bash starts a shell: the session chooses once (sandboxed by bubblewrap, or plain under the
// rules alone) and every foreground command and background shell goes through the same launcher.
// The sandbox itself lives in src/sandbox/; tools only see this narrow interface.

export interface ShellCommand {
  /** The script for `/bin/bash -c`. */
  script: string;
  cwd: string;
  /** Files outside the workspace the command must be able to write (steward's cwd marker). */
  writableFiles?: readonly string[];
  /**
   * Directories shown read-only in place of others inside the sandbox (a hook sees the trusted
   * commit's .claude/ where the checkout has its own). Only a sandbox can do this; plain shells ignore it.
   */
  overlays?: readonly { source: string; target: string }[];
}

export interface ShellInvocation {
  file: string;
  args: string[];
}

export interface ShellLauncher {
  /** True when commands run inside the sandbox. */
  readonly sandboxed: boolean;
  /** What the model is told about where its commands run (the system prompt's environment). */
  readonly note?: string;
  /**
   * The program and arguments that run the script. A launcher whose sandbox is still being probed
   * answers once the probe has decided (and may refuse: an error the call reports).
   */
  command(command: ShellCommand): ShellInvocation | Promise<ShellInvocation>;
  /** Starts what the first command will need (the sandbox's probe); the session calls it early. */
  prepare?(): void;
  /**
   * Milliseconds between SIGTERM and SIGKILL when a foreground command is stopped; unset means the
   * Bash tool's default. Set by whoever builds the session (tests shorten it), never by tool input.
   */
  readonly stopGraceMs?: number;
}

/** `/bin/bash -c script`, unsandboxed: the rules are the only bound. */
export const plainShell: ShellLauncher = {
  sandboxed: false,
  command: ({ script }) => ({ file: "/bin/bash", args: ["-c", script] }),
};

/** A launcher that starts nothing: for sessions whose Bash is disabled (fail closed should a call slip through). */
export function refusingShell(reason: string): ShellLauncher {
  return {
    sandboxed: false,
    command: () => {
      throw new Error(`Bash is disabled in this run: ${reason}`);
    },
  };
}
