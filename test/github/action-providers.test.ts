// The action end to end on a provider other than Anthropic: inputs and the provider's usual
// environment (as aws-actions/configure-aws-credentials leaves it) in, a Bedrock-signed session out,
// and the AWS keys masked in the log and kept from the model, the agent's shell, GitHub and the
// transcript. And the failure a missing credential gives: one clear line, in the comment too.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { reply, text, toolUse } from "../support/model-server/index";
import { trackingComment } from "../support/scenario";
import { mentionOn, useScenarios } from "../support/scenario-fixture";
import type { World } from "../support/world";

const CANARY = "canary9b2e4d";
const AWS_ENV = {
  AWS_REGION: "us-west-2",
  AWS_ACCESS_KEY_ID: `AKIA${CANARY.toUpperCase()}`,
  AWS_SECRET_ACCESS_KEY: `${CANARY}-secret`,
  AWS_SESSION_TOKEN: `${CANARY}-session`,
};

const scenarios = useScenarios();

function mention(w: World, env: Record<string, string>, inputs: Record<string, string>) {
  const { event } = mentionOn(w, {
    body: "@steward what is in the environment?",
    issue: { title: "Look around" },
  });
  return scenarios.run(w, event, { env, inputs });
}

describe("the action on Amazon Bedrock", () => {
  it("runs the session through Bedrock with the environment's AWS keys, and keeps them secret", async () => {
    const world = await scenarios.world({
      files: { "README.md": "# app\n", ".github/steward.yml": "permissions:\n  allow: [Bash]\n" },
      script: [reply(toolUse("Bash", { command: "env" }, "t_env")), reply(text("Nothing secret here."))],
      providerAuth: { awsAccessKeyId: AWS_ENV.AWS_ACCESS_KEY_ID },
    });
    const result = await mention(
      world,
      { ...AWS_ENV, ANTHROPIC_BEDROCK_BASE_URL: world.model?.url ?? "" },
      { provider: "bedrock", "anthropic-api-key": "" },
    );
    expect(result.outputs["conclusion"]).toBe("success");
    world.assertNoViolations();
    const requests = world.model?.messageRequests() ?? [];
    expect(requests.map((r) => r.path)).toEqual([
      "/model/us.anthropic.claude-sonnet-4-6/invoke-with-response-stream",
      "/model/us.anthropic.claude-sonnet-4-6/invoke-with-response-stream",
    ]);
    expect(requests[0]?.headers["authorization"]).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${AWS_ENV.AWS_ACCESS_KEY_ID}/\\d{8}/us-west-2/bedrock/`),
    );
    // Bedrock gets every tool up front (no defer_loading there).
    const body = requests[0]?.body as { tools?: { defer_loading?: boolean }[] };
    expect(body.tools?.some((t) => t.defer_loading === true)).toBe(false);

    const secrets = [AWS_ENV.AWS_SECRET_ACCESS_KEY, AWS_ENV.AWS_SESSION_TOKEN, AWS_ENV.AWS_ACCESS_KEY_ID];
    expect(result.masks).toEqual(expect.arrayContaining(secrets));
    const bodies = requests.map((r) => r.raw).join("\n");
    const log = result.stdout
      .split("\n")
      .filter((line) => !line.startsWith("::add-mask::"))
      .join("\n");
    const transcript = await readFile(result.outputs["transcript"] ?? "", "utf8");
    const github = JSON.stringify(world.github.requests.map((r) => ({ body: r.raw, headers: r.headers })));
    for (const secret of secrets)
      for (const [where, seen] of Object.entries({
        bodies,
        log,
        stderr: result.stderr,
        transcript,
        github,
        comment: trackingComment(world) ?? "",
      }))
        expect(seen, `${where} holds ${secret}`).not.toContain(secret);
    // The shell really ran: its output (PATH and all) went back to the model.
    expect(bodies).toContain("PATH=");
  });

  it("fails with one clear line when Bedrock has no region", async () => {
    const world = await scenarios.world({ script: [reply(text("unused"))] });
    const result = await mention(world, {}, { provider: "bedrock", "anthropic-api-key": "" });
    expect(result.outputs["conclusion"]).toBe("failure");
    expect(world.model?.messageRequests()).toEqual([]);
    const reason =
      "provider bedrock needs an AWS region: set the aws-region input or AWS_REGION (aws-actions/configure-aws-credentials sets it).";
    expect(result.stdout).toContain(reason);
    // The comment renders the reason as escaped markdown.
    const comment = (trackingComment(world) ?? "").replace(/\\(.)/g, "$1");
    expect(comment).toContain(`**Failed:** ${reason}`);
  });
});
