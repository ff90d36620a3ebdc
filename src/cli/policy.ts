// `steward policy check` and `steward policy explain`: the policy engine on the command line, one
// process for any number of cases. Cases arrive as JSON lines `{"tool":"Bash","input":{...}}`; each
// gets one answer line, and a bad line gets an error line without stopping the rest.
import { existsSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import {
  createPolicyResolver,
  defaultPolicy,
  loadPolicyFile,
  type Policy,
  POLICY_FILE_NAMES,
  type PolicyExplanation,
  PolicyLoadError,
  type PolicyResolver,
  requestFromCase,
  runnerFilesFromEnv,
  type AnalyzeShell,
  type SettingsFile,
  withProjectSettings,
} from "../policy/index";
import type { Result } from "../types/result";

export interface PolicyCommandIO {
  stdin: NodeJS.ReadableStream;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** The shell analysis; the real one unless a test supplies another. */
  analyzeShell?: AnalyzeShell;
}

const POLICY_USAGE = `Usage:
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

interface Setup {
  resolver: PolicyResolver;
  cwd: string;
  workspaceRoot: string;
  home: string;
}

/** The checkout's Claude Code settings files that exist. */
function settingsFilesIn(root: string): SettingsFile[] {
  return [".claude/settings.json", ".claude/settings.local.json"].flatMap((path) => {
    try {
      return [{ path, text: readFileSync(join(root, path), "utf8") }];
    } catch {
      return [];
    }
  });
}

/** The nearest directory at or above `dir` holding .git; `dir` itself when there is none. */
function repositoryRoot(dir: string): string {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, ".git"))) return current;
    if (dirname(current) === current) return dir;
  }
}

async function setUp(values: { policy?: string; cwd?: string }, io: PolicyCommandIO): Promise<Result<Setup>> {
  const cwd = resolve(io.cwd, values.cwd ?? ".");
  if (!existsSync(cwd) || !statSync(cwd).isDirectory())
    return { ok: false, error: `--cwd ${cwd} is not a directory` };
  const workspaceRoot = repositoryRoot(cwd);
  const home = io.env["HOME"] ?? homedir();
  let policyPath: string | null;
  if (values.policy !== undefined) {
    policyPath = resolve(io.cwd, values.policy);
    if (!existsSync(policyPath)) return { ok: false, error: `policy file ${policyPath} does not exist` };
  } else {
    policyPath =
      POLICY_FILE_NAMES.map((name) => join(workspaceRoot, name)).find((path) => existsSync(path)) ?? null;
  }
  let policy: Policy;
  try {
    const analyzer = io.analyzeShell === undefined ? {} : { analyzeShell: io.analyzeShell };
    policy =
      policyPath === null
        ? defaultPolicy()
        : await loadPolicyFile(policyPath, { workspaceRoot, home, ...analyzer });
    // As steward run does: the checkout's Claude Code settings add their deny and ask rules.
    policy = (await withProjectSettings(policy, settingsFilesIn(workspaceRoot))).policy;
  } catch (error) {
    if (error instanceof PolicyLoadError)
      return { ok: false, error: `the policy is not valid:\n${error.message}` };
    return {
      ok: false,
      error: `could not read the policy ${policyPath ?? ""}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const resolver = createPolicyResolver(policy, {
    workspaceRoot,
    home,
    policyFilePath: policyPath,
    runnerFiles: runnerFilesFromEnv(io.env),
    ...(io.analyzeShell === undefined ? {} : { analyzeShell: io.analyzeShell }),
  });
  return { ok: true, value: { resolver, cwd, workspaceRoot, home } };
}

type Case = { tool: string; input: unknown; cwd: string };

function parseCase(line: string, setup: Setup): Result<Case> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { ok: false, error: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return {
      ok: false,
      error: 'expected a JSON object such as {"tool":"Bash","input":{"command":"npm test"}}',
    };
  const record = value as Record<string, unknown>;
  const tool = record["tool"];
  if (typeof tool !== "string" || tool === "")
    return { ok: false, error: 'the case needs "tool", a tool name such as "Bash"' };
  const input = record["input"] ?? {};
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, error: '"input" must be a JSON object' };
  const cwd = record["cwd"];
  if (cwd !== undefined && typeof cwd !== "string") return { ok: false, error: '"cwd" must be a string' };
  return { ok: true, value: { tool, input, cwd: cwd === undefined ? setup.cwd : resolve(setup.cwd, cwd) } };
}

async function judge(setup: Setup, c: Case): Promise<PolicyExplanation> {
  const request = requestFromCase(c.tool, c.input, {
    cwd: c.cwd,
    workspaceRoot: setup.workspaceRoot,
    home: setup.home,
  });
  return setup.resolver.explain(request);
}

function checkLine(explanation: PolicyExplanation, withSteps: boolean): string {
  const { behavior, reason, rule } = explanation.decision;
  const line: Record<string, unknown> = { decision: behavior, reason, rule };
  if (withSteps)
    line["steps"] = explanation.steps.map(({ part, outcome, rule: r, why }) => ({
      part,
      outcome,
      rule: r,
      why,
    }));
  return `${JSON.stringify(line)}\n`;
}

function explainText(explanation: PolicyExplanation): string {
  const { decision, steps, asked, record } = explanation;
  const lines = [`${record.tool} ${record.input}`];
  lines.push(
    `  => ${decision.behavior}${asked ? " (an ask rule matched; nobody can answer in CI)" : ""}, rule: ${decision.rule ?? "none (built-in)"}`,
  );
  lines.push(`     ${decision.reason}`);
  steps.forEach((step, i) => {
    lines.push(`  ${String(i + 1)}. ${step.outcome.padEnd(5)} ${step.part}`);
    lines.push(`     ${step.rule === null ? "built-in" : `rule ${step.rule}`}: ${step.why}`);
  });
  return `${lines.join("\n")}\n\n`;
}

/** A case from `explain TOOL INPUT`: INPUT is a JSON object, or for Bash the command itself. */
function caseFromArguments(positionals: string[], setup: Setup): Result<Case> {
  const [tool, input, ...rest] = positionals;
  if (tool === undefined || input === undefined || rest.length > 0)
    return { ok: false, error: "explain takes a tool and its input: steward policy explain Bash 'npm test'" };
  if (input.trimStart().startsWith("{"))
    return parseCase(JSON.stringify({ tool, input: JSON.parse(input) as unknown }), setup);
  if (tool !== "Bash")
    return {
      ok: false,
      error: `the input for ${tool} must be a JSON object, such as '{"file_path":"src/a.ts"}'`,
    };
  return { ok: true, value: { tool, input: { command: input }, cwd: setup.cwd } };
}

/** `argv` is what follows `steward policy`. Returns the exit code: 0, 1 when a case line was bad, 2 on usage or policy errors. */
export async function runPolicyCommand(argv: string[], io: PolicyCommandIO): Promise<number> {
  const [sub, ...args] = argv;
  if (sub === undefined) {
    io.stderr(`steward policy: expected a subcommand, check or explain.\n${POLICY_USAGE}`);
    return 2;
  }
  if (sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout(POLICY_USAGE);
    return 0;
  }
  if (sub !== "check" && sub !== "explain") {
    io.stderr(`steward policy: unknown subcommand '${sub}'. Expected check or explain.\n${POLICY_USAGE}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { policy: { type: "string" }, cwd: { type: "string" }, explain: { type: "boolean" } },
      allowPositionals: sub === "explain",
      strict: true,
    });
  } catch (error) {
    io.stderr(`steward policy ${sub}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const setUpResult = await setUp(parsed.values, io);
  if (!setUpResult.ok) {
    io.stderr(`steward policy ${sub}: ${setUpResult.error}\n`);
    return 2;
  }
  const setup = setUpResult.value;
  const text = sub === "explain";
  const withSteps = parsed.values.explain === true;
  if (text && parsed.positionals.length > 0) {
    let c: Result<Case>;
    try {
      c = caseFromArguments(parsed.positionals, setup);
    } catch (error) {
      c = {
        ok: false,
        error: `the input is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    if (!c.ok) {
      io.stderr(`steward policy explain: ${c.error}\n`);
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
      io.stdout(text ? `error: ${message}\n\n` : `${JSON.stringify({ error: message })}\n`);
      continue;
    }
    const explanation = await judge(setup, c.value);
    io.stdout(text ? explainText(explanation) : checkLine(explanation, withSteps));
  }
  return failed ? 1 : 0;
}
