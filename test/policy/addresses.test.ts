import { describe, expect, it } from "vitest";
import { embeddedIpv4, ipLiteralOf, strictCheckAddress } from "../../src/policy/addresses";

describe("ipLiteralOf", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1", 4],
    ["2130706433", "127.0.0.1", 4],
    ["0x7f000001", "127.0.0.1", 4],
    ["0x7f.0.0.1", "127.0.0.1", 4],
    ["0177.0.0.1", "127.0.0.1", 4],
    ["127.1", "127.0.0.1", 4],
    ["127.0.0.1.", "127.0.0.1", 4],
    ["%31%32%37.0.0.1", "127.0.0.1", 4],
    ["[::1]", "::1", 6],
    ["::1", "::1", 6],
    ["[0:0:0:0:0:0:0:1]", "::1", 6],
    ["::ffff:127.0.0.1", "::ffff:7f00:1", 6],
    ["[::ffff:7f00:1]", "::ffff:7f00:1", 6],
    ["fe80::1%eth0", "fe80::1", 6],
  ])("%s is the IP literal %s", (host, ip, family) => {
    expect(ipLiteralOf(host)).toEqual({ ip, family });
  });

  it.each(["example.com", "localhost", "0x7f000001.nip.io", "1.2.3.4.example", "", "[not-ip]"])(
    "%j is a name, not an IP literal",
    (host) => {
      expect(ipLiteralOf(host)).toBeUndefined();
    },
  );
});

describe("embeddedIpv4", () => {
  it.each([
    ["::ffff:7f00:1", "127.0.0.1"],
    ["::ffff:0:a00:1", "10.0.0.1"],
    ["::7f00:1", "127.0.0.1"],
    ["64:ff9b::a9fe:a9fe", "169.254.169.254"],
    ["2002:c0a8:101::1", "192.168.1.1"],
    ["::1", undefined],
    ["::", undefined],
    ["2606:4700:4700::1111", undefined],
  ])("%s carries %s", (ip, inner) => {
    expect(embeddedIpv4(ip)).toBe(inner);
  });
});

describe("strictCheckAddress", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1 is a loopback address"],
    ["127.255.255.254", "127.255.255.254 is a loopback address"],
    ["2130706433", "127.0.0.1 is a loopback address"],
    ["0x7f000001", "127.0.0.1 is a loopback address"],
    ["0.0.0.0", '0.0.0.0 is an unspecified ("this network") address'],
    ["10.1.2.3", "10.1.2.3 is a private (RFC 1918) address"],
    ["172.16.0.1", "172.16.0.1 is a private (RFC 1918) address"],
    ["172.31.255.255", "172.31.255.255 is a private (RFC 1918) address"],
    ["192.168.0.1", "192.168.0.1 is a private (RFC 1918) address"],
    ["100.64.0.1", "100.64.0.1 is a carrier-grade NAT (RFC 6598) address"],
    ["169.254.1.1", "169.254.1.1 is a link-local address"],
    ["169.254.169.254", "169.254.169.254 is the cloud metadata service address"],
    ["100.100.100.200", "100.100.100.200 is the cloud metadata service address"],
    ["224.0.0.251", "224.0.0.251 is a multicast address"],
    ["255.255.255.255", "255.255.255.255 is a reserved or broadcast address"],
    ["192.0.2.10", "192.0.2.10 is a documentation address"],
    ["::", ":: is the unspecified address"],
    ["::1", "::1 is the loopback address"],
    ["fc00::1", "fc00::1 is a unique-local (RFC 4193) address"],
    ["fd12:3456::1", "fd12:3456::1 is a unique-local (RFC 4193) address"],
    ["fd00:ec2::254", "fd00:ec2::254 is the cloud metadata service address"],
    ["fe80::1", "fe80::1 is a link-local address"],
    ["ff02::1", "ff02::1 is a multicast address"],
    ["::ffff:127.0.0.1", "::ffff:7f00:1 stands for 127.0.0.1, which is a loopback address"],
    [
      "::ffff:169.254.169.254",
      "::ffff:a9fe:a9fe stands for 169.254.169.254, which is the cloud metadata service address",
    ],
    ["64:ff9b::10.0.0.1", "64:ff9b::a00:1 stands for 10.0.0.1, which is a private (RFC 1918) address"],
    ["2002:7f00:1::", "2002:7f00:1:: stands for 127.0.0.1, which is a loopback address"],
    ["2001:0:4136:e378::1", "2001:0:4136:e378::1 is a Teredo tunnel address"],
  ])("denies %s", (ip, reason) => {
    expect(strictCheckAddress(ip, ip.includes(":") ? 6 : 4)).toBe(
      `${reason}; WebFetch reaches public internet addresses only`,
    );
  });

  it.each([
    "93.184.215.14",
    "140.82.112.3",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
  ])("allows the public address %s", (ip) => {
    expect(strictCheckAddress(ip, ip.includes(":") ? 6 : 4)).toBeUndefined();
  });

  it("fails closed on something that is not an IP address", () => {
    expect(strictCheckAddress("example.com", 4)).toBe("example.com is not an IP address");
  });
});
