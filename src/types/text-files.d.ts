// Model-facing prompts live in .txt files beside their code; the bundler and the test runner load
// them as strings (esbuild's text loader, and the plugin in vitest.config.ts).
declare module "*.txt" {
  const text: string;
  export default text;
}
