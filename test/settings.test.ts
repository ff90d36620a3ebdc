import { describe, expect, it } from "vitest";
import { inputEnvName, readSettings, secretValues, SettingsError } from "../src/settings";

describe("settings", () => {
  it("reads inputs the way the runner names them, hyphens kept", () => {
    expect(inputEnvName("github-token")).toBe("INPUT_GITHUB-TOKEN");
    expect(inputEnvName("trigger phrase")).toBe("INPUT_TRIGGER_PHRASE");
    const settings = readSettings({ "INPUT_GITHUB-TOKEN": " ghs_x ", INPUT_PROMPT: "Update deps" });
    expect(settings).toEqual({ githubToken: "ghs_x", anthropicApiKey: undefined, prompt: "Update deps" });
  });

  it("falls back to ANTHROPIC_API_KEY when the input is empty", () => {
    const env = { "INPUT_GITHUB-TOKEN": "t", "INPUT_ANTHROPIC-API-KEY": "", ANTHROPIC_API_KEY: "sk-ant-env" };
    expect(readSettings(env).anthropicApiKey).toBe("sk-ant-env");
    expect(readSettings({ ...env, "INPUT_ANTHROPIC-API-KEY": "sk-ant-input" }).anthropicApiKey).toBe(
      "sk-ant-input",
    );
  });

  it("names the missing input and what is expected", () => {
    expect(() => readSettings({})).toThrow(SettingsError);
    expect(() => readSettings({ "INPUT_GITHUB-TOKEN": "   " })).toThrow(
      "Input 'github-token' is required (the workflow's github.token is the default).",
    );
  });

  it("lists every secret value for masking", () => {
    expect(secretValues(readSettings({ "INPUT_GITHUB-TOKEN": "t1", ANTHROPIC_API_KEY: "k1" }))).toEqual([
      "t1",
      "k1",
    ]);
  });
});
