// A model client on the first-party API, as the providers build it (src/agent/providers/index.ts) but
// from explicit options, for tests that talk to the scripted model server.
import {
  type AnthropicClientOptions,
  createAnthropicSdk,
  createModelClient,
  type ModelClient,
  type ModelRequest,
} from "../../src/agent/model";
import { withIncrementalBodies } from "../../src/agent/request-body";

export function createAnthropicModelClient(options: AnthropicClientOptions): ModelClient {
  // steward retries itself, within a time budget, including cut streams.
  return createModelClient(withIncrementalBodies(createAnthropicSdk({ ...options, maxRetries: 0 })));
}

/** A one-message request as the model client takes it; tests change what they are about. */
export function modelRequest(overrides: Partial<ModelRequest> = {}): ModelRequest {
  return {
    model: "claude-sonnet-4-6",
    maxTokens: 1024,
    system: [{ type: "text", text: "You are a test agent." }],
    messages: [{ role: "user", content: "Go." }],
    tools: [],
    ...overrides,
  };
}
