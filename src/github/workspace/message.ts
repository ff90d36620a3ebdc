// Commit messages: the text the orchestration wrote (from the model's summary, made inert there) with
// a `Co-authored-by:` trailer for each co-author — GitHub credits the requesting user through it.
// Identities end up inside commit headers, so they are checked rather than trusted; whatever the
// message says, no terminal escape or control character reaches a commit.
import { stripControls } from "../../report/inert-text";
import { WorkspaceError } from "./git";
import type { Identity } from "./types";

/** GitHub's private commit address for a user: `ID+login@users.noreply.github.com`. */
export function noreplyEmail(
  user: { id: number; login: string },
  domain = "users.noreply.github.com",
): string {
  return `${String(user.id)}+${user.login}@${domain}`;
}

export function assertIdentity(identity: Identity, what: string): void {
  const bad = /[<>\r\n\0]/;
  if (identity.name.trim() === "" || bad.test(identity.name))
    throw new WorkspaceError(
      `Invalid ${what} name '${identity.name}'. Expected a non-empty name without <, >, or line breaks.`,
    );
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(identity.email))
    throw new WorkspaceError(
      `Invalid ${what} email '${identity.email}'. Expected an address such as bot@example.com.`,
    );
}

const TRAILER = /^[A-Za-z0-9][A-Za-z0-9-]*: \S/;

export function commitMessage(
  message: string,
  author: Identity,
  coAuthors: readonly Identity[] = [],
): string {
  const body = stripControls(message).replace(/\s+$/, "");
  if (body.trim() === "")
    throw new WorkspaceError("Invalid commit message ''. Expected a non-empty message.");
  const seen = new Set([author.email.toLowerCase()]);
  const trailers: string[] = [];
  for (const coAuthor of coAuthors) {
    assertIdentity(coAuthor, "co-author");
    const key = coAuthor.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    trailers.push(`Co-authored-by: ${coAuthor.name} <${coAuthor.email}>`);
  }
  if (trailers.length === 0) return `${body}\n`;
  // A message that already ends in trailers (Signed-off-by: …) gets ours in the same block.
  const paragraphs = body.split(/\n\s*\n/);
  const last = paragraphs.at(-1) ?? "";
  const endsWithTrailers = paragraphs.length > 1 && last.split("\n").every((line) => TRAILER.test(line));
  return `${body}${endsWithTrailers ? "\n" : "\n\n"}${trailers.join("\n")}\n`;
}
