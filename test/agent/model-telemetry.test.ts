// Steward's SDK client never traces: the bundle leaves `@opentelemetry/api` and the SDK's tracing code
// out of steward's copy of the SDK (scripts/bundle.mjs) on that ground. The OpenTelemetry API reaches
// an application's telemetry only through its three globals (tracer provider, propagator, context
// manager); each one registered here records any use, and a whole turn must leave all three untouched,
// even with the SDK's own variables asking for traces.
import { context, propagation, trace } from "@opentelemetry/api";
import { afterEach, expect, it, vi } from "vitest";
import { createAnthropicModelClient, modelRequest } from "../support/model-client";
import { type ModelServer, reply, startModelServer, text } from "../support/model-server/index";

const KEY = "sk-ant-test-telemetry";
let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  trace.disable();
  propagation.disable();
  context.disable();
  vi.unstubAllEnvs();
});

const request = modelRequest();

/** An object whose every method call is recorded in `uses` under `name` (and answers nothing). */
function recorder<T extends object>(name: string, uses: string[]): T {
  return new Proxy({} as T, {
    get: (_, key) => (key === "then" ? undefined : () => void uses.push(`${name}.${String(key)}`)),
  });
}

it("runs a turn without touching OpenTelemetry's tracer provider, propagator or context manager", async () => {
  vi.stubEnv("ANTHROPIC_OPEN_TELEMETRY", "true");
  vi.stubEnv("ANTHROPIC_OPEN_TELEMETRY_PROPAGATION", "true");
  const uses: string[] = [];
  expect(trace.setGlobalTracerProvider(recorder("tracerProvider", uses))).toBe(true);
  expect(propagation.setGlobalPropagator(recorder("propagator", uses))).toBe(true);
  expect(context.setGlobalContextManager(recorder("contextManager", uses))).toBe(true);
  server = await startModelServer({ apiKey: KEY, script: [reply(text("Done."))] });
  const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
  const response = await client.turn(request, {}, new AbortController().signal);
  expect(response.content).toEqual([{ type: "text", text: "Done." }]);
  expect(uses).toEqual([]);
});
