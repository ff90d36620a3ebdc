// The secretlint host: the preset's scanner rules run synchronously on plain text, name themselves
// (never the secret), and widen a rule's imprecise range to the whole token.
import type { SecretLintRuleCreator } from "@secretlint/types";
import { describe, expect, it } from "vitest";
import { createRedactor } from "../../src/report/redact";
import { loadSecretlintScanner, secretlintScanner } from "../../src/report/secrets/secretlint";
import type { RuleSpan } from "../../src/report/secrets/spans";
import { randomBody } from "./support/fake-secrets";

const join = (...parts: string[]) => parts.join("");

describe("secretlint's recommended rules", async () => {
  const scanner = await loadSecretlintScanner();
  const { rules } = await import("@secretlint/secretlint-rule-preset-recommend");

  it("runs every scanner rule synchronously on a text without a path", () => {
    const text = "nothing secret here\n".repeat(10);
    for (const rule of rules as unknown as SecretLintRuleCreator<never>[]) {
      if (rule.meta.type !== "scanner") continue;
      const handler = rule.create(
        {
          sharedOptions: {},
          createTranslator: () => (id) => ({ message: String(id), messageId: String(id), data: undefined }),
          report: () => undefined,
          ignore: () => undefined,
        },
        {} as never,
      );
      expect(handler.file?.(textSourceFor(text)), rule.meta.id).toBeUndefined();
    }
  });

  it.each([
    ["SendGrid", join("SG", ".", randomBody(22, 11), ".", randomBody(43, 12)), /secretlint sendgrid/],
    ["Shopify", join("shp", "at_", "0123456789abcdef0123456789abcdef"), /secretlint shopify/],
    ["HashiCorp Vault", join("hv", "s.", randomBody(95, 13)), /secretlint hashicorp-vault/],
    ["Slack webhook", join("https://hooks.", "slack.com/services/T0123/B0456/", randomBody(24, 14)), /slack/],
  ])("finds a %s credential our own patterns do not know, by rule name", (_name, secret, rule) => {
    const spans: RuleSpan[] = [];
    scanner(`config: ${secret} end`, spans);
    expect(spans.map((s) => s.rule).join(",")).toMatch(rule);
    expect(spans.map((s) => s.rule).join(",")).not.toContain(secret);
    expect(createRedactor([], { shapes: [scanner] })(`config: ${secret} end`)).toBe("config: *** end");
  });

  it("does not let a secretlint-disable comment hide anything (filter rules are not run)", () => {
    const secret = join("shp", "at_", "0123456789abcdef0123456789abcdef");
    const text = `// secretlint-disable\n${secret}\n// secretlint-enable`;
    expect(createRedactor([], { shapes: [scanner] })(text)).not.toContain(secret);
  });

  it("leaves ordinary text and URLs without a password alone", () => {
    const text =
      "postgres://localhost:5432/app and mongodb://db.internal/app and process.env.npm_config_cache";
    expect(createRedactor([], { shapes: [scanner] })(text)).toBe(text);
  });
});

describe("the host", () => {
  const reporting = (range: readonly [number, number]): SecretLintRuleCreator<never> => ({
    messages: { FOUND: { en: () => "found" }, LATE: { en: () => "late" } },
    meta: {
      id: "@secretlint/secretlint-rule-test",
      type: "scanner",
      recommended: true,
      supportedContentTypes: ["text"],
    },
    create: (context) => ({
      file() {
        context.report({
          message: context.createTranslator({ FOUND: { en: () => "found" } })("FOUND"),
          range,
        });
      },
    }),
  });

  it("runs a reported range on to the end of its token, and names rule and message id", () => {
    const spans: RuleSpan[] = [];
    secretlintScanner([reporting([0, 15])])("_authToken=abcdefghijklmnop rest", spans);
    expect(spans).toEqual([{ start: 0, end: 27, rule: "secretlint test (FOUND)" }]);
  });

  it("takes no report after the scan is over (a rule that went async)", async () => {
    let later: (() => void) | undefined;
    const asyncRule: SecretLintRuleCreator<never> = {
      ...reporting([0, 1]),
      create: (context) => ({
        file() {
          later = () =>
            context.report({
              message: context.createTranslator({ LATE: { en: () => "late" } })("LATE"),
              range: [0, 1],
            });
          return Promise.resolve();
        },
      }),
    };
    const spans: RuleSpan[] = [];
    secretlintScanner([asyncRule])("text", spans);
    later?.();
    await Promise.resolve();
    expect(spans).toEqual([]);
  });
});

function textSourceFor(content: string) {
  const none = (): never => {
    throw new Error("no positions");
  };
  return {
    hasBOM: false,
    content,
    filePath: undefined,
    physicalFilePath: undefined,
    contentType: "text" as const,
    ext: "",
    getFilePath: () => undefined,
    getPhysicalFilePath: () => undefined,
    locationToRange: none,
    rangeToLocation: none,
    positionToIndex: none,
    indexToPosition: none,
  };
}
