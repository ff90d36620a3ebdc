// One run of the action, start to end, as a sequence of phases: trigger → authorize → (announce) →
// prepare the workspace and the trusted configuration → session → publish → finish. Every path out —
// success, a skip, a failure, a cancellation — ends with the outputs set and, when a comment was
// posted, a final edit of it. Work is never lost: if the run is cancelled or fails after files
// changed, the salvage commits and pushes the work in progress before the report goes out.
import { announce } from "./announce";
import { finish } from "./finish";
import { type Held, prepare } from "./prepare";
import { publishRun } from "./publish";
import { ActionError, type ActionOutcome, reportOutcome } from "./record";
import { salvage } from "./salvage";
import { runSession } from "./session";
import { type ActionIO, authorizeRun, detect } from "./start";

export type { ActionOutcome, Conclusion } from "./record";
export type { ActionIO } from "./start";
export { trustedCommit } from "./prepare";

export async function runAction(io: ActionIO): Promise<ActionOutcome> {
  const clock = io.clock ?? Date.now;
  const started = clock();
  const detected = await detect(io, clock, started);
  if (!detected.ok) return reportOutcome(io.runner, {}, detected.error);
  const authorized = await authorizeRun(detected.value);
  if (!authorized.ok) return reportOutcome(io.runner, {}, authorized.error);
  const run = await announce(authorized.value);
  const held: Held = {};
  try {
    const prepared = await prepare(run, held);
    const result = await runSession(run, prepared, held);
    if (run.record.phase === "cancelled") throw new ActionError(run.record.reason);
    await publishRun(run, prepared, held, result);
  } catch (error) {
    await salvage(run, held, error);
  }
  return finish(run, held);
}
