import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  sandboxLauncher
} from "./chunk-FXPPYLXM.js";

// src/sandbox/session.ts
import { access, constants, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";
async function findOnPath(name, path) {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "" || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (await access(candidate, constants.X_OK).then(
      () => true,
      () => false
    ))
      return candidate;
  }
  return void 0;
}
function lookUpBwrap(options) {
  return findOnPath("bwrap", options.bwrapSearchPath ?? options.env["PATH"]);
}
var nothingRefused = () => [];
var nothingToClose = () => Promise.resolve();
async function startProxy(options, domains) {
  const { startFilteringProxy } = await import("./chunk-QKATYNQS.js");
  const dir = await mkdtemp(join(tmpdir(), "steward-proxy-"));
  const proxy = await startFilteringProxy({
    ...options.proxyResolution,
    allowedDomains: domains,
    socketPath: join(dir, "proxy.sock"),
    onRefused: (r) => options.log?.(`sandbox proxy: refused ${r.destination} (${r.reason})`)
  });
  return {
    socketPath: proxy.socketPath,
    refused: () => proxy.refused(),
    close: async () => {
      await proxy.close();
      await rm(dir, { recursive: true, force: true });
    }
  };
}
function notApplied(domains, why) {
  if (domains.length === 0) return [];
  return [`sandbox.allowedDomains (${domains.join(", ")}) did not apply: ${why}.`];
}
function activeSummary(layout) {
  const network = layout.network === "allow" ? "network on" : layout.proxy === void 0 ? "network off" : `network only to ${layout.proxy.allowedDomains.join(", ")} through steward's proxy`;
  const masked = layout.maskedFiles.length + layout.maskedDirs.length;
  const secrets = masked === 0 ? "" : `, ${String(masked)} secret file${masked === 1 ? "" : "s"} masked`;
  return `active (bubblewrap, ${network}${secrets}): every Bash command ran in it.`;
}
async function layOutAndProbe(options, bwrap, domains) {
  const [{ layOut }, { checkProxy, probeSandbox }] = await Promise.all([
    import("./chunk-ZXGWGGTT.js"),
    import("./chunk-HWGQPZ5W.js")
  ]);
  const network = options.settings.network === "allow" ? "allow" : "deny";
  const proxy = domains.length > 0 && network === "deny" ? await startProxy(options, domains) : void 0;
  const laid = await layOut({
    ...options,
    bwrap,
    network,
    allowWrite: options.settings.filesystem?.allowWrite ?? [],
    ...proxy === void 0 ? {} : { proxy: { socket: proxy.socketPath, node: process.execPath, allowedDomains: domains } }
  });
  const [probe, proxyProblem] = await Promise.all([
    probeSandbox(laid.layout, options.env, options.signal),
    checkProxy(laid.layout, options.env, options.signal)
  ]);
  const notes = [];
  if (proxyProblem !== void 0)
    notes.push(
      `the sandbox's network proxy could not be reached from inside (${proxyProblem}): commands have no network.`
    );
  if (laid.secretsIncomplete !== void 0)
    notes.push(
      `the search for secret files in the workspace was incomplete (${laid.secretsIncomplete}): those not found are not masked, or kept read-only, in the sandbox.`
    );
  const probed = { layout: laid.layout, findings: probe.findings, notes };
  return proxy === void 0 ? probed : { ...probed, proxy };
}
async function prepareSandbox(options) {
  const mode = options.settings.mode ?? options.defaultMode;
  const domains = options.settings.allowedDomains ?? [];
  const idle = { refused: nothingRefused, close: nothingToClose };
  if (mode === "off")
    return {
      ...idle,
      shell: void 0,
      status: {
        mode,
        active: false,
        bash: "rules-only",
        summary: "off (the policy says sandbox: off): Bash ran under the policy's rules alone.",
        notes: notApplied(domains, "the sandbox is off, so commands have the runner's network"),
        findings: []
      }
    };
  const bwrap = options.bwrap ?? await lookUpBwrap(options);
  const probed = bwrap === void 0 ? {
    findings: [
      {
        check: "bubblewrap starts",
        ok: false,
        detail: `bwrap was not found on PATH (${options.whyNoBwrap ?? "install bubblewrap"})`
      }
    ],
    notes: []
  } : await layOutAndProbe(options, bwrap, domains);
  const { layout, findings, proxy } = probed;
  const failed = findings.filter((f) => !f.ok);
  if (layout !== void 0 && failed.length === 0)
    return {
      shell: sandboxLauncher(layout),
      layout,
      status: {
        mode,
        active: true,
        bash: "sandboxed",
        summary: activeSummary(layout),
        notes: probed.notes,
        findings
      },
      refused: proxy === void 0 ? nothingRefused : () => proxy.refused(),
      close: proxy === void 0 ? nothingToClose : () => proxy.close()
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
        findings
      }
    };
  return {
    ...idle,
    shell: void 0,
    status: {
      mode,
      active: false,
      bash: "rules-only",
      summary: `not active, so Bash ran under the policy's rules alone (sandbox: preferred): ${why}.`,
      notes: notApplied(domains, "the sandbox was not active, so commands had the runner's network"),
      findings
    }
  };
}

export {
  findOnPath,
  lookUpBwrap,
  prepareSandbox
};
