// File-system failures, worded for the model: what went wrong with which path, and what to do instead.
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

export function describeFsError(error: unknown, display: string): string {
  switch (errorCode(error)) {
    case "EACCES":
    case "EPERM":
      return `${display}: permission denied by the file system.`;
    case "ENOENT":
      return `${display} does not exist.`;
    case "EISDIR":
      return `${display} is a directory, not a file.`;
    case "ENOTDIR":
      return `${display}: a parent of this path is a file, not a directory.`;
    case "ELOOP":
      return `${display}: too many levels of symbolic links (a link loop).`;
    case "ENAMETOOLONG":
      return `${display}: the path is too long.`;
    case "EROFS":
      return `${display} is on a read-only file system.`;
    case "ENOSPC":
      return `${display}: no space left on the device.`;
    case "EMFILE":
    case "ENFILE":
      return `${display}: too many open files; try again.`;
    case undefined:
    default:
      return `${display}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
