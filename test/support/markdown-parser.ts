// Loads the markdown parser before every test file, as steward does before it writes a report
// (src/markdown/parse.ts loads it lazily, off the path to the first model request).
import { loadMarkdownParser } from "../../src/markdown/parse";

await loadMarkdownParser();
