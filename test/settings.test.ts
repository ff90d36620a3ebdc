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
      anthropicApiKey: undefined,
      prompt: "Update deps",
    });
  });

  it("has defaults for every optional input", () => {
    expect(readSettings(TOKEN)).toEqual({
      githubToken: "ghs_x",
      anthropicApiKey: undefined,
      prompt: undefined,
      triggerPhrase: DEFAULTS.triggerPhrase,
      labelTrigger: undefined,
      assigneeTrigger: undefined,
      model: DEFAULTS.model,
      provider: "anthropic",
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
      sandboxInstall: true,
      sandboxUserns: true,
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
      "INPUT_SANDBOX-INSTALL": "false",
      "INPUT_SANDBOX-USERNS": "no",
    });
    expect(settings).toMatchObject({
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
      sandboxInstall: false,
      sandboxUserns: false,
    });
  });

  it("falls back to ANTHROPIC_API_KEY when the input is empty", () => {
    const env = { ...TOKEN, "INPUT_ANTHROPIC-API-KEY": "", ANTHROPIC_API_KEY: "sk-ant-env" };
    expect(readSettings(env).anthropicApiKey).toBe("sk-ant-env");
    expect(readSettings({ ...env, "INPUT_ANTHROPIC-API-KEY": "sk-ant-input" }).anthropicApiKey).toBe(
      "sk-ant-input",
    );
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

  it("lists every secret value for masking", () => {
    expect(secretValues(readSettings({ "INPUT_GITHUB-TOKEN": "t1", ANTHROPIC_API_KEY: "k1" }))).toEqual([
      "t1",
      "k1",
    ]);
  });
});
