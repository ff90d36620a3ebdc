// The permission policy: what steward's agent may do, decided from a policy file with no one to ask.
// A leaf layer: it imports nothing of the project outside src/policy/.
export {
  type AddressCheck,
  embeddedIpv4,
  ipLiteralOf,
  type IpLiteral,
  nonPublicAddress,
  strictCheckAddress,
} from "./addresses";
export { type ChangeGuard, changeGuard, type GuardedChange } from "./change-guard";
export { buildAgentEnvironment, passthroughProblem, secretNameReason } from "./env";
export type { AnalyzeShell, Step } from "./judge";
export { loadPolicy, loadPolicyFile, POLICY_KEYS, repositoryRootOf, type LoadOptions } from "./load";
export {
  allowsWholeTool,
  DEFAULT_POLICY_PATH,
  defaultPolicy,
  POLICY_FILE_NAMES,
  PRESETS,
  type Policy,
  type PolicyExample,
  type Preset,
  SANDBOX_MODES,
  type SandboxMode,
  type SandboxNetwork,
  type SandboxSettings,
} from "./policy";
export { type ProjectRules, type SettingsFile, withProjectSettings } from "./project-settings";
export { executionTraps, HOME_CREDENTIALS, secretFileKind, specialPlaces } from "./special-places";
export { type DomainPattern, domainMatches, parseDomainPattern } from "./urls";
export {
  requestFromCase,
  summarizeInput,
  targetsFromInput,
  type PolicyDecision,
  type PolicyRequest,
  type PolicyTarget,
} from "./requests";
export {
  type AccessRequest,
  createPolicyResolver,
  runnerFilesFromEnv,
  type DecisionRecord,
  type PolicyExplanation,
  type PolicyResolver,
  type ResolverOptions,
} from "./resolver";
export { parseRule, type Rule, type RuleDecision } from "./rules";
export { canonicalToolName, OUTPUT_TOOLS, SESSION_TOOLS } from "./tools";
export { formatIssue, PolicyLoadError, type PolicyIssue } from "./issues";
