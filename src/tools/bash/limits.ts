// Bash's limits, shared by its input checks and its call.
export const DEFAULT_TIMEOUT_MS = 120_000;
export const MAX_TIMEOUT_MS = 600_000;
/** Linux refuses a single argument over 128 KiB (MAX_ARG_STRLEN); leave room for the cwd trap. */
export const MAX_COMMAND_BYTES = 100_000;
