import type { Token } from '@solana-hub/contracts';
import { paths } from '../app/paths';

/** What an outbound research link is for; the screen picks an icon per kind. */
export type ResearchLinkKind = 'social' | 'terminal' | 'chart' | 'bundles' | 'bot';

export interface ResearchLink {
  kind: ResearchLinkKind;
  label: string;
  url: string;
}

type Chain = Token['chain'];

interface LinkSite {
  kind: ResearchLinkKind;
  label: string;
  /** The page for a token on a chain; null where the site does not cover that chain. */
  url: (address: string, chain: Chain) => string | null;
}

const solanaOnly = (build: (address: string) => string) => (address: string, chain: Chain) =>
  chain === 'solana' ? build(address) : null;

// The research trail a trader follows for a new token (spec section 2): who talks about it, where
// to trade it, its chart, whether its supply was bundled, and the trading bots that buy it.
const sites: readonly LinkSite[] = [
  { kind: 'social', label: 'Search on X', url: (address) => `https://x.com/search?q=${address}&f=live` },
  {
    kind: 'terminal',
    label: 'GMGN',
    url: (address, chain) => `https://gmgn.ai/${chain === 'solana' ? 'sol' : 'eth'}/token/${address}`,
  },
  {
    kind: 'chart',
    label: 'DexScreener',
    url: (address, chain) => `https://dexscreener.com/${chain === 'solana' ? 'solana' : 'ethereum'}/${address}`,
  },
  {
    kind: 'chart',
    label: 'Birdeye',
    url: (address, chain) => `https://birdeye.so/token/${address}?chain=${chain === 'solana' ? 'solana' : 'ethereum'}`,
  },
  { kind: 'bundles', label: 'TrenchBot bundles', url: solanaOnly((address) => `https://trench.bot/bundles/${address}`) },
  { kind: 'bot', label: 'Trojan bot', url: solanaOnly((address) => `https://t.me/solana_trojanbot?start=${address}`) },
  { kind: 'bot', label: 'Maestro bot', url: solanaOnly((address) => `https://t.me/maestro?start=${address}`) },
];

/** The outbound research links of a token, built from its address. */
export function researchLinks(token: Pick<Token, 'token_address' | 'chain'>): ResearchLink[] {
  const address = encodeURIComponent(token.token_address);
  return sites.flatMap((site) => {
    const url = site.url(address, token.chain);
    return url === null ? [] : [{ kind: site.kind, label: site.label, url }];
  });
}

/** Where an address on a mobile card leads: 0x tokens to their history, others to an explorer. */
export function addressTarget(address: string): { external: boolean; href: string } {
  if (address.startsWith('0x')) return { external: false, href: paths.history(address) };
  return { external: true, href: `https://solscan.io/token/${encodeURIComponent(address)}` };
}
