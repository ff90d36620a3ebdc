// The markdown parser (~200 KB of code) is needed once the session is over — the pull request body,
// the review, the report — and by the live comment's sanitiser meanwhile (which escapes everything
// until it loads). Loading it before the first request would delay that request; loading it after the
// session puts it between the last answer and the report. So it loads while the first request is
// with the model: when the API's response headers arrive, the wait for the model is free time.
import type { ModelClient } from "../agent/model";
import { loadMarkdownParser } from "../markdown/parse";

/** `client`, which starts loading the markdown parser once the API first answers. */
export function loadingParserOnceAnswered(client: ModelClient): ModelClient {
  let loading = false;
  const startLoading = () => {
    if (loading) return;
    loading = true;
    // Should it fail, the end of the run tries again and, failing, escapes the model's text.
    void loadMarkdownParser().catch(() => undefined);
  };
  return {
    turn: (request, observer, signal) =>
      client.turn(
        request,
        {
          ...observer,
          onResponse: () => {
            observer.onResponse?.();
            startLoading();
          },
        },
        signal,
      ),
  };
}
