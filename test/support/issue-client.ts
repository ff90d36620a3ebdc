// The fake GitHub with one repository (octo-org/app) holding issue #1, and a client for it that does
// not space its writes: the set-up of the tests of one GitHub conversation (announce, tracking comment).
import { createGitHubClient, type GitHubClient } from "../../src/github/client";
import { type FakeGitHub, startFakeGitHub } from "./fake-github/index";

export async function startIssueClient(token: string): Promise<{ gh: FakeGitHub; client: GitHubClient }> {
  const gh = await startFakeGitHub({ token });
  const client = createGitHubClient({ token, baseUrl: gh.url, writeSpacingMs: 0, retryBaseMs: 5 });
  const repo = gh.state.addRepo({ owner: "octo-org", name: "app" });
  gh.state.addIssue(repo, { title: "Bug", user: "alice" });
  return { gh, client };
}

/** Checks every request the test made against GitHub's API description, then stops the fake. */
export async function closeChecked(gh: FakeGitHub): Promise<void> {
  gh.assertNoViolations();
  await gh.close();
}
