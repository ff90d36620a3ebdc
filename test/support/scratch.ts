// A test file's scripted model servers and temporary directories, gone after each test: a file calls
// `useScratch()` once at its top level (as `useScenarios()` does for worlds and runs), instead of
// keeping them in variables its own afterEach closes and resets.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { type ModelServer, type ModelServerOptions, startModelServer } from "./model-server/index";

export interface Scratch {
  /** Starts a scripted model server, closed after the test. */
  modelServer(options: ModelServerOptions): Promise<ModelServer>;
  /** Makes a directory under the system's temporary directory, removed after the test. */
  tempDir(prefix: string): Promise<string>;
}

/** Registers the after-each clean-up in the calling file; call once at the file's top level. */
export function useScratch(): Scratch {
  const servers: ModelServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    // Servers first: a request still in flight may be writing into a directory.
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return {
    async modelServer(options) {
      const server = await startModelServer(options);
      servers.push(server);
      return server;
    },
    async tempDir(prefix) {
      const dir = await mkdtemp(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
  };
}
