// WebFetch targets: URL tricks against domain rules, with benign controls. No network is touched: the
// policy judges URLs as text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkUrl } from "../../src/policy/urls";
import {
  ATTACK_POLICY,
  type Decider,
  decider,
  type Expect,
  makeWorld,
  policyFrom,
  resolverFor,
} from "./support/world";

const world = makeWorld();
let decide: Decider;
beforeAll(async () => {
  decide = decider(world, resolverFor(world, await policyFrom(world, ATTACK_POLICY)));
});
afterAll(() => world.cleanup());

const fetchTable = (name: string, rows: [string, Expect][], by: () => Decider = () => decide) =>
  describe(name, () => {
    it.each(rows)("%s → %s", async (url, expected) => {
      const decision = await by()("WebFetch", { url, prompt: "summarise" });
      expect(decision.behavior, decision.reason).toBe(expected);
    });
  });

fetchTable("URL tricks against WebFetch(domain:docs.example.org)", [
  ["https://docs.example.org.evil.example/", "deny"],
  ["https://docs.example.org@evil.example/", "deny"],
  ["https://user:pw@docs.example.org/", "deny"],
  ["https://docs.exаmple.org/", "deny"], // Cyrillic а
  ["https://evil.example/docs.example.org", "deny"],
  ["https://evil.example/?u=https://docs.example.org", "deny"],
  ["https://example.org/", "deny"],
  ["https://sub.docs.example.org/", "deny"],
  ["http://[::1]/", "deny"],
  ["http://[::ffff:127.0.0.1]/", "deny"],
  ["http://0x7f000001/", "deny"],
  ["http://2130706433/", "deny"],
  ["http://0177.0.0.1/", "deny"],
  ["http://127.1/", "deny"],
  ["http://169.254.169.254/latest/meta-data/", "deny"],
  ["http://metadata.google.internal/computeMetadata/v1/", "deny"],
  ["http://localhost:8080/", "deny"],
  ["http://app.localhost/", "deny"],
  ["http://printer.local/", "deny"],
  ["http://intranet/", "deny"],
  ["http://127.0.0.1.nip.io/", "deny"],
  ["file:///etc/passwd", "deny"],
  ["ftp://docs.example.org/", "deny"],
  ["javascript:alert(1)", "deny"],
  ["data:text/html,hi", "deny"],
  ["not a url", "deny"],
  ["https://docs.example.org/guide", "allow"],
  ["http://docs.example.org/guide", "allow"],
  ["https://DOCS.EXAMPLE.ORG/guide", "allow"],
  ["https://docs.example.org./guide", "allow"],
  ["https://docs.example.org:443/guide?x=1#y", "allow"],
]);

describe("subdomain and IDN rules", () => {
  let d: Decider;
  beforeAll(async () => {
    d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          'permissions:\n  allow: ["WebFetch(domain:*.example.com)", "WebFetch(domain:bücher.de)"]\n  deny: ["WebFetch(domain:secret.example.com)"]\n',
        ),
      ),
    );
  });
  const rows: [string, Expect][] = [
    ["https://a.example.com/", "allow"],
    ["https://b.a.example.com/", "allow"],
    ["https://example.com/", "deny"],
    ["https://badexample.com/", "deny"],
    ["https://example.com.evil.example/", "deny"],
    ["https://secret.example.com/", "deny"],
    ["https://bücher.de/", "allow"],
    ["https://xn--bcher-kva.de/", "allow"],
    ["https://BÜCHER.de/", "allow"],
    ["https://bucher.de/", "deny"],
  ];
  it.each(rows)("%s → %s", async (url, expected) => {
    expect((await d("WebFetch", { url, prompt: "p" })).behavior).toBe(expected);
  });

  it("names the deny rule", async () => {
    expect(await d("WebFetch", { url: "https://secret.example.com/x", prompt: "p" })).toEqual({
      behavior: "deny",
      reason: "the policy denies fetching from secret.example.com.",
      rule: "WebFetch(domain:secret.example.com)",
    });
  });
});

describe("the built-in policy allows no web access", () => {
  it("denies any WebFetch and WebSearch, and says so", async () => {
    const d = decider(world, resolverFor(world, await policyFrom(world, "")));
    expect(await d("WebFetch", { url: "https://docs.github.com/", prompt: "p" })).toEqual({
      behavior: "deny",
      reason: "no rule allows fetching from docs.github.com; this policy allows no web access.",
      rule: null,
    });
    expect((await d("WebSearch", { query: "x" })).behavior).toBe("deny");
  });

  it("a bare WebFetch rule allows public hosts but never local ones or IPs", async () => {
    const d = decider(
      world,
      resolverFor(world, await policyFrom(world, "permissions:\n  allow: [WebFetch, WebSearch]\n")),
    );
    expect((await d("WebFetch", { url: "https://anything.example.net/", prompt: "p" })).behavior).toBe(
      "allow",
    );
    expect((await d("WebFetch", { url: "http://10.0.0.1/", prompt: "p" })).behavior).toBe("deny");
    expect((await d("WebFetch", { url: "http://metadata.google.internal/", prompt: "p" })).behavior).toBe(
      "deny",
    );
    expect((await d("WebSearch", { query: "x" })).behavior).toBe("allow");
  });
});

describe("checkUrl reasons", () => {
  it.each([
    ["http://0x7f000001/", "127.0.0.1 is an IP address; WebFetch reaches hosts by name only"],
    [
      "https://a@b.example/",
      'the URL carries a user name or password before "@" (the host is b.example); URLs with credentials are never fetched',
    ],
    ["file:///x", "file: URLs are never fetched; only http:// and https:// are"],
    [
      "http://metadata.google.internal/",
      "metadata.google.internal is a local or internal host name (loopback, private network or cloud metadata); WebFetch reaches public internet hosts only",
    ],
    [
      "http://intranet/",
      "intranet is a single-label host name, which only resolves inside the local network; WebFetch reaches public internet hosts only",
    ],
  ])("%s", (url, reason) => {
    expect(checkUrl(url)).toEqual({ ok: false, error: reason });
  });
});
