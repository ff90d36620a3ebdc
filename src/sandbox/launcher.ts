// The launcher Bash uses when the sandbox is on: every command becomes `bwrap … -- /bin/bash -c`.
// Structurally the tools' ShellLauncher (src/tools/session/shell.ts); this leaf does not import tools.
import { type SandboxCommand, type SandboxLayout, sandboxedShell } from "./argv";

export interface SandboxLauncher {
  readonly sandboxed: true;
  readonly note: string;
  command(command: SandboxCommand & { script: string }): { file: string; args: string[] };
}

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

function networkNote(layout: SandboxLayout): string {
  if (layout.network === "allow") return "network access";
  if (layout.proxy === undefined) return "no network access (installs and downloads fail)";
  return (
    `network access only to ${listed(layout.proxy.allowedDomains)} through steward's proxy ` +
    "(HTTP_PROXY and HTTPS_PROXY are set; other hosts are refused, and programs that ignore those variables have no network)"
  );
}

export function sandboxLauncher(layout: SandboxLayout): SandboxLauncher {
  const masked = layout.maskedFiles.length + layout.maskedDirs.length;
  const secrets = masked === 0 ? "" : "secret files in the workspace (.env and the like) read as empty; ";
  return {
    sandboxed: true,
    note:
      `Bash commands run in a sandbox: ${networkNote(layout)}; only ${listed(["the workspace", "/tmp", ...layout.allowWrite])} are writable, and ` +
      `.git/config, .git/hooks and agent configuration are read-only; ${secrets}processes end with each command (use run_in_background for servers).`,
    command: (command) => sandboxedShell(layout, command),
  };
}
