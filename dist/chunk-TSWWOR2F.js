import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import "./chunk-RLFWEEHP.js";
import {
  POLICY_FILE_NAMES,
  PolicyLoadError,
  createPolicyResolver,
  defaultPolicy,
  loadPolicyFile,
  requestFromCase,
  runnerFilesFromEnv,
  withProjectSettings
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/cli/policy.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
var POLICY_USAGE = `Usage:
  steward policy check [--policy FILE] [--cwd DIR] [--explain]
      Reads cases as JSON lines on stdin, {"tool":"Bash","input":{"command":"npm test"}},
      and writes one JSON line per case: {"decision":"allow"|"deny","reason":"…","rule":…}.
      --explain adds the steps that led to each decision.
  steward policy explain [--policy FILE] [--cwd DIR] [TOOL INPUT]
      Shows how a decision is reached, for one case given as arguments
      (steward policy explain Bash 'git push origin main', or Read '{"file_path":".env"}')
      or for every JSON line on stdin.

  --policy FILE   the policy file (default: .github/steward.yml in the repository, else the built-in policy)
  --cwd DIR       the working directory the cases run in (default: the current directory)
`;
function settingsFilesIn(root) {
  return [".claude/settings.json", ".claude/settings.local.json"].flatMap((path) => {
    try {
      return [{ path, text: readFileSync(join(root, path), "utf8") }];
    } catch {
      return [];
    }
  });
}
function repositoryRoot(dir) {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, ".git"))) return current;
    if (dirname(current) === current) return dir;
  }
}
async function setUp(values, io) {
  const cwd = resolve(io.cwd, values.cwd ?? ".");
  if (!existsSync(cwd) || !statSync(cwd).isDirectory())
    return { ok: false, error: `--cwd ${cwd} is not a directory` };
  const workspaceRoot = repositoryRoot(cwd);
  const home = io.env["HOME"] ?? homedir();
  let policyPath;
  if (values.policy !== void 0) {
    policyPath = resolve(io.cwd, values.policy);
    if (!existsSync(policyPath)) return { ok: false, error: `policy file ${policyPath} does not exist` };
  } else {
    policyPath = POLICY_FILE_NAMES.map((name) => join(workspaceRoot, name)).find((path) => existsSync(path)) ?? null;
  }
  let policy;
  try {
    const analyzer = io.analyzeShell === void 0 ? {} : { analyzeShell: io.analyzeShell };
    policy = policyPath === null ? defaultPolicy() : await loadPolicyFile(policyPath, { workspaceRoot, home, ...analyzer });
    policy = (await withProjectSettings(policy, settingsFilesIn(workspaceRoot))).policy;
  } catch (error) {
    if (error instanceof PolicyLoadError)
      return { ok: false, error: `the policy is not valid:
${error.message}` };
    return {
      ok: false,
      error: `could not read the policy ${policyPath ?? ""}: ${error instanceof Error ? error.message : String(error)}`
    };
  }
  const resolver = createPolicyResolver(policy, {
    workspaceRoot,
    home,
    policyFilePath: policyPath,
    runnerFiles: runnerFilesFromEnv(io.env),
    ...io.analyzeShell === void 0 ? {} : { analyzeShell: io.analyzeShell }
  });
  return { ok: true, value: { resolver, cwd, workspaceRoot, home } };
}
function parseCase(line, setup) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { ok: false, error: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return {
      ok: false,
      error: 'expected a JSON object such as {"tool":"Bash","input":{"command":"npm test"}}'
    };
  const record = value;
  const tool = record["tool"];
  if (typeof tool !== "string" || tool === "")
    return { ok: false, error: 'the case needs "tool", a tool name such as "Bash"' };
  const input = record["input"] ?? {};
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, error: '"input" must be a JSON object' };
  const cwd = record["cwd"];
  if (cwd !== void 0 && typeof cwd !== "string") return { ok: false, error: '"cwd" must be a string' };
  return { ok: true, value: { tool, input, cwd: cwd === void 0 ? setup.cwd : resolve(setup.cwd, cwd) } };
}
async function judge(setup, c) {
  const request = requestFromCase(c.tool, c.input, {
    cwd: c.cwd,
    workspaceRoot: setup.workspaceRoot,
    home: setup.home
  });
  return setup.resolver.explain(request);
}
function checkLine(explanation, withSteps) {
  const { behavior, reason, rule } = explanation.decision;
  const line = { decision: behavior, reason, rule };
  if (withSteps)
    line["steps"] = explanation.steps.map(({ part, outcome, rule: r, why }) => ({
      part,
      outcome,
      rule: r,
      why
    }));
  return `${JSON.stringify(line)}
`;
}
function explainText(explanation) {
  const { decision, steps, asked, record } = explanation;
  const lines = [`${record.tool} ${record.input}`];
  lines.push(
    `  => ${decision.behavior}${asked ? " (an ask rule matched; nobody can answer in CI)" : ""}, rule: ${decision.rule ?? "none (built-in)"}`
  );
  lines.push(`     ${decision.reason}`);
  steps.forEach((step, i) => {
    lines.push(`  ${String(i + 1)}. ${step.outcome.padEnd(5)} ${step.part}`);
    lines.push(`     ${step.rule === null ? "built-in" : `rule ${step.rule}`}: ${step.why}`);
  });
  return `${lines.join("\n")}

`;
}
function caseFromArguments(positionals, setup) {
  const [tool, input, ...rest] = positionals;
  if (tool === void 0 || input === void 0 || rest.length > 0)
    return { ok: false, error: "explain takes a tool and its input: steward policy explain Bash 'npm test'" };
  if (input.trimStart().startsWith("{"))
    return parseCase(JSON.stringify({ tool, input: JSON.parse(input) }), setup);
  if (tool !== "Bash")
    return {
      ok: false,
      error: `the input for ${tool} must be a JSON object, such as '{"file_path":"src/a.ts"}'`
    };
  return { ok: true, value: { tool, input: { command: input }, cwd: setup.cwd } };
}
async function runPolicyCommand(argv, io) {
  const [sub, ...args] = argv;
  if (sub === void 0) {
    io.stderr(`steward policy: expected a subcommand, check or explain.
${POLICY_USAGE}`);
    return 2;
  }
  if (sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout(POLICY_USAGE);
    return 0;
  }
  if (sub !== "check" && sub !== "explain") {
    io.stderr(`steward policy: unknown subcommand '${sub}'. Expected check or explain.
${POLICY_USAGE}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { policy: { type: "string" }, cwd: { type: "string" }, explain: { type: "boolean" } },
      allowPositionals: sub === "explain",
      strict: true
    });
  } catch (error) {
    io.stderr(`steward policy ${sub}: ${error instanceof Error ? error.message : String(error)}
`);
    return 2;
  }
  const setUpResult = await setUp(parsed.values, io);
  if (!setUpResult.ok) {
    io.stderr(`steward policy ${sub}: ${setUpResult.error}
`);
    return 2;
  }
  const setup = setUpResult.value;
  const text = sub === "explain";
  const withSteps = parsed.values.explain === true;
  if (text && parsed.positionals.length > 0) {
    let c;
    try {
      c = caseFromArguments(parsed.positionals, setup);
    } catch (error) {
      c = {
        ok: false,
        error: `the input is not valid JSON (${error instanceof Error ? error.message : String(error)})`
      };
    }
    if (!c.ok) {
      io.stderr(`steward policy explain: ${c.error}
`);
      return 2;
    }
    io.stdout(explainText(await judge(setup, c.value)));
    return 0;
  }
  let failed = false;
  let lineNumber = 0;
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    const c = parseCase(line, setup);
    if (!c.ok) {
      failed = true;
      const message = `line ${String(lineNumber)}: ${c.error}`;
      io.stdout(text ? `error: ${message}

` : `${JSON.stringify({ error: message })}
`);
      continue;
    }
    const explanation = await judge(setup, c.value);
    io.stdout(text ? explainText(explanation) : checkLine(explanation, withSteps));
  }
  return failed ? 1 : 0;
}
export {
  runPolicyCommand
};
