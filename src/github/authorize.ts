// Who may start a run. Anyone can comment on a public repository, and those runs have secrets: before
// anything else, the acting user's permission is read from the collaborator permission API (never from
// `author_association`, which describes the comment, not the person's current rights).
//
// - Schedules and dispatches are trusted: only people who can write to the repository define them.
// - Mentions, labels, assignments, pull request events and CI fix-ups (whose actor is whoever triggered
//   the failing run) need admin, maintain or write permission.
// - Bots only when listed in `allowed-bots`, and then without a permission check: an App's bot is not a
//   collaborator, so the permission API answers 404 ("is not a user") or a meaningless "read"/"none" for
//   it (the fake GitHub does the same: a bot without a collaborator record reads "read" on a public
//   repository). The listing itself, in a workflow file only writers can change, is the grant. A bot that
//   is not listed is refused without asking the API: a `[bot]` login proves nothing, anyone can make an
//   App.
// - When the answer cannot be had (404, an API failure after the client's retries), the run does not go
//   ahead: fail closed, with the reason for the log. Never throws.
import type { Settings } from "../settings";
import type { Result } from "../types/result";
import type { GitHubClient } from "./client";
import type { Trigger } from "./trigger-types";

/**
 * The actor may have steward act (nothing more to say: the value is undefined); or why not, with
 * `unreachable` when GitHub did not answer (no connection, or 5xx after the client's retries).
 */
export type Authorization = Result<undefined, { reason: string; unreachable?: boolean }>;

const WRITE_ROLES = new Set(["admin", "maintain", "write"]);
const BUILT_IN_ROLES = new Set(["admin", "maintain", "write", "triage", "read", "none"]);

export interface PermissionAnswer {
  /** Legacy base role: admin, write, read or none (maintain folds into write, triage into read). */
  permission: string;
  /** The assigned role, including maintain, triage and custom roles; absent on older servers. */
  role_name?: string | undefined;
}

/**
 * A built-in `role_name` decides exactly (it keeps maintain apart from write); a custom role or a missing
 * one falls back to the legacy `permission`, which reports the custom role's base.
 */
export function hasWriteAccess(answer: PermissionAnswer): boolean {
  const role = answer.role_name;
  if (role !== undefined && BUILT_IN_ROLES.has(role)) return WRITE_ROLES.has(role);
  return answer.permission === "admin" || answer.permission === "write";
}

/** The HTTP status of an octokit RequestError (read structurally: @octokit/request-error is not ours). */
function statusOf(error: unknown): number | undefined {
  const status =
    typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" ? status : undefined;
}

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function authorize(
  client: GitHubClient,
  trigger: Trigger,
  settings: Pick<Settings, "allowedBots">,
): Promise<Authorization> {
  if (trigger.kind === "automation") return { ok: true, value: undefined };
  const actor = trigger.actor;
  const { owner, repo } = trigger.repo;
  const where = `${owner}/${repo}`;
  if (actor === "") return { ok: false, error: { reason: "the event names no actor; nobody to authorize" } };

  if (trigger.actorIsBot === true || actor.endsWith("[bot]")) {
    // GitHub logins are case-insensitive; the list is still exact logins, never patterns.
    if (settings.allowedBots.some((login) => sameLogin(login, actor))) return { ok: true, value: undefined };
    return {
      ok: false,
      error: {
        reason: `@${actor} is a bot that is not listed in allowed-bots (listed: ${settings.allowedBots.join(", ") || "none"})`,
      },
    };
  }

  try {
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: actor });
    if (hasWriteAccess(data)) return { ok: true, value: undefined };
    const role = data.role_name ?? data.permission;
    return {
      ok: false,
      error: {
        reason: `@${actor} has '${role}' permission on ${where}; steward needs admin, maintain or write`,
      },
    };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404)
      return {
        ok: false,
        error: { reason: `@${actor} is not a collaborator on ${where} (the permission API answered 404)` },
      };
    const message = error instanceof Error ? error.message : String(error);
    const detail = status === undefined ? message : `HTTP ${String(status)}: ${message}`;
    // An outage is not a refusal: the run fails visibly instead of ending as a green skip.
    if (status === undefined || status >= 500)
      return {
        ok: false,
        error: {
          unreachable: true,
          reason: `GitHub could not be reached to check @${actor}'s permission on ${where} (${detail}); not running without an answer`,
        },
      };
    return {
      ok: false,
      error: {
        reason: `could not check @${actor}'s permission on ${where} (${detail}); not running without an answer`,
      },
    };
  }
}
