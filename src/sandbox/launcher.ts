// The launcher Bash uses when the sandbox is on: every command becomes `bwrap … -- /bin/bash -c`.
// Structurally the tools' ShellLauncher (src/tools/session/shell.ts); this leaf does not import tools.
import { type SandboxCommand, type SandboxLayout, sandboxedShell } from "./argv";

export interface SandboxLauncher {
  readonly sandboxed: true;
  command(command: SandboxCommand & { script: string }): { file: string; args: string[] };
}

export function sandboxLauncher(layout: SandboxLayout): SandboxLauncher {
  return { sandboxed: true, command: (command) => sandboxedShell(layout, command) };
}
