import { describe, expect, it } from "vitest";
import { bareTextOf, withoutRawBlocks } from "../../../src/tools/web/markup-text";

describe("withoutRawBlocks", () => {
  it.each([
    ["a<script>x()</script>b", "ab"],
    ["a<SCRIPT type=module>x</Script >b", "ab"],
    ["a<style>p{}</style>b<!-- note -->c", "abc"],
    ["a<svg><path d='M0'/></svg>b", "ab"],
    ["a<scripts>kept</scripts>", "a<scripts>kept</scripts>"],
    ["a<script>never closed", "a"],
    ["a<!-- never closed", "a"],
  ])("%j → %j", (input, expected) => {
    expect(withoutRawBlocks(input)).toBe(expected);
  });

  it("stays linear on hostile markup", () => {
    const started = Date.now();
    withoutRawBlocks("<script></script>".repeat(200_000));
    withoutRawBlocks("<!--".repeat(1_000_000));
    expect(bareTextOf("<".repeat(2_000_000))).toBe("");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("bareTextOf", () => {
  it("drops tags and decodes common entities", () => {
    expect(bareTextOf("<p>a &lt;b&gt; &#x41;&#66; &nbsp;&bogus; c</p>")).toBe("a <b> AB &bogus; c");
  });
});
