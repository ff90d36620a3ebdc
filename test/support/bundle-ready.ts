// Setup file of the e2e project: each file waits here until the global setup's bundle of the working
// tree is complete (test/support/bundle-setup.ts starts it without waiting for it), so no test runs a
// bundle that is missing or half written. A failed bundle fails every e2e file with esbuild's error.
import { waitForBundle } from "./bundle";

await waitForBundle();
