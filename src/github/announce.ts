// The run's first signs of life on GitHub: the 👀 reaction on the trigger and the tracking comment.
// They go out while the run prepares, not before it: nothing else waits for them but the final report
// (TrackingComment.finish waits for the first post). The marker lookup, a read, goes out beside the
// reaction; the two writes stay one after the other, as GitHub asks of clients (no concurrent writes).
import type { PostedComment, TrackingComment } from "./tracking-comment";

export interface AnnounceOptions {
  /** Adds the 👀 reaction where the trigger has something to react to. */
  react: () => Promise<void>;
  tracking: TrackingComment | undefined;
  /** The comment's first body. */
  body: string;
  warn: (message: string) => void;
}

/** Sends both; resolves with the posted comment, or undefined (each failure is a warning, not an error). */
export function announceRun(options: AnnounceOptions): Promise<PostedComment | undefined> {
  const { tracking, warn } = options;
  tracking?.locate().catch(() => undefined);
  const reacted = options.react().catch((error: unknown) => {
    warn(`could not add the 👀 reaction: ${String(error)}`);
  });
  if (tracking === undefined) return reacted.then(() => undefined);
  // Registered now, so a final report that comes early waits for this post instead of racing it.
  return tracking.start(options.body, reacted).catch((error: unknown) => {
    warn(`could not post the tracking comment: ${String(error)}`);
    return undefined;
  });
}
