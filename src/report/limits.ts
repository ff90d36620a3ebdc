// How big a body GitHub accepts, measured the way each surface counts.
//
// Comments: the 422 says "maximum is 65536 characters"; public measurements (dead-claudia/github-limits
// PR #13, 2025) found issue comments accepting up to 262,144 UTF-8 bytes and PR bodies 65,536 code
// points. Counting UTF-16 code units (JavaScript's length) against 65,536 satisfies every reading: it is
// never less than the code-point count, and 65,536 units are at most 196,608 UTF-8 bytes.
// Step summaries: 1 MiB per step, in bytes (the runner refuses a larger $GITHUB_STEP_SUMMARY file).

export type Measure = (text: string) => number;

export interface SizeLimit {
  /** The largest accepted size, in the unit `measure` counts. */
  max: number;
  measure: Measure;
  /** Said in trim notes, e.g. "65,536-character comment limit". */
  description: string;
}

export const utf16Length: Measure = (text) => text.length;

export const utf8Length: Measure = (text) => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
};

export const COMMENT_LIMIT: SizeLimit = {
  max: 65_536,
  measure: utf16Length,
  description: "65,536-character comment limit",
};

export const STEP_SUMMARY_LIMIT: SizeLimit = {
  max: 1_048_576,
  measure: utf8Length,
  description: "1 MiB step summary limit",
};
