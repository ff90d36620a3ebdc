// The action's configuration, all of it from the trusted commit in one read (two git processes): the
// policy, the repository's Claude Code configuration (.claude/, CLAUDE.md, AGENTS.md, .mcp.json), the
// file the mcp-config input names and the files the policy imports. The checkout's copies are never used; where they differ, the report says so.
// The trusted .claude/ is also copied out of the checkout's reach, so skills' files can be read and
// hooks run the trusted commit's scripts: inside the sandbox that copy is shown in place of the
// checkout's .claude/.
import { chmod, lstat, mkdir, realpath, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import {
  DEFAULT_POLICY_PATH,
  defaultPolicy,
  loadPolicy,
  type Policy,
  POLICY_FILE_NAMES,
  withProjectSettings,
} from "../policy/index";
import { type CommandSet, resolveCommand, type SlashCommand } from "../project/commands";
import { hasHooks } from "../project/hooks-config";
import { loadProject, type ProjectConfig } from "../project/load";
import { isRepositoryPath, PROJECT_PATTERNS } from "../project/paths";
import type { ProjectRuntime } from "../project/runtime";
import type { Settings } from "../settings";
import type { Trigger } from "./trigger-types";
import { type FileDifference, readTrustedFiles, type TrustedFiles } from "./trusted-files";

export interface TrustedProject {
  policy: Policy;
  policyFilePath: string | null;
  project: ProjectConfig;
  files: TrustedFiles;
  notes: string[];
}

const INSTRUCTION_ROOTS = new Set(["CLAUDE.md", ".claude/CLAUDE.md", "AGENTS.md"]);

/** The repository's MCP configuration file (Claude Code's name). */
export const PROJECT_MCP_FILE = ".mcp.json";

/** The file the mcp-config input names, when it names one (not inline JSON) that can be in the repository. */
export function mcpConfigPath(input: string | undefined): string | undefined {
  const value = input?.trim() ?? "";
  return value === "" || value.startsWith("{") || !isRepositoryPath(value) ? undefined : value;
}

/** The note for a configuration file of MCP servers that the checkout has in another version. */
function mcpDifferenceNote(d: FileDifference, sha: string): string {
  return d.change === "added"
    ? `The checkout has a ${d.path} that the trusted commit (${sha.slice(0, 12)}) does not: none of its servers was started.`
    : `The checked-out ${d.path} differs from the trusted commit; only the servers of the trusted version (${sha.slice(0, 12)}) were started.`;
}

function differenceNotes(
  differences: readonly FileDifference[],
  files: { policy: readonly string[]; mcp: readonly string[] },
  sha: string,
): string[] {
  const notes: string[] = [];
  const rest: FileDifference[] = [];
  for (const d of differences) {
    if (files.policy.includes(d.path))
      notes.push(
        `The checked-out ${d.path} differs from the trusted commit; the trusted version (${sha.slice(0, 12)}) was used.`,
      );
    else if (INSTRUCTION_ROOTS.has(d.path))
      notes.push(
        `The checked-out ${d.path} differs from the trusted commit; only the trusted version was given as instructions.`,
      );
    else if (files.mcp.includes(d.path)) notes.push(mcpDifferenceNote(d, sha));
    else rest.push(d);
  }
  if (rest.length > 0) {
    const listed = rest.slice(0, 10).map((d) => `${d.path} (${d.change})`);
    const more = rest.length > 10 ? ` and ${String(rest.length - 10)} more` : "";
    notes.push(
      `The checkout's Claude Code configuration differs from the trusted commit (${sha.slice(0, 12)}): ${listed.join(", ")}${more}. Only the trusted commit's was used.`,
    );
  }
  return notes;
}

async function trustedPolicy(workspace: string, files: TrustedFiles, candidates: readonly string[]) {
  const found = candidates.find((candidate) => files.files.has(candidate));
  if (found === undefined) return { policy: defaultPolicy(), policyFilePath: null };
  const policy = await loadPolicy({
    text: files.files.get(found) ?? "",
    path: found,
    workspaceRoot: workspace,
    // Imports are read at the trusted commit too (not from the checkout).
    readFile: async (path) => {
      const rel = relative(workspace, path).split(sep).join("/");
      if (!isRepositoryPath(rel)) return undefined;
      return files.files.get(rel) ?? (await files.read([rel])).get(rel);
    },
  });
  return { policy, policyFilePath: join(workspace, found) };
}

/**
 * The policy (with the settings files' deny rules) and the project configuration at `sha`.
 * `reservedAgentNames` are the built-in agent types a repository's agent may not replace (passed in:
 * src/github/ does not import the agent's floor).
 */
export async function readTrustedProject(
  workspace: string,
  sha: string,
  settings: Pick<Settings, "policyFile" | "mcpConfig">,
  env: Readonly<Record<string, string>>,
  reservedAgentNames: ReadonlySet<string>,
): Promise<TrustedProject> {
  // The default name also finds .github/steward.yaml and .json, as `steward policy` and `steward run` do.
  const candidates =
    settings.policyFile === DEFAULT_POLICY_PATH ? [...POLICY_FILE_NAMES] : [settings.policyFile];
  const inputFile = mcpConfigPath(settings.mcpConfig);
  const mcpFiles = inputFile === undefined ? [PROJECT_MCP_FILE] : [PROJECT_MCP_FILE, inputFile];
  const files = await readTrustedFiles(
    workspace,
    sha,
    [...candidates, ...PROJECT_PATTERNS, ...mcpFiles],
    env,
  );
  const notes = [
    ...differenceNotes(files.differences, { policy: candidates, mcp: mcpFiles }, sha),
    ...files.skipped.map((s) => `${s}; it was not read.`),
  ];
  const read = await trustedPolicy(workspace, files, candidates);
  const project = await loadProject(files, {
    local: false,
    reservedAgentNames,
  });
  const withSettings = await withProjectSettings(read.policy, project.settingsFiles);
  notes.push(...withSettings.notes);
  return { policy: withSettings.policy, policyFilePath: read.policyFilePath, project, files, notes };
}

/** The trigger with a `/command args` request expanded (a mention's request, or the prompt input). */
export function expandCommand(
  trigger: Trigger,
  commands: CommandSet,
): { trigger: Trigger; command?: SlashCommand; notes: string[] } {
  const text =
    trigger.kind === "mention"
      ? trigger.request
      : trigger.kind === "automation" || trigger.kind === "pull-request"
        ? trigger.prompt
        : trigger.kind === "ci-fixup"
          ? trigger.prompt
          : undefined;
  if (text === undefined) return { trigger, notes: [] };
  const resolved = resolveCommand(text, commands);
  if (resolved.kind === "text") return { trigger, notes: resolved.note === undefined ? [] : [resolved.note] };
  const expanded: Trigger =
    trigger.kind === "mention"
      ? { ...trigger, request: resolved.text }
      : ({ ...trigger, prompt: resolved.text } as Trigger);
  return { trigger: expanded, command: resolved.command, notes: [] };
}

/** Copies the trusted .claude/ into `dir` (modes kept), for skills' files and hooks' scripts. */
async function copyClaudeDir(files: TrustedFiles, dir: string): Promise<void> {
  await mkdir(join(dir, ".claude"), { recursive: true });
  for (const path of files.files.keys()) {
    if (!path.startsWith(".claude/") || !isRepositoryPath(path)) continue;
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, files.bytes(path) ?? "", { mode: 0o644 });
    if (files.executable.has(path)) await chmod(target, 0o755);
  }
}

/**
 * What the run needs to use the trusted configuration on this machine: the copy of .claude/, how
 * hooks see it, and whether they can run at all. Unsandboxed, hooks would run the checkout's scripts;
 * when those differ from the trusted commit's, hooks do not run (and the report says why). Whether
 * the sandbox holds is asked only when there are hooks: it waits for the sandbox's probe, which
 * otherwise runs while the first request is with the model.
 */
export async function trustedProjectRuntime(
  trusted: TrustedProject,
  options: {
    workspace: string;
    outputDir: string;
    sandboxed: () => Promise<boolean>;
    transcriptPath: string;
    command?: SlashCommand;
  },
): Promise<ProjectRuntime> {
  const copy = join(options.outputDir, "trusted-config");
  await copyClaudeDir(trusted.files, copy);
  const runtime: ProjectRuntime = {
    config: trusted.project,
    skillDir: (skill) => join(copy, skill.dir),
    transcriptPath: options.transcriptPath,
    ...(options.command === undefined
      ? {}
      : {
          command: {
            name: options.command.name,
            file: options.command.file,
            allowedTools: options.command.allowedTools,
            includes: options.command.includes,
          },
        }),
  };
  if (!hasHooks(trusted.project.hooks)) return runtime;
  const checkoutDir = join(options.workspace, ".claude");
  const isDir = (await lstat(checkoutDir).catch(() => undefined))?.isDirectory() === true;
  const differs = trusted.files.differences.some((d) => d.path.startsWith(".claude/"));
  const sandboxed = await options.sandboxed();
  if (sandboxed && isDir)
    return {
      ...runtime,
      hookOverlays: [{ source: join(copy, ".claude"), target: await realpath(checkoutDir) }],
    };
  if (!differs) return runtime;
  return {
    ...runtime,
    hooksUnavailable: sandboxed
      ? "the checkout has no .claude/ directory, so the trusted commit's hook scripts cannot be put in its place"
      : "the checkout's .claude/ differs from the trusted commit's, and without the sandbox the trusted hook scripts cannot be put in its place",
  };
}
