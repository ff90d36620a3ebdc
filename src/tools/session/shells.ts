// Background shells started by Bash with run_in_background, read by TaskOutput and stopped by TaskStop.
// The implementation lives with the Bash tool (src/tools/bash/); this is what tools rely on.
export type ShellStatus = "running" | "completed" | "failed" | "killed";

export interface BackgroundShellInfo {
  id: string;
  command: string;
  description: string | undefined;
  status: ShellStatus;
  exitCode: number | null;
  startedAt: number;
  /** File holding the shell's full output. */
  outputPath: string;
}

export interface BackgroundShellOutput {
  info: BackgroundShellInfo;
  /** Output produced since the previous read (optionally filtered by the caller). */
  output: string;
}

export interface BackgroundShells {
  start(
    command: string,
    options: { cwd: string; env: Readonly<Record<string, string>>; description?: string },
  ): Promise<BackgroundShellInfo>;
  /** New output since the last read; with block, waits until the shell ends or timeoutMs passes. */
  read(
    id: string,
    options?: { block?: boolean; timeoutMs?: number },
  ): Promise<BackgroundShellOutput | undefined>;
  stop(id: string): Promise<BackgroundShellInfo | undefined>;
  list(): BackgroundShellInfo[];
  /** Ends every shell (end of session, cancellation). */
  stopAll(): Promise<void>;
}
