// The one hidden marker that identifies a tracking comment: `<!-- steward:tracking key=… -->` as the
// body's first line. The key names the issue or pull request and the trigger, so each trigger keeps
// one sticky comment. The key is percent-encoded, so no key can end the HTML comment early or put a
// second marker in the body; findMarker reads only the first line, so a marker quoted further down (in
// a diff, say) is never mistaken for the comment's own.

const PREFIX = "<!-- steward:tracking key=";
const SUFFIX = " -->";
const MARKER_AT_START = /^\s*<!-- steward:tracking key=([A-Za-z0-9\-_.!~*'()%]+) -->/;

export function trackingMarker(key: string): string {
  if (key === "")
    throw new Error('Invalid tracking key "": expected a non-empty key such as "issue-12/mention".');
  return `${PREFIX}${encodeURIComponent(key)}${SUFFIX}`;
}

/** The key of the marker a comment body starts with, or undefined. */
export function findMarker(body: string): string | undefined {
  const encoded = MARKER_AT_START.exec(body)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
