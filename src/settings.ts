// The action's inputs, parsed once into a typed settings object. Inputs arrive as the runner sets them:
// env INPUT_<NAME> with the name upper-cased, spaces turned into underscores and hyphens kept.
import * as z from "zod/mini";

export type Env = Readonly<Record<string, string | undefined>>;

export interface Settings {
  /** Token for the GitHub API and for git over HTTPS. */
  githubToken: string;
  /** Anthropic API key; the `anthropic-api-key` input, else ANTHROPIC_API_KEY from the environment. */
  anthropicApiKey: string | undefined;
  /** The task in automation mode (schedule, dispatch); added to the built-in task for CI fix-ups. */
  prompt: string | undefined;
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** The runner's naming rule for input environment variables. */
export function inputEnvName(input: string): string {
  return `INPUT_${input.replace(/ /g, "_").toUpperCase()}`;
}

export function readInput(env: Env, input: string): string | undefined {
  const value = env[inputEnvName(input)]?.trim();
  return value === "" ? undefined : value;
}

const schema = z.object({
  "github-token": z.string({ error: "is required (the workflow's github.token is the default)" }),
  "anthropic-api-key": z.optional(z.string()),
  prompt: z.optional(z.string()),
});

export function readSettings(env: Env): Settings {
  const raw = Object.fromEntries(Object.keys(schema.def.shape).map((name) => [name, readInput(env, name)]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `Input '${issue.path.join(".")}' ${issue.message}.`);
    throw new SettingsError(problems.join("\n"));
  }
  const inputs = parsed.data;
  const envKey = env["ANTHROPIC_API_KEY"]?.trim();
  return {
    githubToken: inputs["github-token"],
    anthropicApiKey: inputs["anthropic-api-key"] ?? (envKey === "" ? undefined : envKey),
    prompt: inputs.prompt,
  };
}

/** Every secret value the settings hold, for log masking and the redactor. */
export function secretValues(settings: Settings): string[] {
  return [settings.githubToken, settings.anthropicApiKey].filter(
    (v): v is string => v !== undefined && v !== "",
  );
}
