// Where the model runs and how steward signs in there, parsed once for the action (inputs, then the
// environment) and the CLI (the environment). Each provider's own environment variables are the ones
// its official SDK and its GitHub login action use, so a workflow that already signs in to AWS, Google
// Cloud or Azure needs nothing more. Missing credentials are not thrown here: the run reports them
// (in the tracking comment, for the action) as its first failure.
// The thinking setting (off, adaptive or a budget) is parsed here too; agent/thinking.ts turns it into
// what a request for a given model carries.
import type { Result } from "./types/result";
export type Provider = "anthropic" | "bedrock" | "vertex" | "foundry";
export const PROVIDERS = ["anthropic", "bedrock", "vertex", "foundry"] as const;

/**
 * The model when none is given: the current Sonnet (claude-sonnet-5-5), under the same id on the
 * Claude API, Vertex and Foundry.
 *
 * Bedrock is the exception. steward reaches it through bedrock-runtime's InvokeModel (the
 * `AnthropicBedrock` client), which Anthropic documents for Opus 4.6 and earlier; the 5.x models
 * are served by "Claude in Amazon Bedrock" (the bedrock-mantle Messages endpoint, ids such as
 * `anthropic.claude-sonnet-5-5`), which steward does not call yet. So the Bedrock default stays the
 * newest Sonnet InvokeModel serves, named `<geo>.anthropic.<id>`: a cross-region inference profile of
 * the region's geography (us, eu, apac), so requests stay in it; `global.` elsewhere.
 */
export const DEFAULT_MODEL = "claude-sonnet-5-5";
const BEDROCK_DEFAULT_MODEL = "claude-sonnet-4-6";
/**
 * Haiku 4.5 stays the summariser although Haiku 5.5 is the current Haiku: it is served everywhere
 * steward goes (Haiku 5.5 is Mantle-only on Bedrock), and it answers without thinking when not asked
 * to (Haiku 5.5 thinks by default, which would eat a 2,048-token answer budget).
 */
const SMALL_MODEL = { anthropic: "claude-haiku-4-5", dated: "claude-haiku-4-5-20251001" };

function bedrockId(id: string, region: string | undefined, version = ""): string {
  const geo = /^(us|eu)-/.exec(region ?? "")?.[1] ?? (region?.startsWith("ap-") === true ? "apac" : "global");
  return `${geo}.anthropic.${id}${version}`;
}

export function defaultModel(provider: Provider, region?: string): string {
  return provider === "bedrock" ? bedrockId(BEDROCK_DEFAULT_MODEL, region) : DEFAULT_MODEL;
}

/** The small model WebFetch's summaries use, as the provider names it. */
export function smallModel(provider: Provider, region?: string): string {
  switch (provider) {
    case "bedrock":
      return bedrockId(SMALL_MODEL.dated, region, "-v1:0");
    case "vertex":
      return SMALL_MODEL.dated.replace(/-(\d{8})$/, "@$1");
    case "anthropic":
    case "foundry":
      return SMALL_MODEL.anthropic;
  }
}

/** The region that decides a Bedrock model's geography, when the access has one. */
export function regionOf(access: AccessResult): string | undefined {
  return access.ok && access.value.provider === "bedrock" ? access.value.region : undefined;
}

export interface AwsStaticCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | undefined;
}

export type ProviderAccess =
  | { provider: "anthropic"; apiKey: string; baseURL: string | undefined }
  | {
      provider: "bedrock";
      region: string;
      baseURL: string | undefined;
      /** A Bedrock API key (AWS_BEARER_TOKEN_BEDROCK); signs with AWS credentials when absent. */
      bearerToken: string | undefined;
      /** Keys from the environment; the AWS default chain (web identity, SSO, instance role) when absent. */
      credentials: AwsStaticCredentials | undefined;
    }
  | {
      provider: "vertex";
      region: string;
      projectId: string;
      baseURL: string | undefined;
    }
  | {
      provider: "foundry";
      apiKey: string;
      /** The Foundry resource name, or a base URL (exactly one of them). */
      resource: string | undefined;
      baseURL: string | undefined;
    };

/** The provider's access, or the missing credential said for the run to report. */
export type AccessResult = Result<ProviderAccess>;

export type Lookup = (name: string) => string | undefined;

/** The inputs (for the action) behind each setting; the CLI has none. */
export interface AccessSources {
  /** A non-empty environment variable. */
  env: Lookup;
  /** A non-empty action input, or undefined (always, for the CLI). */
  input: Lookup;
}

function first(...values: (string | undefined)[]): string | undefined {
  return values.find((v) => v !== undefined && v !== "");
}

/**
 * A URL as an error message may quote it: what could be credentials (before an "@" after the scheme's
 * "//", as in https://user:password@host) is shown as ***. The message prints before the run knows
 * every secret it must mask.
 */
function quotedUrl(value: string): string {
  return value.replace(/^([^/]*\/\/)[^/?#]*@/, "$1***@");
}

/** Reads a base URL; http and https only, so a typo fails here and not as a confusing fetch error. */
function baseUrl(name: string, value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const problem = `${name} is '${quotedUrl(value)}'; expected an http(s) URL such as https://gateway.example.com.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(problem);
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") problems.push(problem);
  return value;
}

// Region and project names as the clouds spell them; anything else would end up in a URL.
const REGION = /^[a-z0-9-]{2,32}$/;
const PROJECT = /^[a-z][a-z0-9-]{4,61}[a-z0-9]$/;
const RESOURCE = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;

/**
 * Input/configuration problems (a malformed region, a bad URL) go to `problems` and stop the run at
 * once; a missing credential comes back as a failure (`ok: false`) for the run to report.
 */
export function readProviderAccess(
  provider: Provider,
  { env, input }: AccessSources,
  problems: string[],
): AccessResult {
  const fail = (problem: string): AccessResult => ({ ok: false, error: problem });
  switch (provider) {
    case "anthropic": {
      const apiKey = first(input("anthropic-api-key"), env("ANTHROPIC_API_KEY"));
      const baseURL = baseUrl("ANTHROPIC_BASE_URL", env("ANTHROPIC_BASE_URL"), problems);
      if (apiKey === undefined)
        return fail(
          "No Anthropic API key: set the anthropic-api-key input or the ANTHROPIC_API_KEY environment variable.",
        );
      return { ok: true, value: { provider, apiKey, baseURL } };
    }
    case "bedrock": {
      const region = first(input("aws-region"), env("AWS_REGION"), env("AWS_DEFAULT_REGION"));
      const baseURL = baseUrl("ANTHROPIC_BEDROCK_BASE_URL", env("ANTHROPIC_BEDROCK_BASE_URL"), problems);
      if (region !== undefined && !REGION.test(region))
        problems.push(`The AWS region is '${region}'; expected a region name such as us-east-1.`);
      const accessKeyId = env("AWS_ACCESS_KEY_ID");
      const secretAccessKey = env("AWS_SECRET_ACCESS_KEY");
      if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
        return fail(
          "provider bedrock found only one of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; set both, or neither to use the AWS default credential chain.",
        );
      if (region === undefined)
        return fail(
          "provider bedrock needs an AWS region: set the aws-region input or AWS_REGION (aws-actions/configure-aws-credentials sets it).",
        );
      return {
        ok: true,
        value: {
          provider,
          region,
          baseURL,
          bearerToken: env("AWS_BEARER_TOKEN_BEDROCK"),
          credentials:
            accessKeyId === undefined || secretAccessKey === undefined
              ? undefined
              : { accessKeyId, secretAccessKey, sessionToken: env("AWS_SESSION_TOKEN") },
        },
      };
    }
    case "vertex": {
      const projectId = first(
        input("vertex-project-id"),
        env("ANTHROPIC_VERTEX_PROJECT_ID"),
        env("GOOGLE_CLOUD_PROJECT"),
      );
      const region = first(input("vertex-region"), env("CLOUD_ML_REGION")) ?? "global";
      const baseURL = baseUrl("ANTHROPIC_VERTEX_BASE_URL", env("ANTHROPIC_VERTEX_BASE_URL"), problems);
      if (!REGION.test(region))
        problems.push(`The Vertex region is '${region}'; expected a region such as global or us-east5.`);
      if (projectId !== undefined && !PROJECT.test(projectId))
        problems.push(
          `The Vertex project id is '${projectId}'; expected a Google Cloud project id such as my-project-123.`,
        );
      if (projectId === undefined)
        return fail(
          "provider vertex needs ANTHROPIC_VERTEX_PROJECT_ID (or the vertex-project-id input): the Google Cloud project the model runs in.",
        );
      return { ok: true, value: { provider, region, projectId, baseURL } };
    }
    case "foundry": {
      const apiKey = first(input("foundry-api-key"), env("ANTHROPIC_FOUNDRY_API_KEY"));
      const resource = first(input("foundry-resource"), env("ANTHROPIC_FOUNDRY_RESOURCE"));
      const baseURL = baseUrl("ANTHROPIC_FOUNDRY_BASE_URL", env("ANTHROPIC_FOUNDRY_BASE_URL"), problems);
      if (resource !== undefined && !RESOURCE.test(resource))
        problems.push(
          `The Foundry resource is '${resource}'; expected the resource name only, as in https://{resource}.services.ai.azure.com.`,
        );
      if (resource !== undefined && baseURL !== undefined)
        problems.push(
          "provider foundry takes the foundry-resource input (or ANTHROPIC_FOUNDRY_RESOURCE) or ANTHROPIC_FOUNDRY_BASE_URL, not both.",
        );
      if (apiKey === undefined)
        return fail(
          "provider foundry needs an API key: set the foundry-api-key input or ANTHROPIC_FOUNDRY_API_KEY.",
        );
      if (resource === undefined && baseURL === undefined)
        return fail(
          "provider foundry needs the foundry-resource input (or ANTHROPIC_FOUNDRY_RESOURCE), or ANTHROPIC_FOUNDRY_BASE_URL.",
        );
      return { ok: true, value: { provider, apiKey, resource, baseURL } };
    }
  }
}

/** The secret values an access holds, for masking and redaction. */
export function accessSecrets(access: ProviderAccess): string[] {
  switch (access.provider) {
    case "anthropic":
    case "foundry":
      return [access.apiKey];
    case "bedrock":
      return [
        access.bearerToken,
        access.credentials?.accessKeyId,
        access.credentials?.secretAccessKey,
        access.credentials?.sessionToken,
      ].filter((v): v is string => v !== undefined);
    case "vertex":
      return [];
  }
}

export type ThinkingSetting =
  { mode: "off" } | { mode: "adaptive" } | { mode: "budget"; budgetTokens: number };

/** The API's floor for a thinking budget. */
export const MIN_THINKING_BUDGET = 1_024;

export const THINKING_FORMS = "off, adaptive, or a token budget such as 8000 (at least 1024)";

/** Parses `off`, `adaptive`, `budget 8000` or `8000`; returns the setting or what is wrong with it. */
export function parseThinking(value: string): Result<ThinkingSetting> {
  const text = value.trim().toLowerCase();
  if (text === "off" || text === "false" || text === "none" || text === "disabled")
    return { ok: true, value: { mode: "off" } };
  if (text === "adaptive" || text === "on" || text === "true")
    return { ok: true, value: { mode: "adaptive" } };
  const match = /^(?:budget[\s:=]*)?(\d+)$/.exec(text);
  if (match === null) return { ok: false, error: `expected ${THINKING_FORMS}` };
  const budgetTokens = Number(match[1]);
  if (budgetTokens < MIN_THINKING_BUDGET)
    return { ok: false, error: `a thinking budget must be at least ${String(MIN_THINKING_BUDGET)} tokens` };
  return { ok: true, value: { mode: "budget", budgetTokens } };
}
