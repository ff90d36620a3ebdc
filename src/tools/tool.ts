// The one contract every tool meets. A tool is a plain object built by buildTool(); its zod schema is
// the single source of both input validation and the JSON Schema the model sees. The defaults fail
// closed: a tool that does not say otherwise is not read-only, not concurrency-safe, and asks the
// permission resolver before every call.
import type * as z from "zod/mini";
import type { ToolContext } from "./context";
import { loadedZod, type ZodModule } from "./zod";

export type ImageMediaType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** Content of a tool_result block, as the Messages API accepts it. */
export type ToolResultBlock =
  | { type: "text"; text: string }
  | { type: "image"; source: { type: "base64"; media_type: ImageMediaType; data: string } }
  /** Makes a deferred tool's definition available to the model (ToolSearch). */
  | { type: "tool_reference"; tool_name: string };

export type ToolResultContent = string | ToolResultBlock[];

/** What a call touches, normalised for the permission policy. Paths are absolute. */
export type PermissionTarget =
  | { kind: "read"; path: string }
  | { kind: "write"; path: string }
  | { kind: "url"; url: string }
  | { kind: "command"; command: string };

export interface PermissionRequest {
  toolName: string;
  input: unknown;
  targets: PermissionTarget[];
  readOnly: boolean;
  cwd: string;
  workspaceRoot: string;
}

export interface PermissionDecision {
  behavior: "allow" | "deny";
  /** Written for the model: why, and what would be allowed instead. */
  reason: string;
  /** The rule that decided, in the policy file's syntax, or null for a built-in decision. */
  rule: string | null;
}

/** Decides every tool call. Supplied by the policy layer; nothing is ever asked interactively. */
export interface PermissionResolver {
  decide(request: PermissionRequest): PermissionDecision | Promise<PermissionDecision>;
}

/** State a call changes for the calls after it (applied by the orchestrator, in tool_use order). */
export interface ContextChange {
  cwd?: string;
}

/** Session-level switches that decide which tools exist at all. */
export interface ToolFeatures {
  webSearch: boolean;
  /**
   * Whether the provider supports defer_loading and tool_reference. Without it every tool is sent
   * loaded from the start and ToolSearch is not offered.
   */
  deferLoading: boolean;
  /** Sub-agents may not spawn further sub-agents past this depth. */
  agentDepth: number;
  maxAgentDepth: number;
  /** The run publishes a pull request review: ReviewComment is offered. */
  review?: boolean;
  /** False when the session has no shell (the sandbox was required and could not start). */
  bash?: boolean;
}

export type ZodObjectSchema = z.ZodMiniObject;

export interface ToolDef<S extends ZodObjectSchema, O> {
  name: string;
  /** Older names a model may still send (Task for Agent, KillShell for TaskStop, ...). */
  aliases?: readonly string[];
  /** The model-facing description, kept in a .txt file beside the tool. */
  description: string;
  /**
   * The zod schema, or a function that builds it with the zod module it is given: built-in tools pass
   * a function, so neither zod nor its construction of every tool's schema sits on the way to the first
   * model request, which only needs inputJsonSchema. It is built at the tool's first call, once the
   * call's check has loaded zod (src/tools/zod.ts).
   */
  inputSchema: S | ((zod: ZodModule) => S);
  /**
   * inputSchema as JSON Schema, computed ahead of time: built-in tools take theirs from
   * src/tools/input-schemas.json, which `npm run bundle` writes from the zod schemas
   * (test/tools/input-schemas.test.ts fails when the committed file differs). Deriving them at start-up cost milliseconds before the first request, and zod's
   * JSON Schema code (~40 KB) on the start-up path; tests derive theirs (test/support/test-tool.ts).
   */
  inputJsonSchema: Readonly<Record<string, unknown>>;
  call: (input: z.output<S>, ctx: ToolContext) => Promise<O>;
  /** Maps the call's output to tool_result content; default: a string output as text. */
  mapResult?: (output: O, input: z.output<S>) => ToolResultContent;
  /**
   * Whether a call that ran still failed (its result goes back with is_error, as Claude Code sends a
   * failing Bash command's); default false.
   */
  isError?: (output: O) => boolean;
  /** Default false: a tool is assumed to change something. May be async (Bash parses its command). */
  isReadOnly?: (input: z.output<S>, ctx: ToolContext) => boolean | Promise<boolean>;
  /** Default false: a tool is assumed unsafe to run beside others. */
  isConcurrencySafe?: (input: z.output<S>, ctx: ToolContext) => boolean | Promise<boolean>;
  isEnabled?: (features: ToolFeatures) => boolean;
  /** Pure checks beyond the schema; returns a message the model can act on, or undefined. */
  validateInput?: (input: z.output<S>, ctx: ToolContext) => string | undefined;
  /** The paths, URLs or commands the call touches, for the policy. */
  permissionTargets?: (input: z.output<S>, ctx: ToolContext) => PermissionTarget[];
  /** State the call changed for later calls (a new working directory). */
  contextChange?: (output: O) => ContextChange | undefined;
  /** Results longer than this are saved to a file and replaced by a preview (default 50,000). */
  maxResultSizeChars?: number;
  /** How an oversized text result is previewed: its head, or its head and tail (commands). */
  truncation?: "head" | "head-and-tail";
  /** Announced by name only until ToolSearch loads it. */
  shouldDefer?: boolean;
  /** Extra words ToolSearch matches on. */
  searchHint?: string;
  /** One line for progress logs and reports, e.g. "Read src/a.ts". */
  summarize?: (input: z.output<S>) => string;
  /**
   * Loads what the first call needs and keeps off the start-up path (a parser, a library), ahead of
   * that call: the session runs it while the model's first answer streams. Idempotent; a failure is
   * ignored, and the call then loads what it needs itself.
   */
  prepare?: () => Promise<unknown>;
}

/** A tool with every default applied and its JSON Schema fixed (so requests are byte-stable). */
export interface Tool<S extends ZodObjectSchema = ZodObjectSchema, O = unknown> {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly description: string;
  readonly inputSchema: S;
  readonly inputJsonSchema: Readonly<Record<string, unknown>>;
  readonly maxResultSizeChars: number;
  readonly truncation: "head" | "head-and-tail";
  readonly shouldDefer: boolean;
  readonly searchHint: string;
  call: (input: z.output<S>, ctx: ToolContext) => Promise<O>;
  mapResult: (output: O, input: z.output<S>) => ToolResultContent;
  isError: (output: O) => boolean;
  isReadOnly: (input: z.output<S>, ctx: ToolContext) => boolean | Promise<boolean>;
  isConcurrencySafe: (input: z.output<S>, ctx: ToolContext) => boolean | Promise<boolean>;
  isEnabled: (features: ToolFeatures) => boolean;
  validateInput: (input: z.output<S>, ctx: ToolContext) => string | undefined;
  permissionTargets: (input: z.output<S>, ctx: ToolContext) => PermissionTarget[];
  contextChange: (output: O) => ContextChange | undefined;
  summarize: (input: z.output<S>) => string;
  prepare: () => Promise<unknown>;
}

/** Any tool, whatever its schema and output; what registries and pipelines hold. */
// The pipeline feeds each tool only input its own schema parsed, so the erased types are sound there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<any, any>;

const DEFAULT_MAX_RESULT_SIZE_CHARS = 50_000;

function defaultMapResult(output: unknown): ToolResultContent {
  if (typeof output === "string") return output;
  return JSON.stringify(output, null, 2);
}

/** The schema a ToolDef gives, built once, when first asked for (zod must be loaded by then). */
function schemaOnce<S extends ZodObjectSchema>(schema: S | ((zod: ZodModule) => S)): () => S {
  if (typeof schema !== "function") return () => schema;
  let built: S | undefined;
  return () => (built ??= schema(loadedZod()));
}

export function buildTool<S extends ZodObjectSchema, O>(def: ToolDef<S, O>): Tool<S, O> {
  const schema = schemaOnce(def.inputSchema);
  return {
    name: def.name,
    aliases: def.aliases ?? [],
    description: def.description.trim(),
    get inputSchema() {
      return schema();
    },
    inputJsonSchema: Object.freeze(def.inputJsonSchema),
    maxResultSizeChars: def.maxResultSizeChars ?? DEFAULT_MAX_RESULT_SIZE_CHARS,
    truncation: def.truncation ?? "head",
    shouldDefer: def.shouldDefer ?? false,
    searchHint: def.searchHint ?? "",
    call: def.call,
    mapResult: def.mapResult ?? defaultMapResult,
    isError: def.isError ?? (() => false),
    isReadOnly: def.isReadOnly ?? (() => false),
    isConcurrencySafe: def.isConcurrencySafe ?? (() => false),
    isEnabled: def.isEnabled ?? (() => true),
    validateInput: def.validateInput ?? (() => undefined),
    permissionTargets: def.permissionTargets ?? (() => []),
    contextChange: def.contextChange ?? (() => undefined),
    summarize: def.summarize ?? (() => def.name),
    prepare: def.prepare ?? (() => Promise.resolve()),
  };
}
