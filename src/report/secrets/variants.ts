// The forms a known secret value takes in text: as is, line by line, JSON- and URL-escaped, and
// base64-encoded the ways git and HTTP carry it. The base64 forms follow the Actions runner's secret
// masker: a value inside a longer base64 string appears as one of three encodings depending on its
// offset modulo 3, each recognisable in its middle once the bytes it shares with its neighbours are
// dropped. `x-access-token:<token>` is what actions/checkout and git send as basic auth.

/** Values shorter than this are ignored: masking every "a" or "1" would blank the report. */
const MIN_SECRET_LENGTH = 4;
/** Base64 fragments shorter than this would match by chance in unrelated base64 text. */
const MIN_ENCODED_LENGTH = 6;

/** A value worth masking: long enough, and not made of punctuation alone (it would mangle markup). */
export function isMaskable(value: string): boolean {
  return value.length >= MIN_SECRET_LENGTH && /[\p{L}\p{N}]/u.test(value);
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64");
}

/** The three offset-independent base64 fragments of `value`, in the standard and URL alphabets. */
function base64Fragments(value: string): string[] {
  const bytes = new TextEncoder().encode(value);
  const out: string[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const rest = bytes.subarray(skip);
    const whole = rest.subarray(0, rest.length - (rest.length % 3));
    const encoded = base64(whole);
    if (encoded.length >= MIN_ENCODED_LENGTH)
      out.push(encoded, encoded.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}

function fullBase64(value: string): string[] {
  const encoded = base64(new TextEncoder().encode(value));
  return [encoded, encoded.replace(/=+$/, "")];
}

export function secretVariants(secret: string): string[] {
  const values = new Set<string>();
  const add = (v: string) => {
    if (isMaskable(v)) values.add(v);
  };
  add(secret);
  add(secret.trim());
  for (const line of secret.split(/\r?\n/)) add(line.trim());
  const core = secret.trim();
  if (!isMaskable(core)) return [...values];
  add(JSON.stringify(core).slice(1, -1));
  const uri = encodeURIComponent(core);
  add(uri);
  add(uri.replace(/%20/g, "+"));
  add(uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  for (const fragment of base64Fragments(core)) values.add(fragment);
  for (const form of [...fullBase64(core), ...fullBase64(`x-access-token:${core}`)]) add(form);
  return [...values];
}
