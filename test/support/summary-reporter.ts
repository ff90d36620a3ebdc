// Prints the closing line CI reads, `N passed, N failed`, from the run's real counts. A test file that
// fails to load, a failing hook and an unhandled error each count as a failure, so the line can never
// say "0 failed" about a run that vitest itself reports as failed.
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

interface SerializedErrorLike {
  message?: string;
}

export function countResults(
  modules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedErrorLike>,
  reason: "passed" | "failed" | "interrupted" = "passed",
): { passed: number; failed: number } {
  let passed = 0;
  let failed = unhandledErrors.length;
  for (const module of modules) {
    let failedTests = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") passed++;
      else if (state === "failed") failedTests++;
    }
    failed += failedTests;
    // Errors outside any test (a syntax error, a throwing beforeAll) fail the file without failing a test.
    if (failedTests === 0 && (module.state() === "failed" || module.errors().length > 0)) failed++;
  }
  // A run vitest calls failed (no test files, an interrupted run) never reads as "0 failed".
  if (reason !== "passed" && failed === 0) failed = 1;
  return { passed, failed };
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedErrorLike>,
    reason: "passed" | "failed" | "interrupted",
  ): void {
    const { passed, failed } = countResults(modules, unhandledErrors, reason);
    const line = `${String(passed)} passed, ${String(failed)} failed`;
    // .ci/run repeats this line last, after npm's own output; the file is how it gets the numbers.
    const file = process.env["STEWARD_TEST_SUMMARY_FILE"];
    if (file !== undefined && file !== "") writeFileSync(file, `${line}\n`);
    process.stdout.write(`\n${line}\n`);
  }
}
