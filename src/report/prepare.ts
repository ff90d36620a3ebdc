// Run state made ready for rendering: redacted before anything is escaped or clipped, because
// escaping changes how a secret is spelled ("a_b" becomes "a\_b") and clipping can cut one in half —
// either way the redactor would no longer recognise it afterwards.
import type { Redactor } from "./redact";
import type { RunState } from "./state";

function mapStrings(value: unknown, f: (text: string) => string): unknown {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, f));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, f)]));
  return value;
}

/** Every string in the state redacted (numbers, flags and the shape unchanged). */
export function redactState(state: RunState, redact: Redactor): RunState {
  return mapStrings(state, redact) as RunState;
}

/**
 * Hosts model-written links may point to: github.com (a repository's pages only: see
 * sanitizer/github-paths.ts), GitHub's documentation, and every host the run's own links use.
 */
export function defaultAllowedHosts(state: RunState): string[] {
  const hosts = new Set(["github.com", "docs.github.com"]);
  const { job, branch, commit, pullRequest, review, summary, transcript } = state.links;
  for (const url of [job, branch?.url, commit?.url, pullRequest?.url, review?.url, summary, transcript]) {
    if (url === undefined) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "https:" || parsed.protocol === "http:") hosts.add(parsed.hostname);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...hosts];
}
