import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  require_ignore
} from "./chunk-ILOSU2R2.js";
import {
  absolutePath,
  compileSegment,
  displayPath,
  isInside,
  lookupTable,
  newRealDirectories,
  physicalPath,
  realDirectory,
  segmentMatches,
  unescapeSegment,
  writtenPath
} from "./chunk-4LDOULIX.js";
import {
  PolicyLoadError
} from "./chunk-JL7ULYJK.js";
import {
  __toESM
} from "./chunk-SXXHESJR.js";

// src/policy/addresses.ts
import { BlockList, isIP, isIPv4 } from "node:net";
function ipLiteralOf(host) {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const spelled = bare.includes(":") ? `[${bare.replace(/%.*$/, "")}]` : bare;
  let hostname;
  try {
    hostname = new URL(`http://${spelled}/`).hostname;
  } catch {
    return void 0;
  }
  const ip = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  const family = isIP(ip);
  if (family === 4) return { ip, family: 4 };
  if (family === 6) return { ip, family: 6 };
  return void 0;
}
function ipv6Groups(ip) {
  let text = ip;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part) => part === "" ? [] : part.split(":").map((g) => parseInt(g, 16));
  const front = parse(head);
  if (rest === void 0) return front;
  const back = parse(rest);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}
var v4FromGroups = (high, low) => [high >> 8, high & 255, low >> 8, low & 255].map(String).join(".");
function embeddedIpv4(ip) {
  const g = ipv6Groups(ip);
  const zeros = (from, to) => g.slice(from, to).every((x) => x === 0);
  const [g0 = 0, g1 = 0, g2 = 0, , g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  if (zeros(0, 5) && g5 === 65535) return v4FromGroups(g6, g7);
  if (zeros(0, 4) && g4 === 65535 && g5 === 0) return v4FromGroups(g6, g7);
  if (zeros(0, 6) && (g6 !== 0 || g7 > 1)) return v4FromGroups(g6, g7);
  if (g0 === 100 && g1 === 65435 && zeros(2, 6)) return v4FromGroups(g6, g7);
  if (g0 === 8194) return v4FromGroups(g1, g2);
  return void 0;
}
function range(label, family, cidrs) {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = "", prefix = ""] = cidr.split("/");
    if (prefix === "") list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return { label, list };
}
var IPV4_RANGES = [
  range("the cloud metadata service address", "ipv4", ["169.254.169.254", "100.100.100.200", "192.0.0.192"]),
  range('an unspecified ("this network") address', "ipv4", ["0.0.0.0/8"]),
  range("a loopback address", "ipv4", ["127.0.0.0/8"]),
  range("a private (RFC 1918) address", "ipv4", ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"]),
  range("a carrier-grade NAT (RFC 6598) address", "ipv4", ["100.64.0.0/10"]),
  range("a link-local address", "ipv4", ["169.254.0.0/16"]),
  range("an IETF protocol address", "ipv4", ["192.0.0.0/24"]),
  range("a documentation address", "ipv4", ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"]),
  range("a benchmarking address", "ipv4", ["198.18.0.0/15"]),
  range("a multicast address", "ipv4", ["224.0.0.0/4"]),
  range("a reserved or broadcast address", "ipv4", ["240.0.0.0/4"])
];
var IPV6_RANGES = [
  range("the cloud metadata service address", "ipv6", ["fd00:ec2::254"]),
  range("the unspecified address", "ipv6", ["::"]),
  range("the loopback address", "ipv6", ["::1"]),
  range("a unique-local (RFC 4193) address", "ipv6", ["fc00::/7"]),
  range("a link-local address", "ipv6", ["fe80::/10"]),
  range("a site-local address", "ipv6", ["fec0::/10"]),
  range("a multicast address", "ipv6", ["ff00::/8"]),
  range("a discard-only address", "ipv6", ["100::/64"]),
  range("a Teredo tunnel address", "ipv6", ["2001::/32"]),
  range("a documentation address", "ipv6", ["2001:db8::/32"]),
  range("a local-use NAT64 address", "ipv6", ["64:ff9b:1::/48"])
];
var PUBLIC_ONLY = "WebFetch reaches public internet addresses only";
function labelOf(ip, family) {
  const ranges = family === 4 ? IPV4_RANGES : IPV6_RANGES;
  return ranges.find((r) => r.list.check(ip, family === 4 ? "ipv4" : "ipv6"))?.label;
}
function nonPublicAddress(ip) {
  const literal = ipLiteralOf(ip);
  if (literal === void 0) return `${ip} is not an IP address`;
  const label = labelOf(literal.ip, literal.family);
  if (label !== void 0) return `${literal.ip} is ${label}`;
  if (literal.family === 6) {
    const inner = embeddedIpv4(literal.ip);
    const innerLabel = inner === void 0 ? void 0 : labelOf(inner, 4);
    if (inner !== void 0 && innerLabel !== void 0)
      return `${literal.ip} stands for ${inner}, which is ${innerLabel}`;
  }
  return void 0;
}
var strictCheckAddress = (ip) => {
  if (ipLiteralOf(ip) === void 0) return `${ip} is not an IP address`;
  const problem = nonPublicAddress(ip);
  return problem === void 0 ? void 0 : `${problem}; ${PUBLIC_ONLY}`;
};

// src/policy/place-lists.ts
var secret = (pattern, what) => ({
  segments: pattern.split("/"),
  label: what ?? `a secret-like file (${pattern})`,
  guards: "read-write"
});
var protectedPlace = (pattern, what) => ({
  segments: pattern.split("/"),
  label: what,
  guards: "write"
});
var trap = (pattern, what) => ({
  ...protectedPlace(pattern, what),
  trap: true
});
var SEGMENT_PLACES = [
  secret(".env*"),
  secret("*.pem"),
  secret("*.key"),
  secret("*.p12"),
  secret("*.pfx"),
  secret("*.jks"),
  secret("*.keystore"),
  secret("*.ppk"),
  secret("*.kdbx"),
  secret("id_rsa*"),
  secret("id_dsa*"),
  secret("id_ecdsa*"),
  secret("id_ed25519*"),
  secret(".git/config", "git's configuration (.git/config), where actions/checkout keeps the token"),
  secret(".git-credentials"),
  secret(".netrc"),
  secret("_netrc"),
  secret(".npmrc"),
  secret(".pypirc"),
  secret(".pgpass"),
  secret(".htpasswd"),
  secret(".dockercfg"),
  secret("gha-creds-*.json", "a cloud credential file written by an auth action (gha-creds-*.json)"),
  secret("credentials.json"),
  secret("service-account*.json"),
  secret("client_secret*.json"),
  secret(".docker/config.json"),
  secret(".vault-token"),
  protectedPlace(".git", "git's internals (.git), where hooks and config run code"),
  protectedPlace(".github/workflows", "a workflow definition (.github/workflows)"),
  // CI definitions other than workflows: they run with the repository's secrets on the next push.
  trap(".github/actions", "a local action (.github/actions), which workflows run with their secrets"),
  trap(".gitea/workflows", "a workflow definition (.gitea/workflows)"),
  trap(".forgejo/workflows", "a workflow definition (.forgejo/workflows)"),
  trap(".gitlab-ci.*", "GitLab CI's pipeline (.gitlab-ci.yml)"),
  trap(".gitlab/ci", "GitLab CI's included pipeline files (.gitlab/ci)"),
  trap(".circleci", "CircleCI's pipeline (.circleci)"),
  trap("azure-pipelines*", "an Azure Pipelines definition (azure-pipelines*.yml)"),
  trap(".azure-pipelines", "Azure Pipelines definitions (.azure-pipelines)"),
  trap("Jenkinsfile*", "a Jenkins pipeline (Jenkinsfile)"),
  trap(".buildkite", "Buildkite's pipeline (.buildkite)"),
  trap(".travis.*", "Travis CI's pipeline (.travis.yml)"),
  trap("bitbucket-pipelines.*", "Bitbucket Pipelines' definition (bitbucket-pipelines.yml)"),
  trap(".drone.*", "Drone's pipeline (.drone.yml)"),
  trap(".woodpecker*", "Woodpecker CI's pipelines (.woodpecker.yml, .woodpecker/)"),
  trap("appveyor.*", "AppVeyor's build (appveyor.yml)"),
  trap(".appveyor.*", "AppVeyor's build (.appveyor.yml)"),
  trap(".cirrus.*", "Cirrus CI's tasks (.cirrus.yml)"),
  trap("cloudbuild.*", "a Google Cloud Build definition (cloudbuild.yaml)"),
  trap(".semaphore", "Semaphore's pipelines (.semaphore)"),
  trap(".teamcity", "TeamCity's build settings (.teamcity)"),
  // Agent configuration: it steers this run's tools, and other agents' hooks and MCP servers run when
  // someone opens the repository with them.
  trap(".claude/settings*.json", "agent configuration (.claude/settings*.json)"),
  trap(".mcp.json", "agent configuration (.mcp.json)"),
  trap(".gemini", "agent configuration (.gemini)"),
  trap(".codex", "agent configuration (.codex)"),
  trap(".cursor", "agent configuration (.cursor)"),
  // Traps for whoever checks the branch out: each runs code on a commit, a checkout, entering the
  // directory, opening it in an editor, or running the package manager.
  trap(".husky", "git hooks (.husky), run on every commit"),
  trap("lefthook.*", "git hooks (lefthook), run on every commit"),
  trap(".lefthook.*", "git hooks (lefthook), run on every commit"),
  trap("lefthook-local.*", "git hooks (lefthook), run on every commit"),
  trap(".lefthook-local.*", "git hooks (lefthook), run on every commit"),
  trap(".lefthook", "git hook scripts (lefthook), run on every commit"),
  trap(".lefthook-local", "git hook scripts (lefthook), run on every commit"),
  trap(".pre-commit-config.*", "git hooks (pre-commit), run on every commit"),
  trap(
    ".gitattributes",
    "git attributes (.gitattributes), whose filters and drivers run on checkout and diff"
  ),
  trap(".gitmodules", "submodules (.gitmodules), fetched from the URLs it names"),
  trap(".envrc", "direnv's script (.envrc), run on entering the directory"),
  trap(".vscode", "editor configuration (.vscode), whose tasks and settings run programs"),
  trap(".idea", "editor configuration (.idea), whose run configurations and settings run programs"),
  trap(".devcontainer", "a dev container definition (.devcontainer), whose commands run on opening"),
  trap(
    ".devcontainer.json",
    "a dev container definition (.devcontainer.json), whose commands run on opening"
  ),
  trap(".yarnrc.yml", "yarn's configuration (.yarnrc.yml), whose yarnPath runs on every yarn command"),
  trap(".yarnrc", "yarn's configuration (.yarnrc), whose yarn-path runs on every yarn command")
];
var HOME_CREDENTIALS = [
  ".ssh",
  ".git-credentials",
  ".gitconfig",
  ".config/git",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".docker",
  ".config/gh",
  ".config/hub",
  ".aws",
  ".azure",
  ".kube",
  ".gnupg",
  ".netrc",
  ".pypirc",
  ".pgpass",
  ".my.cnf",
  ".s3cfg",
  ".boto",
  ".vault-token",
  ".config/gcloud",
  ".config/rclone",
  ".gem/credentials",
  ".cargo/credentials",
  ".cargo/credentials.toml",
  ".m2/settings.xml",
  ".gradle/gradle.properties",
  ".terraform.d",
  ".terraformrc",
  ".composer/auth.json",
  ".config/composer/auth.json",
  ".password-store",
  ".local/share/keyrings",
  ".claude",
  ".claude.json",
  ".bash_history",
  ".zsh_history"
];
var NEEDS_FOLDING = /[A-Z\u0080-\uffff]/;
var foldCase = (path) => NEEDS_FOLDING.test(path) ? path.toUpperCase().toLowerCase() : path;

// src/policy/special-places.ts
import { join } from "node:path";
var DEVICES_ALLOWED = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);
var isHarmlessDevice = (path) => DEVICES_ALLOWED.has(path);
function segmentSource(glob) {
  return foldCase(glob).replace(/[.+^${}()|[\]\\?]/g, "\\$&").replace(/\*/g, "[^/]*");
}
function segmentRegex(glob) {
  return new RegExp(`^${segmentSource(glob)}$`);
}
function hasRun(segments, regexes) {
  for (let start = 0; start + regexes.length <= segments.length; start++) {
    if (regexes.every((regex, i) => {
      const segment = segments[start + i];
      return typeof segment === "string" && regex.test(segment);
    }))
      return true;
  }
  return false;
}
function segmentPlace(place) {
  const regexes = place.segments.map(segmentRegex);
  return {
    label: place.label,
    kind: "segments",
    guards: place.guards,
    matches: (folded) => hasRun(folded.split("/"), regexes),
    below: (folded) => {
      const segments = folded.split("/");
      for (let j = Math.min(regexes.length - 1, segments.length); j >= 1; j--) {
        const tail = segments.slice(segments.length - j);
        if (tail.every((segment, i) => regexes[i]?.test(segment) === true)) return place.segments.slice(j);
      }
      return void 0;
    },
    namedBy: (_reach, literal) => hasRun(
      literal.map((segment) => segment && foldCase(segment)),
      regexes
    )
  };
}
function directoryPlace(dir, label, guards, except) {
  const folded = foldCase(dir);
  return {
    label,
    kind: "directory",
    dir: folded,
    guards,
    matches: (path) => isInside(folded, path) && !(except?.(path) ?? false),
    namedBy: (reach) => reach.some((r) => isInside(folded, foldCase(r))),
    below: (path) => path !== folded && isInside(path, folded) ? folded.slice(path.length).split("/").filter(Boolean) : void 0
  };
}
var ANY_FIRST_SEGMENT = new RegExp(
  `(?:^|/)(?:${SEGMENT_PLACES.map((place) => segmentSource(place.segments[0] ?? "")).join("|")})(?=/|$)`
);
var mayBeInSegmentPlace = (folded) => ANY_FIRST_SEGMENT.test(folded);
function specialPlaces(options) {
  const ownDirsInside = (file) => {
    const ours = options.readableDirs.filter((dir) => dir !== file && isInside(file, dir)).map(foldCase);
    return (folded) => ours.some((dir) => isInside(dir, folded));
  };
  const places = [
    directoryPlace("/proc", "/proc, which exposes every process's memory and environment", "read-write"),
    directoryPlace("/sys", "/sys, the kernel's device and driver interface", "read-write"),
    directoryPlace(
      "/dev",
      "a device under /dev (only /dev/null, /dev/stdout and /dev/stderr are open)",
      "read-write",
      isHarmlessDevice
    ),
    ...options.homes.flatMap(
      (home) => HOME_CREDENTIALS.map(
        (entry) => directoryPlace(
          join(home, entry),
          `a credential store in the home directory (~/${entry})`,
          "read-write"
        )
      )
    ),
    ...options.runnerFiles.map(
      (file) => directoryPlace(
        file,
        `a file of the Actions runner (${file}) that holds secrets or steers later steps`,
        "read-write",
        ownDirsInside(file)
      )
    ),
    ...options.configFiles.map(
      (file) => directoryPlace(file, `the policy or agent configuration (${file})`, "write")
    ),
    ...SEGMENT_PLACES.map(segmentPlace)
  ];
  return new PlaceIndex(places);
}
var PlaceIndex = class {
  constructor(all) {
    this.all = all;
    for (const place of all) {
      if (place.dir === void 0) continue;
      const list = this.byDirectory.get(place.dir) ?? [];
      list.push(place);
      this.byDirectory.set(place.dir, list);
    }
    this.anywhere = all.filter((place) => place.dir === void 0);
  }
  all;
  byDirectory = /* @__PURE__ */ new Map();
  anywhere;
  /** The places `path` (absolute, normalised) falls in for this kind of access. */
  placesOf(original, access) {
    const path = foldCase(original);
    const found = [];
    const consider = (place) => {
      if ((access === "write" || place.guards === "read-write") && place.matches(path)) found.push(place);
    };
    for (const place of this.byDirectory.get("/") ?? []) consider(place);
    for (let at = path.indexOf("/", 1); ; at = path.indexOf("/", at + 1)) {
      const ancestor = at === -1 ? path : path.slice(0, at);
      for (const place of this.byDirectory.get(ancestor) ?? []) consider(place);
      if (at === -1) break;
    }
    if (mayBeInSegmentPlace(path)) for (const place of this.anywhere) consider(place);
    return found;
  }
};
var TRAPS = SEGMENT_PLACES.filter((place) => place.trap === true).map(segmentPlace);
function executionTraps(paths) {
  const found = [];
  for (const path of new Set(paths)) {
    const place = TRAPS.find((trap2) => trap2.matches(foldCase(path)));
    if (place !== void 0) found.push({ path, label: place.label });
  }
  return found;
}
var SECRET_FILES = SEGMENT_PLACES.filter((place) => place.guards === "read-write").map(segmentPlace);
function secretFileKind(path) {
  const folded = foldCase(path);
  return SECRET_FILES.find((place) => place.matches(folded))?.label;
}

// src/policy/policy.ts
var PRESETS = ["default", "read-only", "none"];
var SANDBOX_MODES = ["required", "preferred", "off"];
var SANDBOX_NETWORK = ["deny", "allow"];
function defaultPolicy() {
  return {
    path: null,
    preset: "default",
    allow: [],
    ask: [],
    deny: [],
    imports: [],
    env: { passthrough: [] },
    sandbox: {},
    examples: []
  };
}
var DEFAULT_POLICY_PATH = ".github/steward.yml";
var POLICY_FILE_NAMES = [
  ".github/steward.yml",
  ".github/steward.yaml",
  ".github/steward.json"
];
function allowsWholeTool(policy, tool) {
  const names = (rules) => rules.some((rule) => rule.matcher.kind === "tool" && rule.matcher.tool === tool);
  return names(policy.allow) && !names(policy.deny) && !names(policy.ask);
}

// src/policy/tools.ts
var TOOL_NAMES = [
  "Agent",
  "Bash",
  "Edit",
  "EnterPlanMode",
  "ExitPlanMode",
  "Glob",
  "Grep",
  "ListMcpResourcesTool",
  "MultiEdit",
  "NotebookEdit",
  "Read",
  "ReadMcpResourceTool",
  "ReviewComment",
  "StructuredOutput",
  "Skill",
  "TaskOutput",
  "TaskStop",
  "TodoWrite",
  "ToolSearch",
  "WebFetch",
  "WebSearch",
  "Write"
];
var LEGACY_TOOL_NAMES = lookupTable({
  Task: "Agent",
  BashOutput: "TaskOutput",
  KillShell: "TaskStop",
  KillBash: "TaskStop"
});
var KNOWN = new Set(TOOL_NAMES);
var MCP_NAME = /^mcp__[A-Za-z0-9_-]+$/;
var isMcpName = (name) => MCP_NAME.test(name) && !name.endsWith("__");
function canonicalToolName(name) {
  if (KNOWN.has(name)) return name;
  const current = LEGACY_TOOL_NAMES[name];
  if (current !== void 0) return current;
  return isMcpName(name) ? name : void 0;
}
var READ_FAMILY = /* @__PURE__ */ new Set(["Read", "Glob", "Grep"]);
var EDIT_FAMILY = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function familyOf(tool) {
  if (READ_FAMILY.has(tool)) return "Read";
  if (EDIT_FAMILY.has(tool)) return "Edit";
  return void 0;
}
var SESSION_TOOLS = /* @__PURE__ */ new Set([
  "Agent",
  "EnterPlanMode",
  "ExitPlanMode",
  "ReviewComment",
  // A skill's instructions, from the trusted commit: reading them changes nothing.
  "Skill",
  "TaskOutput",
  "TaskStop",
  "TodoWrite",
  "ToolSearch"
]);
var OUTPUT_TOOLS = /* @__PURE__ */ new Set(["StructuredOutput"]);
var MCP_RESOURCE_TOOLS = /* @__PURE__ */ new Set([
  "ListMcpResourcesTool",
  "ReadMcpResourceTool"
]);
var READ_ONLY_TOOLS = /* @__PURE__ */ new Set([
  "EnterPlanMode",
  "ExitPlanMode",
  "Glob",
  "Grep",
  "ListMcpResourcesTool",
  "Read",
  "ReadMcpResourceTool",
  "ReviewComment",
  "StructuredOutput",
  "Skill",
  "TaskOutput",
  "TodoWrite",
  "ToolSearch",
  "WebFetch",
  "WebSearch"
]);
function specifierKindOf(tool) {
  switch (tool) {
    case "Bash":
      return "command";
    case "Read":
    case "Edit":
      return "path";
    case "WebFetch":
      return "domain";
    case "Agent":
      return "agent-type";
    default:
      return "none";
  }
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}
function closest(word, candidates) {
  let best;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
var ALL_RULE_HEADS = [...TOOL_NAMES, ...Object.keys(LEGACY_TOOL_NAMES)];

// src/policy/requests.ts
var field = (input, name) => {
  if (typeof input !== "object" || input === null) return void 0;
  const value = input[name];
  return typeof value === "string" ? value : void 0;
};
var GLOB_MAGIC = /[*?[\]{}!]/;
function globBase(pattern) {
  const segments = pattern.split("/");
  const literal = [];
  for (const segment of segments.slice(0, -1)) {
    if (GLOB_MAGIC.test(segment)) break;
    literal.push(segment);
  }
  if (pattern.startsWith("/") && literal.length <= 1) return "/";
  return literal.join("/");
}
function targetsFromInput(tool, input, cwd, home) {
  const path = (p) => writtenPath(p, cwd, home);
  switch (tool) {
    case "Read": {
      const file = field(input, "file_path");
      return file === void 0 ? [] : [{ kind: "read", path: path(file) }];
    }
    case "Edit":
    case "Write":
    case "MultiEdit": {
      const file = field(input, "file_path");
      return file === void 0 ? [] : [{ kind: "write", path: path(file) }];
    }
    case "NotebookEdit": {
      const file = field(input, "notebook_path");
      return file === void 0 ? [] : [{ kind: "write", path: path(file) }];
    }
    case "Glob":
    case "Grep": {
      const dir = path(field(input, "path") ?? ".");
      const targets = [{ kind: "read", path: dir }];
      const pattern = field(input, "pattern");
      if (tool === "Glob" && pattern !== void 0) {
        const base = globBase(pattern);
        if (base !== "") targets.push({ kind: "read", path: absolutePath(base, dir, home) });
        const climbs = pattern.match(/(?<=^|[/{,])\.\.(?=$|[/},])/g)?.length ?? 0;
        if (climbs > 0) targets.push({ kind: "read", path: absolutePath("../".repeat(climbs), dir, home) });
      }
      return targets;
    }
    case "Bash": {
      const command = field(input, "command");
      return command === void 0 ? [] : [{ kind: "command", command }];
    }
    case "WebFetch": {
      const url = field(input, "url");
      return url === void 0 ? [] : [{ kind: "url", url }];
    }
    default:
      return [];
  }
}
function requestFromCase(toolName, input, env) {
  const tool = canonicalToolName(toolName) ?? toolName;
  return {
    toolName,
    input,
    targets: targetsFromInput(tool, input, env.cwd, env.home),
    readOnly: READ_ONLY_TOOLS.has(tool),
    cwd: env.cwd,
    workspaceRoot: env.workspaceRoot
  };
}
var clip = (text, max = 200) => text.length > max ? `${text.slice(0, max - 1)}…` : text;
function summarizeInput(tool, input) {
  const first = (...names) => names.map((n) => field(input, n)).find((v) => v !== void 0);
  const main = first("command", "file_path", "notebook_path", "url", "pattern", "query", "description");
  if (main !== void 0) {
    const where = tool === "Glob" || tool === "Grep" ? field(input, "path") : void 0;
    return clip(where === void 0 ? main : `${main} in ${where}`).replace(/\n/g, "⏎");
  }
  let json;
  try {
    json = JSON.stringify(input) ?? "";
  } catch {
    json = "(input that cannot be shown)";
  }
  return clip(json);
}

// src/policy/resolver.ts
import { isAbsolute, join as join7, resolve as resolve2 } from "node:path";

// src/policy/bash-pattern.ts
function parseBashPattern(specifier) {
  if (specifier === "*") return { ok: true, value: { kind: "any" } };
  const legacyAt = specifier.indexOf(":*");
  if (legacyAt !== -1) {
    if (legacyAt !== specifier.length - 2)
      return {
        ok: false,
        error: '":*" may only end a Bash rule (write "Bash(npm run test:*)", or use " *" wildcards)'
      };
    const prefix = specifier.slice(0, -2).trimEnd();
    if (prefix === "") return { ok: false, error: 'a Bash prefix rule needs a command before ":*"' };
    if (prefix.includes("*"))
      return { ok: false, error: 'a Bash prefix rule (":*") cannot contain other "*" wildcards' };
    return { ok: true, value: { kind: "prefix", prefix } };
  }
  if (specifier.includes("*")) return { ok: true, value: { kind: "wildcard", pattern: specifier } };
  return { ok: true, value: { kind: "exact", text: specifier } };
}
function globMatch(pattern, text) {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
function bashPatternMatches(pattern, text) {
  switch (pattern.kind) {
    case "any":
      return true;
    case "exact":
      return text === pattern.text;
    case "prefix":
      return text === pattern.prefix || text.startsWith(`${pattern.prefix} `);
    case "wildcard":
      if (globMatch(pattern.pattern, text)) return true;
      return pattern.pattern.endsWith(" *") && globMatch(pattern.pattern.slice(0, -2), text);
  }
}
function patternNamesOption(pattern, option) {
  switch (pattern.kind) {
    case "any":
    case "exact":
      return true;
    case "prefix":
    case "wildcard": {
      const text = pattern.kind === "prefix" ? pattern.prefix : pattern.pattern;
      if (/\s/.test(option.trim())) return text.includes(option.trim());
      return text.split(/\s+/).some(
        (token) => token === option || token.startsWith(`${option}=`) || token.startsWith(`${option}*`)
      );
    }
  }
}

// src/policy/judge.ts
var rulesOf = (judge, decision) => judge.policy[decision];
var RESTRICTIONS = ["deny", "ask"];
var quote = (text, max = 160) => {
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const oneLine = head.includes("\n") ? head.replace(/\s*\n\s*/g, " ⏎ ") : head;
  return `\`${oneLine.length > max || head !== text ? `${oneLine.slice(0, max - 1)}…` : oneLine}\``;
};

// src/policy/glob-expand.ts
import { readdirSync } from "node:fs";
var MAX_GLOB_MATCHES = 200;
var MAX_DIRECTORIES_READ = 200;
var child = (dir, name) => dir === "/" ? `/${name}` : `${dir}/${name}`;
function unusableName(name, pattern, options, first) {
  if (name.includes("�"))
    return `the pattern ${pattern} may match a file name that is not valid UTF-8, which cannot be judged; name the files`;
  if (options.resplit === true && /[\s*?[\\]/.test(name))
    return `the pattern ${pattern} matches ${JSON.stringify(name)}, which bash would split or expand again where the loop variable is unquoted; quote it ("$f")`;
  if (options.optionLike === true && first && name.startsWith("-"))
    return `the pattern ${pattern} matches ${JSON.stringify(name)}, which the program would take as an option; write ./${pattern.slice(pattern.lastIndexOf("/") + 1)} or put -- before the file names`;
  return void 0;
}
function expandGlob(pattern, options = {}) {
  let current = ["/"];
  let directoriesRead = 0;
  let firstWild = true;
  for (const segment of pattern.split("/").filter((s) => s !== "")) {
    const compiled = compileSegment(segment);
    if (!compiled.ok) return compiled;
    const matcher = compiled.value;
    if (matcher === null) {
      const name = unescapeSegment(segment);
      current = current.map((dir) => child(dir, name));
      continue;
    }
    const dotted = segment.startsWith(".") || segment.startsWith("\\.");
    const next = [];
    for (const dir of current) {
      if (++directoriesRead > MAX_DIRECTORIES_READ)
        return {
          ok: false,
          error: `the pattern ${pattern} reaches into too many directories to check each match`
        };
      let names;
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      const candidates = dotted ? [".", "..", ...names] : names.filter((name) => !name.startsWith("."));
      for (const name of candidates) {
        if (!segmentMatches(matcher, name)) continue;
        const unusable = unusableName(name, pattern, options, firstWild);
        if (unusable !== void 0) return { ok: false, error: unusable };
        next.push(child(dir, name));
        if (next.length > MAX_GLOB_MATCHES)
          return {
            ok: false,
            error: `the pattern ${pattern} matches more than ${String(MAX_GLOB_MATCHES)} files; name the files, or narrow the pattern`
          };
      }
    }
    firstWild = false;
    current = next;
    if (current.length === 0) break;
  }
  return { ok: true, value: current };
}

// src/policy/glob-forms.ts
var MAX_EXPANDED_FORMS = 400;
function matchesOf(glob) {
  const words = /* @__PURE__ */ new Set();
  for (const { pattern, prefix } of glob.expansions) {
    const expanded = expandGlob(pattern, glob.resplit === true ? { resplit: true } : {});
    if (!expanded.ok) return expanded;
    for (const match of expanded.value)
      words.add(match.startsWith(prefix) ? match.slice(prefix.length) : match);
  }
  return { ok: true, value: [...words] };
}
function expandedForms(command) {
  const globs = command.globWords ?? [];
  const forms = /* @__PURE__ */ new Set();
  const all = command.argv.map((word) => [word]);
  for (const glob of globs) {
    const matches2 = matchesOf(glob);
    if (!matches2.ok) return matches2;
    if (matches2.value.length > 0) all[glob.index] = matches2.value;
    for (const match of matches2.value) {
      const argv = [...command.argv];
      argv[glob.index] = match;
      forms.add(argv.join(" "));
    }
    if (forms.size > MAX_EXPANDED_FORMS)
      return {
        ok: false,
        error: `its globs expand to more than ${String(MAX_EXPANDED_FORMS)} commands, too many to check against the deny rules; name the files`
      };
  }
  if (globs.length > 0) forms.add(all.flat().join(" "));
  return { ok: true, value: [...forms] };
}

// src/policy/judge-path.ts
import { join as join3 } from "node:path";

// src/policy/path-pattern.ts
var import_ignore = __toESM(require_ignore(), 1);
import { join as join2, sep } from "node:path";
var WILDCARD = /[*?[\\]/;
function parsePathPattern(specifier) {
  let anchor;
  let rest;
  if (specifier.startsWith("//")) [anchor, rest] = ["absolute", specifier.slice(2)];
  else if (specifier === "~" || specifier.startsWith("~/")) [anchor, rest] = ["home", specifier.slice(2)];
  else if (specifier.startsWith("/")) [anchor, rest] = ["root", specifier.slice(1)];
  else if (specifier.startsWith("./")) [anchor, rest] = ["cwd", specifier.slice(2)];
  else [anchor, rest] = ["cwd", specifier];
  if (rest === "" && anchor !== "home")
    return { ok: false, error: "the path pattern is empty (write for example src/** or /docs/**)" };
  if (rest.startsWith("~"))
    return { ok: false, error: '"~" may only start a path pattern, as in ~/notes/**' };
  if (rest.startsWith("!"))
    return { ok: false, error: 'negated patterns ("!") are not supported; use a deny rule instead' };
  if (rest.startsWith("#")) return { ok: false, error: 'a path pattern cannot start with "#"' };
  const segments = rest.split("/").filter((s) => s !== "");
  if (segments.some((s) => s === ".." || s === "."))
    return {
      ok: false,
      error: 'path patterns may not contain "." or ".." segments; write //absolute/path or /repository/path'
    };
  if (rest.includes("\n")) return { ok: false, error: "a path pattern cannot span lines" };
  const explicitAnchor = anchor !== "cwd" || specifier.startsWith("./");
  const inner = rest.replace(/\/+$/, "");
  const floating = !explicitAnchor && !inner.includes("/");
  const body = rest === "" ? "**" : explicitAnchor ? `/${rest}` : rest;
  const literalPrefix = [];
  for (const segment of segments) {
    if (WILDCARD.test(segment)) break;
    literalPrefix.push(segment);
  }
  return {
    ok: true,
    value: {
      anchor,
      body,
      literalPrefix: floating ? [] : literalPrefix,
      literalSegments: segments.map((s) => WILDCARD.test(s) ? null : s),
      floating,
      get matcher() {
        const built = (0, import_ignore.default)().add(body);
        Object.defineProperty(this, "matcher", { value: built, enumerable: true });
        return built;
      }
    }
  };
}
function matchesAt(pattern, anchorDir, path) {
  const base = anchorDir.endsWith(sep) ? anchorDir : `${anchorDir}${sep}`;
  if (!path.startsWith(base) || path.length === base.length) return false;
  try {
    return pattern.matcher.ignores(path.slice(base.length));
  } catch {
    return false;
  }
}
function reachOf(pattern, anchorDir) {
  return join2(anchorDir, ...pattern.literalPrefix);
}

// src/policy/judge-path.ts
var DIRECTORY_PROBE = "steward-directory-probe";
var headFor = (access) => access === "read" ? "Read" : "Edit";
function anchorsOf(judge, pattern, cwd, restricting) {
  switch (pattern.anchor) {
    case "absolute":
      return ["/"];
    case "home":
      return judge.homes;
    case "root":
      return judge.roots;
    case "cwd":
      return restricting && !judge.roots.includes(cwd) ? [cwd, ...judge.roots] : [cwd];
  }
}
function restricts(rule, access, tool) {
  const m = rule.matcher;
  if (m.kind === "path") return m.tool === "Read" || access === "write";
  if (m.kind === "tool")
    return m.tool === headFor(access) || m.tool === tool && familyOf(tool) !== void 0;
  return false;
}
function grants(rule, access, tool) {
  const m = rule.matcher;
  if (m.kind === "path") return m.tool === headFor(access);
  if (m.kind === "tool")
    return m.tool === headFor(access) || m.tool === tool && familyOf(tool) === familyOf(headFor(access));
  return false;
}
function ruleMatches(judge, rule, path, cwd, restricting) {
  const m = rule.matcher;
  if (m.kind !== "path") return true;
  return anchorsOf(judge, m.pattern, cwd, restricting).some((anchor) => matchesAt(m.pattern, anchor, path));
}
function restrictingRule(judge, access, candidates, scope) {
  for (const decision of RESTRICTIONS)
    for (const rule of rulesOf(judge, decision))
      if (restricts(rule, access, scope.tool) && candidates.some((c) => ruleMatches(judge, rule, c, scope.cwd, true)))
        return { rule, decision };
  return void 0;
}
function allowCandidate(judge, access, path, scope) {
  const shown = displayPath(path, judge.workspaceRoot);
  if (isHarmlessDevice(path)) return { ok: true, value: { rule: null, why: `${path} is always open` } };
  const places = judge.places.placesOf(path, access);
  for (const rule of rulesOf(judge, "allow")) {
    if (!grants(rule, access, scope.tool) || !ruleMatches(judge, rule, path, scope.cwd, false)) continue;
    const m = rule.matcher;
    if (places.length > 0) {
      if (m.kind !== "path") continue;
      const reach = anchorsOf(judge, m.pattern, scope.cwd, false).map((a) => reachOf(m.pattern, a));
      if (!places.every((place2) => place2.namedBy(reach, m.pattern.literalSegments))) continue;
    }
    return { ok: true, value: { rule: rule.text, why: `${rule.text} allows it` } };
  }
  const place = places[0];
  if (place !== void 0) {
    const verb = access === "read" ? "read" : "changed";
    return {
      ok: false,
      error: `${shown} is ${place.label}; it is never ${verb} unless a policy rule names it explicitly`
    };
  }
  const inWorkspace = isInside(judge.workspaceRoot, path) || isInside(judge.realWorkspaceRoot, path);
  const preset = judge.policy.preset;
  if (access === "read") {
    if (preset !== "none" && inWorkspace)
      return { ok: true, value: { rule: null, why: "the workspace is readable" } };
    if (preset !== "none" && judge.readableDirs.some((dir) => isInside(dir, path)))
      return { ok: true, value: { rule: null, why: "steward's own output files are readable" } };
  } else if (preset === "default" && inWorkspace) {
    return { ok: true, value: { rule: null, why: "the workspace is writable" } };
  }
  if (!inWorkspace)
    return {
      ok: false,
      error: `${shown} is outside the workspace (${judge.workspaceRoot}) and no rule allows ${access === "read" ? "reading" : "writing"} it; work with files inside the workspace`
    };
  return {
    ok: false,
    error: `no rule allows ${access === "read" ? "reading" : "changing"} ${shown} (the policy ${preset === "none" ? "starts from nothing" : "is read-only"})`
  };
}
function ruleReachesInside(judge, access, dir, scope) {
  const folded = foldCase(dir);
  return rulesOf(judge, "allow").some((rule) => {
    const m = rule.matcher;
    if (m.kind !== "path" || !grants(rule, access, scope.tool)) return false;
    return anchorsOf(judge, m.pattern, scope.cwd, false).some((anchor) => {
      const reach = foldCase(reachOf(m.pattern, anchor));
      return isInside(folded, reach);
    });
  });
}
var newPathMemo = () => ({
  steps: /* @__PURE__ */ new Map(),
  realDirectories: newRealDirectories(),
  beyond: /* @__PURE__ */ new Map()
});
function judgePath(judge, access, rawPath, scope, memo) {
  const key = `${access}\0${scope.tool}\0${scope.cwd}\0${rawPath}`;
  const known = memo?.steps.get(key);
  if (known !== void 0) return known;
  const step = judgeOnePath(judge, access, rawPath, scope, memo?.realDirectories);
  memo?.steps.set(key, step);
  return step;
}
function judgeOnePath(judge, access, rawPath, scope, realDirectories) {
  const lexical = absolutePath(rawPath, scope.cwd, judge.home);
  const physical = physicalPath(writtenPath(rawPath, scope.cwd, judge.home), realDirectories);
  const shown = displayPath(lexical, judge.workspaceRoot);
  const verb = access === "read" ? "read" : "write";
  if (!physical.ok)
    return {
      part: `${verb} ${shown}`,
      outcome: "deny",
      rule: null,
      why: `${physical.error}; it cannot be judged`,
      builtin: true
    };
  const candidates = physical.value.path === lexical || isHarmlessDevice(lexical) ? [lexical] : [lexical, physical.value.path];
  const part = candidates.length === 1 ? `${verb} ${shown}` : `${verb} ${shown} (really ${displayPath(physical.value.path, judge.workspaceRoot)})`;
  const probes = physical.value.directory ? candidates.map((c) => join3(c, DIRECTORY_PROBE)) : [];
  const restricted = restrictingRule(judge, access, [...candidates, ...probes], scope);
  if (restricted !== void 0)
    return {
      part,
      outcome: restricted.decision,
      rule: restricted.rule.text,
      why: `the policy ${restricted.decision === "deny" ? "denies" : "asks before"} ${access === "read" ? "reading" : "changing"} ${shown}`
    };
  let allowedBy = null;
  let why = "";
  for (const candidate of candidates) {
    const result = allowCandidate(judge, access, candidate, scope);
    if (!result.ok) return { part, outcome: "deny", rule: null, why: result.error, builtin: true };
    if (candidate === lexical) [allowedBy, why] = [result.value.rule, result.value.why];
  }
  return { part, outcome: "allow", rule: allowedBy, why };
}

// src/policy/judge-repository.ts
import { lstatSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join as join4, resolve } from "node:path";
var ownGitDirs = /* @__PURE__ */ new WeakMap();
function exists(path) {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}
function gitDirOf(dotGit) {
  try {
    const stats = lstatSync(dotGit);
    if (!stats.isFile()) return realpathSync.native(dotGit);
    const match = /^gitdir: (.+?)\s*$/m.exec(readFileSync(dotGit, "utf8").slice(0, 4096));
    if (match === null) return null;
    return realpathSync.native(resolve(dirname(dotGit), match[1]));
  } catch {
    return null;
  }
}
function ownGitDir(judge) {
  let own = ownGitDirs.get(judge);
  if (own === void 0) {
    own = gitDirOf(join4(judge.realWorkspaceRoot, ".git"));
    ownGitDirs.set(judge, own);
  }
  return own;
}
function repositoryShaped(dir) {
  return exists(join4(dir, "HEAD")) && (exists(join4(dir, "objects")) || exists(join4(dir, "commondir")));
}
function foreignRepository(dir, own) {
  const dotGit = join4(dir, ".git");
  if (exists(dotGit)) {
    const target = gitDirOf(dotGit);
    if (target !== null && own !== null && isInside(own, target)) return void 0;
    return target === null ? "it holds a .git of its own that cannot be followed" : `it holds a .git of its own (${target})`;
  }
  if (repositoryShaped(dir)) return "it is shaped like a bare repository (HEAD, objects/, refs/)";
  return void 0;
}
function judgeRepository(judge, dir, memo) {
  const physical = physicalPath(dir, memo?.realDirectories);
  if (!physical.ok) return void 0;
  const top = judge.realWorkspaceRoot;
  if (!isInside(top, physical.value.path)) return void 0;
  const own = ownGitDir(judge);
  for (let at = physical.value.path; ; at = dirname(at)) {
    if (own !== null && isInside(own, at)) return void 0;
    if (at === top) {
      if (exists(join4(top, ".git")) || !repositoryShaped(top)) return void 0;
    }
    const why = at === top ? foreignRepository(at, null) : foreignRepository(at, own);
    if (why !== void 0) {
      const shown = displayPath(at, top);
      return {
        part: `git repository found from ${displayPath(physical.value.path, top)}`,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: `git would take ${shown} for its repository, because ${why}, and a repository's configuration can make git run programs (core.fsmonitor, diff.external, filters); only the workspace's own repository is used: run git outside ${shown}`
      };
    }
    if (at === top) return void 0;
  }
}
var CREDENTIAL_URL = /\b(?:(?:https?|ftps?):\/\/[^/\s@"']+@|[a-z][a-z0-9+.-]*:\/\/[^/\s@:"']*:[^/\s@"']*@)/i;
var INCLUDE_PATH = /^\s*path\s*=\s*"?([^"\n]+?)"?\s*$/gim;
var MAX_CONFIG_FILE = 1024 * 1024;
function readQuietly(path) {
  try {
    return readFileSync(path, "utf8").slice(0, MAX_CONFIG_FILE);
  } catch {
    return void 0;
  }
}
function configFiles(judge) {
  const own = ownGitDir(judge);
  const direct = [
    "/etc/gitconfig",
    join4(judge.home, ".gitconfig"),
    join4(judge.home, ".config", "git", "config"),
    ...own === null ? [] : [join4(own, "config"), join4(own, "config.worktree")]
  ];
  const included = [];
  for (const file of direct) {
    const text = readQuietly(file) ?? "";
    for (const match of text.matchAll(INCLUDE_PATH)) {
      const path = match[1].replace(/^~(?=\/)/, judge.home);
      included.push(resolve(dirname(file), path));
    }
  }
  return [...direct, ...included];
}
function judgeRemoteUrls(judge) {
  for (const file of configFiles(judge)) {
    if (!CREDENTIAL_URL.test(readQuietly(file) ?? "")) continue;
    return {
      part: "remote URLs",
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `git's configuration (${displayPath(file, judge.workspaceRoot)}) holds a URL with credentials in it (user:token@host), and this command would print it; use \`git remote\` for the remote names`
    };
  }
  return void 0;
}

// src/policy/judge-replace.ts
import { lstatSync as lstatSync3 } from "node:fs";
import { basename, join as join5 } from "node:path";

// src/policy/path-uses.ts
import { lstatSync as lstatSync2 } from "node:fs";
var exists2 = (path) => {
  try {
    return lstatSync2(path, { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
};
function pathsOf(use) {
  const literal = use.written ?? use.path;
  if (use.glob !== true) return { ok: true, value: [literal] };
  const expanded = expandGlob(use.pattern ?? use.path, use.resplit === true ? { resplit: true } : {});
  if (!expanded.ok) return expanded;
  const asWritten = use.kind === "write" || expanded.value.length === 0 || exists2(literal);
  return { ok: true, value: asWritten ? [...expanded.value, literal] : expanded.value };
}

// src/policy/judge-replace.ts
var HINT = "name the files or directories inside it instead";
function deny(part, why) {
  return { part, outcome: "deny", rule: null, builtin: true, why };
}
function action(replaces, shown) {
  switch (replaces.kind) {
    case "names":
      return `${replaces.writer} writes names the archive chooses into ${shown}`;
    case "below":
      return `${replaces.writer} changes ${shown} and everything below it`;
    default:
      return `${replaces.writer} makes ${shown} new, with whatever lies below it`;
  }
}
function fixedPlacesStep(judge, replaces, path, scope, memo) {
  const shown = displayPath(path, judge.workspaceRoot);
  const part = `write ${shown} (and everything below it)`;
  const physical = physicalPath(path, memo.realDirectories);
  const candidates = physical.ok && physical.value.path !== path ? [path, physical.value.path] : [path];
  for (const candidate of candidates) {
    if (isInside(candidate, judge.workspaceRoot) || isInside(candidate, judge.realWorkspaceRoot))
      return deny(
        part,
        `${action(replaces, shown)}, which is the whole workspace: git's internals (.git), the workflows, the policy file and every protected place in it; ${HINT}`
      );
    const folded = foldCase(candidate);
    for (const place of judge.places.all) {
      const rest = place.below(folded);
      if (rest === void 0) continue;
      const probe = join5(candidate, ...rest);
      const step = judgePath(judge, "write", probe, scope, memo);
      if (step.outcome === "allow" || judgePath(judge, "write", join5(probe, "*"), scope, memo).outcome === "allow")
        continue;
      return step.rule === null ? deny(
        part,
        `${action(replaces, shown)}, which holds (or would hold) ${displayPath(probe, judge.workspaceRoot)}: ${step.why}; ${HINT}`
      ) : { ...step, part };
    }
  }
  return void 0;
}
function kindOf(path) {
  try {
    return lstatSync3(path, { throwIfNoEntry: false })?.isFile() === true ? "file" : "other";
  } catch {
    return "other";
  }
}
function isRealDirectory(path) {
  try {
    return lstatSync3(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}
function matchName(match) {
  const name = basename(match);
  return name === "." || name === ".." ? "" : name;
}
function destinations(target, into, name) {
  const found = [];
  if (into === "self" || into === "either" && !isRealDirectory(target)) found.push(target);
  if (into !== "self") found.push(name === "" ? target : join5(target, name));
  return [...new Set(found)];
}
function judgeCopy(judge, replaces, target, scope, memo) {
  for (const source of replaces.sources ?? []) {
    for (const use of source.uses) {
      const expanded = pathsOf(use);
      if (!expanded.ok) continue;
      for (const match of expanded.value) {
        const name = use.glob === true ? matchName(match) : source.name;
        const carries = replaces.kind === "link" || kindOf(match) === "other";
        for (const destination of destinations(target, replaces.into ?? "either", name)) {
          const step = judgePath(judge, "write", destination, scope, memo);
          if (step.outcome !== "allow")
            return {
              ...step,
              why: `${replaces.writer} puts ${displayPath(match, judge.workspaceRoot)} at ${displayPath(destination, judge.workspaceRoot)}: ${step.why}`
            };
          const below = carries ? fixedPlacesStep(judge, replaces, destination, scope, memo) : void 0;
          if (below !== void 0) return below;
        }
      }
    }
  }
  return void 0;
}
function judgeReplace(judge, use, path, scope, memo) {
  const replaces = use.replaces;
  if (replaces === void 0) return void 0;
  if (replaces.kind === "copy" || replaces.kind === "link")
    return judgeCopy(judge, replaces, path, scope, memo);
  return fixedPlacesStep(judge, replaces, path, scope, memo);
}

// src/policy/judge-tree.ts
import { readdirSync as readdirSync2, readFileSync as readFileSync2, realpathSync as realpathSync2, statSync } from "node:fs";
import { dirname as dirname2, join as join6 } from "node:path";

// src/policy/tree-globs.ts
function bracket(glob, start) {
  let i = start + 1;
  let negate = false;
  if (glob[i] === "!" || glob[i] === "^") {
    negate = true;
    i++;
  }
  const singles = [];
  const ranges = [];
  let first = true;
  while (i < glob.length) {
    const c = glob[i];
    if (c === "]" && !first)
      return {
        token: {
          kind: "class",
          negate,
          test: (x) => singles.includes(x) || ranges.some(([lo, hi]) => x >= lo && x <= hi)
        },
        end: i
      };
    first = false;
    if (c === "[" && /[:=.]/.test(glob[i + 1] ?? "")) return "maybe";
    let char = c;
    if (c === "\\" && i + 1 < glob.length) char = glob[++i];
    if (glob[i + 1] === "-" && glob[i + 2] !== void 0 && glob[i + 2] !== "]") {
      ranges.push([char, glob[i + 2]]);
      i += 3;
      continue;
    }
    singles.push(char);
    i++;
  }
  return null;
}
function tokenize(glob) {
  const tokens = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") tokens.push({ kind: "star" });
    else if (c === "?") tokens.push({ kind: "any" });
    else if (c === "\\" && i + 1 < glob.length) tokens.push({ kind: "literal", char: glob[++i] });
    else if (c === "[") {
      const found = bracket(glob, i);
      if (found === "maybe") return "maybe";
      if (found === null) tokens.push({ kind: "literal", char: c });
      else {
        tokens.push(found.token);
        i = found.end;
      }
    } else tokens.push({ kind: "literal", char: c });
  }
  return tokens;
}
function matchOne(token, c) {
  switch (token.kind) {
    case "literal":
      return token.char === c;
    case "any":
      return true;
    case "class":
      return token.test(c) !== token.negate;
    case "star":
      return false;
  }
}
function matches(tokens, name) {
  let t = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    const token = tokens[t];
    if (token !== void 0 && token.kind === "star") {
      star = t++;
      resume = n;
    } else if (token !== void 0 && matchOne(token, name[n])) {
      t++;
      n++;
    } else if (star !== -1) {
      t = star + 1;
      n = ++resume;
    } else return false;
  }
  while (tokens[t]?.kind === "star") t++;
  return t === tokens.length;
}
var tokenized = /* @__PURE__ */ new Map();
function tokensOf(glob) {
  let tokens = tokenized.get(glob);
  if (tokens === void 0) {
    tokens = tokenize(glob);
    if (tokenized.size > 256) tokenized.clear();
    tokenized.set(glob, tokens);
  }
  return tokens;
}
function globMatchesName(glob, name, caseless = false) {
  const tokens = tokensOf(caseless ? glob.toLowerCase() : glob);
  if (tokens === "maybe") return "maybe";
  return matches(tokens, caseless ? name.toLowerCase() : name) ? "yes" : "no";
}

// src/policy/tree-skip.ts
function grepSkips(skip, entry) {
  if (entry.directory) return skip.excludeDirs.some((glob) => globMatchesName(glob, entry.name) === "yes");
  if (skip.files.length === 0) return false;
  for (let i = skip.files.length - 1; i >= 0; i--) {
    const rule = skip.files[i];
    const answer = globMatchesName(rule.glob, entry.name);
    if (answer === "maybe") return false;
    if (answer === "yes") return !rule.include;
  }
  return skip.files[0]?.include === true;
}
function rgSkips(skip, entry, hiddenSearched) {
  for (let i = skip.globs.length - 1; i >= 0; i--) {
    const glob = skip.globs[i];
    const answer = glob.glob.includes("/") ? "maybe" : globMatchesName(glob.glob, entry.name, glob.caseless);
    if (answer === "maybe") return false;
    if (answer === "yes") return glob.negated;
  }
  if (!entry.directory && skip.globs.some((glob) => !glob.negated)) return true;
  return entry.name.startsWith(".") && !hiddenSearched;
}
function skips(skip, entry, hiddenSearched) {
  if (skip === void 0) return false;
  return skip.kind === "grep" ? grepSkips(skip, entry) : rgSkips(skip, entry, hiddenSearched);
}
function rgSearchesHidden(skip) {
  return skip?.kind !== "rg" || skip.hidden || skip.otherWhitelists;
}

// src/policy/tree-cache.ts
import { lstatSync as lstatSync4 } from "node:fs";
var MAX_VERDICTS = 16;
var MAX_STAMPS = 5e3;
var RACY_MS = 1e3;
function stampOf(path) {
  try {
    const stats = lstatSync4(path, { bigint: true, throwIfNoEntry: false });
    if (stats === void 0) return { stamp: null, ctimeMs: 0n };
    return { stamp: `${stats.dev}:${stats.ino}:${stats.ctimeNs}`, ctimeMs: stats.ctimeNs / 1000000n };
  } catch {
    return { stamp: "unreadable", ctimeMs: BigInt(Number.MAX_SAFE_INTEGER) };
  }
}
var TreeStamps = class {
  constructor(racyMs) {
    this.racyMs = racyMs;
  }
  racyMs;
  startedMs = BigInt(Date.now());
  stamps = /* @__PURE__ */ new Map();
  /** Set when the verdict must not be kept. */
  uncacheable = false;
  /** Records a directory listed or a file read (or looked for) by the walk. */
  saw(path) {
    if (this.uncacheable || this.stamps.has(path)) return;
    const { stamp, ctimeMs } = stampOf(path);
    if (ctimeMs >= this.startedMs - this.racyMs || this.stamps.size >= MAX_STAMPS) this.uncacheable = true;
    else this.stamps.set(path, stamp);
  }
  /** The walk depends on something the stamps do not cover. */
  forgo() {
    this.uncacheable = true;
  }
};
var TreeCache = class {
  /** `racyMs`: RACY_MS unless a test, whose files are all new, asks for less. */
  constructor(racyMs = RACY_MS) {
    this.racyMs = racyMs;
  }
  racyMs;
  verdicts = /* @__PURE__ */ new Map();
  /** Stamps for a new walk. */
  stamps() {
    return new TreeStamps(BigInt(this.racyMs));
  }
  /** The kept verdict for `key` while every stamp holds; "none" when there is none to use. */
  get(key) {
    const verdict = this.verdicts.get(key);
    if (verdict === void 0) return "none";
    for (const [path, stamp] of verdict.stamps)
      if (stampOf(path).stamp !== stamp) {
        this.verdicts.delete(key);
        return "none";
      }
    this.verdicts.delete(key);
    this.verdicts.set(key, verdict);
    return { step: verdict.step };
  }
  set(key, step, stamps) {
    if (stamps.uncacheable) return;
    this.verdicts.set(key, { step, stamps: stamps.stamps });
    if (this.verdicts.size > MAX_VERDICTS) this.verdicts.delete(this.verdicts.keys().next().value);
  }
};

// src/policy/judge-tree.ts
var MAX_TREE_ENTRIES = 1e4;
var IGNORE_FILES = [".ignore", ".rgignore", ".gitignore"];
var MAX_IGNORE_FILE = 256 * 1024;
var TreeWalk = class {
  constructor(judge, tree, scope, memo, hiddenSearched, stamps) {
    this.judge = judge;
    this.tree = tree;
    this.scope = scope;
    this.memo = memo;
    this.hiddenSearched = hiddenSearched;
    this.stamps = stamps;
  }
  judge;
  tree;
  scope;
  memo;
  hiddenSearched;
  stamps;
  entries = 0;
  visited = /* @__PURE__ */ new Set();
  /** ripgrep only: an ignore file with a `!` line, which can whitelist hidden entries. */
  negation = false;
  /** The first entry that may not be read, "bound" past the bound, or undefined when all may. */
  run(root) {
    const pending = [root];
    this.visited.add(root.physical);
    for (let dir = pending.pop(); dir !== void 0; dir = pending.pop()) {
      let dirents;
      this.stamps.saw(dir.physical);
      try {
        dirents = readdirSync2(dir.physical, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const dirent of dirents) {
        if (++this.entries > this.judge.maxTreeEntries) {
          this.stamps.forgo();
          return "bound";
        }
        const found = this.visit(dir, dirent, pending);
        if (found !== void 0) return found;
      }
    }
    return void 0;
  }
  visit(dir, dirent, pending) {
    const entry = { lexical: join6(dir.lexical, dirent.name), physical: join6(dir.physical, dirent.name) };
    if (dirent.isSymbolicLink()) return this.visitLink(entry, dirent.name, pending);
    const directory = dirent.isDirectory();
    if (!this.hiddenSearched && !directory && IGNORE_FILES.includes(dirent.name)) {
      this.stamps.saw(entry.physical);
      this.negation ||= hasNegation(entry.physical);
    }
    if (skips(this.tree.skip, { name: dirent.name, directory }, this.hiddenSearched)) return void 0;
    const found = this.check(entry);
    if (found === void 0 && directory && !this.visited.has(entry.physical)) {
      this.visited.add(entry.physical);
      pending.push(entry);
    }
    return found;
  }
  /** A link is read only by programs that follow links; then it is judged where it leads. */
  visitLink(entry, name, pending) {
    if (!this.tree.follow) return void 0;
    this.stamps.forgo();
    const target = statQuietly(entry.physical);
    if (skips(this.tree.skip, { name, directory: target?.isDirectory() ?? false }, this.hiddenSearched))
      return void 0;
    const step = judgePath(this.judge, "read", entry.physical, this.scope, this.memo);
    if (step.outcome !== "allow")
      return { entry: entry.lexical, why: step.why, rule: step.rule, decision: step.outcome };
    if (target?.isDirectory() !== true) return void 0;
    let real;
    try {
      real = realpathSync2.native(entry.physical);
    } catch {
      return void 0;
    }
    if (!this.visited.has(real)) {
      this.visited.add(real);
      pending.push({ lexical: entry.lexical, physical: real });
    }
    return void 0;
  }
  /** Whether one entry (not a link) may be read: the deny rules, the special places, the baseline. */
  check(entry) {
    const candidates = entry.lexical === entry.physical ? [entry.physical] : [entry.lexical, entry.physical];
    const restricted = restrictingRule(this.judge, "read", candidates, this.scope);
    if (restricted !== void 0)
      return {
        entry: entry.lexical,
        why: `the policy ${restricted.decision === "deny" ? "denies" : "asks before"} reading it`,
        rule: restricted.rule.text,
        decision: restricted.decision
      };
    const judge = this.judge;
    for (const candidate of candidates) {
      const plain = judge.policy.preset !== "none" && (isInside(judge.workspaceRoot, candidate) || isInside(judge.realWorkspaceRoot, candidate)) && judge.places.placesOf(candidate, "read").length === 0;
      if (plain) continue;
      const result = allowCandidate(judge, "read", candidate, this.scope);
      if (!result.ok) return { entry: entry.lexical, why: result.error, rule: null, decision: "deny" };
    }
    return void 0;
  }
};
function statQuietly(path) {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return void 0;
  }
}
function hasNegation(path) {
  try {
    const stats = statSync(path);
    if (stats.size > MAX_IGNORE_FILE) return true;
    return /^[ \t]*!/m.test(readFileSync2(path, "utf8"));
  } catch {
    return false;
  }
}
function negationAbove(judge, root, stamps) {
  const top = isInside(judge.realWorkspaceRoot, root) ? judge.realWorkspaceRoot : judge.workspaceRoot;
  const negates = (file) => {
    stamps.saw(file);
    return hasNegation(file);
  };
  if (negates(join6(top, ".git", "info", "exclude"))) return true;
  for (let dir = dirname2(root); isInside(top, dir); dir = dirname2(dir)) {
    if (IGNORE_FILES.some((name) => negates(join6(dir, name)))) return true;
    if (dir === top) break;
  }
  return false;
}
function walkTree(judge, tree, scope, memo, root, stamps) {
  const searchesHidden = rgSearchesHidden(tree.skip);
  if (searchesHidden) return new TreeWalk(judge, tree, scope, memo, true, stamps).run(root);
  const first = new TreeWalk(judge, tree, scope, memo, false, stamps);
  const found = first.run(root);
  if (found === void 0 && (first.negation || negationAbove(judge, root.physical, stamps)))
    return new TreeWalk(judge, tree, scope, memo, true, stamps).run(root);
  return found;
}
function judgeTree(judge, path, tree, scope, memo) {
  const physical = physicalPath(path, memo?.realDirectories);
  if (!physical.ok || !physical.value.directory) return void 0;
  const key = JSON.stringify([path, physical.value.path, scope.cwd, scope.tool, tree]);
  const kept = judge.treeCache?.get(key) ?? "none";
  if (kept !== "none") return kept.step;
  const stamps = judge.treeCache?.stamps() ?? new TreeStamps(0n);
  const step = treeStep(
    judge,
    path,
    tree,
    walkTree(judge, tree, scope, memo, { lexical: path, physical: physical.value.path }, stamps)
  );
  judge.treeCache?.set(key, step, stamps);
  return step;
}
function treeStep(judge, path, tree, found) {
  const shown = displayPath(path, judge.workspaceRoot);
  if (found === void 0) return void 0;
  const part = `read ${shown} (every file below it)`;
  const links = tree.follow ? ", following symbolic links," : "";
  if (found === "bound")
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `${quote(tree.reader)} reads every file below ${shown}${links} and there are more than ${String(judge.maxTreeEntries)} entries there, too many to check for secret-like files; ${tree.hint}`
    };
  const entry = displayPath(found.entry, judge.workspaceRoot);
  const why = `${quote(tree.reader)} reads every file below ${shown}${links} including ${entry}: ${found.why}; ${tree.hint}`;
  return found.rule === null ? { part, outcome: found.decision, rule: null, builtin: true, why } : { part, outcome: found.decision, rule: found.rule, why };
}

// src/policy/judge-command.ts
var PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;
function restrictedForms(command, joined, expanded) {
  const forms = [command.text];
  if (joined !== command.text) forms.push(joined);
  for (const text of expanded) if (!forms.includes(text)) forms.push(text);
  if (command.wrappers.length > 0)
    for (const text of forms.slice()) {
      const wrapped = [...command.wrappers, text].join(" ");
      if (!forms.includes(wrapped)) forms.push(wrapped);
    }
  return forms;
}
var restrictsCommands = (judge) => RESTRICTIONS.some((decision) => rulesOf(judge, decision).some((rule) => rule.matcher.kind === "bash"));
function allowedForms(command, joined) {
  return joined !== command.text && command.argv.every((word) => PLAIN_WORD.test(word)) ? [command.text, joined] : [command.text];
}
function judgeSimpleCommand(judge, command) {
  const part = `command ${quote(command.text)}`;
  const joined = command.argv.join(" ");
  const expanded = restrictsCommands(judge) ? expandedForms(command) : { ok: true, value: [] };
  if (!expanded.ok)
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `${quote(command.text)} cannot be checked against the policy's deny rules as bash would run it: ${expanded.error}`
    };
  const restricted = restrictedForms(command, joined, expanded.value);
  for (const decision of RESTRICTIONS) {
    for (const rule of rulesOf(judge, decision)) {
      const m = rule.matcher;
      if (m.kind !== "bash") continue;
      if (restricted.some((form) => bashPatternMatches(m.pattern, form)))
        return {
          part,
          outcome: decision,
          rule: rule.text,
          why: `the policy ${decision === "deny" ? "denies" : "asks before running"} ${quote(command.text)}`
        };
    }
  }
  let unnamed;
  const allowed = allowedForms(command, joined);
  for (const rule of rulesOf(judge, "allow")) {
    const m = rule.matcher;
    if (m.kind === "tool" && m.tool === "Bash")
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows every command` };
    if (m.kind !== "bash" || !allowed.some((form) => bashPatternMatches(m.pattern, form))) continue;
    const danger2 = command.dangerous.find(
      (d) => !patternNamesOption(m.pattern, d.option) && (d.token === void 0 || !patternNamesOption(m.pattern, d.token))
    );
    if (danger2 === void 0)
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows it` };
    unnamed ??= { rule: rule.text, option: danger2.option, reason: danger2.reason };
  }
  if (judge.policy.preset !== "none" && command.readOnly && command.dangerous.length === 0)
    return { part, outcome: "allow", rule: null, why: "it is a read-only command" };
  if (unnamed !== void 0)
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      unmatched: true,
      why: `${quote(command.text)} uses ${unnamed.option} (${unnamed.reason}); ${unnamed.rule} does not name that option, so it does not cover this command`
    };
  const danger = command.dangerous[0];
  if (danger !== void 0)
    return {
      part,
      outcome: "deny",
      rule: null,
      builtin: true,
      why: `${quote(command.text)} uses ${danger.option}: ${danger.reason}`
    };
  return {
    part,
    outcome: "deny",
    rule: null,
    builtin: true,
    unmatched: true,
    why: `no rule allows ${quote(command.text)} and it is not a read-only command`
  };
}
var CLIMBS = /(^|\/)\.\.(\/|$)/;
function climbingWords(command, cwd, judge) {
  const words = [];
  for (const word of command.argv.slice(1)) {
    const value = word.startsWith("-") && word.includes("=") ? word.slice(word.indexOf("=") + 1) : word;
    if (!CLIMBS.test(value)) continue;
    const written = writtenPath(value, cwd, judge.home);
    const physical = physicalPath(written);
    if (!physical.ok || physical.value.path !== absolutePath(value, cwd, judge.home)) words.push(value);
  }
  return words;
}
function judgeBeyond(judge, use, path, cwd, memo) {
  if (use.replaces !== void 0) {
    const replaced = judgeReplace(judge, use, path, { cwd, tool: "Bash" }, memo);
    if (replaced !== void 0) return replaced;
  }
  const tree = use.tree;
  if (tree === void 0) return void 0;
  return remembered(
    memo,
    `tree\0${cwd}\0${path}\0${JSON.stringify(tree)}`,
    () => judgeTree(judge, path, tree, { cwd, tool: "Bash" }, memo)
  );
}
function remembered(memo, key, judgeIt) {
  if (memo.beyond.has(key)) return memo.beyond.get(key);
  const step = judgeIt();
  memo.beyond.set(key, step);
  return step;
}
function repositorySteps(judge, command, memo) {
  const steps = [];
  for (const dir of command.repositoryDirs ?? []) {
    const step = remembered(memo, `repository\0${dir}`, () => judgeRepository(judge, dir, memo));
    if (step !== void 0) steps.push(step);
  }
  const urls = command.printsUrls === true ? remembered(memo, "urls", () => judgeRemoteUrls(judge)) : void 0;
  if (urls !== void 0) steps.push(urls);
  return steps;
}
async function judgeCommand(judge, command, cwd, memo = newPathMemo()) {
  const part = `command ${quote(command)}`;
  if (!/\S/.test(command))
    return [{ part, outcome: "deny", rule: null, builtin: true, why: "the command is empty" }];
  let analysis;
  try {
    analysis = await judge.analyzeShell(command, {
      cwd,
      home: judge.home,
      workspaceRoot: judge.workspaceRoot
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        part,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: `the command could not be analysed (${message})`
      }
    ];
  }
  if (!analysis.ok) return [{ part, outcome: "deny", rule: null, builtin: true, why: analysis.error }];
  if (analysis.value.commands.length === 0)
    return [
      {
        part,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: "the command runs nothing that could be judged"
      }
    ];
  const steps = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (step) => {
    if (!seen.has(step)) steps.push(step);
    seen.add(step);
  };
  for (const simple of analysis.value.commands) {
    steps.push(judgeSimpleCommand(judge, simple));
    for (const step of repositorySteps(judge, simple, memo)) add(step);
    for (const word of climbingWords(simple, cwd, judge))
      add(judgePath(judge, "read", word, { cwd, tool: "Bash" }, memo));
    for (const glob of simple.optionLikeGlobs ?? []) {
      const step = judgeOptionLikeGlob(glob, simple);
      if (step !== void 0) steps.push(step);
    }
    for (const use of simple.paths) {
      const paths = pathsOf(use);
      if (!paths.ok) {
        steps.push({
          part: `${use.kind} ${use.path}`,
          outcome: "deny",
          rule: null,
          builtin: true,
          why: paths.error
        });
        continue;
      }
      for (const path of paths.value) {
        const step = judgePath(judge, use.kind, path, { cwd, tool: "Bash" }, memo);
        add(step);
        const more = step.outcome === "allow" ? judgeBeyond(judge, use, path, cwd, memo) : void 0;
        if (more !== void 0) add(more);
      }
    }
  }
  return steps;
}
function optionLikeProblem(glob, pattern) {
  const expanded = expandGlob(pattern, glob.mustNotMatch === true ? {} : { optionLike: true });
  if (!expanded.ok) return expanded.error;
  if (glob.mustNotMatch !== true) return void 0;
  const match = expanded.value.find(exists2);
  if (match === void 0) return void 0;
  return `the file ${match.slice(match.lastIndexOf("/") + 1)} matches it and would reach the program in place of the option as written; quote the word`;
}
function judgeOptionLikeGlob(glob, command) {
  for (const pattern of glob.patterns) {
    const problem = optionLikeProblem(glob, pattern);
    if (problem !== void 0)
      return {
        part: `command ${quote(command.text)}`,
        outcome: "deny",
        rule: null,
        builtin: true,
        why: `${quote(command.text)} uses ${glob.word}: ${problem}`
      };
  }
  return void 0;
}

// src/policy/judge-tool.ts
var DEFAULT_AGENT_TYPE = "general-purpose";
function agentTypeOf(input) {
  if (typeof input === "object" && input !== null) {
    const type = input["subagent_type"];
    if (typeof type === "string") return type;
  }
  return DEFAULT_AGENT_TYPE;
}
function resourceServerOf(tool, input) {
  if (!MCP_RESOURCE_TOOLS.has(tool) || typeof input !== "object" || input === null) return void 0;
  const server = input["server"];
  return typeof server === "string" && server !== "" ? `mcp__${server}` : void 0;
}
function coversTool(matcher, tool, input) {
  switch (matcher.kind) {
    case "tool":
      return matcher.tool === tool || matcher.tool === familyOf(tool);
    case "mcp": {
      const server = resourceServerOf(tool, input);
      if (server !== void 0) return matcher.name === server;
      if (matcher.wildcard) return tool.startsWith(`${matcher.name}__`);
      const serverRule = !matcher.name.slice("mcp__".length).includes("__");
      return tool === matcher.name || serverRule && tool.startsWith(`${matcher.name}__`);
    }
    case "agent-type":
      return tool === "Agent" && agentTypeOf(input) === matcher.type;
    case "bash":
    case "path":
    case "domain":
      return false;
  }
}
function restrictTool(judge, tool, input) {
  for (const decision of RESTRICTIONS) {
    for (const rule of rulesOf(judge, decision)) {
      if (coversTool(rule.matcher, tool, input))
        return {
          part: `tool ${tool}`,
          outcome: decision,
          rule: rule.text,
          why: `the policy ${decision === "deny" ? "denies" : "asks before using"} ${tool}`
        };
    }
  }
  return void 0;
}
function allowTool(judge, tool, input) {
  const part = `tool ${tool}`;
  for (const rule of rulesOf(judge, "allow")) {
    if (coversTool(rule.matcher, tool, input))
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows it` };
  }
  if (OUTPUT_TOOLS.has(tool))
    return { part, outcome: "allow", rule: null, why: `${tool} only returns the run's result` };
  if (judge.policy.preset !== "none" && SESSION_TOOLS.has(tool))
    return { part, outcome: "allow", rule: null, why: `${tool} only steers the session` };
  return { part, outcome: "deny", rule: null, builtin: true, why: `no rule allows ${tool}` };
}

// src/policy/urls.ts
import { isIP as isIP2 } from "node:net";
var LOCAL_NAMES = /* @__PURE__ */ new Set([
  "localhost",
  "localhost.localdomain",
  "ip6-localhost",
  "ip6-loopback",
  "broadcasthost"
]);
var LOCAL_SUFFIXES = [
  ".localhost",
  ".local",
  ".localdomain",
  ".internal",
  ".intranet",
  ".lan",
  ".home.arpa",
  ".arpa"
];
var REBINDING_DOMAINS = ["nip.io", "sslip.io", "xip.io", "localtest.me", "lvh.me", "vcap.me", "traefik.me"];
var hostOf = (url) => url.hostname.toLowerCase().replace(/\.$/, "");
var unbracketed = (host) => host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
function localHostReason(host) {
  if (LOCAL_NAMES.has(host) || LOCAL_SUFFIXES.some((s) => host.endsWith(s)))
    return `${host} is a local or internal host name (loopback, private network or cloud metadata)`;
  if (!host.includes("."))
    return `${host} is a single-label host name, which only resolves inside the local network`;
  if (REBINDING_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`)))
    return `${host} belongs to a wildcard-DNS service that maps names onto any address, loopback included`;
  return void 0;
}
function checkUrl(raw) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: `${JSON.stringify(raw)} is not a valid absolute URL` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, error: `${url.protocol} URLs are never fetched; only http:// and https:// are` };
  if (url.username !== "" || url.password !== "")
    return {
      ok: false,
      error: `the URL carries a user name or password before "@" (the host is ${url.hostname}); URLs with credentials are never fetched`
    };
  const host = hostOf(url);
  if (host === "") return { ok: false, error: `${JSON.stringify(raw)} has no host` };
  if (isIP2(unbracketed(host)) !== 0)
    return { ok: false, error: `${url.hostname} is an IP address; WebFetch reaches hosts by name only` };
  const local = localHostReason(host);
  if (local !== void 0)
    return { ok: false, error: `${local}; WebFetch reaches public internet hosts only` };
  return { ok: true, value: { url, host } };
}
function parseDomainPattern(specifier) {
  if (!specifier.startsWith("domain:")) {
    const example = /^[\w.*-]+$/.test(specifier) ? specifier : "docs.example.com";
    return {
      ok: false,
      error: `WebFetch rules name a domain: write WebFetch(domain:${example}) or WebFetch(domain:*.example.com)`
    };
  }
  let text = specifier.slice("domain:".length).trim();
  const subdomains = text.startsWith("*.");
  if (subdomains) text = text.slice(2);
  if (text === "") return { ok: false, error: "the domain is empty" };
  if (/[\s/@:?#*\\]/.test(text))
    return {
      ok: false,
      error: `"${text}" is not a host name (no scheme, port, path or wildcards other than a leading "*.")`
    };
  let host;
  try {
    host = new URL(`https://${text}/`).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return { ok: false, error: `"${text}" is not a valid host name` };
  }
  if (host === "" || isIP2(unbracketed(host)) !== 0)
    return {
      ok: false,
      error: `"${text}" is an IP address; WebFetch never fetches IP addresses, so a rule for one cannot allow anything`
    };
  return { ok: true, value: { host, subdomains } };
}
function domainMatches(pattern, host) {
  return pattern.subdomains ? host.endsWith(`.${pattern.host}`) : host === pattern.host;
}

// src/policy/judge-url.ts
function allowedDomains(judge) {
  return rulesOf(judge, "allow").flatMap(
    (rule) => rule.matcher.kind === "domain" ? [`${rule.matcher.pattern.subdomains ? "*." : ""}${rule.matcher.pattern.host}`] : []
  );
}
function judgeUrl(judge, raw) {
  const checked = checkUrl(raw);
  const part = `URL ${raw.length > 200 ? `${raw.slice(0, 199)}…` : raw}`;
  if (!checked.ok) return { part, outcome: "deny", rule: null, builtin: true, why: checked.error };
  const { host } = checked.value;
  for (const decision of RESTRICTIONS) {
    for (const rule of rulesOf(judge, decision)) {
      const m = rule.matcher;
      if (m.kind === "domain" && domainMatches(m.pattern, host))
        return {
          part,
          outcome: decision,
          rule: rule.text,
          why: `the policy ${decision === "deny" ? "denies" : "asks before"} fetching from ${host}`
        };
    }
  }
  for (const rule of rulesOf(judge, "allow")) {
    const m = rule.matcher;
    if (m.kind === "domain" && domainMatches(m.pattern, host) || m.kind === "tool" && m.tool === "WebFetch")
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows fetching from ${host}` };
  }
  const domains = allowedDomains(judge);
  return {
    part,
    outcome: "deny",
    rule: null,
    builtin: true,
    why: domains.length === 0 ? `no rule allows fetching from ${host}; this policy allows no web access` : `no rule allows fetching from ${host}; the allowed domains are ${domains.slice(0, 10).join(", ")}`
  };
}

// src/policy/resolver.ts
var defaultAnalyzeShell = async (command, env) => {
  const shell = await import("./chunk-ML5YOCTL.js");
  return shell.analyzeShellCommand(command, env);
};
function runnerFilesFromEnv(env) {
  const files = [
    "GITHUB_ENV",
    "GITHUB_PATH",
    "GITHUB_OUTPUT",
    "GITHUB_STATE",
    "GITHUB_STEP_SUMMARY",
    "RUNNER_TEMP",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "GOOGLE_GHA_CREDS_PATH",
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
    "AWS_SHARED_CREDENTIALS_FILE",
    "AWS_CONFIG_FILE",
    "AWS_WEB_IDENTITY_TOKEN_FILE",
    "AZURE_CONFIG_DIR",
    "DOCKER_CONFIG",
    "NPM_CONFIG_USERCONFIG",
    "GH_CONFIG_DIR"
  ].flatMap((name) => env[name] ?? []);
  const kubeconfig = env["KUBECONFIG"]?.split(":") ?? [];
  const temp = env["RUNNER_TEMP"];
  const commands = temp === void 0 ? [] : [join7(temp, "_runner_file_commands")];
  return [...files, ...kubeconfig, ...commands].filter((path) => isAbsolute(path)).map((path) => resolve2(path));
}
var isTarget = (value) => {
  if (typeof value !== "object" || value === null) return false;
  const t = value;
  if (t["kind"] === "read" || t["kind"] === "write") return typeof t["path"] === "string";
  if (t["kind"] === "url") return typeof t["url"] === "string";
  if (t["kind"] === "command") return typeof t["command"] === "string";
  return false;
};
function distinctTargets(targets) {
  const distinct = [];
  const keys = /* @__PURE__ */ new Set();
  for (const t of targets) {
    if (t.kind === "command") {
      if (!distinct.some((d) => d.kind === "command" && d.command === t.command)) distinct.push(t);
      continue;
    }
    const key = t.kind === "url" ? `url ${t.url}` : `${t.kind} ${t.path}`;
    if (!keys.has(key)) distinct.push(t);
    keys.add(key);
  }
  return distinct;
}
function deny2(part, why) {
  return { part, outcome: "deny", rule: null, why, builtin: true };
}
async function judgeRequest(judge, request) {
  const raw = typeof request.toolName === "string" ? request.toolName : String(request.toolName);
  const tool = canonicalToolName(raw);
  if (tool === void 0)
    return { tool: raw, steps: [deny2(`tool ${raw}`, `${raw} is not a tool this policy knows`)] };
  const cwd = request.cwd;
  if (typeof cwd !== "string" || !isAbsolute(cwd))
    return { tool, steps: [deny2(`tool ${tool}`, "the call came without an absolute working directory")] };
  const restricted = restrictTool(judge, tool, request.input);
  if (restricted !== void 0) return { tool, steps: [restricted] };
  const declared = Array.isArray(request.targets) ? request.targets : [];
  if (declared.some((t) => !isTarget(t)))
    return { tool, steps: [deny2(`tool ${tool}`, "the call declared a target the policy cannot read")] };
  const targets = distinctTargets([
    ...declared,
    ...targetsFromInput(tool, request.input, cwd, judge.home)
  ]);
  const steps = [];
  const memo = newPathMemo();
  for (const target of targets) {
    switch (target.kind) {
      case "command":
        steps.push(...await judgeCommand(judge, target.command, cwd, memo));
        break;
      case "read":
      case "write":
        steps.push(judgePath(judge, target.kind, target.path, { cwd, tool }, memo));
        break;
      case "url":
        steps.push(judgeUrl(judge, target.url));
        break;
    }
  }
  const judgedByTargets = familyOf(tool) !== void 0 || tool === "Bash" || tool === "WebFetch";
  if (judgedByTargets && steps.length === 0)
    return {
      tool,
      steps: [deny2(`tool ${tool}`, `the ${tool} call names no path, command or URL that could be judged`)]
    };
  if (!judgedByTargets) steps.unshift(allowTool(judge, tool, request.input));
  return { tool, steps };
}
function allowedCommandsHint(judge) {
  const rules = judge.policy.allow.filter((r) => r.matcher.kind === "bash").map((r) => r.text);
  const readOnly = judge.policy.preset === "none" ? [] : ["read-only commands"];
  const all = [...readOnly, ...rules.slice(0, 12)];
  if (all.length === 0) return " This policy allows no shell commands.";
  return ` Allowed here: ${all.join(", ")}${rules.length > 12 ? ", …" : ""}.`;
}
function conclude(judge, steps) {
  const denied = steps.find((s) => s.outcome === "deny" && s.rule !== null) ?? steps.find((s) => s.outcome === "deny");
  if (denied !== void 0) {
    const hint = denied.unmatched === true ? allowedCommandsHint(judge) : "";
    return {
      decision: { behavior: "deny", reason: `${denied.why}.${hint}`, rule: denied.rule },
      asked: false
    };
  }
  const asked = steps.find((s) => s.outcome === "ask");
  if (asked !== void 0)
    return {
      decision: {
        behavior: "deny",
        reason: `${asked.why}: an ask rule matched, and nobody can answer a prompt in CI, so it is denied. Choose another approach`,
        rule: asked.rule
      },
      asked: true
    };
  const rule = steps.find((s) => s.rule !== null)?.rule ?? null;
  const only = steps.length === 1 ? steps[0] : void 0;
  const reason = only !== void 0 ? `allowed: ${only.why}` : `allowed: each of its ${String(steps.length)} parts is allowed`;
  return { decision: { behavior: "allow", reason, rule }, asked: false };
}
function createPolicyResolver(policy, options) {
  const givenRoot = resolve2(options.workspaceRoot);
  const home = resolve2(options.home);
  const realHome = realDirectory(home);
  const workspaceRoot = realDirectory(givenRoot);
  const roots = [.../* @__PURE__ */ new Set([givenRoot, workspaceRoot])];
  const configFiles2 = [
    ...options.policyFilePath === null ? [] : [options.policyFilePath, realDirectory(options.policyFilePath)],
    ...roots.flatMap((root) => [...POLICY_FILE_NAMES, ...policy.imports].map((name) => join7(root, name)))
  ];
  const readableDirs = (options.readableDirs ?? []).map((dir) => resolve2(dir));
  const judge = {
    policy,
    workspaceRoot: givenRoot,
    realWorkspaceRoot: workspaceRoot,
    home,
    realHome,
    roots,
    homes: [.../* @__PURE__ */ new Set([home, realHome])],
    places: specialPlaces({
      homes: [.../* @__PURE__ */ new Set([home, realHome])],
      configFiles: configFiles2,
      runnerFiles: (options.runnerFiles ?? []).map((file) => resolve2(file)),
      readableDirs
    }),
    readableDirs,
    analyzeShell: options.analyzeShell ?? defaultAnalyzeShell,
    maxTreeEntries: options.maxTreeEntries ?? MAX_TREE_ENTRIES,
    treeCache: options.treeCache ?? new TreeCache()
  };
  async function explain(request) {
    let tool = typeof request.toolName === "string" ? request.toolName : "(unnamed tool)";
    let steps;
    try {
      ({ tool, steps } = await judgeRequest(judge, request));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      steps = [deny2(`tool ${tool}`, `the permission policy failed while judging this call (${message})`)];
    }
    const { decision, asked } = conclude(judge, steps);
    const record = {
      tool,
      input: summarizeInput(tool, request.input),
      decision: decision.behavior,
      asked,
      rule: decision.rule,
      reason: decision.reason
    };
    return { decision, asked, steps, record };
  }
  function mayAccess({ access, path, tool, cwd }) {
    try {
      return judgePath(judge, access, path, { cwd, tool }).outcome === "allow";
    } catch {
      return false;
    }
  }
  return {
    explain,
    async decide(request) {
      const explanation = await explain(request);
      options.onDecision?.(explanation.record);
      return explanation.decision;
    },
    allowsTool(toolName, input = {}) {
      const tool = canonicalToolName(toolName);
      if (tool === void 0 || restrictTool(judge, tool, input) !== void 0) return false;
      return allowTool(judge, tool, input).outcome === "allow";
    },
    canRead(path, cwd = givenRoot) {
      return mayAccess({ access: "read", path, tool: "Read", cwd });
    },
    mayAccess,
    canWrite(path, options2 = {}) {
      if (mayAccess({ access: "write", path, tool: "Edit", cwd: givenRoot })) return true;
      const scope = { cwd: givenRoot, tool: "Edit" };
      try {
        return options2.inside === true && ruleReachesInside(judge, "write", resolve2(givenRoot, path), scope);
      } catch {
        return false;
      }
    },
    placesOf(path, access) {
      return judge.places.placesOf(resolve2(givenRoot, path), access).map((place) => ({ label: place.label, secret: place.guards === "read-write" }));
    }
  };
}

// src/policy/env.ts
var ALWAYS = /* @__PURE__ */ new Set([
  "PATH",
  "HOME",
  "LANG",
  "LANGUAGE",
  "TERM",
  "TZ",
  "CI",
  "USER",
  "LOGNAME",
  "SHELL",
  "TMPDIR",
  "GITHUB_ACTIONS",
  "GITHUB_WORKSPACE",
  "GITHUB_REPOSITORY",
  "GITHUB_REPOSITORY_OWNER",
  "GITHUB_SHA",
  "GITHUB_REF",
  "GITHUB_REF_NAME",
  "GITHUB_REF_TYPE",
  "GITHUB_HEAD_REF",
  "GITHUB_BASE_REF",
  "GITHUB_EVENT_NAME",
  "GITHUB_SERVER_URL",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_NUMBER",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_JOB",
  "GITHUB_WORKFLOW",
  "RUNNER_OS",
  "RUNNER_ARCH",
  "RUNNER_ENVIRONMENT"
]);
var LOCALE = /^LC_[A-Z_]+$/;
var SECRET_WORDS = [
  "TOKEN",
  "SECRET",
  "KEY",
  "PASSWORD",
  "PASSWD",
  "CREDENTIAL",
  "AUTH",
  "PRIVATE",
  "COOKIE",
  "SESSION"
];
var SECRET_PREFIXES = [
  "INPUT_",
  "ACTIONS_",
  "ANTHROPIC_",
  "AWS_",
  "GOOGLE_",
  "GCP_",
  "GCLOUD_",
  "AZURE_",
  "ARM_",
  // google-github-actions/auth and the gcloud CLI: credential file overrides, project and account.
  "CLOUDSDK_",
  // Azure managed identity's token endpoint and the header that unlocks it.
  "IDENTITY_",
  "MSI_"
];
var VALID_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var STEERING = [
  {
    test: /^(?:BASH_ENV|ENV|SHELLOPTS|BASHOPTS|BASH_COMPAT|BASH_LOADABLES_PATH|BASH_XTRACEFD|GLOBIGNORE|GLOBSORT|CDPATH|EXECIGNORE|IFS|PS[0-4]|PROMPT_COMMAND|INPUTRC|HISTFILE|FUNCNEST|POSIXLY_CORRECT)$/,
    why: "it changes how bash (or GNU programs) expand, find or run what a command line shows, which the policy judged as bash runs it by default"
  },
  { test: /^BASH_FUNC_/, why: "it defines a shell function that runs in place of a command" },
  {
    test: /^(?:LD_|DYLD_)/,
    why: "the dynamic loader reads it to load other libraries into every program"
  },
  {
    test: /^GIT_/,
    why: "git reads GIT_* variables for its repository, its configuration (GIT_CONFIG_*) and programs to run (GIT_PAGER, GIT_SSH_COMMAND, GIT_EXTERNAL_DIFF)"
  },
  {
    test: /^(?:PAGER|MANPAGER|MANOPT|MANPATH|MANROFFOPT|LESS|LESSOPEN|LESSCLOSE|LESSKEY|GREP_OPTIONS|RIPGREP_CONFIG_PATH|TAR_OPTIONS|AWKPATH|AWKLIBPATH|JQ_LIBRARY_PATH|EDITOR|VISUAL|GIT_EDITOR)$/,
    why: "a program the policy treats as read-only reads it for options, files or programs to run"
  }
];
function steeringReason(name) {
  return STEERING.find((entry) => entry.test.test(name))?.why;
}
function secretNameReason(name) {
  const upper = name.toUpperCase();
  if (upper === "GITHUB_TOKEN") return "it is the workflow's GitHub token";
  const prefix = SECRET_PREFIXES.find((p) => upper.startsWith(p));
  if (prefix !== void 0)
    return `names starting with ${prefix} carry the action's inputs or cloud credentials`;
  const word = SECRET_WORDS.find((w) => upper.includes(w));
  if (word !== void 0) return `it contains ${word}, so it looks like a secret`;
  return void 0;
}
function passthroughProblem(name) {
  if (!VALID_NAME.test(name))
    return `env.passthrough entry ${JSON.stringify(name)} is not an environment variable name (letters, digits and _, not starting with a digit)`;
  const secret2 = secretNameReason(name);
  if (secret2 !== void 0)
    return `env.passthrough names ${name}, which is never passed to the agent's processes: ${secret2}. Secrets stay with the action; give the agent a command that uses them through a rule instead`;
  const steering = steeringReason(name);
  if (steering !== void 0)
    return `env.passthrough names ${name}, which is never passed to the agent's processes: ${steering}. Remove it from env.passthrough`;
  return void 0;
}
function buildAgentEnvironment(processEnv, policy) {
  const wanted = new Set(policy?.env.passthrough ?? []);
  const env = {};
  for (const [name, value] of Object.entries(processEnv)) {
    if (value === void 0) continue;
    const listed = ALWAYS.has(name) || LOCALE.test(name) || wanted.has(name) && steeringReason(name) === void 0;
    if (listed && secretNameReason(name) === void 0) env[name] = value;
  }
  return env;
}

// src/policy/load.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { homedir } from "node:os";
import { basename as basename2, dirname as dirname3, isAbsolute as isAbsolute2, join as join8, resolve as resolve3 } from "node:path";

// src/policy/rules.ts
var RULE_SHAPE = /^([^()\s]+)(?:\((.*)\))?$/s;
function parseRule(raw) {
  const text = raw.trim();
  const fail = (why) => ({
    ok: false,
    error: `malformed rule ${JSON.stringify(text)}: ${why}`
  });
  if (text === "")
    return { ok: false, error: 'empty rule; write a tool name such as "Read" or "Bash(npm test)"' };
  const open = text.indexOf("(");
  if (open !== -1 && !text.endsWith(")")) return fail('missing ")" at the end');
  if (open === -1 && text.includes(")")) return fail('")" without "("');
  const shape = RULE_SHAPE.exec(text);
  if (shape === null) return fail("expected Tool or Tool(specifier), with no spaces in the tool name");
  const head = shape[1] ?? "";
  const specifier = shape[2];
  if (head.startsWith("mcp__")) {
    const wildcard = head.endsWith("__*");
    const name = wildcard ? head.slice(0, -3) : head;
    if (!isMcpName(name)) return fail("an MCP rule is mcp__server, mcp__server__tool or mcp__server__*");
    if (specifier !== void 0) return fail("MCP rules take no specifier in parentheses");
    return { ok: true, value: { kind: "mcp", name, wildcard } };
  }
  const tool = canonicalToolName(head);
  if (tool === void 0) {
    const hint = closest(head, ALL_RULE_HEADS);
    return {
      ok: false,
      error: `unknown tool name ${JSON.stringify(head)} in rule ${JSON.stringify(text)}${hint === void 0 ? "" : ` (did you mean "${hint}"?)`}`
    };
  }
  if (specifier === void 0) return { ok: true, value: { kind: "tool", tool } };
  const spec = specifier.trim();
  if (spec === "") return fail(`empty parentheses; write ${head} alone to mean every ${head} call`);
  switch (specifierKindOf(tool)) {
    case "command": {
      const pattern = parseBashPattern(spec);
      if (!pattern.ok) return fail(pattern.error);
      return {
        ok: true,
        value: pattern.value.kind === "any" ? { kind: "tool", tool } : { kind: "bash", pattern: pattern.value }
      };
    }
    case "path": {
      const pattern = parsePathPattern(spec);
      if (!pattern.ok) return fail(pattern.error);
      return { ok: true, value: { kind: "path", tool, pattern: pattern.value } };
    }
    case "domain": {
      const pattern = parseDomainPattern(spec);
      if (!pattern.ok) return fail(pattern.error);
      return { ok: true, value: { kind: "domain", pattern: pattern.value } };
    }
    case "agent-type":
      if (!/^[A-Za-z0-9_.:-]+$/.test(spec))
        return fail("an Agent rule names a sub-agent type, such as Agent(Explore)");
      return { ok: true, value: { kind: "agent-type", type: spec } };
    case "none":
      if (READ_FAMILY.has(tool)) return fail(`path rules are written Read(...); Read rules cover ${tool}`);
      if (EDIT_FAMILY.has(tool)) return fail(`path rules are written Edit(...); Edit rules cover ${tool}`);
      return fail(`${tool} rules take no specifier; write ${head} alone`);
  }
}

// src/policy/load.ts
var POLICY_KEYS = {
  top: ["$schema", "extends", "permissions", "imports", "env", "sandbox", "examples"],
  permissions: ["allow", "ask", "deny"],
  env: ["passthrough"],
  sandbox: ["mode", "network", "allowedDomains", "filesystem"],
  sandboxFilesystem: ["allowWrite"],
  example: ["tool", "input", "expect", "name"]
};
var DECISIONS = ["allow", "ask", "deny"];
function repositoryRootOf(path) {
  const absolute = resolve3(path);
  const dir = dirname3(absolute);
  const parent = basename2(dir);
  return parent === ".github" || parent === ".claude" ? dirname3(dir) : dir;
}
function knownKey(doc, key, node, known, where) {
  if (known.includes(key)) return true;
  const hint = closest(key, known);
  doc.issue(
    node,
    `unknown key ${JSON.stringify(key)} in ${where}${hint === void 0 ? "" : ` (did you mean "${hint}"?)`}; the keys here are ${known.join(", ")}`
  );
  return false;
}
function readRules(doc, node, decision, where) {
  const items = doc.items(node, `${where}.${decision}`);
  if (items === void 0) return [];
  const rules = [];
  items.forEach((item, index) => {
    const text = doc.string(item);
    if (text === void 0) {
      doc.issue(
        item,
        `${where}.${decision}[${String(index)}] must be a rule string such as "Bash(npm test)", got ${doc.describe(item)}`
      );
      return;
    }
    const parsed = parseRule(text);
    if (!parsed.ok) {
      doc.issue(item, parsed.error);
      return;
    }
    rules.push({ text: text.trim(), decision, source: doc.sourceOf(item), matcher: parsed.value });
  });
  return rules;
}
function readPermissions(doc, node, strictKeys, into) {
  const entries = doc.entries(node, "permissions");
  for (const entry of entries ?? []) {
    if (DECISIONS.includes(entry.key)) {
      into[entry.key].push(
        ...readRules(doc, entry.value, entry.key, "permissions")
      );
    } else if (strictKeys) {
      knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.permissions, "permissions");
    }
  }
}
function readStrings(doc, node, what) {
  const items = doc.items(node, what) ?? [];
  const strings = [];
  items.forEach((item, index) => {
    const value = doc.string(item);
    if (value === void 0)
      doc.issue(item, `${what}[${String(index)}] must be a string, got ${doc.describe(item)}`);
    else strings.push({ value, node: item });
  });
  return strings;
}
function readChoice(doc, node, fallback, what, choices) {
  const value = doc.string(node);
  if (value !== void 0 && choices.includes(value)) return value;
  doc.issue(node ?? fallback, `${what} must be one of ${choices.join(", ")}, got ${doc.describe(node)}`);
  return void 0;
}
function readAllowWrite(doc, node) {
  const paths = [];
  for (const item of readStrings(doc, node, "sandbox.filesystem.allowWrite")) {
    const path = item.value;
    const absolute = path.startsWith("~/") ? path.slice(1) : path;
    if (!isAbsolute2(absolute) || resolve3(absolute) !== absolute.replace(/(.)\/+$/, "$1"))
      doc.issue(
        item.node,
        `sandbox.filesystem.allowWrite: ${JSON.stringify(path)} must be an absolute path or start with ~/, without . or .. parts`
      );
    else if (resolve3(absolute) === "/")
      doc.issue(
        item.node,
        `sandbox.filesystem.allowWrite: ${JSON.stringify(path)} would make the whole ${path.startsWith("~") ? "home directory" : "machine"} writable; name the directories`
      );
    else paths.push(path.startsWith("~/") ? `~${resolve3(absolute)}` : resolve3(absolute));
  }
  return paths;
}
function allowedDomainProblem(entry) {
  const host = entry.startsWith("*.") ? entry.slice(2) : entry;
  if (ipLiteralOf(host) !== void 0)
    return `${JSON.stringify(entry)} is an IP address; the sandbox's proxy reaches hosts by name only, so list the host name`;
  const parsed = parseDomainPattern(`domain:${entry}`);
  if (!parsed.ok) return parsed.error;
  if (parsed.value.subdomains && !parsed.value.host.includes("."))
    return `${JSON.stringify(entry)} would allow every host under a top-level domain; name a domain (*.example.com)`;
  return void 0;
}
function readAllowedDomains(doc, node) {
  const domains = readStrings(doc, node, "sandbox.allowedDomains");
  for (const d of domains) {
    const problem = allowedDomainProblem(d.value);
    if (problem !== void 0) doc.issue(d.node, `sandbox.allowedDomains: ${problem}`);
  }
  return domains.map((d) => d.value);
}
function readSandbox(doc, node) {
  const sandbox = {};
  if (doc.isValueScalar(node)) {
    const mode = readChoice(doc, node, node, "sandbox", SANDBOX_MODES);
    if (mode !== void 0) sandbox.mode = mode;
    return sandbox;
  }
  let domainsNode = null;
  for (const entry of doc.entries(node, "sandbox") ?? []) {
    if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.sandbox, "sandbox")) continue;
    if (entry.key === "mode") {
      const mode = readChoice(doc, entry.value, entry.keyNode, "sandbox.mode", SANDBOX_MODES);
      if (mode !== void 0) sandbox.mode = mode;
    } else if (entry.key === "network") {
      const network = readChoice(
        doc,
        entry.value,
        entry.keyNode,
        "sandbox.network",
        SANDBOX_NETWORK
      );
      if (network !== void 0) sandbox.network = network;
    } else if (entry.key === "allowedDomains") {
      domainsNode = entry.value ?? entry.keyNode;
      sandbox.allowedDomains = readAllowedDomains(doc, entry.value);
    } else {
      const filesystem = {};
      for (const inner of doc.entries(entry.value, "sandbox.filesystem") ?? []) {
        if (!knownKey(doc, inner.key, inner.keyNode, POLICY_KEYS.sandboxFilesystem, "sandbox.filesystem"))
          continue;
        filesystem.allowWrite = readAllowWrite(doc, inner.value);
      }
      sandbox.filesystem = filesystem;
    }
  }
  if (domainsNode !== null && sandbox.network === "allow" && (sandbox.allowedDomains?.length ?? 0) > 0)
    doc.issue(
      domainsNode,
      "sandbox.allowedDomains limits the network to named domains, but sandbox.network is allow (every domain); keep one of the two"
    );
  return sandbox;
}
function readEnv(doc, node) {
  const names = [];
  for (const entry of doc.entries(node, "env") ?? []) {
    if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.env, "env")) continue;
    for (const name of readStrings(doc, entry.value, "env.passthrough")) {
      const problem = passthroughProblem(name.value);
      if (problem === void 0) names.push(name.value);
      else doc.issue(name.node, problem);
    }
  }
  return names;
}
function readExamples(doc, node) {
  const examples = [];
  (doc.items(node, "examples") ?? []).forEach((item, index) => {
    const what = `examples[${String(index)}]`;
    const entries = doc.entries(item, what);
    if (entries === void 0) return;
    const example = { source: doc.sourceOf(item) };
    let complete = true;
    for (const entry of entries) {
      if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.example, what)) {
        complete = false;
        continue;
      }
      const value = entry.value;
      if (entry.key === "tool") {
        const tool = doc.string(value);
        if (tool === void 0 || canonicalToolName(tool) === void 0) {
          const hint = tool === void 0 ? void 0 : closest(tool, ["Bash", "Read", "Edit", "Write", "WebFetch", "Glob", "Grep"]);
          doc.issue(
            value ?? entry.keyNode,
            `${what}.tool: unknown tool ${doc.describe(value)}${hint === void 0 ? "" : ` (did you mean "${hint}"?)`}`
          );
          complete = false;
        } else example.tool = tool;
      } else if (entry.key === "input") {
        if (value === null || !doc.isMapping(value)) {
          doc.issue(
            value ?? entry.keyNode,
            `${what}.input must be a mapping of the tool's input, such as {command: "npm test"}`
          );
          complete = false;
        } else example.input = doc.toJS(value);
      } else if (entry.key === "expect") {
        const expect = doc.string(value);
        if (expect !== "allow" && expect !== "deny") {
          doc.issue(
            value ?? entry.keyNode,
            `${what}.expect must be allow or deny, got ${doc.describe(value)}`
          );
          complete = false;
        } else example.expect = expect;
      } else {
        const name = doc.string(value);
        if (name === void 0) doc.issue(value ?? entry.keyNode, `${what}.name must be a string`);
        else example.name = name;
      }
    }
    for (const required of ["tool", "input", "expect"]) {
      if (example[required] === void 0 && complete) {
        doc.issue(item, `${what} needs "${required}" (an example is {tool, input, expect: allow|deny})`);
        complete = false;
      }
    }
    if (complete) examples.push(example);
  });
  return examples;
}
async function readImports(doc, node, root, options, rules) {
  const imported = [];
  for (const entry of readStrings(doc, node, "imports")) {
    const name = entry.value;
    if (isAbsolute2(name) || name.split("/").includes("..")) {
      doc.issue(
        entry.node,
        `imports entry ${JSON.stringify(name)} must be a path inside the repository, such as .claude/settings.json`
      );
      continue;
    }
    const text = await options.readFile?.(join8(root, name));
    if (text === void 0) {
      doc.issue(
        entry.node,
        `imports entry ${JSON.stringify(name)}: the file does not exist in the repository`
      );
      continue;
    }
    const settings = doc.another(text, name);
    const permissions = (settings.entries(settings.root, name) ?? []).find((e) => e.key === "permissions");
    if (permissions !== void 0) readPermissions(settings, permissions.value, false, rules);
    doc.issues.push(...settings.issues);
    imported.push(name);
  }
  return imported;
}
async function checkExamples(doc, policy, root, options) {
  if (policy.examples.length === 0) return;
  const home = options.home ?? homedir();
  const resolver = createPolicyResolver(policy, {
    workspaceRoot: root,
    home,
    policyFilePath: resolve3(options.path),
    ...options.analyzeShell === void 0 ? {} : { analyzeShell: options.analyzeShell }
  });
  for (const [index, example] of policy.examples.entries()) {
    const request = requestFromCase(example.tool, example.input, { cwd: root, workspaceRoot: root, home });
    const { decision } = await resolver.explain(request);
    if (decision.behavior === example.expect) continue;
    const label = example.name === void 0 ? "" : ` "${example.name}"`;
    const rule = decision.rule === null ? "no rule" : `rule ${decision.rule}`;
    doc.issues.push({
      ...example.source ?? doc.sourceOf(null),
      message: `example ${String(index + 1)}${label} (${example.tool} ${summarizeInput(example.tool, example.input)}) expected ${example.expect}, got ${decision.behavior} (${rule}): ${decision.reason}`
    });
  }
}
async function loadPolicy(options) {
  const { SourceDocument } = await import("./chunk-SSG66ZHB.js");
  const doc = new SourceDocument(options.text, options.path);
  const root = options.workspaceRoot ?? repositoryRootOf(options.path);
  const policy = { ...defaultPolicy(), path: options.path };
  const rules = { allow: [], ask: [], deny: [] };
  let preset = "default";
  let imports = [];
  let passthrough = [];
  let sandbox = {};
  let examples = [];
  let importsNode = null;
  for (const entry of doc.entries(doc.root, "the policy") ?? []) {
    if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.top, "the policy")) continue;
    switch (entry.key) {
      case "$schema":
        if (doc.string(entry.value) === void 0)
          doc.issue(entry.value ?? entry.keyNode, "$schema must be a string");
        break;
      case "extends": {
        const value = doc.string(entry.value);
        if (value === void 0 || !PRESETS.includes(value))
          doc.issue(
            entry.value ?? entry.keyNode,
            `extends must be one of ${PRESETS.join(", ")}, got ${doc.describe(entry.value)}`
          );
        else preset = value;
        break;
      }
      case "permissions":
        readPermissions(doc, entry.value, true, rules);
        break;
      case "imports":
        importsNode = entry.value;
        break;
      case "env":
        passthrough = readEnv(doc, entry.value);
        break;
      case "sandbox":
        sandbox = readSandbox(doc, entry.value);
        break;
      case "examples":
        examples = readExamples(doc, entry.value);
        break;
    }
  }
  if (importsNode !== null) imports = await readImports(doc, importsNode, root, options, rules);
  if (doc.issues.length > 0) throw new PolicyLoadError(doc.issues);
  const loaded = { ...policy, preset, ...rules, imports, env: { passthrough }, sandbox, examples };
  await checkExamples(doc, loaded, root, options);
  if (doc.issues.length > 0) throw new PolicyLoadError(doc.issues);
  return loaded;
}
async function loadPolicyFile(path, options = {}) {
  const text = readFileSync3(path, "utf8");
  return loadPolicy({
    readFile: (file) => {
      try {
        return readFileSync3(file, "utf8");
      } catch {
        return void 0;
      }
    },
    ...options,
    text,
    path
  });
}

// src/policy/project-settings.ts
import { posix } from "node:path";
var RESTRICTING = ["deny", "ask"];
function unknownTool(text) {
  const head = /^([^()\s]+)/.exec(text.trim())?.[1];
  if (head === void 0 || head.startsWith("mcp__")) return void 0;
  return canonicalToolName(head) === void 0 && !isMcpName(head) ? head : void 0;
}
function restrictingRules(doc, node, notes) {
  const rules = [];
  for (const entry of doc.entries(node, "permissions") ?? []) {
    if (!RESTRICTING.includes(entry.key)) continue;
    const decision = entry.key;
    (doc.items(entry.value, `permissions.${decision}`) ?? []).forEach((item, index) => {
      const text = doc.string(item);
      if (text === void 0) {
        doc.issue(
          item,
          `permissions.${decision}[${String(index)}] must be a rule string, got ${doc.describe(item)}`
        );
        return;
      }
      const tool = unknownTool(text);
      if (tool !== void 0) {
        notes.push(
          `${doc.file}: the ${decision} rule ${JSON.stringify(text)} names ${tool}, a tool steward does not have; there is nothing for it to ${decision === "deny" ? "deny" : "ask about"}.`
        );
        return;
      }
      const parsed = parseRule(text);
      if (parsed.ok)
        rules.push({ text: text.trim(), decision, source: doc.sourceOf(item), matcher: parsed.value });
      else doc.issue(item, parsed.error);
    });
  }
  return rules;
}
function permissionKeysNote(doc, node, imported) {
  const notes = [];
  for (const entry of doc.entries(node, "permissions") ?? []) {
    if (entry.key === "deny" || entry.key === "ask") continue;
    if (entry.key === "allow") {
      const count = doc.items(entry.value, "permissions.allow")?.length ?? 0;
      if (!imported && count > 0)
        notes.push(
          `${doc.file}: its ${String(count)} allow rule${count === 1 ? " was" : "s were"} not applied: allow rules apply only when the policy imports the file (imports: [${doc.file}]); its deny and ask rules always apply.`
        );
      continue;
    }
    notes.push(
      `${doc.file}: permissions.${entry.key} is not applied (steward decides every call by its policy, with nobody to ask).`
    );
  }
  return notes;
}
async function withProjectSettings(policy, files) {
  if (files.length === 0) return { policy, notes: [] };
  const { SourceDocument } = await import("./chunk-SSG66ZHB.js");
  const notes = [];
  const added = { deny: [], ask: [] };
  const issues = [];
  for (const file of files) {
    const doc = new SourceDocument(file.text, file.path);
    const imported = policy.imports.some((path) => posix.normalize(path) === posix.normalize(file.path));
    const permissions = (doc.entries(doc.root, file.path) ?? []).find((e) => e.key === "permissions");
    if (permissions !== void 0) {
      notes.push(...permissionKeysNote(doc, permissions.value, imported));
      const rules = restrictingRules(doc, permissions.value, notes);
      if (!imported) for (const rule of rules) added[rule.decision === "ask" ? "ask" : "deny"].push(rule);
    }
    issues.push(...doc.issues);
  }
  if (issues.length > 0) throw new PolicyLoadError(issues);
  return {
    policy: { ...policy, deny: [...policy.deny, ...added.deny], ask: [...policy.ask, ...added.ask] },
    notes
  };
}

// src/policy/change-guard.ts
import { join as join9 } from "node:path";
function changeGuard(policy, where) {
  const resolver = createPolicyResolver(policy, where);
  return (path) => {
    const absolute = join9(where.workspaceRoot, path);
    const secret2 = resolver.placesOf(absolute, "read").find((place2) => place2.secret);
    if (secret2 !== void 0 && !resolver.canRead(absolute)) return { kind: "secret", label: secret2.label };
    const place = resolver.placesOf(absolute, "write")[0];
    if (place === void 0 || resolver.canWrite(absolute)) return void 0;
    return { kind: "protected", label: place.label };
  };
}

export {
  ipLiteralOf,
  nonPublicAddress,
  strictCheckAddress,
  HOME_CREDENTIALS,
  specialPlaces,
  executionTraps,
  secretFileKind,
  canonicalToolName,
  SESSION_TOOLS,
  OUTPUT_TOOLS,
  parseDomainPattern,
  domainMatches,
  SANDBOX_MODES,
  defaultPolicy,
  DEFAULT_POLICY_PATH,
  POLICY_FILE_NAMES,
  allowsWholeTool,
  requestFromCase,
  runnerFilesFromEnv,
  createPolicyResolver,
  changeGuard,
  secretNameReason,
  buildAgentEnvironment,
  parseRule,
  loadPolicy,
  loadPolicyFile,
  withProjectSettings
};
