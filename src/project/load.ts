// A repository's Claude Code configuration, from whichever source the caller read (the trusted commit
// in the action, the checkout on the command line), in one pass: settings and hooks, skills, custom
// agents, slash commands and instruction files. Nothing here fails the run: whatever cannot be used is
// left out with a note, and the notes go to the report and the log.
import { type AgentDefinition, loadAgents } from "./agents";
import { type CommandSet, loadCommands } from "./commands";
import type { ProjectFiles } from "./files";
import type { HookConfig } from "./hooks-config";
import { type InstructionFile, withImports } from "./instructions";
import { LOCAL_SETTINGS_FILE, readProjectSettings, SETTINGS_FILE } from "./settings";
import { loadSkills, type Skill } from "./skills";

export interface ProjectConfig {
  files: ProjectFiles;
  /** The settings files present (the policy applies their permissions). */
  settingsFiles: { path: string; text: string }[];
  hooks: HookConfig;
  skills: Skill[];
  agents: AgentDefinition[];
  commands: CommandSet;
  /** The root instruction files and their imports, in order. */
  instructions: InstructionFile[];
  notes: string[];
}

/** Instruction files at the root, in the order they are given. */
const ROOT_INSTRUCTIONS = ["CLAUDE.md", ".claude/CLAUDE.md", "AGENTS.md"] as const;
/** Personal files, read only from a checkout (the command line). */
const LOCAL_INSTRUCTIONS = ["CLAUDE.local.md"] as const;

export interface LoadProjectOptions {
  /** The command line: personal files (settings.local.json, CLAUDE.local.md) count too. */
  local: boolean;
  /** Agent names the session already has (general-purpose, Explore). */
  reservedAgentNames: ReadonlySet<string>;
}

export async function loadProject(files: ProjectFiles, options: LoadProjectOptions): Promise<ProjectConfig> {
  const notes: string[] = [];
  const settingsNames = options.local ? [SETTINGS_FILE, LOCAL_SETTINGS_FILE] : [SETTINGS_FILE];
  const settingsFiles = settingsNames.flatMap((path) => {
    const text = files.files.get(path);
    return text === undefined ? [] : [{ path, text }];
  });
  const { hooks } = readProjectSettings(settingsFiles, notes);
  const rootNames = [...ROOT_INSTRUCTIONS, ...(options.local ? LOCAL_INSTRUCTIONS : [])];
  const roots = rootNames.flatMap((path) => {
    const text = files.files.get(path);
    return text === undefined || text.trim() === "" ? [] : [{ path, text }];
  });
  // One after the other, so the notes come in the same order every run.
  const skills = await loadSkills(files, notes);
  const agents = await loadAgents(files, options.reservedAgentNames, notes);
  const commands = await loadCommands(files, notes);
  const instructions = await withImports(roots, files, notes);
  return { files, settingsFiles, hooks, skills, agents, commands, instructions, notes };
}
