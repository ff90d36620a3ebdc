import { describe, expect, it } from "vitest";
import { stopGraceFor } from "../../../src/tools/bash/call";
import { DEFAULT_GRACE_MS } from "../../../src/tools/bash/process-group";
import { plainShell, refusingShell } from "../../../src/tools/session/shell";

describe("Bash's stop grace", () => {
  it("is 2 s between SIGTERM and SIGKILL unless the session's launcher sets it", () => {
    expect(DEFAULT_GRACE_MS).toBe(2_000);
    expect(stopGraceFor(plainShell)).toBe(2_000);
    expect(stopGraceFor(refusingShell("off"))).toBe(2_000);
  });

  it("takes the launcher's grace when the session sets one (tests shorten it)", () => {
    expect(stopGraceFor({ ...plainShell, stopGraceMs: 150 })).toBe(150);
  });
});
