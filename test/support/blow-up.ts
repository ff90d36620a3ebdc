// Tests do not time code: a speed target is a benchmark (bench/), measured on a quiet machine. A test
// may still bound the time of work that could blow up (run in time quadratic or worse in its input),
// with this generous bound: such a blow-up takes minutes on the inputs the tests use, while linear
// work takes well under a second even on a loaded two-core runner — the bound never flakes with load.
export const BLOW_UP_MS = 20_000;

/** Runs `work` and returns its time in milliseconds (for a BLOW_UP_MS bound). */
export function elapsedMs(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}
