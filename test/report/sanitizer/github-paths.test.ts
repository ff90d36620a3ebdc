// The pages of a GitHub site that model-written links may reach: a repository's content and history,
// anyone's repository, uploaded attachments — never account, app, sponsorship or settings pages.
import { describe, expect, it } from "vitest";
import { isLinkableGitHubPath } from "../../../src/report/sanitizer/github-paths";
import { createHostPolicy, isKeepableDestination } from "../../../src/report/sanitizer/hosts";

describe("isLinkableGitHubPath", () => {
  it.each([
    "/",
    "/octo",
    "/octo/app",
    "/octo/app/",
    "/octo/app/issues/12",
    "/octo/app/pull/13/files",
    "/octo/app/commit/0123abc",
    "/octo/app/actions/runs/42/job/7",
    "/octo/app/blob/main/src/a.ts",
    "/octo/app/tree/main/docs",
    "/octo/app/compare/main...x",
    "/octo/app/releases/tag/v1",
    "/other/lib.js/issues/5",
    "/user-attachments/assets/0f3c2b1a",
  ])("allows %s", (path) => {
    expect(isLinkableGitHubPath(path)).toBe(true);
  });

  it.each([
    "/login/oauth/authorize",
    "/login",
    "/settings/tokens",
    "/apps/evil/installations/new",
    "/sponsors/mallory",
    "/marketplace/evil",
    "/orgs/octo/people",
    "/organizations/octo/settings",
    "/octo/app/settings",
    "/octo/app/settings/secrets/actions",
    "/octo/app/invitations",
    "/octo/app/security/advisories/new",
    "/octo/app/fork",
    "/user-attachments/other",
    "/-bad/app",
  ])("refuses %s", (path) => {
    expect(isLinkableGitHubPath(path)).toBe(false);
  });
});

describe("the host policy on GitHub sites", () => {
  const policy = createHostPolicy(
    ["github.com", "docs.github.com", "ghe.example.com"],
    ["github.com", "ghe.example.com"],
  );
  it.each<[string, boolean]>([
    ["https://github.com/octo/app/pull/1", true],
    ["https://github.com/login/oauth/authorize?client_id=x", false],
    ["https://github.com/%6Cogin", false],
    ["https://ghe.example.com/settings/tokens", false],
    ["https://ghe.example.com/octo/app/issues/1", true],
    ["https://docs.github.com/en/settings", true],
    ["/login/oauth/authorize", false],
    ["../../../login", false],
    ["src/a.ts", true],
    ["#usage", true],
    ["/octo/app/blob/main/README.md", true],
  ])("%s → %s", (url, kept) => {
    expect(isKeepableDestination(url, policy)).toBe(kept);
  });
});
