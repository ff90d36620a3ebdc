// Class 7 of issue 18: case-folding. The policy-file guard compared paths case-sensitively while the
// other protected places did not, so on a case-insensitive runner (macOS, Windows) a write to
// `.github/STEWARD.yml` rewrote the policy. Every special place now compares case-folded paths.
import { bash, read, regressionSuite, write } from "../support/regression";

regressionSuite("one case-insensitive comparison for every protected and secret place", () => undefined, [
  // The policy file, in any case (and with letters that fold to ASCII: ſ is s, K is k).
  write(".github/steward.yml", "deny"),
  write(".github/STEWARD.yml", "deny"),
  write(".GITHUB/steward.yml", "deny"),
  write(".github/Steward.YAML", "deny"),
  write(".github/steward.JSON", "deny"),
  write(".github/\u017fteward.yml", "deny"),
  bash("sed -n 1p README.md > .github/STEWARD.yml", "deny"),
  bash("cp README.md .GitHub/Steward.yml", "deny"),
  // The other protected and secret places, as before.
  write(".GIT/config", "deny"),
  write(".GITHUB/WORKFLOWS/ci.yml", "deny"),
  write(".Husky/pre-commit", "deny"),
  write(".CLAUDE/Settings.json", "deny"),
  read(".ENV", "deny"),
  read("certs/DEV.PEM", "deny"),
  read("~/.SSH/id_rsa", "deny"),
  read("~/.ssh/ID_RSA", "deny"),
  // Benign: names that only look alike.
  write(".github/ISSUE_TEMPLATE/bug.md", "allow"),
  write("src/Steward.ts", "allow"),
  write("docs/STEWARD.yml", "allow"),
  write(".github/steward-notes.md", "allow"),
  read("README.md", "allow"),
]);
