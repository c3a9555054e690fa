import { describe, expect, it } from '@jest/globals';
import { isWebUrl } from '../messages/message-links';
import { ADDRESS_A } from '../testing/fixtures';
import { DEFAULT_LINK_SITES, LINK_SITES, linkedTokenOf, parseLinkSites, researchLinks, toggleLinkSite } from './research-links';

const evmAddress = '0x6982508145454ce325ddbe47a25d4ec3d2311933';
const pumpAddress = '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump';

describe('researchLinks', () => {
  it("points every site at a pump.fun token's public page", () => {
    const links = researchLinks(linkedTokenOf(pumpAddress), LINK_SITES);
    expect(Object.fromEntries(links.map((link) => [link.label, link.url]))).toEqual({
      DexScreener: `https://dexscreener.com/solana/${pumpAddress}`,
      'pump.fun': `https://pump.fun/coin/${pumpAddress}`,
      Solscan: `https://solscan.io/token/${pumpAddress}`,
      Photon: `https://photon-sol.tinyastro.io/en/lp/${pumpAddress}`,
      Axiom: `https://axiom.trade/t/${pumpAddress}`,
      BullX: `https://neo.bullx.io/terminal?chainId=1399811149&address=${pumpAddress}`,
      GMGN: `https://gmgn.ai/sol/token/${pumpAddress}`,
      RugCheck: `https://rugcheck.xyz/tokens/${pumpAddress}`,
      Birdeye: `https://birdeye.so/token/${pumpAddress}?chain=solana`,
      TrenchBot: `https://trench.bot/bundles/${pumpAddress}`,
      X: `https://x.com/search?q=${pumpAddress}&f=live`,
    });
  });

  it('shows only the chosen sites, in the bar’s order, and pump.fun only for its launches', () => {
    const links = researchLinks(linkedTokenOf(ADDRESS_A), ['x', 'pumpfun', 'dexscreener']);
    expect(links.map((link) => link.site)).toEqual(['dexscreener', 'x']);
  });

  it('leaves out the Solana-only sites for an EVM token and points the others at Ethereum', () => {
    const links = researchLinks(linkedTokenOf(evmAddress), LINK_SITES);
    expect(links.map((link) => link.label)).toEqual(['DexScreener', 'GMGN', 'Birdeye', 'X']);
    expect(links[0]?.url).toBe(`https://dexscreener.com/ethereum/${evmAddress}`);
  });

  it('only ever links http(s), with the address encoded', () => {
    const links = researchLinks({ address: 'a/b?c', evm: false, pumpfun: true }, LINK_SITES);
    expect(links.every((link) => isWebUrl(link.url) && link.url.includes('a%2Fb%3Fc'))).toBe(true);
  });
});

describe('the chosen sites', () => {
  it('are the default until a choice is stored, and an empty choice stays empty', () => {
    expect(parseLinkSites(null)).toEqual(DEFAULT_LINK_SITES);
    expect(parseLinkSites('')).toEqual([]);
  });

  it('read back what was stored, dropping names no longer offered', () => {
    expect(parseLinkSites(String(['solscan', 'maestro', 'bullx']))).toEqual(['solscan', 'bullx']);
  });

  it('switch one site on or off', () => {
    expect(toggleLinkSite(['x', 'solscan'], 'x')).toEqual(['solscan']);
    expect(toggleLinkSite(['solscan'], 'bullx')).toEqual(['solscan', 'bullx']);
  });
});
