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
  it("refuses an existing file that was not read, and one changed since it was read", async () => {
    const path = join(dir, "a.txt");
    await writeFile(path, "one");
    const state = new FileReadState();
    expect(checkReadBeforeWrite(state, path, await stat(path))).toBe(
      "File has not been read yet. Read it first before writing to it.",
    );
    const info = await stat(path);
    state.record(path, { mtimeMs: info.mtimeMs, size: info.size, offset: undefined, limit: undefined });
    expect(checkReadBeforeWrite(state, path, await stat(path))).toBeUndefined();
    await utimes(path, new Date(), new Date(Date.now() + 5000));
    expect(checkReadBeforeWrite(state, path, await stat(path))).toMatch(
      /^File has been modified since it was read/,
    );
  });

  it("judges by the stats of the file as opened, not by a second look at the path", async () => {
    const path = join(dir, "c.txt");
    await writeFile(path, "three");
    const state = new FileReadState();
    state.recordWrite(path, await stat(path));
    // The file opened to change is another one (its size differs): what the record knows does not count.
    expect(checkReadBeforeWrite(state, path, { mtimeMs: (await stat(path)).mtimeMs, size: 99 })).toMatch(
      /^File has been modified since it was read/,
    );
  });

  it("knows the session's own writes, and forgets everything on clear()", async () => {
    const path = join(dir, "b.txt");
    await writeFile(path, "two");
    const state = new FileReadState();
    state.recordWrite(path, await stat(path));
    expect(checkReadBeforeWrite(state, path, await stat(path))).toBeUndefined();
    state.clear();
    expect(checkReadBeforeWrite(state, path, await stat(path))).toMatch(/not been read/);
  });
});
