// A fetch failure whose message is already written for the model (a refused address, a timeout, a
// redirect loop, an unreadable type): passed on as it is, never wrapped in a generic "failed:" line.
export class WebFetchError extends Error {
  override name = "WebFetchError";
}
