// What WebFetch needs from the session: a fetcher that enforces the policy's URL checks at connect
// time, and optionally a small model to answer the fetch's prompt over the page. The implementation
// lives with the WebFetch tool (src/tools/web/).
export interface FetchedPage {
  /** The URL actually fetched (after an http → https upgrade). */
  url: string;
  status: number;
  contentType: string;
  body: string;
  /** Set when the server redirected to another host; the redirect is reported, not followed. */
  redirectedTo?: string;
  /** True when the body went on past the fetcher's byte cap and was cut there. */
  truncated?: boolean;
}

export interface WebSearchRequest {
  query: string;
  allowedDomains?: string[];
  blockedDomains?: string[];
}

export interface WebSearchHit {
  title: string;
  url: string;
  /** How old the page is, as the search reports it ("3 days ago"), when known. */
  pageAge?: string;
}

export interface WebSearchOutcome {
  query: string;
  /** The searches the model ran. */
  searches: string[];
  /** Unique results, in the order found. */
  hits: WebSearchHit[];
  /** The model's short summary of the results. */
  summary: string;
  /** Error codes of searches that failed (max_uses_exceeded, too_many_requests, ...). */
  errors: string[];
}

export type WebSearchRunner = (request: WebSearchRequest, signal: AbortSignal) => Promise<WebSearchOutcome>;

export interface WebAccess {
  fetch(url: string, signal: AbortSignal): Promise<FetchedPage>;
  /** Answers `prompt` over `content` with a small model; undefined when none is configured. */
  summarize?: (content: string, prompt: string, signal: AbortSignal) => Promise<string>;
  /** Runs a web search (the Messages API's server tool); undefined when WebSearch is off. */
  search?: WebSearchRunner;
}
