/**
 * Accuracy corpus: messy alert messages with the fields a correct extractor must find.
 *
 * The demo feed (`demoAlerts`) is tidy: every bot writes its usual layout. Real alerts are not,
 * and this corpus holds the forms the extraction issue lists: the address only inside a link
 * (bot start parameters, gmgn / bullx / photon / pump.fun / birdeye / solscan token pages) or in
 * backticks or `<code>`; other addresses that are not the token (holder, dev and sniper wallets,
 * pump.fun's program, authority and bonding-curve accounts, DexScreener and Photon pair
 * addresses); EVM `0x` tokens; addresses cut short with '...' or '…'; Telegram HTML and markdown;
 * invisible marks around names and cashtags; tickers with emojis, digits, CJK letters or a
 * doubled '$'; market caps in many notations, and prices in the zero-count notation.
 *
 * Together with `demoAlerts` it is the corpus of the accuracy benchmark
 * (`npm run -s -w @solana-hub/bench accuracy`). Every case names the messy forms it covers
 * (`covers`), so a test can check that each form of the issue is present.
 *
 * All Solana addresses decode to 32 bytes; token, wallet and pair addresses are randomly
 * generated and belong to no real token. The only real addresses are pump.fun's program, mint
 * authority and migration account, and the wrapped-SOL mint: machinery, never a token.
 */
import type { DemoAlert } from './demo-alerts.js';
import {
  basescanAddress,
  basescanToken,
  birdeye,
  bullx,
  dexScreener,
  etherscanToken,
  gmgn,
  gmgnRef,
  gmgnWallet,
  lines,
  photonLp,
  priceBot,
  pumpFun,
  pumpFunProfile,
  solscanAccount,
  solscanToken,
  solscanTx,
  SOURCE_CHATS,
  trojan,
} from './alert-parts.js';

/** A built-in message type, or 'unknown' for a message no built-in template matches. */
export type AccuracyMessageType = DemoAlert['expected']['messageType'] | 'unknown';

export type AccuracyChain = 'solana' | 'evm';

export interface AccuracyExpected {
  messageType: AccuracyMessageType;
  /**
   * The token's address, or '' when the message names no whole address (only a shortened one,
   * or none at all): then no token is expected, and so no name or symbol either, because a
   * token is known by its address.
   */
  tokenAddress: string;
  /** the address's chain; absent means 'solana' (when there is an address) */
  chain?: AccuracyChain;
  /** as the message states it, without emojis, markup or invisible marks around it */
  tokenName?: string;
  /** the ticker without '$' */
  tokenSymbol?: string;
  /** the CURRENT market cap in USD the message states, if any */
  marketCap?: number;
}

/** The messy forms of the extraction issue; each case lists those it contains. */
export const MESSY_FORMS = [
  'address-in-bot-start-link',
  'address-in-gmgn-link',
  'address-in-bullx-link',
  'address-in-photon-link',
  'address-in-pumpfun-link',
  'address-in-birdeye-link',
  'address-in-solscan-link',
  'address-in-dexscreener-link',
  'address-in-backticks',
  'address-in-code-tag',
  'holder-wallet-link',
  'dev-wallet-link',
  'sniper-wallet-link',
  'wallet-in-text',
  'pumpfun-program-address',
  'pumpfun-authority-address',
  'pumpfun-bonding-curve-address',
  'dexscreener-pair',
  'photon-lp-pair',
  'pair-in-text',
  'transaction-signature',
  'evm-address',
  'cut-short-dots',
  'cut-short-ellipsis',
  'no-token-address',
  'telegram-html',
  'markdown-bold',
  'markdown-code',
  'markdown-link',
  'invisible-marks-name',
  'invisible-marks-cashtag',
  'zero-width-joiner',
  'ticker-emoji',
  'ticker-digits',
  'ticker-cjk',
  'ticker-double-dollar',
  'labelled-name-fields',
  'name-with-emoji',
  'mc-millions',
  'mc-with-ath',
  'mc-fdv',
  'mc-cap-label',
  'mc-value-before-label',
  'mc-bare-k',
  'mc-comma-grouped',
  'mc-mcp-decimals',
  'mc-usd-label',
  'mc-arrow-history',
  'mc-past-before-current',
  'mc-lowercase-suffix',
  'mc-one-word-label',
  'price-zero-count',
  'ticker-lowercase',
  'unknown-type',
] as const;

export type MessyForm = (typeof MESSY_FORMS)[number];

export interface AccuracyCase extends Omit<DemoAlert, 'expected'> {
  expected: AccuracyExpected;
  /** the messy forms this message contains */
  covers: readonly MessyForm[];
}

/** The chain a case expects its token on; null when it expects no token. */
export function expectedChain(expected: AccuracyExpected): AccuracyChain | null {
  return expected.tokenAddress === '' ? null : (expected.chain ?? 'solana');
}

/** The same chats as the demo feed, plus a caller group that no built-in template knows. */
const CHATS: Readonly<Record<AccuracyMessageType, { readonly chat: string; readonly chatTitle: string }>> = {
  ...SOURCE_CHATS,
  unknown: { chat: '-1002411873650', chatTitle: 'Degen Calls Lounge' },
};

// Invisible marks bots sprinkle around names and cashtags.
const LRM = '\u200E';
const ZWJ = '\u200D';
const ZWSP = '\u200B';

// Token mints (pump.fun mints end in 'pump').
const CA_SUNP = '7HRpCgPYQ8aUFMJnnMMUF3vF2W3F72MCrfYoTdkXpump';
const CA_BONKL = '8REhzAy7L9bh8mwRBZV5R9RGyjTtEhYqr26DrUSFpump';
const CA_LUCKY = 'AtYeihDTBaUeYgpJFtyGcKMiPD1oVkDvDKLPhPRXpump';
const CA_DRAGON = 'EEmKJSun8Wyo189VDt2jLpRywC9txuHfF8gfwNagpump';
const CA_SOL2X = '4HcyvVVs2nEnUFvkGc7RiPHrgYzviBr4SvafwHWJpump';
const CA_HAM3K = 'F7CxRu6rfmo1KxZgW8aHiqD2Z9PzUoS1fQZNLR3Lpump';
const CA_PUMPKIN = '3ChSWhoDzKB25iGKX6urW4KAAX9wvjvUueKLnUfNpump';
const CA_WETCAT = '9Ks2smex91HaHmKezLZFUBtV7nPiVDdNy1DizvJypump';
const CA_OTTER = '8pLiY5qY9SbrQu75qSwNDcP8eH7xSSQpZ3qNsqvZpump';
const CA_YETI = '7v1h8MZVX2a6FLsU5wt1vDuwNSdZn9VCyLtyg6xbpump';
const CA_SNAIL = 'DFMw7xP8SC2UfWa6mAer4hEo1DDHME7p5xu4sPyfpump';
const CA_MANGO = 'HpxeyJ5ZDbA7usSdS7jMyrK6pvBPUMPUN4wwH5Ujpump';
const CA_GRANNY = 'BB7CyuPbZmXnu9RV9aCk9mNhB23TLy6gXpHzzMKLpump';
const CA_FROSTY = 'FuuJU6wQxfDN7bnF4HkBXc6yTtQEsd1mx6SCCtbrpump';
const CA_LLAMA = '46DwqmkCqYLBGSrpHGAfN44dNegagDJScvcpH1Adpump';
const CA_PXBEAR = 'BRMgvFvraM3ehW1GPAB3cJJN3nJV53TUPNEfEmCMpump';
const CA_DDUCK = 'F9FKCMLkrTwJpbbBtHfXcjvNi7idaQ8xyrYjcixRpump';
const CA_WHISK = 'Duiey5kGoNvY2zgggknThs8kyp1b1ctjtcuB3e3qpump';
const CA_LOBK = '411yZgYEZJx97tjzfa5JcmqMP55HX5jmdvdTKF44pump';
const CA_HB2 = 'GGGHnBeDNazfXtGMhYzvufxR9TvejNdi9JkAvfJUpump';
const CA_GHOSTP = '7BfWhi3pbGS5UWDHW2zfsjG17jxpPP9WRMg65MVWpump';
const CA_RDOG = 'B8m5MzmJJ4CBDH6FUWCZVspdom6iKZeqmERy5ZFNpump';
const CA_TOFU = '7Adqm5dAQixw4Ma3PBdTxQHZLe7pmUHhrMqbLg53pump';
const CA_ZAPZ = '6u6JrWuQWmBT2hvYxir92apqGuDTGVuLwBB81qmUpump';
const CA_BEANS = 'HpDEhNRLxa5JbNGNZeHxoNc3H1uiDiCJprG2kHRCpump';
const CA_KOI = 'GG1Yt2PMYr7uieKP2rC9cwVWfdCqNrfCoD5QYAeKpump';
const CA_ORBIT = 'FVoY7wLYqqhGwwu19Y9Nyg3Ax9ihLTtdLpu9SkhSpump';
const CA_NKOALA = 'ECef4FPW6y1KuoF35rzuhc1kcZHxN3Uz2XBrGYuaqezj';
const CA_QTOAD = 'DCNzhJG3Zs19M4yBcSVhXz2FDv5q6bhsGAYiEr8Tu6Hp';
const CA_CAPY = 'ArmYjcCE6Qoy76Ax687ipcAnHKvVKThyfgrvm2m91MvT';
const CA_BNNR = '6KgkqgtaQCCBf3TLHT7M8ZvUXTV7TMJgWGEtCsha4WdW';
const CA_AOWL = '9RE5LThYsaBZfzUKKLi3DDkqGsZAf9ndVgxJcibZUPUQ';
const CA_JWHALE = 'FhZZHvQurN25UjAsvdeMz8PXQyUmGtrgmFAgscKh5UpZ';

// EVM tokens (Base, Ethereum), written lower-case as most bots print them.
const EVM_BRETTJR = '0x5371452a3c1ba98908026741c39279e73a8d44e3';
const EVM_ETOAD = '0xbae6537c2779c9c6c521ab6f0060d4aa392ce7aa';
const EVM_GNOME = '0xb7102b932a9862b1d27d4e8d4dd79f57755fffb7';
// EVM addresses that are NOT the token: a dev wallet, a pair, a bridged twin of a Solana token.
const EVM_DEV_BRETT = '0x8b38202f16d683fc936b2dbab04f16ef090104c1';
const EVM_PAIR_GNOME = '0xb6dc3c7fb98a10a168a814756c3017ec229bb897';
const EVM_TWIN_ORBIT = '0x284b16c64ecc039fb32e172e5fdb4b303a08eb3a';

// Trading pairs (DexScreener / Photon 'lp' pages) and pump.fun bonding-curve accounts.
const PAIR_NKOALA = 'CwwiAJonT3aNA9oLjv3JmXcpRnVeRSkH2i3x8u9k3tPy';
const PAIR_QTOAD = 'AyKcbUfp8V4mm3JAaWa664u835r2AyDtvPs7zhuEjUt9';
const PAIR_CAPY = 'EmFACWQaddUjtbPkDc4aydwf42r7K5bDc3KiHDtndLxJ';
const PAIR_BNNR = 'H4e95tmJuQ4nH3prx3ZH1RyWBsS6qd2ii5XCQVhcN1Ra';
const PAIR_AOWL = 'JBySWvP87dKJbBq3W4BYs3TsCgkUxpnURR4QUw71RufH';
const PAIR_JWHALE = '897f5cK4biQK2q7jxtrty8sWRryFXd1B3Tc2QV26PugG';
const PAIR_MANGO = '2t5TQcML1UvLK5VU1aDLc9tWh9DDux2qa9ZrkbvbqAyE';
const PAIR_HB2 = '9iYmPpM3SVGSMmSWo76YQXroZtgnJAbChqqACBYd3Net';
const PAIR_KOI = 'ERxWdQpdQo9yQ9Yw8cEWx735aJk6Cu6zKE1FsHLi7BEC';
const CURVE_HAM3K = 'GESptepeZKPWZcQWNQ7oDns9VNKnSGsaFY7AqVTSfDrT';
const CURVE_LLAMA = '684i5UdadCWzAHZ3RkkQHqTpG8749XFszBPo8GYm6vJA';
const CURVE_ZAPZ = 'EaG5yH6ooFuqwxyEZTsS4JMKYToYfU83LBLrsoJKED5';

// Wallets: devs, snipers, holders, insiders, whales.
const DEV_SUNP = 'GogkpvkDu3q4Bte8Da3PfQcMb1kHfjVCV7xHjGH2R47y';
const DEV_BONKL = '5fQHYYF2DHhzrrJN59oQajjfUZGjV7VW1KECj9GGCdjR';
const DEV_WETCAT = 'HDBSJn2Zh92eTXzwnXLrf71zEMBzodRf9BprDMqXT1o3';
const DEV_OTTER = '5ZzQYHmJnrw3ZtG8kJAzZGy558tj9LH1pDnPsHji62s1';
const DEV_YETI = 'CP1qwtKPN5rNk7cM6g2uVzt5As7WWuuseiKV94zkcFfk';
const DEV_SNAIL = '7dyuqSN9n2fBgHKZX6AxPSipt6yS8ryGsfgg1RY5J7aC';
const DEV_GRANNY = 'GTQtNWdXDnCDjgquNpREmEyN7VGBPaVBZtrGrTGrwsWo';
const DEV_FROSTY = 'CxoNPj44iDVnnuJ1SA8HgBzJmcC3BtcgaaxbGADf6Qun';
const DEV_PXBEAR = '4yHzweLrQ7AYKho4C4va5ivYDWUJqh31thiZ7VzJ3gwc';
const DEV_DDUCK = '7wUKjD5ALMJL89hRDEG5G8Ks9AuC2L58HRgD3oLmfQ4b';
const DEV_LOBK = 'D3kBBMReiKGXEWbxjUvrUqcCa2x7GBCnFLBmbK9R8UoN';
const DEV_TOFU = 'AaHLfugwx4RoF1g9cz6bAuXRMe6yWVbESUkWqakMzzAP';
const DEV_BEANS = 'DP2TJkfZ7iqrayh8icPxwkViLAjc8ZYAfwcjuXegGdow';
const DEV_ORBIT = 'HbGbHqWYFgHkQLDF4id5UxN2kHPVU6qpzwuTTYoee4FU';
const DEV_RDOG = '9qPibqprM24Ht4NBy77J1EL3rQdc665ZSvnv6GGEX3PV';
const DEV_WHISK = 'A4gucWHNaojU9bBkKXm84p9fSnTAW6NeSYQfZpfXMNEZ';
const SNIPER_1 = 'FsbKaDNTZkREc4MK13pwpS6A2M4sFs5DNVs3hPicDo5r';
const SNIPER_2 = '6zXHspuWMfEYa2cTNR7jNVLNqzXEURbpuUkH7jyvHRGL';
const SNIPER_3 = '4XhtwMKHvQNZvYcBmMVyLaZcjKdRy6fDkFvCSd36stmJ';
const HOLDER_1 = '6Xqwg6y8r7nkWPLtoaQcx3vSFkcMH5w5neg5g8p8x8im';
const HOLDER_2 = '5HG5xb4XVnAJs22wspJEmfEgaN4GHDVnQzwd5KHDAYWQ';
const HOLDER_3 = 'BL7cgnezxyAkm35aPj7wjvXqRCwj6vd52XNm3vFiN4sN';
const HOLDER_4 = '8h9fCGmDm5inAgtif2guHSQSZHf3e2x1XiQuV4ESHGji';
const INSIDER_D = 'GKjfA9TPosYC2eJmur3STZDfFwLYFKavcS7xkozqqxWP';
const INSIDER_E = 'Ggtvk9jgBqwmpJF99Kg1ZxsaHLQWLnyHfmec9gpppgEv';
const INSIDER_F = '5piNWKP8VATxzNZXGNGbc8LwQHxa8Z3mGA4x1fnddJhS';
const INSIDER_G = '6pC4x1x4tspnuCEwBApbp91NWHJ5Axpnoj2g1x3snVir';
const WHALE_1 = '2z2aXva2nyDdnaSiXdqEJJZL1m7H5JN2eyxTMVSWiiiq';
const WHALE_2 = '539FiYnZ84UirzCna4pJzt5pmDPDjpXpH99b4pWY8vWa';
const CALLER_WALLET = '3UcPgwQAfzkh72M5LWFxfmTpf7Y1W6YvAkEBZMoqcc55';

// Transaction signatures (64 bytes): long base58 runs that are not addresses.
const SIG_1 = '67jUBepVxkukiiRo71cwVuFN59ie4VJCU2cje5ZgrzKjNSBZwLuY7fzHKjXr8Do2oBbQxDxRVxQ8xcm9rGsr13o2';
const SIG_2 = 'dbRaTm58TeH3BeVx97VATosxXcRf2LeY9kNbZ3zFLbpZvWjrkjd2fqxsd5MvcgVbTqyvZzK2Uk4NzVvhpDE7nra';

// Real machinery addresses: pump.fun's program, its mint authority and migration account, wSOL.
const PUMP_PROGRAM = '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P';
const PUMP_MINT_AUTHORITY = 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM';
const PUMP_MIGRATION = '39azUYFWPz3VHgKCf3VChUwbpURdCHRxjWVowf5jUJjg';
const WSOL = 'So11111111111111111111111111111111111111112';

/** '7HRp...pump': how bots shorten an address for reading. */
const short = (address: string, dots = '...'): string => `${address.slice(0, 4)}${dots}${address.slice(-4)}`;

export const accuracyCorpus: readonly AccuracyCase[] = [
  // ───────────────────────────── pumpfun_new_alert ─────────────────────────────
  // 1
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 4,
    text: lines(
      '<b>🚨 NEW ALERT 🚨</b>',
      '☀️ <b>Sun Pepe</b> (<code>$SUNPEPE</code>)',
      '🟢 Trending on pump.fun',
      '',
      `CA: <code>${CA_SUNP}</code>`,
      '💰 MC: $51.2K • 🔝 $60K',
      '📈 Bonding curve: 48.3%',
      '👥 Holders: 212 | Top 10: 21.7%',
      '👨‍💻 Dev: 1.9% (holding)',
      '⏰ Created 12m ago',
      '',
      `<a href="${pumpFun(CA_SUNP)}">pump.fun</a> | <a href="${solscanAccount(DEV_SUNP)}">Dev wallet</a>`,
    ),
    links: [pumpFun(CA_SUNP), solscanAccount(DEV_SUNP)],
    expected: { messageType: 'pumpfun_new_alert', tokenAddress: CA_SUNP, tokenName: 'Sun Pepe', tokenSymbol: 'SUNPEPE', marketCap: 51200 },
    covers: ['telegram-html', 'address-in-code-tag', 'mc-with-ath', 'dev-wallet-link'],
  },
  // 2 (address only in the BullX link)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 6,
    text: lines(
      '**🚨 NEW ALERT 🚨**',
      '**Bonk Lord** (🔥$BONKL🔥)',
      '🟢 Trending on pump.fun',
      '',
      '💰 MC: $8.7K • 🔝 $9.1K',
      '📈 Bonding curve: 7.2%',
      '👥 Holders: 19 | Top 10: 33.0%',
      '👨‍💻 Dev: 4.4% (holding)',
      '⏰ Created 47s ago',
      '',
      `[BullX](${bullx(CA_BONKL)}) | [Dev wallet](${solscanAccount(DEV_BONKL)})`,
    ),
    links: [bullx(CA_BONKL), solscanAccount(DEV_BONKL)],
    expected: { messageType: 'pumpfun_new_alert', tokenAddress: CA_BONKL, tokenName: 'Bonk Lord', tokenSymbol: 'BONKL', marketCap: 8700 },
    covers: ['markdown-bold', 'markdown-link', 'address-in-bullx-link', 'ticker-emoji', 'dev-wallet-link', 'mc-with-ath'],
  },
  // 3 (address only in the pump.fun link; invisible marks around the name and cashtag)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 3,
    text: lines(
      '🚨 NEW ALERT 🚨',
      `🐈 ${LRM}Wet Cat${LRM} (${LRM}$${LRM}WETCAT${LRM})`,
      '🟠 Trending: new',
      '',
      '💰 MC: $7.3K • 🔝 $7.3K',
      '💲 Price: $0.0{5}7311',
      '📈 Bonding curve: 3.9%',
      '👥 Holders: 14 | Top 10: 41.2%',
      '👨‍💻 Dev: 5.0% ⚠️',
      '⏰ Created 31s ago',
      '',
      '🔗 Buy on pump.fun | Dev wallet',
    ),
    links: [pumpFun(CA_WETCAT), solscanAccount(DEV_WETCAT)],
    expected: { messageType: 'pumpfun_new_alert', tokenAddress: CA_WETCAT, tokenName: 'Wet Cat', tokenSymbol: 'WETCAT', marketCap: 7300 },
    covers: [
      'invisible-marks-name',
      'invisible-marks-cashtag',
      'address-in-pumpfun-link',
      'dev-wallet-link',
      'price-zero-count',
      'mc-with-ath',
    ],
  },
  // 4 (pump.fun's program, mint authority and the bonding-curve account around the mint)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 5,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐹 Hamster 3000 ($HAM3K)',
      '🟢 Trending on pump.fun',
      `🏭 Program: ${PUMP_PROGRAM}`,
      '',
      `CA: ${CA_HAM3K}`,
      '💰 MC: $12.9K • 🔝 $14.2K',
      `📈 Bonding curve: 11.6% (${CURVE_HAM3K})`,
      `🔑 Mint authority: ${PUMP_MINT_AUTHORITY}`,
      '👥 Holders: 48 | Top 10: 26.1%',
      '⏰ Created 3m ago',
    ),
    links: [pumpFun(CA_HAM3K)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_HAM3K,
      tokenName: 'Hamster 3000',
      tokenSymbol: 'HAM3K',
      marketCap: 12900,
    },
    covers: ['pumpfun-program-address', 'pumpfun-authority-address', 'pumpfun-bonding-curve-address', 'ticker-digits', 'mc-with-ath'],
  },
  // 5 (CJK ticker, address in backticks)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 7,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐱 Lucky Cat ($招财猫)',
      '🟢 Trending on pump.fun',
      '',
      `CA: \`${CA_LUCKY}\``,
      '💰 MC: $17.3K • 🔝 $18.0K',
      '📈 Bonding curve: 19.5%',
      '👥 Holders: 96 | Top 10: 24.4%',
      '👨‍💻 Dev: 0% (sold)',
      '⏰ Created 8m ago',
    ),
    links: [pumpFun(CA_LUCKY)],
    expected: { messageType: 'pumpfun_new_alert', tokenAddress: CA_LUCKY, tokenName: 'Lucky Cat', tokenSymbol: '招财猫', marketCap: 17300 },
    covers: ['ticker-cjk', 'address-in-backticks', 'mc-with-ath'],
  },
  // 6 (sniper wallets as HTML links)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 4,
    text: lines(
      '<b>🚨 NEW ALERT 🚨</b>',
      '🐻 Pixel Bear ($PXBEAR)',
      '🟢 Trending on pump.fun',
      '',
      `CA: ${CA_PXBEAR}`,
      '💰 MC: $21.3K • 🔝 $24K',
      '📈 Bonding curve: 22.8%',
      `🎯 Snipers: <a href="${solscanAccount(SNIPER_1)}">1</a> <a href="${solscanAccount(SNIPER_2)}">2</a> <a href="${solscanAccount(SNIPER_3)}">3</a>`,
      `👨‍💻 Dev: <a href="${solscanAccount(DEV_PXBEAR)}">2.2%</a>`,
      '⏰ Created 10m ago',
    ),
    links: [solscanAccount(SNIPER_1), solscanAccount(SNIPER_2), solscanAccount(SNIPER_3), solscanAccount(DEV_PXBEAR)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_PXBEAR,
      tokenName: 'Pixel Bear',
      tokenSymbol: 'PXBEAR',
      marketCap: 21300,
    },
    covers: ['sniper-wallet-link', 'dev-wallet-link', 'telegram-html', 'mc-with-ath'],
  },
  // 7 (the address cut short in the text, whole in the pump.fun link)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 9,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐌 Turbo Snail ($TSNAIL)',
      '🟢 Trending on pump.fun',
      '',
      `CA: ${short(CA_SNAIL)}`,
      '💰 MC: $9.4K • 🔝 $9.9K',
      '📈 Bonding curve: 8.1%',
      '👥 Holders: 33 | Top 10: 30.2%',
      '👨‍💻 Dev: 3.3% (holding)',
      '',
      'pump.fun | Dev wallet',
    ),
    links: [pumpFun(CA_SNAIL), solscanAccount(DEV_SNAIL)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_SNAIL,
      tokenName: 'Turbo Snail',
      tokenSymbol: 'TSNAIL',
      marketCap: 9400,
    },
    covers: ['cut-short-dots', 'address-in-pumpfun-link', 'dev-wallet-link', 'mc-with-ath'],
  },
  // 8 (address only in the gmgn link; the dev's pump.fun profile)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 5,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐥 Degen Duckling ($DDUCK)',
      '🟢 Trending on pump.fun',
      '',
      '💰 MC: $15.8K • 🔝 $16.4K',
      '📈 Bonding curve: 17.0%',
      '👥 Holders: 71 | Top 10: 27.9%',
      '👨‍💻 Dev: 1.1% (holding)',
      '⏰ Created 5m ago',
      '',
      '📊 GMGN | 👤 Dev profile',
    ),
    links: [gmgn(CA_DDUCK), pumpFunProfile(DEV_DDUCK)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_DDUCK,
      tokenName: 'Degen Duckling',
      tokenSymbol: 'DDUCK',
      marketCap: 15800,
    },
    covers: ['address-in-gmgn-link', 'dev-wallet-link', 'mc-with-ath'],
  },
  // 9 (zero-width joiners inside the name and the cashtag; the dev wallet written out)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 6,
    text: lines(
      '🚨 NEW ALERT 🚨',
      `🐧 Fro${ZWJ}sty Peng${ZWJ}uin ($FRO${ZWJ}STY)`,
      '🟢 Trending on pump.fun',
      '',
      `CA: ${CA_FROSTY}`,
      `Dev wallet: ${DEV_FROSTY}`,
      '💰 MC: $7.7K • 🔝 $8.0K',
      '📈 Bonding curve: 5.4%',
      '👥 Holders: 27 | Top 10: 35.5%',
      '⏰ Created 1m ago',
    ),
    links: [pumpFun(CA_FROSTY), solscanAccount(DEV_FROSTY)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_FROSTY,
      tokenName: 'Frosty Penguin',
      tokenSymbol: 'FROSTY',
      marketCap: 7700,
    },
    covers: ['zero-width-joiner', 'wallet-in-text', 'dev-wallet-link', 'mc-with-ath'],
  },
  // 10 (markdown code and bold labels)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 8,
    text: lines(
      '🚨 **NEW ALERT** 🚨',
      '🌶 **Ghost Pepper** ($GHOSTP)',
      '🟢 Trending on pump.fun',
      '',
      `**CA:** \`${CA_GHOSTP}\``,
      '**MC:** $33.3K • 🔝 $35K',
      '**Bonding curve:** 36.6%',
      '**Holders:** 158 | **Top 10:** 22.0%',
      '**Dev:** 0.8% (holding)',
    ),
    links: [pumpFun(CA_GHOSTP)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_GHOSTP,
      tokenName: 'Ghost Pepper',
      tokenSymbol: 'GHOSTP',
      marketCap: 33300,
    },
    covers: ['markdown-code', 'markdown-bold', 'address-in-backticks', 'mc-with-ath'],
  },

  // ───────────────────────────── pumpfun_volume ─────────────────────────────
  // 11 (doubled '$')
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 3,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🎃 $$PUMPKIN | Pumpkin Spice',
      `\`${CA_PUMPKIN}\``,
      '',
      'Volume: $41.7K (5m) ⬆️ 260%',
      'MC: $22.4K • 🔝 $23K',
      'Buys/Sells: 188 / 64',
      'Holders: 131',
      'Bonding: 27.2%',
    ),
    links: [pumpFun(CA_PUMPKIN)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_PUMPKIN,
      tokenName: 'Pumpkin Spice',
      tokenSymbol: 'PUMPKIN',
      marketCap: 22400,
    },
    covers: ['ticker-double-dollar', 'address-in-backticks', 'mc-with-ath'],
  },
  // 12 (a price in the zero-count notation)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 5,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '☀️ $SUNPEPE | Sun Pepe',
      `\`${CA_SUNP}\``,
      '',
      'Volume: $88.1K (5m) ⬆️ 410%',
      'Price: $0.0{4}7311',
      'MC: $73.1K • 🔝 $75.9K',
      'Buys/Sells: 402 / 151',
      'Holders: 377',
      'Bonding: 81.4%',
    ),
    links: [pumpFun(CA_SUNP)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_SUNP, tokenName: 'Sun Pepe', tokenSymbol: 'SUNPEPE', marketCap: 73100 },
    covers: ['price-zero-count', 'address-in-backticks', 'mc-with-ath'],
  },
  // 13 (address only in a gmgn referral link)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 7,
    text: lines(
      '📊 PUMP.FUN VOLUME SPIKE 🟠',
      '🐈 $WETCAT | Wet Cat',
      '',
      'Volume: $19.9K (5m) ⬆️ 120%',
      'MC: $18.2K • 🔝 $19.9K',
      'Buys/Sells: 97 / 88',
      'Holders: 102',
      '',
      '🔗 GMGN',
    ),
    links: [gmgnRef(CA_WETCAT)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_WETCAT, tokenName: 'Wet Cat', tokenSymbol: 'WETCAT', marketCap: 18200 },
    covers: ['address-in-gmgn-link', 'mc-with-ath'],
  },
  // 14 (price with a subscript zero count, dump)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 4,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🔴',
      '🐹 $HAM3K | Hamster 3000',
      `\`${CA_HAM3K}\``,
      '',
      'Volume: $26.3K (5m) ⬇️ mostly sells',
      'Price: $0.0₅942',
      'MC: $9.4K • 🔝 $14.2K',
      'Buys/Sells: 61 / 203',
      'Holders: 88',
    ),
    links: [pumpFun(CA_HAM3K)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_HAM3K, tokenName: 'Hamster 3000', tokenSymbol: 'HAM3K', marketCap: 9400 },
    covers: ['price-zero-count', 'ticker-digits', 'address-in-backticks', 'mc-with-ath'],
  },
  // 15 (a transaction signature link next to the mint)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 6,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🐱 $招财猫 | Lucky Cat',
      `\`${CA_LUCKY}\``,
      '',
      'Volume: $30.2K (5m) ⬆️ 230%',
      'MC: $29.6K • 🔝 $29.6K',
      '🐋 Biggest buy: 8.2 SOL (tx)',
      'Holders: 214',
    ),
    links: [solscanTx(SIG_1), pumpFun(CA_LUCKY)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_LUCKY, tokenName: 'Lucky Cat', tokenSymbol: '招财猫', marketCap: 29600 },
    covers: ['transaction-signature', 'ticker-cjk', 'address-in-backticks', 'mc-with-ath'],
  },
  // 16 (CJK ticker)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 8,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🐉 $金龙 | Golden Dragon',
      `\`${CA_DRAGON}\``,
      '',
      'Volume: $52.0K (5m) ⬆️ 340%',
      'MC: $44.8K • 🔝 $46.1K',
      'Buys/Sells: 241 / 102',
      'Holders: 265',
      'Bonding: 55.9%',
    ),
    links: [pumpFun(CA_DRAGON)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_DRAGON, tokenName: 'Golden Dragon', tokenSymbol: '金龙', marketCap: 44800 },
    covers: ['ticker-cjk', 'address-in-backticks', 'mc-with-ath'],
  },
  // 17 (markdown links written in the text, no link entities)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 3,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🐌 $TSNAIL | Turbo Snail',
      '',
      'Volume: $17.5K (5m) ⬆️ 190%',
      'MC: $14.6K • 🔝 $15K',
      'Holders: 84',
      '',
      `[pump](${pumpFun(CA_SNAIL)}) | [chart](${dexScreener(CA_SNAIL)})`,
    ),
    links: [],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_SNAIL, tokenName: 'Turbo Snail', tokenSymbol: 'TSNAIL', marketCap: 14600 },
    covers: ['markdown-link', 'address-in-pumpfun-link', 'address-in-dexscreener-link', 'mc-with-ath'],
  },
  // 18 (address only in the Birdeye link; invisible marks around the cashtag)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 5,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      `🐥 ${LRM}$DDUCK${LRM} | Degen Duckling`,
      '',
      'Volume: $27.7K (5m) ⬆️ 280%',
      'MC: $24.9K • 🔝 $25.5K',
      'Buys/Sells: 150 / 71',
      'Holders: 139',
      '',
      '🦅 Birdeye',
    ),
    links: [birdeye(CA_DDUCK)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_DDUCK,
      tokenName: 'Degen Duckling',
      tokenSymbol: 'DDUCK',
      marketCap: 24900,
    },
    covers: ['address-in-birdeye-link', 'invisible-marks-cashtag', 'mc-with-ath'],
  },
  // 19 (HTML; ticker with digits)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 7,
    text: lines(
      '<b>📊 PUMPFUN VOLUME SPIKE</b> 🟢',
      '🚀 <b>$SOL2X</b> | Solana 2X',
      `<code>${CA_SOL2X}</code>`,
      '',
      'Volume: $70.4K (5m) ⬆️ 300%',
      '<b>MC:</b> $61.5K • 🔝 $70K',
      'Buys/Sells: 330 / 190',
      'Holders: 402',
    ),
    links: [pumpFun(CA_SOL2X)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_SOL2X, tokenName: 'Solana 2X', tokenSymbol: 'SOL2X', marketCap: 61500 },
    covers: ['telegram-html', 'address-in-code-tag', 'ticker-digits', 'mc-with-ath'],
  },
  // 20 (cut short with '…'; whole only in the Solscan token link)
  {
    ...CHATS.pumpfun_volume,
    delaySeconds: 4,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟠',
      '👵 $GRANNY | Crypto Granny',
      short(CA_GRANNY, '…'),
      '',
      'Volume: $22.9K (5m) ⬆️ 110%',
      'MC: $36.6K • 🔝 $38.0K',
      'Holders: 233',
      '',
      'Solscan',
    ),
    links: [solscanToken(CA_GRANNY)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_GRANNY,
      tokenName: 'Crypto Granny',
      tokenSymbol: 'GRANNY',
      marketCap: 36600,
    },
    covers: ['cut-short-ellipsis', 'address-in-solscan-link', 'mc-with-ath'],
  },

  // ───────────────────────────── trenchRadar_pumpfun ─────────────────────────────
  // 21 (FDV)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 6,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Turbo Snail (TSNAIL) 🐌',
      `├ CA: ${CA_SNAIL}`,
      '├ FDV: 22.4K',
      '├ Age: 19m',
      '├ Holders: 121 (+37)',
      '├ Dev: holding 3.3%',
      '└ Twitter: 6 mentions',
    ),
    links: [pumpFun(CA_SNAIL)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_SNAIL,
      tokenName: 'Turbo Snail',
      tokenSymbol: 'TSNAIL',
      marketCap: 22400,
    },
    covers: ['mc-fdv'],
  },
  // 22 (HTML; the dev wallet as a shortened link text)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 4,
    text: lines(
      '📡 <b>TRENCH RADAR | PUMP.FUN</b>',
      '🟢 Baby Yeti (BYETI) ❄️',
      `├ CA: <code>${CA_YETI}</code>`,
      '├ FDV: 18.8K',
      '├ Age: 7m',
      `├ Dev: <a href="${solscanAccount(DEV_YETI)}">${short(DEV_YETI, '…')}</a> holding 2.0%`,
      '├ Top 10: 25.3%',
      '└ Twitter: 3 mentions',
    ),
    links: [solscanAccount(DEV_YETI), pumpFun(CA_YETI)],
    expected: { messageType: 'trenchRadar_pumpfun', tokenAddress: CA_YETI, tokenName: 'Baby Yeti', tokenSymbol: 'BYETI', marketCap: 18800 },
    covers: ['telegram-html', 'address-in-code-tag', 'dev-wallet-link', 'cut-short-ellipsis', 'mc-fdv'],
  },
  // 23 (cut short with '…'; whole only in the Photon link)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 7,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Grumpy Otter (GROTTER) 🦦',
      `├ CA: ${short(CA_OTTER, '…')}`,
      '├ FDV: 27.1K',
      '├ Age: 14m',
      '├ Holders: 149 (+44)',
      '├ Dev: sold ✅',
      '└ Twitter: 12 mentions',
      '⚡ Photon',
    ),
    links: [photonLp(CA_OTTER), pumpFunProfile(DEV_OTTER)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_OTTER,
      tokenName: 'Grumpy Otter',
      tokenSymbol: 'GROTTER',
      marketCap: 27100,
    },
    covers: ['cut-short-ellipsis', 'address-in-photon-link', 'mc-fdv'],
  },
  // 24 (sniper wallets, shortened in the text and whole in the links)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 5,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟠 Frosty Penguin (FROSTY) 🐧',
      `├ CA: \`${CA_FROSTY}\``,
      '├ FDV: 12.2K',
      '├ Age: 9m',
      `├ Snipers: 2 → ${short(SNIPER_1, '…')}, ${short(SNIPER_2, '…')}`,
      '├ Top 10: 31.8%',
      '└ Twitter: 2 mentions',
    ),
    links: [solscanAccount(SNIPER_1), solscanAccount(SNIPER_2), pumpFun(CA_FROSTY)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_FROSTY,
      tokenName: 'Frosty Penguin',
      tokenSymbol: 'FROSTY',
      marketCap: 12200,
    },
    covers: ['sniper-wallet-link', 'address-in-backticks', 'cut-short-ellipsis', 'mc-fdv'],
  },
  // 25 (the bonding-curve account before the mint)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 8,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Sigma Llama (SLLAMA) 🦙',
      `├ Curve: ${CURVE_LLAMA}`,
      `├ Mint: ${CA_LLAMA}`,
      '├ FDV: 31.4K',
      '├ Age: 22m',
      '├ Holders: 187 (+61)',
      '└ Twitter: 17 mentions',
    ),
    links: [],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_LLAMA,
      tokenName: 'Sigma Llama',
      tokenSymbol: 'SLLAMA',
      marketCap: 31400,
    },
    covers: ['pumpfun-bonding-curve-address', 'mc-fdv'],
  },
  // 26 (a zero-width joiner inside the name, a direction mark in the ticker's brackets)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 3,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      `🟢 Magic${ZWJ} Beans (${LRM}BEANS) 🫘`,
      `├ CA: ${CA_BEANS}`,
      '├ FDV: 9.9K',
      '├ Age: 4m',
      `├ Dev: ${DEV_BEANS} (4.1%)`,
      '└ Twitter: 0 mentions',
    ),
    links: [pumpFun(CA_BEANS)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_BEANS,
      tokenName: 'Magic Beans',
      tokenSymbol: 'BEANS',
      marketCap: 9900,
    },
    covers: ['zero-width-joiner', 'invisible-marks-name', 'wallet-in-text', 'mc-fdv'],
  },
  // 27 (markdown bold and code)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 6,
    text: lines(
      '**📡 TRENCH RADAR | PUMP.FUN**',
      '**🟢 Koi Pond (KOI) 🎏**',
      `├ CA: \`${CA_KOI}\``,
      '├ FDV: $41.0K',
      '├ Age: 28m',
      '├ Holders: 240 (+73)',
      '└ Twitter: 21 mentions',
    ),
    links: [pumpFun(CA_KOI)],
    expected: { messageType: 'trenchRadar_pumpfun', tokenAddress: CA_KOI, tokenName: 'Koi Pond', tokenSymbol: 'KOI', marketCap: 41000 },
    covers: ['markdown-bold', 'markdown-code', 'address-in-backticks', 'mc-fdv'],
  },
  // 28 (address only in a trading bot's start link)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 9,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Zap Zebra (ZAPZ) 🦓',
      '├ FDV: 14.7K',
      '├ Age: 6m',
      '├ Holders: 58 (+30)',
      '└ Twitter: 4 mentions',
      `🔗 Buy: [Trojan](${trojan(CA_ZAPZ)})`,
    ),
    links: [trojan(CA_ZAPZ)],
    expected: { messageType: 'trenchRadar_pumpfun', tokenAddress: CA_ZAPZ, tokenName: 'Zap Zebra', tokenSymbol: 'ZAPZ', marketCap: 14700 },
    covers: ['address-in-bot-start-link', 'markdown-link', 'mc-fdv'],
  },
  // 29 (the dev wallet as a gmgn address page)
  {
    ...CHATS.trenchRadar_pumpfun,
    delaySeconds: 4,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🔴 Tofu Cat (TOFU) 🍢',
      `├ CA: ${CA_TOFU}`,
      '├ FDV: 56.8K (-20% from peak 71K)',
      '├ Age: 41m',
      '├ Dev: sold 2.9% ❌',
      '└ Twitter: 8 mentions',
      '👤 Dev on GMGN',
    ),
    links: [gmgnWallet(DEV_TOFU), pumpFun(CA_TOFU)],
    expected: { messageType: 'trenchRadar_pumpfun', tokenAddress: CA_TOFU, tokenName: 'Tofu Cat', tokenSymbol: 'TOFU', marketCap: 56800 },
    covers: ['dev-wallet-link', 'mc-fdv'],
  },

  // ───────────────────────────── insider ─────────────────────────────
  // 30 (the wallet before the mint; a comma-grouped market cap; a DexScreener pair)
  {
    ...CHATS.insider,
    delaySeconds: 10,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🐨 Neon Koala ($NKOALA)',
      `👛 Wallet: ${INSIDER_D}`,
      `CA: ${CA_NKOALA}`,
      '',
      '🏆 Win rate: 69% (last 30 trades)',
      '💸 Bought: 38.0 SOL ($5,320)',
      '📊 Market Cap: $1,305,220',
      '🧠 Smart Money: 4 wallets in last 1h',
    ),
    links: [solscanAccount(INSIDER_D), dexScreener(PAIR_NKOALA)],
    expected: { messageType: 'insider', tokenAddress: CA_NKOALA, tokenName: 'Neon Koala', tokenSymbol: 'NKOALA', marketCap: 1305220 },
    covers: ['mc-comma-grouped', 'wallet-in-text', 'dexscreener-pair'],
  },
  // 31 (markdown: the wallet as a shortened link, the mint in code)
  {
    ...CHATS.insider,
    delaySeconds: 5,
    text: lines(
      '🕵️ **INSIDER BUY** 🟢',
      '☀️ **Sun Pepe** ($SUNPEPE)',
      `CA: \`${CA_SUNP}\``,
      '',
      `👛 Wallet: [${short(INSIDER_E, '…')}](${solscanAccount(INSIDER_E)})`,
      '🏆 Win rate: 81% (last 30 trades)',
      '💸 Bought: 6.1 SOL ($872)',
      '📊 Market Cap: $96.4K',
    ),
    links: [solscanAccount(INSIDER_E)],
    expected: { messageType: 'insider', tokenAddress: CA_SUNP, tokenName: 'Sun Pepe', tokenSymbol: 'SUNPEPE', marketCap: 96400 },
    covers: ['markdown-link', 'markdown-code', 'markdown-bold', 'address-in-backticks', 'holder-wallet-link'],
  },
  // 32 (address only in the Birdeye link; the insider wallet written out)
  {
    ...CHATS.insider,
    delaySeconds: 7,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🦦 Grumpy Otter ($GROTTER)',
      '',
      `👛 Wallet: ${INSIDER_F}`,
      '🏆 Win rate: 74% (last 30 trades)',
      '💸 Bought: 3.0 SOL ($441)',
      '📊 MC: $58K',
      '📈 Chart: Birdeye',
    ),
    links: [birdeye(CA_OTTER), solscanAccount(INSIDER_F)],
    expected: { messageType: 'insider', tokenAddress: CA_OTTER, tokenName: 'Grumpy Otter', tokenSymbol: 'GROTTER', marketCap: 58000 },
    covers: ['address-in-birdeye-link', 'wallet-in-text', 'holder-wallet-link'],
  },
  // 33 (HTML; millions; a DexScreener pair)
  {
    ...CHATS.insider,
    delaySeconds: 9,
    text: lines(
      '<b>🕵️ INSIDER BUY 🟢</b>',
      '🐸 <b>Quantum Toad</b> ($QTOAD)',
      `CA: <code>${CA_QTOAD}</code>`,
      '',
      `👛 Wallet: <a href="${solscanAccount(INSIDER_G)}">${short(INSIDER_G)}</a>`,
      '🏆 Win rate: 66% (last 30 trades)',
      '💸 Bought: 120 SOL ($17,400)',
      '📊 Market Cap: $3.1M',
      `📈 <a href="${dexScreener(PAIR_QTOAD)}">DexScreener</a>`,
    ),
    links: [solscanAccount(INSIDER_G), dexScreener(PAIR_QTOAD)],
    expected: { messageType: 'insider', tokenAddress: CA_QTOAD, tokenName: 'Quantum Toad', tokenSymbol: 'QTOAD', marketCap: 3100000 },
    covers: ['telegram-html', 'address-in-code-tag', 'mc-millions', 'dexscreener-pair', 'holder-wallet-link', 'cut-short-dots'],
  },
  // 34 (sell; a Photon pair page)
  {
    ...CHATS.insider,
    delaySeconds: 4,
    text: lines(
      '🕵️ INSIDER SELL 🔴',
      '🥭 Mango Monkey ($MANGO)',
      `CA: ${CA_MANGO}`,
      '',
      `👛 Wallet: ${INSIDER_D}`,
      '💸 Sold: 54 SOL ($7,830), 80% of bag',
      '📊 Market Cap: $412K',
      '⚠️ 2 insiders exited in last 30m',
      '⚡ Photon',
    ),
    links: [solscanAccount(INSIDER_D), photonLp(PAIR_MANGO)],
    expected: { messageType: 'insider', tokenAddress: CA_MANGO, tokenName: 'Mango Monkey', tokenSymbol: 'MANGO', marketCap: 412000 },
    covers: ['photon-lp-pair', 'wallet-in-text'],
  },
  // 35 (ticker with a digit; the wallet as a gmgn address page; a Photon pair)
  {
    ...CHATS.insider,
    delaySeconds: 6,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🦡 Honey Badger 2.0 ($HB2)',
      `CA: ${CA_HB2}`,
      '',
      '👛 Wallet: view on GMGN',
      '🏆 Win rate: 72% (last 30 trades)',
      '💸 Bought: 9.9 SOL ($1,420)',
      '📊 Market Cap: $88.8K',
    ),
    links: [gmgnWallet(INSIDER_E), photonLp(PAIR_HB2)],
    expected: { messageType: 'insider', tokenAddress: CA_HB2, tokenName: 'Honey Badger 2.0', tokenSymbol: 'HB2', marketCap: 88800 },
    covers: ['ticker-digits', 'photon-lp-pair', 'holder-wallet-link'],
  },
  // 36 (invisible marks around the name and cashtag)
  {
    ...CHATS.insider,
    delaySeconds: 8,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      `🦞 ${ZWSP}Lobster${ZWSP} King${LRM} (${LRM}$LOBK${LRM})`,
      `CA: <code>${CA_LOBK}</code>`,
      '',
      `👛 Wallet: ${INSIDER_F}`,
      '💸 Bought: 2.5 SOL ($362)',
      '📊 Market Cap: $27.5K',
      `👨‍💻 Dev: ${DEV_LOBK}`,
    ),
    links: [solscanAccount(INSIDER_F), solscanAccount(DEV_LOBK)],
    expected: { messageType: 'insider', tokenAddress: CA_LOBK, tokenName: 'Lobster King', tokenSymbol: 'LOBK', marketCap: 27500 },
    covers: ['invisible-marks-name', 'invisible-marks-cashtag', 'address-in-code-tag', 'wallet-in-text', 'dev-wallet-link'],
  },
  // 37 (an EVM token on Base, with an EVM wallet)
  {
    ...CHATS.insider,
    delaySeconds: 11,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🔵 Brett Junior ($BRETTJR) on Base',
      `CA: \`${EVM_BRETTJR}\``,
      '',
      `👛 Wallet: ${EVM_DEV_BRETT}`,
      '🏆 Win rate: 63% (last 30 trades)',
      '💸 Bought: 4.2 ETH ($13,650)',
      '📊 Market Cap: $2.4M',
    ),
    links: [basescanAddress(EVM_DEV_BRETT), basescanToken(EVM_BRETTJR)],
    expected: {
      messageType: 'insider',
      tokenAddress: EVM_BRETTJR,
      chain: 'evm',
      tokenName: 'Brett Junior',
      tokenSymbol: 'BRETTJR',
      marketCap: 2400000,
    },
    covers: ['evm-address', 'wallet-in-text', 'mc-millions', 'address-in-backticks'],
  },
  // 38 (a top holder's account link; the mint also on a Solscan token page)
  {
    ...CHATS.insider,
    delaySeconds: 5,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🦫 Cosmic Capybara ($CAPY)',
      `Token: ${CA_CAPY}`,
      '',
      `👛 Wallet: ${short(HOLDER_4)} (top holder #2)`,
      '💸 Bought: 22 SOL ($3,190)',
      '📊 MC: $640K',
    ),
    links: [solscanAccount(HOLDER_4), solscanToken(CA_CAPY)],
    expected: { messageType: 'insider', tokenAddress: CA_CAPY, tokenName: 'Cosmic Capybara', tokenSymbol: 'CAPY', marketCap: 640000 },
    covers: ['holder-wallet-link', 'cut-short-dots'],
  },

  // ───────────────────────────── cabal_fomo ─────────────────────────────
  // 39 ('Cap: 38.9K')
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 4,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$PUMPKIN is heating up 🟢',
      '🎃 Pumpkin Spice',
      '',
      '👀 4 cabal wallets aped in the last 5 min',
      '💸 Total buys: 21.3 SOL',
      '📈 Cap: 38.9K (+71% 1h)',
      '👥 Holders: 290 | Top 10: 19.6%',
      `CA: ${CA_PUMPKIN}`,
      '',
      'GMGN',
    ),
    links: [gmgn(CA_PUMPKIN)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_PUMPKIN, tokenName: 'Pumpkin Spice', tokenSymbol: 'PUMPKIN', marketCap: 38900 },
    covers: ['mc-cap-label'],
  },
  // 40 (address only in a price bot's start link)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 6,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$SLLAMA is heating up 🟢',
      '🦙 Sigma Llama',
      '',
      '👀 3 cabal wallets aped in the last 5 min',
      '💸 Total buys: 14.8 SOL',
      '📈 MC: $52K (+66% 1h)',
      '👥 Holders: 318 | Top 10: 18.2%',
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_LLAMA)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_LLAMA, tokenName: 'Sigma Llama', tokenSymbol: 'SLLAMA', marketCap: 52000 },
    covers: ['address-in-bot-start-link'],
  },
  // 41 (direction marks around the cashtag)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 3,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      `${LRM}$WETCAT${LRM} is heating up 🟢`,
      '🐈 Wet Cat',
      '',
      '👀 2 cabal wallets aped in the last 5 min',
      '💸 Total buys: 8.8 SOL',
      '📈 MC: $44.4K (+140% 1h)',
      `CA: ${CA_WETCAT}`,
    ),
    links: [gmgn(CA_WETCAT)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_WETCAT, tokenName: 'Wet Cat', tokenSymbol: 'WETCAT', marketCap: 44400 },
    covers: ['invisible-marks-cashtag'],
  },
  // 42 (a Photon pair page, the mint in code; millions)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 8,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$AOWL is heating up 🟢',
      '🦉 Aurora Owl',
      '',
      '👀 5 cabal wallets aped in the last 5 min',
      '💸 Total buys: 61.0 SOL',
      '📈 MC: $1.2M (+18% 1h)',
      `CA: \`${CA_AOWL}\``,
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_AOWL), photonLp(PAIR_AOWL)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_AOWL, tokenName: 'Aurora Owl', tokenSymbol: 'AOWL', marketCap: 1200000 },
    covers: ['photon-lp-pair', 'address-in-backticks', 'mc-millions'],
  },
  // 43 (an emoji inside the name)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 5,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$RDOG is heating up 🟢',
      'Rocket 🚀 Dog',
      '',
      '👀 3 cabal wallets aped in the last 5 min',
      '💸 Total buys: 12.4 SOL',
      '📈 MC: $29.9K (+88% 1h)',
      `CA: ${CA_RDOG}`,
      `Dev: ${DEV_RDOG}`,
    ),
    links: [gmgn(CA_RDOG), solscanAccount(DEV_RDOG)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_RDOG, tokenName: 'Rocket 🚀 Dog', tokenSymbol: 'RDOG', marketCap: 29900 },
    covers: ['name-with-emoji', 'wallet-in-text', 'dev-wallet-link'],
  },
  // 44 (markdown; a Photon pair page)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 7,
    text: lines(
      '🔥🔥 **CABAL FOMO** 🔥🔥',
      '**$KOI is heating up** 🟢',
      '🎏 Koi Pond',
      '',
      '👀 3 cabal wallets aped in the last 5 min',
      '💸 Total buys: 17.7 SOL',
      '📈 **MC:** $61.2K (+49% 1h)',
      `CA: \`${CA_KOI}\``,
      '',
      `[GMGN](${gmgn(CA_KOI)}) | [Photon](${photonLp(PAIR_KOI)})`,
    ),
    links: [gmgn(CA_KOI), photonLp(PAIR_KOI)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_KOI, tokenName: 'Koi Pond', tokenSymbol: 'KOI', marketCap: 61200 },
    covers: ['markdown-bold', 'markdown-link', 'markdown-code', 'photon-lp-pair', 'address-in-backticks'],
  },
  // 45 (a CJK cashtag)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 4,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$金龙 is heating up 🟢',
      '🐉 Golden Dragon',
      '',
      '👀 6 cabal wallets aped in the last 5 min',
      '💸 Total buys: 33.1 SOL',
      '📈 MC: $91K (+103% 1h)',
      `CA: ${CA_DRAGON}`,
    ),
    links: [gmgn(CA_DRAGON)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_DRAGON, tokenName: 'Golden Dragon', tokenSymbol: '金龙', marketCap: 91000 },
    covers: ['ticker-cjk'],
  },
  // 46 (a cashtag between emojis)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 9,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '🔥$BONKL🔥 is heating up 🟢',
      '👑 Bonk Lord',
      '',
      '👀 2 cabal wallets aped in the last 5 min',
      '💸 Total buys: 9.0 SOL',
      '📈 MC: $33.3K (+120% 1h)',
      `CA: ${CA_BONKL}`,
    ),
    links: [gmgn(CA_BONKL)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_BONKL, tokenName: 'Bonk Lord', tokenSymbol: 'BONKL', marketCap: 33300 },
    covers: ['ticker-emoji'],
  },
  // 47 (an EVM twin of the Solana token in the same message)
  {
    ...CHATS.cabal_fomo,
    delaySeconds: 6,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$ORBIT is heating up 🟢',
      '🐸 Orbit Frog',
      '',
      '👀 3 cabal wallets aped in the last 5 min',
      '💸 Total buys: 15.5 SOL',
      '📈 MC: $47.5K (+61% 1h)',
      `CA: ${CA_ORBIT}`,
      `🌉 Bridged twin on Base: ${EVM_TWIN_ORBIT}`,
    ),
    links: [gmgn(CA_ORBIT), basescanToken(EVM_TWIN_ORBIT)],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_ORBIT, tokenName: 'Orbit Frog', tokenSymbol: 'ORBIT', marketCap: 47500 },
    covers: ['evm-address'],
  },

  // ───────────────────────────── cabal_analysis ─────────────────────────────
  // 48 ('Market Cap (USD): $8,120.75')
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 10,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🍢 Tofu Cat (TOFU)',
      'Trend: 🟠 Neutral',
      '',
      `Contract: \`${CA_TOFU}\``,
      'Market Cap (USD): $8,120.75 | Liq: $4.9K',
      'Age: 12m | Holders: 64',
      'KOLs: 0 | Insiders: 1 | Snipers: 9.9%',
      'Rug risk: MEDIUM (score 58/100)',
    ),
    links: [pumpFun(CA_TOFU)],
    expected: { messageType: 'cabal_analysis', tokenAddress: CA_TOFU, tokenName: 'Tofu Cat', tokenSymbol: 'TOFU', marketCap: 8120.75 },
    covers: ['mc-usd-label', 'address-in-backticks'],
  },
  // 49 (top holders as markdown account links; a DexScreener pair)
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 8,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🐨 Neon Koala (NKOALA)',
      'Trend: 🟢 Bullish',
      '',
      `Contract: \`${CA_NKOALA}\``,
      'Market Cap: $2.7M | Liq: $288K',
      `Top holders: [#1](${solscanAccount(HOLDER_1)}) 3.9% · [#2](${solscanAccount(HOLDER_2)}) 3.1% · [#3](${solscanAccount(HOLDER_3)}) 2.7%`,
      'KOLs: 7 | Insiders: 2 | Snipers: 1.4%',
      'Rug risk: LOW (score 88/100)',
    ),
    links: [solscanAccount(HOLDER_1), solscanAccount(HOLDER_2), solscanAccount(HOLDER_3), dexScreener(PAIR_NKOALA)],
    expected: {
      messageType: 'cabal_analysis',
      tokenAddress: CA_NKOALA,
      tokenName: 'Neon Koala',
      tokenSymbol: 'NKOALA',
      marketCap: 2700000,
    },
    covers: ['holder-wallet-link', 'markdown-link', 'dexscreener-pair', 'mc-millions'],
  },
  // 50 (HTML; the pool address written out)
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 7,
    text: lines(
      '<b>🧠 CABAL ANALYSIS</b>',
      '🍌 Banana Republic (BNNR)',
      'Trend: 🟢 Bullish',
      '',
      `LP: <code>${PAIR_BNNR}</code>`,
      `Contract: <code>${CA_BNNR}</code>`,
      'Market Cap: $730K | Liq: $98.2K',
      'Age: 2d 3h | Holders: 4,118',
      'Rug risk: LOW (score 79/100)',
    ),
    links: [dexScreener(PAIR_BNNR)],
    expected: {
      messageType: 'cabal_analysis',
      tokenAddress: CA_BNNR,
      tokenName: 'Banana Republic',
      tokenSymbol: 'BNNR',
      marketCap: 730000,
    },
    covers: ['telegram-html', 'address-in-code-tag', 'pair-in-text', 'dexscreener-pair'],
  },
  // 51 (whale wallets before the contract)
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 9,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🪼 Jelly Whale (JWHALE)',
      'Trend: 🟢 Bullish',
      '',
      `Whales: ${WHALE_1}, ${WHALE_2}`,
      `Contract: ${CA_JWHALE}`,
      'Market Cap: $5.05M | Liq: $610K',
      'KOLs: 9 | Insiders: 1 | Snipers: 0.6%',
      'Rug risk: LOW (score 91/100)',
    ),
    links: [solscanAccount(WHALE_1), solscanAccount(WHALE_2), dexScreener(PAIR_JWHALE)],
    expected: {
      messageType: 'cabal_analysis',
      tokenAddress: CA_JWHALE,
      tokenName: 'Jelly Whale',
      tokenSymbol: 'JWHALE',
      marketCap: 5050000,
    },
    covers: ['wallet-in-text', 'holder-wallet-link', 'dexscreener-pair', 'mc-millions'],
  },
  // 52 (only a shortened contract: no token)
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 5,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🫘 Magic Beans (BEANS)',
      'Trend: 🟢 Bullish',
      '',
      `Contract: ${short(CA_BEANS, '…')}`,
      'Market Cap: $19.1K | Liq: $7.7K',
      'Age: 25m | Holders: 141',
      'Rug risk: MEDIUM (score 61/100)',
    ),
    links: [],
    expected: { messageType: 'cabal_analysis', tokenAddress: '', marketCap: 19100 },
    covers: ['cut-short-ellipsis', 'no-token-address'],
  },
  // 53 ('MCP: $70211.50')
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 6,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🌶 Ghost Pepper (GHOSTP)',
      'Trend: 🟢 Bullish',
      '',
      `Contract: ${CA_GHOSTP}`,
      'MCP: $70211.50 | Liq: $21.4K',
      'Age: 48m | Holders: 433',
      'Early buyers: 9 hold / 6 partial / 5 sold',
      'Rug risk: LOW (score 74/100)',
    ),
    links: [pumpFun(CA_GHOSTP)],
    expected: {
      messageType: 'cabal_analysis',
      tokenAddress: CA_GHOSTP,
      tokenName: 'Ghost Pepper',
      tokenSymbol: 'GHOSTP',
      marketCap: 70211.5,
    },
    covers: ['mc-mcp-decimals'],
  },
  // 54 (the deployer written out; invisible marks in the name)
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 8,
    text: lines(
      '🧠 CABAL ANALYSIS',
      `🐈‍⬛ Mr${LRM} Whiskers (WHI${ZWSP}SK)`,
      'Trend: 🟢 Bullish',
      '',
      `Deployer: ${DEV_WHISK}`,
      `Contract: ${CA_WHISK}`,
      'Market Cap: $143K | Liq: $30.0K',
      'Rug risk: LOW (score 70/100)',
    ),
    links: [solscanAccount(DEV_WHISK)],
    expected: { messageType: 'cabal_analysis', tokenAddress: CA_WHISK, tokenName: 'Mr Whiskers', tokenSymbol: 'WHISK', marketCap: 143000 },
    covers: ['invisible-marks-name', 'wallet-in-text', 'dev-wallet-link'],
  },
  // 55 (markdown; the dev's account link)
  {
    ...CHATS.cabal_analysis,
    delaySeconds: 4,
    text: lines(
      '🧠 **CABAL ANALYSIS**',
      '☀️ Sun Pepe (SUNPEPE)',
      'Trend: 🟢 Bullish',
      '',
      `**Contract:** \`${CA_SUNP}\``,
      '**Market Cap:** $128K | **Liq:** $26.6K',
      `**Dev:** [wallet](${solscanAccount(DEV_SUNP)}) sold ✅`,
      'Rug risk: LOW (score 80/100)',
    ),
    links: [solscanAccount(DEV_SUNP)],
    expected: { messageType: 'cabal_analysis', tokenAddress: CA_SUNP, tokenName: 'Sun Pepe', tokenSymbol: 'SUNPEPE', marketCap: 128000 },
    covers: ['markdown-bold', 'markdown-code', 'markdown-link', 'dev-wallet-link', 'address-in-backticks'],
  },

  // ───────────────────────────── curated ─────────────────────────────
  // 56 (millions; a DexScreener pair)
  {
    ...CHATS.curated,
    delaySeconds: 11,
    text: lines(
      '⭐ CURATED PICK #151 ⭐',
      '🐸 Quantum Toad | $QTOAD',
      '',
      'Market Cap: $2.9M',
      'Liquidity: $402K 🔒',
      '24h Vol: $3.3M | Holders: 8,220',
      'Narrative: quantum-resistant memes',
      '',
      `CA: ${CA_QTOAD}`,
      'Called by @toadoracle',
      '📈 Chart | 🐦 Twitter',
    ),
    links: [dexScreener(PAIR_QTOAD), 'https://x.com/quantumtoad_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_QTOAD, tokenName: 'Quantum Toad', tokenSymbol: 'QTOAD', marketCap: 2900000 },
    covers: ['mc-millions', 'dexscreener-pair'],
  },
  // 57 (an Ethereum token)
  {
    ...CHATS.curated,
    delaySeconds: 9,
    text: lines(
      '⭐ CURATED PICK #152 ⭐',
      '🐸 Ether Toad | $ETOAD',
      'Chain: Ethereum',
      '',
      'Market Cap: $14.6M',
      'Liquidity: $1.2M',
      '24h Vol: $5.8M | Holders: 11,904',
      '',
      `CA: ${EVM_ETOAD}`,
      'Called by @toadoracle',
      '📈 Etherscan',
    ),
    links: [etherscanToken(EVM_ETOAD)],
    expected: {
      messageType: 'curated',
      tokenAddress: EVM_ETOAD,
      chain: 'evm',
      tokenName: 'Ether Toad',
      tokenSymbol: 'ETOAD',
      marketCap: 14600000,
    },
    covers: ['evm-address', 'mc-millions'],
  },
  // 58 (the mint in <code>; a DexScreener pair)
  {
    ...CHATS.curated,
    delaySeconds: 7,
    text: lines(
      '⭐ <b>CURATED PICK #153</b> ⭐',
      '🦫 <b>Cosmic Capybara</b> | $CAPY',
      '',
      'Market Cap: $880K',
      'Liquidity: $131K 🔒',
      '24h Vol: $1.4M | Holders: 3,007',
      '',
      `CA: <code>${CA_CAPY}</code>`,
      'Called by @capyclub',
    ),
    links: [dexScreener(PAIR_CAPY)],
    expected: { messageType: 'curated', tokenAddress: CA_CAPY, tokenName: 'Cosmic Capybara', tokenSymbol: 'CAPY', marketCap: 880000 },
    covers: ['telegram-html', 'address-in-code-tag', 'dexscreener-pair'],
  },
  // 59 (markdown bold; a Photon pair page)
  {
    ...CHATS.curated,
    delaySeconds: 10,
    text: lines(
      '⭐ **CURATED PICK #154** ⭐',
      '🥭 **Mango Monkey** | **$MANGO**',
      '',
      '**Market Cap:** $1.6M',
      '**Liquidity:** $190K',
      'Why: graduated clean, community took over',
      '',
      `CA: ${CA_MANGO}`,
      'Called by @tropicalcalls',
    ),
    links: [photonLp(PAIR_MANGO), 'https://x.com/mangomonkey_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_MANGO, tokenName: 'Mango Monkey', tokenSymbol: 'MANGO', marketCap: 1600000 },
    covers: ['markdown-bold', 'photon-lp-pair', 'mc-millions'],
  },
  // 60 (cut short with '…' in the text, whole in the pump.fun link)
  {
    ...CHATS.curated,
    delaySeconds: 6,
    text: lines(
      '⭐ CURATED PICK #155 ⭐',
      '🦡 Honey Badger 2.0 | $HB2',
      '',
      'Market Cap: $240K',
      'Liquidity: $52.2K',
      '24h Vol: $610K | Holders: 1,655',
      '',
      `CA: ${short(CA_HB2, '…')}`,
      'Called by @badgerden',
      '🔗 pump.fun',
    ),
    links: [pumpFun(CA_HB2)],
    expected: { messageType: 'curated', tokenAddress: CA_HB2, tokenName: 'Honey Badger 2.0', tokenSymbol: 'HB2', marketCap: 240000 },
    covers: ['cut-short-ellipsis', 'address-in-pumpfun-link', 'ticker-digits'],
  },
  // 61 (a comma-grouped market cap)
  {
    ...CHATS.curated,
    delaySeconds: 8,
    text: lines(
      '⭐ CURATED PICK #156 ⭐',
      '🦉 Aurora Owl | $AOWL',
      '',
      'Market Cap: $1,940,300',
      'Liquidity: $233,100',
      '24h Vol: $2,011,000 | Holders: 5,540',
      '',
      `CA: \`${CA_AOWL}\``,
      'Called by @nightowlcalls',
    ),
    links: [dexScreener(PAIR_AOWL)],
    expected: { messageType: 'curated', tokenAddress: CA_AOWL, tokenName: 'Aurora Owl', tokenSymbol: 'AOWL', marketCap: 1940300 },
    covers: ['mc-comma-grouped', 'address-in-backticks', 'dexscreener-pair'],
  },
  // 62 (address only in the Solscan token link)
  {
    ...CHATS.curated,
    delaySeconds: 5,
    text: lines(
      '⭐ CURATED PICK #157 ⭐',
      '🦞 Lobster King | $LOBK',
      '',
      'Market Cap: $310K',
      'Liquidity: $60.4K',
      '24h Vol: $770K | Holders: 2,090',
      'Why: dev still building, clean bundles',
      '',
      'Called by @lobster_lord',
      '🔍 Solscan | 🐦 Twitter',
    ),
    links: [solscanToken(CA_LOBK), 'https://x.com/lobsterking_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_LOBK, tokenName: 'Lobster King', tokenSymbol: 'LOBK', marketCap: 310000 },
    covers: ['address-in-solscan-link'],
  },
  // 63 (the caller's wallet written out)
  {
    ...CHATS.curated,
    delaySeconds: 12,
    text: lines(
      '⭐ CURATED PICK #158 ⭐',
      '🪼 Jelly Whale | $JWHALE',
      '',
      'Market Cap: $6.2M',
      'Liquidity: $700K 🔒',
      '',
      `CA: ${CA_JWHALE}`,
      `Caller wallet: ${CALLER_WALLET}`,
      'Called by @deepseacalls',
    ),
    links: [dexScreener(PAIR_JWHALE)],
    expected: { messageType: 'curated', tokenAddress: CA_JWHALE, tokenName: 'Jelly Whale', tokenSymbol: 'JWHALE', marketCap: 6200000 },
    covers: ['wallet-in-text', 'dexscreener-pair', 'mc-millions'],
  },

  // ───────────────────────────── call_analyzer ─────────────────────────────
  // 64 ('$98K → $402K' without a label)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 6,
    text: lines(
      '📞 CALL ANALYZER',
      '🚀 $RDOG · Rocket 🚀 Dog',
      '🟢 Trending',
      '',
      'First call: @rocketman (Launch Pad) 3h 02m ago',
      '📈 $98K → $402K (4.1x)',
      'Callers: 9 | Groups: 14 | Channels: 5',
      `CA: ${CA_RDOG}`,
    ),
    links: [dexScreener(CA_RDOG)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_RDOG, tokenName: 'Rocket 🚀 Dog', tokenSymbol: 'RDOG', marketCap: 402000 },
    covers: ['mc-arrow-history', 'name-with-emoji', 'address-in-dexscreener-link'],
  },
  // 65 (the mint in code)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 8,
    text: lines(
      '📞 CALL ANALYZER',
      '🌶 $GHOSTP · Ghost Pepper',
      '🟢 Trending',
      '',
      'First call: @spicycalls (Hot Sauce) 1h 12m ago',
      'Call MC → Now: $31.1K → $70.2K',
      '📈 2.3x from call | ATH $74.0K',
      `CA: \`${CA_GHOSTP}\``,
    ),
    links: [dexScreener(CA_GHOSTP)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_GHOSTP, tokenName: 'Ghost Pepper', tokenSymbol: 'GHOSTP', marketCap: 70200 },
    covers: ['mc-arrow-history', 'address-in-backticks'],
  },
  // 66 (a cashtag between emojis)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 5,
    text: lines(
      '📞 CALL ANALYZER',
      '🔥$BONKL🔥 · Bonk Lord',
      '🟢 Trending',
      '',
      'First call: @bonkhunter (Dog Pound) 2h 40m ago',
      'Call MC → Now: $8.7K → $48.3K',
      '📈 5.6x from call | ATH $51K',
      `CA: ${CA_BONKL}`,
    ),
    links: [dexScreener(CA_BONKL)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_BONKL, tokenName: 'Bonk Lord', tokenSymbol: 'BONKL', marketCap: 48300 },
    covers: ['ticker-emoji', 'mc-arrow-history'],
  },
  // 67 (millions in a call history; a DexScreener pair)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 9,
    text: lines(
      '📞 CALL ANALYZER',
      '🦉 $AOWL · Aurora Owl',
      '🟢 Trending',
      '',
      'First call: @nightowlcalls (Owl Nest) 11h 20m ago',
      'Call MC → Now: $1.2M → $2.35M',
      '📈 2.0x from call | ATH $2.6M',
      `CA: \`${CA_AOWL}\``,
    ),
    links: [dexScreener(PAIR_AOWL)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_AOWL, tokenName: 'Aurora Owl', tokenSymbol: 'AOWL', marketCap: 2350000 },
    covers: ['mc-arrow-history', 'mc-millions', 'dexscreener-pair', 'address-in-backticks'],
  },
  // 68 (markdown; the caller's Telegram link; address only in the pump.fun link)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 4,
    text: lines(
      '📞 **CALL ANALYZER**',
      '🦙 **$SLLAMA** · Sigma Llama',
      '🟢 Trending',
      '',
      '**First call:** [@llamacaller](https://t.me/llamacaller) 58m ago',
      '**Call MC → Now:** $31.4K → $96.2K',
      '📈 3.1x from call | ATH $99.0K',
      `[pump.fun](${pumpFun(CA_LLAMA)})`,
    ),
    links: ['https://t.me/llamacaller', pumpFun(CA_LLAMA)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_LLAMA, tokenName: 'Sigma Llama', tokenSymbol: 'SLLAMA', marketCap: 96200 },
    covers: ['markdown-bold', 'markdown-link', 'address-in-pumpfun-link', 'mc-arrow-history'],
  },
  // 69 (an EVM token on Base)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 7,
    text: lines(
      '📞 CALL ANALYZER',
      '🔵 $BRETTJR · Brett Junior',
      '🟢 Trending',
      '',
      'First call: @basedcalls (Base Camp) 6h 45m ago',
      'Call MC → Now: $2.4M → $5.7M',
      '📈 2.4x from call | ATH $6.1M',
      `CA: ${EVM_BRETTJR}`,
    ),
    links: [basescanToken(EVM_BRETTJR)],
    expected: {
      messageType: 'call_analyzer',
      tokenAddress: EVM_BRETTJR,
      chain: 'evm',
      tokenName: 'Brett Junior',
      tokenSymbol: 'BRETTJR',
      marketCap: 5700000,
    },
    covers: ['evm-address', 'mc-arrow-history', 'mc-millions'],
  },
  // 70 (only a shortened address: no token)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 6,
    text: lines(
      '📞 CALL ANALYZER',
      '🦓 $ZAPZ · Zap Zebra',
      '🟢 Trending',
      '',
      'First call: @stripecalls (Zoo) 47m ago',
      'Call MC → Now: $14.7K → $43.9K',
      '📈 3.0x from call | ATH $45.2K',
      `CA: ${short(CA_ZAPZ)}`,
    ),
    links: [],
    expected: { messageType: 'call_analyzer', tokenAddress: '', marketCap: 43900 },
    covers: ['cut-short-dots', 'no-token-address', 'mc-arrow-history'],
  },
  // 71 (invisible marks around the cashtag and the name)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 8,
    text: lines(
      '📞 CALL ANALYZER',
      `🍢 ${LRM}$TOFU${LRM} · ${LRM}Tofu Cat${LRM}`,
      '🟢 Trending',
      '',
      'First call: @softcalls (Bean Curd) 2h 05m ago',
      'Call MC → Now: $8.1K → $37.6K',
      '📈 4.6x from call | ATH $71.0K',
      `CA: ${CA_TOFU}`,
    ),
    links: [dexScreener(CA_TOFU)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_TOFU, tokenName: 'Tofu Cat', tokenSymbol: 'TOFU', marketCap: 37600 },
    covers: ['invisible-marks-cashtag', 'invisible-marks-name', 'mc-arrow-history'],
  },
  // 72 (a ticker with digits; the migration account in the text)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 5,
    text: lines(
      '📞 CALL ANALYZER',
      '🐹 $HAM3K · Hamster 3000',
      '🔴 Cooling off',
      '',
      'First call: @wheelcalls (Cage) 1h 33m ago',
      'Call MC → Now: $12.9K → $19.2K',
      `Migration: pending (${PUMP_MIGRATION})`,
      `CA: ${CA_HAM3K}`,
    ),
    links: [dexScreener(CA_HAM3K)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_HAM3K, tokenName: 'Hamster 3000', tokenSymbol: 'HAM3K', marketCap: 19200 },
    covers: ['ticker-digits', 'pumpfun-authority-address', 'mc-arrow-history'],
  },

  // ───────────────────────────── trench_radar ─────────────────────────────
  // 73 ('MC 512k')
  {
    ...CHATS.trench_radar,
    delaySeconds: 9,
    text: lines(
      '🛰 TRENCH RADAR',
      '🔴 Quantum Toad · $QTOAD 🐸',
      'MC 512k | Vol 1h $88K | Liq $71K',
      '1h: -31.0% | 5m: -3.3%',
      'Txns 1h: 🟢 402 / 🔴 1,011',
      `CA: ${CA_QTOAD}`,
    ),
    links: [dexScreener(PAIR_QTOAD)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_QTOAD, tokenName: 'Quantum Toad', tokenSymbol: 'QTOAD', marketCap: 512000 },
    covers: ['mc-bare-k', 'dexscreener-pair'],
  },
  // 74 (address only in the DexScreener link)
  {
    ...CHATS.trench_radar,
    delaySeconds: 5,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 Baby Yeti · $BYETI ❄️',
      'MC $27.7K | Vol 1h $64.0K | Liq $11.0K',
      '1h: +49.5% | 5m: +6.0%',
      'Holders: 210 | Top 10: 21.1%',
      '⏱ 33m old',
    ),
    links: [dexScreener(CA_YETI)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_YETI, tokenName: 'Baby Yeti', tokenSymbol: 'BYETI', marketCap: 27700 },
    covers: ['address-in-dexscreener-link'],
  },
  // 75 (HTML; CJK ticker)
  {
    ...CHATS.trench_radar,
    delaySeconds: 7,
    text: lines(
      '<b>🛰 TRENCH RADAR</b>',
      '🟢 Lucky Cat · $招财猫 🐱',
      '<b>MC</b> $52.1K | Vol 1h $140K | Liq $14.8K',
      '1h: +76.0% | 5m: +9.1%',
      `CA: <code>${CA_LUCKY}</code>`,
    ),
    links: [dexScreener(CA_LUCKY)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_LUCKY, tokenName: 'Lucky Cat', tokenSymbol: '招财猫', marketCap: 52100 },
    covers: ['telegram-html', 'address-in-code-tag', 'ticker-cjk'],
  },
  // 76 (the dev's account link before the mint's)
  {
    ...CHATS.trench_radar,
    delaySeconds: 4,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 Pixel Bear · $PXBEAR 🐻',
      'MC $38K | Vol 1h $77.2K | Liq $12.9K',
      '1h: +41.0% | 5m: +2.2%',
      `CA: ${CA_PXBEAR}`,
      '👨‍💻 Dev wallet | 📈 Chart',
    ),
    links: [solscanAccount(DEV_PXBEAR), dexScreener(CA_PXBEAR)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_PXBEAR, tokenName: 'Pixel Bear', tokenSymbol: 'PXBEAR', marketCap: 38000 },
    covers: ['dev-wallet-link'],
  },
  // 77 (direction marks inside the cashtag's line; digits)
  {
    ...CHATS.trench_radar,
    delaySeconds: 6,
    text: lines(
      '🛰 TRENCH RADAR',
      `🟢 Solana 2X · $${LRM}SOL2X${LRM} 🚀`,
      'MC $118K | Vol 1h $301K | Liq $25.4K',
      '1h: +92.0% | 5m: +4.8%',
      `CA: \`${CA_SOL2X}\``,
    ),
    links: [dexScreener(CA_SOL2X)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_SOL2X, tokenName: 'Solana 2X', tokenSymbol: 'SOL2X', marketCap: 118000 },
    covers: ['invisible-marks-cashtag', 'ticker-digits', 'address-in-backticks'],
  },
  // 78 (a DexScreener pair; wSOL in the pair line)
  {
    ...CHATS.trench_radar,
    delaySeconds: 8,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 Banana Republic · $BNNR 🍌',
      'MC $1.1M | Vol 1h $420K | Liq $121K',
      `Pair: BNNR/SOL (${WSOL})`,
      `CA: ${CA_BNNR}`,
    ),
    links: [dexScreener(PAIR_BNNR)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_BNNR, tokenName: 'Banana Republic', tokenSymbol: 'BNNR', marketCap: 1100000 },
    covers: ['dexscreener-pair', 'pair-in-text', 'mc-millions'],
  },
  // 79 (address only in a plain gmgn link)
  {
    ...CHATS.trench_radar,
    delaySeconds: 3,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 Koi Pond · $KOI 🎏',
      'MC $77.3K | Vol 1h $190K | Liq $19.5K',
      '1h: +60.2% | 5m: +1.1%',
      '⏱ 1h 10m old',
      '🔗 GMGN',
    ),
    links: [gmgn(CA_KOI)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_KOI, tokenName: 'Koi Pond', tokenSymbol: 'KOI', marketCap: 77300 },
    covers: ['address-in-gmgn-link'],
  },
  // 80 (markdown link to the chart with the mint)
  {
    ...CHATS.trench_radar,
    delaySeconds: 10,
    text: lines(
      '🛰 **TRENCH RADAR**',
      '🟢 Mr Whiskers · $WHISK 🐈',
      '**MC** $164K | Vol 1h $233K | Liq $33.3K',
      '1h: +22.2% | 5m: +0.9%',
      `CA: ${CA_WHISK}`,
      `[Chart](${dexScreener(CA_WHISK)})`,
    ),
    links: [dexScreener(CA_WHISK)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_WHISK, tokenName: 'Mr Whiskers', tokenSymbol: 'WHISK', marketCap: 164000 },
    covers: ['markdown-bold', 'markdown-link'],
  },

  // ───────────────────────────── volume_alert ─────────────────────────────
  // 81 (an EVM token on Base with its pair page)
  {
    ...CHATS.volume_alert,
    delaySeconds: 6,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🧙 Base Gnome (GNOME)',
      'Chain: Base',
      'Volume (1h): $410K (+230%)',
      'Market Cap: $1.8M',
      'Price: $0.0018 (+19.9% 1h)',
      `CA: ${EVM_GNOME}`,
    ),
    links: [dexScreener(EVM_PAIR_GNOME, 'base')],
    expected: {
      messageType: 'volume_alert',
      tokenAddress: EVM_GNOME,
      chain: 'evm',
      tokenName: 'Base Gnome',
      tokenSymbol: 'GNOME',
      marketCap: 1800000,
    },
    covers: ['evm-address', 'dexscreener-pair', 'mc-millions'],
  },
  // 82 (a price in the zero-count notation)
  {
    ...CHATS.volume_alert,
    delaySeconds: 4,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '👵 Crypto Granny (GRANNY)',
      'Volume (1h): $96.6K (+180%)',
      'Market Cap: $49.2K',
      'Price: $0.0{4}492 (+34.0% 1h)',
      'Buy/Sell ratio: 1.7',
      `CA: ${CA_GRANNY}`,
    ),
    links: [pumpFun(CA_GRANNY)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_GRANNY, tokenName: 'Crypto Granny', tokenSymbol: 'GRANNY', marketCap: 49200 },
    covers: ['price-zero-count'],
  },
  // 83 (millions; a DexScreener pair)
  {
    ...CHATS.volume_alert,
    delaySeconds: 8,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🪼 Jelly Whale (JWHALE)',
      'Volume (1h): $2.2M (+150%)',
      'Market Cap: $6.8M',
      'Price: $0.0068 (+9.6% 1h)',
      'Liquidity: $744K',
      `CA: ${CA_JWHALE}`,
    ),
    links: [dexScreener(PAIR_JWHALE)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_JWHALE, tokenName: 'Jelly Whale', tokenSymbol: 'JWHALE', marketCap: 6800000 },
    covers: ['mc-millions', 'dexscreener-pair'],
  },
  // 84 ('Market Cap (USD)' with cents)
  {
    ...CHATS.volume_alert,
    delaySeconds: 5,
    text: lines(
      '🔊 VOLUME ALERT 🟠',
      '🦞 Lobster King (LOBK)',
      'Volume (1h): $40.1K (+60%)',
      'Market Cap (USD): $31,420.10',
      'Price: $0.0{4}3142',
      `CA: ${CA_LOBK}`,
    ),
    links: [pumpFun(CA_LOBK)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_LOBK, tokenName: 'Lobster King', tokenSymbol: 'LOBK', marketCap: 31420.1 },
    covers: ['mc-usd-label', 'mc-comma-grouped', 'price-zero-count'],
  },
  // 85 (the mint in <code>; the dev wallet written out)
  {
    ...CHATS.volume_alert,
    delaySeconds: 7,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🐧 Frosty Penguin (FROSTY)',
      'Volume (1h): $52.5K (+210%)',
      'Market Cap: $19.5K',
      `Dev: ${DEV_FROSTY} (holding 2.2%)`,
      `CA: <code>${CA_FROSTY}</code>`,
    ),
    links: [solscanAccount(DEV_FROSTY)],
    expected: {
      messageType: 'volume_alert',
      tokenAddress: CA_FROSTY,
      tokenName: 'Frosty Penguin',
      tokenSymbol: 'FROSTY',
      marketCap: 19500,
    },
    covers: ['address-in-code-tag', 'wallet-in-text', 'dev-wallet-link'],
  },
  // 86 (address only in the BullX link)
  {
    ...CHATS.volume_alert,
    delaySeconds: 4,
    text: lines(
      '🔊 VOLUME ALERT 🔴',
      '🐥 Degen Duckling (DDUCK)',
      'Volume (1h): $61.0K (+130%, mostly sells)',
      'Market Cap: $11.3K',
      'Price: $0.0{4}113 (-54.6% 1h)',
      '🔗 BullX',
    ),
    links: [bullx(CA_DDUCK)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_DDUCK, tokenName: 'Degen Duckling', tokenSymbol: 'DDUCK', marketCap: 11300 },
    covers: ['address-in-bullx-link', 'price-zero-count'],
  },
  // 87 (doubled '$' in brackets)
  {
    ...CHATS.volume_alert,
    delaySeconds: 6,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🎃 Pumpkin Spice ($$PUMPKIN)',
      'Volume (1h): $150K (+260%)',
      'Market Cap: $71.7K',
      'Buy/Sell ratio: 2.1',
      `CA: ${CA_PUMPKIN}`,
    ),
    links: [pumpFun(CA_PUMPKIN)],
    expected: {
      messageType: 'volume_alert',
      tokenAddress: CA_PUMPKIN,
      tokenName: 'Pumpkin Spice',
      tokenSymbol: 'PUMPKIN',
      marketCap: 71700,
    },
    covers: ['ticker-double-dollar'],
  },
  // 88 (a Photon pair page)
  {
    ...CHATS.volume_alert,
    delaySeconds: 9,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🦡 Honey Badger 2.0 (HB2)',
      'Volume (1h): $520K (+170%)',
      'Market Cap: $312K',
      'Liquidity: $61.7K',
      `CA: ${CA_HB2}`,
      '⚡ Photon',
    ),
    links: [photonLp(PAIR_HB2)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_HB2, tokenName: 'Honey Badger 2.0', tokenSymbol: 'HB2', marketCap: 312000 },
    covers: ['photon-lp-pair', 'ticker-digits'],
  },
  // 89 (markdown)
  {
    ...CHATS.volume_alert,
    delaySeconds: 5,
    text: lines(
      '🔊 **VOLUME ALERT** 🟢',
      '🐸 **Orbit Frog** (ORBIT)',
      '**Volume (1h):** $133K (+190%)',
      '**Market Cap:** $63.1K',
      `**CA:** \`${CA_ORBIT}\``,
      `[Chart](${dexScreener(CA_ORBIT)}) | [Dev](${solscanAccount(DEV_ORBIT)})`,
    ),
    links: [dexScreener(CA_ORBIT), solscanAccount(DEV_ORBIT)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_ORBIT, tokenName: 'Orbit Frog', tokenSymbol: 'ORBIT', marketCap: 63100 },
    covers: ['markdown-bold', 'markdown-code', 'markdown-link', 'dev-wallet-link'],
  },

  // ───────────────────────────── jokel_push_chat ─────────────────────────────
  // 90 ('at 12.5K mc'; address only in the price bot link)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 7,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🦓 Zap Zebra | $ZAPZ 🟢',
      'Aping a small bag at 12.5K mc, dev looks clean',
      'Holders: 74 | Top 10: 26.6%',
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_ZAPZ)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_ZAPZ, tokenName: 'Zap Zebra', tokenSymbol: 'ZAPZ', marketCap: 12500 },
    covers: ['mc-value-before-label', 'address-in-bot-start-link'],
  },
  // 91 (the bonding curve account next to the mint)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 5,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🦓 Zap Zebra | $ZAPZ 🟢🟢',
      'MC: $41.6K, 3.3x from our entry',
      `Bonding curve: ${CURVE_ZAPZ} (92% filled)`,
      `CA: ${CA_ZAPZ}`,
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_ZAPZ)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_ZAPZ, tokenName: 'Zap Zebra', tokenSymbol: 'ZAPZ', marketCap: 41600 },
    covers: ['pumpfun-bonding-curve-address', 'address-in-bot-start-link'],
  },
  // 92 ('sent to 512k mc')
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 9,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '❄️ Baby Yeti | $BYETI 🟢🟢',
      'sent to 512k mc 🚀 taking initials here',
      'Volume 1h: $390K | Holders: 1,840',
      `CA: ${CA_YETI}`,
    ),
    links: [priceBot(CA_YETI)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_YETI, tokenName: 'Baby Yeti', tokenSymbol: 'BYETI', marketCap: 512000 },
    covers: ['mc-value-before-label', 'mc-bare-k'],
  },
  // 93 (dump; address only in the price bot link)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 4,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🌶 Ghost Pepper | $GHOSTP 🔴',
      'MC: $44K, down from the $74K top',
      'Dev sold the rest, we are out',
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_GHOSTP)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_GHOSTP,
      tokenName: 'Ghost Pepper',
      tokenSymbol: 'GHOSTP',
      marketCap: 44000,
    },
    covers: ['address-in-bot-start-link'],
  },
  // 94 (CJK ticker after the name)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 6,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🐉 Golden Dragon | $金龙 🟢',
      'MC $130K and climbing, dragon szn',
      `CA: ${CA_DRAGON}`,
      '',
      '👉 Price bot | Chart',
    ),
    links: [priceBot(CA_DRAGON), dexScreener(CA_DRAGON)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_DRAGON,
      tokenName: 'Golden Dragon',
      tokenSymbol: '金龙',
      marketCap: 130000,
    },
    covers: ['ticker-cjk'],
  },
  // 95 (only a shortened address, no links: no token)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 8,
    text: lines('🔔 JOKEL PUSH 🔔', `Still holding $SUNPEPE (${short(CA_SUNP)}), MC $151K`, 'Not selling a single one before 1M 🌞'),
    links: [],
    expected: { messageType: 'jokel_push_chat', tokenAddress: '', marketCap: 151000 },
    covers: ['cut-short-dots', 'no-token-address'],
  },
  // 96 (three-letter ticker; the mint in <code>)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 5,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🎏 Koi Pond | $KOI 🟢',
      'MC: $88.8K, pond is filling up',
      `CA: <code>${CA_KOI}</code>`,
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_KOI)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_KOI, tokenName: 'Koi Pond', tokenSymbol: 'KOI', marketCap: 88800 },
    covers: ['address-in-code-tag'],
  },
  // 97 (dump; the pair page link)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 10,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🦫 Cosmic Capybara | $CAPY 🔴',
      'MC: $455K, whales rotating out',
      `CA: ${CA_CAPY}`,
      '',
      '👉 Price bot | Chart',
    ),
    links: [priceBot(CA_CAPY), dexScreener(PAIR_CAPY)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_CAPY,
      tokenName: 'Cosmic Capybara',
      tokenSymbol: 'CAPY',
      marketCap: 455000,
    },
    covers: ['dexscreener-pair', 'address-in-bot-start-link'],
  },
  // 98 (markdown)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 6,
    text: lines(
      '🔔 **JOKEL PUSH** 🔔',
      '🦙 **Sigma Llama** | $SLLAMA 🟢',
      '**MC:** $131K, sigma grindset paying off',
      '',
      `👉 [Price bot](${priceBot(CA_LLAMA)})`,
    ),
    links: [priceBot(CA_LLAMA)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_LLAMA,
      tokenName: 'Sigma Llama',
      tokenSymbol: 'SLLAMA',
      marketCap: 131000,
    },
    covers: ['markdown-bold', 'markdown-link', 'address-in-bot-start-link'],
  },

  // ───────────────────────────── unknown (no built-in template) ─────────────────────────────
  // 99 (a caller group's post)
  {
    ...CHATS.unknown,
    delaySeconds: 5,
    text: lines('🎯 Degen Den call', '🐸 Orbit Frog ($ORBIT)', `CA: \`${CA_ORBIT}\``, 'MC: $21K', 'Low cap, clean dev, send it 🚀'),
    links: [pumpFun(CA_ORBIT)],
    expected: { messageType: 'unknown', tokenAddress: CA_ORBIT, tokenName: 'Orbit Frog', tokenSymbol: 'ORBIT', marketCap: 21000 },
    covers: ['unknown-type', 'address-in-backticks'],
  },
  // 100 (chatter: no token, no market cap)
  {
    ...CHATS.unknown,
    delaySeconds: 3,
    text: lines('gm frens ☕', 'red day 🩸 stay safe, no calls today', 'hahahahahahahahahahahahahahahahahahaha...'),
    links: [],
    expected: { messageType: 'unknown', tokenAddress: '' },
    covers: ['unknown-type', 'no-token-address'],
  },
  // 101 (labelled name and symbol fields)
  {
    ...CHATS.unknown,
    delaySeconds: 7,
    text: lines(
      '📢 New listing spotted',
      'Token Name: Crypto Granny',
      'Symbol: GRANNY',
      `Contract: ${CA_GRANNY}`,
      `Creator: ${DEV_GRANNY}`,
      'Market Cap: $61,000',
    ),
    links: [solscanAccount(DEV_GRANNY)],
    expected: { messageType: 'unknown', tokenAddress: CA_GRANNY, tokenName: 'Crypto Granny', tokenSymbol: 'GRANNY', marketCap: 61000 },
    covers: ['unknown-type', 'labelled-name-fields', 'wallet-in-text', 'mc-comma-grouped'],
  },
  // 102 (an Ethereum token in chatter)
  {
    ...CHATS.unknown,
    delaySeconds: 9,
    text: lines('Ether Toad ($ETOAD) on ETH is sending 🐸', `${EVM_ETOAD}`, 'MC 18.2M, still early imo'),
    links: [],
    expected: {
      messageType: 'unknown',
      tokenAddress: EVM_ETOAD,
      chain: 'evm',
      tokenName: 'Ether Toad',
      tokenSymbol: 'ETOAD',
      marketCap: 18200000,
    },
    covers: ['unknown-type', 'evm-address', 'mc-millions'],
  },
  // 103 (only a cashtag and a pump.fun link)
  {
    ...CHATS.unknown,
    delaySeconds: 4,
    text: lines('👀 $MANGO', 'who is still in?'),
    links: [pumpFun(CA_MANGO)],
    expected: { messageType: 'unknown', tokenAddress: CA_MANGO, tokenSymbol: 'MANGO' },
    covers: ['unknown-type', 'address-in-pumpfun-link'],
  },
  // 104 (a KOL tweet relayed; address only in the Solscan token link)
  {
    ...CHATS.unknown,
    delaySeconds: 6,
    text: lines('🐦 @kittykol tweeted about $WHISK', 'Mr Whiskers', '“cat szn is back, this one has legs”', '🔍 Solscan'),
    links: [solscanToken(CA_WHISK), 'https://x.com/kittykol/status/1888000000000000000'],
    expected: { messageType: 'unknown', tokenAddress: CA_WHISK, tokenName: 'Mr Whiskers', tokenSymbol: 'WHISK' },
    covers: ['unknown-type', 'address-in-solscan-link'],
  },
  // 105 (pump.fun's program and a transaction: no token)
  {
    ...CHATS.unknown,
    delaySeconds: 8,
    text: lines(
      `⚙️ pump.fun program ${PUMP_PROGRAM} was upgraded`,
      `Authority: ${PUMP_MINT_AUTHORITY}`,
      'Fees are now 0.95% on the bonding curve (tx)',
    ),
    links: [solscanTx(SIG_2)],
    expected: { messageType: 'unknown', tokenAddress: '' },
    covers: ['unknown-type', 'no-token-address', 'pumpfun-program-address', 'pumpfun-authority-address', 'transaction-signature'],
  },

  // ───────────────────────────── more market-cap and ticker forms ─────────────────────────────
  // 106 (the peak stated before the current value)
  {
    ...CHATS.volume_alert,
    delaySeconds: 6,
    text: lines(
      '🔊 VOLUME ALERT 🟠',
      '🐻 Pixel Bear (PXBEAR)',
      '🔝 ATH MC: $131K',
      'Volume (1h): $201K (+75%)',
      'Market Cap: $97.4K',
      `CA: ${CA_PXBEAR}`,
    ),
    links: [dexScreener(CA_PXBEAR)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_PXBEAR, tokenName: 'Pixel Bear', tokenSymbol: 'PXBEAR', marketCap: 97400 },
    covers: ['mc-past-before-current'],
  },
  // 107 (the call's market cap and the current one, each written before its label)
  {
    ...CHATS.call_analyzer,
    delaySeconds: 7,
    text: lines(
      '📞 CALL ANALYZER',
      '🐈 $WETCAT · Wet Cat',
      '🟢 Trending',
      '',
      'Called at $22.1K MC by @catcaller, now $64.8K MC',
      '📈 2.9x from call',
      `CA: ${CA_WETCAT}`,
    ),
    links: [dexScreener(CA_WETCAT)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_WETCAT, tokenName: 'Wet Cat', tokenSymbol: 'WETCAT', marketCap: 64800 },
    covers: ['mc-past-before-current', 'mc-value-before-label'],
  },
  // 108 (lower-case label and suffix)
  {
    ...CHATS.jokel_push_chat,
    delaySeconds: 5,
    text: lines('🔔 JOKEL PUSH 🔔', '🐉 Golden Dragon | $金龙 🟢🟢', 'mcap 1.2m now, told you frens', `CA: ${CA_DRAGON}`),
    links: [priceBot(CA_DRAGON)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_DRAGON,
      tokenName: 'Golden Dragon',
      tokenSymbol: '金龙',
      marketCap: 1200000,
    },
    covers: ['mc-lowercase-suffix', 'ticker-cjk'],
  },
  // 109 (no dollar sign; the peak in brackets after the current value)
  {
    ...CHATS.insider,
    delaySeconds: 8,
    text: lines(
      '🕵️ INSIDER SELL 🔴',
      '🦉 Aurora Owl ($AOWL)',
      `CA: ${CA_AOWL}`,
      '',
      `👛 Wallet: ${INSIDER_G}`,
      '💸 Sold: 210 SOL ($30,450), 100% of bag',
      '📊 MC: 2.15M (ATH 3.4M)',
    ),
    links: [solscanAccount(INSIDER_G), dexScreener(PAIR_AOWL)],
    expected: { messageType: 'insider', tokenAddress: CA_AOWL, tokenName: 'Aurora Owl', tokenSymbol: 'AOWL', marketCap: 2150000 },
    covers: ['wallet-in-text', 'dexscreener-pair', 'mc-millions'],
  },
  // 110 ('Marketcap' as one word)
  {
    ...CHATS.curated,
    delaySeconds: 9,
    text: lines(
      '⭐ CURATED PICK #159 ⭐',
      '🦓 Zap Zebra | $ZAPZ',
      '',
      'Marketcap: $455,000',
      'Liquidity: $71,900',
      '',
      `CA: ${CA_ZAPZ}`,
      'Called by @stripecalls',
    ),
    links: [pumpFun(CA_ZAPZ)],
    expected: { messageType: 'curated', tokenAddress: CA_ZAPZ, tokenName: 'Zap Zebra', tokenSymbol: 'ZAPZ', marketCap: 455000 },
    covers: ['mc-one-word-label', 'mc-comma-grouped'],
  },
  // 111 (a lower-case ticker, as pump.fun allows)
  {
    ...CHATS.pumpfun_new_alert,
    delaySeconds: 4,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🧸 Tiny Beans ($beans)',
      '🟢 Trending on pump.fun',
      '',
      `CA: ${CA_BEANS}`,
      '💰 MC: $5.2K • 🔝 $5.2K',
      '📈 Bonding curve: 2.2%',
      '⏰ Created 20s ago',
    ),
    links: [pumpFun(CA_BEANS)],
    expected: { messageType: 'pumpfun_new_alert', tokenAddress: CA_BEANS, tokenName: 'Tiny Beans', tokenSymbol: 'beans', marketCap: 5200 },
    covers: ['ticker-lowercase', 'mc-with-ath'],
  },
];
