// The `hooks` section of a Claude Code settings file, in Claude Code's format:
//   {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "…", "timeout": 30}]}]}
// Every event, matcher and command is checked; what steward does not run (an unknown event, a hook
// type other than "command", an invalid matcher) is named in a note and left out, never a failure of
// the run. `onFailure: "block"` is steward's addition: a PreToolUse hook so marked blocks the call when
// it cannot give an answer (it crashed, timed out or could not start), instead of letting it through.
import type { Result } from "../types/result";

const HOOK_EVENTS = [
  "PreToolUse",
  "PostToolUse",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
  "SessionStart",
  "SessionEnd",
  "PreCompact",
] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** Events Claude Code has that steward does not fire: no note of failure, only that they never run. */
const NEVER_FIRED: Readonly<Record<string, string>> = {
  Notification: "steward never waits for a person, so there is nothing to notify",
  PermissionRequest: "steward never asks for permission; the policy decides",
  PostToolUseFailure: "steward runs PostToolUse hooks after successful calls only",
};

/** Claude Code's default, in seconds. */
const DEFAULT_HOOK_TIMEOUT_S = 60;
/** A hook never holds a call up longer than this, whatever its configuration says. */
const MAX_HOOK_TIMEOUT_S = 600;

export interface HookCommand {
  command: string;
  timeoutMs: number;
  /** PreToolUse only: a hook that gives no answer blocks the call (`onFailure: "block"`). */
  failClosed: boolean;
  /** The settings file it came from, for notes. */
  source: string;
}

export interface HookMatcher {
  /** As written ("" for all). */
  matcher: string;
  /** Whether it applies to a subject (a tool name; SessionStart's source; PreCompact's trigger). */
  matches: (subject: string) => boolean;
  hooks: HookCommand[];
}

export type HookConfig = Partial<Record<HookEvent, HookMatcher[]>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "" and "*" match everything; anything else is a regular expression that must match the whole subject. */
function compileMatcher(matcher: string): Result<(subject: string) => boolean> {
  if (matcher === "" || matcher === "*") return { ok: true, value: () => true };
  try {
    const pattern = new RegExp(`^(?:${matcher})$`);
    return { ok: true, value: (subject) => pattern.test(subject) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const KNOWN_HOOK_FIELDS = new Set(["type", "command", "timeout", "onFailure"]);

function readCommand(
  value: unknown,
  where: string,
  event: HookEvent,
  file: string,
  notes: string[],
): HookCommand | undefined {
  if (!isRecord(value)) {
    notes.push(
      `${file}: ${where} must be an object such as {"type": "command", "command": "…"}; it was left out.`,
    );
    return undefined;
  }
  if (value["type"] !== "command") {
    notes.push(
      `${file}: ${where} has type ${JSON.stringify(value["type"])}; steward runs only "command" hooks, so it was left out.`,
    );
    return undefined;
  }
  const command = value["command"];
  if (typeof command !== "string" || command.trim() === "") {
    notes.push(`${file}: ${where}.command must be a non-empty string; the hook was left out.`);
    return undefined;
  }
  const timeout = value["timeout"];
  let seconds = DEFAULT_HOOK_TIMEOUT_S;
  if (timeout !== undefined) {
    if (typeof timeout !== "number" || !(timeout > 0))
      notes.push(
        `${file}: ${where}.timeout must be a positive number of seconds; ${String(DEFAULT_HOOK_TIMEOUT_S)} s is used.`,
      );
    else {
      if (timeout > MAX_HOOK_TIMEOUT_S)
        notes.push(
          `${file}: ${where}.timeout ${String(timeout)} s is above steward's ${String(MAX_HOOK_TIMEOUT_S)} s; ${String(MAX_HOOK_TIMEOUT_S)} s is used.`,
        );
      seconds = Math.min(timeout, MAX_HOOK_TIMEOUT_S);
    }
  }
  const onFailure = value["onFailure"];
  if (onFailure !== undefined && onFailure !== "block" && onFailure !== "continue")
    notes.push(`${file}: ${where}.onFailure must be "block" or "continue"; "continue" is used.`);
  if (onFailure === "block" && event !== "PreToolUse")
    notes.push(
      `${file}: ${where}.onFailure "block" applies to PreToolUse hooks only; here it changes nothing.`,
    );
  for (const key of Object.keys(value))
    if (!KNOWN_HOOK_FIELDS.has(key))
      notes.push(`${file}: ${where}.${key} is not a hook field steward knows; it was ignored.`);
  return {
    command,
    timeoutMs: Math.round(seconds * 1000),
    failClosed: onFailure === "block" && event === "PreToolUse",
    source: file,
  };
}

function readMatchers(value: unknown, event: HookEvent, file: string, notes: string[]): HookMatcher[] {
  if (!Array.isArray(value)) {
    notes.push(`${file}: hooks.${event} must be a list of {"matcher", "hooks"} entries; it was left out.`);
    return [];
  }
  const matchers: HookMatcher[] = [];
  value.forEach((entry: unknown, index) => {
    const where = `hooks.${event}[${String(index)}]`;
    if (!isRecord(entry) || !Array.isArray(entry["hooks"])) {
      notes.push(`${file}: ${where} must be {"matcher": "…", "hooks": [ … ]}; it was left out.`);
      return;
    }
    const raw = entry["matcher"] ?? "";
    const compiled: Result<(subject: string) => boolean> =
      typeof raw === "string" ? compileMatcher(raw) : { ok: false, error: "it is not a string" };
    if (!compiled.ok) {
      notes.push(
        `${file}: ${where}.matcher ${JSON.stringify(raw)} is not a valid pattern (${compiled.error}); its hooks were left out.`,
      );
      return;
    }
    const hooks = (entry["hooks"] as unknown[]).flatMap((hook, i) => {
      const command = readCommand(hook, `${where}.hooks[${String(i)}]`, event, file, notes);
      return command === undefined ? [] : [command];
    });
    if (hooks.length > 0) matchers.push({ matcher: raw as string, matches: compiled.value, hooks });
  });
  return matchers;
}

/** Parses a settings file's `hooks` value; `notes` receives every part left out, and why. */
export function parseHooks(value: unknown, file: string, notes: string[]): HookConfig {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    notes.push(`${file}: hooks must be an object keyed by event name; no hook from it runs.`);
    return {};
  }
  const config: HookConfig = {};
  for (const [event, matchers] of Object.entries(value)) {
    if (!(HOOK_EVENTS as readonly string[]).includes(event)) {
      const why = NEVER_FIRED[event] ?? "steward does not know this event";
      notes.push(`${file}: hooks.${event} never runs in steward (${why}).`);
      continue;
    }
    const read = readMatchers(matchers, event as HookEvent, file, notes);
    if (read.length > 0) config[event as HookEvent] = [...(config[event as HookEvent] ?? []), ...read];
  }
  return config;
}

/** Two configurations' hooks together (settings.json, then settings.local.json). */
export function mergeHooks(a: HookConfig, b: HookConfig): HookConfig {
  const merged: HookConfig = { ...a };
  for (const event of HOOK_EVENTS) {
    const more = b[event];
    if (more !== undefined) merged[event] = [...(merged[event] ?? []), ...more];
  }
  return merged;
}

/** The hooks of `event` whose matcher takes `subject`, each command once (as Claude Code dedupes). */
export function hooksFor(config: HookConfig, event: HookEvent, subjects: readonly string[]): HookCommand[] {
  const seen = new Set<string>();
  const out: HookCommand[] = [];
  for (const matcher of config[event] ?? []) {
    if (subjects.length > 0 && !subjects.some((s) => matcher.matches(s))) continue;
    for (const hook of matcher.hooks) {
      if (seen.has(hook.command)) continue;
      seen.add(hook.command);
      out.push(hook);
    }
  }
  return out;
}

export const hasHooks = (config: HookConfig): boolean =>
  HOOK_EVENTS.some((e) => (config[e]?.length ?? 0) > 0);
