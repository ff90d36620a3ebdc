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

/** What the model is told about the sandbox; known from the policy, before the layout exists. */
export interface NoteFacts {
  network: SandboxLayout["network"];
  /** The proxy's hosts (sandbox.allowedDomains), when it is the way out. */
  allowedDomains?: readonly string[];
  /** Writable places besides the workspace and /tmp. */
  allowWrite: readonly string[];
  /** Whether secret files in the workspace may be masked (said only when they may be). */
  masksSecrets: boolean;
}

function networkNote(facts: NoteFacts): string {
  if (facts.network === "allow") return "network access";
  const domains = facts.allowedDomains ?? [];
  if (domains.length === 0) return "no network access (installs and downloads fail)";
  return (
    `network access only to ${listed(domains)} through steward's proxy ` +
    "(HTTP_PROXY and HTTPS_PROXY are set; other hosts are refused, and programs that ignore those variables have no network)"
  );
}

/** The system prompt's line about where Bash commands run. */
export function sandboxNote(facts: NoteFacts): string {
  const secrets = facts.masksSecrets
    ? "secret files in the workspace (.env and the like) read as empty; "
    : "";
  return (
    `Bash commands run in a sandbox: ${networkNote(facts)}; only ${listed(["the workspace", "/tmp", ...facts.allowWrite])} are writable, and ` +
    `.git/config, .git/hooks and agent configuration are read-only; ${secrets}processes end with each command (use run_in_background for servers).`
  );
}

export function sandboxLauncher(layout: SandboxLayout): SandboxLauncher {
  return {
    sandboxed: true,
    note: sandboxNote({
      network: layout.network,
      ...(layout.proxy === undefined ? {} : { allowedDomains: layout.proxy.allowedDomains }),
      allowWrite: layout.allowWrite,
      masksSecrets: layout.maskedFiles.length + layout.maskedDirs.length > 0,
    }),
    command: (command) => sandboxedShell(layout, command),
  };
}
