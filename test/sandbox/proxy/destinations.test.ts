// What the proxy is asked for, read as the URL parser reads it, and judged by name against the
// policy's allowedDomains (the resolved address is judged in server.test.ts).
import { describe, expect, it } from "vitest";
import {
  parseAllowedDomains,
  parseConnectTarget,
  parseRequestTarget,
  refusalOf,
} from "../../../src/sandbox/proxy/destinations";

const allowed = parseAllowedDomains(["registry.npmjs.org", "*.githubusercontent.com", "bücher.example"]);

function judgeConnect(target: string): string | undefined {
  const parsed = parseConnectTarget(target);
  if (!parsed.ok) return `unparsable: ${parsed.error}`;
  return refusalOf(parsed.value, allowed);
}

describe("CONNECT targets", () => {
  it.each([
    ["registry.npmjs.org:443"],
    ["REGISTRY.npmjs.org.:443"],
    ["raw.githubusercontent.com:443"],
    ["a.b.githubusercontent.com:8443"],
    ["registry.npmjs.org:80"],
    ["xn--bcher-kva.example:443"],
  ])("lets %s through", (target) => {
    expect(judgeConnect(target)).toBeUndefined();
  });

  it.each([
    ["evil.example:443", "not in sandbox.allowedDomains"],
    // A wildcard is for subdomains only, as Claude Code documents it.
    ["githubusercontent.com:443", "not in sandbox.allowedDomains"],
    ["evilgithubusercontent.com:443", "not in sandbox.allowedDomains"],
    ["registry.npmjs.org.evil.example:443", "not in sandbox.allowedDomains"],
  ])("refuses %s by name", (target, reason) => {
    expect(judgeConnect(target)).toBe(reason);
  });

  it.each([
    ["140.82.112.3:443"],
    ["127.0.0.1:443"],
    ["2130706433:443"],
    ["0x7f.1:443"],
    ["0177.0.0.1:443"],
    ["[::1]:443"],
    ["[::ffff:127.0.0.1]:443"],
  ])("refuses the IP literal %s whatever its spelling", (target) => {
    expect(judgeConnect(target)).toMatch(/^an IP address/);
  });

  it.each([
    ["registry.npmjs.org", /is not a host:port/],
    ["x@registry.npmjs.org:443", /not a plain host:port/],
    ["registry.npmjs.org/path:443", /not a plain host:port/],
    ["registry.npmjs.org:443:443", /not a plain host:port/],
    ["registry.npmjs.org:443/path", /is not a host:port/],
    ["registry.npmjs.org:99999", /is not a host:port/],
    ["registry.npmjs.org:0", /is not a host:port/],
  ])("does not take %s", (target, problem) => {
    const parsed = parseConnectTarget(target);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(problem);
  });

  it("labels the destination as host:port, IPv6 in brackets", () => {
    const v6 = parseConnectTarget("[::1]:8080");
    expect(v6.ok && v6.value).toEqual({ host: "::1", port: 8080, label: "[::1]:8080" });
  });
});

describe("plain HTTP request targets", () => {
  it("takes an absolute http:// URL, port 80 by default", () => {
    const parsed = parseRequestTarget("http://Registry.npmjs.org/left-pad?x=1");
    expect(parsed.ok && parsed.value.destination).toEqual({
      host: "registry.npmjs.org",
      port: 80,
      label: "registry.npmjs.org:80",
    });
    expect(parsed.ok && parsed.value.url.search).toBe("?x=1");
  });

  it.each([
    ["/left-pad", /not an absolute http:\/\/ URL/],
    ["https://registry.npmjs.org/", /go through CONNECT/],
    ["ftp://registry.npmjs.org/", /go through CONNECT/],
    ["http://u:p@registry.npmjs.org/", /user name or password/],
  ])("refuses %s", (target, problem) => {
    const parsed = parseRequestTarget(target);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(problem);
  });
});
