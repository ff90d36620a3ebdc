import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-A4TX44ZI.js";
import "./chunk-XMQY2BWK.js";

// src/github/event.ts
import { readFile } from "node:fs/promises";
var EventPayloadError = class extends Error {
  name = "EventPayloadError";
};
async function readEventPayload(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new EventPayloadError(`Could not read the event payload at ${path}: ${error.message}`);
  }
  let payload;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new EventPayloadError(`The event payload at ${path} is not JSON: ${error.message}`);
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload))
    throw new EventPayloadError(`The event payload at ${path} is not a JSON object.`);
  return payload;
}

// src/github/runner-commands.ts
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
function escapeCommandData(value) {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function environmentFileRecord(name, value, delimiter = `ghadelimiter_${randomUUID()}`) {
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`Unexpected input: name or value contains the delimiter ${delimiter}`);
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}
function createRunnerCommands(env, write) {
  const command = (name, data) => write(`::${name}::${escapeCommandData(data)}${EOL}`);
  return {
    info: (message) => write(`${message}${EOL}`),
    warning: (message) => command("warning", message),
    error: (message) => command("error", message),
    mask(secret) {
      if (secret.trim() === "") return;
      command("add-mask", secret);
      for (const line of secret.split(/\r?\n/))
        if (line.trim().length >= 4 && line !== secret) command("add-mask", line);
    },
    setOutput(name, value) {
      const file = env["GITHUB_OUTPUT"];
      if (file === void 0 || file === "")
        throw new Error("GITHUB_OUTPUT is not set: cannot set the output " + name);
      appendFileSync(file, environmentFileRecord(name, value), "utf8");
    },
    appendSummary(markdown) {
      const file = env["GITHUB_STEP_SUMMARY"];
      if (file === void 0 || file === "") return;
      appendFileSync(file, markdown.endsWith(EOL) ? markdown : markdown + EOL, "utf8");
    }
  };
}

// src/github/runner-context.ts
var RunnerContextError = class extends Error {
  name = "RunnerContextError";
};
var REQUIRED = [
  "GITHUB_EVENT_NAME",
  "GITHUB_EVENT_PATH",
  "GITHUB_REPOSITORY",
  "GITHUB_SHA",
  "GITHUB_WORKSPACE",
  "RUNNER_TEMP"
];
function readRunnerContext(env) {
  const missing = REQUIRED.filter((name) => (env[name] ?? "") === "");
  if (missing.length > 0)
    throw new RunnerContextError(
      `Not running inside GitHub Actions: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. Run steward as a workflow step, or use the \`steward\` CLI for local runs.`
    );
  const value = (name, fallback) => {
    const v = env[name];
    return v === void 0 || v === "" ? fallback : v;
  };
  const repository = value("GITHUB_REPOSITORY", "");
  const [owner, repo, ...rest] = repository.split("/");
  if (owner === void 0 || owner === "" || repo === void 0 || repo === "" || rest.length > 0)
    throw new RunnerContextError(
      `Invalid GITHUB_REPOSITORY '${repository}'. Expected format {owner}/{repo}.`
    );
  const actor = value("GITHUB_ACTOR", "");
  return {
    eventName: value("GITHUB_EVENT_NAME", ""),
    eventPath: value("GITHUB_EVENT_PATH", ""),
    repository: { owner, repo },
    apiUrl: value("GITHUB_API_URL", "https://api.github.com").replace(/\/+$/, ""),
    serverUrl: value("GITHUB_SERVER_URL", "https://github.com").replace(/\/+$/, ""),
    sha: value("GITHUB_SHA", ""),
    ref: value("GITHUB_REF", ""),
    runId: value("GITHUB_RUN_ID", ""),
    runAttempt: value("GITHUB_RUN_ATTEMPT", "1"),
    actor,
    triggeringActor: value("GITHUB_TRIGGERING_ACTOR", actor),
    workspace: value("GITHUB_WORKSPACE", ""),
    runnerTemp: value("RUNNER_TEMP", "")
  };
}

// src/settings.ts
var SettingsError = class extends Error {
  name = "SettingsError";
};
function inputEnvName(input) {
  return `INPUT_${input.replace(/ /g, "_").toUpperCase()}`;
}
function readInput(env, input) {
  const value = env[inputEnvName(input)]?.trim();
  return value === "" ? void 0 : value;
}
var PROVIDERS = ["anthropic", "bedrock", "vertex", "foundry"];
var PUBLISH = ["auto", "commit", "pull-request", "comment", "review"];
var DEFAULTS = {
  triggerPhrase: "@steward",
  model: "claude-sonnet-4-6",
  policyFile: ".github/steward.yml",
  maxTurns: 50,
  timeoutMinutes: 30,
  branchPrefix: "steward/"
};
function oneOf(name, value, allowed, fallback, problems) {
  if (value === void 0) return fallback;
  if (allowed.includes(value)) return value;
  problems.push(`Input '${name}' is '${value}'; expected one of ${allowed.join(", ")}.`);
  return fallback;
}
function positive(name, value, integer, problems) {
  if (value === void 0) return void 0;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || integer && !Number.isInteger(number)) {
    problems.push(
      `Input '${name}' is '${value}'; expected a positive ${integer ? "whole number" : "number"}.`
    );
    return void 0;
  }
  return number;
}
function bool(name, value, problems) {
  if (value === void 0) return false;
  if (/^(true|yes|1|on)$/i.test(value)) return true;
  if (/^(false|no|0|off)$/i.test(value)) return false;
  problems.push(`Input '${name}' is '${value}'; expected true or false.`);
  return false;
}
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function readSettings(env) {
  const problems = [];
  const input = (name) => readInput(env, name);
  const githubToken = input("github-token");
  if (githubToken === void 0)
    problems.push("Input 'github-token' is required (the workflow's github.token is the default).");
  const triggerPhrase = input("trigger-phrase") ?? DEFAULTS.triggerPhrase;
  if (!/^\S+$/.test(triggerPhrase))
    problems.push(
      `Input 'trigger-phrase' is '${triggerPhrase}'; expected one word without spaces, e.g. @steward.`
    );
  const allowedBots = (input("allowed-bots") ?? "").split(/[\s,]+/).filter((login) => login !== "");
  for (const login of allowedBots) {
    if (login.includes("*"))
      problems.push(
        `Input 'allowed-bots' has '${login}'; wildcards are not accepted, list each bot's exact login.`
      );
    else if (!LOGIN.test(login))
      problems.push(`Input 'allowed-bots' has '${login}'; expected GitHub logins such as renovate[bot].`);
  }
  const branchPrefix = input("branch-prefix") ?? DEFAULTS.branchPrefix;
  if (/[\s~^:?*[\\]|\.\.|@\{/.test(branchPrefix) || branchPrefix.startsWith("/") || branchPrefix.startsWith("-"))
    problems.push(
      `Input 'branch-prefix' is '${branchPrefix}'; expected characters git allows in branch names, e.g. steward/.`
    );
  const settings = {
    githubToken: githubToken ?? "",
    anthropicApiKey: input("anthropic-api-key") ?? (env["ANTHROPIC_API_KEY"]?.trim() || void 0),
    prompt: input("prompt"),
    triggerPhrase,
    labelTrigger: input("label-trigger"),
    assigneeTrigger: input("assignee-trigger"),
    model: input("model") ?? DEFAULTS.model,
    provider: oneOf("provider", input("provider"), PROVIDERS, "anthropic", problems),
    policyFile: input("policy-file") ?? DEFAULTS.policyFile,
    maxTurns: positive("max-turns", input("max-turns"), true, problems) ?? DEFAULTS.maxTurns,
    maxCostUsd: positive("max-cost-usd", input("max-cost-usd"), false, problems),
    timeoutMinutes: positive("timeout-minutes", input("timeout-minutes"), false, problems) ?? DEFAULTS.timeoutMinutes,
    branchPrefix,
    baseBranch: input("base-branch"),
    allowedBots,
    publish: oneOf("publish", input("publish"), PUBLISH, "auto", problems),
    mcpConfig: input("mcp-config"),
    debug: bool("debug", input("debug"), problems)
  };
  if (problems.length > 0) throw new SettingsError(problems.join("\n"));
  return settings;
}
function secretValues(settings) {
  return [settings.githubToken, settings.anthropicApiKey].filter(
    (v) => v !== void 0 && v !== ""
  );
}

// src/main.ts
function processIO() {
  return {
    env: process.env,
    runner: createRunnerCommands(process.env, (text) => process.stdout.write(text)),
    setExitCode: (code) => {
      process.exitCode = code;
    }
  };
}
async function run(io = processIO()) {
  const { env, runner } = io;
  try {
    const settings = readSettings(env);
    for (const secret of secretValues(settings)) runner.mask(secret);
    const context = readRunnerContext(env);
    const payload = await readEventPayload(context.eventPath);
    const action = typeof payload["action"] === "string" ? `.${payload["action"]}` : "";
    runner.info(
      `steward ${VERSION}: ${context.eventName}${action} on ${context.repository.owner}/${context.repository.repo}`
    );
    runner.info("No trigger is handled by this build of steward; skipping.");
    runner.setOutput("conclusion", "skipped");
    return "skipped";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    runner.error(message);
    try {
      runner.setOutput("conclusion", "failure");
    } catch {
    }
    io.setExitCode(1);
    return "failure";
  }
}

// src/index.ts
void run();
