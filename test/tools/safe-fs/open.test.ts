// Opening and creating files the way the file tools do, on real temporary directories, with both ways
// of pinning a path (/proc on Linux, and the portable check used where there is no /proc): what the
// policy is asked about is where a path really leads, and nothing is opened or created elsewhere.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNew, isRefusal, type Judge, openExisting, rewrite } from "../../../src/tools/safe-fs/open";
import { PINNINGS, type Pinning } from "../../../src/tools/safe-fs/pinning";

let base: string;
let ws: string;
let outside: string;
let socketServer: Server;

beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "steward-safe-open-")));
  ws = join(base, "ws");
  outside = join(base, "outside");
  mkdirSync(join(ws, "sub"), { recursive: true });
  mkdirSync(join(outside, "deep"), { recursive: true });
  writeFileSync(join(ws, "a.txt"), "inside\n");
  writeFileSync(join(ws, "sub", "b.txt"), "inside b\n");
  writeFileSync(join(outside, "secret.txt"), "SECRET\n");
  writeFileSync(join(outside, "deep", "x.txt"), "deep\n");
  symlinkSync(join(ws, "a.txt"), join(ws, "link-in.txt"));
  symlinkSync(join(outside, "secret.txt"), join(ws, "link-out.txt"));
  symlinkSync(outside, join(ws, "dir-out"));
  symlinkSync(join(outside, "deep"), join(ws, "deep-out"));
  symlinkSync(join(outside, "missing"), join(ws, "dangling-dir"));
  symlinkSync(join(outside, "new.txt"), join(ws, "dangling.txt"));
  execFileSync("mkfifo", [join(ws, "pipe")]);
  socketServer = createServer();
  await new Promise<void>((resolve) => socketServer.listen(join(ws, "sock"), resolve));
});

afterAll(async () => {
  await new Promise((resolve) => socketServer.close(resolve));
  rmSync(base, { recursive: true, force: true });
});

/** A judge that allows the workspace only, and remembers what it was asked. */
function workspaceJudge(): Judge & { asked: string[] } {
  const asked: string[] = [];
  const judge = (path: string) => {
    asked.push(path);
    return path === ws || path.startsWith(`${ws}/`);
  };
  return Object.assign(judge, { asked });
}

async function readVia(path: string, pinning: Pinning, judge: Judge = workspaceJudge()) {
  const opened = await openExisting(path, "read", judge, pinning);
  if (isRefusal(opened)) return opened;
  try {
    return { text: await opened.handle.readFile("utf8"), real: opened.real };
  } finally {
    await opened.handle.close();
  }
}

describe.each([
  ["proc", PINNINGS.proc],
  ["portable", PINNINGS.portable],
] as const)("opening an existing file (%s)", (_, pinning) => {
  it("opens a regular file, judged by its real path", async () => {
    const judge = workspaceJudge();
    expect(await readVia(join(ws, "a.txt"), pinning, judge)).toEqual({
      text: "inside\n",
      real: join(ws, "a.txt"),
    });
    expect(judge.asked).toEqual([join(ws, "a.txt")]);
  });

  it("follows a final symlink and judges where it leads: in the workspace it opens", async () => {
    const judge = workspaceJudge();
    expect(await readVia(join(ws, "link-in.txt"), pinning, judge)).toEqual({
      text: "inside\n",
      real: join(ws, "a.txt"),
    });
    expect(judge.asked).toEqual([join(ws, "a.txt")]);
  });

  it("refuses a final symlink out of the workspace, having asked about the target", async () => {
    const judge = workspaceJudge();
    expect(await readVia(join(ws, "link-out.txt"), pinning, judge)).toEqual({
      refused: "changed",
      real: join(outside, "secret.txt"),
    });
    expect(judge.asked).toEqual([join(outside, "secret.txt")]);
  });

  it("refuses a path through a symlinked parent directory that leads out", async () => {
    expect(await readVia(join(ws, "dir-out", "secret.txt"), pinning)).toEqual({
      refused: "changed",
      real: join(outside, "secret.txt"),
    });
  });

  it("climbs `..` from a link's target, as the kernel does, and judges that", async () => {
    // ws/deep-out → outside/deep, so ws/deep-out/../secret.txt is outside/secret.txt.
    expect(await readVia(`${ws}/deep-out/../secret.txt`, pinning)).toEqual({
      refused: "changed",
      real: join(outside, "secret.txt"),
    });
  });

  it("refuses a FIFO without blocking, a socket, and a directory, by their type", async () => {
    for (const name of ["pipe", "sock", "sub"]) {
      const refusal = await readVia(join(ws, name), pinning);
      expect(refusal).toMatchObject({ refused: "not-regular", real: join(ws, name) });
    }
  });

  it("refuses anything under /dev, and a link into /dev, without opening it", async () => {
    const allowAll = () => true;
    expect(await readVia("/dev/null", pinning, allowAll)).toEqual({ refused: "device", real: "/dev/null" });
    const link = join(ws, `zero-${pinning.kind}`);
    symlinkSync("/dev/zero", link);
    expect(await readVia(link, pinning, allowAll)).toEqual({ refused: "device", real: "/dev/zero" });
  });

  it("reads a hard link as the file it is, under the name the policy judged", async () => {
    // A hard link is one more name for the same file, and creating one needs access to the original:
    // inside the sandbox, whatever it hides or protects is on another mount (link() fails with EXDEV).
    const name = join(ws, `hard-${pinning.kind}.txt`);
    linkSync(join(ws, "sub", "b.txt"), name);
    expect(await readVia(name, pinning)).toEqual({ text: "inside b\n", real: name });
  });

  it("opens to change in place, writing through the descriptor", async () => {
    const path = join(ws, `change-${pinning.kind}.txt`);
    writeFileSync(path, "old content\n");
    const opened = await openExisting(path, "change", workspaceJudge(), pinning);
    if (isRefusal(opened)) throw new Error(opened.refused);
    try {
      const stats = await rewrite(opened.handle, Buffer.from("new\n"));
      expect(stats.size).toBe(4);
    } finally {
      await opened.handle.close();
    }
    expect(readFileSync(path, "utf8")).toBe("new\n");
  });

  it("throws the file system's error for a missing file", async () => {
    await expect(openExisting(join(ws, "nope.txt"), "read", workspaceJudge(), pinning)).rejects.toMatchObject(
      {
        code: "ENOENT",
      },
    );
  });
});

describe.each([
  ["proc", PINNINGS.proc],
  ["portable", PINNINGS.portable],
] as const)("creating a new file (%s)", (kind, pinning) => {
  async function create(path: string, judge: Judge = workspaceJudge()) {
    const made = await createNew(path, judge, pinning);
    if (isRefusal(made)) return made;
    await rewrite(made.handle, Buffer.from("made\n"));
    await made.handle.close();
    return { real: made.real };
  }

  it("creates the file and its missing directories, judging the whole new path once", async () => {
    const judge = workspaceJudge();
    const path = join(ws, `new-${kind}`, "deeper", "c.txt");
    expect(await create(path, judge)).toEqual({ real: path });
    expect(readFileSync(path, "utf8")).toBe("made\n");
    expect(judge.asked[0]).toBe(path);
  });

  it("never overwrites what is there: a file, or a dangling link to outside", async () => {
    expect(await create(join(ws, "a.txt"))).toEqual({ refused: "exists", real: join(ws, "a.txt") });
    expect(readFileSync(join(ws, "a.txt"), "utf8")).toBe("inside\n");
    expect(await create(join(ws, "dangling.txt"))).toMatchObject({ refused: "exists" });
    expect(existsSync(join(outside, "new.txt"))).toBe(false);
  });

  it("refuses to create through a symlinked directory that leads out", async () => {
    expect(await create(join(ws, "dir-out", `made-${kind}.txt`))).toEqual({
      refused: "changed",
      real: join(outside, `made-${kind}.txt`),
    });
    expect(readdirSync(outside).sort()).toEqual(["deep", "secret.txt"]);
  });

  it("never makes directories through a dangling directory link", async () => {
    expect(await create(join(ws, "dangling-dir", `made-${kind}.txt`))).toMatchObject({ refused: "changed" });
    expect(existsSync(join(outside, "missing"))).toBe(false);
  });

  it("says when a parent of the path is a file", async () => {
    await expect(createNew(join(ws, "a.txt", "x.txt"), workspaceJudge(), pinning)).rejects.toMatchObject({
      code: "ENOTDIR",
    });
  });
});
