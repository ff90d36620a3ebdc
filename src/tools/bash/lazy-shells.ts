// The session's background shells, with the manager (process groups, output files, their limits)
// loaded when the first background shell starts. Most runs never start one, and none needs the code
// before its first model request. Until then there is nothing to read, stop or list.
import type { BackgroundShellInfo, BackgroundShellOutput, BackgroundShells } from "../session/shells";
import type { BackgroundShellManager, ShellManagerOptions } from "./shell-manager";

export class LazyBackgroundShells implements BackgroundShells {
  private manager: Promise<BackgroundShellManager> | undefined;
  /** The manager once loaded, for list(), which answers at once. */
  private loaded: BackgroundShellManager | undefined;

  constructor(private readonly options: ShellManagerOptions) {}

  private load(): Promise<BackgroundShellManager> {
    this.manager ??= import("./shell-manager").then((m) => {
      this.loaded = new m.BackgroundShellManager(this.options);
      return this.loaded;
    });
    return this.manager;
  }

  async start(
    command: string,
    options: { cwd: string; env: Readonly<Record<string, string>>; description?: string },
  ): Promise<BackgroundShellInfo> {
    return (await this.load()).start(command, options);
  }

  async read(
    id: string,
    options?: { block?: boolean; timeoutMs?: number },
  ): Promise<BackgroundShellOutput | undefined> {
    return this.manager === undefined ? undefined : (await this.manager).read(id, options);
  }

  async stop(id: string): Promise<BackgroundShellInfo | undefined> {
    return this.manager === undefined ? undefined : (await this.manager).stop(id);
  }

  /** Until a start has loaded the manager, no shell has started. */
  list(): BackgroundShellInfo[] {
    return this.loaded?.list() ?? [];
  }

  /** A start still loading the manager is waited for, so its shell is stopped too. */
  async stopAll(): Promise<void> {
    if (this.manager !== undefined) await (await this.manager).stopAll();
  }
}
