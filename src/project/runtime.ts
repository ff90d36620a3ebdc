// What a run needs from the repository's configuration beyond the configuration itself: where things
// are on this machine, and what the caller knows about running hooks here.
import type { ProjectConfig } from "./load";
import type { Skill } from "./skills";

export interface ProjectRuntime {
  config: ProjectConfig;
  /** The absolute folder holding a skill's files, readable by Read and the sandbox. */
  skillDir: (skill: Skill) => string;
  /** Directories the sandbox shows in place of the checkout's when a hook runs (the trusted .claude/). */
  hookOverlays?: readonly { source: string; target: string }[];
  /** Why the repository's hooks cannot run in this run at all; every hook then counts as failed. */
  hooksUnavailable?: string;
  /** The request was this slash command: its allowed-tools narrow the run, its @files are included. */
  command?: {
    name: string;
    file: string;
    allowedTools: readonly string[] | undefined;
    includes?: readonly string[];
  };
  /** The transcript's path, as hooks read it (transcript_path); empty when there is no file. */
  transcriptPath?: string;
}
