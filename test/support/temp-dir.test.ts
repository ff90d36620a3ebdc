// The tests make their workspaces, homes and output directories in the system's temporary directory,
// and the policy refuses every path under /dev but three (devices; the shared memory of other
// processes in /dev/shm and /dev/mqueue). vitest.config.ts moves a TMPDIR there to /tmp: otherwise
// TMPDIR=/dev/shm fails hundreds of tests for what none of them tests.
import { realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";

describe("the tests' temporary directory", () => {
  it("lies outside /dev, where the policy lets the tools work, whatever TMPDIR was", () => {
    expect(realpathSync(tmpdir())).not.toMatch(/^\/dev(\/|$)/);
  });
});
