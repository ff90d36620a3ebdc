// The tracking marker: one hidden HTML comment, defined once, read back only from the start of a body.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMarker, trackingMarker } from "../../src/report/marker";

describe("trackingMarker / findMarker", () => {
  it("writes one hidden comment and reads the key back", () => {
    const marker = trackingMarker("issue-12/mention");
    expect(marker).toBe("<!-- steward:tracking key=issue-12%2Fmention -->");
    expect(findMarker(`${marker}\n### ⏳ steward is working…`)).toBe("issue-12/mention");
  });

  it("reads only a marker the body starts with", () => {
    const marker = trackingMarker("pr-3/review");
    expect(findMarker(`Quoting the bot:\n${marker}`)).toBeUndefined();
    expect(findMarker("```\n" + marker + "\n```")).toBeUndefined();
    expect(findMarker(`\n  ${marker}`)).toBe("pr-3/review");
    expect(findMarker("<!-- steward:tracking key=%E0%A4%A -->")).toBeUndefined();
    expect(findMarker("")).toBeUndefined();
  });

  it("encodes keys so none can close the comment early or break the line", () => {
    const hostile = "x --> <img src=x> \n <!-- steward:tracking key=y -->";
    const marker = trackingMarker(hostile);
    expect(marker.indexOf("-->")).toBe(marker.length - 3);
    expect(marker).not.toContain("\n");
    expect(marker).not.toContain("<img");
    expect(findMarker(marker)).toBe(hostile);
  });

  it("refuses an empty key", () => {
    expect(() => trackingMarker("")).toThrow(/Invalid tracking key ""/);
  });

  it("round-trips any key", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80, unit: "grapheme" }), (key) => {
        const marker = trackingMarker(key);
        expect(findMarker(`${marker}\nbody`)).toBe(key);
        expect(marker.split("-->").length).toBe(2);
      }),
    );
  });
});
