// Google Vertex AI through @anthropic-ai/vertex-sdk: requests go to
// {base}/projects/{project}/locations/{region}/publishers/anthropic/models/{model}:streamRawPredict
// with a Google OAuth token. Credentials are Application Default Credentials: the file
// google-github-actions/auth writes (workload identity federation or a key), or the metadata server
// on a Google-hosted runner.
import type { AuthClient } from "google-auth-library";
import type { ProviderAccess } from "../../model-settings";
import type { MessagesApi } from "../model";

type VertexAccess = Extract<ProviderAccess, { provider: "vertex" }>;

export type GoogleAuthClient = AuthClient;

const SCOPE = "https://www.googleapis.com/auth/cloud-platform";

/** The Application Default Credentials' client; a clear error when there are none. */
export async function googleApplicationDefaultClient(): Promise<AuthClient> {
  const { GoogleAuth } = await import("google-auth-library");
  try {
    return await new GoogleAuth({ scopes: SCOPE }).getClient();
  } catch (error) {
    throw new Error(
      `provider vertex found no Google credentials (Application Default Credentials): run google-github-actions/auth before steward, or set GOOGLE_APPLICATION_CREDENTIALS. ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

export async function createVertexSdk(
  access: VertexAccess,
  common: { maxRetries: number; timeout: number },
  authClient: AuthClient,
): Promise<MessagesApi> {
  const { AnthropicVertex } = await import("@anthropic-ai/vertex-sdk");
  return new AnthropicVertex({
    ...common,
    region: access.region,
    projectId: access.projectId,
    ...(access.baseURL === undefined ? {} : { baseURL: access.baseURL }),
    authClient,
  });
}
