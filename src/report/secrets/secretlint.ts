// secretlint's recommended rules (@secretlint/secretlint-rule-preset-recommend, MIT, pinned): some
// thirty credential families kept up to date by people who track them (Slack, Stripe, npm, GitLab,
// OpenAI, SendGrid, Shopify, Vault, database URLs…), on top of our own patterns. The rules are
// written for secretlint's engine; this is a small synchronous host for them: each scanner rule's
// `file` handler runs on the text as a source without a path, and what it reports becomes a span
// named after the rule and message id (never the message, which quotes the secret). Filter rules
// are not run: `secretlint-disable` comments are text the model could write. The preset is loaded on
// demand (it is ~230 kB of code) by the action, before anything is posted.
import type {
  SecretLintRuleContext,
  SecretLintRuleCreator,
  SecretLintRuleReportHandler,
  SecretLintSourceCode,
} from "@secretlint/types";
import type { RuleSpan, ShapeScanner } from "./spans";

/** Where a rule's reported range is imprecise, the mask runs on to the end of the token it starts. */
const TOKEN_CHAR = /[A-Za-z0-9_\-+/=.~]/;

function textSource(content: string): SecretLintSourceCode {
  const positionsUnsupported = (): never => {
    throw new Error("steward's secretlint host gives no positions (only filter rules use them)");
  };
  return {
    hasBOM: false,
    content,
    filePath: undefined,
    physicalFilePath: undefined,
    contentType: "text",
    ext: "",
    getFilePath: () => undefined,
    getPhysicalFilePath: () => undefined,
    locationToRange: positionsUnsupported,
    rangeToLocation: positionsUnsupported,
    positionToIndex: positionsUnsupported,
    indexToPosition: positionsUnsupported,
  };
}

interface Scanner {
  id: string;
  handler: SecretLintRuleReportHandler;
}

export function secretlintScanner(rules: readonly SecretLintRuleCreator<never>[]): ShapeScanner {
  // Reports are taken only while a text is being scanned, synchronously; a rule that went async
  // would report into nothing (test/report/secretlint.test.ts holds every rule to being synchronous).
  let sink: { text: string; into: RuleSpan[]; rule: string } | undefined;
  const context: SecretLintRuleContext = {
    sharedOptions: {},
    createTranslator: () => (messageId) => ({
      message: String(messageId),
      messageId: String(messageId),
      data: undefined,
    }),
    report({ range, message }) {
      if (sink === undefined) return;
      let end = range[1];
      while (end < sink.text.length && TOKEN_CHAR.test(sink.text[end] ?? "")) end++;
      sink.into.push({ start: range[0], end, rule: `${sink.rule} (${message.messageId})` });
    },
    ignore: () => undefined,
  };
  const scanners: Scanner[] = rules
    .filter((rule) => rule.meta.type === "scanner")
    .map((rule) => ({
      id: `secretlint ${rule.meta.id.replace(/^@secretlint\/secretlint-rule-/, "")}`,
      handler: rule.create(context, {} as never),
    }));
  return (text, into) => {
    const source = textSource(text);
    try {
      for (const scanner of scanners) {
        sink = { text, into, rule: scanner.id };
        try {
          const pending = scanner.handler.file?.(source);
          if (pending !== undefined) pending.catch(() => undefined);
        } catch {
          // One rule failing on odd input leaves the others (and our own patterns) to do the work.
        }
      }
    } finally {
      sink = undefined;
    }
  };
}

/** The preset's rules as a scanner; loaded lazily, since only the action needs them. */
export async function loadSecretlintScanner(): Promise<ShapeScanner> {
  const { rules } = await import("@secretlint/secretlint-rule-preset-recommend");
  return secretlintScanner(rules);
}
