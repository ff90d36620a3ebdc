import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/sandbox/findings.ts
function formatFindings(result) {
  return result.findings.map((f) => `${f.ok ? "ok  " : "FAIL"} ${f.check}: ${f.detail}`).join("\n");
}

export {
  formatFindings
};
