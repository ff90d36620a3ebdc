// The names of the special places (special-places.ts): secrets wherever they stand, places that
// steer the run or run code for whoever checks the branch out, credential stores in the home
// directory — and the one comparison every place uses, which folds case, because macOS and Windows
// runners open `.GITHUB/STEWARD.yml` as `.github/steward.yml`.

export type Guards = "read-write" | "write";

export interface SegmentPlace {
  /** Consecutive path segments; `*` inside a segment matches within it. */
  segments: string[];
  label: string;
  guards: Guards;
  /** Runs code for whoever checks the branch out, opens it in an editor, commits on it, or pushes it (CI). */
  trap?: true;
}

const secret = (pattern: string, what?: string): SegmentPlace => ({
  segments: pattern.split("/"),
  label: what ?? `a secret-like file (${pattern})`,
  guards: "read-write",
});

const protectedPlace = (pattern: string, what: string): SegmentPlace => ({
  segments: pattern.split("/"),
  label: what,
  guards: "write",
});

const trap = (pattern: string, what: string): SegmentPlace => ({
  ...protectedPlace(pattern, what),
  trap: true,
});

/** Wherever they stand, in the workspace or out of it. */
export const SEGMENT_PLACES: readonly SegmentPlace[] = [
  secret(".env*"),
  secret("*.pem"),
  secret("*.key"),
  secret("*.p12"),
  secret("*.pfx"),
  secret("*.jks"),
  secret("*.keystore"),
  secret("*.ppk"),
  secret("*.kdbx"),
  secret("id_rsa*"),
  secret("id_dsa*"),
  secret("id_ecdsa*"),
  secret("id_ed25519*"),
  secret(".git/config", "git's configuration (.git/config), where actions/checkout keeps the token"),
  secret(".git-credentials"),
  secret(".netrc"),
  secret("_netrc"),
  secret(".npmrc"),
  secret(".pypirc"),
  secret(".pgpass"),
  secret(".htpasswd"),
  secret(".dockercfg"),
  secret("gha-creds-*.json", "a cloud credential file written by an auth action (gha-creds-*.json)"),
  secret("credentials.json"),
  secret("service-account*.json"),
  secret("client_secret*.json"),
  secret(".docker/config.json"),
  secret(".vault-token"),
  protectedPlace(".git", "git's internals (.git), where hooks and config run code"),
  protectedPlace(".github/workflows", "a workflow definition (.github/workflows)"),
  // CI definitions other than workflows: they run with the repository's secrets on the next push.
  trap(".github/actions", "a local action (.github/actions), which workflows run with their secrets"),
  trap(".gitea/workflows", "a workflow definition (.gitea/workflows)"),
  trap(".forgejo/workflows", "a workflow definition (.forgejo/workflows)"),
  trap(".gitlab-ci.*", "GitLab CI's pipeline (.gitlab-ci.yml)"),
  trap(".gitlab/ci", "GitLab CI's included pipeline files (.gitlab/ci)"),
  trap(".circleci", "CircleCI's pipeline (.circleci)"),
  trap("azure-pipelines*", "an Azure Pipelines definition (azure-pipelines*.yml)"),
  trap(".azure-pipelines", "Azure Pipelines definitions (.azure-pipelines)"),
  trap("Jenkinsfile*", "a Jenkins pipeline (Jenkinsfile)"),
  trap(".buildkite", "Buildkite's pipeline (.buildkite)"),
  trap(".travis.*", "Travis CI's pipeline (.travis.yml)"),
  trap("bitbucket-pipelines.*", "Bitbucket Pipelines' definition (bitbucket-pipelines.yml)"),
  trap(".drone.*", "Drone's pipeline (.drone.yml)"),
  trap(".woodpecker*", "Woodpecker CI's pipelines (.woodpecker.yml, .woodpecker/)"),
  trap("appveyor.*", "AppVeyor's build (appveyor.yml)"),
  trap(".appveyor.*", "AppVeyor's build (.appveyor.yml)"),
  trap(".cirrus.*", "Cirrus CI's tasks (.cirrus.yml)"),
  trap("cloudbuild.*", "a Google Cloud Build definition (cloudbuild.yaml)"),
  trap(".semaphore", "Semaphore's pipelines (.semaphore)"),
  trap(".teamcity", "TeamCity's build settings (.teamcity)"),
  // Agent configuration: it steers this run's tools, and other agents' hooks and MCP servers run when
  // someone opens the repository with them.
  trap(".claude/settings*.json", "agent configuration (.claude/settings*.json)"),
  trap(".mcp.json", "agent configuration (.mcp.json)"),
  trap(".gemini", "agent configuration (.gemini)"),
  trap(".codex", "agent configuration (.codex)"),
  trap(".cursor", "agent configuration (.cursor)"),
  // Traps for whoever checks the branch out: each runs code on a commit, a checkout, entering the
  // directory, opening it in an editor, or running the package manager.
  trap(".husky", "git hooks (.husky), run on every commit"),
  trap("lefthook.*", "git hooks (lefthook), run on every commit"),
  trap(".lefthook.*", "git hooks (lefthook), run on every commit"),
  trap("lefthook-local.*", "git hooks (lefthook), run on every commit"),
  trap(".lefthook-local.*", "git hooks (lefthook), run on every commit"),
  trap(".lefthook", "git hook scripts (lefthook), run on every commit"),
  trap(".lefthook-local", "git hook scripts (lefthook), run on every commit"),
  trap(".pre-commit-config.*", "git hooks (pre-commit), run on every commit"),
  trap(
    ".gitattributes",
    "git attributes (.gitattributes), whose filters and drivers run on checkout and diff",
  ),
  trap(".gitmodules", "submodules (.gitmodules), fetched from the URLs it names"),
  trap(".envrc", "direnv's script (.envrc), run on entering the directory"),
  trap(".vscode", "editor configuration (.vscode), whose tasks and settings run programs"),
  trap(".idea", "editor configuration (.idea), whose run configurations and settings run programs"),
  trap(".devcontainer", "a dev container definition (.devcontainer), whose commands run on opening"),
  trap(
    ".devcontainer.json",
    "a dev container definition (.devcontainer.json), whose commands run on opening",
  ),
  trap(".yarnrc.yml", "yarn's configuration (.yarnrc.yml), whose yarnPath runs on every yarn command"),
  trap(".yarnrc", "yarn's configuration (.yarnrc), whose yarn-path runs on every yarn command"),
];

/** Relative to home. */
export const HOME_CREDENTIALS: readonly string[] = [
  ".ssh",
  ".git-credentials",
  ".gitconfig",
  ".config/git",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".docker",
  ".config/gh",
  ".config/hub",
  ".aws",
  ".azure",
  ".kube",
  ".gnupg",
  ".netrc",
  ".pypirc",
  ".pgpass",
  ".my.cnf",
  ".s3cfg",
  ".boto",
  ".vault-token",
  ".config/gcloud",
  ".config/rclone",
  ".gem/credentials",
  ".cargo/credentials",
  ".cargo/credentials.toml",
  ".m2/settings.xml",
  ".gradle/gradle.properties",
  ".terraform.d",
  ".terraformrc",
  ".composer/auth.json",
  ".config/composer/auth.json",
  ".password-store",
  ".local/share/keyrings",
  ".claude",
  ".claude.json",
  ".bash_history",
  ".zsh_history",
];

// Upper-case ASCII letters and everything beyond ASCII; most paths hold neither and are left as they are.
const NEEDS_FOLDING = /[A-Z\u0080-\uffff]/;

/**
 * A path as a case-insensitive file system compares it: the case folded both ways, so that `ſ` meets
 * `s` (NTFS upper-cases it to S) and the Kelvin sign meets `k` (APFS folds it). It only ever makes
 * more paths equal — more protected, never less.
 */
export const foldCase = (path: string): string =>
  NEEDS_FOLDING.test(path) ? path.toUpperCase().toLowerCase() : path;
