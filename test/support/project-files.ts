// Project files held in memory, for tests of what is read from a project's configuration.
import type { ProjectFiles } from "../../src/project/files";

export function filesInMemory(files: Readonly<Record<string, string>>, origin = "memory"): ProjectFiles {
  const map = new Map(Object.entries(files));
  return {
    origin,
    files: map,
    complete: true,
    read: (paths) =>
      Promise.resolve(new Map(paths.flatMap((p) => (map.has(p) ? [[p, map.get(p) ?? ""] as const] : [])))),
  };
}
