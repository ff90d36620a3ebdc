// Amazon Bedrock through @anthropic-ai/bedrock-sdk: SigV4-signed requests to
// /model/{id}/invoke-with-response-stream, answered in AWS event-stream framing that the SDK turns
// back into the Messages API's events. Keys from the environment are passed in; without them the
// AWS default chain resolves credentials (web identity from aws-actions/configure-aws-credentials
// with OIDC, SSO, an instance role). A Bedrock API key, when set, is sent instead of signing.
import type { ProviderAccess } from "../../model-settings";
import type { MessagesApi } from "../model";

type BedrockAccess = Extract<ProviderAccess, { provider: "bedrock" }>;

export async function createBedrockSdk(
  access: BedrockAccess,
  common: { maxRetries: number; timeout: number },
): Promise<MessagesApi> {
  const { AnthropicBedrock } = await import("@anthropic-ai/bedrock-sdk");
  const credentials = access.credentials;
  const options = {
    ...common,
    awsRegion: access.region,
    ...(access.baseURL === undefined ? {} : { baseURL: access.baseURL }),
    // null, not undefined: undefined would make the SDK read AWS_BEARER_TOKEN_BEDROCK itself.
    apiKey: access.bearerToken ?? null,
  };
  if (credentials === undefined) return new AnthropicBedrock(options);
  return new AnthropicBedrock({
    ...options,
    awsAccessKey: credentials.accessKeyId,
    awsSecretKey: credentials.secretAccessKey,
    awsSessionToken: credentials.sessionToken ?? null,
  });
}
