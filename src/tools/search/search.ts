// Runs a search on the chosen backend. "auto" tries each ripgrep found (vendored, then PATH) and
// falls back to the built-in search when none can start or one runs away; tests pick a backend explicitly, so both are
// exercised on the same machine without global switches.
import { ripgrepCandidates } from "./locate-ripgrep";
import { ripgrepSearch } from "./ripgrep";
import { type RipgrepLimits, RipgrepRunaway, RipgrepUnavailable } from "./run-ripgrep";
import type { FileMatches, SearchRequest } from "./search-request";

export type SearchBackend =
  /** Each ripgrep found (or the given binaries) in turn, then the built-in search. */
  | { kind: "auto"; candidates?: readonly string[]; limits?: RipgrepLimits }
  | { kind: "ripgrep"; binary: string; limits?: RipgrepLimits }
  | { kind: "builtin" };

/** The built-in search is loaded on first use: where ripgrep runs (most runs), it never is. */
async function nodeSearch(request: SearchRequest): Promise<FileMatches[]> {
  return (await import("./node-search")).nodeSearch(request);
}

export async function runSearch(request: SearchRequest, backend: SearchBackend): Promise<FileMatches[]> {
  switch (backend.kind) {
    case "builtin":
      return nodeSearch(request);
    case "ripgrep":
      return ripgrepSearch(backend.binary, request, backend.limits);
    case "auto":
      for (const binary of backend.candidates ?? (await ripgrepCandidates(request.env))) {
        try {
          return await ripgrepSearch(binary, request, backend.limits);
        } catch (error) {
          // A runaway is the tree's doing (a hostile rule file), not the binary's: another ripgrep
          // would run away too, so the built-in search, which reads rule files safely, answers.
          if (error instanceof RipgrepRunaway) break;
          if (!(error instanceof RipgrepUnavailable)) throw error;
        }
      }
      return nodeSearch(request);
  }
}
