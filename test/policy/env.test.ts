// The agent's processes get an allow-list of the runner's environment; secrets never pass, even when a
// policy object asks for them by name.
import { describe, expect, it } from "vitest";
import { buildAgentEnvironment, secretNameReason } from "../../src/policy/env";
import { defaultPolicy } from "../../src/policy/policy";

const runner: Record<string, string | undefined> = {
  PATH: "/usr/bin:/bin",
  HOME: "/home/runner",
  LANG: "C.UTF-8",
  LC_ALL: "C.UTF-8",
  TERM: "xterm",
  TZ: "UTC",
  CI: "true",
  GITHUB_WORKSPACE: "/home/runner/work/app/app",
  GITHUB_REPOSITORY: "octo/app",
  GITHUB_SHA: "0".repeat(40),
  RUNNER_OS: "Linux",
  RUNNER_ARCH: "X64",
  GITHUB_TOKEN: "ghs_secret",
  "INPUT_GITHUB-TOKEN": "ghs_secret",
  INPUT_ANTHROPIC_API_KEY: "sk-ant",
  ANTHROPIC_API_KEY: "sk-ant",
  ACTIONS_RUNTIME_TOKEN: "token",
  ACTIONS_ID_TOKEN_REQUEST_URL: "https://token",
  ACTIONS_CACHE_URL: "https://cache",
  AWS_ACCESS_KEY_ID: "AKIA",
  AWS_SECRET_ACCESS_KEY: "secret",
  AWS_SESSION_TOKEN: "session",
  GOOGLE_APPLICATION_CREDENTIALS: "/tmp/creds.json",
  AZURE_CLIENT_SECRET: "secret",
  RUNNER_TOKEN: "t",
  NPM_TOKEN: "npm_x",
  GH_TOKEN: "ghp_x",
  DEPLOY_KEY: "k",
  DB_PASSWORD: "p",
  SLACK_WEBHOOK_SECRET: "s",
  GITHUB_ENV: "/tmp/env",
  GITHUB_OUTPUT: "/tmp/out",
  NODE_ENV: "test",
  FORCE_COLOR: "1",
  UNSET: undefined,
};

describe("buildAgentEnvironment", () => {
  it("passes the allow-list and nothing else", () => {
    expect(buildAgentEnvironment(runner, defaultPolicy())).toEqual({
      PATH: "/usr/bin:/bin",
      HOME: "/home/runner",
      LANG: "C.UTF-8",
      LC_ALL: "C.UTF-8",
      TERM: "xterm",
      TZ: "UTC",
      CI: "true",
      GITHUB_WORKSPACE: "/home/runner/work/app/app",
      GITHUB_REPOSITORY: "octo/app",
      GITHUB_SHA: "0".repeat(40),
      RUNNER_OS: "Linux",
      RUNNER_ARCH: "X64",
    });
  });

  it("adds what the policy passes through by name", () => {
    const env = buildAgentEnvironment(runner, {
      env: { passthrough: ["NODE_ENV", "FORCE_COLOR", "MISSING"] },
    });
    expect(env["NODE_ENV"]).toBe("test");
    expect(env["FORCE_COLOR"]).toBe("1");
    expect("MISSING" in env).toBe(false);
  });

  it("never passes a variable that steers the shell or git, even when a policy object names it", () => {
    const env = buildAgentEnvironment(
      {
        PATH: "/usr/bin",
        BASH_ENV: "/tmp/x",
        GIT_CONFIG_COUNT: "1",
        NODE_OPTIONS: "--max-old-space-size=4096",
      },
      { env: { passthrough: ["BASH_ENV", "GIT_CONFIG_COUNT", "NODE_OPTIONS"] } },
    );
    expect(env).toEqual({ PATH: "/usr/bin", NODE_OPTIONS: "--max-old-space-size=4096" });
  });

  it("never passes a secret, even when a policy object names it", () => {
    const secrets = Object.keys(runner).filter((name) => secretNameReason(name) !== undefined);
    const env = buildAgentEnvironment(runner, { env: { passthrough: secrets } });
    for (const name of secrets) expect(env, name).not.toHaveProperty(name);
    expect(secrets).toEqual(
      expect.arrayContaining([
        "GITHUB_TOKEN",
        "INPUT_GITHUB-TOKEN",
        "ANTHROPIC_API_KEY",
        "ACTIONS_RUNTIME_TOKEN",
        "ACTIONS_ID_TOKEN_REQUEST_URL",
        "AWS_ACCESS_KEY_ID",
        "GOOGLE_APPLICATION_CREDENTIALS",
        "AZURE_CLIENT_SECRET",
        "RUNNER_TOKEN",
        "NPM_TOKEN",
        "GH_TOKEN",
        "DEPLOY_KEY",
        "DB_PASSWORD",
        "SLACK_WEBHOOK_SECRET",
      ]),
    );
  });

  it("keeps the runner's command files out (GITHUB_ENV, GITHUB_OUTPUT)", () => {
    const env = buildAgentEnvironment(runner, null);
    expect(env).not.toHaveProperty("GITHUB_ENV");
    expect(env).not.toHaveProperty("GITHUB_OUTPUT");
  });

  it.each([
    ["github_token", true],
    ["MyAuthHeader", true],
    ["GIT_CREDENTIAL_HELPER", true],
    ["PRIVATE_REGISTRY", true],
    // Every provider's credentials and endpoints, whatever their names look like.
    ["AWS_BEARER_TOKEN_BEDROCK", true],
    ["AWS_REGION", true],
    ["AWS_WEB_IDENTITY_TOKEN_FILE", true],
    ["GOOGLE_GHA_CREDS_PATH", true],
    ["CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE", true],
    ["GCLOUD_PROJECT", true],
    ["ANTHROPIC_VERTEX_PROJECT_ID", true],
    ["ANTHROPIC_FOUNDRY_API_KEY", true],
    ["ANTHROPIC_BEDROCK_BASE_URL", true],
    ["AZURE_OPENAI_ENDPOINT", true],
    ["IDENTITY_ENDPOINT", true],
    ["IDENTITY_HEADER", true],
    ["MSI_SECRET", true],
    ["NODE_ENV", false],
    ["FORCE_COLOR", false],
    ["JAVA_HOME", false],
  ])("%s looks like a secret: %s", (name, secret) => {
    expect(secretNameReason(name) !== undefined).toBe(secret);
  });
});
