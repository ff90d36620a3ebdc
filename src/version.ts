// Kept equal to package.json's version by a test; bundled into both entries.
export const VERSION = "0.1.0";
