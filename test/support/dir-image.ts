// A directory's contents held in memory, for fixtures made once per process and written out for each
// test: writing a few dozen small files costs far less than the git commands that made them.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** A directory's directories (parents first) and its files with their modes. */
export interface DirImage {
  dirs: string[];
  files: Array<{ path: string; data: Buffer; mode: number }>;
}

/** Reads `root` into memory, leaving out the paths (relative, `/`-separated) that `skip` names. */
export async function imageOf(
  root: string,
  skip: (path: string) => boolean = () => false,
): Promise<DirImage> {
  const image: DirImage = { dirs: [], files: [] };
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (skip(path)) continue;
    if (entry.isDirectory()) image.dirs.push(path);
    else {
      const full = join(root, path);
      image.files.push({ path, data: await readFile(full), mode: (await stat(full)).mode & 0o777 });
    }
  }
  image.dirs.sort((a, b) => a.length - b.length);
  return image;
}

/** Writes `image` under `root` (over what is there); `rewrite` may change a file's bytes on the way. */
export async function writeImage(
  image: DirImage,
  root: string,
  rewrite: (path: string, data: Buffer) => Buffer = (_, data) => data,
): Promise<void> {
  await mkdir(root, { recursive: true });
  for (const dir of image.dirs) await mkdir(join(root, dir), { recursive: true });
  await Promise.all(
    image.files.map(({ path, data, mode }) => writeFile(join(root, path), rewrite(path, data), { mode })),
  );
}

/** What `after` has that `before` had not, or had with other bytes; and the files it no longer has. */
export function imageChanges(before: DirImage, after: DirImage): { changed: DirImage; removed: string[] } {
  const old = new Map(before.files.map((file) => [file.path, file]));
  const kept = new Set(after.files.map((file) => file.path));
  const known = new Set(before.dirs);
  return {
    changed: {
      dirs: after.dirs.filter((dir) => !known.has(dir)),
      files: after.files.filter((file) => {
        const was = old.get(file.path);
        return was === undefined || was.mode !== file.mode || !was.data.equals(file.data);
      }),
    },
    removed: before.files.filter((file) => !kept.has(file.path)).map((file) => file.path),
  };
}

/** Applies `imageChanges(before, after)` to a directory that holds what `before` held. */
export async function applyChanges(
  changes: { changed: DirImage; removed: string[] },
  root: string,
): Promise<void> {
  await writeImage(changes.changed, root);
  await Promise.all(changes.removed.map((path) => rm(join(root, path), { force: true })));
}

/** A digest of a directory's files (paths, modes and bytes) outside the paths `skip` names. */
export async function digestOf(root: string, skip: (path: string) => boolean): Promise<string> {
  const hash = createHash("sha256");
  const { files } = await imageOf(root, skip);
  for (const { path, mode, data } of files.sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${path}\0${String(mode)}\0${String(data.length)}\0`).update(data);
  return hash.digest("hex");
}
