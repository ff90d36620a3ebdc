// The environment the agent's processes get: an allow-list, never the action's own environment minus
// a few names. Anything that looks like a secret stays out even when the policy asks for it by name —
// the loader refuses such a policy, and this function drops the name again in case a policy object was
// built some other way.

/** Passed through whenever the runner sets them. */
const ALWAYS = new Set([
  "PATH",
  "HOME",
  "LANG",
  "LANGUAGE",
  "TERM",
  "TZ",
  "CI",
  "USER",
  "LOGNAME",
  "SHELL",
  "TMPDIR",
  "GITHUB_ACTIONS",
  "GITHUB_WORKSPACE",
  "GITHUB_REPOSITORY",
  "GITHUB_REPOSITORY_OWNER",
  "GITHUB_SHA",
  "GITHUB_REF",
  "GITHUB_REF_NAME",
  "GITHUB_REF_TYPE",
  "GITHUB_HEAD_REF",
  "GITHUB_BASE_REF",
  "GITHUB_EVENT_NAME",
  "GITHUB_SERVER_URL",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_NUMBER",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_JOB",
  "GITHUB_WORKFLOW",
  "RUNNER_OS",
  "RUNNER_ARCH",
  "RUNNER_ENVIRONMENT",
]);

const LOCALE = /^LC_[A-Z_]+$/;

const SECRET_WORDS = [
  "TOKEN",
  "SECRET",
  "KEY",
  "PASSWORD",
  "PASSWD",
  "CREDENTIAL",
  "AUTH",
  "PRIVATE",
  "COOKIE",
  "SESSION",
];

const SECRET_PREFIXES = [
  "INPUT_",
  "ACTIONS_",
  "ANTHROPIC_",
  "AWS_",
  "GOOGLE_",
  "GCP_",
  "GCLOUD_",
  "AZURE_",
  "ARM_",
  // google-github-actions/auth and the gcloud CLI: credential file overrides, project and account.
  "CLOUDSDK_",
  // Azure managed identity's token endpoint and the header that unlocks it.
  "IDENTITY_",
  "MSI_",
];

const VALID_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Variables that change what the policy judged: how bash expands, finds and runs what the command
 * line shows, where git finds its repository and configuration, and what the programs the policy
 * treats as read-only run or read. The shell analysis refuses them in a command (shell/env-names.ts);
 * passed through from the runner they would hold for every command, so the loader refuses them too.
 * Runner settings a workflow chooses on purpose (NODE_OPTIONS, npm_config_*) stay allowed: the
 * programs that read them are never read-only, and a rule names them.
 */
const STEERING: readonly { test: RegExp; why: string }[] = [
  {
    test: /^(?:BASH_ENV|ENV|SHELLOPTS|BASHOPTS|BASH_COMPAT|BASH_LOADABLES_PATH|BASH_XTRACEFD|GLOBIGNORE|GLOBSORT|CDPATH|EXECIGNORE|IFS|PS[0-4]|PROMPT_COMMAND|INPUTRC|HISTFILE|FUNCNEST|POSIXLY_CORRECT)$/,
    why: "it changes how bash (or GNU programs) expand, find or run what a command line shows, which the policy judged as bash runs it by default",
  },
  { test: /^BASH_FUNC_/, why: "it defines a shell function that runs in place of a command" },
  {
    test: /^(?:LD_|DYLD_)/,
    why: "the dynamic loader reads it to load other libraries into every program",
  },
  {
    test: /^GIT_/,
    why: "git reads GIT_* variables for its repository, its configuration (GIT_CONFIG_*) and programs to run (GIT_PAGER, GIT_SSH_COMMAND, GIT_EXTERNAL_DIFF)",
  },
  {
    test: /^(?:PAGER|MANPAGER|MANOPT|MANPATH|MANROFFOPT|LESS|LESSOPEN|LESSCLOSE|LESSKEY|GREP_OPTIONS|RIPGREP_CONFIG_PATH|TAR_OPTIONS|AWKPATH|AWKLIBPATH|JQ_LIBRARY_PATH|EDITOR|VISUAL|GIT_EDITOR)$/,
    why: "a program the policy treats as read-only reads it for options, files or programs to run",
  },
];

/** Why passing `name` through would change what the policy judged, or undefined. */
function steeringReason(name: string): string | undefined {
  return STEERING.find((entry) => entry.test.test(name))?.why;
}

/** Why `name` may never reach the agent's processes, or undefined when it may. */
export function secretNameReason(name: string): string | undefined {
  const upper = name.toUpperCase();
  if (upper === "GITHUB_TOKEN") return "it is the workflow's GitHub token";
  const prefix = SECRET_PREFIXES.find((p) => upper.startsWith(p));
  if (prefix !== undefined)
    return `names starting with ${prefix} carry the action's inputs or cloud credentials`;
  const word = SECRET_WORDS.find((w) => upper.includes(w));
  if (word !== undefined) return `it contains ${word}, so it looks like a secret`;
  return undefined;
}

/** A load-time complaint about a passthrough name, or undefined when the name is fine. */
export function passthroughProblem(name: string): string | undefined {
  if (!VALID_NAME.test(name))
    return `env.passthrough entry ${JSON.stringify(name)} is not an environment variable name (letters, digits and _, not starting with a digit)`;
  const secret = secretNameReason(name);
  if (secret !== undefined)
    return `env.passthrough names ${name}, which is never passed to the agent's processes: ${secret}. Secrets stay with the action; give the agent a command that uses them through a rule instead`;
  const steering = steeringReason(name);
  if (steering !== undefined)
    return `env.passthrough names ${name}, which is never passed to the agent's processes: ${steering}. Remove it from env.passthrough`;
  return undefined;
}

export function buildAgentEnvironment(
  processEnv: Readonly<Record<string, string | undefined>>,
  policy: { env: { passthrough: readonly string[] } } | null | undefined,
): Record<string, string> {
  const wanted = new Set(policy?.env.passthrough ?? []);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(processEnv)) {
    if (value === undefined) continue;
    const listed =
      ALWAYS.has(name) || LOCALE.test(name) || (wanted.has(name) && steeringReason(name) === undefined);
    if (listed && secretNameReason(name) === undefined) env[name] = value;
  }
  return env;
}
