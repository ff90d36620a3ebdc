import { describe, expect, it } from "vitest";
import { randomUuid } from "../../src/agent/uuid";

const VERSION_4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomUuid", () => {
  it("makes version 4 UUIDs, as node:crypto's randomUUID formats them", () => {
    for (let i = 0; i < 10; i++) expect(randomUuid()).toMatch(VERSION_4);
  });

  it("never repeats one, across many reads of the random source", () => {
    // 64 UUIDs a read: 1,000 of them take sixteen reads.
    const uuids = Array.from({ length: 1_000 }, () => randomUuid());
    expect(new Set(uuids).size).toBe(1_000);
    for (const uuid of uuids) expect(uuid).toMatch(VERSION_4);
  });
});
