// End to end through dist/index.js: the transcript uploaded as an artifact to a loopback results
// service, redacted, named per run, attempt and job; the runtime token that authorises the upload
// never reaches the model or the agent's shell; and a failed upload never fails the run.
import { unzipSync, strFromU8 } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { reply, type Script, text, toolUse } from "../support/model-server/index";
import type { ActionResult } from "../support/runner";
import { jobRunId } from "../../src/github/artifact/token";
import { type ResultsService, runtimeToken, startResultsService } from "../support/results-service";
import { trackingComment } from "../support/scenario";
import { mentionOn, useScenarios } from "../support/scenario-fixture";
import { WORLD_API_KEY } from "../support/world";

const CANARY = "canary-runtime-4d2e9b";
const TOKEN = runtimeToken(CANARY);

const scenarios = useScenarios();
let results: ResultsService | undefined;
afterEach(async () => {
  await results?.close();
  results = undefined;
});

async function run(
  script: Script,
  options: {
    inputs?: Record<string, string>;
    prepare?: (results: ResultsService) => void;
    /** Runtime tokens of the legs of a matrix job: the run goes once per leg, against one results service. */
    legs?: string[];
  } = {},
) {
  const w = await scenarios.world({
    files: { "README.md": "# app\n", ".github/steward.yml": "permissions:\n  allow: [Bash]\n" },
    script,
  });
  const legs = options.legs ?? [TOKEN];
  results = await startResultsService({ token: legs[0] ?? TOKEN, extraTokens: legs.slice(1) });
  options.prepare?.(results);
  const { event } = mentionOn(w, { body: "@steward look around", issue: { title: "Look around" } });
  let result: ActionResult | undefined;
  for (const leg of legs) {
    result = await scenarios.run(w, event, {
      inputs: options.inputs ?? {},
      env: { ACTIONS_RESULTS_URL: `${results.url}/`, ACTIONS_RUNTIME_TOKEN: leg },
    });
  }
  return { w, results, result: result as ActionResult };
}

describe("the transcript artifact", () => {
  it("uploads the redacted transcript, and the runtime token reaches neither the model nor the shell", async () => {
    const { w, results, result } = await run([
      reply(
        text("Looking at the environment."),
        toolUse("Bash", { command: "env" }),
        toolUse("Bash", { command: "printenv ACTIONS_RUNTIME_TOKEN ACTIONS_RESULTS_URL" }),
      ),
      reply(text(`Nothing to change. The API key would look like ${WORLD_API_KEY}.`)),
    ]);
    expect(result.outputs["conclusion"]).toBe("success");
    expect(results.violations).toEqual([]);
    const [artifact] = results.artifacts;
    expect(artifact).toMatchObject({
      name: `steward-transcript-4242-1-steward-${jobRunId(TOKEN)}`,
      finalized: true,
    });
    expect(result.outputs["transcript-url"]).toBe(
      `${w.target.serverUrl}/${w.repository}/actions/runs/4242/artifacts/${String(artifact?.id)}`,
    );
    const files = unzipSync(new Uint8Array(artifact?.blob ?? Buffer.alloc(0)));
    expect(Object.keys(files)).toEqual(["transcript.jsonl"]);
    const transcript = strFromU8(files["transcript.jsonl"] ?? new Uint8Array());
    const lines = transcript
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines[0]?.type).toBe("system");
    expect(lines.at(-1)?.type).toBe("result");
    // The agent's shell ran, and its environment had neither variable.
    expect(transcript).toContain("GITHUB_RUN_ID=4242");
    expect(transcript).not.toContain("ACTIONS_RUNTIME_TOKEN=");
    expect(transcript).not.toContain("ACTIONS_RESULTS_URL=");
    // Redacted: the key the model wrote, and nothing of the tokens.
    expect(transcript).not.toContain(WORLD_API_KEY);
    for (const secret of [TOKEN, CANARY, w.token]) expect(transcript).not.toContain(secret);

    const modelTraffic = JSON.stringify(w.model?.messageRequests().map((r) => r.body));
    expect(modelTraffic).toContain("GITHUB_RUN_ID=4242");
    for (const secret of [TOKEN, CANARY, results.url]) expect(modelTraffic).not.toContain(secret);
    expect(result.masks).toContain(TOKEN);
    // The ::add-mask:: command itself is the one place the log may name it (the runner hides it).
    const log = `${result.stdout}${result.stderr}`
      .split("\n")
      .filter((line) => !line.startsWith("::add-mask::"))
      .join("\n");
    for (const secret of [TOKEN, CANARY]) expect(log).not.toContain(secret);
    expect(trackingComment(w)).not.toContain(CANARY);
  });

  it("never fails the run when the upload fails, and says where the transcript is", async () => {
    const { w, results, result } = await run([reply(text("Done."))], {
      prepare: (service) => service.failCreate(500, 10),
    });
    expect(result.outputs["conclusion"]).toBe("success");
    expect(result.exitCode).toBe(0);
    expect(results.requests.some((r) => r.path.endsWith("/CreateArtifact"))).toBe(true);
    expect(results.artifacts).toHaveLength(0);
    expect(result.outputs["transcript-url"]).toBeUndefined();
    expect(result.stdout).toMatch(
      /::warning::steward: could not upload the transcript as an artifact: CreateArtifact answered 500/,
    );
    const comment = trackingComment(w) ?? "";
    expect(comment).toMatch(/transcript could not be uploaded as an artifact/);
    // The path, as the report escapes it.
    const path = (result.outputs["transcript"] ?? "(no transcript output)").replace(
      /[/.-]/g,
      (c) => `\\${c}`,
    );
    expect(comment).toContain(path);
  });

  it("keeps both legs of a matrix job: each upload has its own name, none is refused", async () => {
    const legs = [
      runtimeToken(CANARY, "0d2c1b8a-0000-4000-8000-00000000000a"),
      runtimeToken(CANARY, "0d2c1b8a-0000-4000-8000-00000000000b"),
    ];
    const { results } = await run([reply(text("Done."))], { legs });
    expect(results.violations).toEqual([]);
    expect(results.artifacts.map((a) => [a.name, a.finalized])).toEqual(
      legs.map((leg) => [`steward-transcript-4242-1-steward-${jobRunId(leg)}`, true]),
    );
    expect(new Set(legs.map(jobRunId)).size).toBe(2);
    // Not one CreateArtifact was answered 409: the names never collided.
    expect(results.requests.filter((r) => r.path.endsWith("/CreateArtifact"))).toHaveLength(2);
  });

  it("uploads nothing with upload-transcript: false", async () => {
    const { results, result } = await run([reply(text("Done."))], {
      inputs: { "upload-transcript": "false" },
    });
    expect(result.outputs["conclusion"]).toBe("success");
    expect(results.requests).toEqual([]);
  });
});
