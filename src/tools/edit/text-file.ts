// Loading a file that is about to be changed, and saving it back. Every write tool goes through
// changeFile, so the rules hold everywhere: the file changed is the file the policy allows (opened
// pinned, judged by where it really is, and written through that same descriptor; a new file is made
// only inside a pinned directory, never through a link), no devices or FIFOs, read before write and
// unchanged since, text only (an edit that round-trips invalid bytes through a decoder would corrupt
// them), and the encoding and BOM the file had are kept.
import type { Stats } from "node:fs";
import type { ToolContext } from "../context";
import { checkReadBeforeWrite } from "../file-state";
import { displayPath } from "../paths";
import { classify, SNIFF_BYTES } from "../read/binary";
import { describeFsError, errorCode } from "../read/fs-errors";
import { formatBytes } from "../read/image";
import { refuseDevicePath, refusalMessage } from "../read/open-file";
import { type DecodedText, decodeText, encodeText, type TextFormat } from "../read/text-codec";
import { createNew, isRefusal, judgeFor, type OpenedFile, openExisting, rewrite } from "../safe-fs/open";
import { INTERRUPTED_BEFORE_WRITE } from "./guards";

/** Files above this are edited with Bash (sed), not loaded whole. */
const MAX_EDITABLE_BYTES = 32 * 1024 * 1024;

export const NEW_FILE_FORMAT: TextFormat = { encoding: "utf8", bom: false };

export interface ExistingFile {
  stats: Stats;
  bytes: Buffer;
}

/** What a write tool decided to write, and what it reports once written. */
export interface PlannedWrite<T> {
  text: string;
  format: TextFormat;
  result: T;
}

export interface ChangeTarget {
  /** Absolute, as the model named it (resolved against the working directory). */
  path: string;
  /** The tool, for the policy's judge ("Write", "Edit", ...). */
  tool: string;
  /** "write" or "edit", for messages. */
  verb: string;
}

/** The file as it is now, opened to change, after the checks every write needs; undefined when missing. */
async function openForChange(
  target: ChangeTarget,
  display: string,
  ctx: ToolContext,
): Promise<OpenedFile | undefined> {
  refuseDevicePath(target.path, display);
  let opened;
  try {
    opened = await openExisting(target.path, "change", judgeFor(ctx, "write", target.tool));
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new Error(`Cannot ${target.verb} ${describeFsError(error, display)}`, { cause: error });
  }
  if (isRefusal(opened)) throw new Error(refusalMessage(opened, display, "write"));
  return opened;
}

async function loadExisting(
  opened: OpenedFile,
  target: ChangeTarget,
  display: string,
  ctx: ToolContext,
): Promise<ExistingFile> {
  const problem = checkReadBeforeWrite(ctx.files, target.path, opened.stats);
  if (problem !== undefined) throw new Error(`Cannot ${target.verb} ${display}. ${problem}`);
  if (opened.stats.size > MAX_EDITABLE_BYTES)
    throw new Error(
      `Cannot ${target.verb} ${display}: it is ${formatBytes(opened.stats.size)}, over the ${formatBytes(MAX_EDITABLE_BYTES)} these tools load. Change it with Bash (e.g. sed) instead.`,
    );
  try {
    return { stats: opened.stats, bytes: await opened.handle.readFile() };
  } catch (error) {
    throw new Error(`Cannot ${target.verb} ${describeFsError(error, display)}`, { cause: error });
  }
}

/** Replaces the content through the open descriptor; returns the file's stats after. */
async function writeThrough(opened: OpenedFile, bytes: Buffer, display: string): Promise<Stats> {
  try {
    return await rewrite(opened.handle, bytes);
  } catch (error) {
    throw new Error(`Cannot write ${describeFsError(error, display)}`, { cause: error });
  }
}

/** Writes `bytes` to a new file at `path`, creating its missing directories; returns its stats. */
async function createWith(
  target: ChangeTarget,
  display: string,
  ctx: ToolContext,
  bytes: Buffer,
): Promise<Stats> {
  let created;
  try {
    created = await createNew(target.path, judgeFor(ctx, "write", target.tool));
  } catch (error) {
    throw new Error(`Cannot write ${describeFsError(error, display)}`, { cause: error });
  }
  if (isRefusal(created)) throw new Error(refusalMessage(created, display, "write"));
  try {
    return await writeThrough(created, bytes, display);
  } finally {
    await created.handle.close();
  }
}

/**
 * One change to one file: opens what is there (pinned), hands its content to `plan`, and writes what
 * the plan returns through the same descriptor, or creates the file when nothing was there. Nothing is
 * written when the plan throws or the run is stopping. The write is recorded for later edits.
 */
export async function changeFile<T>(
  target: ChangeTarget,
  ctx: ToolContext,
  plan: (existing: ExistingFile | undefined, display: string) => Promise<PlannedWrite<T>> | PlannedWrite<T>,
): Promise<T> {
  const display = displayPath(target.path, ctx.workspaceRoot);
  const opened = await openForChange(target, display, ctx);
  try {
    const existing = opened === undefined ? undefined : await loadExisting(opened, target, display, ctx);
    const planned = await plan(existing, display);
    if (ctx.signal.aborted) throw new Error(INTERRUPTED_BEFORE_WRITE);
    const bytes = encodeText(planned.text, planned.format);
    const stats =
      opened === undefined
        ? await createWith(target, display, ctx, bytes)
        : await writeThrough(opened, bytes, display);
    ctx.files.recordWrite(target.path, stats);
    return planned.result;
  } finally {
    await opened?.handle.close();
  }
}

/** The text of a file to be edited in place; throws when it is not text this tool can round-trip. */
export function decodeForEdit(bytes: Buffer, path: string, display: string): DecodedText {
  const kind = classify(bytes.subarray(0, SNIFF_BYTES), path);
  if (kind.kind === "binary" || kind.kind === "image" || kind.kind === "pdf")
    throw new Error(
      `Cannot edit ${display}: it is not a text file (${kind.kind === "binary" ? kind.reason : kind.kind}).`,
    );
  const decoded = decodeText(bytes);
  if (decoded === undefined)
    throw new Error(
      `Cannot edit ${display}: it is not valid UTF-8 (or UTF-16 with a BOM), and rewriting it would corrupt the bytes that are not. Change it with Bash instead (e.g. sed), or rewrite it whole with Write.`,
    );
  return decoded;
}
