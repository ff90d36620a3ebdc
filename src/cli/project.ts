// `steward run` and the repository's Claude Code configuration, read from the checkout (--cwd): the
// user's own files, personal ones included (.claude/settings.local.json, CLAUDE.local.md), as Claude
// Code reads them. Settings' deny rules join the policy; the request may name a slash command.
import { lstat, readdir, readFile, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { SUBAGENT_TYPES } from "../agent/subagents";
import { type Policy, withProjectSettings } from "../policy/index";
import { resolveCommand } from "../project/commands";
import type { ProjectFiles } from "../project/files";
import { mergeHooks, parseHooks } from "../project/hooks-config";
import { loadProject } from "../project/load";
import { isRepositoryPath, LOCAL_ONLY_FILES, PROJECT_PATTERNS } from "../project/paths";
import type { ProjectRuntime } from "../project/runtime";

const MAX_FILE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 5_000;

/** A regular file inside the checkout, or undefined (missing, too large, a link leading out). */
async function readInside(root: string, path: string): Promise<string | undefined> {
  if (!isRepositoryPath(path)) return undefined;
  const real = await realpath(join(root, path)).catch(() => undefined);
  if (real === undefined) return undefined;
  const rel = relative(root, real);
  if (rel.startsWith("..") || rel.startsWith(sep)) return undefined;
  const stats = await lstat(real).catch(() => undefined);
  if (stats === undefined || !stats.isFile() || stats.size > MAX_FILE_BYTES) return undefined;
  return readFile(real, "utf8").catch(() => undefined);
}

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const found: string[] = [];
  const queue = [dir];
  while (queue.length > 0 && found.length < MAX_ENTRIES) {
    const current = queue.shift() ?? "";
    for (const entry of await readdir(join(root, current), { withFileTypes: true }).catch(() => [])) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory()) queue.push(path);
      else if (entry.isFile() || entry.isSymbolicLink()) found.push(path);
    }
  }
  return found;
}

/** The checkout's configuration files; subdirectory CLAUDE.md files are looked up when needed. */
async function readCheckoutFiles(root: string): Promise<ProjectFiles> {
  const exact = [...PROJECT_PATTERNS.filter((p) => !p.includes("*")), ...LOCAL_ONLY_FILES];
  const paths = [...new Set([...exact, ...(await filesUnder(root, ".claude"))])];
  const files = new Map<string, string>();
  for (const path of paths) {
    const text = await readInside(root, path);
    if (text !== undefined) files.set(path, text);
  }
  return {
    origin: "the checkout",
    files,
    complete: false,
    read: async (wanted) => {
      const out = new Map<string, string>();
      for (const path of wanted) {
        const text = files.get(path) ?? (await readInside(root, path));
        if (text !== undefined) out.set(path, text);
      }
      return out;
    },
  };
}

export interface LocalProject {
  /** The policy with the settings files' deny and ask rules. */
  policy: Policy;
  /** The request, with a slash command expanded. */
  prompt: string | undefined;
  runtime: ProjectRuntime;
  notes: string[];
}

/**
 * The checkout's configuration for a run: `settingsHooks` are the hooks of --settings, which run
 * after the checkout's own.
 */
export async function readLocalProject(
  cwd: string,
  policy: Policy,
  prompt: string | undefined,
  settingsHooks?: unknown,
): Promise<LocalProject> {
  const files = await readCheckoutFiles(cwd);
  const loaded = await loadProject(files, {
    local: true,
    reservedAgentNames: new Set(SUBAGENT_TYPES.keys()),
  });
  const config = {
    ...loaded,
    hooks: mergeHooks(loaded.hooks, parseHooks(settingsHooks, "--settings", loaded.notes)),
  };
  const rules = await withProjectSettings(policy, config.settingsFiles);
  const request = prompt === undefined ? undefined : resolveCommand(prompt, config.commands);
  const runtime: ProjectRuntime = {
    config,
    skillDir: (skill) => join(cwd, skill.dir),
    ...(request?.kind === "command"
      ? {
          command: {
            name: request.command.name,
            file: request.command.file,
            allowedTools: request.command.allowedTools,
            includes: request.command.includes,
          },
        }
      : {}),
  };
  return {
    policy: rules.policy,
    prompt: request?.text ?? prompt,
    runtime,
    notes: [
      ...rules.notes,
      ...(request?.kind === "text" && request.note !== undefined ? [request.note] : []),
    ],
  };
}
