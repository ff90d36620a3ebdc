// The run's transcript as a workflow artifact, through the Actions results service the way
// @actions/artifact talks to it: CreateArtifact (twirp JSON) returns a signed blob URL, the zip goes
// there in one Put Blob, and FinalizeArtifact records its size and SHA-256. @actions/artifact itself
// was measured and left out (docs/benchmarks.md has the figures): 257 packages, 1.8 MB minified in the
// bundle and Node 22 for one of its dependencies, for three HTTP requests. The zip is fflate's.
// This module is imported lazily, at the end of a run, so none of it costs start-up time.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { strToU8, zipSync } from "fflate";
import { ArtifactError, backendIds } from "./token";

const SERVICE = "twirp/github.actions.results.api.v1.ArtifactService";

export interface ResultsService {
  /** ACTIONS_RESULTS_URL */
  url: string;
  /** ACTIONS_RUNTIME_TOKEN: a JWT whose scp claim names the run's and job's backend ids. */
  token: string;
}

export interface ArtifactUpload {
  service: ResultsService;
  name: string;
  /** The file inside the zip. */
  fileName: string;
  content: string;
  fetch?: typeof globalThis.fetch;
  /** Per request (default 60 s): a stalled upload must not hold the end of the run. */
  timeoutMs?: number;
}

export interface UploadedArtifact {
  id: string;
  /** The name it was stored under (a suffix is added when the first choice was taken). */
  name: string;
  size: number;
  sha256: string;
}

export { ArtifactError, backendIds } from "./token";

/** CreateArtifact refused the name: the run already has an artifact called that. */
export class ArtifactNameTaken extends ArtifactError {
  override name = "ArtifactNameTaken";
}

/** Names tried for one artifact: the first choice, then -2 … -10 (the legs of a matrix job). */
const NAME_ATTEMPTS = 10;

export async function uploadArtifact(upload: ArtifactUpload): Promise<UploadedArtifact> {
  const fetch = upload.fetch ?? globalThis.fetch;
  const timeout = upload.timeoutMs ?? 60_000;
  const ids = backendIds(upload.service.token);
  const base = upload.service.url.replace(/\/+$/, "");
  const twirp = async (method: string, body: Record<string, unknown>) => {
    const response = await fetch(`${base}/${SERVICE}/${method}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${upload.service.token}`,
        "content-type": "application/json",
        "user-agent": "steward",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    const text = await response.text();
    if (!response.ok) {
      const message = `${method} answered ${String(response.status)}: ${text.slice(0, 200)}`;
      throw response.status === 409 && method === "CreateArtifact"
        ? new ArtifactNameTaken(message)
        : new ArtifactError(message);
    }
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (parsed["ok"] !== true)
      throw new ArtifactError(`${method} answered without ok: ${text.slice(0, 200)}`);
    return parsed;
  };

  const created = await twirp("CreateArtifact", {
    ...ids,
    name: upload.name,
    mimeType: "application/zip",
    version: 7,
  });
  const signedUploadUrl = created["signedUploadUrl"];
  if (typeof signedUploadUrl !== "string" || signedUploadUrl === "")
    throw new ArtifactError("CreateArtifact answered without a signedUploadUrl.");

  const zip = zipSync({ [upload.fileName]: strToU8(upload.content) }, { level: 6 });
  const sha256 = createHash("sha256").update(zip).digest("hex");
  const put = await fetch(signedUploadUrl, {
    method: "PUT",
    headers: { "x-ms-blob-type": "BlockBlob", "content-type": "application/zip" },
    body: zip,
    signal: AbortSignal.timeout(timeout),
  });
  if (!put.ok) throw new ArtifactError(`The blob upload answered ${String(put.status)}.`);

  const finalized = await twirp("FinalizeArtifact", {
    ...ids,
    name: upload.name,
    size: String(zip.byteLength),
    hash: `sha256:${sha256}`,
  });
  const id = finalized["artifactId"];
  if (typeof id !== "string" && typeof id !== "number")
    throw new ArtifactError("FinalizeArtifact answered without an artifactId.");
  return { id: String(id), name: upload.name, size: zip.byteLength, sha256 };
}

/** The transcript file, redacted, as an artifact. */
export async function uploadTranscript(options: {
  service: ResultsService;
  name: string;
  path: string;
  redact: (text: string) => string;
  fetch?: typeof globalThis.fetch;
}): Promise<UploadedArtifact> {
  const content = options.redact(await readFile(options.path, "utf8"));
  // The legs of a matrix job share the run, attempt and job id, so the name can already be taken;
  // each later leg takes the next free suffix rather than losing its transcript.
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadArtifact({
        service: options.service,
        name: attempt === 1 ? options.name : `${options.name}-${String(attempt)}`,
        fileName: "transcript.jsonl",
        content,
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      });
    } catch (error) {
      if (!(error instanceof ArtifactNameTaken) || attempt === NAME_ATTEMPTS) throw error;
    }
  }
}
