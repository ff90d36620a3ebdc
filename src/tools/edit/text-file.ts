// Loading a file that is about to be changed, and saving it back. Every write tool goes through here,
// so the rules hold everywhere: no devices or FIFOs, read before write and unchanged since, text only
// (an edit that round-trips invalid bytes through a decoder would corrupt them), and the encoding and
// BOM the file had are kept.
import type { Stats } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { checkReadBeforeWrite, type FileReadState } from "../file-state";
import { classify, SNIFF_BYTES } from "../read/binary";
import { describeFsError } from "../read/fs-errors";
import { formatBytes } from "../read/image";
import { inspectWriteTarget } from "../read/open-file";
import { type DecodedText, decodeText, encodeText, type TextFormat } from "../read/text-codec";

/** Files above this are edited with Bash (sed), not loaded whole. */
export const MAX_EDITABLE_BYTES = 32 * 1024 * 1024;

export const NEW_FILE_FORMAT: TextFormat = { encoding: "utf8", bom: false };

export interface ExistingFile {
  stats: Stats;
  bytes: Buffer;
}

/**
 * The file at `path` as it is now, after the checks every write needs; undefined when nothing is there
 * yet. Throws an Error with a message for the model when the write must not go ahead.
 */
export async function loadExisting(
  path: string,
  display: string,
  files: FileReadState,
  verb: string,
): Promise<ExistingFile | undefined> {
  const stats = await inspectWriteTarget(path, display);
  if (stats === undefined) return undefined;
  const problem = await checkReadBeforeWrite(files, path);
  if (problem !== undefined) throw new Error(`Cannot ${verb} ${display}. ${problem}`);
  if (stats.size > MAX_EDITABLE_BYTES)
    throw new Error(
      `Cannot ${verb} ${display}: it is ${formatBytes(stats.size)}, over the ${formatBytes(MAX_EDITABLE_BYTES)} these tools load. Change it with Bash (e.g. sed) instead.`,
    );
  try {
    return { stats, bytes: await readFile(path) };
  } catch (error) {
    throw new Error(`Cannot ${verb} ${describeFsError(error, display)}`, { cause: error });
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

/** Writes `text` in `format`, creating parent directories, and records the write for later edits. */
export async function saveText(
  path: string,
  display: string,
  text: string,
  format: TextFormat,
  files: FileReadState,
): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, encodeText(text, format));
  } catch (error) {
    throw new Error(`Cannot write ${describeFsError(error, display)}`, { cause: error });
  }
  await files.recordWrite(path);
}
