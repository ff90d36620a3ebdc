// Where the rig keeps the repositories and checkouts it throws away after each test: in memory when
// the machine has a tmpfs at /dev/shm (Linux; GitHub's hosted runners do), else the system's
// temporary directory. Creating files on a disk file system that other processes fill and empty as
// fast was the largest single cost of the git tests: ext4 looks for a free inode that was not just
// freed (perf: a seventh of unit/processes' CPU), and the project took 33 CPU-seconds with its
// directories in /tmp against 22 in /dev/shm, measured back to back on a two-core machine.
// Not for the suite as a whole: the policy treats every path under /dev as a device.
import { accessSync, constants, statfsSync } from "node:fs";
import { tmpdir } from "node:os";

const TMPFS_MAGIC = 0x01021994;

/**
 * Room the rig needs there at once (a few hundred small repositories); containers often give /dev/shm
 * only 64 MB, where the tests would fail for want of space rather than for what they test.
 */
const ENOUGH_BYTES = 1024 ** 3;

function memoryBacked(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    const fs = statfsSync(dir);
    return fs.type === TMPFS_MAGIC && fs.bavail * fs.bsize >= ENOUGH_BYTES;
  } catch {
    return false;
  }
}

/** The directory the rig makes its temporary directories in. */
export const SCRATCH_ROOT = memoryBacked("/dev/shm") ? "/dev/shm" : tmpdir();
