// Credentials of each family, made up at run time: no literal in the repository has a real token's
// shape, so no secret scanner (GitHub's push protection included) ever flags these files.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` base62 characters, the same for the same seed, with capitals, small letters and digits. */
export function randomBody(length: number, seed = 7): string {
  let state = seed;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out += ALPHABET[state % ALPHABET.length] ?? "A";
  }
  return `Aa1${out.slice(3)}`;
}

const join = (...parts: string[]) => parts.join("");

/** One credential of each family the redactor must know, by family name. */
export const FAKE_SECRETS: Readonly<Record<string, string>> = {
  "GitHub token": join("gh", "p_", randomBody(36, 1)),
  "GitHub fine-grained token": join("github", "_pat_", randomBody(22, 2), "_", randomBody(59, 3)),
  "Slack bot token": join("xo", "xb-", "1234567890123-1234567890123-", randomBody(24, 4)),
  "Stripe live key": join("sk", "_live_", randomBody(24, 5)),
  "Google API key": join("AI", "za", randomBody(35, 6)),
  "npm token": join("np", "m_", randomBody(36, 7)),
  "GitLab token": join("gl", "pat-", randomBody(20, 8)),
  "OpenAI project key": join("sk-", "proj-", randomBody(48, 9)),
  "Anthropic key": join("sk-", "ant-api03-", randomBody(60, 10)),
};
