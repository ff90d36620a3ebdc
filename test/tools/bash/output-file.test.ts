import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOutputFile, readOutputSlice, sliceText } from "../../../src/tools/bash/output-file";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-output-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readOutputSlice", () => {
  it("returns small output whole", async () => {
    const path = join(dir, "small.log");
    await writeFile(path, "hello\nworld\n");
    expect(await readOutputSlice(path, { maxChars: 100 })).toEqual({
      truncated: false,
      text: "hello\nworld\n",
      totalBytes: 12,
    });
  });

  it("keeps the head and the tail of large output and counts what it left out", async () => {
    const path = join(dir, "large.log");
    const text = `HEAD${"x".repeat(1_000_000)}TAIL`;
    await writeFile(path, text);
    const slice = await readOutputSlice(path, { maxChars: 1_000 });
    expect(slice.truncated).toBe(true);
    if (!slice.truncated) return;
    expect(slice.head.startsWith("HEAD")).toBe(true);
    expect(slice.tail.endsWith("TAIL")).toBe(true);
    expect(slice.head.length + slice.tail.length).toBeLessThanOrEqual(1_000);
    expect(slice.omittedBytes).toBe(text.length - slice.head.length - slice.tail.length);
    expect(slice.totalBytes).toBe(text.length);
  });

  it("does not split multi-byte characters at either cut", async () => {
    const path = join(dir, "utf8.log");
    await writeFile(path, "é😀".repeat(50_000));
    const slice = await readOutputSlice(path, { maxChars: 1_001 });
    if (!slice.truncated) throw new Error("expected truncation");
    expect(slice.head).not.toContain("\uFFFD");
    expect(slice.tail).not.toContain("\uFFFD");
    expect(slice.tail.endsWith("😀")).toBe(true);
    expect(slice.head.startsWith("é😀")).toBe(true);
  });

  it("reads a byte range (new output since a previous read)", async () => {
    const path = join(dir, "range.log");
    await writeFile(path, "first\nsecond\n");
    const slice = await readOutputSlice(path, { from: 6, maxChars: 100 });
    expect(slice).toEqual({ truncated: false, text: "second\n", totalBytes: 7 });
  });

  it("puts the notice between head and tail", async () => {
    const path = join(dir, "notice.log");
    await writeFile(path, "a".repeat(500) + "b".repeat(500));
    const slice = await readOutputSlice(path, { maxChars: 100 });
    const text = sliceText(slice, (omitted, total) => `[${String(omitted)} of ${String(total)}]`);
    expect(text).toBe(`${"a".repeat(50)}\n\n[900 of 1000]\n\n${"b".repeat(50)}`);
  });
});

describe("createOutputFile", () => {
  it("names a fresh file under the folder, with a safe label", async () => {
    const a = await createOutputFile(dir, "bash", "toolu_1/../x");
    const b = await createOutputFile(dir, "bash", "toolu_1/../x");
    expect(a).not.toBe(b);
    expect(a.startsWith(join(dir, "bash", "toolu_1_.._x-"))).toBe(true);
    expect((await stat(join(dir, "bash"))).isDirectory()).toBe(true);
  });
});
