// The one shape of an expected failure (issue 19). A function that can fail in a way its caller
// handles (a bad rule, a URL the policy refuses, a page range that does not parse) returns a Result;
// only what must stop the run is thrown.
//
//   { ok: true; value: T }   the answer
//   { ok: false; error: E }  why not: by default a message for the model or the user that names the
//                            bad value and, where it helps, the expected form ("… is not a host:port").
//                            A failure that carries data (a status, findings, an outcome) types it as E.
//
// Narrow on `ok`, then read `value` or `error`. Declarations only: every floor, the leaves included,
// may `import type` this file (eslint.config.js lets src/policy/ and src/markdown/ import src/types/
// for types, never values), so there are no helper functions; the literals say it as plainly.
export type Result<T, E = string> = Success<T> | Failure<E>;

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Failure<E = string> {
  readonly ok: false;
  readonly error: E;
}
