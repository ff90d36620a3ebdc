// Puts the session's web services together: the guarded fetcher, the optional small-model summariser,
// and the optional web search.
import type { WebAccess, WebSearchRunner } from "../session/web";
import { createHttpFetcher, type HttpFetcherOptions } from "./http-fetcher";
import type { Summarizer } from "./summarize";

export interface WebAccessOptions {
  fetcher?: HttpFetcherOptions;
  summarize?: Summarizer;
  search?: WebSearchRunner;
}

export function createWebAccess(options: WebAccessOptions = {}): WebAccess {
  const access: WebAccess = { fetch: createHttpFetcher(options.fetcher) };
  if (options.summarize !== undefined) access.summarize = options.summarize;
  if (options.search !== undefined) access.search = options.search;
  return access;
}
