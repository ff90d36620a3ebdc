// The address check at connect time. Node calls a request's `lookup` to turn the host name into the
// addresses it then connects to, so checking here judges exactly the IP that is connected to: a name
// that resolves to a public address for a policy check and to 127.0.0.1 a moment later (DNS
// rebinding) cannot slip past. Addresses that fail the check are dropped; when none is left the
// connection fails with the reason.
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import type { AddressCheck } from "../../policy/index";
import { WebFetchError } from "./errors";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution; the system resolver by default, injectable so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, order: "verbatim" });

const familyOf = (family: number | string | undefined): 0 | 4 | 6 =>
  family === 4 || family === "IPv4" ? 4 : family === 6 || family === "IPv6" ? 6 : 0;

export function guardedLookup(resolve: Resolver, checkAddress: AddressCheck): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = familyOf(options.family);
    resolve(hostname).then(
      (addresses) => {
        const allowed: { address: string; family: 4 | 6 }[] = [];
        let denial: string | undefined;
        for (const { address, family: raw } of addresses) {
          const family = familyOf(raw);
          if (family === 0 || (wanted !== 0 && family !== wanted)) continue;
          const reason = checkAddress(address, family);
          if (reason === undefined) allowed.push({ address, family });
          else denial ??= `Refused to connect to ${hostname} (${address}): ${reason}.`;
        }
        const first = allowed[0];
        if (first === undefined) {
          const error = new WebFetchError(denial ?? `${hostname} has no usable address.`);
          callback(error, "");
        } else if (options.all === true) callback(null, allowed);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}
