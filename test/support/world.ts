// One call to stand up everything a scenario needs: the fake GitHub, the real git remote (its refs are
// what the fake GitHub resolves branches against) and, when a script is given, the scripted model.
import { type FakeGitHub, type RepoRecord, startFakeGitHub } from "./fake-github/index";
import { type GitServer, startGitServer } from "./git-server";
import { type ModelServer, type Script, startModelServer } from "./model-server/index";
import type { ProviderAuth } from "./model-server/providers";
import type { Target } from "./webhooks";

export const WORLD_TOKEN = "ghs_worldToken0000000000000000000000000";
export const WORLD_API_KEY = "sk-ant-api03-worldKey000000000000000000";

export interface World {
  github: FakeGitHub;
  git: GitServer;
  model: ModelServer | undefined;
  repo: RepoRecord;
  repository: string;
  token: string;
  target: Target;
  /** Fails the test if any server saw something the real service would reject. */
  assertNoViolations(): void;
  close(): Promise<void>;
}

export async function startWorld(options: {
  repository?: string;
  files?: Record<string, string>;
  defaultBranch?: string;
  script?: Script;
  /** Credentials the model server's Bedrock and Vertex routes require. */
  providerAuth?: ProviderAuth;
  /** How long the fake GitHub takes to answer each request (default 0). */
  githubLatencyMs?: number;
  /** Further tokens GitHub and git accept, each acting as its login (a GitHub App's installation token). */
  extraTokens?: Record<string, string>;
}): Promise<World> {
  const repository = options.repository ?? "octo-org/app";
  const [owner = "", name = ""] = repository.split("/");
  const defaultBranch = options.defaultBranch ?? "main";
  const git = await startGitServer({
    token: WORLD_TOKEN,
    extraTokens: Object.keys(options.extraTokens ?? {}),
  });
  const github = await startFakeGitHub({
    token: WORLD_TOKEN,
    serverUrl: git.url,
    resolveRef: (full, ref) => git.resolveRef(full, ref),
    git,
    ...(options.extraTokens === undefined ? {} : { extraTokens: options.extraTokens }),
    ...(options.githubLatencyMs === undefined ? {} : { latencyMs: options.githubLatencyMs }),
  });
  const model =
    options.script === undefined
      ? undefined
      : await startModelServer({
          script: options.script,
          apiKey: WORLD_API_KEY,
          ...(options.providerAuth === undefined ? {} : { providerAuth: options.providerAuth }),
        });
  const repo = github.state.addRepo({ owner, name, defaultBranch });
  await git.createRepo(repository, options.files ?? { "README.md": `# ${name}\n` }, {
    branch: defaultBranch,
  });
  return {
    github,
    git,
    model,
    repo,
    repository,
    token: WORLD_TOKEN,
    target: { repository, serverUrl: git.url, apiUrl: github.url, defaultBranch },
    assertNoViolations() {
      github.assertNoViolations();
      model?.assertNoViolations();
    },
    async close() {
      await Promise.all([github.close(), git.close(), model?.close()]);
    },
  };
}
