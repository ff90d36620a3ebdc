// The provider front doors of the scripted Messages API. Bedrock, Vertex and Foundry each wrap the same
// Messages API in their own URL, authentication and (for Bedrock) stream framing; the official SDKs
// adapt to them. The server maps each back to the one script, so a test drives the real provider SDK
// unmodified and asserts on what reached the wire.
import { EventStreamCodec } from "@smithy/eventstream-codec";

export type Dialect =
  | { provider: "anthropic" }
  | { provider: "foundry" }
  | { provider: "vertex"; project: string; region: string; model: string; stream: boolean }
  | { provider: "bedrock"; model: string; stream: boolean };

const VERTEX =
  /^\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):(streamRawPredict|rawPredict)$/;
const BEDROCK = /^\/model\/([^/]+)\/(invoke-with-response-stream|invoke)$/;

/** The dialect of a POST that creates a message, or undefined for any other route. */
export function messagesDialect(method: string, path: string): Dialect | undefined {
  if (method !== "POST") return undefined;
  if (path === "/v1/messages") return { provider: "anthropic" };
  if (path === "/anthropic/v1/messages") return { provider: "foundry" };
  const vertex = VERTEX.exec(path);
  if (vertex !== null)
    return {
      provider: "vertex",
      project: decodeURIComponent(vertex[1] ?? ""),
      region: decodeURIComponent(vertex[2] ?? ""),
      model: decodeURIComponent(vertex[3] ?? ""),
      stream: vertex[4] === "streamRawPredict",
    };
  const bedrock = BEDROCK.exec(path);
  if (bedrock !== null)
    return {
      provider: "bedrock",
      model: decodeURIComponent(bedrock[1] ?? ""),
      stream: bedrock[2] === "invoke-with-response-stream",
    };
  return undefined;
}

// AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/bedrock/aws4_request, SignedHeaders=..., Signature=hex
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([a-z0-9-]+)\/bedrock\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

export interface ProviderAuth {
  /** Bedrock: the access key id a SigV4 signature must name. */
  awsAccessKeyId?: string;
  /** Vertex: the OAuth access token the Authorization header must carry. */
  googleAccessToken?: string;
}

/**
 * What is wrong with a provider request's authentication and version, or undefined. (Anthropic and
 * Foundry requests are checked by the server's API-key rule.)
 */
export function providerProblem(
  dialect: Dialect,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  auth: ProviderAuth,
): string | undefined {
  if (dialect.provider !== "vertex" && dialect.provider !== "bedrock") return undefined;
  if (typeof body["anthropic_version"] !== "string")
    return `${dialect.provider}: anthropic_version is required in the body`;
  if ("model" in body) return `${dialect.provider}: model belongs in the URL, not the body`;
  const authorization = headers["authorization"] ?? "";
  if (dialect.provider === "vertex") {
    const token = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (token === undefined) return "vertex: an OAuth bearer token is required";
    if (auth.googleAccessToken !== undefined && token !== auth.googleAccessToken)
      return "vertex: the bearer token is not the one issued";
    return undefined;
  }
  if ("stream" in body) return "bedrock: stream belongs in the URL, not the body";
  const sigv4 = SIGV4.exec(authorization);
  if (sigv4 === null) return `bedrock: expected a SigV4 Authorization header, got '${authorization}'`;
  if (auth.awsAccessKeyId !== undefined && sigv4[1] !== auth.awsAccessKeyId)
    return "bedrock: the signature names another access key";
  const signed = (sigv4[4] ?? "").split(";");
  for (const needed of ["host", "x-amz-date"])
    if (!signed.includes(needed)) return `bedrock: ${needed} is not among the signed headers`;
  if (headers["x-amz-date"] === undefined) return "bedrock: x-amz-date is missing";
  return undefined;
}

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString("utf8"),
  (text) => new Uint8Array(Buffer.from(text, "utf8")),
);

/** One streamed Messages API event as Bedrock frames it: a `chunk` event whose `bytes` hold the JSON. */
export function bedrockChunk(data: unknown): Uint8Array {
  const payload = JSON.stringify({ bytes: Buffer.from(JSON.stringify(data)).toString("base64") });
  return codec.encode({
    headers: {
      ":event-type": { type: "string", value: "chunk" },
      ":content-type": { type: "string", value: "application/json" },
      ":message-type": { type: "string", value: "event" },
    },
    body: new Uint8Array(Buffer.from(payload, "utf8")),
  });
}
