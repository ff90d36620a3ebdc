// `steward run`'s command line: steward's own options and Claude Code's print-mode flags, so a script
// written for `claude -p` runs unchanged. Each Claude Code flag is mapped where steward has the same
// thing, or refused with one line saying why; none is accepted and ignored. As in Claude Code (whose
// parser, commander, treats them so), --allowedTools, --disallowedTools, --add-dir and --mcp-config take
// every value up to the next option, and each value may list several, separated by commas or spaces.
import { parseArgs } from "node:util";

export class UsageError extends Error {
  override name = "UsageError";
}

const OUTPUT_FORMATS = ["text", "json", "stream-json"] as const;
const INPUT_FORMATS = ["text", "stream-json"] as const;
/** Claude Code's permission modes; steward maps the first four and refuses the others. */
export const PERMISSION_MODES = ["default", "acceptEdits", "dontAsk", "plan", "bypassPermissions", "auto"];

export interface RunArgs {
  /** --prompt, or the positional prompt (Claude Code's `claude -p "query"`). */
  prompt: string | undefined;
  cwd: string | undefined;
  policy: string | undefined;
  provider: string | undefined;
  model: string | undefined;
  thinking: string | undefined;
  maxTokens: string | undefined;
  maxTurns: string | undefined;
  /** --max-cost-usd or Claude Code's --max-budget-usd. */
  maxCostUsd: string | undefined;
  outputFormat: (typeof OUTPUT_FORMATS)[number];
  inputFormat: (typeof INPUT_FORMATS)[number];
  replay: string | undefined;
  help: boolean;
  allowedTools: string[];
  disallowedTools: string[];
  addDirs: string[];
  appendSystemPrompt: string | undefined;
  systemPrompt: string | undefined;
  permissionMode: string | undefined;
  settings: string | undefined;
  jsonSchema: string | undefined;
  resume: string | undefined;
  fallbackModel: string | undefined;
  /** --mcp-config values, each a file or inline JSON, in order. */
  mcpConfig: string[];
  strictMcpConfig: boolean;
}

const OPTIONS = {
  prompt: { type: "string" },
  print: { type: "boolean", short: "p" },
  cwd: { type: "string" },
  policy: { type: "string" },
  model: { type: "string" },
  provider: { type: "string" },
  thinking: { type: "string" },
  "max-tokens": { type: "string" },
  "max-turns": { type: "string" },
  "max-cost-usd": { type: "string" },
  "max-budget-usd": { type: "string" },
  "output-format": { type: "string" },
  "input-format": { type: "string" },
  replay: { type: "string" },
  help: { type: "boolean", short: "h" },
  verbose: { type: "boolean" },
  allowedTools: { type: "string", multiple: true },
  "allowed-tools": { type: "string", multiple: true },
  disallowedTools: { type: "string", multiple: true },
  "disallowed-tools": { type: "string", multiple: true },
  "add-dir": { type: "string", multiple: true },
  "append-system-prompt": { type: "string" },
  "system-prompt": { type: "string" },
  "permission-mode": { type: "string" },
  settings: { type: "string" },
  "json-schema": { type: "string" },
  resume: { type: "string", short: "r" },
  continue: { type: "boolean", short: "c" },
  "mcp-config": { type: "string", multiple: true },
  "strict-mcp-config": { type: "boolean" },
  "fallback-model": { type: "string" },
  "dangerously-skip-permissions": { type: "boolean" },
  "allow-dangerously-skip-permissions": { type: "boolean" },
  "include-partial-messages": { type: "boolean" },
} as const;

const PARSE_CONFIG = { options: OPTIONS, strict: true, allowPositionals: true, tokens: true } as const;
/** What parseArgs read, typed by OPTIONS: a string, a boolean or a list of strings per option. */
type Values = ReturnType<typeof parseArgs<typeof PARSE_CONFIG>>["values"];

/** Options that take every following value up to the next option, as Claude Code's do. */
const VARIADIC = [
  "allowedTools",
  "allowed-tools",
  "disallowedTools",
  "disallowed-tools",
  "add-dir",
  "mcp-config",
] as const;
type Variadic = (typeof VARIADIC)[number];
const isVariadic = (name: string): name is Variadic => (VARIADIC as readonly string[]).includes(name);

/** Claude Code flags steward cannot honour, and why: given, they stop the run before it starts. */
export const REFUSED: Readonly<Record<string, string>> = {
  continue:
    "steward keeps no store of past sessions to continue; pass the earlier run's stream-json transcript with --resume FILE",
  "dangerously-skip-permissions":
    "every tool call is decided by the policy; allow what the task needs in the policy file or with --allowedTools",
  "allow-dangerously-skip-permissions":
    "every tool call is decided by the policy; allow what the task needs in the policy file or with --allowedTools",
  "include-partial-messages":
    "steward writes whole messages only; stream-json has one assistant line per model turn",
};

/** Splits "Bash(git log:*) Edit,Read" into rules, keeping spaces and commas inside parentheses. */
export function splitToolList(value: string): string[] {
  const items: string[] = [];
  let current = "";
  let depth = 0;
  for (const char of value) {
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === "," || /\s/.test(char))) {
      if (current !== "") items.push(current);
      current = "";
    } else current += char;
  }
  if (current !== "") items.push(current);
  return items;
}

/** parseArgs with Claude Code's variadic options: their trailing values are theirs, not positionals. */
function tokenize(argv: readonly string[]): { values: Values; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ ...PARSE_CONFIG, args: [...argv] });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values: Values = { ...parsed.values };
  const positionals: string[] = [];
  let variadic: Variadic | undefined;
  let terminated = false;
  for (const token of parsed.tokens) {
    if (token.kind === "option-terminator") {
      terminated = true;
      variadic = undefined;
    } else if (token.kind === "option") {
      variadic = isVariadic(token.name) && token.inlineValue !== true ? token.name : undefined;
    } else if (variadic !== undefined && !terminated) {
      (values[variadic] ??= []).push(token.value);
    } else positionals.push(token.value);
  }
  return { values, positionals };
}

function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}, got '${value}'.`);
}

/** Tool rules from both spellings of a flag, each value split as Claude Code splits it. */
const toolRules = (...values: (string[] | undefined)[]): string[] =>
  values.flatMap((v) => v ?? []).flatMap(splitToolList);

export function parseRunArgs(argv: readonly string[]): RunArgs {
  const { values, positionals } = tokenize(argv);
  for (const [flag, reason] of Object.entries(REFUSED)) {
    const given = values[flag as keyof Values];
    if (given !== undefined && given !== false)
      throw new UsageError(`--${flag} is not supported: ${reason}.`);
  }
  if (positionals.length > 1)
    throw new UsageError(
      `expected one prompt, got ${String(positionals.length)} arguments (${positionals.map((p) => JSON.stringify(p)).join(", ")}); quote the prompt.`,
    );
  const prompt = values.prompt;
  if (prompt !== undefined && positionals.length > 0)
    throw new UsageError("give the prompt once: either --prompt TEXT or as the argument, not both.");
  const costs = [values["max-cost-usd"], values["max-budget-usd"]].filter((v) => v !== undefined);
  if (costs.length > 1)
    throw new UsageError("give the cost budget once: --max-cost-usd or --max-budget-usd.");
  return {
    prompt: prompt ?? positionals[0],
    cwd: values.cwd,
    policy: values.policy,
    provider: values.provider,
    model: values.model,
    thinking: values.thinking,
    maxTokens: values["max-tokens"],
    maxTurns: values["max-turns"],
    maxCostUsd: costs[0],
    outputFormat: oneOf("output-format", values["output-format"], OUTPUT_FORMATS, "text"),
    inputFormat: oneOf("input-format", values["input-format"], INPUT_FORMATS, "text"),
    replay: values.replay,
    help: values.help === true,
    allowedTools: toolRules(values.allowedTools, values["allowed-tools"]),
    disallowedTools: toolRules(values.disallowedTools, values["disallowed-tools"]),
    addDirs: values["add-dir"] ?? [],
    appendSystemPrompt: values["append-system-prompt"],
    systemPrompt: values["system-prompt"],
    permissionMode: values["permission-mode"],
    settings: values.settings,
    jsonSchema: values["json-schema"],
    resume: values.resume,
    fallbackModel: values["fallback-model"],
    // Each value whole: inline JSON holds spaces and commas of its own.
    mcpConfig: values["mcp-config"] ?? [],
    strictMcpConfig: values["strict-mcp-config"] === true,
  };
}
