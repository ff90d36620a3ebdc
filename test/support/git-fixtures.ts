// Clones of the rig's remote and changes pushed to it, made for real the first time in a process and
// written from memory after that: most tests start from the same few states (the seeded repository,
// the same pull request branch on it), and a clone costs six processes or more, a push a dozen, where
// writing the files they left costs none. The remote's state is part of each key, so a fixture is only
// reused over the very state it was made from.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { type DirImage, applyChanges, digestOf, imageChanges, imageOf, writeImage } from "./dir-image";
import { type GitServer, unhurriedGitEnv } from "./git-server";

const exec = promisify(execFile);

/** The remote repository the fixtures are made of, and the home the rig's git runs with. */
export interface FixtureRemote {
  server: GitServer;
  repo: string;
  home: string;
}

async function git(remote: FixtureRemote, cwd: string, ...args: string[]): Promise<void> {
  await exec("git", args, { cwd, env: unhurriedGitEnv(remote.home) });
}

/** The remote as a clone sees it: the bare repository's files but its objects, which its refs name. */
const remoteState = (remote: FixtureRemote) =>
  digestOf(remote.server.repoPath(remote.repo), (path) => path === "objects" || path.startsWith("objects/"));

/**
 * A clone's `.git` without its index, and the server it was made under, whose URL and root the
 * clone's config and reflogs name.
 */
interface CloneImage {
  git: DirImage;
  url: string;
  root: string;
}

async function imageOfClone(remote: FixtureRemote, dir: string): Promise<CloneImage> {
  return {
    git: await imageOf(join(dir, ".git"), (path) => path === "index"),
    url: remote.server.url,
    root: remote.server.root,
  };
}

/**
 * Writes a clone's `.git` for this test's server, then checks its files out as `git clone` does:
 * read-tree writes the work tree and a fresh index, whose file times are this checkout's.
 */
async function restoreClone(remote: FixtureRemote, image: CloneImage, dir: string): Promise<void> {
  const namesServer = (path: string) => path === "config" || path.startsWith("logs/");
  const { url, root } = remote.server;
  await writeImage(image.git, join(dir, ".git"), (path, data) =>
    namesServer(path)
      ? Buffer.from(data.toString("utf8").replaceAll(image.url, url).replaceAll(image.root, root))
      : data,
  );
  await git(remote, dir, "read-tree", "--reset", "-u", "HEAD");
}

/** The fixture under `key`: made by `make` the first time, given to `restore` every later time. */
async function remembered<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  make: () => Promise<T>,
  restore: (value: T) => Promise<void>,
): Promise<T> {
  const known = cache.get(key);
  if (known !== undefined) {
    const value = await known;
    await restore(value);
    return value;
  }
  const made = make();
  cache.set(key, made);
  try {
    return await made;
  } catch (error) {
    cache.delete(key);
    throw error;
  }
}

const clones = new Map<string, Promise<CloneImage>>();

/** `git clone <args>` of the remote (file://) into `dir`, its origin then set to `origin`. */
export async function cloneRemote(
  remote: FixtureRemote,
  dir: string,
  args: readonly string[],
  origin: string,
): Promise<void> {
  const key = JSON.stringify([await remoteState(remote), args, origin.slice(remote.server.url.length)]);
  await remembered(
    clones,
    key,
    async () => {
      const source = `file://${remote.server.repoPath(remote.repo)}`;
      await exec("git", ["clone", ...args, source, dir], { env: unhurriedGitEnv(remote.home) });
      await git(remote, dir, "remote", "set-url", "origin", origin);
      return imageOfClone(remote, dir);
    },
    (image) => restoreClone(remote, image, dir),
  );
}

/** What a change did: to the remote's files, to the clone it was made in, and the commit it made. */
interface ChangeImage {
  remote: ReturnType<typeof imageChanges>;
  clone: CloneImage;
  head: string;
}
const changes = new Map<string, Promise<ChangeImage>>();

/**
 * A change made in a clone at `dir` and pushed to the remote by `change` (which makes the clone too),
 * remembered by `what` and the remote's state before it. Returns the commit it pushed.
 */
export async function pushedOnce(
  remote: FixtureRemote,
  dir: string,
  what: unknown,
  change: () => Promise<string>,
): Promise<string> {
  const bare = remote.server.repoPath(remote.repo);
  const key = JSON.stringify([await remoteState(remote), what]);
  const made = await remembered(
    changes,
    key,
    async () => {
      const before = await imageOf(bare);
      const head = await change();
      return {
        remote: imageChanges(before, await imageOf(bare)),
        clone: await imageOfClone(remote, dir),
        head,
      };
    },
    async (image) => {
      await applyChanges(image.remote, bare);
      await restoreClone(remote, image.clone, dir);
    },
  );
  return made.head;
}
