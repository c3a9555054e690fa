import { findAddresses, type Chain } from './address-scan.js';
import { parseHttpUrl } from './message-links.js';

/**
 * What an address in a link (or after a label in the text) stands for. Sites put different
 * things in their URLs: a token page names the mint, DexScreener and Photon's `lp` pages name
 * the trading pair, profile pages name a person's wallet. 'wallet' stands for every account
 * that is certainly not the token (a profile, a 'Dev wallet:' label). 'account' is an explorer's
 * page of any account: mostly a wallet (the dev's, an insider's), but bots link their token's
 * mint there too, so it only speaks against the token, weighed with what else names it.
 * 'lookup' is a Telegram bot's deep link handed an address with nothing around it (see
 * payloadRole): the bot shows whatever it is given, so, like a DexScreener page, it may name the
 * token or its pool.
 */
export type AddressRole = 'mint' | 'pair' | 'lookup' | 'wallet' | 'account' | 'other';

export interface LinkAddress {
  address: string;
  chain: Chain;
  role: AddressRole;
}

interface PathRule {
  hosts: readonly string[];
  /** the first capture group is the path part that holds the address */
  path: RegExp;
  role: AddressRole;
}

const EVM_EXPLORERS = ['etherscan.io', 'bscscan.com', 'basescan.org', 'arbiscan.io', 'polygonscan.com'];

// First matching rule wins, so the wallet pages of a site come before its catch-all.
const PATH_RULES: readonly PathRule[] = [
  { hosts: ['pump.fun'], path: /^\/profile\/([^/]+)/, role: 'wallet' },
  { hosts: ['pump.fun'], path: /^\/(?:advanced\/)?(?:coin\/)?([^/]+)/, role: 'mint' },
  { hosts: ['gmgn.ai'], path: /^\/\w+\/address\/([^/]+)/, role: 'wallet' },
  // gmgn referral links put 'ref_' before the mint; the scan splits it off.
  { hosts: ['gmgn.ai'], path: /^\/\w+\/token\/([^/]+)/, role: 'mint' },
  { hosts: ['birdeye.so'], path: /^\/profile\/([^/]+)/, role: 'wallet' },
  { hosts: ['birdeye.so'], path: /^\/token\/([^/]+)/, role: 'mint' },
  { hosts: ['solscan.io'], path: /^\/account\/([^/]+)/, role: 'account' },
  { hosts: ['solscan.io'], path: /^\/token\/([^/]+)/, role: 'mint' },
  { hosts: ['solscan.io'], path: /^\/tx\/([^/]+)/, role: 'other' },
  { hosts: ['solana.fm', 'explorer.solana.com'], path: /^\/address\/([^/]+)/, role: 'account' },
  { hosts: ['rugcheck.xyz'], path: /^\/tokens\/([^/]+)/, role: 'mint' },
  { hosts: ['geckoterminal.com'], path: /^\/\w+\/pools\/([^/]+)/, role: 'pair' },
  { hosts: ['axiom.trade'], path: /^\/meme\/([^/]+)/, role: 'pair' },
  { hosts: ['photon-sol.tinyastro.io'], path: /^\/(?:\w{2}\/)?lp\/([^/]+)/, role: 'pair' },
  // A DexScreener page may be named by the pair or by the mint; nothing in the URL says which.
  { hosts: ['dexscreener.com'], path: /^\/[\w-]+\/([^/]+)/, role: 'pair' },
  { hosts: ['dextools.io'], path: /\/pair-explorer\/([^/]+)/, role: 'pair' },
  { hosts: ['jup.ag'], path: /^\/(?:swap|tokens)\/([^/]+)/, role: 'mint' },
  // An EVM token is a contract, and explorers show contracts on their address pages too.
  { hosts: EVM_EXPLORERS, path: /^\/address\/([^/]+)/, role: 'account' },
  { hosts: EVM_EXPLORERS, path: /^\/token\/([^/]+)/, role: 'mint' },
  { hosts: ['debank.com'], path: /^\/profile\/([^/]+)/, role: 'wallet' },
];

// Query parameters that carry the token: trading terminals (`?address=`), swap pages
// (`?outputMint=`).
const TOKEN_PARAMS = new Set([
  'address',
  'token',
  'tokenaddress',
  'token_address',
  'mint',
  'ca',
  'contract',
  'outputmint',
  'outputcurrency',
]);

/** The host itself or a subdomain of it ('www.dextools.io', 'solana.jup.ag'). */
function hostMatches(hostname: string, host: string): boolean {
  return hostname.endsWith(host) && (hostname.length === host.length || hostname[hostname.length - host.length - 1] === '.');
}

// The rules by host, so a link only tries its own site's rules, in their order.
const RULES_BY_HOST = new Map<string, PathRule[]>();
for (const rule of PATH_RULES) {
  for (const host of rule.hosts) RULES_BY_HOST.set(host, [...(RULES_BY_HOST.get(host) ?? []), rule]);
}

function rulesFor(hostname: string): readonly PathRule[] {
  const exact = RULES_BY_HOST.get(hostname);
  if (exact) return exact;
  // Most links are of a few sites without rules (t.me, x.com): the walk over every ruled host is
  // made once per host name, not once per link.
  let rules = RULES_OF_OTHER_HOSTS.get(hostname);
  if (rules === undefined) {
    if (RULES_OF_OTHER_HOSTS.size >= OTHER_HOSTS_KEPT) RULES_OF_OTHER_HOSTS.clear();
    rules = subdomainRules(hostname);
    RULES_OF_OTHER_HOSTS.set(hostname, rules);
  }
  return rules;
}

const RULES_OF_OTHER_HOSTS = new Map<string, readonly PathRule[]>();
const OTHER_HOSTS_KEPT = 1_000;

function subdomainRules(hostname: string): readonly PathRule[] {
  for (const [host, rules] of RULES_BY_HOST) if (hostMatches(hostname, host)) return rules;
  return [];
}

function pathAddresses(url: URL): LinkAddress[] {
  const { pathname } = url;
  let part = pathname;
  let role: AddressRole = 'other';
  for (const rule of rulesFor(url.hostname)) {
    const match = rule.path.exec(pathname);
    if (match) {
      part = match[1] ?? '';
      role = rule.role;
      break;
    }
  }
  return findAddresses(part).map(({ address, chain }) => ({ address, chain, role }));
}

// Telegram bot deep links: what the bot is handed (`?start=price_<mint>`, a mini app's `?startapp=`).
const PAYLOAD_PARAMS = new Set(['start', 'startapp']);
// A supergroup's or channel's id ('-1001976645587'): the payload is about a post in that chat.
const CHAT_ID = /(?:^|_)-100\d{6,}(?:_|$)/;

/**
 * What a deep link's payload says of the address in it. With the bot's words around it, it is a
 * command on a token (`price_<mint>`, `ref_<who>_ca_<mint>`, `<mint>-<referrer>`): the mint,
 * in nearly every payload of the training corpus (the rest are Phanes' `pfdev_<dev wallet>`). The
 * address alone is a look-up, and a scanner is handed the pair as often as the token (Rick's
 * `?start=<pair>` once the token trades: 89 of 141 such payloads in messages about a token name
 * something else); so is a share of a chat's post (Rick's `flex_<chat>_<pair>`, 60 of 62).
 */
function payloadRole(value: string, address: string): AddressRole {
  return value === address || CHAT_ID.test(value) ? 'lookup' : 'mint';
}

function paramRole(name: string, value: string, address: string): AddressRole {
  const lower = name.toLowerCase();
  if (TOKEN_PARAMS.has(lower)) return 'mint';
  return PAYLOAD_PARAMS.has(lower) ? payloadRole(value, address) : 'other';
}

function queryAddresses(url: URL): LinkAddress[] {
  // Most links have no query at all, and an address takes 32 characters at least.
  if (url.search.length < 32) return [];
  return [...url.searchParams].flatMap(([name, value]) =>
    findAddresses(value).map(({ address, chain }): LinkAddress => ({ address, chain, role: paramRole(name, value, address) })),
  );
}

/** The addresses a link names, each with what the link says it is. */
export function addressesInLink(link: string): LinkAddress[] {
  const url = parseHttpUrl(link);
  return url ? addressesInUrl(url) : [];
}

/** addressesInLink for a link already parsed (an http(s) URL). */
export function addressesInUrl(url: URL): LinkAddress[] {
  const inPath = pathAddresses(url);
  const inQuery = queryAddresses(url);
  return inQuery.length === 0 ? inPath : [...inPath, ...inQuery];
}
