// createRedactor: known secret values in every form they travel in, credentials recognised by shape,
// and no masking of ordinary text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainText } from "../../src/report/markdown";
import { createRedactor } from "../../src/report/redact";
import { sanitizeModelMarkdown } from "../../src/report/sanitize";
import { BLOW_UP_MS, elapsedMs } from "../support/blow-up";
import { FAKE_SECRETS } from "./support/fake-secrets";

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const API_KEY =
  "sk-ant-api03-abcDEF123_ghiJKL456-mnoPQR789stuVWX012yzABCdef345GHIjkl678MNOpqr901STUvwx234-AbCdEfAA";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("known secret values", () => {
  const redact = createRedactor([TOKEN, "hunter2-correct-horse", "p@ss w0rd/+?&="]);

  it.each([
    ["as is", `token=${TOKEN}`, "token=***"],
    ["twice on a line", `${TOKEN} and ${TOKEN}`, "*** and ***"],
    ["inside a word", `x${TOKEN}-y`, "x***-y"],
    [
      "in a URL",
      `https://x-access-token:${TOKEN}@github.com/o/r.git`,
      "https://x-access-token:***@github.com/o/r.git",
    ],
    [
      "git's basic auth header",
      `AUTHORIZATION: basic ${b64(`x-access-token:${TOKEN}`)}`,
      "AUTHORIZATION: basic ***",
    ],
    ["base64 inside other base64 (offset 1)", b64(`a${TOKEN}zz`), undefined],
    ["base64 inside other base64 (offset 2)", b64(`ab${TOKEN}zz`), undefined],
    ["base64 inside other base64 (offset 0)", b64(`abc${TOKEN}zz`), undefined],
    ["URL-encoded", `q=${encodeURIComponent("p@ss w0rd/+?&=")}`, "q=***"],
    ["form-encoded", `q=${encodeURIComponent("p@ss w0rd/+?&=").replace(/%20/g, "+")}`, "q=***"],
    ["JSON-escaped", JSON.stringify({ password: "p@ss w0rd/+?&=" }), '{"password":"***"}'],
    ["markdown-escaped by the renderer", plainText("secret hunter2-correct-horse here"), undefined],
    [
      "HTML-escaped by the sanitiser",
      sanitizeModelMarkdown("<p@ss w0rd/+?&=", { allowedHosts: [] }),
      undefined,
    ],
  ])("%s", (_name, text, expected) => {
    const out = redact(text);
    if (expected !== undefined) expect(out).toBe(expected);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(b64(TOKEN).slice(8, 40));
    expect(out).not.toContain("hunter2");
    expect(out).not.toContain("w0rd");
  });

  it("masks each line of a multi-line secret, and the whole", () => {
    const key =
      "-----BEGIN TEST KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\nKUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ==\n-----END TEST KEY-----";
    const r = createRedactor([key]);
    expect(r(`before\n${key}\nafter`)).toBe("before\n***\nafter");
    expect(r("line: KUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ== only")).toBe("line: *** only");
    expect(r(JSON.stringify({ key }))).toBe('{"key":"***"}');
  });

  it("merges overlapping and adjacent secrets into one mask", () => {
    const r = createRedactor(["abcdef123", "def123xyz", "xyz789"]);
    expect(r("--abcdef123xyz789--")).toBe("--***--");
    expect(r("abcdef123abcdef123")).toBe("***");
  });

  it("leaves nothing that masking itself could join into a secret", () => {
    const r = createRedactor(["**x1**", "b***"]);
    for (const text of ["b**x1**", "**x1**x1**", "b*****x1****", "bb**x1**"]) {
      const out = r(text);
      expect(out).not.toContain("**x1**");
      expect(out).not.toContain("b***");
    }
  });

  it("ignores values too short or without letters and digits", () => {
    const r = createRedactor(["", "a", "ab", "abc", "----", "````", "    "]);
    const text = "a b abc ---- ```` fence and ordinary words";
    expect(r(text)).toBe(text);
  });

  it("does not mask ordinary words that merely share a prefix", () => {
    const r = createRedactor(["ghp_notarealtoken"]);
    expect(r("ghp_ is the prefix of classic tokens; gh pr list; sk-ant- keys; AKIA is AWS")).toBe(
      "ghp_ is the prefix of classic tokens; gh pr list; sk-ant- keys; AKIA is AWS",
    );
  });
});

describe("credentials recognised by shape", () => {
  const redact = createRedactor([]);
  const jwt =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
  it.each([
    ["classic PAT", `x ghp_${"a1B2".repeat(9)} y`, "x *** y"],
    ["OAuth token", `gho_${"Z9y8".repeat(9)}`, "***"],
    ["user-to-server", `ghu_${"Q".repeat(36)}`, "***"],
    ["installation token", `GITHUB_TOKEN=${TOKEN}`, "GITHUB_TOKEN=***"],
    ["refresh token", `ghr_${"r".repeat(76)}`, "***"],
    ["fine-grained PAT", `github_pat_11ABCDEFG0${"x".repeat(12)}_${"y".repeat(59)}`, "***"],
    ["Anthropic API key", `ANTHROPIC_API_KEY=${API_KEY}`, "ANTHROPIC_API_KEY=***"],
    ["Anthropic admin key", "sk-ant-admin01-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", "***"],
    ["AWS access key id", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = ***"],
    ["AWS session key id", "ASIAY34FZKBOKMUTVV7A,", "***,"],
    [
      "AWS secret key",
      "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "aws_secret_access_key=***",
    ],
    ["JWT", `token: ${jwt}`, "token: ***"],
    ["JWT without signature", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", "***"],
    ["bearer header", "Authorization: Bearer abc.def-ghi_jkl", "Authorization: Bearer ***"],
    [
      "basic header",
      'curl -H "authorization: Basic dXNlcjpwYXNzd29yZA=="',
      'curl -H "authorization: Basic ***"',
    ],
    ["token header", "Authorization: token 0123456789abcdef", "Authorization: token ***"],
    ["bare header value", "Proxy-Authorization: 0123456789abcdef0123", "Proxy-Authorization: ***"],
    [
      "git extraheader",
      `http.extraheader=AUTHORIZATION: basic ${b64("x:y-long-password")}`,
      "http.extraheader=AUTHORIZATION: basic ***",
    ],
    ["password in a URL", "https://user:s3cretpass@example.com/x", "https://user:***@example.com/x"],
    [
      "private key block",
      "key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234\nabcd\n-----END RSA PRIVATE KEY-----\nok",
      "key:\n***\nok",
    ],
    [
      "OpenSSH key in a diff",
      "+-----BEGIN OPENSSH PRIVATE KEY-----\n+b3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n+-----END OPENSSH PRIVATE KEY-----\n context",
      "+***\n context",
    ],
    [
      "unterminated key",
      "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\n\nThe rest of the report.",
      "***\n\nThe rest of the report.",
    ],
    [
      "PGP key block",
      "-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF\n-----END PGP PRIVATE KEY BLOCK-----",
      "***",
    ],
  ])("%s", (_name, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it("does not over-mask ordinary text", () => {
    const text = [
      "The authorization: required header is documented.",
      "Use a Bearer token in production.",
      "eyJ is how base64 of a JSON object starts.",
      "AKIA alone, AKIAshort, and https://example.com/a:b@c are fine.",
      "-----BEGIN PUBLIC KEY----- is not secret.",
      "ghp_ and sk-ant- prefixes without a body.",
    ].join("\n");
    expect(redact(text)).toBe(text);
  });
});

describe("properties", () => {
  const secretArb = fc
    .string({ minLength: 4, maxLength: 40, unit: "grapheme-ascii" })
    .filter((s) => /[A-Za-z0-9]/.test(s));
  const textArb = fc.string({ maxLength: 200, unit: "grapheme" });

  it("never leaves a secret in text that embeds it", () => {
    fc.assert(
      fc.property(secretArb, fc.array(textArb, { minLength: 1, maxLength: 5 }), (secret, pieces) => {
        const text = pieces.join(secret);
        const out = createRedactor([secret])(text);
        expect(out).not.toContain(secret);
        expect(out).not.toContain(secret.trim().length >= 4 ? secret.trim() : secret);
      }),
      { numRuns: 500 },
    );
  });

  it("never leaves a secret once the text is rendered as plain text", () => {
    fc.assert(
      fc.property(secretArb, textArb, textArb, (secret, a, b) => {
        const out = createRedactor([secret])(plainText(`${a}${secret}${b}`));
        const visible = out.replace(/\\([!-/:-@[-`{-~])/g, "$1").replace(/\u200B/g, "");
        expect(visible).not.toContain(secret.replace(/\r\n|\r|\n/g, " ↵ "));
      }),
      { numRuns: 300 },
    );
  });

  it("is a no-op on text without secrets or secret shapes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: "grapheme-ascii" }), (text) => {
        fc.pre(
          !/gh[pousr]_|github_pat_|sk-ant-|AKIA|ASIA|eyJ|authorization|bearer|-----BEGIN|:\/\//i.test(text),
        );
        expect(createRedactor(["zz-not-present-zz"])(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

// Its speed on a megabyte is a benchmark (bench/text.bench.ts); here, only that nothing blows up.
describe("large input", () => {
  it("redacts a secret at the end of a megabyte of log text", () => {
    const secrets = [TOKEN, API_KEY, "hunter2-correct-horse"];
    const redact = createRedactor(secrets);
    const chunk = "ordinary log line with some words, paths /src/a.ts and \\_escapes\\_ &amp; things\n";
    const text = chunk.repeat(Math.ceil(1_048_576 / chunk.length)) + TOKEN;
    let out = "";
    expect(elapsedMs(() => (out = redact(text)))).toBeLessThan(BLOW_UP_MS);
    expect(out).toBe(text.slice(0, -TOKEN.length) + "***");
  });

  it("does not blow up on pathological input", () => {
    const redact = createRedactor(["aaaa"]);
    const text = "a".repeat(200_000) + "-----BEGIN PRIVATE KEY-----".repeat(2_000) + "eyJ".repeat(20_000);
    let out = "";
    expect(elapsedMs(() => (out = redact(text)))).toBeLessThan(BLOW_UP_MS);
    // The secret's run and the unterminated key block that follows it are one redaction.
    expect(out).toBe("***");
  });
});

// Issue 21, class 5: an untracked credentials file was read and its values posted. Every family, as
// is and in each disguise that once passed, is masked; a person reading the result back (joining the
// pieces, undoing fullwidth letters, reading it backwards) finds no part of it.
describe("secrets of every family, however they are written", () => {
  const redact = createRedactor([]);
  const everyFourth = (text: string, insert: string, every: number) =>
    text.replace(new RegExp(`(.{${String(every)}})`, "g"), `$1${insert}`);
  const fullwidth = (text: string) =>
    text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  const reverse = (text: string) => [...text].reverse().join("");
  const DISGUISES: readonly (readonly [string, (secret: string) => string])[] = [
    ["as is", (s) => s],
    ["split by soft hyphens", (s) => everyFourth(s, "\u00AD", 5)],
    ["with combining marks", (s) => everyFourth(s, "\u0301", 6)],
    ["split by zero-width spaces", (s) => everyFourth(s, "\u200B", 4)],
    ["split by spaces", (s) => everyFourth(s, " ", 8)],
    ["split over lines", (s) => everyFourth(s, "\n", 10)],
    ["split over indented, quoted lines", (s) => everyFourth(s, "\n>   ", 12)],
    ["reversed", reverse],
    ["reversed behind a right-to-left override", (s) => `\u202E${reverse(s)}\u202C`],
    ["in fullwidth letters", fullwidth],
    ["markdown-escaped", (s) => s.replace(/[_-]/g, "\\$&")],
  ];
  /** What a person copying the text back together would get: forwards and backwards. */
  const readBack = (text: string) => {
    const joined = text
      .normalize("NFKC")
      .replace(/\\(?=[!-/:-@[-`{-~])/g, "")
      .replace(/[\s\p{M}\p{Cf}]/gu, "");
    return [joined, reverse(joined)];
  };

  describe.each(Object.entries(FAKE_SECRETS))("%s", (_family, secret) => {
    it.each(DISGUISES)("%s", (_name, disguise) => {
      const out = redact(`The file held ${disguise(secret)} and more.`);
      expect(out).toContain("***");
      expect(out.startsWith("The file held ")).toBe(true);
      for (const text of readBack(out)) expect(text).not.toContain(secret.slice(-12));
    });
  });

  it("masks the token, not the words around it", () => {
    const token = FAKE_SECRETS["GitHub token"] ?? "";
    expect(redact(`Token ${token} is invalid, try again.`)).toBe("Token *** is invalid, try again.");
    expect(redact(`The ${token.slice(0, 4)} prefix is followed by 36 characters.`)).toBe(
      `The ${token.slice(0, 4)} prefix is followed by 36 characters.`,
    );
  });

  it("finds a known value split over lines and reversed", () => {
    const value = "correct-horse-battery-staple-42";
    const r = createRedactor([value]);
    expect(r(`a ${value.slice(0, 10)}\n${value.slice(10)} b`)).toBe("a *** b");
    expect(r(`a ${reverse(value)} b`)).toBe("a *** b");
  });
});
