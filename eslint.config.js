// Lint that catches real bugs in an async-heavy agent harness: type-aware rules need the TypeScript
// language service, which is why the project type-checks with TypeScript 6 (typescript-eslint does not
// run on the native TypeScript 7 compiler).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  // Generated and vendored trees (bench/.cache holds a 20,000-file benchmark repository).
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "coverage/**",
      "vendor/**",
      "bench/.cache/**",
      "test/reporter-fixture-*/**",
      "**/*.js",
      "**/*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/only-throw-error": "error",
      // A deliberate default branch is how a switch over a library's open union stays exhaustive.
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
);
