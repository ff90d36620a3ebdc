// A model client on the first-party API, as the providers build it (src/agent/providers/index.ts) but
// from explicit options, for tests that talk to the scripted model server.
import {
  type AnthropicClientOptions,
  createAnthropicSdk,
  createModelClient,
  type ModelClient,
} from "../../src/agent/model";
import { withIncrementalBodies } from "../../src/agent/request-body";

export function createAnthropicModelClient(options: AnthropicClientOptions): ModelClient {
  // steward retries itself, within a time budget, including cut streams.
  return createModelClient(withIncrementalBodies(createAnthropicSdk({ ...options, maxRetries: 0 })));
}
