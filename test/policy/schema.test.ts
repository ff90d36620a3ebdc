// schema/policy.schema.json gives editors completion and checks; it must agree with the loader: accept
// every valid example policy, reject the malformed ones, and list exactly the keys the loader accepts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { loadPolicy, POLICY_KEYS } from "../../src/policy/load";
import { PolicyLoadError } from "../../src/policy/source";
import { MALFORMED_POLICIES, VALID_POLICIES } from "./support/example-policies";
import { fakeAnalyzeShellCommand } from "./support/fake-shell";
import { makeWorld } from "./support/world";
import { REPO_ROOT } from "../support/runner";

const schema = JSON.parse(readFileSync(join(REPO_ROOT, "schema/policy.schema.json"), "utf8")) as Record<
  string,
  unknown
>;
const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema);
const world = makeWorld();
afterAll(() => world.cleanup());

const load = (text: string) =>
  loadPolicy({
    text,
    path: ".github/steward.yml",
    workspaceRoot: world.root,
    home: world.home,
    analyzeShell: fakeAnalyzeShellCommand,
    readFile: () => '{"permissions": {"allow": ["Bash(npm run lint:*)"]}}',
  });

describe("schema/policy.schema.json", () => {
  it.each(Object.entries(VALID_POLICIES))(
    "accepts the valid policy %s (and so does the loader)",
    async (_, text) => {
      const valid = validate(parse(text));
      expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
      expect(valid).toBe(true);
      await expect(load(text)).resolves.toBeDefined();
    },
  );

  it.each(Object.entries(MALFORMED_POLICIES))(
    "rejects the malformed policy: %s (and so does the loader)",
    async (_, [text, message]) => {
      expect(validate(parse(text))).toBe(false);
      const error = await load(text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PolicyLoadError);
      expect((error as PolicyLoadError).message).toContain(message);
    },
  );

  it("lists exactly the keys the loader accepts", () => {
    type Props = { properties: Record<string, Props & { items?: Props; oneOf?: Props[] }> };
    const top = schema as unknown as Props;
    const keys = (node: Props | undefined) => Object.keys(node?.properties ?? {}).sort();
    // `sandbox` is a mode name or an object; the object form lists the keys.
    const sandbox = top.properties["sandbox"]?.oneOf?.find((form) => "properties" in form);
    expect(keys(top)).toEqual([...POLICY_KEYS.top].sort());
    expect(keys(top.properties["permissions"])).toEqual([...POLICY_KEYS.permissions].sort());
    expect(keys(top.properties["env"])).toEqual([...POLICY_KEYS.env].sort());
    expect(keys(sandbox)).toEqual([...POLICY_KEYS.sandbox].sort());
    expect(keys(sandbox?.properties["filesystem"])).toEqual([...POLICY_KEYS.sandboxFilesystem].sort());
    expect(keys(top.properties["examples"]?.items)).toEqual([...POLICY_KEYS.example].sort());
  });
});
