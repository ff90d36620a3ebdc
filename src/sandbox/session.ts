// The sandbox for one session, decided once before it starts: find bwrap, lay out the mounts, probe,
// and apply the policy's mode to the outcome. `required` disables Bash when the probe fails;
// `preferred` runs Bash under the rules alone; `off` never sandboxes. The status says which happened
// and why, for the log, the report and the step summary.
import { access, constants } from "node:fs/promises";
import { delimiter, isAbsolute, join } from "node:path";
import type { SandboxMode, SandboxSettings } from "../policy/index";
import type { SandboxLayout } from "./argv";
import { type SandboxLauncher, sandboxLauncher } from "./launcher";
import { buildLayout, type LayoutOptions } from "./layout";
import { type ProbeFinding, probeSandbox } from "./probe";

export interface SandboxStatus {
  mode: SandboxMode;
  /** True when every Bash command runs in the sandbox. */
  active: boolean;
  bash: "sandboxed" | "rules-only" | "disabled";
  /** One line for the report, after "Sandbox:": whether it is active, and why not. */
  summary: string;
  /** Further notes (settings that are not enforced yet). */
  notes: string[];
  findings: ProbeFinding[];
}

export interface PreparedSandbox {
  /** What Bash uses: the sandbox launcher, none (plain shell), or a reason Bash is off. */
  shell: SandboxLauncher | { disabled: string } | undefined;
  status: SandboxStatus;
  layout?: SandboxLayout;
}

export interface PrepareOptions extends Omit<LayoutOptions, "bwrap" | "network" | "allowWrite"> {
  settings: SandboxSettings;
  /** The mode when the policy names none (required for automation and untrusted triggers). */
  defaultMode: SandboxMode;
  /** bwrap's path; by default found on PATH. */
  bwrap?: string;
  /** The PATH to search, and the environment the probe's commands get. */
  env: Record<string, string>;
}

/** The first executable `name` on PATH, or undefined. */
export async function findOnPath(name: string, path: string | undefined): Promise<string | undefined> {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "" || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}

function networkNotes(settings: SandboxSettings): string[] {
  const domains = settings.allowedDomains ?? [];
  if (domains.length === 0) return [];
  return [
    `sandbox.allowedDomains (${domains.join(", ")}) needs a filtering proxy steward does not have yet: the network stays off for every command.`,
  ];
}

export async function prepareSandbox(options: PrepareOptions): Promise<PreparedSandbox> {
  const mode = options.settings.mode ?? options.defaultMode;
  const notes = networkNotes(options.settings);
  if (mode === "off")
    return {
      shell: undefined,
      status: {
        mode,
        active: false,
        bash: "rules-only",
        summary: "off (the policy says sandbox: off): Bash ran under the policy's rules alone.",
        notes,
        findings: [],
      },
    };
  const network = options.settings.network === "allow" && notes.length === 0 ? "allow" : "deny";
  const bwrap = options.bwrap ?? (await findOnPath("bwrap", options.env["PATH"]));
  let layout: SandboxLayout | undefined;
  let findings: ProbeFinding[];
  if (bwrap === undefined) {
    findings = [
      { check: "bubblewrap starts", ok: false, detail: "bwrap was not found on PATH (install bubblewrap)" },
    ];
  } else {
    layout = await buildLayout({
      ...options,
      bwrap,
      network,
      allowWrite: options.settings.filesystem?.allowWrite ?? [],
    });
    findings = (await probeSandbox(layout, options.env)).findings;
  }
  const failed = findings.filter((f) => !f.ok);
  if (layout !== undefined && failed.length === 0)
    return {
      shell: sandboxLauncher(layout),
      layout,
      status: {
        mode,
        active: true,
        bash: "sandboxed",
        summary: `active (bubblewrap, network ${network === "deny" ? "off" : "on"}): every Bash command ran in it.`,
        notes,
        findings,
      },
    };
  const why = failed.map((f) => `${f.check}: ${f.detail}`).join("; ");
  if (mode === "required")
    return {
      shell: { disabled: `the sandbox is required and could not start (${why})` },
      status: {
        mode,
        active: false,
        bash: "disabled",
        summary: `not active, so Bash was disabled (sandbox: required): ${why}.`,
        notes,
        findings,
      },
    };
  return {
    shell: undefined,
    status: {
      mode,
      active: false,
      bash: "rules-only",
      summary: `not active, so Bash ran under the policy's rules alone (sandbox: preferred): ${why}.`,
      notes,
      findings,
    },
  };
}
