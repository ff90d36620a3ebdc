import { describe, expect, it } from "vitest";
import { isSameHost, parseWebUrl, strictCheckUrl, upgradeToHttps } from "../../../src/tools/web/urls";

describe("parseWebUrl", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/a?b=c#d", "http://example.com/a?b=c#d"],
    ["  https://example.com/x  ", "https://example.com/x"],
    ["https://bücher.example/", "https://xn--bcher-kva.example/"],
    ["HTTPS://EXAMPLE.COM:443/", "https://example.com/"],
    ["http://0x7f000001/", "http://127.0.0.1/"],
  ])("accepts %j as %s", (raw, href) => {
    const parsed = parseWebUrl(raw);
    expect(parsed.ok && parsed.value.href).toBe(href);
  });

  it.each([
    ["", "url is empty; pass a complete URL such as https://example.com/page."],
    [
      "example.com/page",
      'url "example.com/page" is not a valid absolute URL; pass a complete URL such as https://example.com/page.',
    ],
    [
      "ftp://example.com/f",
      'url "ftp://example.com/f" uses the ftp: scheme; WebFetch fetches http:// and https:// URLs only.',
    ],
    [
      "file:///etc/passwd",
      'url "file:///etc/passwd" uses the file: scheme; WebFetch fetches http:// and https:// URLs only.',
    ],
    [
      "javascript:alert(1)",
      'url "javascript:alert(1)" uses the javascript: scheme; WebFetch fetches http:// and https:// URLs only.',
    ],
    [
      "https://docs.example.org@evil.example/",
      'url "https://docs.example.org@evil.example/" contains a user name or password before "@"; WebFetch never sends credentials. Remove that part and call WebFetch again with the plain URL (the host is evil.example).',
    ],
    [
      "https://user:secret@example.com/",
      'url "https://user:secret@example.com/" contains a user name or password before "@"; WebFetch never sends credentials. Remove that part and call WebFetch again with the plain URL (the host is example.com).',
    ],
    [
      `https://example.com/${"a".repeat(2000)}`,
      "url is 2,020 characters long; the limit is 2,000. Pass a shorter URL.",
    ],
  ])("rejects %j", (raw, message) => {
    expect(parseWebUrl(raw)).toEqual({ ok: false, error: message });
  });
});

describe("upgradeToHttps", () => {
  it.each([
    ["http://example.com/a?b#c", "https://example.com/a?b#c"],
    ["http://example.com:80/", "https://example.com/"],
    ["http://example.com:8080/x", "https://example.com:8080/x"],
    ["http://[::1]:3000/", "https://[::1]:3000/"],
    ["https://example.com/", "https://example.com/"],
  ])("%s → %s", (from, to) => {
    const original = new URL(from);
    expect(upgradeToHttps(original).href).toBe(to);
    expect(original.href).toBe(new URL(from).href);
  });
});

describe("isSameHost", () => {
  it.each([
    ["https://a.example/x", "https://a.example/y", true],
    ["https://a.example/", "https://A.EXAMPLE:443/z", true],
    ["https://a.example/", "https://www.a.example/", false],
    ["https://a.example/", "https://a.example:8443/", false],
    ["https://a.example/", "http://a.example/", false],
    ["https://docs.example.org/", "https://docs.example.org.evil.example/", false],
  ])("%s and %s: %s", (a, b, same) => {
    expect(isSameHost(new URL(a), new URL(b))).toBe(same);
  });
});

describe("strictCheckUrl", () => {
  it.each([
    ["http://localhost/", "localhost is a local host name; WebFetch reaches public internet hosts only"],
    ["http://LOCALHOST./", "localhost. is a local host name; WebFetch reaches public internet hosts only"],
    [
      "http://app.localhost/",
      "app.localhost is a local host name; WebFetch reaches public internet hosts only",
    ],
    [
      "http://metadata.google.internal/",
      "metadata.google.internal is a local host name; WebFetch reaches public internet hosts only",
    ],
    [
      "http://printer.local/",
      "printer.local is a local host name; WebFetch reaches public internet hosts only",
    ],
    [
      "http://intranet/",
      "intranet is a single-label host name, which resolves inside the local network; WebFetch reaches public internet hosts only",
    ],
  ])("refuses %s", (url, reason) => {
    expect(strictCheckUrl(new URL(url))).toBe(reason);
  });

  it.each([
    "https://docs.example.org/guide",
    "https://xn--bcher-kva.example/",
    "http://127.0.0.1/",
    "http://[::1]/",
  ])("leaves %s to the address check", (url) => {
    expect(strictCheckUrl(new URL(url))).toBeUndefined();
  });
});
