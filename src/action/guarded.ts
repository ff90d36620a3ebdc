// What the change guard (src/policy/change-guard.ts) keeps out of the report's patch and the commit.
import type { ChangeGuard } from "../policy/index";

/** Secret-like files the guard withholds from the diff (and so from the report's patch). */
export function withholding(guard: ChangeGuard | undefined): { withhold?: (path: string) => boolean } {
  return guard === undefined ? {} : { withhold: (path) => guard(path)?.kind === "secret" };
}

/** Every path the guard keeps out of a commit. */
export const leavingOut = (guard: ChangeGuard) => (path: string) => guard(path) !== undefined;
