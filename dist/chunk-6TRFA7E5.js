import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/safe-fs/open.ts
import { constants as constants2 } from "node:fs";
import { basename as basename2, dirname as dirname2, join as join2, sep } from "node:path";

// src/tools/safe-fs/pinning.ts
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  realpathSync
} from "node:fs";
import { open, opendir, readdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var O_PATH = 2097152;
var PathChangedError = class extends Error {
  constructor(path) {
    super(`${path} changed while it was being opened`);
    this.path = path;
  }
  path;
};
var sameFile = (a, b) => a.dev === b.dev && a.ino === b.ino;
var sameIdentity = (a, b) => sameFile(a, b) && (a.mode & constants.S_IFMT) === (b.mode & constants.S_IFMT) && a.birthtimeMs === b.birthtimeMs;
var CREATE_FLAGS = constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
var listAt = (path) => readdir(path, { withFileTypes: true });
var procPath = (pinned, name) => {
  const self = `/proc/self/fd/${String(pinned.fd)}`;
  return name === void 0 ? self : `${self}/${name}`;
};
var procPinning = {
  kind: "proc",
  pin(path, options = {}) {
    const flags = O_PATH | (options.directory === true ? constants.O_DIRECTORY : 0) | (options.noFollow === true ? constants.O_NOFOLLOW : 0);
    const fd = openSync(path, flags);
    try {
      return { fd, stats: fstatSync(fd), real: readlinkSync(`/proc/self/fd/${String(fd)}`) };
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  },
  release(pinned) {
    if (pinned.fd !== void 0) closeSync(pinned.fd);
  },
  async open(pinned, flags) {
    const handle = await open(procPath(pinned), flags);
    const stats = await handle.stat().catch(async (error) => {
      await handle.close();
      throw error;
    });
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
    return open(procPath(dir, name), flags | CREATE_FLAGS, 438);
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
  }
};
function mkdirQuietly(path) {
  try {
    mkdirSync(path);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
}
function directoryOrThrow(pinning, made) {
  if (made.stats.isDirectory()) return made;
  pinning.release(made);
  if (made.stats.isSymbolicLink()) throw new PathChangedError(made.real);
  throw Object.assign(new Error(`ENOTDIR: not a directory, '${made.real}'`), { code: "ENOTDIR" });
}
function stillNames(pinned) {
  try {
    return realpathSync.native(pinned.real) === pinned.real && sameIdentity(lstatSync(pinned.real), pinned.stats);
  } catch {
    return false;
  }
}
var portablePinning = {
  kind: "portable",
  pin(path, options = {}) {
    const real = options.noFollow === true ? join(realpathSync.native(dirname(path)), basename(path)) : realpathSync.native(path);
    const stats = lstatSync(real);
    if (options.directory === true && !stats.isDirectory())
      throw Object.assign(new Error(`ENOTDIR: not a directory, '${path}'`), { code: "ENOTDIR" });
    return { fd: void 0, stats, real };
  },
  release() {
  },
  async open(pinned, flags) {
    const handle = await open(pinned.real, flags | constants.O_NOFOLLOW);
    const stats = await handle.stat().catch(async (error) => {
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
    const handle = await open(join(dir.real, name), flags | CREATE_FLAGS, 438);
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
    const handle = await opendir(dir.real);
    if (!stillNames(dir)) {
      await handle.close();
      throw new PathChangedError(dir.real);
    }
    return handle;
  },
  realOf(_handle, assumed) {
    return assumed;
  }
};
function probeProc() {
  if (process.platform !== "linux") return false;
  try {
    const fd = openSync("/", O_PATH | constants.O_DIRECTORY);
    try {
      return readlinkSync(`/proc/self/fd/${String(fd)}`) === "/" && readdirSync(`/proc/self/fd/${String(fd)}`).length > 0;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}
var machine;
var stepped;
function machinePinning() {
  machine ??= probeProc() ? procPinning : portablePinning;
  return stepped ?? machine;
}

// src/tools/safe-fs/open.ts
function judgeFor(ctx, access, tool) {
  return (path) => ctx.mayAccess({ access, path, tool, cwd: ctx.cwd });
}
var READ_FLAGS = constants2.O_RDONLY | constants2.O_NONBLOCK | constants2.O_NOCTTY;
var CHANGE_FLAGS = constants2.O_RDWR | constants2.O_NOCTTY;
var isRefusal = (value) => "refused" in value;
var isDevicePath = (real) => real === "/dev" || real.startsWith(`/dev${sep}`);
var hasRealPath = (pinned) => pinned.real.startsWith(sep) && pinned.stats.nlink > 0;
async function openExisting(path, mode, judge, pinning = machinePinning()) {
  const pinned = pinning.pin(path);
  try {
    const { real, stats } = pinned;
    if (isDevicePath(real)) return { refused: "device", real };
    if (!hasRealPath(pinned) || !judge(real)) return { refused: "changed", real };
    if (!stats.isFile()) return { refused: "not-regular", real, stats };
    const opened = await pinning.open(pinned, mode === "read" ? READ_FLAGS : CHANGE_FLAGS);
    return { ...opened, real };
  } catch (error) {
    if (error instanceof PathChangedError) return { refused: "changed", real: pinned.real };
    throw error;
  } finally {
    pinning.release(pinned);
  }
}
function pinNearestDirectory(path, pinning) {
  const missing = [basename2(path)];
  for (let dir = dirname2(path); ; dir = dirname2(dir)) {
    try {
      return { dir: pinning.pin(dir, { directory: true }), missing };
    } catch (error) {
      if (error.code !== "ENOENT" || dirname2(dir) === dir) throw error;
      missing.unshift(basename2(dir));
    }
  }
}
async function createNew(path, judge, pinning = machinePinning()) {
  const start = pinNearestDirectory(path, pinning);
  let dir = start.dir;
  try {
    const target = join2(dir.real, ...start.missing);
    if (!hasRealPath(dir) || isDevicePath(target) || !judge(target))
      return { refused: "changed", real: target };
    const name = start.missing.pop() ?? "";
    for (const part of start.missing) {
      const next = pinning.makeDirectory(dir, part);
      pinning.release(dir);
      dir = next;
    }
    let handle;
    try {
      handle = await pinning.create(dir, name, CHANGE_FLAGS);
    } catch (error) {
      if (error.code === "EEXIST") return { refused: "exists", real: target };
      throw error;
    }
    return await judgeCreated(handle, pinning.realOf(handle, join2(dir.real, name)), judge);
  } catch (error) {
    if (error instanceof PathChangedError) return { refused: "changed", real: error.path };
    throw error;
  } finally {
    pinning.release(dir);
  }
}
async function judgeCreated(handle, real, judge) {
  try {
    const stats = await handle.stat();
    if (!real.startsWith(sep) || stats.nlink === 0 || !judge(real)) {
      await handle.close();
      return { refused: "changed", real };
    }
    return { handle, stats, real };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
async function rewrite(handle, bytes) {
  await handle.truncate(0);
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, written);
    written += bytesWritten;
  }
  return handle.stat();
}

export {
  PathChangedError,
  machinePinning,
  judgeFor,
  READ_FLAGS,
  isRefusal,
  isDevicePath,
  openExisting,
  createNew,
  rewrite
};
