// A short agent session — a Bash call and a final answer — through each provider's official SDK,
// unmodified, against the scripted Messages API's front door for that provider on loopback: Bedrock's
// SigV4-signed invoke-with-response-stream answered in AWS event-stream framing, Vertex's
// streamRawPredict with a Google OAuth token, Foundry's /anthropic/v1/messages with its API key.
// The provider's credentials reach the provider and nothing else: not the agent's shell, not the
// model's context, not the transcript.
import { mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { APIConnectionError } from "@anthropic-ai/sdk";
import { OAuth2Client } from "google-auth-library";
import { describe, expect, it } from "vitest";
import { createModelClient } from "../../src/agent/model";
import { createProviderClients, providerFeatures } from "../../src/agent/providers/index";
import { classifyFailure } from "../../src/agent/retry";
import { runAgent } from "../../src/agent/run-agent";
import type { TranscriptLine } from "../../src/agent/transcript";
import { type ProviderAccess, readProviderAccess } from "../../src/model-settings";
import { loadPolicy } from "../../src/policy/index";
import { modelRequest } from "../support/model-client";
import { type MessagesRequestBody, reply, text, thinking, toolUse } from "../support/model-server/index";
import { useScratch } from "../support/scratch";

const CANARY = "canary5e1d";
const AWS_ENV = {
  AWS_REGION: "eu-central-1",
  AWS_ACCESS_KEY_ID: `AKIA${CANARY.toUpperCase()}ID`,
  AWS_SECRET_ACCESS_KEY: `${CANARY}-secret-access-key`,
  AWS_SESSION_TOKEN: `${CANARY}-session-token`,
};
const GOOGLE_TOKEN = `ya29.${CANARY}-google-access-token`;
const FOUNDRY_KEY = `${CANARY}-foundry-key`;

const scratch = useScratch();

const SCRIPT = [
  reply(thinking("I will look at the environment.", "sig-env"), toolUse("Bash", { command: "env" })),
  reply(text("The environment has no credentials in it.")),
];

/** A Google auth client holding a token that is still fresh, so it never goes to the network. */
function freshGoogleClient(): OAuth2Client {
  const client = new OAuth2Client();
  client.setCredentials({ access_token: GOOGLE_TOKEN, expiry_date: Date.now() + 3_600_000 });
  return client;
}

async function sessionThrough(access: ProviderAccess, model: string, processEnv: Record<string, string>) {
  const dir = await scratch.tempDir("steward-provider-");
  const workspace = join(dir, "work");
  await mkdir(workspace);
  const sdk = await createProviderClients(access, { googleAuthClient: freshGoogleClient() });
  const lines: TranscriptLine[] = [];
  const result = await runAgent({
    workspace: {
      root: workspace,
      outputDir: join(dir, "out"),
      home: dir,
      processEnv: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: dir, ...processEnv },
    },
    rules: {
      policy: await loadPolicy({
        text: "permissions:\n  allow: [Bash]\n",
        path: ".github/steward.yml",
        workspaceRoot: workspace,
      }),
      policyFilePath: null,
    },
    conversation: { prompt: "Check the environment.", date: "2026-01-01" },
    model: {
      client: createModelClient(sdk.model),
      name: model,
      thinking: { mode: "adaptive" },
      deferLoading: providerFeatures(access).deferLoading,
      retry: { budgetMs: 1_000, maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
    },
    budgets: { maxTurns: 5 },
    observers: { transcript: { write: (line) => lines.push(line) } },
    signal: new AbortController().signal,
  });
  return { result, lines };
}

/** The Bash call's output, as the model received it. */
function shellOutput(lines: TranscriptLine[]): string {
  return JSON.stringify(lines.filter((l) => l.type === "user"));
}

function access(provider: ProviderAccess["provider"], env: Record<string, string>): ProviderAccess {
  const problems: string[] = [];
  const read = readProviderAccess(provider, { env: (name) => env[name], input: () => undefined }, problems);
  expect(problems).toEqual([]);
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

describe("providers", () => {
  it("Bedrock: signs with SigV4, streams in AWS event-stream framing, keeps the keys out of the agent's reach", async () => {
    const server = await scratch.modelServer({
      script: SCRIPT,
      providerAuth: { awsAccessKeyId: AWS_ENV.AWS_ACCESS_KEY_ID },
    });
    const env = { ...AWS_ENV, ANTHROPIC_BEDROCK_BASE_URL: server.url };
    const { result, lines } = await sessionThrough(
      access("bedrock", env),
      "us.anthropic.claude-sonnet-4-6",
      env,
    );
    server.assertNoViolations();
    expect(result).toMatchObject({ subtype: "success", result: "The environment has no credentials in it." });

    const requests = server.messageRequests();
    expect(requests.map((r) => [r.provider, r.path, r.stream])).toEqual([
      ["bedrock", "/model/us.anthropic.claude-sonnet-4-6/invoke-with-response-stream", true],
      ["bedrock", "/model/us.anthropic.claude-sonnet-4-6/invoke-with-response-stream", true],
    ]);
    const first = requests[0];
    expect(first?.headers["authorization"]).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${AWS_ENV.AWS_ACCESS_KEY_ID}/\\d{8}/eu-central-1/bedrock/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(first?.headers["x-amz-security-token"]).toBe(AWS_ENV.AWS_SESSION_TOKEN);
    expect(first?.headers["anthropic-version"]).toBeUndefined();
    const body = first?.body as Record<string, unknown>;
    expect(typeof body["anthropic_version"]).toBe("string");
    expect(body["model"]).toBeUndefined();
    expect(body["thinking"]).toEqual({ type: "adaptive" });
    // The thinking block went back through Bedrock unchanged (the server checks its signature).
    const second = (requests[1]?.body as MessagesRequestBody).messages[1]?.content;
    expect(Array.isArray(second) ? second[0] : undefined).toEqual({
      type: "thinking",
      thinking: "I will look at the environment.",
      signature: "sig-env",
    });

    // The agent's shell ran `env` and saw none of it; neither did the model nor the transcript.
    const output = shellOutput(lines);
    expect(output).toContain("PATH=");
    for (const value of Object.values(AWS_ENV).slice(1)) {
      expect(output).not.toContain(value);
      expect(JSON.stringify(lines)).not.toContain(value);
      expect(requests.map((r) => r.raw).join("\n")).not.toContain(value);
    }
    expect(output).not.toContain("AWS_");
  });

  it("Vertex: moves the model into the URL, puts anthropic_version in the body, sends the OAuth token", async () => {
    const server = await scratch.modelServer({
      script: SCRIPT,
      providerAuth: { googleAccessToken: GOOGLE_TOKEN },
    });
    const env = {
      ANTHROPIC_VERTEX_PROJECT_ID: "steward-test-1",
      CLOUD_ML_REGION: "us-east5",
      ANTHROPIC_VERTEX_BASE_URL: server.url,
      GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/gha-creds.json",
    };
    const { result, lines } = await sessionThrough(access("vertex", env), "claude-sonnet-4-6", env);
    server.assertNoViolations();
    expect(result).toMatchObject({ subtype: "success", numTurns: 2 });
    const requests = server.messageRequests();
    expect(requests.map((r) => r.path)).toEqual([
      "/projects/steward-test-1/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-6:streamRawPredict",
      "/projects/steward-test-1/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-6:streamRawPredict",
    ]);
    const first = requests[0];
    expect(first?.headers["authorization"]).toBe(`Bearer ${GOOGLE_TOKEN}`);
    expect(first?.headers["x-api-key"]).toBeUndefined();
    const body = first?.body as Record<string, unknown>;
    expect(typeof body["anthropic_version"]).toBe("string");
    expect(body["model"]).toBeUndefined();
    expect(body["stream"]).toBe(true);
    const output = shellOutput(lines);
    expect(output).toContain("PATH=");
    expect(output).not.toContain(GOOGLE_TOKEN);
    expect(output).not.toContain("GOOGLE_APPLICATION_CREDENTIALS");
    expect(output).not.toContain("ANTHROPIC_VERTEX");
  });

  it("Foundry: calls {base}/anthropic/v1/messages with the resource's API key", async () => {
    const server = await scratch.modelServer({ script: SCRIPT, apiKey: FOUNDRY_KEY });
    const env = {
      ANTHROPIC_FOUNDRY_API_KEY: FOUNDRY_KEY,
      ANTHROPIC_FOUNDRY_BASE_URL: `${server.url}/anthropic/`,
    };
    const { result, lines } = await sessionThrough(access("foundry", env), "claude-sonnet-4-6", env);
    server.assertNoViolations();
    expect(result).toMatchObject({ subtype: "success", numTurns: 2 });
    const requests = server.messageRequests();
    expect(requests.map((r) => [r.provider, r.path])).toEqual([
      ["foundry", "/anthropic/v1/messages"],
      ["foundry", "/anthropic/v1/messages"],
    ]);
    expect(requests[0]?.headers["x-api-key"]).toBe(FOUNDRY_KEY);
    expect((requests[0]?.body as Record<string, unknown>)["model"]).toBe("claude-sonnet-4-6");
    expect(shellOutput(lines)).not.toContain(FOUNDRY_KEY);
    expect(JSON.stringify(lines)).not.toContain(FOUNDRY_KEY);
  });

  it("Foundry: a redirect is refused, not followed with the key and the conversation", async () => {
    const seen: string[] = [];
    const gateway = createServer((req, res) => {
      req.resume();
      seen.push(`${req.url ?? ""} ${String(req.headers["x-api-key"])}`);
      res.writeHead(307, { location: "/elsewhere/v1/messages" }).end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${String((gateway.address() as AddressInfo).port)}`;
      const env = {
        ANTHROPIC_FOUNDRY_API_KEY: FOUNDRY_KEY,
        ANTHROPIC_FOUNDRY_BASE_URL: `${base}/anthropic/`,
      };
      const sdk = await createProviderClients(access("foundry", env));
      const failure = await createModelClient(sdk.model)
        .turn(modelRequest(), {}, new AbortController().signal)
        .then(
          () => undefined,
          (error: unknown) => classifyFailure(error),
        );
      expect(failure).toMatchObject({ retryable: false });
      expect(failure?.reason).toMatch(/answered with a redirect, which steward does not follow/);
      expect(seen).toEqual([`/anthropic/v1/messages ${FOUNDRY_KEY}`]);
    } finally {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it("Foundry: builds the endpoint from the resource name", async () => {
    const sdk = (await createProviderClients({
      provider: "foundry",
      apiKey: FOUNDRY_KEY,
      resource: "my-resource",
      baseURL: undefined,
    })) as unknown as { helper: { baseURL: string } };
    // The helper is the SDK client as built (the model client wraps one built the same way).
    expect(sdk.helper.baseURL).toBe("https://my-resource.services.ai.azure.com/anthropic/");
  });

  it("Vertex without Google credentials fails at the start, naming what to set", async () => {
    const saved = process.env["GOOGLE_APPLICATION_CREDENTIALS"];
    process.env["GOOGLE_APPLICATION_CREDENTIALS"] = "/nonexistent/steward-test-creds.json";
    try {
      await expect(
        createProviderClients({
          provider: "vertex",
          projectId: "p-12345",
          region: "global",
          baseURL: undefined,
        }),
      ).rejects.toThrow(/provider vertex found no Google credentials .*google-github-actions\/auth/);
    } finally {
      if (saved === undefined) delete process.env["GOOGLE_APPLICATION_CREDENTIALS"];
      else process.env["GOOGLE_APPLICATION_CREDENTIALS"] = saved;
    }
  });
});

describe("provider credential failures", () => {
  it("does not retry for minutes when the AWS chain found no credentials", () => {
    const cause = Object.assign(new Error("Could not load credentials from any providers"), {
      name: "CredentialsProviderError",
    });
    const error = new APIConnectionError({
      message: "Failed to resolve AWS credentials from the credential provider chain.",
      cause,
    });
    expect(classifyFailure(error)).toEqual({
      retryable: false,
      reason:
        "no AWS credentials for Bedrock (Could not load credentials from any providers): set them with aws-actions/configure-aws-credentials, or set AWS_BEARER_TOKEN_BEDROCK",
      status: undefined,
      retryAfterMs: undefined,
    });
    // Any other connection failure is still worth another attempt.
    expect(classifyFailure(new APIConnectionError({ message: "socket hang up" })).retryable).toBe(true);
  });
});
