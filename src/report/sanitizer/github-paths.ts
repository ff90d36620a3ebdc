// Which pages of a GitHub site model-written text may link to. A summary links to code, issues, pull
// requests, commits, runs and releases — of this repository or another (an upstream issue is common) —
// and to uploaded attachments. It has no reason to link to account pages: a live "Approve here" link
// to `/login/oauth/authorize?…`, an app's installation page, `/settings`, a repository's settings or
// invitations, sponsorship or marketplace pages is an attack on whoever clicks it. So on a GitHub host
// only these paths stay live; everything else is neutralised like an off-site link.

/** Top-level names GitHub reserves for its own pages: never a user, so never `/{owner}/{repo}`. */
// prettier-ignore
const RESERVED = new Set([
  "about", "account", "apps", "auth", "blog", "codespaces", "collections", "contact", "copilot",
  "customer-stories", "dashboard", "developer", "discussions", "downloads", "education", "enterprise",
  "enterprises", "events", "explore", "features", "gist", "github-copilot", "home", "import",
  "installations", "integrations", "issues", "join", "login", "logout", "marketplace", "new",
  "notifications", "oauth", "organizations", "orgs", "password_reset", "pricing", "pulls", "readme",
  "redirect", "repositories", "search", "security", "sessions", "session", "settings", "signup", "site",
  "sponsors", "stars", "team", "teams", "topics", "trending", "user-attachments", "users", "watching",
]);

/** What may follow `/{owner}/{repo}/`: the repository's content and history, never its settings. */
// prettier-ignore
const REPOSITORY_SECTIONS = new Set([
  "actions", "blame", "blob", "branches", "commit", "commits", "compare", "discussions", "graphs",
  "issues", "labels", "milestone", "milestones", "network", "pull", "pulls", "raw", "releases", "runs",
  "tags", "tree", "wiki",
]);

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;

/** Whether a (normalised) path on a GitHub host is one model text may link to. */
export function isLinkableGitHubPath(pathname: string): boolean {
  const segments = pathname.split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  const [owner, repository, section] = segments;
  if (owner === undefined) return true;
  if (owner === "user-attachments") return repository === "assets" || repository === "files";
  if (RESERVED.has(owner.toLowerCase()) || !OWNER.test(owner)) return false;
  if (repository === undefined) return true;
  if (!REPOSITORY.test(repository) || repository === "." || repository === "..") return false;
  return section === undefined || REPOSITORY_SECTIONS.has(section);
}
