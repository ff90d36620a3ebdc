// Background shells (Bash with run_in_background). Each runs in its own process group with its full
// output streamed to a file; reads return what was added since the previous read, taken from that file
// within a fixed budget, so memory stays bounded however much a shell prints (the file takes the role
// of an in-memory tail, and keeps everything). The session calls stopAll() at its end and on
// cancellation; the process-group module's exit handler is the fallback if it never does.
import { appendFile, open, rm, stat } from "node:fs/promises";
import type {
  BackgroundShellInfo,
  BackgroundShellOutput,
  BackgroundShells,
  ShellStatus,
} from "../session/shells";
import { createOutputFile, formatCount, readOutputSlice, sliceText } from "./output-file";
import { DEFAULT_MAX_OUTPUT_BYTES, watchOutputSize } from "./output-limit";
import type { ShellLauncher } from "../session/shell";
import { DEFAULT_GRACE_MS, ProcessGroup } from "./process-group";
import { OUTPUT_BUDGET_CHARS } from "./run-command";
import { settlesWithin } from "./wait";

export interface ShellManagerOptions {
  /** Where output files go (outputDir/shells/). */
  outputDir: string;
  /** The session's way of starting shells (sandboxed or plain). */
  launcher?: ShellLauncher;
  graceMs?: number;
  maxOutputBytes?: number;
  /** Characters one read returns at most (head and tail of the new output beyond that). */
  maxReadChars?: number;
}

/** How long a blocking read waits when the caller gives no timeout. */
const DEFAULT_BLOCK_TIMEOUT_MS = 30_000;

interface ShellRecord {
  info: BackgroundShellInfo;
  group: ProcessGroup;
  /** Bytes of the output file already returned by read(). */
  cursor: number;
  shellExited: boolean;
  stopRequested: boolean;
  /** Resolves once the shell has exited, its group is swept and its status is final. */
  settled: Promise<void>;
}

export class BackgroundShellManager implements BackgroundShells {
  private readonly shells = new Map<string, ShellRecord>();
  private counter = 0;

  constructor(private readonly options: ShellManagerOptions) {}

  private get graceMs(): number {
    return this.options.graceMs ?? DEFAULT_GRACE_MS;
  }

  async start(
    command: string,
    options: { cwd: string; env: Readonly<Record<string, string>>; description?: string },
  ): Promise<BackgroundShellInfo> {
    const id = `bash_${String(++this.counter)}`;
    const outputPath = await createOutputFile(this.options.outputDir, "shells", id);
    const file = await open(outputPath, "w");
    let group: ProcessGroup;
    try {
      group = await ProcessGroup.start({
        script: command,
        cwd: options.cwd,
        env: options.env,
        outputFd: file.fd,
        ...(this.options.launcher === undefined ? {} : { launcher: this.options.launcher }),
      });
    } catch (error) {
      await rm(outputPath, { force: true });
      throw error;
    } finally {
      await file.close();
    }
    const info: BackgroundShellInfo = {
      id,
      command,
      description: options.description,
      status: "running",
      exitCode: null,
      startedAt: Date.now(),
      outputPath,
    };
    const maxOutputBytes = this.options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const stopWatching = watchOutputSize(outputPath, maxOutputBytes, () => {
      void this.stopForOutput(id, maxOutputBytes);
    });
    const record: ShellRecord = {
      info,
      group,
      cursor: 0,
      shellExited: false,
      stopRequested: false,
      settled: Promise.resolve(),
    };
    record.settled = group.exited.then(async (exit) => {
      record.shellExited = true;
      stopWatching();
      await group.sweep(this.graceMs);
      record.info = {
        ...record.info,
        exitCode: exit.exitCode,
        status: finalStatus(record.stopRequested, exit.exitCode),
      };
    });
    this.shells.set(id, record);
    return { ...info };
  }

  async read(
    id: string,
    options: { block?: boolean; timeoutMs?: number } = {},
  ): Promise<BackgroundShellOutput | undefined> {
    const record = this.shells.get(id);
    if (record === undefined) return undefined;
    if (options.block === true && record.info.status === "running")
      await settlesWithin(record.settled, options.timeoutMs ?? DEFAULT_BLOCK_TIMEOUT_MS);
    const size = (await stat(record.info.outputPath)).size;
    const from = record.cursor;
    record.cursor = Math.max(from, size);
    if (size <= from) return { info: { ...record.info }, output: "" };
    const slice = await readOutputSlice(record.info.outputPath, {
      from,
      to: size,
      maxChars: this.options.maxReadChars ?? OUTPUT_BUDGET_CHARS,
    });
    const output = sliceText(
      slice,
      (omitted, total) =>
        `[${formatCount(omitted)} bytes of new output omitted here (${formatCount(total)} new bytes in all). ` +
        `The full output is in ${record.info.outputPath}: read it in parts with Read (offset/limit) or search it with Grep.]`,
    );
    return { info: { ...record.info }, output };
  }

  async stop(id: string): Promise<BackgroundShellInfo | undefined> {
    const record = this.shells.get(id);
    if (record === undefined) return undefined;
    if (!record.shellExited && !record.stopRequested) {
      record.stopRequested = true;
      await record.group.stop(this.graceMs);
    }
    await record.settled;
    return { ...record.info };
  }

  list(): BackgroundShellInfo[] {
    return [...this.shells.values()].map((record) => ({ ...record.info }));
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.shells.keys()].map((id) => this.stop(id)));
  }

  private async stopForOutput(id: string, maxOutputBytes: number): Promise<void> {
    const record = this.shells.get(id);
    if (record === undefined) return;
    await this.stop(id);
    await appendFile(
      record.info.outputPath,
      `\n[steward: the output passed ${formatCount(maxOutputBytes)} bytes, so the task was stopped.]\n`,
    ).catch(() => undefined);
  }
}

function finalStatus(stopRequested: boolean, exitCode: number | null): ShellStatus {
  if (stopRequested) return "killed";
  return exitCode === 0 ? "completed" : "failed";
}
