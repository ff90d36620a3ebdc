import { describe, expect, it } from "vitest";
import { DEFAULTS, inputEnvName, readSettings, secretValues, SettingsError } from "../src/settings";

const TOKEN = { "INPUT_GITHUB-TOKEN": "ghs_x" };

describe("settings", () => {
  it("reads inputs the way the runner names them, hyphens kept", () => {
    expect(inputEnvName("github-token")).toBe("INPUT_GITHUB-TOKEN");
    expect(inputEnvName("trigger phrase")).toBe("INPUT_TRIGGER_PHRASE");
    const settings = readSettings({ "INPUT_GITHUB-TOKEN": " ghs_x ", INPUT_PROMPT: "Update deps" });
    expect(settings).toMatchObject({
      githubToken: "ghs_x",
      modelAccess: { ok: false },
      prompt: "Update deps",
    });
  });

  it("has defaults for every optional input", () => {
    expect(readSettings(TOKEN)).toEqual({
      githubToken: "ghs_x",
      modelAccess: {
        ok: false,
        error:
          "No Anthropic API key: set the anthropic-api-key input or the ANTHROPIC_API_KEY environment variable.",
      },
      otherCredentials: [],
      prompt: undefined,
      triggerPhrase: DEFAULTS.triggerPhrase,
      labelTrigger: undefined,
      assigneeTrigger: undefined,
      model: DEFAULTS.model,
      provider: "anthropic",
      maxTokens: undefined,
      thinking: { mode: "adaptive" },
      policyFile: ".github/steward.yml",
      maxTurns: 50,
      maxCostUsd: undefined,
      timeoutMinutes: 30,
      branchPrefix: "steward/",
      baseBranch: undefined,
      allowedBots: [],
      publish: "auto",
      mcpConfig: undefined,
      debug: false,
      uploadTranscript: true,
      sandboxInstall: true,
      sandboxUserns: true,
      commitSigning: { kind: "off" },
      gitUserName: "github-actions[bot]",
      gitUserEmail: "41898282+github-actions[bot]@users.noreply.github.com",
    });
  });

  it("parses every input", () => {
    const settings = readSettings({
      ...TOKEN,
      "INPUT_TRIGGER-PHRASE": "@bot",
      "INPUT_LABEL-TRIGGER": "steward",
      "INPUT_ASSIGNEE-TRIGGER": "steward-bot",
      INPUT_MODEL: "claude-opus-4-8",
      INPUT_PROVIDER: "bedrock",
      "INPUT_POLICY-FILE": ".github/agent.yml",
      "INPUT_MAX-TURNS": "12",
      "INPUT_MAX-COST-USD": "2.5",
      "INPUT_TIMEOUT-MINUTES": "45",
      "INPUT_BRANCH-PREFIX": "bots/steward-",
      "INPUT_BASE-BRANCH": "develop",
      "INPUT_ALLOWED-BOTS": "renovate[bot], dependabot[bot]\nmy-app[bot]",
      INPUT_PUBLISH: "review",
      "INPUT_MCP-CONFIG": ".github/mcp.json",
      INPUT_DEBUG: "true",
      "INPUT_UPLOAD-TRANSCRIPT": "false",
      INPUT_THINKING: "budget 8000",
      "INPUT_MAX-TOKENS": "20000",
      "INPUT_AWS-REGION": "eu-west-1",
      "INPUT_SANDBOX-INSTALL": "false",
      "INPUT_SANDBOX-USERNS": "no",
    });
    expect(settings).toMatchObject({
      maxTokens: 20_000,
      thinking: { mode: "budget", budgetTokens: 8000 },
      modelAccess: { ok: true, value: { provider: "bedrock", region: "eu-west-1" } },
      triggerPhrase: "@bot",
      labelTrigger: "steward",
      assigneeTrigger: "steward-bot",
      model: "claude-opus-4-8",
      provider: "bedrock",
      policyFile: ".github/agent.yml",
      maxTurns: 12,
      maxCostUsd: 2.5,
      timeoutMinutes: 45,
      branchPrefix: "bots/steward-",
      baseBranch: "develop",
      allowedBots: ["renovate[bot]", "dependabot[bot]", "my-app[bot]"],
      publish: "review",
      mcpConfig: ".github/mcp.json",
      debug: true,
      uploadTranscript: false,
      sandboxInstall: false,
      sandboxUserns: false,
    });
  });

  it("falls back to ANTHROPIC_API_KEY when the input is empty", () => {
    const env = { ...TOKEN, "INPUT_ANTHROPIC-API-KEY": "", ANTHROPIC_API_KEY: "sk-ant-env" };
    expect(readSettings(env).modelAccess).toMatchObject({ ok: true, value: { apiKey: "sk-ant-env" } });
    expect(readSettings({ ...env, "INPUT_ANTHROPIC-API-KEY": "sk-ant-input" }).modelAccess).toMatchObject({
      ok: true,
      value: { apiKey: "sk-ant-input" },
    });
  });

  it.each([
    [
      { "INPUT_GITHUB-TOKEN": "   " },
      "Input 'github-token' is required (the workflow's github.token is the default).",
    ],
    [
      { ...TOKEN, INPUT_PROVIDER: "openai" },
      "Input 'provider' is 'openai'; expected one of anthropic, bedrock, vertex, foundry.",
    ],
    [
      { ...TOKEN, INPUT_PUBLISH: "push" },
      "Input 'publish' is 'push'; expected one of auto, commit, pull-request, comment, review.",
    ],
    [{ ...TOKEN, "INPUT_MAX-TURNS": "1.5" }, "Input 'max-turns' is '1.5'; expected a positive whole number."],
    [{ ...TOKEN, "INPUT_MAX-COST-USD": "-1" }, "Input 'max-cost-usd' is '-1'; expected a positive number."],
    [
      { ...TOKEN, "INPUT_ALLOWED-BOTS": "*[bot]" },
      "Input 'allowed-bots' has '*[bot]'; wildcards are not accepted, list each bot's exact login.",
    ],
    [
      { ...TOKEN, "INPUT_TRIGGER-PHRASE": "hey steward" },
      "Input 'trigger-phrase' is 'hey steward'; expected one word without spaces, e.g. @steward.",
    ],
    [
      { ...TOKEN, "INPUT_BRANCH-PREFIX": "bad..prefix" },
      "Input 'branch-prefix' is 'bad..prefix'; expected characters git allows in branch names, e.g. steward/.",
    ],
    [{ ...TOKEN, INPUT_DEBUG: "maybe" }, "Input 'debug' is 'maybe'; expected true or false."],
    [
      { ...TOKEN, "INPUT_UPLOAD-TRANSCRIPT": "sometimes" },
      "Input 'upload-transcript' is 'sometimes'; expected true or false.",
    ],
    [
      { ...TOKEN, INPUT_THINKING: "lots" },
      "Input 'thinking' is 'lots'; expected off, adaptive, or a token budget such as 8000 (at least 1024)",
    ],
    [{ ...TOKEN, INPUT_THINKING: "500" }, "(a thinking budget must be at least 1024 tokens)"],
    [
      { ...TOKEN, "INPUT_MAX-TOKENS": "lots" },
      "Input 'max-tokens' is 'lots'; expected a positive whole number.",
    ],
    [
      { ...TOKEN, INPUT_PROVIDER: "bedrock", "INPUT_AWS-REGION": "us east" },
      "The AWS region is 'us east'; expected a region name such as us-east-1.",
    ],
    [
      { ...TOKEN, INPUT_PROVIDER: "vertex", "INPUT_VERTEX-PROJECT-ID": "My_Project" },
      "The Vertex project id is 'My_Project'; expected a Google Cloud project id such as my-project-123.",
    ],
    [
      { ...TOKEN, INPUT_PROVIDER: "foundry", ANTHROPIC_FOUNDRY_BASE_URL: "ftp://x" },
      "ANTHROPIC_FOUNDRY_BASE_URL is 'ftp://x'; expected an http(s) URL such as https://gateway.example.com.",
    ],
    // Credentials in a URL that does not parse (or is not http) are not quoted.
    [
      { ...TOKEN, INPUT_PROVIDER: "foundry", ANTHROPIC_FOUNDRY_BASE_URL: "https://me:hunter2@gw example/x" },
      "ANTHROPIC_FOUNDRY_BASE_URL is 'https://***@gw example/x'; expected an http(s) URL such as https://gateway.example.com.",
    ],
    [
      { ...TOKEN, INPUT_PROVIDER: "foundry", ANTHROPIC_FOUNDRY_BASE_URL: "ftp://me:pw@host/a@b" },
      "ANTHROPIC_FOUNDRY_BASE_URL is 'ftp://***@host/a@b'; expected an http(s) URL such as https://gateway.example.com.",
    ],
    [
      {
        ...TOKEN,
        INPUT_PROVIDER: "foundry",
        "INPUT_FOUNDRY-RESOURCE": "res",
        ANTHROPIC_FOUNDRY_BASE_URL: "https://x.example",
      },
      "provider foundry takes the foundry-resource input (or ANTHROPIC_FOUNDRY_RESOURCE) or ANTHROPIC_FOUNDRY_BASE_URL, not both.",
    ],
    [
      { ...TOKEN, "INPUT_SANDBOX-INSTALL": "sometimes" },
      "Input 'sandbox-install' is 'sometimes'; expected true or false.",
    ],
    [
      { ...TOKEN, "INPUT_GIT-USER-EMAIL": "not-an-email" },
      "Input 'git-user-email' is 'not-an-email'; expected an email address such as bot@example.com.",
    ],
  ])("names the bad input, its value and what is expected: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(message);
  });

  it("reports every problem at once", () => {
    expect(() => readSettings({ INPUT_PROVIDER: "x", "INPUT_MAX-TURNS": "0" })).toThrow(
      /github-token[\s\S]*provider[\s\S]*max-turns/,
    );
  });

  it.each([
    [
      { INPUT_PROVIDER: "vertex" },
      "provider vertex needs ANTHROPIC_VERTEX_PROJECT_ID (or the vertex-project-id input): the Google Cloud project the model runs in.",
    ],
    [
      { INPUT_PROVIDER: "bedrock" },
      "provider bedrock needs an AWS region: set the aws-region input or AWS_REGION (aws-actions/configure-aws-credentials sets it).",
    ],
    [
      { INPUT_PROVIDER: "bedrock", AWS_REGION: "us-east-1", AWS_ACCESS_KEY_ID: "AKIA" },
      "provider bedrock found only one of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; set both, or neither to use the AWS default credential chain.",
    ],
    [
      { INPUT_PROVIDER: "foundry", ANTHROPIC_FOUNDRY_RESOURCE: "res" },
      "provider foundry needs an API key: set the foundry-api-key input or ANTHROPIC_FOUNDRY_API_KEY.",
    ],
    [
      { INPUT_PROVIDER: "foundry", "INPUT_FOUNDRY-API-KEY": "k" },
      "provider foundry needs the foundry-resource input (or ANTHROPIC_FOUNDRY_RESOURCE), or ANTHROPIC_FOUNDRY_BASE_URL.",
    ],
  ])("leaves a missing credential for the run to report: %j", (env, problem) => {
    expect(readSettings({ ...TOKEN, ...env }).modelAccess).toEqual({ ok: false, error: problem });
  });

  it("reads each provider's access from its inputs and its usual environment variables", () => {
    const read = (env: Record<string, string>) => readSettings({ ...TOKEN, ...env });
    expect(read({ INPUT_PROVIDER: "bedrock", "INPUT_AWS-REGION": "eu-central-1" }).model).toBe(
      "eu.anthropic.claude-sonnet-4-6",
    );
    expect(read({ INPUT_PROVIDER: "bedrock", AWS_DEFAULT_REGION: "us-west-2" })).toMatchObject({
      model: "us.anthropic.claude-sonnet-4-6",
      modelAccess: {
        ok: true,
        value: { provider: "bedrock", region: "us-west-2", credentials: undefined, bearerToken: undefined },
      },
    });
    expect(
      read({
        INPUT_PROVIDER: "bedrock",
        AWS_REGION: "us-east-1",
        AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_SESSION_TOKEN: "session",
      }).modelAccess,
    ).toMatchObject({
      value: {
        credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret", sessionToken: "session" },
      },
    });
    expect(read({ INPUT_PROVIDER: "vertex", ANTHROPIC_VERTEX_PROJECT_ID: "my-project-1" })).toMatchObject({
      model: "claude-sonnet-5-5",
      modelAccess: { ok: true, value: { provider: "vertex", projectId: "my-project-1", region: "global" } },
    });
    expect(
      read({
        INPUT_PROVIDER: "vertex",
        "INPUT_VERTEX-PROJECT-ID": "input-project",
        "INPUT_VERTEX-REGION": "us-east5",
        ANTHROPIC_VERTEX_PROJECT_ID: "env-project",
      }).modelAccess,
    ).toMatchObject({ value: { projectId: "input-project", region: "us-east5" } });
    expect(
      read({ INPUT_PROVIDER: "foundry", ANTHROPIC_FOUNDRY_API_KEY: "fk", "INPUT_FOUNDRY-RESOURCE": "my-res" })
        .modelAccess,
    ).toEqual({
      ok: true,
      value: { provider: "foundry", apiKey: "fk", resource: "my-res", baseURL: undefined },
    });
  });

  it("masks each provider's secrets", () => {
    const bedrock = readSettings({
      ...TOKEN,
      INPUT_PROVIDER: "bedrock",
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "aws-secret",
      AWS_SESSION_TOKEN: "aws-session",
      AWS_BEARER_TOKEN_BEDROCK: "bedrock-key",
    });
    expect(secretValues(bedrock)).toEqual([
      "ghs_x",
      "bedrock-key",
      "AKIAEXAMPLE",
      "aws-secret",
      "aws-session",
    ]);
    const foundry = readSettings({
      ...TOKEN,
      INPUT_PROVIDER: "foundry",
      ANTHROPIC_FOUNDRY_API_KEY: "foundry-key",
      ANTHROPIC_FOUNDRY_RESOURCE: "r1",
    });
    expect(secretValues(foundry)).toEqual(["ghs_x", "foundry-key"]);
    // Another provider's key in the environment is masked too, though this run does not use it.
    const vertex = readSettings({
      ...TOKEN,
      INPUT_PROVIDER: "vertex",
      ANTHROPIC_VERTEX_PROJECT_ID: "my-project-1",
      ANTHROPIC_API_KEY: "unused-anthropic-key",
      AWS_SECRET_ACCESS_KEY: "unused-aws-secret",
    });
    expect(secretValues(vertex)).toEqual(["ghs_x", "unused-anthropic-key", "unused-aws-secret"]);
  });

  it("lists every secret value for masking", () => {
    expect(secretValues(readSettings({ "INPUT_GITHUB-TOKEN": "t1", ANTHROPIC_API_KEY: "k1" }))).toEqual([
      "t1",
      "k1",
    ]);
  });

  describe("commit signing", () => {
    const KEY = [
      "-----BEGIN OPENSSH PRIVATE KEY-----",
      "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
      "-----END OPENSSH PRIVATE KEY-----",
    ].join("\r\n");

    it("takes github, and ssh with a key that is then a secret to mask", () => {
      expect(readSettings({ ...TOKEN, "INPUT_COMMIT-SIGNING": "github" }).commitSigning).toEqual({
        kind: "github",
      });
      const ssh = readSettings({ ...TOKEN, "INPUT_COMMIT-SIGNING": "ssh", "INPUT_COMMIT-SIGNING-KEY": KEY });
      expect(ssh.commitSigning).toEqual({ kind: "ssh", key: `${KEY.replace(/\r\n/g, "\n")}\n` });
      expect(secretValues(ssh)).toContain(KEY.replace(/\r\n/g, "\n"));
    });

    it.each([
      [{ "INPUT_COMMIT-SIGNING": "gpg" }, /'commit-signing' is 'gpg'; expected one of github, ssh, or empty/],
      [{ "INPUT_COMMIT-SIGNING": "ssh" }, /'commit-signing-key' is empty/],
      [{ "INPUT_COMMIT-SIGNING-KEY": KEY }, /'commit-signing' is empty; expected commit-signing: ssh/],
      [{ "INPUT_COMMIT-SIGNING": "github", "INPUT_COMMIT-SIGNING-KEY": KEY }, /signs on GitHub's side/],
      [{ "INPUT_COMMIT-SIGNING": "ssh", "INPUT_COMMIT-SIGNING-KEY": "hunter2-not-a-key" }, /value hidden/],
    ])("refuses %j", (inputs, message) => {
      let error: unknown;
      try {
        readSettings({ ...TOKEN, ...inputs });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SettingsError);
      expect((error as Error).message).toMatch(message);
      // A bad key is never quoted back.
      expect((error as Error).message).not.toContain("hunter2");
      expect((error as Error).message).not.toContain("b3BlbnNzaC1");
    });
  });
});
