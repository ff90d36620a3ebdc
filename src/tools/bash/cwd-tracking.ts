// The working directory persists between Bash calls, but only inside the workspace. Each command runs
// in a fresh shell; an EXIT trap set before the command writes the shell's final directory to a marker
// file. The trap is prepended on the command's first line (so the command's own line numbers in error
// messages stay right), it runs on `exit N` too, it keeps the exit status, and output the command
// prints cannot be mistaken for the directory. When no marker appears (the command exec'd another
// program, or replaced the trap), the directory simply stays where it was.
import { access, readFile, rm } from "node:fs/promises";
import { isInside } from "../paths";

/** Quotes a string as one shell word. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The script for `bash -c`: the command, preceded by a trap that records the final directory. */
export function withCwdCapture(command: string, markerPath: string): string {
  const record = `pwd -P >| ${shellQuote(markerPath)} 2>/dev/null`;
  return `trap ${shellQuote(record)} EXIT; ${command}`;
}

/** The directory the shell ended in, or undefined when it left no record. */
export async function readFinalCwd(markerPath: string): Promise<string | undefined> {
  const text = await readFile(markerPath, "utf8").catch(() => "");
  await rm(markerPath, { force: true });
  const cwd = text.replace(/\n$/, "");
  return cwd.startsWith("/") && !cwd.includes("\n") ? cwd : undefined;
}

export interface NextCwd {
  cwd: string;
  /** Set when the shell ended outside the workspace: the directory it ended in. */
  resetFrom?: string;
}

/** Where the next command runs: the shell's final directory when it is inside the workspace. */
export function nextCwd(finalCwd: string | undefined, startCwd: string, workspaceRoot: string): NextCwd {
  if (finalCwd === undefined) return { cwd: startCwd };
  if (isInside(workspaceRoot, finalCwd)) return { cwd: finalCwd };
  return { cwd: workspaceRoot, resetFrom: finalCwd };
}

/** The directory to start in: the session's cwd, or the workspace root when that was removed. */
export async function startingCwd(
  cwd: string,
  workspaceRoot: string,
): Promise<{ cwd: string; missing?: string }> {
  try {
    await access(cwd);
    return { cwd };
  } catch {
    return { cwd: workspaceRoot, missing: cwd };
  }
}
