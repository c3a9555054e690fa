import type { Token } from '@solana-hub/contracts';
import { paths } from '../app/paths';

/** What an outbound research link is for. */
export type ResearchLinkKind = 'social' | 'terminal' | 'chart' | 'bundles' | 'bot';

/** The sites linked; the screen picks an icon per site. */
export type ResearchSite = 'x' | 'gmgn' | 'dexscreener' | 'birdeye' | 'trenchbot' | 'trojan' | 'maestro';

export interface ResearchLink {
  site: ResearchSite;
  kind: ResearchLinkKind;
  label: string;
  url: string;
}

type Chain = Token['chain'];

interface LinkSite {
  site: ResearchSite;
  kind: ResearchLinkKind;
  label: string;
  /** The page for a token on a chain; null where the site does not cover that chain. */
  url: (address: string, chain: Chain) => string | null;
}

const solanaOnly = (build: (address: string) => string) => (address: string, chain: Chain) => (chain === 'solana' ? build(address) : null);

// The research trail a trader follows for a new token: who talks about it, where
// to trade it, its chart, whether its supply was bundled, and the trading bots that buy it.
const sites: readonly LinkSite[] = [
  { site: 'x', kind: 'social', label: 'Search on X', url: (address) => `https://x.com/search?q=${address}&f=live` },
  {
    site: 'gmgn',
    kind: 'terminal',
    label: 'GMGN',
    url: (address, chain) => `https://gmgn.ai/${chain === 'solana' ? 'sol' : 'eth'}/token/${address}`,
  },
  {
    site: 'dexscreener',
    kind: 'chart',
    label: 'DexScreener',
    url: (address, chain) => `https://dexscreener.com/${chain === 'solana' ? 'solana' : 'ethereum'}/${address}`,
  },
  {
    site: 'birdeye',
    kind: 'chart',
    label: 'Birdeye',
    url: (address, chain) => `https://birdeye.so/token/${address}?chain=${chain === 'solana' ? 'solana' : 'ethereum'}`,
  },
  { site: 'trenchbot', kind: 'bundles', label: 'TrenchBot bundles', url: solanaOnly((address) => `https://trench.bot/bundles/${address}`) },
  { site: 'trojan', kind: 'bot', label: 'Trojan bot', url: solanaOnly((address) => `https://t.me/solana_trojanbot?start=${address}`) },
  { site: 'maestro', kind: 'bot', label: 'Maestro bot', url: solanaOnly((address) => `https://t.me/maestro?start=${address}`) },
];

/** The outbound research links of a token, built from its address. */
export function researchLinks(token: Pick<Token, 'token_address' | 'chain'>): ResearchLink[] {
  const address = encodeURIComponent(token.token_address);
  return sites.flatMap((site) => {
    const url = site.url(address, token.chain);
    return url === null ? [] : [{ site: site.site, kind: site.kind, label: site.label, url }];
  });
}

/** Where an address on a mobile card leads: 0x tokens to their history, others to an explorer. */
export function addressTarget(address: string): { external: boolean; href: string } {
  if (address.startsWith('0x')) return { external: false, href: paths.history(address) };
  return { external: true, href: `https://solscan.io/token/${encodeURIComponent(address)}` };
}
