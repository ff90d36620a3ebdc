// A run's share of the repository's Claude Code configuration, put together for the session: the
// Skill tool, the repository's agent types, the hook engine behind tool hooks and session hooks,
// subdirectory instructions, and a slash command's narrowing of the policy. Everything the
// configuration could not do goes into the run's notes, which reach the report and the log.
import { canonicalToolName } from "../policy/index";
import type { AgentDefinition } from "../project/agents";
import { hasHooks } from "../project/hooks-config";
import { NestedInstructions } from "../project/instructions";
import { ProjectNotes } from "../project/notes";
import type { ProjectRuntime } from "../project/runtime";
import { agentToolWithTypes } from "../tools/agent";
import { HookEngine } from "../tools/hooks/engine";
import { createSessionHooks, endSession, type SessionHooks } from "../tools/hooks/session-hooks";
import { createToolCallHooks } from "../tools/hooks/tool-hooks";
import type { ToolCallHooks } from "../tools/session/call-hooks";
import type { ShellLauncher } from "../tools/session/shell";
import { createSkillTool } from "../tools/skill";
import type { AnyTool, PermissionResolver } from "../tools/tool";
import { narrowResolver, type NarrowingPlaces } from "./narrowing";
import type { CustomAgent } from "./subagents";

/**
 * Tools an agent may keep and still run beside other read-only calls (a subset of the policy's
 * read-only tools: test/tools/builtin-contract.test.ts checks it).
 */
export const READ_ONLY_AGENT_TOOLS: ReadonlySet<string> = new Set([
  "Read",
  "Glob",
  "Grep",
  "WebFetch",
  "WebSearch",
  "ToolSearch",
  "TaskOutput",
]);

export interface ProjectSetup extends NarrowingPlaces {
  sessionId: string;
  builtins: readonly AnyTool[];
  resolver: PermissionResolver;
  launcher: ShellLauncher;
  /** Why Bash cannot run in this session (then hooks cannot either). */
  shellDisabled: string | undefined;
  env: Readonly<Record<string, string>>;
  outputDir: string;
  signal: AbortSignal;
  log: (text: string) => void;
  redact?: (text: string) => string;
}

export interface ProjectSession {
  sessionId: string;
  builtins: readonly AnyTool[];
  extras: AnyTool[];
  resolver: PermissionResolver;
  customAgents: ReadonlyMap<string, CustomAgent>;
  callHooks: () => ToolCallHooks | undefined;
  mainHooks: SessionHooks | undefined;
  subagentHooks: SessionHooks | undefined;
  notes: ProjectNotes;
  /** For the transcript's init line: the repository's slash commands and skills, by name. */
  listing: { slash_commands: string[]; skills: string[] };
  end(reason: string): Promise<void>;
}

function customAgent(def: AgentDefinition, setup: ProjectSetup, notes: ProjectNotes): CustomAgent {
  const agent: CustomAgent = {
    description: def.description,
    readOnly: false,
    definition: { path: def.file, text: def.prompt },
  };
  if (def.tools === undefined) return agent;
  const names = new Set<string>();
  for (const entry of def.tools) {
    const head = /^[^(]+/.exec(entry.trim())?.[0] ?? "";
    const name = canonicalToolName(head);
    if (name === undefined)
      notes.add(
        `${def.file}: tools names ${JSON.stringify(entry)}, a tool steward does not have; it was left out.`,
      );
    else names.add(name);
  }
  const withRules = def.tools.some((entry) => entry.includes("("));
  return {
    ...agent,
    toolNames: names,
    readOnly: [...names].every((n) => READ_ONLY_AGENT_TOOLS.has(n)),
    ...(withRules
      ? {
          narrow: (inner: PermissionResolver) =>
            narrowResolver(
              inner,
              { entries: def.tools ?? [], source: `the agent ${def.name} (${def.file})` },
              setup,
              (t) => notes.add(t),
            ),
        }
      : {}),
  };
}

function hookEngine(project: ProjectRuntime, setup: ProjectSetup, sessionId: string, notes: ProjectNotes) {
  if (!hasHooks(project.config.hooks)) return undefined;
  const unavailable =
    setup.shellDisabled === undefined
      ? project.hooksUnavailable
      : `Bash is not available in this run (${setup.shellDisabled})`;
  if (unavailable !== undefined) notes.add(`The repository's hooks do not run: ${unavailable}.`);
  return new HookEngine({
    config: project.config.hooks,
    launcher: setup.launcher,
    env: setup.env,
    workspaceRoot: setup.workspaceRoot,
    outputDir: setup.outputDir,
    sessionId,
    transcriptPath: project.transcriptPath ?? "",
    notes,
    signal: setup.signal,
    ...(unavailable === undefined ? {} : { unavailable }),
    ...(project.hookOverlays === undefined ? {} : { overlays: project.hookOverlays }),
    ...(setup.redact === undefined ? {} : { redact: setup.redact }),
  });
}

export function projectSession(project: ProjectRuntime | undefined, setup: ProjectSetup): ProjectSession {
  const sessionId = setup.sessionId;
  const notes = new ProjectNotes(setup.log);
  const none: ProjectSession = {
    sessionId,
    builtins: setup.builtins,
    extras: [],
    resolver: setup.resolver,
    customAgents: new Map(),
    callHooks: () => undefined,
    mainHooks: undefined,
    subagentHooks: undefined,
    notes,
    listing: { slash_commands: [], skills: [] },
    end: () => Promise.resolve(),
  };
  if (project === undefined) return none;
  const { config } = project;
  notes.addAll(config.notes);
  const engine = hookEngine(project, setup, sessionId, notes);
  const known = () => new Set(config.instructions.map((i) => i.path));
  const callHooks = () =>
    createToolCallHooks({
      engine,
      nested: new NestedInstructions(config.files, known(), (t) => notes.add(t)),
      workspaceRoot: setup.workspaceRoot,
    });
  const customAgents = new Map(config.agents.map((def) => [def.name, customAgent(def, setup, notes)]));
  const skills = config.skills.map((s) => ({
    name: s.name,
    description: s.description,
    body: s.body,
    dir: project.skillDir(s),
  }));
  const command = project.command;
  return {
    ...none,
    builtins:
      customAgents.size === 0
        ? setup.builtins
        : setup.builtins.map((t) => (t.name === "Agent" ? agentToolWithTypes(customAgents) : t)),
    extras: skills.length === 0 ? [] : [createSkillTool(skills)],
    resolver:
      command?.allowedTools === undefined
        ? setup.resolver
        : narrowResolver(
            setup.resolver,
            { entries: command.allowedTools, source: `the command /${command.name} (${command.file})` },
            setup,
            (t) => notes.add(t),
          ),
    customAgents,
    callHooks,
    listing: {
      slash_commands: [...config.commands.byName.keys()].sort(),
      skills: config.skills.map((s) => s.name),
    },
    mainHooks: engine === undefined ? undefined : createSessionHooks(engine, "main"),
    subagentHooks: engine === undefined ? undefined : createSessionHooks(engine, "subagent"),
    end: (reason) =>
      engine === undefined
        ? Promise.resolve()
        : endSession(engine, reason, setup.workspaceRoot, setup.signal),
  };
}
