// Microsoft Foundry through @anthropic-ai/foundry-sdk: the Messages API under
// https://{resource}.services.ai.azure.com/anthropic/, with the resource's API key.
import type { ProviderAccess } from "../../model-settings";
import { httpFetch } from "../http-fetch";
import type { MessagesApi } from "../model";

type FoundryAccess = Extract<ProviderAccess, { provider: "foundry" }>;

export async function createFoundrySdk(
  access: FoundryAccess,
  common: { maxRetries: number; timeout: number },
): Promise<MessagesApi> {
  const { AnthropicFoundry } = await import("@anthropic-ai/foundry-sdk");
  return new AnthropicFoundry({
    ...common,
    apiKey: access.apiKey,
    // steward's fetch, as for the Anthropic API: a redirect is refused, never followed with the key
    // and the whole conversation to wherever it points (the global fetch would follow it).
    fetch: httpFetch,
    // Exactly one of the two; null keeps the SDK from reading the other from the environment.
    ...(access.baseURL === undefined
      ? { resource: access.resource ?? null }
      : { baseURL: access.baseURL, resource: null }),
  });
}
