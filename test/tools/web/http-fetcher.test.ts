import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressCheck } from "../../../src/policy/addresses";
import type { Resolver } from "../../../src/tools/web/guarded-lookup";
import { createHttpFetcher } from "../../../src/tools/web/http-fetcher";
import {
  allowLoopbackSite,
  makeCertificate,
  recordingStrictCheck,
  type Site,
  startSite,
  type Verdict,
} from "./loopback-site";

const certificate = await makeCertificate();
const signal = () => new AbortController().signal;
/** The message a fetch failed with (exactly what the model reads). */
const failure = (pending: Promise<unknown>) =>
  pending.then(
    () => "(it succeeded)",
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

let plain: Site;
beforeAll(async () => {
  plain = await startSite();
});
afterAll(async () => {
  await plain.close();
});

/** Resolves test-only names to fixed addresses; anything else is unknown. */
function fakeDns(names: Record<string, string[]>): Resolver {
  return (hostname) => {
    const addresses = names[hostname];
    if (addresses === undefined)
      return Promise.reject(Object.assign(new Error("not found"), { code: "ENOTFOUND" }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  };
}

describe.skipIf(certificate === undefined)("over https, certificates checked", () => {
  let site: Site;
  const cert = certificate?.cert ?? "";
  const fetcher = () => createHttpFetcher({ checkAddress: allowLoopbackSite, ca: cert });
  beforeAll(async () => {
    site = await startSite(certificate);
  });
  afterAll(async () => {
    await site.close();
  });

  it("fetches an HTML page", async () => {
    const page = await fetcher()(`${site.origin}/page.html`, signal());
    expect(page).toMatchObject({ url: `${site.origin}/page.html`, status: 200, truncated: false });
    expect(page.contentType).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>Retry options</h1>");
    expect(page.redirectedTo).toBeUndefined();
  });

  it("upgrades http:// to https:// before connecting", async () => {
    const page = await fetcher()(`http://127.0.0.1:${String(site.port)}/data.json`, signal());
    expect(page.url).toBe(`https://127.0.0.1:${String(site.port)}/data.json`);
    expect(JSON.parse(page.body)).toEqual({ name: "steward", retries: 3 });
  });

  it("follows a same-host redirect, and upgrades a same-host redirect to http://", async () => {
    site.hits.length = 0;
    expect((await fetcher()(`${site.origin}/same-host`, signal())).url).toBe(`${site.origin}/page.html`);
    expect((await fetcher()(`${site.origin}/same-host-http`, signal())).url).toBe(`${site.origin}/page.html`);
    expect(site.hits.map((h) => h.path)).toEqual([
      "/same-host",
      "/page.html",
      "/same-host-http",
      "/page.html",
    ]);
  });

  it("follows 10 same-host redirects and refuses the 11th", async () => {
    expect((await fetcher()(`${site.origin}/chain/9`, signal())).url).toBe(`${site.origin}/page.html`);
    expect(await failure(fetcher()(`${site.origin}/chain/10`, signal()))).toBe(
      `${site.origin}/chain/10 redirected more than 10 times (last to ${site.origin}/page.html); WebFetch stopped following.`,
    );
    expect(await failure(fetcher()(`${site.origin}/loop`, signal()))).toMatch(
      /redirected more than 10 times/,
    );
  });

  it("reports a redirect to another host without following it", async () => {
    site.hits.length = 0;
    const page = await fetcher()(`${site.origin}/other-host`, signal());
    expect(page).toMatchObject({
      url: `${site.origin}/other-host`,
      status: 302,
      body: "",
      redirectedTo: `https://localhost:${String(site.port)}/page.html`,
    });
    const away = await fetcher()(`${site.origin}/other-host-absolute`, signal());
    expect(away.redirectedTo).toBe("https://docs.example.org/guide");
    expect(site.hits.map((h) => h.path)).toEqual(["/other-host", "/other-host-absolute"]);
  });

  it("never skips certificate checks: an untrusted certificate fails", async () => {
    const untrusting = createHttpFetcher({ checkAddress: allowLoopbackSite });
    expect(await failure(untrusting(`${site.origin}/page.html`, signal()))).toMatch(
      new RegExp(
        `^The TLS connection to 127\\.0\\.0\\.1:${String(site.port)} failed \\(.+\\); WebFetch does not skip certificate checks\\.$`,
      ),
    );
  });

  it("decodes gzip bodies and declared charsets", async () => {
    expect((await fetcher()(`${site.origin}/gzip`, signal())).body).toContain("<h1>Retry options</h1>");
    expect((await fetcher()(`${site.origin}/latin1.txt`, signal())).body).toBe("café");
  });
});

describe("reading bodies (plain http)", () => {
  const fetcher = (extra: Parameters<typeof createHttpFetcher>[0] = {}) =>
    createHttpFetcher({ checkAddress: allowLoopbackSite, upgradeHttp: false, ...extra });

  it("stops reading at 10 MiB by default and says the body was cut", async () => {
    const page = await fetcher()(`${plain.origin}/huge`, signal());
    expect(page.body.length).toBe(10 * 1024 * 1024);
    expect(page.truncated).toBe(true);
  });

  it("caps decoded bytes, so a zip bomb stops at the cap", async () => {
    const small = await fetcher({ maxBytes: 10 })(`${plain.origin}/data.json`, signal());
    expect(small).toMatchObject({ body: '{"name":"s', truncated: true });
    const bomb = await fetcher({ maxBytes: 1024 * 1024 })(`${plain.origin}/zip-bomb`, signal());
    expect(bomb.body.length).toBe(1024 * 1024);
    expect(bomb.truncated).toBe(true);
  });

  it("gives up when the whole fetch takes too long (slow body, slow headers)", async () => {
    const started = Date.now();
    expect(await failure(fetcher({ timeoutMs: 300 })(`${plain.origin}/slow-body`, signal()))).toBe(
      `Fetching ${plain.origin}/slow-body took longer than 0.3 s, so WebFetch gave up. Try again later or use another source.`,
    );
    expect(await failure(fetcher({ timeoutMs: 300 })(`${plain.origin}/slow-headers`, signal()))).toMatch(
      /took longer than 0\.3 s/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up when connecting takes too long", async () => {
    const hang: Resolver = () => new Promise(() => undefined);
    const url = `http://hang.test:${String(plain.port)}/page.html`;
    expect(await failure(fetcher({ connectTimeoutMs: 200, resolve: hang })(url, signal()))).toBe(
      `Could not connect to hang.test:${String(plain.port)} within 0.2 s.`,
    );
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(fetcher()(`${plain.origin}/slow-body`, controller.signal)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses types it cannot read before reading them", async () => {
    expect(await failure(fetcher()(`${plain.origin}/image.png`, signal()))).toBe(
      `${plain.origin}/image.png is image/png, which WebFetch cannot read; it reads HTML and text (plain, markdown, JSON, XML, source code) only.`,
    );
    expect(await failure(fetcher()(`${plain.origin}/untyped-binary`, signal()))).toBe(
      `${plain.origin}/untyped-binary sent binary data without a content type; WebFetch reads HTML and text only.`,
    );
  });

  it("refuses a same-host redirect to a URL with credentials", async () => {
    expect(await failure(fetcher()(`${plain.origin}/same-host-credentials`, signal()))).toBe(
      `${plain.origin}/same-host-credentials redirected to a URL WebFetch cannot fetch: url "http://user:pw@127.0.0.1:${String(plain.port)}/page.html" contains a user name or password before "@"; WebFetch never sends credentials. Remove that part and call WebFetch again with the plain URL (the host is 127.0.0.1).`,
    );
  });

  it("returns error statuses for the caller to judge", async () => {
    expect(await fetcher()(`${plain.origin}/missing`, signal())).toMatchObject({ status: 404 });
  });

  it("rejects URLs it cannot fetch with the parser's message", async () => {
    expect(await failure(fetcher()("ftp://example.com/file", signal()))).toMatch(/uses the ftp: scheme/);
    expect(await failure(fetcher()("https://user:pw@example.com/", signal()))).toMatch(
      /user name or password/,
    );
  });

  it("names a host that does not resolve", async () => {
    const url = `http://nowhere.test:${String(plain.port)}/`;
    expect(await failure(fetcher({ resolve: fakeDns({}) })(url, signal()))).toBe(
      "nowhere.test could not be resolved (DNS ENOTFOUND); check the URL.",
    );
  });
});

describe("the strict default address policy", () => {
  const port = () => String(plain.port);

  it.each([
    ["http://127.0.0.1:PORT/page.html", "127.0.0.1 is a loopback address"],
    ["http://[::1]:PORT/page.html", "::1 is the loopback address"],
    ["http://0x7f000001:PORT/page.html", "127.0.0.1 is a loopback address"],
    ["http://2130706433:PORT/page.html", "127.0.0.1 is a loopback address"],
    ["http://0177.0.0.1:PORT/page.html", "127.0.0.1 is a loopback address"],
    ["http://127.1:PORT/page.html", "127.0.0.1 is a loopback address"],
    [
      "http://[::ffff:127.0.0.1]:PORT/page.html",
      "::ffff:7f00:1 stands for 127.0.0.1, which is a loopback address",
    ],
    [
      "http://[::ffff:7f00:1]:PORT/page.html",
      "::ffff:7f00:1 stands for 127.0.0.1, which is a loopback address",
    ],
    ["http://0.0.0.0:PORT/page.html", '0.0.0.0 is an unspecified ("this network") address'],
  ])("refuses %s before connecting", async (template, reason) => {
    plain.hits.length = 0;
    const url = template.replace("PORT", port());
    expect(await failure(createHttpFetcher({ upgradeHttp: false })(url, signal()))).toBe(
      `Refused to fetch ${new URL(url).href}: ${reason}; WebFetch reaches public internet addresses only.`,
    );
    expect(plain.hits).toEqual([]);
  });

  it("refuses localhost by name, and at connect time when the name rule is lifted", async () => {
    plain.hits.length = 0;
    const url = `http://localhost:${port()}/page.html`;
    expect(await failure(createHttpFetcher({ upgradeHttp: false })(url, signal()))).toBe(
      `Refused to fetch ${url}: localhost is a local host name; WebFetch reaches public internet hosts only.`,
    );
    const namesAllowed = createHttpFetcher({ upgradeHttp: false, checkUrl: () => undefined });
    expect(await failure(namesAllowed(url, signal()))).toMatch(
      /^Refused to connect to localhost \((127\.0\.0\.1|::1)\): .*loopback address; WebFetch reaches public internet addresses only\.$/,
    );
    expect(plain.hits).toEqual([]);
  });

  it("refuses a public-looking name that resolves to loopback (DNS rebinding)", async () => {
    const fetcher = createHttpFetcher({
      upgradeHttp: false,
      resolve: fakeDns({ "rebind.test": ["127.0.0.1"] }),
    });
    expect(await failure(fetcher(`http://rebind.test:${port()}/`, signal()))).toBe(
      "Refused to connect to rebind.test (127.0.0.1): 127.0.0.1 is a loopback address; WebFetch reaches public internet addresses only.",
    );
  });

  it.each([
    ["http://10.0.0.1/", "10.0.0.1 is a private (RFC 1918) address"],
    ["http://192.168.1.1/", "192.168.1.1 is a private (RFC 1918) address"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is the cloud metadata service address"],
    ["http://[fd00:ec2::254]/latest/meta-data/", "fd00:ec2::254 is the cloud metadata service address"],
    ["http://100.64.0.1/", "100.64.0.1 is a carrier-grade NAT (RFC 6598) address"],
    ["http://[fe80::1]/", "fe80::1 is a link-local address"],
    ["http://[::ffff:10.0.0.1]/", "::ffff:a00:1 stands for 10.0.0.1, which is a private (RFC 1918) address"],
    ["http://012.0.0.1/", "10.0.0.1 is a private (RFC 1918) address"],
    ["http://167772161/", "10.0.0.1 is a private (RFC 1918) address"],
  ])("refuses %s (never connecting off loopback)", async (url, reason) => {
    const verdicts: Verdict[] = [];
    const fetcher = createHttpFetcher({ upgradeHttp: false, checkAddress: recordingStrictCheck(verdicts) });
    expect(await failure(fetcher(url, signal()))).toBe(
      `Refused to fetch ${new URL(url).href}: ${reason}; WebFetch reaches public internet addresses only.`,
    );
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts.every((v) => v.reason !== undefined)).toBe(true);
  });

  it("refuses names that resolve to private addresses, and cloud metadata names", async () => {
    const verdicts: Verdict[] = [];
    const fetcher = createHttpFetcher({
      upgradeHttp: false,
      checkAddress: recordingStrictCheck(verdicts),
      resolve: fakeDns({ "intranet.example.com": ["192.168.1.10", "fd12:3456::1"] }),
    });
    expect(await failure(fetcher("http://intranet.example.com/", signal()))).toBe(
      "Refused to connect to intranet.example.com (192.168.1.10): 192.168.1.10 is a private (RFC 1918) address; WebFetch reaches public internet addresses only.",
    );
    expect(verdicts.map((v) => v.ip)).toEqual(["192.168.1.10", "fd12:3456::1"]);
    expect(await failure(fetcher("http://metadata.google.internal/computeMetadata/v1/", signal()))).toBe(
      "Refused to fetch http://metadata.google.internal/computeMetadata/v1/: metadata.google.internal is a local host name; WebFetch reaches public internet hosts only.",
    );
  });
});

describe("hooks", () => {
  it("judges exactly the addresses it connects to, and drops refused ones", async () => {
    const seen: string[] = [];
    const check: AddressCheck = (ip, family) => {
      seen.push(ip);
      return allowLoopbackSite(ip, family);
    };
    plain.hits.length = 0;
    const fetcher = createHttpFetcher({
      upgradeHttp: false,
      checkAddress: check,
      resolve: fakeDns({ "mixed.test": ["10.0.0.5", "127.0.0.1"] }),
    });
    const page = await fetcher(`http://mixed.test:${String(plain.port)}/data.json`, signal());
    expect(page.status).toBe(200);
    // Once in the lookup for each answer, once more on the connected socket.
    expect(seen).toEqual(["10.0.0.5", "127.0.0.1", "127.0.0.1"]);
    expect(plain.hits).toEqual([{ path: "/data.json", host: `mixed.test:${String(plain.port)}` }]);
  });

  it("asks the URL check about every hop, redirects included", async () => {
    const asked: string[] = [];
    const fetcher = createHttpFetcher({
      upgradeHttp: false,
      checkAddress: allowLoopbackSite,
      checkUrl: (url) => {
        asked.push(url.href);
        return url.pathname === "/page.html" ? "the policy does not allow /page.html" : undefined;
      },
    });
    expect(await failure(fetcher(`${plain.origin}/same-host`, signal()))).toBe(
      `Refused to fetch ${plain.origin}/page.html: the policy does not allow /page.html.`,
    );
    expect(asked).toEqual([`${plain.origin}/same-host`, `${plain.origin}/page.html`]);
  });
});
