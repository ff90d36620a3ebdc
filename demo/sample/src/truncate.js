const ELLIPSIS = "…";

/** Shortens `text` to at most `max` characters, ending with an ellipsis when it cuts. */
export function truncate(text, max) {
  if (text.length <= max) return text;
  return text.slice(0, max) + ELLIPSIS;
}
