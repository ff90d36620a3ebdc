import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The rig starts real servers and real git processes: give slow CI machines room, but not forever.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
