import assert from "node:assert/strict";
import { test } from "node:test";
import { slugify } from "../src/slugify.js";

test("joins words with hyphens", () => {
  assert.equal(slugify("Hello, World!"), "hello-world");
});

test("drops leading and trailing separators", () => {
  assert.equal(slugify("  -- Release notes --  "), "release-notes");
});
