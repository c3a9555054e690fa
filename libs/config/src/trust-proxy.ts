import { isIP } from 'node:net';
import { z } from 'zod';
import { isLoopback } from './listen-address.js';

/**
 * Fastify's `trustProxy`: which peers' X-Forwarded-For (and -Proto, -Host) is believed.
 * false: none (the socket's address is the client's). A list: the proxies' addresses, CIDRs, or
 * proxy-addr's names `loopback`, `linklocal` and `uniquelocal`. A hop count (the function): that
 * many proxies in front, whatever their address.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names of address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const ON_REFUSED =
  "'on' trusts every hop, so any client could forge X-Forwarded-For (and a new address per login attempt escapes the rate limit): " +
  "write the proxies' addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)";

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

const LIST_EXPECTED = "'off', the proxies' addresses and CIDRs (10.0.0.0/8,127.0.0.1), or a hop count (1) with HOST on loopback";

/**
 * TRUST_PROXY: `off` (default), a comma-separated list of addresses and CIDRs, or a hop count
 * `1`..`10` (see trustProxyProblem). `on` is refused with what to write instead.
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

/**
 * Why TRUST_PROXY cannot be used with HOST, or null. A hop count believes whoever connects: on
 * loopback that is a process of this machine (a proxy on it), so the count is kept there; on any
 * other address a client that reaches the port directly writes its own X-Forwarded-For, a new
 * address per login attempt, and is never rate limited. The proxies' addresses always work instead.
 */
export function trustProxyProblem(trust: TrustProxy, host: string): string | null {
  if (typeof trust !== 'function' || isLoopback(host)) return null;
  return (
    `TRUST_PROXY: a hop count believes whoever connects, and with HOST=${host} a client that reaches the port directly ` +
    "forges its address: write the proxies' addresses or CIDRs (e.g. 172.16.0.0/12, 10.0.0.0/8, or uniquelocal for every private network)"
  );
}
