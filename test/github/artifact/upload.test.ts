// The artifact protocol against the loopback results service: create, blob upload, finalize with size
// and hash; and the errors a bad token or a taken name give.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { transcriptArtifactName } from "../../../src/github/artifact/name";
import { backendIds, uploadArtifact, uploadTranscript } from "../../../src/github/artifact/upload";
import {
  JOB_BACKEND_ID,
  type ResultsService,
  RUN_BACKEND_ID,
  runtimeToken,
  startResultsService,
} from "../../support/results-service";

let service: ResultsService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe("uploadArtifact", () => {
  it("creates, uploads a zip and finalizes it with its size and SHA-256", async () => {
    const token = runtimeToken();
    service = await startResultsService({ token });
    const uploaded = await uploadArtifact({
      service: { url: service.url, token },
      name: "steward-transcript-1-1",
      fileName: "transcript.jsonl",
      content: '{"type":"system"}\n',
    });
    expect(service.violations).toEqual([]);
    const [artifact] = service.artifacts;
    expect(artifact?.finalized).toBe(true);
    expect(uploaded).toMatchObject({ id: String(artifact?.id), size: artifact?.blob?.byteLength });
    const files = unzipSync(new Uint8Array(artifact?.blob ?? Buffer.alloc(0)));
    expect(strFromU8(files["transcript.jsonl"] ?? new Uint8Array())).toBe('{"type":"system"}\n');
  });

  it("fails with the service's answer when the name is taken", async () => {
    const token = runtimeToken();
    service = await startResultsService({ token });
    const upload = { service: { url: service.url, token }, name: "x", fileName: "f", content: "c" };
    await uploadArtifact(upload);
    await expect(uploadArtifact(upload)).rejects.toThrow(/CreateArtifact answered 409: .*already_exists/);
  });
});

describe("uploadTranscript", () => {
  it("takes the next free name when another leg of a matrix job took the first", async () => {
    const token = runtimeToken();
    service = await startResultsService({ token });
    const dir = await mkdtemp(join(tmpdir(), "steward-transcript-"));
    const path = join(dir, "transcript.jsonl");
    await writeFile(path, '{"type":"result","secret":"s3cr3t"}\n');
    const upload = {
      service: { url: service.url, token },
      name: "steward-transcript-1-1-review",
      path,
      redact: (text: string) => text.replaceAll("s3cr3t", "***"),
    };
    const names: string[] = [];
    for (let leg = 0; leg < 3; leg++) names.push((await uploadTranscript(upload)).name);
    expect(names).toEqual([
      "steward-transcript-1-1-review",
      "steward-transcript-1-1-review-2",
      "steward-transcript-1-1-review-3",
    ]);
    expect(service.artifacts.map((a) => [a.name, a.finalized])).toEqual(names.map((n) => [n, true]));
    const files = unzipSync(new Uint8Array(service.artifacts[2]?.blob ?? Buffer.alloc(0)));
    expect(strFromU8(files["transcript.jsonl"] ?? new Uint8Array())).toBe(
      '{"type":"result","secret":"***"}\n',
    );
    expect(service.violations).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});

describe("backendIds", () => {
  it("reads the run's and job's ids from the token's Actions.Results scope", () => {
    expect(backendIds(runtimeToken())).toEqual({
      workflowRunBackendId: RUN_BACKEND_ID,
      workflowJobRunBackendId: JOB_BACKEND_ID,
    });
  });

  it("refuses a token that is not the runner's", () => {
    expect(() => backendIds("not-a-jwt")).toThrow(/not a JWT/);
    const noScope = `x.${Buffer.from(JSON.stringify({ scp: "Actions.GenericRead:1" })).toString("base64url")}.y`;
    expect(() => backendIds(noScope)).toThrow(/no Actions\.Results scope/);
  });
});

describe("transcriptArtifactName", () => {
  it("names the run, the attempt and the job, without characters the service refuses", () => {
    expect(transcriptArtifactName("4242", "2", "build")).toBe("steward-transcript-4242-2-build");
    expect(transcriptArtifactName("4242", "1", "")).toBe("steward-transcript-4242-1");
    expect(transcriptArtifactName("1", "1", 'a/b:c"d')).toBe("steward-transcript-1-1-a_b_c_d");
  });
});
