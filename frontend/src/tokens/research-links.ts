/** The sites the links bar can show, in the order it shows them. */
export const LINK_SITES = [
  'dexscreener',
  'pumpfun',
  'solscan',
  'photon',
  'axiom',
  'bullx',
  'gmgn',
  'rugcheck',
  'birdeye',
  'trenchbot',
  'x',
] as const;
export type LinkSite = (typeof LINK_SITES)[number];

/** What a trader opens first on a new Solana token: its chart, its launch, the explorer, two terminals, the rug check, who talks about it. */
export const DEFAULT_LINK_SITES: readonly LinkSite[] = ['dexscreener', 'pumpfun', 'solscan', 'photon', 'axiom', 'rugcheck', 'x'];

export interface ResearchLink {
  site: LinkSite;
  label: string;
  url: string;
}

/** The token a links bar is for: its address, whether it is on an EVM chain, whether pump.fun launched it. */
export interface LinkedToken {
  address: string;
  evm: boolean;
  pumpfun: boolean;
}

interface SiteUrls {
  label: string;
  /** The token's page on a Solana token, and on an EVM one where the site has one. */
  solana: (address: string) => string;
  evm?: (address: string) => string;
  /** Only for tokens pump.fun launched. */
  pumpfunOnly?: boolean;
}

// Each site's public token page (what its own search lands on).
const sites: Readonly<Record<LinkSite, SiteUrls>> = {
  dexscreener: {
    label: 'DexScreener',
    solana: (a) => `https://dexscreener.com/solana/${a}`,
    evm: (a) => `https://dexscreener.com/ethereum/${a}`,
  },
  pumpfun: { label: 'pump.fun', solana: (a) => `https://pump.fun/coin/${a}`, pumpfunOnly: true },
  solscan: { label: 'Solscan', solana: (a) => `https://solscan.io/token/${a}` },
  photon: { label: 'Photon', solana: (a) => `https://photon-sol.tinyastro.io/en/lp/${a}` },
  axiom: { label: 'Axiom', solana: (a) => `https://axiom.trade/t/${a}` },
  bullx: { label: 'BullX', solana: (a) => `https://neo.bullx.io/terminal?chainId=1399811149&address=${a}` },
  gmgn: { label: 'GMGN', solana: (a) => `https://gmgn.ai/sol/token/${a}`, evm: (a) => `https://gmgn.ai/eth/token/${a}` },
  rugcheck: { label: 'RugCheck', solana: (a) => `https://rugcheck.xyz/tokens/${a}` },
  birdeye: {
    label: 'Birdeye',
    solana: (a) => `https://birdeye.so/token/${a}?chain=solana`,
    evm: (a) => `https://birdeye.so/token/${a}?chain=ethereum`,
  },
  trenchbot: { label: 'TrenchBot', solana: (a) => `https://trench.bot/bundles/${a}` },
  x: { label: 'X', solana: (a) => `https://x.com/search?q=${a}&f=live`, evm: (a) => `https://x.com/search?q=${a}&f=live` },
};

export const linkSiteLabel = (site: LinkSite): string => sites[site].label;

/** The chosen sites' links for a token, leaving out those that do not cover it (pump.fun for other launches, Solana-only sites for 0x tokens). */
export function researchLinks(token: LinkedToken, shown: readonly LinkSite[]): ResearchLink[] {
  const address = encodeURIComponent(token.address);
  return LINK_SITES.filter((site) => shown.includes(site)).flatMap((site) => {
    const { label, solana, evm, pumpfunOnly } = sites[site];
    if (pumpfunOnly && !token.pumpfun) return [];
    const url = token.evm ? evm?.(address) : solana(address);
    return url === undefined ? [] : [{ site, label, url }];
  });
}

/** A token known only by its address (history, analysis): 0x is EVM, an address pump.fun minted ends in 'pump'. */
export function linkedTokenOf(address: string): LinkedToken {
  return { address, evm: address.startsWith('0x'), pumpfun: address.endsWith('pump') };
}

/** The stored choice of sites ('dexscreener,solscan'); the default when nothing is stored. Unknown names are dropped. */
export function parseLinkSites(stored: string | null): readonly LinkSite[] {
  if (stored === null) return DEFAULT_LINK_SITES;
  return stored.split(',').filter((name): name is LinkSite => (LINK_SITES as readonly string[]).includes(name));
}

/** The choice with one site switched on or off. */
export function toggleLinkSite(shown: readonly LinkSite[], site: LinkSite): LinkSite[] {
  return shown.includes(site) ? shown.filter((chosen) => chosen !== site) : [...shown, site];
}
