import { mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkReadBeforeWrite, FileReadState } from "../../src/tools/file-state";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-file-state-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("read-before-write", () => {
  it("lets a new file be written without a read", async () => {
    expect(await checkReadBeforeWrite(new FileReadState(), join(dir, "new.txt"))).toBeUndefined();
  });

  it("refuses an existing file that was not read, and one changed since it was read", async () => {
    const path = join(dir, "a.txt");
    await writeFile(path, "one");
    const state = new FileReadState();
    expect(await checkReadBeforeWrite(state, path)).toBe(
      "File has not been read yet. Read it first before writing to it.",
    );
    const info = await stat(path);
    state.record(path, { mtimeMs: info.mtimeMs, size: info.size, offset: undefined, limit: undefined });
    expect(await checkReadBeforeWrite(state, path)).toBeUndefined();
    await utimes(path, new Date(), new Date(Date.now() + 5000));
    expect(await checkReadBeforeWrite(state, path)).toMatch(/^File has been modified since it was read/);
  });

  it("knows the session's own writes, and forgets everything on clear()", async () => {
    const path = join(dir, "b.txt");
    await writeFile(path, "two");
    const state = new FileReadState();
    await state.recordWrite(path);
    expect(await checkReadBeforeWrite(state, path)).toBeUndefined();
    state.clear();
    expect(await checkReadBeforeWrite(state, path)).toMatch(/not been read/);
  });
});
