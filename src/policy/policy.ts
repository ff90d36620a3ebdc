// A loaded policy: the rules, the preset they sit on, and steward's own settings. Plain data, so the
// same policy can back the action, `steward policy check` and the examples checked at load.
import type { Rule, RuleSource } from "./rules";

/**
 * What the policy starts from. `default`: the built-in baseline (read the workspace except secrets,
 * edit it except protected places, read-only shell commands, the session tools). `read-only`: the same
 * without edits. `none`: nothing; every call needs a rule.
 */
export const PRESETS = ["default", "read-only", "none"] as const;
export type Preset = (typeof PRESETS)[number];

/**
 * What happens to Bash when the sandbox cannot start. `required`: Bash is disabled for the run.
 * `preferred`: Bash runs under the rules alone, and the report says so. `off`: no sandbox at all.
 */
export const SANDBOX_MODES = ["required", "preferred", "off"] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

export const SANDBOX_NETWORK = ["deny", "allow"] as const;
export type SandboxNetwork = (typeof SANDBOX_NETWORK)[number];

/** The policy's `sandbox` section (see src/sandbox/ for what it means at run time). */
export interface SandboxSettings {
  /** Unset: the trigger decides (required for automation and untrusted triggers, else preferred). */
  mode?: SandboxMode;
  /** Network inside the sandbox; unset means deny. */
  network?: SandboxNetwork;
  /**
   * Hosts sandboxed commands may reach through steward's filtering proxy (HTTP and HTTPS): a host
   * name, or `*.example.com` for its subdomains (not example.com itself). The sandbox keeps its own
   * network namespace; the proxy is its only way out. Empty or unset: no network (unless `network`
   * is allow).
   */
  allowedDomains?: string[];
  /** Absolute paths the sandboxed shell may write besides the workspace and its temp dir. */
  filesystem?: { allowWrite?: string[] };
}

export interface PolicyExample {
  tool: string;
  input: Record<string, unknown>;
  expect: "allow" | "deny";
  name?: string;
  source: RuleSource | null;
}

export interface Policy {
  /** The file the policy came from, or null for the built-in default. */
  path: string | null;
  preset: Preset;
  allow: readonly Rule[];
  ask: readonly Rule[];
  deny: readonly Rule[];
  /** Agent configuration files whose permissions were imported (repository-relative). */
  imports: readonly string[];
  env: { passthrough: readonly string[] };
  sandbox: SandboxSettings;
  examples: readonly PolicyExample[];
}

/** The policy steward uses when the repository has none. */
export function defaultPolicy(): Policy {
  return {
    path: null,
    preset: "default",
    allow: [],
    ask: [],
    deny: [],
    imports: [],
    env: { passthrough: [] },
    sandbox: {},
    examples: [],
  };
}

export const DEFAULT_POLICY_PATH = ".github/steward.yml";

/** Where steward looks for a policy, relative to the repository root, in order. */
export const POLICY_FILE_NAMES = [
  ".github/steward.yml",
  ".github/steward.yaml",
  ".github/steward.json",
] as const;

/**
 * Whether an allow rule names the tool as a whole and no deny or ask rule does (an ask is refused in
 * an unattended run). A tool that only such a rule can allow (WebSearch) is offered only then, so a
 * model is not shown a tool every call of which would be denied.
 */
export function allowsWholeTool(policy: Policy, tool: string): boolean {
  const names = (rules: readonly Rule[]) =>
    rules.some((rule) => rule.matcher.kind === "tool" && rule.matcher.tool === tool);
  return names(policy.allow) && !names(policy.deny) && !names(policy.ask);
}
