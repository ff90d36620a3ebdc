// The model side of a run, set up the same way for the action and for `steward run`: the provider's
// SDK clients, the agent's model client on the first, and the web tools' small-model helpers
// (WebFetch's summariser, WebSearch where the provider's API runs it) on the second. What differs
// between the two callers — where the access comes from, a recording instead of a provider — stays
// with them.
import { smallModel, type ProviderAccess } from "../model-settings";
import type { WebAccess } from "../tools/session/web";
import { createModelSummarizer } from "../tools/web/summarize";
import { createWebAccess, modelWebSearch } from "../tools/web/web-access";
import { createModelClient, type ModelClient } from "./model";
import { createProviderClients, providerFeatures } from "./providers/index";
import type { InitLine } from "./transcript";

export interface ModelStack {
  client: ModelClient;
  /** Fetching, summarising with the provider's small model, and searching where the provider can. */
  web: WebAccess;
  /** Provider support for defer_loading / tool_reference. */
  deferLoading: boolean;
  /** What the transcript's init line says authenticated the run. */
  apiKeySource: InitLine["apiKeySource"];
}

/** The stack on a provider: its SDK clients, built from the access the caller read. */
export async function createModelStack(access: ProviderAccess): Promise<ModelStack> {
  const sdk = await createProviderClients(access);
  const features = providerFeatures(access);
  const helperModel = smallModel(access.provider, access.provider === "bedrock" ? access.region : undefined);
  return {
    client: createModelClient(sdk.model),
    web: createWebAccess({
      summarize: createModelSummarizer({ client: sdk.helper, model: helperModel }),
      // WebSearch is then offered when a policy rule allows it (run-agent.ts).
      ...(features.webSearch ? { search: modelWebSearch(sdk.helper, helperModel) } : {}),
    }),
    deferLoading: features.deferLoading,
    apiKeySource: access.provider === "anthropic" ? "ANTHROPIC_API_KEY" : "none",
  };
}

/** The stack on a recorded stream-json transcript (`steward run --replay`): no provider, no web helpers. */
export async function replayModelStack(path: string): Promise<ModelStack> {
  // Only `steward run --replay` reads a recording: the action never loads the reader.
  const { loadReplayClient } = await import("./replay");
  return {
    client: await loadReplayClient(path),
    web: createWebAccess(),
    deferLoading: false,
    apiKeySource: "none",
  };
}
