// Pinning a path: resolving it once into a descriptor that names one file from then on, whatever
// happens to the path. The policy judges a path, then a tool opens it; between the two, a process the
// policy allowed (a test script left running in the background) can swap a symbolic link — the file
// or any directory on the way — and send the open somewhere else. Node has no openat(), so on Linux a
// path is opened with O_PATH: the kernel resolves it, the descriptor names the file without opening it
// (no device acts, no FIFO blocks), /proc/self/fd/N gives the file's real path for the policy to
// judge, and opening /proc/self/fd/N — or a name under it, for a directory — reaches exactly the pinned
// file, never whatever the path names by then. Where there is no /proc (macOS, for the CLI) the check
// is the strongest portable one: what was opened must have the identity (device and inode) of what its
// real path names, before and after the open; a directory listed, which Node reads only by path (no
// descriptor to fstat), gets only the look after. That narrows the window without closing it; see
// docs/security.md.
import {
  closeSync,
  constants,
  type Dir,
  type Dirent,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  type Stats,
} from "node:fs";
import { type FileHandle, open, opendir, readdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** O_PATH as Linux defines it on every architecture Node runs on (alpha, parisc and sparc differ). */
const O_PATH = 0o10000000;

/** One path, resolved once. */
export interface Pinned {
  /** Where the file really was when it was pinned: what the policy judges. */
  readonly real: string;
  readonly stats: Stats;
  /** The O_PATH descriptor; undefined where paths cannot be pinned. */
  readonly fd: number | undefined;
}

export interface PinOptions {
  /** Only a directory will do (ENOTDIR otherwise). */
  directory?: boolean;
  /** Pin a symbolic link in the last place itself rather than what it names (default: follow). */
  noFollow?: boolean;
}

/** The path changed between two looks at it: the tool must not go on. */
export class PathChangedError extends Error {
  constructor(readonly path: string) {
    super(`${path} changed while it was being opened`);
  }
}

export interface Pinning {
  readonly kind: "proc" | "portable";
  /** Resolves `path` now. Throws the file system's error (ENOENT, ENOTDIR, ELOOP, EACCES...). */
  pin(path: string, options?: PinOptions): Pinned;
  release(pinned: Pinned): void;
  /** Opens the pinned file; throws PathChangedError if what opened is not the file pinned. */
  open(pinned: Pinned, flags: number): Promise<{ handle: FileHandle; stats: Stats }>;
  openSync(pinned: Pinned, flags: number): { fd: number; stats: Stats };
  /** Creates `name` in a pinned directory (O_CREAT|O_EXCL, never through a link): EEXIST if taken. */
  create(dir: Pinned, name: string, flags: number): Promise<FileHandle>;
  /** Makes the directory `name` in a pinned directory (an existing one will do) and pins it. */
  makeDirectory(dir: Pinned, name: string): Pinned;
  /** The entries of a pinned directory. */
  list(dir: Pinned): Promise<Dirent[]>;
  /** A pinned directory opened to read its entries a few at a time (a huge one need not be read whole). */
  openDirectory(dir: Pinned): Promise<Dir>;
  /** The real path of an open file now; `assumed` where that cannot be asked. */
  realOf(handle: FileHandle, assumed: string): string;
}

const sameFile = (a: Stats, b: Stats): boolean => a.dev === b.dev && a.ino === b.ino;

/**
 * The same file for the portable check, which holds nothing open: a file deleted and another made
 * may get the freed inode number, so the kind of file and its birth time must match too.
 */
const sameIdentity = (a: Stats, b: Stats): boolean =>
  sameFile(a, b) &&
  (a.mode & constants.S_IFMT) === (b.mode & constants.S_IFMT) &&
  a.birthtimeMs === b.birthtimeMs;

const CREATE_FLAGS = constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

const listAt = (path: string): Promise<Dirent[]> => readdir(path, { withFileTypes: true });

/**
 * The path that reaches the pinned file itself, or the entry `name` of a pinned directory: its
 * descriptor's magic link. Only the steps below use it; a path handed out would let a caller do I/O
 * that is no step (the race tests' hook would not see it, the portable way would not check it).
 */
const procPath = (pinned: Pinned, name?: string): string => {
  const self = `/proc/self/fd/${String(pinned.fd)}`;
  return name === undefined ? self : `${self}/${name}`;
};

/** Linux with /proc: descriptors all the way, nothing looked up by name twice. */
const procPinning: Pinning = {
  kind: "proc",
  pin(path, options = {}) {
    const flags =
      O_PATH |
      (options.directory === true ? constants.O_DIRECTORY : 0) |
      (options.noFollow === true ? constants.O_NOFOLLOW : 0);
    const fd = openSync(path, flags);
    try {
      return { fd, stats: fstatSync(fd), real: readlinkSync(`/proc/self/fd/${String(fd)}`) };
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  },
  release(pinned) {
    if (pinned.fd !== undefined) closeSync(pinned.fd);
  },
  async open(pinned, flags) {
    const handle = await open(procPath(pinned), flags);
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    // The magic link reaches the pinned inode by construction; checking costs one fstat.
    if (!sameFile(stats, pinned.stats)) {
      await handle.close();
      throw new PathChangedError(pinned.real);
    }
    return { handle, stats };
  },
  openSync(pinned, flags) {
    const fd = openSync(procPath(pinned), flags);
    const stats = fstatSync(fd);
    if (!sameFile(stats, pinned.stats)) {
      closeSync(fd);
      throw new PathChangedError(pinned.real);
    }
    return { fd, stats };
  },
  create(dir, name, flags) {
    return open(procPath(dir, name), flags | CREATE_FLAGS, 0o666);
  },
  makeDirectory(dir, name) {
    const path = procPath(dir, name);
    mkdirQuietly(path);
    return directoryOrThrow(this, this.pin(path, { noFollow: true }));
  },
  list(dir) {
    return listAt(procPath(dir));
  },
  openDirectory(dir) {
    return opendir(procPath(dir));
  },
  realOf(handle) {
    return readlinkSync(`/proc/self/fd/${String(handle.fd)}`);
  },
};

function mkdirQuietly(path: string): void {
  try {
    mkdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** A directory just made (or found): a link there means the path is changing under us; a file, ENOTDIR. */
function directoryOrThrow(pinning: Pinning, made: Pinned): Pinned {
  if (made.stats.isDirectory()) return made;
  pinning.release(made);
  if (made.stats.isSymbolicLink()) throw new PathChangedError(made.real);
  throw Object.assign(new Error(`ENOTDIR: not a directory, '${made.real}'`), { code: "ENOTDIR" });
}

/** Whether `real` still names the file pinned: its real path unchanged and the same identity. */
function stillNames(pinned: Pinned): boolean {
  try {
    return (
      realpathSync.native(pinned.real) === pinned.real && sameIdentity(lstatSync(pinned.real), pinned.stats)
    );
  } catch {
    return false;
  }
}

/** Without /proc: resolve, open the real path without following, and compare identities both sides. */
const portablePinning: Pinning = {
  kind: "portable",
  pin(path, options = {}) {
    const real =
      options.noFollow === true
        ? join(realpathSync.native(dirname(path)), basename(path))
        : realpathSync.native(path);
    const stats = lstatSync(real);
    if (options.directory === true && !stats.isDirectory())
      throw Object.assign(new Error(`ENOTDIR: not a directory, '${path}'`), { code: "ENOTDIR" });
    return { fd: undefined, stats, real };
  },
  release() {
    // Nothing is held open.
  },
  async open(pinned, flags) {
    const handle = await open(pinned.real, flags | constants.O_NOFOLLOW);
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!sameIdentity(stats, pinned.stats) || !stillNames(pinned)) {
      await handle.close();
      throw new PathChangedError(pinned.real);
    }
    return { handle, stats };
  },
  openSync(pinned, flags) {
    const fd = openSync(pinned.real, flags | constants.O_NOFOLLOW);
    const stats = fstatSync(fd);
    if (!sameIdentity(stats, pinned.stats) || !stillNames(pinned)) {
      closeSync(fd);
      throw new PathChangedError(pinned.real);
    }
    return { fd, stats };
  },
  async create(dir, name, flags) {
    const handle = await open(join(dir.real, name), flags | CREATE_FLAGS, 0o666);
    if (!stillNames(dir)) {
      await handle.close();
      throw new PathChangedError(dir.real);
    }
    return handle;
  },
  makeDirectory(dir, name) {
    mkdirQuietly(join(dir.real, name));
    const made = directoryOrThrow(this, this.pin(join(dir.real, name), { noFollow: true }));
    if (!stillNames(dir)) throw new PathChangedError(dir.real);
    return made;
  },
  async list(dir) {
    const entries = await listAt(dir.real);
    if (!stillNames(dir)) throw new PathChangedError(dir.real);
    return entries;
  },
  async openDirectory(dir) {
    // Once open, the handle reads the directory it opened, whatever the path names later; so the look
    // is after the open, before a single name is read. It cannot see which directory was opened (a
    // Dir has no descriptor to fstat): a link swapped in before the open and back before the look
    // passes. Nor is there a descriptor to list through: macOS's opendir asks for O_DIRECTORY, which
    // /dev/fd/N is not (XNU's fdesc gives it no directory type), and a Linux without /proc has no
    // /dev/fd. docs/security.md says what holds.
    const handle = await opendir(dir.real);
    if (!stillNames(dir)) {
      await handle.close();
      throw new PathChangedError(dir.real);
    }
    return handle;
  },
  realOf(_handle, assumed) {
    return assumed;
  },
};

/** Whether this process can pin through /proc: Linux, with /proc mounted and telling the truth. */
function probeProc(): boolean {
  if (process.platform !== "linux") return false;
  try {
    const fd = openSync("/", O_PATH | constants.O_DIRECTORY);
    try {
      return (
        readlinkSync(`/proc/self/fd/${String(fd)}`) === "/" &&
        readdirSync(`/proc/self/fd/${String(fd)}`).length > 0
      );
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

let machine: Pinning | undefined;
/** The machine's pinning with the race tests' hook before each step, while one is set. */
let stepped: Pinning | undefined;

/** The way this machine pins paths, found once. Tests pass PINNINGS.portable to exercise the other. */
export function machinePinning(): Pinning {
  machine ??= probeProc() ? procPinning : portablePinning;
  return stepped ?? machine;
}

/** A step a tool takes on the file system through its pinning. */
export type PinStep = "pin" | "open" | "create" | "make-directory" | "list" | "open-directory";
type StepHook = (step: PinStep, path: string) => void;

/**
 * For the race tests only: calls `hook` just before each step every tool takes through
 * machinePinning(), until it is given undefined. A test swaps a link there, exactly in the window
 * between the check before and the use after, instead of hammering the path until a swap happens to
 * land in it. `pinning` (the machine's by default) lets the tests race the portable way on Linux too.
 * Only code that imports this module can set it: nothing in a tool's input, the policy or the
 * environment reaches it, and while it is unset the tools get the machine's pinning itself.
 */
export function beforeEachPinStep(hook: StepHook | undefined, pinning?: Pinning): void {
  stepped = undefined;
  if (hook !== undefined) stepped = withHook(pinning ?? machinePinning(), hook);
}

/** `inner` with `hook` called before each step; the steps themselves are inner's, unchanged. */
function withHook(inner: Pinning, hook: StepHook): Pinning {
  const before = <T>(step: PinStep, path: string, run: () => T): T => {
    hook(step, path);
    return run();
  };
  return {
    kind: inner.kind,
    pin: (path, options) => before("pin", path, () => inner.pin(path, options)),
    release: (pinned) => inner.release(pinned),
    open: (pinned, flags) => before("open", pinned.real, () => inner.open(pinned, flags)),
    openSync: (pinned, flags) => before("open", pinned.real, () => inner.openSync(pinned, flags)),
    create: (dir, name, flags) =>
      before("create", join(dir.real, name), () => inner.create(dir, name, flags)),
    makeDirectory: (dir, name) =>
      before("make-directory", join(dir.real, name), () => inner.makeDirectory(dir, name)),
    list: (dir) => before("list", dir.real, () => inner.list(dir)),
    openDirectory: (dir) => before("open-directory", dir.real, () => inner.openDirectory(dir)),
    realOf: (handle, assumed) => inner.realOf(handle, assumed),
  };
}

export const PINNINGS = { proc: procPinning, portable: portablePinning } as const;
