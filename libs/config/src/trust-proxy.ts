import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Fastify's `trustProxy`: which peers' X-Forwarded-For (and -Proto, -Host) is believed.
 * false: none (the socket's address is the client's). A hop count: that many proxies in front,
 * whatever their address. A list: the proxies' addresses, CIDRs, or proxy-addr's names
 * `loopback`, `linklocal` and `uniquelocal`.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names of address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const ON_REFUSED =
  "'on' trusts every hop, so any client could forge X-Forwarded-For (and a new address per login attempt escapes the rate limit): " +
  'write the number of proxies in front of the gateway (e.g. 1), or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr refuses /0 (every address, which is 'on' again).
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Counting hops trusts the nearest `hops` peers whatever their address. Fastify takes a plain
 * number as "trust none" (a count cannot tell a proxy from a client that reached the gateway
 * directly), so the count is handed over as this function, proxy-addr's own form of it.
 */
function trustHops(hops: number): TrustProxy {
  return (_address, hop) => hop < hops;
}

const LIST_EXPECTED = "'off', a hop count (1) or the proxies' addresses and CIDRs (10.0.0.0/8,127.0.0.1)";

/**
 * TRUST_PROXY: `off` (default), a hop count `1`..`10`, or a comma-separated list of addresses
 * and CIDRs. `on` is refused with what to write instead.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'off') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= MAX_HOPS) return trustHops(hops);
      context.addIssue({ code: 'custom', message: `a hop count is 1 to ${MAX_HOPS} ('off' trusts none)` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: value === 'on' ? ON_REFUSED : LIST_EXPECTED });
    return z.NEVER;
  });
