import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorize, hasWriteAccess } from "../../src/github/authorize";
import { createGitHubClient, type GitHubClient } from "../../src/github/client";
import type { Trigger } from "../../src/github/trigger-types";
import {
  type FakeGitHub,
  type Permission,
  type RepoRecord,
  startFakeGitHub,
} from "../support/fake-github/index";

const TOKEN = "ghs_authorizeToken000000000000000000000";
let gh: FakeGitHub;
let client: GitHubClient;
let repo: RepoRecord;

beforeEach(async () => {
  gh = await startFakeGitHub({ token: TOKEN });
  client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, retryBaseMs: 5, writeSpacingMs: 0 });
  repo = gh.state.addRepo({ owner: "octo-org", name: "app" });
});
afterEach(async () => {
  await gh.close();
});

const base = { repo: { owner: "octo-org", repo: "app" }, at: "2030-01-01T00:00:00Z" };

function mention(actor: string, extra: Partial<Trigger> = {}): Trigger {
  return {
    ...base,
    kind: "mention",
    source: "issue_comment",
    actor,
    number: 1,
    isPullRequest: false,
    request: "go",
    commentId: 5,
    ...extra,
  } as Trigger;
}

const settings = (allowedBots: string[] = []) => ({ allowedBots });
const permissionRequests = () =>
  gh.requests.filter((r) => r.operationId === "repos/get-collaborator-permission-level");

describe("authorize", () => {
  it.each([
    ["admin", true],
    ["maintain", true],
    ["write", true],
    ["triage", false],
    ["read", false],
    ["none", false],
  ] as [Permission, boolean][])("a user with %s permission: %s", async (permission, allowed) => {
    gh.state.setPermission(repo, "alice", permission);
    const result = await authorize(client, mention("alice"), settings());
    expect(result.ok).toBe(allowed);
    if (!result.ok)
      expect(result.error.reason).toBe(
        `@alice has '${permission}' permission on octo-org/app; steward needs admin, maintain or write`,
      );
    expect(permissionRequests()).toHaveLength(1);
    gh.assertNoViolations();
  });

  it("the repository owner is an admin", async () => {
    expect(await authorize(client, mention("octo-org"), settings())).toEqual({ ok: true });
    gh.assertNoViolations();
  });

  it("an unknown user (404) is not authorized", async () => {
    const result = await authorize(client, mention("stranger"), settings());
    expect(result).toEqual({
      ok: false,
      error: { reason: "@stranger is not a collaborator on octo-org/app (the permission API answered 404)" },
    });
    gh.assertNoViolations();
  });

  it("fails closed when the API keeps failing after the client's retries", async () => {
    gh.state.setPermission(repo, "alice", "admin");
    gh.injectFault(
      { kind: "bad_gateway" },
      { operationId: "repos/get-collaborator-permission-level", times: 10 },
    );
    const result = await authorize(client, mention("alice"), settings());
    // An outage, not a refusal: the action turns it into a failure rather than a skip.
    expect(result).toMatchObject({ ok: false, error: { unreachable: true } });
    if (!result.ok)
      expect(result.error.reason).toMatch(
        /GitHub could not be reached to check @alice's permission on octo-org\/app \(HTTP 502/,
      );
    expect(permissionRequests().length).toBeGreaterThan(1);
    gh.assertNoViolations();
  });

  it("recovers when a retry succeeds", async () => {
    gh.state.setPermission(repo, "alice", "write");
    gh.injectFault(
      { kind: "bad_gateway" },
      { operationId: "repos/get-collaborator-permission-level", times: 1 },
    );
    expect(await authorize(client, mention("alice"), settings())).toEqual({ ok: true });
    gh.assertNoViolations();
  });

  it("a listed bot is trusted without a permission call; an unlisted one is refused", async () => {
    gh.state.user("renovate[bot]");
    expect(
      await authorize(client, mention("renovate[bot]", { actorIsBot: true }), settings(["Renovate[bot]"])),
    ).toEqual({ ok: true });
    const refused = await authorize(client, mention("renovate[bot]"), settings(["dependabot[bot]"]));
    expect(refused).toEqual({
      ok: false,
      error: {
        reason: "@renovate[bot] is a bot that is not listed in allowed-bots (listed: dependabot[bot])",
      },
    });
    expect(permissionRequests()).toHaveLength(0);
    // What the permission API says about a bot, for the record: it is no collaborator.
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({
      owner: "octo-org",
      repo: "app",
      username: "renovate[bot]",
    });
    expect(hasWriteAccess(data)).toBe(false);
    gh.assertNoViolations();
  });

  it("a bot whose login lacks [bot] is recognised by the payload's user type", async () => {
    gh.state.setPermission(repo, "Copilot", "write");
    expect(await authorize(client, mention("Copilot", { actorIsBot: true }), settings())).toMatchObject({
      ok: false,
      error: { reason: expect.stringMatching(/^@Copilot is a bot that is not listed/) as unknown },
    });
    expect(await authorize(client, mention("Copilot", { actorIsBot: true }), settings(["Copilot"]))).toEqual({
      ok: true,
    });
    expect(permissionRequests()).toHaveLength(0);
    gh.assertNoViolations();
  });

  it("allowed-bots grants nothing to a human", async () => {
    gh.state.setPermission(repo, "mallory", "read");
    expect((await authorize(client, mention("mallory"), settings(["mallory"]))).ok).toBe(false);
    gh.assertNoViolations();
  });

  it("schedules and dispatches are trusted without a call", async () => {
    const trigger: Trigger = {
      ...base,
      kind: "automation",
      event: "schedule",
      actor: "whoever",
      prompt: "p",
    };
    expect(await authorize(client, trigger, settings())).toEqual({ ok: true });
    expect(gh.requests).toHaveLength(0);
    gh.assertNoViolations();
  });

  it("a CI fix-up checks the actor who triggered the failing run", async () => {
    gh.state.setPermission(repo, "pusher", "read");
    const trigger: Trigger = {
      ...base,
      kind: "ci-fixup",
      actor: "pusher",
      runId: 1,
      workflowName: "CI",
      headBranch: "feature",
      headSha: "a".repeat(40),
      headRepository: "octo-org/app",
      prompt: undefined,
    };
    expect(await authorize(client, trigger, settings())).toMatchObject({ ok: false });
    gh.state.setPermission(repo, "pusher", "maintain");
    expect(await authorize(client, trigger, settings())).toEqual({ ok: true });
    expect(permissionRequests().map((r) => r.path)).toEqual([
      "/repos/octo-org/app/collaborators/pusher/permission",
      "/repos/octo-org/app/collaborators/pusher/permission",
    ]);
    gh.assertNoViolations();
  });

  it("pull request events check the sender", async () => {
    const trigger: Trigger = {
      ...base,
      kind: "pull-request",
      action: "opened",
      actor: "outsider",
      number: 3,
      prompt: "p",
    };
    gh.state.user("outsider");
    expect(await authorize(client, trigger, settings())).toMatchObject({ ok: false });
    gh.assertNoViolations();
  });
});

describe("hasWriteAccess", () => {
  it.each([
    [{ permission: "admin", role_name: "admin" }, true],
    [{ permission: "write", role_name: "maintain" }, true],
    [{ permission: "write", role_name: "write" }, true],
    [{ permission: "read", role_name: "triage" }, false],
    [{ permission: "read", role_name: "read" }, false],
    [{ permission: "none", role_name: "none" }, false],
    [{ permission: "write" }, true],
    [{ permission: "read" }, false],
    [{ permission: "write", role_name: "release-manager" }, true],
    [{ permission: "read", role_name: "security-reviewer" }, false],
    [{ permission: "write", role_name: "read" }, false],
  ])("%j → %s", (answer, allowed) => {
    expect(hasWriteAccess(answer)).toBe(allowed);
  });
});
