// Runs a search on the chosen backend. "auto" tries each ripgrep found (vendored, then PATH) and
// falls back to the built-in search when none can start; tests pick a backend explicitly, so both are
// exercised on the same machine without global switches.
import { ripgrepCandidates } from "./locate-ripgrep";
import { ripgrepSearch } from "./ripgrep";
import { RipgrepUnavailable } from "./run-ripgrep";
import type { FileMatches, SearchRequest } from "./search-request";

export type SearchBackend =
  /** Each ripgrep found (or the given binaries) in turn, then the built-in search. */
  | { kind: "auto"; candidates?: readonly string[] }
  | { kind: "ripgrep"; binary: string }
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
      return ripgrepSearch(backend.binary, request);
    case "auto":
      for (const binary of backend.candidates ?? (await ripgrepCandidates(request.env))) {
        try {
          return await ripgrepSearch(binary, request);
        } catch (error) {
          if (!(error instanceof RipgrepUnavailable)) throw error;
        }
      }
      return nodeSearch(request);
  }
}
