// The SDK clients for the provider a run uses. Each provider has Anthropic's official SDK for it; the
// Bedrock, Vertex and Foundry ones (and the AWS and Google libraries under them) are imported only
// when chosen, so the anthropic path's start-up and bundle never load them. Every credential is
// passed in explicitly where the SDK allows it, so the SDKs do not go looking for others.
import type { ProviderAccess } from "../../model-settings";
import type { MessagesApi } from "../model";
import { createAnthropicSdk } from "../model";
import { withIncrementalBodies } from "../request-body";
import { createBedrockSdk } from "./bedrock";
import { createFoundrySdk } from "./foundry";
import { createVertexSdk, type GoogleAuthClient, googleApplicationDefaultClient } from "./vertex";

export interface ProviderClients {
  /**
   * For the agent's turns: no SDK retries (steward retries turns itself, within a time budget). Where
   * the SDK sends the body as it is, each message is serialised once for the whole run (request-body.ts).
   */
  model: MessagesApi;
  /** For helpers such as the WebFetch summariser: the SDK's own few retries. */
  helper: MessagesApi;
}

export interface ProviderOptions {
  /** Per-attempt timeout; a stalled stream fails and is retried. */
  timeoutMs?: number;
  /** Vertex: the Google auth client to use instead of Application Default Credentials (tests). */
  googleAuthClient?: GoogleAuthClient;
}

export interface ProviderFeatures {
  /** defer_loading / tool_reference (tool search); sent only where the first-party API serves it. */
  deferLoading: boolean;
  /**
   * The Messages API's server-side web search tool (WebSearch runs through it). Only the first-party
   * API is relied on: Bedrock does not serve it, and the others are not assumed to (fail closed).
   */
  webSearch: boolean;
}

export function providerFeatures(access: ProviderAccess): ProviderFeatures {
  return {
    deferLoading: access.provider === "anthropic" || access.provider === "foundry",
    webSearch: access.provider === "anthropic",
  };
}

export async function createProviderClients(
  access: ProviderAccess,
  options: ProviderOptions = {},
): Promise<ProviderClients> {
  const timeout = options.timeoutMs ?? 10 * 60_000;
  const both = async (make: (maxRetries: number) => Promise<MessagesApi> | MessagesApi) => ({
    model: await make(0),
    helper: await make(2),
  });
  switch (access.provider) {
    case "anthropic": {
      const clients = await both((maxRetries) =>
        createAnthropicSdk({
          apiKey: access.apiKey,
          ...(access.baseURL === undefined ? {} : { baseURL: access.baseURL }),
          maxRetries,
          timeoutMs: timeout,
        }),
      );
      return { ...clients, model: withIncrementalBodies(clients.model) };
    }
    case "bedrock":
      return both((maxRetries) => createBedrockSdk(access, { maxRetries, timeout }));
    case "vertex": {
      // One token source for both clients, found now: missing credentials fail the run at the start.
      const authClient = options.googleAuthClient ?? (await googleApplicationDefaultClient());
      return both((maxRetries) => createVertexSdk(access, { maxRetries, timeout }, authClient));
    }
    case "foundry": {
      const clients = await both((maxRetries) => createFoundrySdk(access, { maxRetries, timeout }));
      return { ...clients, model: withIncrementalBodies(clients.model) };
    }
  }
}
