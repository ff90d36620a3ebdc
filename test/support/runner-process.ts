// @actions/core speaks to the runner through the process: workflow commands on process.stdout, the
// environment files named in process.env. For steward's code run inside a test's process, both are
// lent to the call — the files of the given environment in process.env, stdout collected into a
// string — and given back after it, however it ends. Calls must not overlap (vitest runs a file's
// tests one at a time).

/** The environment files core reads; any the given environment lacks is unset for the call. */
const FILE_VARIABLES = ["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "GITHUB_STATE", "GITHUB_ENV", "GITHUB_PATH"];

export interface RunnerProcessResult<T> {
  value: T;
  /** What was written to stdout during the call. */
  stdout: string;
}

export async function withRunnerProcess<T>(
  env: Readonly<Record<string, string | undefined>>,
  call: () => T | Promise<T>,
): Promise<RunnerProcessResult<T>> {
  const saved = Object.fromEntries(FILE_VARIABLES.map((name) => [name, process.env[name]]));
  const write = process.stdout.write.bind(process.stdout);
  let stdout = "";
  for (const name of FILE_VARIABLES) setVariable(name, env[name]);
  process.stdout.write = (chunk: string | Uint8Array) => {
    stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  };
  try {
    const value = await call();
    return { value, stdout };
  } finally {
    process.stdout.write = write;
    for (const name of FILE_VARIABLES) setVariable(name, saved[name]);
  }
}

function setVariable(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
