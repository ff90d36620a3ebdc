// Puts the session's web services together: the guarded fetcher, the optional small-model summariser,
// and the optional web search. The fetcher (node:http, node:https, node:zlib, node:dns and the
// address guards) is loaded on the first WebFetch, not at start-up: most runs fetch nothing.
import type { WebAccess, WebSearchRunner } from "../session/web";
import type { HttpFetch, HttpFetcherOptions } from "./http-fetcher";
import type { ModelWebSearchOptions } from "./search";
import type { Summarizer } from "./summarize";

export interface WebAccessOptions {
  fetcher?: HttpFetcherOptions;
  summarize?: Summarizer;
  search?: WebSearchRunner;
}

export function createWebAccess(options: WebAccessOptions = {}): WebAccess {
  let fetcher: Promise<HttpFetch> | undefined;
  const access: WebAccess = {
    fetch: async (url, signal) => {
      fetcher ??= import("./http-fetcher").then((m) => m.createHttpFetcher(options.fetcher));
      return (await fetcher)(url, signal);
    },
  };
  if (options.summarize !== undefined) access.summarize = options.summarize;
  if (options.search !== undefined) access.search = options.search;
  return access;
}

/**
 * Web search through the Messages API's server tool on `model`, its code loaded on the first search
 * (most runs search nothing). For providers whose API runs the search (providerFeatures.webSearch).
 */
export function modelWebSearch(client: ModelWebSearchOptions["client"], model: string): WebSearchRunner {
  return async (request, signal) => {
    const { createModelWebSearch } = await import("./search");
    return createModelWebSearch({ client, model })(request, signal);
  };
}
