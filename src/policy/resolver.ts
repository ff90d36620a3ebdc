// The permission resolver: a policy and the places it runs in, turned into decisions. It satisfies the
// pipeline's PermissionResolver structurally (this layer imports nothing outside src/policy/). Every
// decision fails closed — an unknown tool, a part that cannot be judged, or an error while judging is
// a denial — and carries the rule that decided and a reason written for the model.
import { isAbsolute, join, resolve } from "node:path";
import type { AnalyzeShell, Judge, Step } from "./judge";
import { judgeCommand } from "./judge-command";
import { judgePath, newPathMemo, ruleReachesInside } from "./judge-path";
import { MAX_TREE_ENTRIES } from "./judge-tree";
import { allowTool, restrictTool } from "./judge-tool";
import { judgeUrl } from "./judge-url";
import { realDirectory } from "./paths";
import type { Result } from "../types/result";
import { type Policy, POLICY_FILE_NAMES } from "./policy";
import {
  type PolicyDecision,
  type PolicyRequest,
  type PolicyTarget,
  summarizeInput,
  targetsFromInput,
} from "./requests";
import { specialPlaces } from "./special-places";
import { TreeCache } from "./tree-cache";
import { canonicalToolName, familyOf } from "./tools";

export interface ResolverOptions {
  /** The repository checkout the agent works in (`/x` rules are relative to it). */
  workspaceRoot: string;
  home: string;
  /** The policy file in use (write-protected), or null for the built-in policy. */
  policyFilePath: string | null;
  /** The runner's secret-bearing files and directories (see runnerFilesFromEnv), denied to every tool. */
  runnerFiles?: readonly string[];
  /** Steward's own output directories (saved oversized results), readable by the baseline. */
  readableDirs?: readonly string[];
  /** The shell analysis; src/policy/shell/analyze.ts unless a test supplies another. */
  analyzeShell?: AnalyzeShell;
  /** Called with every decision `decide` makes, for the transcript and the report. */
  onDecision?: (record: DecisionRecord) => void;
  /** Entries a recursive read (grep -r, rg) may reach before it is denied; MAX_TREE_ENTRIES unless a test asks for fewer. */
  maxTreeEntries?: number;
  /** Where tree verdicts are kept between decisions; a new one unless a test brings its own. */
  treeCache?: TreeCache;
}

/** One decision as the transcript and the report keep it. */
export interface DecisionRecord {
  tool: string;
  /** One line: the command, path or URL the call was about. */
  input: string;
  decision: "allow" | "deny";
  /** True when an ask rule decided (reported as a denial: nobody can answer in CI). */
  asked: boolean;
  rule: string | null;
  reason: string;
}

export interface PolicyExplanation {
  decision: PolicyDecision;
  asked: boolean;
  /** Every part judged, in order: what it was, the outcome, the rule, why. */
  steps: Step[];
  record: DecisionRecord;
}

export interface PolicyResolver {
  decide(request: PolicyRequest): Promise<PolicyDecision>;
  explain(request: PolicyRequest): Promise<PolicyExplanation>;
  /** Whether a file may be read, for tools that list or search many files (Glob, Grep). */
  canRead(path: string, cwd?: string): boolean;
  /**
   * Whether a call of a tool that the policy judges by its name alone (an MCP tool, or an MCP
   * resource tool with the server it names) could be allowed: a tool no rule can allow is not offered.
   */
  allowsTool(toolName: string, input?: Record<string, unknown>): boolean;
  /**
   * Whether one access is allowed, judged as a call by `tool` from `cwd` would be. The file tools ask
   * again about the real path of what they opened: the path judged before may have changed since.
   */
  mayAccess(request: AccessRequest): boolean;
  /**
   * Whether the Edit tools may change a file — or, with `inside`, a directory or something a rule
   * names inside it (for what leaves the run: the sandbox, the commit).
   */
  canWrite(path: string, options?: { inside?: boolean }): boolean;
  /** The special places `path` (absolute) falls in for this access, with what each is. */
  placesOf(path: string, access: "read" | "write"): { label: string; secret: boolean }[];
}

export interface AccessRequest {
  access: "read" | "write";
  /** Absolute. */
  path: string;
  tool: string;
  cwd: string;
}

const defaultAnalyzeShell: AnalyzeShell = async (command, env) => {
  // Loaded on first use: the parser is only needed once a shell command arrives.
  const shell = await import("./shell/analyze");
  return shell.analyzeShellCommand(command, env);
};

/** The runner's files that must stay out of the agent's reach, from the runner's environment. */
export function runnerFilesFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  const files = [
    "GITHUB_ENV",
    "GITHUB_PATH",
    "GITHUB_OUTPUT",
    "GITHUB_STATE",
    "GITHUB_STEP_SUMMARY",
    "RUNNER_TEMP",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "GOOGLE_GHA_CREDS_PATH",
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
    "AWS_SHARED_CREDENTIALS_FILE",
    "AWS_CONFIG_FILE",
    "AWS_WEB_IDENTITY_TOKEN_FILE",
    "AZURE_CONFIG_DIR",
    "DOCKER_CONFIG",
    "NPM_CONFIG_USERCONFIG",
    "GH_CONFIG_DIR",
  ].flatMap((name) => env[name] ?? []);
  const kubeconfig = env["KUBECONFIG"]?.split(":") ?? [];
  // Named on its own too, so that no carve-out for steward's output directory can ever reach it.
  const temp = env["RUNNER_TEMP"];
  const commands = temp === undefined ? [] : [join(temp, "_runner_file_commands")];
  return [...files, ...kubeconfig, ...commands]
    .filter((path) => isAbsolute(path))
    .map((path) => resolve(path));
}

const isTarget = (value: unknown): value is PolicyTarget => {
  if (typeof value !== "object" || value === null) return false;
  const t = value as Record<string, unknown>;
  if (t["kind"] === "read" || t["kind"] === "write") return typeof t["path"] === "string";
  if (t["kind"] === "url") return typeof t["url"] === "string";
  if (t["kind"] === "command") return typeof t["command"] === "string";
  return false;
};

/** The targets without repeats, in order of first appearance. */
function distinctTargets(targets: readonly PolicyTarget[]): PolicyTarget[] {
  const distinct: PolicyTarget[] = [];
  const keys = new Set<string>();
  for (const t of targets) {
    // A command can be megabytes long: commands are compared (there are one or two), not hashed.
    if (t.kind === "command") {
      if (!distinct.some((d) => d.kind === "command" && d.command === t.command)) distinct.push(t);
      continue;
    }
    const key = t.kind === "url" ? `url ${t.url}` : `${t.kind} ${t.path}`;
    if (!keys.has(key)) distinct.push(t);
    keys.add(key);
  }
  return distinct;
}

/**
 * The working directory in normal form. Rules relative to it are matched as a prefix of normalised
 * paths (`/app/sub/.` would match nothing below it and let those deny rules pass); `.` and `//` mean
 * nothing to the kernel and are folded, but where `..` leads depends on the links before it.
 */
function workingDirectory(cwd: unknown): Result<string> {
  if (typeof cwd !== "string" || !isAbsolute(cwd))
    return { ok: false, error: "the call came without an absolute working directory" };
  if (cwd.split("/").includes(".."))
    return { ok: false, error: `the working directory ${cwd} climbs with ".."; it cannot be judged` };
  return { ok: true, value: resolve(cwd) };
}

function deny(part: string, why: string): Step {
  return { part, outcome: "deny", rule: null, why, builtin: true };
}

async function judgeRequest(judge: Judge, request: PolicyRequest): Promise<{ tool: string; steps: Step[] }> {
  const raw = typeof request.toolName === "string" ? request.toolName : String(request.toolName);
  const tool = canonicalToolName(raw);
  if (tool === undefined)
    return { tool: raw, steps: [deny(`tool ${raw}`, `${raw} is not a tool this policy knows`)] };
  const cwd = workingDirectory(request.cwd);
  if (!cwd.ok) return { tool, steps: [deny(`tool ${tool}`, cwd.error)] };
  const restricted = restrictTool(judge, tool, request.input);
  if (restricted !== undefined) return { tool, steps: [restricted] };
  const declared = Array.isArray(request.targets) ? (request.targets as unknown[]) : [];
  if (declared.some((t) => !isTarget(t)))
    return { tool, steps: [deny(`tool ${tool}`, "the call declared a target the policy cannot read")] };
  const targets = distinctTargets([
    ...(declared as PolicyTarget[]),
    ...targetsFromInput(tool, request.input, cwd.value, judge.home),
  ]);
  const steps: Step[] = [];
  const memo = newPathMemo();
  for (const target of targets) {
    switch (target.kind) {
      case "command":
        steps.push(...(await judgeCommand(judge, target.command, cwd.value, memo)));
        break;
      case "read":
      case "write":
        steps.push(judgePath(judge, target.kind, target.path, { cwd: cwd.value, tool }, memo));
        break;
      case "url":
        steps.push(judgeUrl(judge, target.url));
        break;
    }
  }
  const judgedByTargets = familyOf(tool) !== undefined || tool === "Bash" || tool === "WebFetch";
  if (judgedByTargets && steps.length === 0)
    return {
      tool,
      steps: [deny(`tool ${tool}`, `the ${tool} call names no path, command or URL that could be judged`)],
    };
  // Any other tool (MCP tools, WebSearch, the session tools) needs a rule naming it, or the baseline,
  // whatever paths or URLs it also declares.
  if (!judgedByTargets) steps.unshift(allowTool(judge, tool, request.input));
  return { tool, steps };
}

function allowedCommandsHint(judge: Judge): string {
  const rules = judge.policy.allow.filter((r) => r.matcher.kind === "bash").map((r) => r.text);
  const readOnly = judge.policy.preset === "none" ? [] : ["read-only commands"];
  const all = [...readOnly, ...rules.slice(0, 12)];
  if (all.length === 0) return " This policy allows no shell commands.";
  return ` Allowed here: ${all.join(", ")}${rules.length > 12 ? ", …" : ""}.`;
}

function conclude(judge: Judge, steps: Step[]): { decision: PolicyDecision; asked: boolean } {
  const denied =
    steps.find((s) => s.outcome === "deny" && s.rule !== null) ?? steps.find((s) => s.outcome === "deny");
  if (denied !== undefined) {
    const hint = denied.unmatched === true ? allowedCommandsHint(judge) : "";
    return {
      decision: { behavior: "deny", reason: `${denied.why}.${hint}`, rule: denied.rule },
      asked: false,
    };
  }
  const asked = steps.find((s) => s.outcome === "ask");
  if (asked !== undefined)
    return {
      decision: {
        behavior: "deny",
        reason: `${asked.why}: an ask rule matched, and nobody can answer a prompt in CI, so it is denied. Choose another approach`,
        rule: asked.rule,
      },
      asked: true,
    };
  const rule = steps.find((s) => s.rule !== null)?.rule ?? null;
  const only = steps.length === 1 ? steps[0] : undefined;
  const reason =
    only !== undefined
      ? `allowed: ${only.why}`
      : `allowed: each of its ${String(steps.length)} parts is allowed`;
  return { decision: { behavior: "allow", reason, rule }, asked: false };
}

export function createPolicyResolver(policy: Policy, options: ResolverOptions): PolicyResolver {
  const givenRoot = resolve(options.workspaceRoot);
  const home = resolve(options.home);
  const realHome = realDirectory(home);
  const workspaceRoot = realDirectory(givenRoot);
  const roots = [...new Set([givenRoot, workspaceRoot])];
  const configFiles = [
    ...(options.policyFilePath === null
      ? []
      : [options.policyFilePath, realDirectory(options.policyFilePath)]),
    ...roots.flatMap((root) => [...POLICY_FILE_NAMES, ...policy.imports].map((name) => join(root, name))),
  ];
  const readableDirs = (options.readableDirs ?? []).map((dir) => resolve(dir));
  const judge: Judge = {
    policy,
    workspaceRoot: givenRoot,
    realWorkspaceRoot: workspaceRoot,
    home,
    realHome,
    roots,
    homes: [...new Set([home, realHome])],
    places: specialPlaces({
      homes: [...new Set([home, realHome])],
      configFiles,
      runnerFiles: (options.runnerFiles ?? []).map((file) => resolve(file)),
      readableDirs,
    }),
    readableDirs,
    analyzeShell: options.analyzeShell ?? defaultAnalyzeShell,
    maxTreeEntries: options.maxTreeEntries ?? MAX_TREE_ENTRIES,
    treeCache: options.treeCache ?? new TreeCache(),
  };

  async function explain(request: PolicyRequest): Promise<PolicyExplanation> {
    let tool = typeof request.toolName === "string" ? request.toolName : "(unnamed tool)";
    let steps: Step[];
    try {
      ({ tool, steps } = await judgeRequest(judge, request));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      steps = [deny(`tool ${tool}`, `the permission policy failed while judging this call (${message})`)];
    }
    const { decision, asked } = conclude(judge, steps);
    const record: DecisionRecord = {
      tool,
      input: summarizeInput(tool, request.input),
      decision: decision.behavior,
      asked,
      rule: decision.rule,
      reason: decision.reason,
    };
    return { decision, asked, steps, record };
  }

  function mayAccess({ access, path, tool, cwd }: AccessRequest): boolean {
    const dir = workingDirectory(cwd);
    if (!dir.ok) return false;
    try {
      return judgePath(judge, access, path, { cwd: dir.value, tool }).outcome === "allow";
    } catch {
      return false;
    }
  }

  return {
    explain,
    async decide(request) {
      const explanation = await explain(request);
      options.onDecision?.(explanation.record);
      return explanation.decision;
    },
    allowsTool(toolName, input = {}) {
      const tool = canonicalToolName(toolName);
      if (tool === undefined || restrictTool(judge, tool, input) !== undefined) return false;
      return allowTool(judge, tool, input).outcome === "allow";
    },
    canRead(path, cwd = givenRoot) {
      return mayAccess({ access: "read", path, tool: "Read", cwd });
    },
    mayAccess,
    canWrite(path, options = {}) {
      if (mayAccess({ access: "write", path, tool: "Edit", cwd: givenRoot })) return true;
      const scope = { cwd: givenRoot, tool: "Edit" };
      try {
        return options.inside === true && ruleReachesInside(judge, "write", resolve(givenRoot, path), scope);
      } catch {
        return false;
      }
    },
    placesOf(path, access) {
      return judge.places
        .placesOf(resolve(givenRoot, path), access)
        .map((place) => ({ label: place.label, secret: place.guards === "read-write" }));
    },
  };
}
