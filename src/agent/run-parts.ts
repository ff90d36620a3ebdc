// The pieces runAgent puts a run together from, each built from the caller's options: the policy's
// resolver, the shell, the tools' features, the model settings every session shares, what the
// system prompt says about the environment, and the main session's call context.
import {
  allowsWholeTool,
  createPolicyResolver,
  type DecisionRecord,
  runnerFilesFromEnv,
} from "../policy/index";
import type { LazyBackgroundShells } from "../tools/bash/lazy-shells";
import type { CallContext } from "../tools/execute";
import { FileReadState } from "../tools/file-state";
import type { ToolRegistry } from "../tools/registry";
import { DeferredTools } from "../tools/session/deferred";
import { SessionPlanMode } from "../tools/session/plan";
import { plainShell, refusingShell, type ShellLauncher } from "../tools/session/shell";
import { InMemoryTodoList } from "../tools/session/todos";
import type { ToolFeatures } from "../tools/tool";
import type { McpSessionTools } from "./mcp-tools";
import { modelSpec, type ModelSpec } from "./models";
import type { ProjectSession } from "./project-session";
import type { PromptEnvironment } from "./prompt";
import type { AgentModel, AgentRules, AgentRunOptions, AgentWorkspace } from "./run-agent";
import type { ModelChoice, ModelSettings } from "./session-options";
import { resolveThinking } from "./thinking";

/** The run's policy as a resolver that records every decision in `decisions`. */
export function policyResolverOf(workspace: AgentWorkspace, rules: AgentRules, decisions: DecisionRecord[]) {
  return createPolicyResolver(rules.policy, {
    workspaceRoot: workspace.root,
    home: workspace.home,
    policyFilePath: rules.policyFilePath,
    runnerFiles: runnerFilesFromEnv(workspace.processEnv),
    readableDirs: [workspace.outputDir],
    onDecision: (record) => decisions.push(record),
  });
}

export const disabledShell = (shell: AgentWorkspace["shell"]): string | undefined =>
  shell !== undefined && "disabled" in shell ? shell.disabled : undefined;

export function launcherOf(shell: AgentWorkspace["shell"]): ShellLauncher {
  if (shell === undefined) return plainShell;
  return "disabled" in shell ? refusingShell(shell.disabled) : shell;
}

export function featuresOf(options: AgentRunOptions): ToolFeatures {
  const { attachments } = options;
  return {
    // Offered where the caller's provider runs the API's server-side search and a rule allows it.
    webSearch: attachments?.web?.search !== undefined && allowsWholeTool(options.rules.policy, "WebSearch"),
    deferLoading: options.model.deferLoading,
    agentDepth: 0,
    maxAgentDepth: options.budgets.maxAgentDepth ?? 2,
    review: attachments?.review !== undefined,
    bash: disabledShell(options.workspace.shell) === undefined,
  };
}

/** The model settings every session of the run uses, resolved for the model (and its fallback). */
export function modelSettings(
  model: AgentModel,
  spec: ModelSpec,
  log: ((message: string) => void) | undefined,
): ModelSettings {
  const main = resolvedChoice(model, model.name, spec);
  if (main.note !== undefined) log?.(main.note);
  if (!spec.known)
    log?.(
      `${model.name} is not in steward's model table: assuming a ${String(spec.contextWindow)}-token window, max_tokens ${String(main.choice.maxTokens)} and the highest price`,
    );
  const fallback =
    model.fallback === undefined
      ? undefined
      : resolvedChoice(model, model.fallback, modelSpec(model.fallback));
  return {
    ...main.choice,
    client: model.client,
    deferLoading: model.deferLoading,
    ...(fallback === undefined ? {} : { fallback: fallback.choice }),
    ...(model.retry === undefined ? {} : { retry: model.retry }),
  };
}

/** A model with its own max_tokens and thinking: the caller's, or the model's own defaults. */
function resolvedChoice(
  model: AgentModel,
  name: string,
  spec: ModelSpec,
): { choice: ModelChoice; note: string | undefined } {
  const maxTokens = model.maxTokens ?? spec.maxTokens;
  const { thinking, note } = resolveThinking(model.thinking ?? { mode: "off" }, spec, maxTokens);
  return { choice: { name, maxTokens, ...(thinking === undefined ? {} : { thinking }) }, note };
}

/** What the system prompt says about where the agent works. */
export function environmentOf(
  workspace: AgentWorkspace,
  date: string,
  launcher: ShellLauncher,
  mcp: McpSessionTools | undefined,
): PromptEnvironment {
  const disabled = disabledShell(workspace.shell);
  const shell = disabled !== undefined ? `Bash is not available in this run: ${disabled}.` : launcher.note;
  return {
    workspaceRoot: workspace.root,
    cwd: workspace.root,
    date,
    platform: process.platform,
    ...(shell === undefined ? {} : { shell }),
    ...(mcp?.promptNote === undefined ? {} : { mcp: mcp.promptNote }),
  };
}

/** The main session's context: the workspace, the agent's environment, and its session services. */
export function callContextOf(
  options: AgentRunOptions,
  parts: {
    env: CallContext["env"];
    policyResolver: ReturnType<typeof createPolicyResolver>;
    features: ToolFeatures;
    registry: ToolRegistry;
    launcher: ShellLauncher;
    shells: LazyBackgroundShells;
    project: ProjectSession;
  },
): CallContext {
  const { env, policyResolver, features, registry, launcher, shells, project } = parts;
  const { workspace, attachments } = options;
  const context: CallContext = {
    workspaceRoot: workspace.root,
    cwd: workspace.root,
    signal: options.signal,
    files: new FileReadState(),
    progress: options.observers.onProgress ?? (() => undefined),
    outputDir: workspace.outputDir,
    env,
    canRead: (path) => policyResolver.canRead(path),
    mayAccess: (request) => policyResolver.mayAccess(request),
    session: {
      features,
      todos: new InMemoryTodoList(),
      plan: new SessionPlanMode(),
      deferredTools: new DeferredTools(registry.deferred(), !options.model.deferLoading),
      shell: launcher,
      shells,
      agents: undefined,
      web: attachments?.web,
      review: attachments?.review,
      callHooks: project.callHooks(),
    },
  };
  if (options.rules.permissionMode === "plan") context.session.plan.enter();
  return context;
}
