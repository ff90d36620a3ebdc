// A loopback stand-in for the Actions results service's artifact API, as @actions/artifact uses it:
// twirp JSON CreateArtifact (Bearer runtime token, the backend ids from its scp claim) answering with a
// signed blob URL on this same server, the blob PUT there, and FinalizeArtifact with the blob's size and
// SHA-256, which the fake checks against what it received. Violations fail the test that asserts them.
import { createHash } from "node:crypto";
import { headerRecord, listen, readBody, sendJson } from "./http";

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";
export const RUN_BACKEND_ID = "ce7f54c7-61c7-4aae-887f-30da475f5f1a";
export const JOB_BACKEND_ID = "ca395085-040a-526b-2ce8-bdc85f692774";

/** A runtime token shaped like the runner's (unsigned: the fake does not verify signatures). */
export function runtimeToken(extraClaim = "", jobBackendId = JOB_BACKEND_ID): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const scp = `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${RUN_BACKEND_ID}:${jobBackendId}`;
  return `${part({ typ: "JWT", alg: "RS256" })}.${part({ scp, ac: extraClaim })}.c2lnbmF0dXJl`;
}

export interface StoredArtifact {
  id: number;
  name: string;
  blob: Buffer | undefined;
  finalized: boolean;
}

export interface ResultsService {
  url: string;
  artifacts: StoredArtifact[];
  /** Every request: method, path and headers (tokens included, for the test to check they came). */
  requests: { method: string; path: string; headers: Record<string, string>; body: string }[];
  violations: string[];
  /** The next CreateArtifact calls answer this status instead. */
  failCreate(status: number, times?: number): void;
  close(): Promise<void>;
}

/** The token's `Actions.Results:<run>:<job>` scope: which job (matrix leg) it belongs to. */
function scopeOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    scp?: string;
  };
  return (claims.scp ?? "").split(" ").find((scope) => scope.startsWith("Actions.Results:")) ?? "";
}

export async function startResultsService(options: {
  token: string;
  /** Tokens of further jobs of the same run (the legs of a matrix). */
  extraTokens?: readonly string[];
}): Promise<ResultsService> {
  const artifacts: StoredArtifact[] = [];
  const requests: ResultsService["requests"] = [];
  const violations: string[] = [];
  let failures: { status: number; remaining: number } | undefined;
  let nextId = 100;
  const listening = await listen(
    async (req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = await readBody(req);
      const headers = headerRecord(req);
      requests.push({ method: req.method ?? "", path: url.pathname, headers, body: raw.toString("utf8") });

      if (req.method === "PUT" && url.pathname.startsWith("/blob/")) {
        const artifact = artifacts.find((a) => String(a.id) === url.pathname.slice("/blob/".length));
        if (artifact === undefined || url.searchParams.get("sig") !== `sig-${String(artifact.id)}`)
          return sendJson(res, 403, { message: "AuthenticationFailed" });
        if (headers["x-ms-blob-type"] !== "BlockBlob")
          violations.push("blob PUT without x-ms-blob-type: BlockBlob");
        artifact.blob = raw;
        res.writeHead(201).end();
        return;
      }
      if (req.method !== "POST" || !url.pathname.startsWith(SERVICE))
        return sendJson(res, 404, { code: "bad_route", msg: `no route ${req.method ?? ""} ${url.pathname}` });
      const bearer = /^Bearer (.+)$/.exec(headers["authorization"] ?? "")?.[1] ?? "";
      if (bearer !== options.token && !(options.extraTokens ?? []).includes(bearer))
        return sendJson(res, 401, { code: "unauthenticated", msg: "bad token" });
      if (!(headers["content-type"] ?? "").startsWith("application/json"))
        violations.push(`twirp call with content-type ${headers["content-type"] ?? "(none)"}`);
      const body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
      if (
        scopeOf(bearer) !==
        `Actions.Results:${String(body["workflowRunBackendId"])}:${String(body["workflowJobRunBackendId"])}`
      )
        violations.push(`backend ids ${JSON.stringify(body)} do not match the token's scope`);
      const method = url.pathname.slice(SERVICE.length);
      if (method === "CreateArtifact") {
        if (failures !== undefined && failures.remaining > 0) {
          failures.remaining--;
          return sendJson(res, failures.status, { code: "internal", msg: "the results service is down" });
        }
        const name = body["name"];
        if (typeof name !== "string" || /["':<>|*?\\/\r\n]/.test(name))
          return sendJson(res, 400, { code: "invalid_argument", msg: `bad artifact name ${String(name)}` });
        if (artifacts.some((a) => a.name === name))
          return sendJson(res, 409, { code: "already_exists", msg: "an artifact with this name exists" });
        const artifact: StoredArtifact = { id: nextId++, name, blob: undefined, finalized: false };
        artifacts.push(artifact);
        return sendJson(res, 200, {
          ok: true,
          signedUploadUrl: `${listening.url}/blob/${String(artifact.id)}?sig=sig-${String(artifact.id)}`,
        });
      }
      if (method === "FinalizeArtifact") {
        const artifact = artifacts.find((a) => a.name === body["name"]);
        if (artifact?.blob === undefined)
          return sendJson(res, 404, { code: "not_found", msg: "nothing was uploaded" });
        const sha = createHash("sha256").update(artifact.blob).digest("hex");
        if (body["size"] !== String(artifact.blob.byteLength))
          violations.push(
            `FinalizeArtifact size ${String(body["size"])} but ${String(artifact.blob.byteLength)} bytes arrived`,
          );
        if (body["hash"] !== `sha256:${sha}`)
          violations.push(`FinalizeArtifact hash ${String(body["hash"])} is not sha256:${sha}`);
        artifact.finalized = true;
        return sendJson(res, 200, { ok: true, artifactId: String(artifact.id) });
      }
      return sendJson(res, 404, { code: "bad_route", msg: `no method ${method}` });
    },
    (error) => violations.push(`handler error: ${String(error)}`),
  );
  return {
    url: listening.url,
    artifacts,
    requests,
    violations,
    failCreate(status, times = 1) {
      failures = { status, remaining: times };
    },
    close: () => listening.close(),
  };
}
