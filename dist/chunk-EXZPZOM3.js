import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  SNIFF_BYTES,
  classify,
  decodeText,
  encodeText,
  formatBytes
} from "./chunk-ILNCQR5J.js";
import {
  describeFsError,
  errorCode,
  refusalMessage,
  refuseDevicePath
} from "./chunk-BVOC53H2.js";
import {
  createNew,
  isRefusal,
  judgeFor,
  openExisting,
  rewrite
} from "./chunk-6TRFA7E5.js";
import {
  INTERRUPTED_BEFORE_WRITE,
  checkReadBeforeWrite,
  displayPath
} from "./chunk-NYG7QIXA.js";

// src/tools/edit/text-file.ts
var MAX_EDITABLE_BYTES = 32 * 1024 * 1024;
var NEW_FILE_FORMAT = { encoding: "utf8", bom: false };
async function openForChange(target, display, ctx) {
  refuseDevicePath(target.path, display);
  let opened;
  try {
    opened = await openExisting(target.path, "change", judgeFor(ctx, "write", target.tool));
  } catch (error) {
    if (errorCode(error) === "ENOENT") return void 0;
    throw new Error(`Cannot ${target.verb} ${describeFsError(error, display)}`, { cause: error });
  }
  if (isRefusal(opened)) throw new Error(refusalMessage(opened, display, "write"));
  return opened;
}
async function loadExisting(opened, target, display, ctx) {
  const problem = checkReadBeforeWrite(ctx.files, target.path, opened.stats);
  if (problem !== void 0) throw new Error(`Cannot ${target.verb} ${display}. ${problem}`);
  if (opened.stats.size > MAX_EDITABLE_BYTES)
    throw new Error(
      `Cannot ${target.verb} ${display}: it is ${formatBytes(opened.stats.size)}, over the ${formatBytes(MAX_EDITABLE_BYTES)} these tools load. Change it with Bash (e.g. sed) instead.`
    );
  try {
    return { stats: opened.stats, bytes: await opened.handle.readFile() };
  } catch (error) {
    throw new Error(`Cannot ${target.verb} ${describeFsError(error, display)}`, { cause: error });
  }
}
async function writeThrough(opened, bytes, display) {
  try {
    return await rewrite(opened.handle, bytes);
  } catch (error) {
    throw new Error(`Cannot write ${describeFsError(error, display)}`, { cause: error });
  }
}
async function createWith(target, display, ctx, bytes) {
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
async function changeFile(target, ctx, plan) {
  const display = displayPath(target.path, ctx.workspaceRoot);
  const opened = await openForChange(target, display, ctx);
  try {
    const existing = opened === void 0 ? void 0 : await loadExisting(opened, target, display, ctx);
    const planned = await plan(existing, display);
    if (ctx.signal.aborted) throw new Error(INTERRUPTED_BEFORE_WRITE);
    const bytes = encodeText(planned.text, planned.format);
    const stats = opened === void 0 ? await createWith(target, display, ctx, bytes) : await writeThrough(opened, bytes, display);
    ctx.files.recordWrite(target.path, stats);
    return planned.result;
  } finally {
    await opened?.handle.close();
  }
}
function decodeForEdit(bytes, path, display) {
  const kind = classify(bytes.subarray(0, SNIFF_BYTES), path);
  if (kind.kind === "binary" || kind.kind === "image" || kind.kind === "pdf")
    throw new Error(
      `Cannot edit ${display}: it is not a text file (${kind.kind === "binary" ? kind.reason : kind.kind}).`
    );
  const decoded = decodeText(bytes);
  if (decoded === void 0)
    throw new Error(
      `Cannot edit ${display}: it is not valid UTF-8 (or UTF-16 with a BOM), and rewriting it would corrupt the bytes that are not. Change it with Bash instead (e.g. sed), or rewrite it whole with Write.`
    );
  return decoded;
}

export {
  NEW_FILE_FORMAT,
  changeFile,
  decodeForEdit
};
