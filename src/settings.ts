// The action's inputs, parsed once into a typed settings object. Inputs arrive as the runner sets them:
// env INPUT_<NAME> with the name upper-cased, spaces turned into underscores and hyphens kept. Every
// error names the input, the value and what is accepted.
import {
  type AccessResult,
  accessSecrets,
  DEFAULT_MODEL,
  defaultModel,
  parseThinking,
  type Provider,
  PROVIDERS,
  readProviderAccess,
  regionOf,
  THINKING_FORMS,
  type ThinkingSetting,
} from "./model-settings";

export type Env = Readonly<Record<string, string | undefined>>;
export type { Provider } from "./model-settings";
export type PublishMode = "auto" | "commit" | "pull-request" | "comment" | "review";

/**
 * How steward's own commits are signed (`commit-signing`). `off`: not signed, pushed with git.
 * `github`: created through GitHub's createCommitOnBranch mutation, which GitHub signs as the token's
 * identity. `ssh`: signed with the SSH key from `commit-signing-key` (a secret).
 */
export type CommitSigning = { kind: "off" } | { kind: "github" } | { kind: "ssh"; key: string };

export interface Settings {
  /** Token for the GitHub API and for git over HTTPS. */
  githubToken: string;
  /**
   * How to reach the model on the chosen provider (model-settings.ts), or the missing credential the
   * run reports as its failure.
   */
  modelAccess: AccessResult;
  /** Model credentials in the environment that the chosen provider does not use: masked all the same. */
  otherCredentials: string[];
  /** The task in automation mode (schedule, dispatch); added to the built-in task for CI fix-ups. */
  prompt: string | undefined;
  /** The phrase that summons the agent in comments (matched as a word). */
  triggerPhrase: string;
  /** An issue label that starts a run when added; undefined = off. */
  labelTrigger: string | undefined;
  /** A login that starts a run when an issue is assigned to it; undefined = off. */
  assigneeTrigger: string | undefined;
  /** The model id, as the provider spells it; the provider's default (defaultModel) when not given. */
  model: string;
  provider: Provider;
  /** max_tokens per turn; the model's own (agent/models.ts) when undefined. */
  maxTokens: number | undefined;
  thinking: ThinkingSetting;
  /** The policy file, relative to the repository root. */
  policyFile: string;
  maxTurns: number;
  maxCostUsd: number | undefined;
  /** The job's timeout; steward ends its own run before it, so the report still goes out. */
  timeoutMinutes: number;
  branchPrefix: string;
  /** The branch new work starts from; undefined = the repository's default branch. */
  baseBranch: string | undefined;
  /** Bot logins allowed to trigger runs, exactly as written (no wildcards). */
  allowedBots: string[];
  publish: PublishMode;
  /** MCP servers besides .mcp.json: inline JSON, or a path read at the trusted commit. */
  mcpConfig: string | undefined;
  /** A JSON Schema the run's result must match, inline or as a path at the trusted commit. */
  outputSchema: string | undefined;
  debug: boolean;
  /** Upload the run's transcript as an artifact when the runner offers artifact storage. */
  uploadTranscript: boolean;
  /** Install bubblewrap on GitHub-hosted runners when it is missing (`sandbox-install`). */
  sandboxInstall: boolean;
  /** Let bwrap create user namespaces where AppArmor restricts them, on GitHub-hosted runners (`sandbox-userns`). */
  sandboxUserns: boolean;
  commitSigning: CommitSigning;
  /** The identity steward's commits carry. */
  gitUserName: string;
  gitUserEmail: string;
}

export class SettingsError extends Error {
  override name = "SettingsError";
  /** The secrets the inputs held, for masking before the message (which quotes inputs) is printed. */
  readonly secrets: readonly string[];

  constructor(message: string, secrets: readonly string[] = []) {
    super(message);
    this.secrets = secrets;
  }
}

/** The runner's naming rule for input environment variables. */
export function inputEnvName(input: string): string {
  return `INPUT_${input.replace(/ /g, "_").toUpperCase()}`;
}

function readInput(env: Env, input: string): string | undefined {
  const value = env[inputEnvName(input)]?.trim();
  return value === "" ? undefined : value;
}

/** The inputs that hold secrets. */
const SECRET_INPUTS = ["github-token", "anthropic-api-key", "foundry-api-key", "commit-signing-key"];

/** Every model provider's secret environment variables. */
const CREDENTIAL_ENV = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "ANTHROPIC_FOUNDRY_API_KEY",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_BEARER_TOKEN_BEDROCK",
];

const PUBLISH = ["auto", "commit", "pull-request", "comment", "review"] as const;
const SIGNING = ["github", "ssh"] as const;

/** An OpenSSH (or PEM) private key, as `ssh-keygen` writes it. */
const PRIVATE_KEY =
  /^-----BEGIN (?:OPENSSH|RSA|EC|DSA) PRIVATE KEY-----\r?\n[\s\S]+\r?\n-----END (?:OPENSSH|RSA|EC|DSA) PRIVATE KEY-----\s*$/;

/** The signing inputs; the key's value is never quoted in a message (it is a secret). */
function readCommitSigning(input: (name: string) => string | undefined, problems: Problem[]): CommitSigning {
  const kind = input("commit-signing");
  const key = input("commit-signing-key");
  if (kind === undefined) {
    if (key !== undefined)
      problems.push(
        "Input 'commit-signing-key' is set but 'commit-signing' is empty; expected commit-signing: ssh.",
      );
    return { kind: "off" };
  }
  if (!(SIGNING as readonly string[]).includes(kind)) {
    problems.push(`Input 'commit-signing' is '${kind}'; expected one of ${SIGNING.join(", ")}, or empty.`);
    return { kind: "off" };
  }
  if (kind === "github") {
    if (key !== undefined)
      problems.push(
        "Input 'commit-signing-key' is set but 'commit-signing' is github, which signs on GitHub's side; remove the key or use ssh.",
      );
    return { kind: "github" };
  }
  if (key === undefined) {
    problems.push(
      "Input 'commit-signing' is 'ssh' but 'commit-signing-key' is empty; expected an SSH private key from a secret.",
    );
    return { kind: "off" };
  }
  if (!PRIVATE_KEY.test(key)) {
    problems.push(
      "Input 'commit-signing-key' (value hidden) is not an SSH private key; expected the whole file from ssh-keygen, from -----BEGIN OPENSSH PRIVATE KEY----- to its END line.",
    );
    return { kind: "off" };
  }
  // The runner hands multi-line inputs over as they are; ssh-keygen wants the final newline.
  return { kind: "ssh", key: `${key.replace(/\r\n/g, "\n").trimEnd()}\n` };
}

export const DEFAULTS = {
  triggerPhrase: "@steward",
  model: DEFAULT_MODEL,
  thinking: { mode: "adaptive" } as ThinkingSetting,
  policyFile: ".github/steward.yml",
  maxTurns: 50,
  timeoutMinutes: 30,
  branchPrefix: "steward/",
  // The identity GitHub shows for commits made with the workflow's token.
  gitUserName: "github-actions[bot]",
  gitUserEmail: "41898282+github-actions[bot]@users.noreply.github.com",
} as const;

type Problem = string;

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  problems: Problem[],
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`Input '${name}' is '${value}'; expected one of ${allowed.join(", ")}.`);
  return fallback;
}

function positive(
  name: string,
  value: string | undefined,
  integer: boolean,
  problems: Problem[],
): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    problems.push(
      `Input '${name}' is '${value}'; expected a positive ${integer ? "whole number" : "number"}.`,
    );
    return undefined;
  }
  return number;
}

function bool(name: string, value: string | undefined, problems: Problem[], fallback = false): boolean {
  if (value === undefined) return fallback;
  if (/^(true|yes|1|on)$/i.test(value)) return true;
  if (/^(false|no|0|off)$/i.test(value)) return false;
  problems.push(`Input '${name}' is '${value}'; expected true or false.`);
  return false;
}

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

export function readSettings(env: Env): Settings {
  const problems: Problem[] = [];
  const input = (name: string) => readInput(env, name);

  const githubToken = input("github-token");
  if (githubToken === undefined)
    problems.push("Input 'github-token' is required (the workflow's github.token is the default).");

  const triggerPhrase = input("trigger-phrase") ?? DEFAULTS.triggerPhrase;
  if (!/^\S+$/.test(triggerPhrase))
    problems.push(
      `Input 'trigger-phrase' is '${triggerPhrase}'; expected one word without spaces, e.g. @steward.`,
    );

  const allowedBots = (input("allowed-bots") ?? "").split(/[\s,]+/).filter((login) => login !== "");
  for (const login of allowedBots) {
    if (login.includes("*"))
      problems.push(
        `Input 'allowed-bots' has '${login}'; wildcards are not accepted, list each bot's exact login.`,
      );
    else if (!LOGIN.test(login))
      problems.push(`Input 'allowed-bots' has '${login}'; expected GitHub logins such as renovate[bot].`);
  }

  const branchPrefix = input("branch-prefix") ?? DEFAULTS.branchPrefix;
  if (
    /[\s~^:?*[\\]|\.\.|@\{/.test(branchPrefix) ||
    branchPrefix.startsWith("/") ||
    branchPrefix.startsWith("-")
  )
    problems.push(
      `Input 'branch-prefix' is '${branchPrefix}'; expected characters git allows in branch names, e.g. steward/.`,
    );

  const provider = oneOf("provider", input("provider"), PROVIDERS, "anthropic", problems);
  const modelAccess = readProviderAccess(
    provider,
    { input, env: (name) => env[name]?.trim() || undefined },
    problems,
  );
  let thinking = DEFAULTS.thinking;
  const thinkingInput = input("thinking");
  if (thinkingInput !== undefined) {
    const parsed = parseThinking(thinkingInput);
    if (!parsed.ok)
      problems.push(`Input 'thinking' is '${thinkingInput}'; expected ${THINKING_FORMS} (${parsed.error}).`);
    else thinking = parsed.value;
  }

  const settings: Settings = {
    githubToken: githubToken ?? "",
    modelAccess,
    otherCredentials: CREDENTIAL_ENV.flatMap((name) => env[name]?.trim() || []),
    prompt: input("prompt"),
    triggerPhrase,
    labelTrigger: input("label-trigger"),
    assigneeTrigger: input("assignee-trigger"),
    model: input("model") ?? defaultModel(provider, regionOf(modelAccess)),
    provider,
    maxTokens: positive("max-tokens", input("max-tokens"), true, problems),
    thinking,
    policyFile: input("policy-file") ?? DEFAULTS.policyFile,
    maxTurns: positive("max-turns", input("max-turns"), true, problems) ?? DEFAULTS.maxTurns,
    maxCostUsd: positive("max-cost-usd", input("max-cost-usd"), false, problems),
    timeoutMinutes:
      positive("timeout-minutes", input("timeout-minutes"), false, problems) ?? DEFAULTS.timeoutMinutes,
    branchPrefix,
    baseBranch: input("base-branch"),
    allowedBots,
    publish: oneOf("publish", input("publish"), PUBLISH, "auto", problems),
    mcpConfig: input("mcp-config"),
    outputSchema: input("output-schema"),
    debug: bool("debug", input("debug"), problems),
    uploadTranscript: bool("upload-transcript", input("upload-transcript"), problems, true),
    sandboxInstall: bool("sandbox-install", input("sandbox-install"), problems, true),
    sandboxUserns: bool("sandbox-userns", input("sandbox-userns"), problems, true),
    commitSigning: readCommitSigning(input, problems),
    gitUserName: input("git-user-name") ?? DEFAULTS.gitUserName,
    gitUserEmail: input("git-user-email") ?? DEFAULTS.gitUserEmail,
  };
  if (/[<>\n]/.test(settings.gitUserName) || settings.gitUserName.trim() === "")
    problems.push(
      `Input 'git-user-name' is '${settings.gitUserName}'; expected a name without <, > or line breaks.`,
    );
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(settings.gitUserEmail))
    problems.push(
      `Input 'git-user-email' is '${settings.gitUserEmail}'; expected an email address such as bot@example.com.`,
    );
  if (problems.length > 0) {
    // The secret inputs as given too: one the settings could not use (a key beside a wrong provider
    // or signing setting) is not in them.
    const given = SECRET_INPUTS.flatMap((name) => input(name) ?? []);
    throw new SettingsError(problems.join("\n"), [...new Set([...secretValues(settings), ...given])]);
  }
  return settings;
}

/** Every secret value the settings hold, for log masking and the redactor. */
export function secretValues(settings: Settings): string[] {
  const model = settings.modelAccess.ok ? accessSecrets(settings.modelAccess.value) : [];
  const signingKey = settings.commitSigning.kind === "ssh" ? [settings.commitSigning.key.trim()] : [];
  const all = [settings.githubToken, ...model, ...settings.otherCredentials, ...signingKey].filter(
    (v) => v !== "",
  );
  return [...new Set(all)];
}
