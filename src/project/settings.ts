// `.claude/settings.json` (and, on the command line, `.claude/settings.local.json`) beyond its
// permissions, which the policy layer applies (src/policy/project-settings.ts): the hooks, and a note
// for every other setting, since steward applies none of them.
import { type HookConfig, mergeHooks, parseHooks } from "./hooks-config";

export const SETTINGS_FILE = ".claude/settings.json";
export const LOCAL_SETTINGS_FILE = ".claude/settings.local.json";

/** Why a setting is not applied, where there is more to say than "steward has no equivalent". */
const WHY_NOT: Readonly<Record<string, string>> = {
  env: "the agent's environment comes from the policy's env.passthrough",
  model: "the model is the action's model input (or steward run --model)",
  apiKeyHelper: "credentials come from the action's inputs or the environment",
  enabledPlugins: "steward does not load plugins",
  statusLine: "nobody watches a terminal in CI",
  outputStyle: "steward's output is its report",
  sandbox: "the sandbox is configured in the policy's sandbox section",
};

/** Settings steward handles elsewhere: no note here. */
const HANDLED = new Set(["$schema", "permissions", "hooks", "disableAllHooks"]);

export interface SettingsRead {
  hooks: HookConfig;
}

/** Reads the hooks of each settings file, in order; notes name everything not applied. */
export function readProjectSettings(
  files: readonly { path: string; text: string }[],
  notes: string[],
): SettingsRead {
  let hooks: HookConfig = {};
  for (const file of files) {
    let value: unknown;
    try {
      value = JSON.parse(file.text);
    } catch (error) {
      notes.push(
        `${file.path} is not valid JSON (${error instanceof Error ? error.message : String(error)}); none of its hooks run.`,
      );
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      notes.push(`${file.path} must be a JSON object; none of its settings apply.`);
      continue;
    }
    const settings = value as Record<string, unknown>;
    for (const key of Object.keys(settings))
      if (!HANDLED.has(key))
        notes.push(`${file.path}: ${key} is not applied (${WHY_NOT[key] ?? "steward has no equivalent"}).`);
    if (settings["disableAllHooks"] === true) {
      notes.push(`${file.path} sets disableAllHooks: no hook runs.`);
      return { hooks: {} };
    }
    hooks = mergeHooks(hooks, parseHooks(settings["hooks"], file.path, notes));
  }
  return { hooks };
}
