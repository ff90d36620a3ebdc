// Policies the tests use as examples of valid files, and malformed ones; the schema test holds
// schema/policy.schema.json to both lists, and the loader is held to them too.
export const VALID_POLICIES: Record<string, string> = {
  "issue example": `
permissions:
  allow: ["Bash(npm test)", "Bash(npm run lint:*)", "Edit(src/**)", "WebFetch(domain:docs.github.com)"]
  ask: []
  deny: ["Read(**/.env)", "Bash(git push:*)"]
`,
  "every key": `
# yaml-language-server: $schema=../schema/policy.schema.json
$schema: ../schema/policy.schema.json
extends: read-only
permissions:
  allow:
    - Bash
    - "Bash(git * main)"
    - "Read(//etc/hosts)"
    - "Read(~/notes/**)"
    - "Edit(/docs/**)"
    - "Edit(./site/**)"
    - "WebFetch(domain:*.example.com)"
    - mcp__github
    - mcp__linear__get_issue
    - "mcp__jira__*"
    - "Agent(Explore)"
    - Task
    - TodoWrite
    - WebSearch
  ask: ["Bash(npm publish:*)"]
  deny: ["Read(secrets/**)", KillShell]
imports: [.claude/settings.json]
env:
  passthrough: [NODE_ENV, FORCE_COLOR]
sandbox:
  mode: required
  network: deny
  allowedDomains: [registry.npmjs.org, "*.githubusercontent.com"]
  filesystem:
    allowWrite: [/tmp/build]
examples:
  - {tool: Read, input: {file_path: README.md}, expect: allow}
  - name: no edits in a read-only policy
    tool: Write
    input: {file_path: src/a.ts, content: x}
    expect: deny
`,
  "none with rules": `
extends: none
permissions:
  allow: ["Read(/**)", "Edit(/src/**)", "Bash(npm test)"]
`,
  "empty lists": `
permissions:
  allow:
  deny: []
env:
  passthrough:
`,
  json: `{"permissions": {"allow": ["Bash(npm test)"], "deny": ["Read(.env)"]}, "extends": "default"}`,
  "attack reference": `
permissions:
  allow: ["Bash(git log:*)", "Bash(git diff:*)", "Bash(cat:*)", "Bash(grep:*)", "Bash(find:*)", "Bash(sed -n:*)", "Bash(echo:*)", "Bash(npm test)", "WebFetch(domain:docs.example.org)"]
`,
};

/** Malformed policies, each with the start of the loader's message. */
export const MALFORMED_POLICIES: Record<string, [text: string, message: string]> = {
  "unknown top-level key": ["permisions: {}\n", 'unknown key "permisions"'],
  "unknown permissions key": ["permissions: {alow: []}\n", 'unknown key "alow"'],
  "bad extends": ["extends: strict\n", "extends must be one of"],
  "rule not a string": ["permissions: {allow: [42]}\n", "permissions.allow[0] must be a rule string"],
  "unknown tool": ["permissions: {allow: [Bsh]}\n", 'unknown tool name "Bsh"'],
  "rules not a list": ["permissions: {allow: Bash}\n", "permissions.allow must be a list"],
  "WebFetch without domain": ['permissions: {allow: ["WebFetch(docs.github.com)"]}\n', "malformed rule"],
  "secret passthrough": ["env: {passthrough: [GITHUB_TOKEN]}\n", "env.passthrough names GITHUB_TOKEN"],
  "bad passthrough name": ['env: {passthrough: ["A-B"]}\n', 'env.passthrough entry "A-B"'],
  "sandbox mode unknown": ["sandbox: {mode: yes}\n", "sandbox.mode must be one of required, preferred, off"],
  "sandbox shorthand unknown": ["sandbox: strict\n", "sandbox must be one of required, preferred, off"],
  "sandbox network unknown": ["sandbox: {network: on}\n", "sandbox.network must be one of deny, allow"],
  "unknown sandbox key": ["sandbox: {nework: {}}\n", 'unknown key "nework"'],
  "example without expect": [
    "examples: [{tool: Bash, input: {command: ls}}]\n",
    'examples[0] needs "expect"',
  ],
  "example with bad expect": [
    "examples: [{tool: Bash, input: {command: ls}, expect: maybe}]\n",
    "examples[0].expect must be allow or deny",
  ],
  "example with unknown key": [
    "examples: [{tool: Bash, input: {command: ls}, expect: allow, cwd: src}]\n",
    'unknown key "cwd"',
  ],
  "import outside the repository": [
    "imports: [../x.json]\n",
    'imports entry "../x.json" must be a path inside the repository',
  ],
  "not a mapping": ["- Bash\n", "the policy must be a mapping of keys"],
};
