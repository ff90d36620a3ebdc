import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { randomUuid, uuidSource } from "../../src/agent/uuid";

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

describe("uuidSource, where the random device cannot be read", () => {
  const dir = mkdtempSync(join(tmpdir(), "steward-uuid-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** 200 UUIDs: more than three pools' worth, so every refill must fail over, not only the first. */
  function draw(device: string): string[] {
    const next = uuidSource(device);
    return Array.from({ length: 200 }, () => next());
  }

  it("reads its bytes from the device it is given (so the cases below reach the fallback)", () => {
    // A device of zeros yields the same UUID every time, only its version and variant bits set:
    // proof that these UUIDs come from the file and not from Web Crypto.
    const zeros = join(dir, "zeros");
    writeFileSync(zeros, Buffer.alloc(16 * 64));
    const next = uuidSource(zeros);
    expect(next()).toBe("00000000-0000-4000-8000-000000000000");
    expect(next()).toBe("00000000-0000-4000-8000-000000000000");
  });

  it.each([
    ["a path that does not exist", () => join(dir, "no-such-device")],
    ["a directory (the read fails)", () => dir],
    [
      "a device that gives fewer bytes than a pool (zeros, which the fallback must not use)",
      () => {
        const short = join(dir, "short");
        writeFileSync(short, Buffer.alloc(16 * 64 - 1));
        return short;
      },
    ],
  ])("makes unique version 4 UUIDs with Web Crypto from %s", (_name, device) => {
    const uuids = draw(device());
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const uuid of uuids) expect(uuid).toMatch(VERSION_4);
  });
});
