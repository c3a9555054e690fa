import { describe, expect, it } from '@jest/globals';
import { isWebUrl } from '../messages/message-links';
import { ADDRESS_A } from '../testing/fixtures';
import { addressTarget, researchLinks } from './research-links';

const evmAddress = '0x6982508145454ce325ddbe47a25d4ec3d2311933';

describe('researchLinks', () => {
  it('builds a social search, a terminal, charts, a bundle checker and chat bots from a Solana address', () => {
    const links = researchLinks({ token_address: ADDRESS_A, chain: 'solana' });
    expect(links.map((link) => link.kind)).toEqual(['social', 'terminal', 'chart', 'chart', 'bundles', 'bot', 'bot']);
    expect(links.map((link) => link.url)).toEqual([
      `https://x.com/search?q=${ADDRESS_A}&f=live`,
      `https://gmgn.ai/sol/token/${ADDRESS_A}`,
      `https://dexscreener.com/solana/${ADDRESS_A}`,
      `https://birdeye.so/token/${ADDRESS_A}?chain=solana`,
      `https://trench.bot/bundles/${ADDRESS_A}`,
      `https://t.me/solana_trojanbot?start=${ADDRESS_A}`,
      `https://t.me/maestro?start=${ADDRESS_A}`,
    ]);
  });

  it('leaves out the Solana-only sites for an EVM token and points the others at Ethereum', () => {
    const links = researchLinks({ token_address: evmAddress, chain: 'evm' });
    expect(links.map((link) => link.label)).toEqual(['Search on X', 'GMGN', 'DexScreener', 'Birdeye']);
    expect(links[2]?.url).toBe(`https://dexscreener.com/ethereum/${evmAddress}`);
  });

  it('only ever links http(s), with the address encoded', () => {
    const links = researchLinks({ token_address: 'a/b?c', chain: 'solana' });
    expect(links.every((link) => isWebUrl(link.url))).toBe(true);
    expect(links[0]?.url).toBe('https://x.com/search?q=a%2Fb%3Fc&f=live');
  });
});

describe('addressTarget', () => {
  it('sends 0x addresses to their history and others to an explorer', () => {
    expect(addressTarget(evmAddress)).toEqual({ external: false, href: `/history/${evmAddress}` });
    expect(addressTarget(ADDRESS_A)).toEqual({ external: true, href: `https://solscan.io/token/${ADDRESS_A}` });
  });
});
