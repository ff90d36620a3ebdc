// The part of `yaml` that frontmatter reads with, as a module of its own to import lazily. An
// `import("yaml")` keeps every export of the library in the bundle (esbuild cannot tell which ones a
// namespace is used for), and with them in the chunk the policy reader loads before the first model
// request: ~3 M more instructions to compile there.
export { parseDocument } from "yaml";
