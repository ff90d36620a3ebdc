// End to end through dist/index.js: the outputs a later step reads in claude-code-action's forms —
// execution-file (the messages as one JSON array), session-id, and structured-output for a run given
// an output-schema (inline, or a file at the trusted commit), including a run that never produced it.
import { readFile } from "node:fs/promises";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { reply, text, toolUse } from "../support/model-server/index";
import { useScenarios } from "../support/scenario-fixture";
import { schedulePayload } from "../support/webhooks";

const scenarios = useScenarios();

const TRIAGE_SCHEMA = {
  type: "object",
  properties: {
    labels: { type: "array", items: { enum: ["bug", "feature", "question"] } },
    priority: { type: "integer", minimum: 1, maximum: 3 },
  },
  required: ["labels", "priority"],
  additionalProperties: false,
};

async function executionFile(outputs: Record<string, string>): Promise<Record<string, unknown>[]> {
  const path = outputs["execution-file"];
  expect(path).toBeDefined();
  return JSON.parse(await readFile(path ?? "", "utf8")) as Record<string, unknown>[];
}

describe("the run's outputs for later steps", () => {
  it("gives the validated structured output after a correction, the execution file and the session id", async () => {
    const world = await scenarios.world({
      files: { "README.md": "# app\n" },
      script: [
        reply(toolUse("StructuredOutput", { labels: ["urgent"], priority: 0 })),
        reply(text("Fixed the labels."), toolUse("StructuredOutput", { labels: ["bug"], priority: 1 })),
      ],
    });
    const result = await scenarios.run(
      world,
      { name: "schedule", payload: schedulePayload() },
      { inputs: { prompt: "Triage the newest issue.", "output-schema": JSON.stringify(TRIAGE_SCHEMA) } },
    );
    expect(result.outputs["conclusion"]).toBe("success");
    const structured = JSON.parse(result.outputs["structured-output"] ?? "null") as unknown;
    expect(structured).toEqual({ labels: ["bug"], priority: 1 });
    expect(new Ajv().validate(TRIAGE_SCHEMA, structured)).toBe(true);

    // The first answer was refused with each violation named, so the model could correct it.
    const second = JSON.stringify(world.model?.messageRequests()[1]?.body);
    expect(second).toContain('"is_error":true');
    expect(second).toContain("/labels/0: must be equal to one of the allowed values");
    expect(second).toContain("/priority: must be >= 1");
    // The tool's input schema is the given schema, as Claude Code's StructuredOutput tool has it.
    const tools = (
      world.model?.messageRequests()[0]?.body as { tools: { name: string; input_schema: unknown }[] }
    ).tools;
    expect(tools.find((t) => t.name === "StructuredOutput")?.input_schema).toEqual(TRIAGE_SCHEMA);

    const messages = await executionFile(result.outputs);
    expect(messages[0]).toMatchObject({ type: "system", subtype: "init" });
    expect(messages.at(-1)).toMatchObject({
      type: "result",
      subtype: "success",
      structured_output: { labels: ["bug"], priority: 1 },
    });
    const sessionId = result.outputs["session-id"];
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(messages.every((m) => m["session_id"] === sessionId)).toBe(true);
    // The JSONL transcript stays, with the same lines.
    const jsonl = await readFile(result.outputs["transcript"] ?? "", "utf8");
    expect(jsonl.trim().split("\n")).toHaveLength(messages.length);
    world.assertNoViolations();
  });

  it("fails a run that never produces it, saying why, with the schema read at the trusted commit", async () => {
    const world = await scenarios.world({
      files: { "README.md": "# app\n", ".github/triage-schema.json": JSON.stringify(TRIAGE_SCHEMA) },
      script: () => reply(text("Looks like a bug to me.")),
    });
    const result = await scenarios.run(
      world,
      { name: "schedule", payload: schedulePayload() },
      { inputs: { prompt: "Triage the newest issue.", "output-schema": ".github/triage-schema.json" } },
    );
    expect(result.outputs["conclusion"]).toBe("failure");
    expect(result.outputs["structured-output"]).toBeUndefined();
    expect(result.stdout).toMatch(/::error::.*did not produce structured output that matches the schema/);
    const messages = await executionFile(result.outputs);
    const last = messages.at(-1);
    expect(last).toMatchObject({
      type: "result",
      subtype: "error_max_structured_output_retries",
      is_error: true,
    });
    // claude-code-action's failure message, built from the result line as it builds it.
    const errors = (last?.["errors"] as string[] | undefined) ?? [];
    expect(`Claude execution failed: ${errors.join(", ")}`).toMatch(/after 5 attempts/);
    // The model was reminded to call StructuredOutput before the run gave up.
    const requests = world.model?.messageRequests() ?? [];
    expect(requests).toHaveLength(5);
    expect(JSON.stringify(requests[1]?.body)).toContain("You have not called the StructuredOutput tool yet");
  });
});
