// The launcher Bash uses when the sandbox is on: every command becomes `bwrap … -- /bin/bash -c`.
// Structurally the tools' ShellLauncher (src/tools/session/shell.ts); this leaf does not import tools.
import { type SandboxCommand, type SandboxLayout, sandboxedShell } from "./argv";

export interface SandboxLauncher {
  readonly sandboxed: true;
  readonly note: string;
  command(command: SandboxCommand & { script: string }): { file: string; args: string[] };
}

export function sandboxLauncher(layout: SandboxLayout): SandboxLauncher {
  const network =
    layout.network === "deny" ? "no network access (installs and downloads fail)" : "network access";
  return {
    sandboxed: true,
    note:
      `Bash commands run in a sandbox: ${network}; only the workspace and /tmp are writable, and ` +
      ".git/config, .git/hooks and agent configuration are read-only; processes end with each command (use run_in_background for servers).",
    command: (command) => sandboxedShell(layout, command),
  };
}
