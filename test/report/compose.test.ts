// The search for the longest model text that fits: a few exact tries, aimed by how the report grew.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longestFitting } from "../../src/report/compose";

/** A report's size by the model text's length: `base`, plus each character's share (uneven, as escapes are). */
function sizes(base: number, growth: readonly number[]): (n: number) => number {
  const cumulative = [base];
  for (const step of growth) cumulative.push((cumulative.at(-1) ?? base) + step);
  return (n) => cumulative[Math.min(n, growth.length)] ?? base;
}

describe("longestFitting", () => {
  it("returns a length that fits, at least the floor, after a few tries; undefined when the floor does not fit", () => {
    const growth = fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 2_000 });
    fc.assert(
      fc.property(growth, fc.nat(3_000), fc.nat(20_000), fc.nat(500), (steps, base, max, floor) => {
        const least = Math.min(floor, steps.length);
        const sizeAt = sizes(base, steps);
        let tries = 0;
        const found = longestFitting(least, steps.length, max, (n) => {
          tries++;
          return sizeAt(n);
        });
        expect(tries).toBeLessThanOrEqual(6);
        if (sizeAt(least) > max) expect(found).toBeUndefined();
        else {
          expect(found).toBeGreaterThanOrEqual(least);
          expect(sizeAt(found ?? Infinity)).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it("comes within a few percent of the longest that fits when the text grows evenly", () => {
    const sizeAt = sizes(30_000, Array<number>(20_000).fill(4));
    const found = longestFitting(4_000, 20_000, 65_536, sizeAt) ?? 0;
    const best = Math.floor((65_536 - 30_000) / 4);
    expect(found).toBeLessThanOrEqual(best);
    expect(found).toBeGreaterThan(best * 0.95);
  });
});
