// Tool input: one zod schema is the single source of validation and of the JSON Schema sent to the
// API. Models sometimes send numbers and booleans as strings ("10", "true"); those are accepted where
// the schema wants a number or boolean. Anything else that does not fit becomes a message written for
// the model: which parameter, what was expected, what arrived.
import type * as z from "zod/mini";
import type { Result } from "../types/result";
import { loadedZod, loadZod } from "./zod";

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  options?: Schema[];
  catchall?: Schema;
};
type Schema = { _zod: { def: Def } };

const defOf = (schema: Schema): Def => schema._zod.def;

/** Unwraps optional/nullable/default wrappers to the schema that decides the value's type. */
function core(schema: Schema): Schema {
  let current = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(current);
    if (
      ["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"].includes(
        def.type,
      ) &&
      def.innerType
    )
      current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
  return current;
}

const NUMERIC = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Returns a copy of `value` with numeric and boolean strings turned into what the schema expects. */
export function coerceScalars(schema: Schema, value: unknown): unknown {
  const target = core(schema);
  const def = defOf(target);
  if (def.type === "number" && typeof value === "string" && NUMERIC.test(value.trim()))
    return Number(value.trim());
  if (def.type === "boolean" && typeof value === "string") {
    const lowered = value.trim().toLowerCase();
    if (lowered === "true") return true;
    if (lowered === "false") return false;
    return value;
  }
  if (
    def.type === "object" &&
    def.shape !== undefined &&
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value)
  ) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const field = def.shape[key];
      out[key] = field === undefined ? item : coerceScalars(field, item);
    }
    return out;
  }
  if (def.type === "array" && def.element !== undefined && Array.isArray(value))
    return value.map((item) => coerceScalars(def.element as Schema, item));
  return value;
}

// zod/mini ships without message locales (loading them costs start-up time), so the messages the
// model sees are written here.
const EXPECTED: Record<string, string> = { array: "an array", int: "an integer", object: "an object" };

function bound(issue: { code: "too_small" | "too_big"; origin: string; inclusive?: boolean }): string {
  const small = issue.code === "too_small";
  const limit = Number((issue as { minimum?: unknown; maximum?: unknown })[small ? "minimum" : "maximum"]);
  const noun =
    issue.origin === "string"
      ? "character"
      : issue.origin === "array" || issue.origin === "set"
        ? "item"
        : "";
  const unit = noun === "" ? "" : ` ${noun}${limit === 1 ? "" : "s"}`;
  if (unit !== "") return `must have ${small ? "at least" : "at most"} ${String(limit)}${unit}`;
  const inclusive = issue.inclusive !== false;
  return `must be ${small ? (inclusive ? "at least" : "greater than") : inclusive ? "at most" : "less than"} ${String(limit)}`;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === "number" ? `[${String(p)}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join("");
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown, allowed: readonly string[]): string {
  const where = describePath(issue.path);
  const name = where === "" ? "the input" : `parameter \`${where}\``;
  switch (issue.code) {
    case "invalid_type": {
      const received = valueAt(input, issue.path);
      if (received === undefined && where !== "") return `required parameter \`${where}\` is missing`;
      return `${name} must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}, got ${typeName(received)}`;
    }
    case "unrecognized_keys": {
      const keys = issue.keys.map((k) => `\`${where === "" ? k : `${where}.${k}`}\``).join(", ");
      const allowedNote = where === "" && allowed.length > 0 ? ` (allowed: ${allowed.join(", ")})` : "";
      return `unexpected parameter${issue.keys.length === 1 ? "" : "s"} ${keys}${allowedNote}`;
    }
    case "invalid_value":
      return `${name} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(valueAt(input, issue.path))}`;
    case "too_small":
    case "too_big":
      return `${name} ${bound(issue)}`;
    case "invalid_format":
      return `${name} must be a valid ${issue.format}`;
    default:
      return `${name}: ${issue.message}`;
  }
}

/** The input as the tool's schema reads it, or a message for the model naming every problem. */
export type ParsedInput<T> = Result<T>;

/** Checks a call's input against the tool's schema; zod must be loaded (src/tools/zod.ts's loadZod). */
export function parseToolInput<S extends z.ZodMiniObject>(
  toolName: string,
  schema: S,
  raw: unknown,
): ParsedInput<z.output<S>> {
  const input = coerceScalars(schema as unknown as Schema, raw);
  const result = loadedZod().safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const allowed = Object.keys(defOf(schema as unknown as Schema).shape ?? {});
  const lines = result.error.issues.map((issue) => `- ${issueMessage(issue, input, allowed)}`);
  return {
    ok: false,
    error: `${toolName} was called with input that does not fit its schema:\n${lines.join("\n")}\nFix the input and call ${toolName} again.`,
  };
}

/**
 * parseToolInput once zod is loaded (the first call loads it). A load that fails refuses the call: its
 * input cannot be checked, so it does not run.
 */
export async function checkToolInput<S extends z.ZodMiniObject>(
  tool: { readonly name: string; readonly inputSchema: S },
  raw: unknown,
): Promise<ParsedInput<z.output<S>>> {
  try {
    await loadZod();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: `${tool.name}'s input could not be checked (the schema library did not load: ${why}), so the call did not run.`,
    };
  }
  return parseToolInput(tool.name, tool.inputSchema, raw);
}
