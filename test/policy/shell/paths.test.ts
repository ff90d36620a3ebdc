// Operands made absolute: a plain relative operand in a normal working directory is joined as it is,
// everything else goes through path.resolve. The shortcut must give what path.resolve gives.
import { posix } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absolutePaths } from "../../../src/policy/shell/paths";

const segment = fc.constantFrom("a", "b c", "-x", ".", "..", "", "~", "é", ".hidden", "x..y");
const path = fc.array(segment, { maxLength: 5 }).map((parts) => parts.join("/"));

describe("absolutePaths", () => {
  it("gives what path.resolve gives, in one working directory or several", () => {
    fc.assert(
      fc.property(
        fc.array(
          path.map((p) => `/${p}`),
          { minLength: 1, maxLength: 3 },
        ),
        path,
        (cwds, value) => {
          const expected = [...new Set(cwds.map((cwd) => posix.resolve(cwd, value)))];
          expect(absolutePaths(value, cwds)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
