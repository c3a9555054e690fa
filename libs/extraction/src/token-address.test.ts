import { describe, expect, it } from '@jest/globals';
import { NOT_TOKEN_ADDRESSES } from './not-token-addresses.js';
import { isEvmAddress, isSolanaAddress } from './solana-address.js';
import { addressesInLink } from './link-addresses.js';
import { collectUrls } from './message-links.js';
import { addressesIn, findTokenAddress } from './token-address.js';

const PUMP_MINT = '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump';
const MINT = '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz';
const PAIR = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';
const WALLET = '4cvbYfzg6WRMquCSTaZeNthBH8vq8aD9EBvH2kpEQMC2';
const OTHER = 'AQ1LBJra4L2auDjqnoDedBMPj8YWjNbK5vDtqC4M5Bxh';
const EVM_TOKEN = '0xbb79470e87b3a3a55bd2ac6b63d7d07442896c12';
const EVM_WALLET = '0xdc68cf4cb80284f9a355c406e3350886efd2dc13';

const solana = (address: string) => ({ address, chain: 'solana' });

describe('findTokenAddress in the text', () => {
  it.each([
    ['plain', `CA: ${MINT}`],
    ['in backticks', `Contract: \`${MINT}\``],
    ['in <code>', `CA: <code>${MINT}</code>`],
    ['in bold markdown', `**${MINT}**`],
    ['with invisible marks around it', `CA:\u200E ${MINT}\u200B`],
    ['at the end of a sentence', `Aping this one: ${MINT}.`],
  ])('finds an address %s', (_form, text) => {
    expect(findTokenAddress(text, [])).toEqual(solana(MINT));
  });

  it('takes nothing when there is no address', () => {
    expect(findTokenAddress('🚨 NEW ALERT 🚨\nMC: $24K', [])).toBeNull();
  });

  it('does not take base58-looking words', () => {
    expect(findTokenAddress('hahahahahahahahahahahahahahahahaha so funny', [])).toBeNull();
  });

  it.each([
    ['three dots after', `CA: ${PUMP_MINT.slice(0, 43)}...`],
    ['an ellipsis after', `CA: ${PUMP_MINT.slice(0, 43)}…`],
    ['an ellipsis before', `CA: …${PUMP_MINT.slice(1)}`],
    ['shortened in the middle', `CA: ${PUMP_MINT.slice(0, 6)}…${PUMP_MINT.slice(-4)}`],
  ])('does not take an address cut short with %s', (_how, text) => {
    expect(findTokenAddress(text, [])).toBeNull();
  });

  it('does not take part of a transaction signature', () => {
    const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect(findTokenAddress(`Tx: ${signature}`, [])).toBeNull();
  });

  it('prefers an address ending in pump over another bare address', () => {
    expect(findTokenAddress(`${OTHER}\n${PUMP_MINT}`, [])).toEqual(solana(PUMP_MINT));
  });

  it('prefers a labelled contract over a bare address seen earlier', () => {
    expect(findTokenAddress(`Top buy by ${OTHER}\nCA: ${MINT}`, [])).toEqual(solana(MINT));
  });

  it.each([
    ['Wallet', `👛 Wallet: ${WALLET}\nCA: ${MINT}`],
    ['Dev wallet', `Dev wallet: ${WALLET}\n${MINT}`],
    ['Deployer', `Deployer ${WALLET} | Token ${MINT}`],
    ['Mint authority', `Mint authority: ${WALLET}\nCA: ${MINT}`],
    ['Bonding curve', `Bonding curve: ${WALLET}\nCA: ${MINT}`],
    ['Wallet address', `Wallet address: ${WALLET}\nToken address: ${MINT}`],
  ])('does not take an address labelled %s', (_label, text) => {
    expect(findTokenAddress(text, [])).toEqual(solana(MINT));
  });

  it('does not take a wallet that is the only address', () => {
    expect(findTokenAddress(`👛 Wallet: ${WALLET}`, [])).toBeNull();
  });

  it('takes a mint over an address labelled as the pair', () => {
    expect(findTokenAddress(`Pair: ${PAIR}\nMint: ${MINT}`, [])).toEqual(solana(MINT));
  });

  it('does not take pump.fun program, authority or other well-known program addresses', () => {
    const text = [
      'Program: 6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P',
      'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM',
      '39azUYFWPz3VHgKCf3VChUwbpURdCHRxjWVowf5jUJjg Ce6TQqeHC9p8KetsN6JsjHK7UTZk7nasjjnr7XxXp9F1',
      '11111111111111111111111111111111 TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'So11111111111111111111111111111111111111112',
    ].join('\n');
    expect(findTokenAddress(text, [])).toBeNull();
    expect(findTokenAddress(`${text}\n${MINT}`, [])).toEqual(solana(MINT));
  });

  it('lists only real 32-byte addresses and lower-case EVM addresses as not-the-token', () => {
    for (const address of NOT_TOKEN_ADDRESSES) {
      expect(isSolanaAddress(address) || (isEvmAddress(address) && address === address.toLowerCase())).toBe(true);
    }
  });
});

describe('findTokenAddress in links', () => {
  it.each([
    ['pump.fun coin page', `https://pump.fun/coin/${PUMP_MINT}`],
    ['pump.fun short page', `https://pump.fun/${PUMP_MINT}`],
    ['gmgn token page', `https://gmgn.ai/sol/token/${MINT}`],
    ['gmgn referral token page', `https://gmgn.ai/sol/token/Xy12ab_${MINT}`],
    ['bullx terminal', `https://neo.bullx.io/terminal?chainId=1399811149&address=${MINT}`],
    ['photon token query', `https://photon-sol.tinyastro.io/en/r/@sniper?tokenAddress=${MINT}`],
    ['birdeye token page', `https://birdeye.so/token/${MINT}?chain=solana`],
    ['solscan token page', `https://solscan.io/token/${MINT}`],
    ['dexscreener page of a pump.fun mint', `https://dexscreener.com/solana/${PUMP_MINT}`],
    ['bot start parameter with a prefix', `https://t.me/jokel_price_bot?start=price_${MINT}`],
    ['bot start parameter alone', `https://t.me/some_trading_bot?start=${PUMP_MINT}`],
    ['jupiter swap page', `https://jup.ag/swap/SOL-${MINT}`],
  ])('finds the address only in a %s link', (_site, link) => {
    const address = link.includes(PUMP_MINT) ? PUMP_MINT : MINT;
    expect(findTokenAddress('🚨 NEW ALERT 🚨\n🔗 Buy here', [link])).toEqual(solana(address));
  });

  it('reads links written in the text: markdown, Telegram HTML and without a scheme', () => {
    expect(findTokenAddress(`[Chart](https://dexscreener.com/solana/${PUMP_MINT})`, [])).toEqual(solana(PUMP_MINT));
    expect(findTokenAddress(`<a href="https://pump.fun/coin/${PUMP_MINT}">pump.fun</a>`, [])).toEqual(solana(PUMP_MINT));
    expect(findTokenAddress(`Buy: pump.fun/coin/${PUMP_MINT}`, [])).toEqual(solana(PUMP_MINT));
  });

  it('does not take a wallet from a solscan account link, nor the same wallet in the text', () => {
    const text = `Dev: ${WALLET}\nHolder ranks inside`;
    expect(findTokenAddress(text, [`https://solscan.io/account/${WALLET}`])).toBeNull();
    expect(findTokenAddress(`${WALLET}`, [`https://solscan.io/account/${WALLET}`, `https://pump.fun/coin/${PUMP_MINT}`])).toEqual(
      solana(PUMP_MINT),
    );
  });

  it('does not take a wallet written in the text as a solscan account URL', () => {
    expect(findTokenAddress(`Dev: https://solscan.io/account/${WALLET}\nCA: ${MINT}`, [])).toEqual(solana(MINT));
  });

  it('takes the mint in the text over a DexScreener pair link', () => {
    expect(findTokenAddress(`Contract: \`${MINT}\``, [`https://dexscreener.com/solana/${PAIR}`])).toEqual(solana(MINT));
  });

  it('takes a mint link over a Photon lp pair link', () => {
    const links = [`https://photon-sol.tinyastro.io/en/lp/${PAIR}`, `https://gmgn.ai/sol/token/${MINT}`];
    expect(findTokenAddress('GMGN | Photon', links)).toEqual(solana(MINT));
  });

  it('calls no address the token when only a pair page names it: the page may be named by the pool', () => {
    expect(findTokenAddress('📈 Chart', [`https://dexscreener.com/solana/${PAIR}`])).toBeNull();
    expect(findTokenAddress(`📈 Chart https://dexscreener.com/solana/${PAIR}`, [])).toBeNull();
    expect(findTokenAddress(`Pair: ${PAIR}`, [`https://dexscreener.com/solana/${PAIR}`])).toBeNull();
  });

  it('takes a pump mint from a DexScreener link over a bare address in the text', () => {
    expect(findTokenAddress(`Top holder ${OTHER}`, [`https://dexscreener.com/solana/${PUMP_MINT}`])).toEqual(solana(PUMP_MINT));
  });

  it('ignores links that are not URLs', () => {
    expect(findTokenAddress('nothing', ['not a url', 'ftp://pump.fun/coin/x'])).toBeNull();
  });
});

describe('findTokenAddress on EVM chains', () => {
  it('finds an EVM contract when there is no Solana token', () => {
    expect(findTokenAddress(`CA: ${EVM_TOKEN}`, [])).toEqual({ address: EVM_TOKEN, chain: 'evm' });
  });

  it('prefers the Solana token when both are there', () => {
    expect(findTokenAddress(`Bridge: ${EVM_TOKEN}\nCA: ${MINT}`, [])).toEqual(solana(MINT));
  });

  it('does not take EVM wallets from explorer address links, in any letter case', () => {
    const links = [`https://etherscan.io/address/${EVM_WALLET}`, `https://etherscan.io/token/${EVM_TOKEN}`];
    expect(findTokenAddress(`Whale ${EVM_WALLET.toUpperCase().replace('0X', '0x')}`, links)).toEqual({
      address: EVM_TOKEN,
      chain: 'evm',
    });
  });

  it('does not take a hash that starts like an address', () => {
    expect(findTokenAddress(`Tx: ${EVM_TOKEN}${'ab'.repeat(12)}`, [])).toBeNull();
  });

  it('does not take the zero address', () => {
    expect(findTokenAddress('Burned to 0x0000000000000000000000000000000000000000', [])).toBeNull();
  });
});

describe('findTokenAddress labels', () => {
  it('reads a label only within its field of the line', () => {
    expect(findTokenAddress(`Dev: 2.1% | ${MINT}`, [])).toEqual(solana(MINT));
    expect(findTokenAddress(`Dev wallet: ${WALLET} | ${MINT}`, [])).toEqual(solana(MINT));
    expect(findTokenAddress(`Dev wallet: ${WALLET} ⋅ ${MINT}`, [])).toEqual(solana(MINT));
  });
});

describe('findTokenAddress weighs every place that names an address', () => {
  const solscanAccount = (address: string) => `https://solscan.io/account/${address}`;

  it('takes a pump mint that an explorer account link also names, when other places name it as the token', () => {
    const links = [
      solscanAccount(PUMP_MINT),
      `https://pump.fun/coin/${PUMP_MINT}`,
      `https://dexscreener.com/solana/${PUMP_MINT}`,
      `https://t.me/solana_trojanbot?start=r-ref-${PUMP_MINT}`,
    ];
    expect(findTokenAddress(`🟢 Goblin Cat | $GOBCAT\n${PUMP_MINT}`, links)).toEqual(solana(PUMP_MINT));
    expect(findTokenAddress('Goblin Cat', [solscanAccount(PUMP_MINT)])).toEqual(solana(PUMP_MINT));
  });

  it.each([
    ['a contract label', `CA: ${MINT}`, []],
    ['a token page link', MINT, [`https://gmgn.ai/sol/token/${MINT}`]],
    ['a bot buy link', MINT, [`https://t.me/some_trading_bot?start=${MINT}`]],
  ])('takes a mint linked as an explorer account when %s also names it', (_evidence, text, links) => {
    expect(findTokenAddress(text, [...links, solscanAccount(MINT)])).toEqual(solana(MINT));
  });

  it('does not take an address a wallet label or a profile page names, though a link names it as a token', () => {
    expect(findTokenAddress(`Dev: ${WALLET}`, [`https://dexscreener.com/solana/${WALLET}`])).toBeNull();
    expect(findTokenAddress(WALLET, [`https://pump.fun/profile/${WALLET}`])).toBeNull();
  });

  it('does not take an address only written out and linked as an explorer account', () => {
    expect(findTokenAddress(`🐋 ${WALLET} bought`, [solscanAccount(WALLET)])).toBeNull();
    expect(findTokenAddress(`🐋 ${WALLET} bought`, [solscanAccount(WALLET), `https://pump.fun/coin/${PUMP_MINT}`])).toEqual(
      solana(PUMP_MINT),
    );
  });

  it('takes an EVM token linked on its explorer address page when its contract line names it', () => {
    expect(findTokenAddress(`CA: ${EVM_TOKEN}`, [`https://etherscan.io/address/${EVM_TOKEN}`])).toEqual({
      address: EVM_TOKEN,
      chain: 'evm',
    });
  });

  it('prefers the address more places name as the token', () => {
    expect(findTokenAddress(`${OTHER}\n${MINT}`, [`https://birdeye.so/token/${MINT}`])).toEqual(solana(MINT));
  });
});

describe('findTokenAddress on posts about many tokens', () => {
  const MINTS = [PUMP_MINT, MINT, OTHER];

  it('takes no token from a leaderboard of pump.fun links, labelled contracts or token pages', () => {
    const board = MINTS.map((_mint, rank) => `${rank + 1}. $TOK${rank} 3.${rank}x`).join('\n');
    expect(
      findTokenAddress(
        board,
        MINTS.map((mint) => `https://pump.fun/coin/${mint}`),
      ),
    ).toBeNull();
    expect(findTokenAddress(MINTS.map((mint, rank) => `${rank + 1}. CA: ${mint}`).join('\n'), [])).toBeNull();
    expect(
      findTokenAddress(
        '🏆 Top calls',
        MINTS.map((mint) => `https://gmgn.ai/sol/token/${mint}`),
      ),
    ).toBeNull();
  });

  it('takes the token of a report that lists similar tokens, once each, beside its own', () => {
    const own = [`https://pump.fun/${PUMP_MINT}`, `https://dexscreener.com/solana/${PUMP_MINT}`, `https://gmgn.ai/sol/token/${PUMP_MINT}`];
    const similar = [MINT, OTHER, WALLET].map((mint) => `https://t.me/some_bot?start=${mint}`);
    expect(findTokenAddress(`💊 Goblin Cat - $GOBCAT\n🧬 $AC ⋅ $SIB ⋅ $MD\n${PUMP_MINT}`, [...own, ...similar])).toEqual(solana(PUMP_MINT));
  });

  it('still takes the token of a message that names one other token beside it', () => {
    expect(findTokenAddress(`CA: ${PUMP_MINT}\nDev's last coin: ${MINT}`, [])).toEqual(solana(PUMP_MINT));
  });

  it('takes no token from a post about two tokens named alike', () => {
    const text = '🥊 Flip!\n🥇 Up: Goblin Cat [GOBCAT] 41K\n🥈 Down: Neural Fox [NFOX] 39K';
    expect(findTokenAddress(text, [`https://birdeye.so/token/${MINT}`, `https://birdeye.so/token/${OTHER}`])).toBeNull();
    expect(findTokenAddress(`🥇 Up: CA: ${MINT}\n🥈 Down: CA: ${OTHER}`, [])).toBeNull();
  });

  it('takes the one of two tokens the post names in more places, or more strongly', () => {
    const links = [`https://birdeye.so/token/${MINT}`, `https://birdeye.so/token/${OTHER}`];
    expect(findTokenAddress(`CA: ${MINT}`, links)).toEqual(solana(MINT));
    expect(findTokenAddress('🥊 Flip!', [`https://pump.fun/coin/${PUMP_MINT}`, `https://birdeye.so/token/${OTHER}`])).toEqual(
      solana(PUMP_MINT),
    );
  });

  it('takes no EVM token from a Solana leaderboard', () => {
    const board = MINTS.map((mint) => `CA: ${mint}`).join('\n');
    expect(findTokenAddress(`${board}\nBridge: ${EVM_TOKEN}`, [])).toBeNull();
  });
});

describe('addressesIn: the token and its pair', () => {
  const read = (text: string, links: readonly string[]) => addressesIn(text, collectUrls(text, links), addressesInLink);

  it('gives the pair a pair page or a Pair: line names beside the token', () => {
    expect(read(`CA: ${MINT}`, [`https://dexscreener.com/solana/${PAIR}`])).toEqual({ token: solana(MINT), pair: PAIR });
    expect(read(`CA: ${MINT}\nPair: ${PAIR}`, [])).toEqual({ token: solana(MINT), pair: PAIR });
    expect(read(`CA: ${MINT}`, [`https://dexscreener.com/solana/${MINT}`])).toEqual({ token: solana(MINT), pair: null });
  });

  // Lower-cased, most addresses are no longer 32 bytes; this one still is.
  const CASED_PAIR = 'ityou1eHdrpDHCCdniFvHtwG7DzMUfDmHDgWEbhwDWE';

  it('reads a lower-cased address in a link as the one the message writes with capitals', () => {
    const links = [
      `https://dexscreener.com/solana/${CASED_PAIR.toLowerCase()}`,
      `https://photon-sol.tinyastro.io/en/r/@bot/${CASED_PAIR}`,
      `https://pump.fun/coin/${PUMP_MINT}`,
    ];
    expect(read('Goblin Cat', links)).toEqual({ token: solana(PUMP_MINT), pair: CASED_PAIR });
  });

  it('drops a lower-cased address the message writes nowhere with capitals: it is no real address', () => {
    expect(isSolanaAddress(CASED_PAIR.toLowerCase())).toBe(true);
    expect(read('📈 Chart', [`https://dexscreener.com/solana/${CASED_PAIR.toLowerCase()}`])).toEqual({ token: null, pair: null });
  });
});

describe('findTokenAddress: a label on the line above an address alone on its line', () => {
  it('reads a label waiting for its value, or a line ending in a label word', () => {
    expect(findTokenAddress(`🟢 BUY GMAMI\n📄 Contract:\n${MINT}\nTop buyer ${OTHER}`, [])).toEqual(solana(MINT));
    expect(findTokenAddress(`📋 Tracked Wallets\n\n1. MoonCoin dev\n${MINT}\n\nTotal: 1 wallet`, [])).toBeNull();
  });

  it('does not read a figure line or a sentence above as a label', () => {
    expect(findTokenAddress(`Top holder: 5%\n${MINT}`, [])).toEqual(solana(MINT));
    expect(findTokenAddress(`🐋 Bought by a whale\n${MINT}`, [])).toEqual(solana(MINT));
  });
});

describe('findTokenAddress and pair pages of EVM chains', () => {
  it('takes no token from a DexScreener page of an EVM chain, which names the pool', () => {
    expect(findTokenAddress('Aped a bag', [`https://dexscreener.com/ethereum/${EVM_TOKEN}`])).toBeNull();
  });
});

describe('findTokenAddress and bot deep links handed an address alone, which may name the pair', () => {
  // Rick's gain update: its own bot's links hand it the pair (`?start=<pair>`, `flex_<chat>_<pair>`).
  const EVM_PAIR = '0xD4fB9d253739C5dB6aAD90aD2409757d224CCc0C';
  const gainUpdate = '🚀 COOKIE @ Bsc gained 5x [320.8M] since @CryptoGoonsCT scanned it 24d ago! #UPDATE $COOKIE 🔼 💪';

  it('takes no token from an address named only in look-up links, unless the pump.fun suffix says it is a mint', () => {
    const links = [`https://t.me/RickBurpBot?start=${EVM_PAIR}`, `https://t.me/RickBurpBot?start=flex_-1001976645587_${EVM_PAIR}`];
    expect(findTokenAddress(gainUpdate, links)).toBeNull();
    expect(findTokenAddress('KEKIUS pulled a magic trick ⋅ $KEKIUS ⋅ 🔎', [`https://t.me/RickBurpBot?start=${MINT}`])).toBeNull();
    expect(findTokenAddress('🔎 Scan', [`https://t.me/some_scanner_bot?start=${PUMP_MINT}`])).toEqual(solana(PUMP_MINT));
  });

  it('takes the mint of a command with the bot’s words around it, alone', () => {
    expect(findTokenAddress('⚡ Snipe alert: based frog (bfrog)', [`https://t.me/BloomSolana_bot?start=ref_sniper_ca_${MINT}`])).toEqual(
      solana(MINT),
    );
  });

  it('takes an address a look-up link names when the text or a token page names it too', () => {
    expect(findTokenAddress(`CA: ${EVM_TOKEN}`, [`https://t.me/maestro?start=${EVM_TOKEN}-ref`])).toEqual({
      address: EVM_TOKEN,
      chain: 'evm',
    });
    expect(findTokenAddress(MINT, [`https://t.me/some_trading_bot?start=${MINT}`])).toEqual(solana(MINT));
  });

  it('names no pair beside the token from a look-up link', () => {
    expect(addressesIn(`CA: ${MINT}`, [`https://t.me/some_scanner_bot?start=${PAIR}`], addressesInLink)).toEqual({
      token: solana(MINT),
      pair: null,
    });
  });
});

describe('findTokenAddress on posts about wallets', () => {
  const WALLETS = [WALLET, OTHER, MINT];

  it('takes no token from a list of wallets written out', () => {
    expect(
      findTokenAddress(`📊 Top traders this week\n${WALLETS.map((w, rank) => `${rank + 1}. ${w} +$${50 - rank * 10}K`).join('\n')}`, []),
    ).toBeNull();
    const links = WALLETS.map((w) => `https://solscan.io/account/${w}`);
    expect(findTokenAddress(`🐋 Whales buying\n${WALLETS.join('\n')}`, links)).toBeNull();
  });

  it('takes the token a wallet list names as one', () => {
    expect(findTokenAddress(`🐋 Whales buying $GOBCAT\n${WALLETS.join('\n')}\nCA: ${PUMP_MINT}`, [])).toEqual(solana(PUMP_MINT));
  });

  it('takes a written-out contract beside labelled wallets', () => {
    expect(findTokenAddress(`${MINT}\nDev: ${WALLET}\nTop holder: ${OTHER}`, [])).toEqual(solana(MINT));
  });
});

describe("a tracker bot's reply to a member on a call's gain", () => {
  const RICK = 'https://t.me/RickBurpBot?start=';

  it('names no token, even where the look-up link is handed a pump.fun mint', () => {
    const reply = 'Wow, @PrometheusCry, looks like YARL just pulled a 32x gain! ⋅ $YARL ⋅ 🔎';
    expect(findTokenAddress(reply, ['https://t.me/PrometheusCry', `${RICK}${PUMP_MINT}`])).toBeNull();
    expect(findTokenAddress(`Hey @Henry_2A, looks like KEKIUS went 12.11x ⋅ $KEKIUS ⋅ 🔎`, [`${RICK}${MINT}`])).toBeNull();
  });

  it('still takes a pump.fun mint of a look-up link under an alert that is no such reply', () => {
    expect(findTokenAddress('🔥 $YARL is trending ⋅ 🔎', [`${RICK}${PUMP_MINT}`])).toEqual(solana(PUMP_MINT));
  });

  it('takes the token a reply names besides its look-up link', () => {
    expect(findTokenAddress(`Hey @Henry_2A, 32x gain on ${PUMP_MINT}`, [`${RICK}${PUMP_MINT}`])).toEqual(solana(PUMP_MINT));
  });
});

describe("a launchpad mint's suffix against a dev's wallet above an unknown contract label", () => {
  const BONK_MINT = 'HvXLEbJBVQjL3CKpbib3K3DjyHCfxSXMFM7y6sNJbonk';

  it('takes the LetsBonk mint under a Tamil contract label, not the wallet above it', () => {
    const text = `⚠️ டெவ் விற்றார்: $VADAI\nடெவ் வாலட்: ${WALLET}\nஒப்பந்தம்: ${BONK_MINT}`;
    expect(findTokenAddress(text)).toEqual(solana(BONK_MINT));
  });

  it('takes a pump.fun mint the same way', () => {
    expect(findTokenAddress(`Девелопер: ${WALLET}\nКонтракт: ${PUMP_MINT}`)).toEqual(solana(PUMP_MINT));
  });

  it('still takes the first of two written-out addresses where neither has a suffix', () => {
    expect(findTokenAddress(`${MINT}\n${OTHER}`)).toEqual(solana(MINT));
  });
});

describe('a transfer of coins to an address written out', () => {
  it.each([
    ['on the line below a transfer to a fresh wallet', `👀 Euris moved 500 SOL to a fresh wallet\n${WALLET}\nWatch it for the next entry.`],
    ['after to, on the same line', `Whale sent 1,200 SOL to ${WALLET}`],
    ['after an arrow', `withdrew 300 SOL from Binance ➜ ${WALLET}`],
    ['under a colon', `Dev received 25.5 SOL from:\n${WALLET}`],
    ['in stablecoins', `transferred 50k USDC into\n${WALLET}`],
    ['with an emoji closing the line above', `Euris moved 500 SOL to a fresh wallet 🔥\n${WALLET}`],
  ])('is a wallet, no token, %s', (_case, text) => {
    expect(findTokenAddress(text, [])).toBeNull();
  });

  it('keeps the token beside the wallet the coins went to', () => {
    expect(findTokenAddress(`Dev moved 40 SOL to ${WALLET}\nCA: ${MINT}`, [])).toEqual(solana(MINT));
  });

  it.each([
    ['a bare mint under a buy', `Aped 2 SOL into this one\n${MINT}`],
    ['a bare mint under a call without a transfer', `New call, sending it to the moon\n${MINT}`],
    ['a bare mint alone', MINT],
  ])('keeps %s a token', (_case, text) => {
    expect(findTokenAddress(text, [])).toEqual(solana(MINT));
  });
});
