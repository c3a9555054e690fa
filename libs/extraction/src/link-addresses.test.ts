import { describe, expect, it } from '@jest/globals';
import { addressesInLink } from './link-addresses.js';

const A = '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz';
const EVM = '0xbb79470e87b3a3a55bd2ac6b63d7d07442896c12';

describe('addressesInLink', () => {
  it.each([
    [`https://pump.fun/coin/${A}`, 'mint'],
    [`https://pump.fun/profile/${A}`, 'wallet'],
    [`https://gmgn.ai/sol/token/${A}`, 'mint'],
    [`https://gmgn.ai/sol/address/${A}`, 'wallet'],
    [`https://birdeye.so/token/${A}?chain=solana`, 'mint'],
    [`https://birdeye.so/profile/${A}`, 'wallet'],
    [`https://solscan.io/token/${A}`, 'mint'],
    [`https://solscan.io/account/${A}`, 'account'],
    [`https://solana.fm/address/${A}`, 'account'],
    [`https://explorer.solana.com/address/${A}`, 'account'],
    [`https://rugcheck.xyz/tokens/${A}`, 'mint'],
    [`https://www.geckoterminal.com/solana/pools/${A}`, 'pair'],
    [`https://axiom.trade/meme/${A}`, 'pair'],
    [`https://photon-sol.tinyastro.io/en/lp/${A}`, 'pair'],
    [`https://photon-sol.tinyastro.io/en/lp/${A}?handle=abc`, 'pair'],
    [`https://dexscreener.com/solana/${A}`, 'pair'],
    [`https://www.dextools.io/app/en/solana/pair-explorer/${A}`, 'pair'],
    [`https://neo.bullx.io/terminal?chainId=1399811149&address=${A}`, 'mint'],
    [`https://t.me/some_bot?start=price_${A}`, 'mint'],
    [`https://t.me/some_bot?start=r-ref42-${A}`, 'mint'],
    [`https://t.me/some_bot/app?startapp=${A}_solana`, 'mint'],
    [`https://t.me/some_bot?start=${A}`, 'lookup'],
    [`https://t.me/RickBurpBot?start=flex_-1001976645587_${A}`, 'lookup'],
    [`https://example.com/whatever/${A}`, 'other'],
    [`https://example.com/?q=${A}`, 'other'],
  ])('reads %s as %s', (link, role) => {
    expect(addressesInLink(link)).toEqual([{ address: A, chain: 'solana', role }]);
  });

  it('reads EVM explorer token and account pages', () => {
    expect(addressesInLink(`https://etherscan.io/token/${EVM}`)).toEqual([{ address: EVM, chain: 'evm', role: 'mint' }]);
    expect(addressesInLink(`https://bscscan.com/address/${EVM}`)).toEqual([{ address: EVM, chain: 'evm', role: 'account' }]);
  });

  it('gives nothing for links without an address or that are not URLs', () => {
    expect(addressesInLink('https://x.com/goblincat')).toEqual([]);
    expect(addressesInLink('pump.fun')).toEqual([]);
  });
});
