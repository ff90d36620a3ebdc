// The sandbox for one session, decided once before it starts: find bwrap, start the filtering proxy
// when the policy names allowed domains, lay out the mounts (masking the workspace's secret files),
// probe, and apply the policy's mode to the outcome. `required` disables Bash when the probe fails;
// `preferred` runs Bash under the rules alone; `off` never sandboxes. The status says which happened
// and why, for the log, the report and the step summary.
import { access, constants, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";
import type { SandboxMode, SandboxSettings } from "../policy/index";
import type { SandboxLayout } from "./argv";
import { type SandboxLauncher, sandboxLauncher } from "./launcher";
import type { ProbeFinding } from "./findings";
import type { LayoutOptions } from "./layout";
import type { RefusedDestination } from "./proxy/refusals";
// Type only: the proxy (node:http and all) loads when a policy names allowed domains, not before.
import type { FilteringProxy, ProxyOptions } from "./proxy/server";

export interface SandboxStatus {
  mode: SandboxMode;
  /** True when every Bash command runs in the sandbox. */
  active: boolean;
  bash: "sandboxed" | "rules-only" | "disabled";
  /** One line for the report, after "Sandbox:": whether it is active, and why not. */
  summary: string;
  /** Further notes (settings that did not apply, limits that were reached). */
  notes: string[];
  findings: ProbeFinding[];
}

export interface PreparedSandbox {
  /** What Bash uses: the sandbox launcher, none (plain shell), or a reason Bash is off. */
  shell: SandboxLauncher | { disabled: string } | undefined;
  status: SandboxStatus;
  layout?: SandboxLayout;
  /** What the filtering proxy refused so far, most refused first (empty without a proxy). */
  refused(): RefusedDestination[];
  /** Stops the proxy, if there is one. */
  close(): Promise<void>;
}

export interface PrepareOptions extends Omit<LayoutOptions, "bwrap" | "network" | "allowWrite" | "proxy"> {
  settings: SandboxSettings;
  /** The mode when the policy names none (required for automation and untrusted triggers). */
  defaultMode: SandboxMode;
  /** bwrap's path; by default found on `bwrapSearchPath`. */
  bwrap?: string;
  /**
   * Where bwrap is looked for: by default the PATH in `env`. The action gives the fixed system PATH
   * (src/sandbox/setup.ts SYSTEM_PATH), never one the runner's user (or the session) can write to.
   */
  bwrapSearchPath?: string;
  /** The environment the probe's commands get. */
  env: Record<string, string>;
  /** The proxy's name resolution and address check; by default DNS, and public addresses only. */
  proxyResolution?: Pick<ProxyOptions, "resolve" | "checkAddress">;
  /** For what happens later (the proxy's first refusal of each destination). */
  log?: (line: string) => void;
  /** Stops the probe's commands when the run ends before they do; the sandbox then does not hold. */
  signal?: AbortSignal;
  /** Why bwrap is missing, when that is known (the runner set-up could not install it). */
  whyNoBwrap?: string;
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

/** bwrap where the options say to look for it: `bwrapSearchPath`, else the environment's PATH. */
export function lookUpBwrap(options: Pick<PrepareOptions, "bwrapSearchPath" | "env">) {
  return findOnPath("bwrap", options.bwrapSearchPath ?? options.env["PATH"]);
}

const nothingRefused = () => [];
const nothingToClose = () => Promise.resolve();

/** Starts the proxy on a socket in a fresh 0700 directory (a short path: sockets allow ~100 bytes). */
async function startProxy(options: PrepareOptions, domains: readonly string[]): Promise<FilteringProxy> {
  const { startFilteringProxy } = await import("./proxy/server");
  const dir = await mkdtemp(join(tmpdir(), "steward-proxy-"));
  const proxy = await startFilteringProxy({
    ...options.proxyResolution,
    allowedDomains: domains,
    socketPath: join(dir, "proxy.sock"),
    onRefused: (r) => options.log?.(`sandbox proxy: refused ${r.destination} (${r.reason})`),
  });
  return {
    socketPath: proxy.socketPath,
    refused: () => proxy.refused(),
    close: async () => {
      await proxy.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function notApplied(domains: readonly string[], why: string): string[] {
  if (domains.length === 0) return [];
  return [`sandbox.allowedDomains (${domains.join(", ")}) did not apply: ${why}.`];
}

function activeSummary(layout: SandboxLayout): string {
  const network =
    layout.network === "allow"
      ? "network on"
      : layout.proxy === undefined
        ? "network off"
        : `network only to ${layout.proxy.allowedDomains.join(", ")} through steward's proxy`;
  const masked = layout.maskedFiles.length + layout.maskedDirs.length;
  const secrets = masked === 0 ? "" : `, ${String(masked)} secret file${masked === 1 ? "" : "s"} masked`;
  return `active (bubblewrap, ${network}${secrets}): every Bash command ran in it.`;
}

interface Probed {
  layout?: SandboxLayout;
  findings: ProbeFinding[];
  notes: string[];
  proxy?: FilteringProxy;
}

/**
 * Lays out and probes the sandbox (with its proxy); the findings say whether it holds. The layout's and
 * the probe's code (node:child_process, node:net, the policy's place tests) is loaded here, after the
 * first model request when the probe is deferred; a failure to load it throws, as a failed layout does,
 * and Bash is then refused (sandbox/deferred.ts notPrepared), never run outside the sandbox.
 */
async function layOutAndProbe(options: PrepareOptions, bwrap: string, domains: readonly string[]) {
  const [{ layOut }, { checkProxy, probeSandbox }] = await Promise.all([
    import("./layout"),
    import("./probe"),
  ]);
  const network = options.settings.network === "allow" ? "allow" : "deny";
  const proxy = domains.length > 0 && network === "deny" ? await startProxy(options, domains) : undefined;
  const laid = await layOut({
    ...options,
    bwrap,
    network,
    allowWrite: options.settings.filesystem?.allowWrite ?? [],
    ...(proxy === undefined
      ? {}
      : { proxy: { socket: proxy.socketPath, node: process.execPath, allowedDomains: domains } }),
  });
  const [probe, proxyProblem] = await Promise.all([
    probeSandbox(laid.layout, options.env, options.signal),
    checkProxy(laid.layout, options.env, options.signal),
  ]);
  const notes: string[] = [];
  if (proxyProblem !== undefined)
    notes.push(
      `the sandbox's network proxy could not be reached from inside (${proxyProblem}): commands have no network.`,
    );
  if (laid.secretsIncomplete !== undefined)
    notes.push(
      `the search for secret files in the workspace was incomplete (${laid.secretsIncomplete}): those not found are not masked, or kept read-only, in the sandbox.`,
    );
  const probed: Probed = { layout: laid.layout, findings: probe.findings, notes };
  return proxy === undefined ? probed : { ...probed, proxy };
}

export async function prepareSandbox(options: PrepareOptions): Promise<PreparedSandbox> {
  const mode = options.settings.mode ?? options.defaultMode;
  const domains = options.settings.allowedDomains ?? [];
  const idle = { refused: nothingRefused, close: nothingToClose };
  if (mode === "off")
    return {
      ...idle,
      shell: undefined,
      status: {
        mode,
        active: false,
        bash: "rules-only",
        summary: "off (the policy says sandbox: off): Bash ran under the policy's rules alone.",
        notes: notApplied(domains, "the sandbox is off, so commands have the runner's network"),
        findings: [],
      },
    };
  const bwrap = options.bwrap ?? (await lookUpBwrap(options));
  const probed: Probed =
    bwrap === undefined
      ? {
          findings: [
            {
              check: "bubblewrap starts",
              ok: false,
              detail: `bwrap was not found on PATH (${options.whyNoBwrap ?? "install bubblewrap"})`,
            },
          ],
          notes: [],
        }
      : await layOutAndProbe(options, bwrap, domains);
  const { layout, findings, proxy } = probed;
  const failed = findings.filter((f) => !f.ok);
  if (layout !== undefined && failed.length === 0)
    return {
      shell: sandboxLauncher(layout),
      layout,
      status: {
        mode,
        active: true,
        bash: "sandboxed",
        summary: activeSummary(layout),
        notes: probed.notes,
        findings,
      },
      refused: proxy === undefined ? nothingRefused : () => proxy.refused(),
      close: proxy === undefined ? nothingToClose : () => proxy.close(),
    };
  await proxy?.close();
  const why = failed.map((f) => `${f.check}: ${f.detail}`).join("; ");
  if (mode === "required")
    return {
      ...idle,
      shell: { disabled: `the sandbox is required and could not start (${why})` },
      status: {
        mode,
        active: false,
        bash: "disabled",
        summary: `not active, so Bash was disabled (sandbox: required): ${why}.`,
        notes: [],
        findings,
      },
    };
  return {
    ...idle,
    shell: undefined,
    status: {
      mode,
      active: false,
      bash: "rules-only",
      summary: `not active, so Bash ran under the policy's rules alone (sandbox: preferred): ${why}.`,
      notes: notApplied(domains, "the sandbox was not active, so commands had the runner's network"),
      findings,
    },
  };
}
