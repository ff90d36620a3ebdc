import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  OUTPUT_BUDGET_CHARS
} from "./chunk-ORNO4YLZ.js";
import {
  DEFAULT_MAX_OUTPUT_BYTES,
  watchOutputSize
} from "./chunk-YETNZK4H.js";
import {
  DEFAULT_GRACE_MS,
  ProcessGroup
} from "./chunk-NGRDGXTY.js";
import {
  createOutputFile,
  formatCount,
  readOutputSlice,
  settlesWithin,
  sliceText
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/bash/shell-manager.ts
import { appendFile, open, rm, stat } from "node:fs/promises";
var DEFAULT_BLOCK_TIMEOUT_MS = 3e4;
var BackgroundShellManager = class {
  constructor(options) {
    this.options = options;
  }
  options;
  shells = /* @__PURE__ */ new Map();
  counter = 0;
  get graceMs() {
    return this.options.graceMs ?? DEFAULT_GRACE_MS;
  }
  async start(command, options) {
    const id = `bash_${String(++this.counter)}`;
    const outputPath = await createOutputFile(this.options.outputDir, "shells", id);
    const file = await open(outputPath, "w");
    let group;
    try {
      group = await ProcessGroup.start({
        script: command,
        cwd: options.cwd,
        env: options.env,
        outputFd: file.fd,
        ...this.options.launcher === void 0 ? {} : { launcher: this.options.launcher }
      });
    } catch (error) {
      await rm(outputPath, { force: true });
      throw error;
    } finally {
      await file.close();
    }
    const info = {
      id,
      command,
      description: options.description,
      status: "running",
      exitCode: null,
      startedAt: Date.now(),
      outputPath
    };
    const maxOutputBytes = this.options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const stopWatching = watchOutputSize(outputPath, maxOutputBytes, () => {
      void this.stopForOutput(id, maxOutputBytes);
    });
    const record = {
      info,
      group,
      cursor: 0,
      shellExited: false,
      stopRequested: false,
      settled: Promise.resolve()
    };
    record.settled = group.exited.then(async (exit) => {
      record.shellExited = true;
      stopWatching();
      await group.sweep(this.graceMs);
      record.info = {
        ...record.info,
        exitCode: exit.exitCode,
        status: finalStatus(record.stopRequested, exit.exitCode)
      };
    });
    this.shells.set(id, record);
    return { ...info };
  }
  async read(id, options = {}) {
    const record = this.shells.get(id);
    if (record === void 0) return void 0;
    if (options.block === true && record.info.status === "running")
      await settlesWithin(record.settled, options.timeoutMs ?? DEFAULT_BLOCK_TIMEOUT_MS);
    const size = (await stat(record.info.outputPath)).size;
    const from = record.cursor;
    record.cursor = Math.max(from, size);
    if (size <= from) return { info: { ...record.info }, output: "" };
    const slice = await readOutputSlice(record.info.outputPath, {
      from,
      to: size,
      maxChars: this.options.maxReadChars ?? OUTPUT_BUDGET_CHARS
    });
    const output = sliceText(
      slice,
      (omitted, total) => `[${formatCount(omitted)} bytes of new output omitted here (${formatCount(total)} new bytes in all). The full output is in ${record.info.outputPath}: read it in parts with Read (offset/limit) or search it with Grep.]`
    );
    return { info: { ...record.info }, output };
  }
  async stop(id) {
    const record = this.shells.get(id);
    if (record === void 0) return void 0;
    if (!record.shellExited && !record.stopRequested) {
      record.stopRequested = true;
      await record.group.stop(this.graceMs);
    }
    await record.settled;
    return { ...record.info };
  }
  list() {
    return [...this.shells.values()].map((record) => ({ ...record.info }));
  }
  async stopAll() {
    await Promise.all([...this.shells.keys()].map((id) => this.stop(id)));
  }
  async stopForOutput(id, maxOutputBytes) {
    const record = this.shells.get(id);
    if (record === void 0) return;
    await this.stop(id);
    await appendFile(
      record.info.outputPath,
      `
[steward: the output passed ${formatCount(maxOutputBytes)} bytes, so the task was stopped.]
`
    ).catch(() => void 0);
  }
};
function finalStatus(stopRequested, exitCode) {
  if (stopRequested) return "killed";
  return exitCode === 0 ? "completed" : "failed";
}
export {
  BackgroundShellManager
};
