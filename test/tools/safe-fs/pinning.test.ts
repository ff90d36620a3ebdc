// Pinning on real temporary directories: once a path is pinned, swapping what the path names (the
// file replaced by a directory, a parent directory replaced by a link out) cannot change what is
// opened, listed or created through the pin. Through /proc the pinned file itself is reached; the
// portable check, which cannot reach it, notices and refuses.
import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { READ_FLAGS } from "../../../src/tools/safe-fs/open";
import { machinePinning, PathChangedError, PINNINGS } from "../../../src/tools/safe-fs/pinning";
import {
  listRealDirectory,
  openRealFileSync,
  pinSearchRoot,
  readRealFileSync,
} from "../../../src/tools/safe-fs/search-io";

let base: string;
let ws: string;
let outside: string;

beforeEach(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "steward-pinning-")));
  ws = join(base, "ws");
  outside = join(base, "outside");
  mkdirSync(join(ws, "dir"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(ws, "dir", "f.txt"), "inside\n");
  writeFileSync(join(outside, "f.txt"), "SECRET\n");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** ws/dir becomes a link to the outside directory, which holds a file of the same name. */
function swapDirectoryOut(): void {
  renameSync(join(ws, "dir"), join(ws, "parked"));
  symlinkSync(outside, join(ws, "dir"));
}

describe("this machine", () => {
  it("pins through /proc (the tests of the proc pinning are real here)", () => {
    expect(machinePinning().kind).toBe(process.platform === "linux" ? "proc" : "portable");
  });
});

describe("a pinned path, swapped afterwards", () => {
  it("proc: opens the pinned file itself, though the file was replaced by a directory", async () => {
    const pinning = PINNINGS.proc;
    const pinned = pinning.pin(join(ws, "dir", "f.txt"));
    unlinkSync(join(ws, "dir", "f.txt"));
    mkdirSync(join(ws, "dir", "f.txt"));
    try {
      const { handle } = await pinning.open(pinned, READ_FLAGS);
      expect(await handle.readFile("utf8").finally(() => handle.close())).toBe("inside\n");
    } finally {
      pinning.release(pinned);
    }
  });

  it("portable: refuses once the file was replaced by a directory", async () => {
    const pinning = PINNINGS.portable;
    const pinned = pinning.pin(join(ws, "dir", "f.txt"));
    unlinkSync(join(ws, "dir", "f.txt"));
    mkdirSync(join(ws, "dir", "f.txt"));
    await expect(pinning.open(pinned, READ_FLAGS)).rejects.toBeInstanceOf(Error);
  });

  it("proc: opens the pinned file though its directory became a link out", async () => {
    const pinning = PINNINGS.proc;
    const pinned = pinning.pin(join(ws, "dir", "f.txt"));
    swapDirectoryOut();
    try {
      const { handle } = await pinning.open(pinned, READ_FLAGS);
      expect(await handle.readFile("utf8").finally(() => handle.close())).toBe("inside\n");
    } finally {
      pinning.release(pinned);
    }
  });

  it("portable: refuses once the directory became a link out", async () => {
    const pinning = PINNINGS.portable;
    const pinned = pinning.pin(join(ws, "dir", "f.txt"));
    swapDirectoryOut();
    await expect(pinning.open(pinned, READ_FLAGS)).rejects.toBeInstanceOf(PathChangedError);
  });

  it("proc: creates and lists in the pinned directory, never in the one the link names now", async () => {
    const pinning = PINNINGS.proc;
    const dir = pinning.pin(join(ws, "dir"), { directory: true });
    swapDirectoryOut();
    try {
      const handle = await pinning.create(dir, "new.txt", READ_FLAGS);
      await handle.close();
      const made = pinning.makeDirectory(dir, "sub");
      pinning.release(made);
      expect((await pinning.list(dir)).map((e) => e.name).sort()).toEqual(["f.txt", "new.txt", "sub"]);
    } finally {
      pinning.release(dir);
    }
    expect(readdirSync(join(ws, "parked")).sort()).toEqual(["f.txt", "new.txt", "sub"]);
    expect(readdirSync(outside)).toEqual(["f.txt"]);
  });

  it("proc: opens the pinned directory to read, never the one the link names now", async () => {
    const pinning = PINNINGS.proc;
    const dir = pinning.pin(join(ws, "dir"), { directory: true });
    writeFileSync(join(outside, "only-outside.txt"), "SECRET\n");
    swapDirectoryOut();
    try {
      const names: string[] = [];
      for await (const entry of await pinning.openDirectory(dir)) names.push(entry.name);
      expect(names).toEqual(["f.txt"]);
    } finally {
      pinning.release(dir);
    }
  });

  it("portable: refuses to list or open it once the directory became a link out", async () => {
    const pinning = PINNINGS.portable;
    const dir = pinning.pin(join(ws, "dir"), { directory: true });
    swapDirectoryOut();
    await expect(pinning.list(dir)).rejects.toBeInstanceOf(PathChangedError);
    await expect(pinning.openDirectory(dir)).rejects.toBeInstanceOf(PathChangedError);
  });

  it.each([
    ["proc", PINNINGS.proc],
    ["portable", PINNINGS.portable],
  ] as const)("%s: refuses to make a directory where a link appeared", (_, pinning) => {
    const dir = pinning.pin(ws, { directory: true });
    symlinkSync(outside, join(ws, "made"));
    try {
      expect(() => pinning.makeDirectory(dir, "made")).toThrow(PathChangedError);
    } finally {
      pinning.release(dir);
    }
  });
});

describe.each([
  ["proc", PINNINGS.proc],
  ["portable", PINNINGS.portable],
] as const)("what the searches read (%s)", (_, pinning) => {
  const allowWorkspace = (path: string) => path.startsWith(`${ws}/`) || path === ws;

  it("starts from the root's real path, judged", () => {
    symlinkSync(join(ws, "dir"), join(ws, "alias"));
    expect(pinSearchRoot(join(ws, "alias"), allowWorkspace, pinning)).toMatchObject({
      real: join(ws, "dir"),
    });
    symlinkSync(outside, join(ws, "out"));
    expect(pinSearchRoot(join(ws, "out"), allowWorkspace, pinning)).toEqual({
      refused: "changed",
      real: outside,
    });
  });

  it("lists a directory only at its real path", async () => {
    expect((await listRealDirectory(join(ws, "dir"), pinning)).map((e) => e.name)).toEqual(["f.txt"]);
    swapDirectoryOut();
    await expect(listRealDirectory(join(ws, "dir"), pinning)).rejects.toThrow();
  });

  it("reads a file only at its real path, and never a FIFO", () => {
    execFileSync("mkfifo", [join(ws, "pipe")]);
    expect(readRealFileSync(join(ws, "pipe"), 1024, pinning)).toBeUndefined();
    expect(readRealFileSync(join(ws, "dir", "f.txt"), 1024, pinning)?.toString()).toBe("inside\n");
    expect(readRealFileSync(join(ws, "dir", "f.txt"), 3, pinning)).toBeUndefined();
    swapDirectoryOut();
    expect(readRealFileSync(join(ws, "dir", "f.txt"), 1024, pinning)).toBeUndefined();
    expect(existsSync(join(ws, "dir", "f.txt"))).toBe(true);
  });

  it("opens a file for the counting run only at its real path", () => {
    const inside = openRealFileSync(join(ws, "dir", "f.txt"), pinning);
    expect(inside?.stats.size).toBe(7);
    if (inside !== undefined) closeSync(inside.fd);
    swapDirectoryOut();
    expect(openRealFileSync(join(ws, "dir", "f.txt"), pinning)).toBeUndefined();
    expect(readFileSync(join(ws, "dir", "f.txt"), "utf8")).toBe("SECRET\n");
  });
});
