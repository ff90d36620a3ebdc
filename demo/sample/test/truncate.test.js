import assert from "node:assert/strict";
import { test } from "node:test";
import { truncate } from "../src/truncate.js";

test("leaves short text alone", () => {
  assert.equal(truncate("short", 10), "short");
});

test("never returns more than max characters, ellipsis included", () => {
  const result = truncate("A rather long title", 10);
  assert.equal(result, "A rather …");
  assert.ok(result.length <= 10);
});
