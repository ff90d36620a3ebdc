import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventPayloadError, readEventPayload } from "../../src/github/event";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-event-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("event payload", () => {
  it("reads a JSON object", async () => {
    const file = join(dir, "ok.json");
    await writeFile(file, '{"action":"created"}');
    expect(await readEventPayload(file)).toEqual({ action: "created" });
  });

  it.each([
    ["missing.json", undefined, /Could not read the event payload at .*missing\.json/],
    ["bad.json", "{not json", /is not JSON/],
    ["array.json", "[1]", /is not a JSON object/],
  ])("explains a bad payload file (%s)", async (name, content, message) => {
    const file = join(dir, name);
    if (content !== undefined) await writeFile(file, content);
    await expect(readEventPayload(file)).rejects.toThrow(EventPayloadError);
    await expect(readEventPayload(file)).rejects.toThrow(message);
  });
});
