// StructuredOutput: the run's final answer as data, for runs given an output schema (`output-schema` in
// the action, `--json-schema` on the command line), as Claude Code offers it. The tool's input schema
// is that schema; input is checked against it with Ajv (loaded only when a schema is given) and every
// violation goes back to the model by its place in the input, so it can correct them. An accepted
// input fills the run's slot and ends the session. It changes nothing, so the policy allows it.
import type { ErrorObject } from "ajv";
import { buildTool, type AnyTool } from "./tool";
import description from "./structured-output.txt";

export const STRUCTURED_OUTPUT_TOOL = "StructuredOutput";

/** Where the accepted answer lands; the session ends the run once `produced` is set. */
export interface StructuredOutputSlot {
  produced: boolean;
  value: unknown;
  /** Invalid calls plus reminders after which the run gives up. */
  maxAttempts: number;
}

export class OutputSchemaError extends Error {
  override name = "OutputSchemaError";
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\//;
const DRAFT_2019 = /json-schema\.org\/draft\/2019-09\//;

/** The Ajv build for the schema's `$schema` (draft-07 when it names none), loaded only now. */
async function ajvFor(dialect: string) {
  if (DRAFT_2020.test(dialect)) return (await import("ajv/dist/2020")).default;
  if (DRAFT_2019.test(dialect)) return (await import("ajv/dist/2019")).default;
  return (await import("ajv")).default;
}

async function compile(schema: Record<string, unknown>): Promise<Validate> {
  const dialect = typeof schema["$schema"] === "string" ? schema["$schema"] : "";
  const [AjvClass, { default: addFormats }] = await Promise.all([ajvFor(dialect), import("ajv-formats")]);
  // Not strict: a schema written for Claude Code may carry keywords Ajv does not know (they annotate).
  const ajv = new AjvClass({ allErrors: true, strict: false });
  addFormats(ajv);
  try {
    return ajv.compile(schema) as Validate;
  } catch (error) {
    throw new OutputSchemaError(`The output schema is not a valid JSON Schema: ${(error as Error).message}`);
  }
}

function describeViolation(error: ErrorObject): string {
  const place = error.instancePath === "" ? "(the input itself)" : error.instancePath;
  const allowed =
    error.keyword === "enum"
      ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(", ")})`
      : "";
  const extra =
    error.keyword === "additionalProperties"
      ? `: ${JSON.stringify((error.params as { additionalProperty: string }).additionalProperty)}`
      : "";
  return `- ${place}: ${error.message ?? error.keyword}${allowed}${extra}`;
}

/**
 * The tool and its slot for one run. Throws OutputSchemaError when the schema cannot be used: it must
 * compile, and describe an object (a tool's input always is one).
 */
export async function createStructuredOutputTool(
  schema: unknown,
  maxAttempts = 5,
): Promise<{ tool: AnyTool; slot: StructuredOutputSlot }> {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema))
    throw new OutputSchemaError("The output schema must be a JSON object (a JSON Schema).");
  const record = schema as Record<string, unknown>;
  if (record["type"] !== "object")
    throw new OutputSchemaError(
      `The output schema must describe an object ("type": "object"), got "type": ${JSON.stringify(record["type"] ?? null)}; wrap other values in an object property.`,
    );
  const validate = await compile(record);
  const slot: StructuredOutputSlot = { produced: false, value: undefined, maxAttempts };
  const tool = buildTool({
    name: STRUCTURED_OUTPUT_TOOL,
    description,
    // Any object passes here; the schema's own check is Ajv's, below.
    inputSchema: (z) => z.looseObject({}),
    inputJsonSchema: record,
    isReadOnly: () => true,
    validateInput: (input) => {
      if (validate(input)) return undefined;
      const violations = (validate.errors ?? []).map(describeViolation);
      return `StructuredOutput input does not match the output schema:\n${violations.join("\n")}\nCall StructuredOutput again with input that fixes each of these.`;
    },
    call: (input) => {
      slot.value = input;
      slot.produced = true;
      return Promise.resolve("Structured output accepted. The run ends now.");
    },
    summarize: () => STRUCTURED_OUTPUT_TOOL,
  });
  return { tool, slot };
}
