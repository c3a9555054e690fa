/**
 * Demo alert feed for Solana Hub.
 *
 * A scripted sequence of Telegram alert messages (one chat per message type) about
 * 16 made-up Solana tokens whose market caps move over time. When DEMO_FEED=on the
 * ingest service replays this list in a loop, waiting `delaySeconds` between alerts
 * and stamping each message with a fresh date. Tests of the extractors use
 * `expected`, which records what a correct extractor must find in each message.
 *
 * All addresses are randomly generated valid base58 Solana addresses (32 bytes);
 * none belongs to a real token. Texts mimic real alert bots, including other
 * addresses (dev/insider wallets, pair addresses) that are NOT the token.
 */

import { dexScreener, gmgn, lines, priceBot, pumpFun, solscanAccount, SOURCE_CHATS } from './alert-parts.js';

export interface DemoAlert {
  /** Telegram chat the alert comes from, e.g. '-1001234567890' */
  chat: string;
  chatTitle: string;
  /** seconds to wait after the previous alert when replaying (human pace: 2-12 s) */
  delaySeconds: number;
  text: string;
  /** hyperlink targets of the message, as Telegram entities carry them */
  links?: string[];
  /** what a correct extractor must find; used by tests of later work */
  expected: {
    messageType:
      | 'pumpfun_volume'
      | 'pumpfun_new_alert'
      | 'trenchRadar_pumpfun'
      | 'insider'
      | 'cabal_fomo'
      | 'cabal_analysis'
      | 'curated'
      | 'call_analyzer'
      | 'trench_radar'
      | 'volume_alert'
      | 'jokel_push_chat';
    tokenAddress: string;
    tokenName?: string;
    tokenSymbol?: string;
    marketCap?: number; // the CURRENT market cap in USD the message states, if any
  };
}

// Token contract addresses (pump.fun tokens end in 'pump').
const CA_GOBCAT = '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump';
const CA_MDENG2 = 'AEJFFzZ8Hky7BAeKv6A4ZPXnzLucWcFrt4tG4Daepump';
const CA_TDOG = 'A33pp1wz4JA7CxNUXGf4DHuAPF9jeQDfxS1pW9aQpump';
const CA_BFROG = 'CBimpvcktJfq3xnbmS4CbAXDb9ukmvcPnV3eMvYLpump';
const CA_SLOTH = 'FKYvmu18VQ1mqSzKaYKoyjFT2iULw428wfxggqhipump';
const CA_GIGA9K = 'FDjEDL8Bk89F5QuF8xg2JXb3AtNJ1ZHuTkkULWtopump';
const CA_WOJAK = 'FcneSf1BszwVkmz61vpjsvvpXqngp7iqw2PTFaJLpump';
const CA_CHILLH = '5eeZ7TVPLkD87DPiCHv3ojukS4gSJdN5nJjNwhgipump';
const CA_AGENT47 = 'FEmyZmwnwdbUwS7RGL9ZFYGoxgddAFfz9b7XuEifpump';
const CA_TPENG = '4VB3fKsW9cQwL9zHaMtdML2cBNvxoM8dtsH17UYEpump';
const CA_DUCKZ = 'Ct4GoSW47GB6xMwXudJA2F6GYwpKbRdE7LT3T5yYpump';
const CA_PP8 = 'DY5qPspYzdwPwDByixfBamRAneENK1CQj3kiUQQepump';
const CA_NFOX = '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz';
const CA_RING = '8YkTS3zUWm1t2cGTxtrfZJCNMVom4vMkV1VcmizRFqcX';
const CA_KAIZ = 'F9trKqGgBRYTAiRaHRACJpGZmwtPHgTS4H3VsSSRTTD9';
const CA_MOCHI = 'FDLaRbegh14mHeZ8kaFEHMW8QPWZdigJYp41jGjn9gUt';

// Other addresses that appear in messages but are NOT tokens.
const DEV_GOBCAT = '4cvbYfzg6WRMquCSTaZeNthBH8vq8aD9EBvH2kpEQMC2';
const DEV_MDENG2 = '21Dw6MT2Atp9ZLgaMsiEJTEqtYKQeUrR3HbqwdQa7i1P';
const DEV_BFROG = '2SbtUxp44c8V1CqjvpdTqQfbGq9PhhVzYAGdTmhNRwYh';
const DEV_GIGA9K = 'DKiSDfYgNWHm2svmEK6oNmDiFTZN3b9ddQ9jmdr2CAy2';
const DEV_WOJAK = '8BUWEJvja8hwV8jYhquzm8DrsogYYRhR5ocuV6za4W5Y';
const DEV_TPENG = 'EZ35rRvDQr5hWJ34VnWm4PoyZwcLwJmrgvPYLpYHsFQD';
const DEV_PP8 = 'Crgce39eieD4KB6BQkrk71HahbQBoZE5tNTpZLQo68oa';
const WALLET_INSIDER_A = '4ffxfHHXNcARRopDUsWNGK8bqZg86aj6hVGwauZ9UFCe';
const WALLET_INSIDER_B = '4ANd3eB53TWgmfoQJaGZz5oxoc3DoFgZJMorxxyG6gz9';
const WALLET_INSIDER_C = '5Nyqqemtyomc15c3rAFgdrnhNPvCkZMqYmSyTyh26xbH';
const PAIR_NFOX = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';
const PAIR_RING = 'CU4f5DF2NxQ7BXnFbRkDrDpqzkKE6XSHCcc44V42a97i';
const PAIR_KAIZ = '2Ufyjn3jdaSkT49cLMjFZvD196zPNHrbevrfGkNcQG9w';
const PAIR_MOCHI = 'HNMZ3v8DEmPofi783bnom4FZoc3fL3JLDbTrXmcZvbG6';

export const demoAlerts: readonly DemoAlert[] = [
  // 1
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 3,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐱 Goblin Cat ($GOBCAT)',
      '🟢 Trending on pump.fun',
      '',
      `CA: ${CA_GOBCAT}`,
      '💰 MC: $24.1K • 🔝 $26.8K',
      '📈 Bonding curve: 27.4%',
      '👥 Holders: 87 | Top 10: 24.6%',
      '👨‍💻 Dev: 2.1% (holding)',
      '⏰ Created 4m ago',
      '🐦 Twitter mentions: 12',
      '',
      'pump.fun | GMGN | Dev wallet',
    ),
    links: [pumpFun(CA_GOBCAT), gmgn(CA_GOBCAT), solscanAccount(DEV_GOBCAT)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_GOBCAT,
      tokenName: 'Goblin Cat',
      tokenSymbol: 'GOBCAT',
      marketCap: 24100,
    },
  },
  // 2 (address only in the link)
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 7,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '😐 Wojak Capital ($WOJAK)',
      '🟠 Trending: warming up',
      '',
      '💰 MC: $13.3K • 🔝 $13.9K',
      '📈 Bonding curve: 14.8%',
      '👥 Holders: 41 | Top 10: 38.2%',
      '👨‍💻 Dev: 6.5% ⚠️',
      '⏰ Created 2m ago',
      '🐦 Twitter mentions: 0',
      '',
      '🔗 Buy on pump.fun | Dev wallet',
    ),
    links: [pumpFun(CA_WOJAK), solscanAccount(DEV_WOJAK)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_WOJAK,
      tokenName: 'Wojak Capital',
      tokenSymbol: 'WOJAK',
      marketCap: 13300,
    },
  },
  // 3
  {
    ...SOURCE_CHATS.cabal_analysis,
    delaySeconds: 9,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🦊 Neural Fox (NFOX)',
      'Trend: 🟢 Bullish',
      '',
      `Contract: \`${CA_NFOX}\``,
      'Market Cap: $420K | Liq: $61.3K',
      'Age: 3h 12m | Holders: 1,284',
      'KOLs: 4 | Insiders: 2 | Snipers: 7.2%',
      'Early buyers: 20 hold / 9 partial / 11 sold',
      'Dev: renounced ✅ | DEX paid ✅ | CTO ❌',
      'Top 10: 17.9%',
      'Rug risk: LOW (score 82/100)',
    ),
    links: [dexScreener(PAIR_NFOX)],
    expected: { messageType: 'cabal_analysis', tokenAddress: CA_NFOX, tokenName: 'Neural Fox', tokenSymbol: 'NFOX', marketCap: 420000 },
  },
  // 4
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 4,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Trench Dog (TDOG) 🐕',
      `├ CA: ${CA_TDOG}`,
      '├ FDV: 33.0K',
      '├ Age: 11m',
      '├ Holders: 164 (+52)',
      '├ Dev: holding 3.4%',
      '├ Top 10: 22.8%',
      '├ Snipers: 4 | Bundles: 2 ⚠️',
      '└ Twitter: 9 mentions',
    ),
    links: [pumpFun(CA_TDOG)],
    expected: { messageType: 'trenchRadar_pumpfun', tokenAddress: CA_TDOG, tokenName: 'Trench Dog', tokenSymbol: 'TDOG', marketCap: 33000 },
  },
  // 5
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 6,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🐱 $GOBCAT | Goblin Cat',
      `\`${CA_GOBCAT}\``,
      '',
      'Volume: $45.2K (5m) ⬆️ 380%',
      'MC: $31.8K • 🔝 $33.0K',
      'Buys/Sells: 212 / 87',
      'Holders: 143',
      'Bonding: 41.7%',
      '🕐 9m ago',
    ),
    links: [pumpFun(CA_GOBCAT)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_GOBCAT, tokenName: 'Goblin Cat', tokenSymbol: 'GOBCAT', marketCap: 31800 },
  },
  // 6
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 2,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟠',
      '🦥 $SLOTH | Solana Sloth',
      `\`${CA_SLOTH}\``,
      '',
      'Volume: $28.9K (5m) ⬆️ 140%',
      'MC: $44K • 🔝 $49.5K',
      'Buys/Sells: 131 / 118',
      'Holders: 301',
      'Bonding: 71.3%',
      '🕐 47m ago',
    ),
    links: [pumpFun(CA_SLOTH)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_SLOTH, tokenName: 'Solana Sloth', tokenSymbol: 'SLOTH', marketCap: 44000 },
  },
  // 7
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 8,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🦛 Moon Deng 2.0 ($MDENG2)',
      '🟢 Trending on pump.fun',
      '',
      `CA: ${CA_MDENG2}`,
      '💰 MC: $15K • 🔝 $15.6K',
      '📈 Bonding curve: 12.1%',
      '👥 Holders: 58 | Top 10: 29.4%',
      '👨‍💻 Dev: 0% (sold)',
      '⏰ Created 6m ago',
      '🐦 Twitter mentions: 31',
      '',
      'pump.fun | GMGN | Dev wallet',
    ),
    links: [pumpFun(CA_MDENG2), gmgn(CA_MDENG2), solscanAccount(DEV_MDENG2)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_MDENG2,
      tokenName: 'Moon Deng 2.0',
      tokenSymbol: 'MDENG2',
      marketCap: 15000,
    },
  },
  // 8
  {
    ...SOURCE_CHATS.insider,
    delaySeconds: 11,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🪐 Saturn Ring ($RING)',
      `CA: \`${CA_RING}\``,
      '',
      `👛 Wallet: ${WALLET_INSIDER_A}`,
      '🏆 Win rate: 71% (last 30 trades)',
      '💸 Bought: 12.5 SOL ($1,840)',
      '📊 Market Cap: $880K',
      '🧑‍🤝‍🧑 Insiders holding: 5 (11.2%)',
      '🧠 Smart Money: 2 wallets in last 15m',
    ),
    links: [solscanAccount(WALLET_INSIDER_A)],
    expected: { messageType: 'insider', tokenAddress: CA_RING, tokenName: 'Saturn Ring', tokenSymbol: 'RING', marketCap: 880000 },
  },
  // 9
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 5,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '😐 $WOJAK | Wojak Capital',
      `\`${CA_WOJAK}\``,
      '',
      'Volume: $19.4K (5m) ⬆️ 210%',
      'MC: $25.1K • 🔝 $25.1K',
      'Buys/Sells: 96 / 40',
      'Holders: 77',
      'Bonding: 29.9%',
      '🕐 8m ago',
    ),
    links: [pumpFun(CA_WOJAK)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_WOJAK, tokenName: 'Wojak Capital', tokenSymbol: 'WOJAK', marketCap: 25100 },
  },
  // 10
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 4,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐸 Based Frog ($BFROG)',
      '🟢 Trending on pump.fun',
      '',
      `CA: ${CA_BFROG}`,
      '💰 MC: $11.2K • 🔝 $12K',
      '📈 Bonding curve: 9.3%',
      '👥 Holders: 36 | Top 10: 27.7%',
      '👨‍💻 Dev: 1.2% (holding)',
      '⏰ Created 1m ago',
      '🐦 Twitter mentions: 4',
      '',
      'pump.fun | GMGN | Dev wallet',
    ),
    links: [pumpFun(CA_BFROG), gmgn(CA_BFROG), solscanAccount(DEV_BFROG)],
    expected: { messageType: 'pumpfun_new_alert', tokenAddress: CA_BFROG, tokenName: 'Based Frog', tokenSymbol: 'BFROG', marketCap: 11200 },
  },
  // 11
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 7,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Goblin Cat (GOBCAT) 🐱',
      `├ CA: ${CA_GOBCAT}`,
      '├ FDV: 45.6K',
      '├ Age: 16m',
      '├ Holders: 212 (+69)',
      '├ Dev: sold ✅',
      '├ Top 10: 21.3%',
      '├ Snipers: 2 | Bundles: 0',
      '└ Twitter: 27 mentions',
    ),
    links: [pumpFun(CA_GOBCAT)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_GOBCAT,
      tokenName: 'Goblin Cat',
      tokenSymbol: 'GOBCAT',
      marketCap: 45600,
    },
  },
  // 12
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 3,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟠',
      '🐕 $TDOG | Trench Dog',
      `\`${CA_TDOG}\``,
      '',
      'Volume: $33.7K (5m) ⬆️ 95%',
      'MC: $39.5K • 🔝 $41.2K',
      'Buys/Sells: 140 / 133',
      'Holders: 198',
      'Bonding: 63.0%',
      '🕐 18m ago',
    ),
    links: [pumpFun(CA_TDOG)],
    expected: { messageType: 'pumpfun_volume', tokenAddress: CA_TDOG, tokenName: 'Trench Dog', tokenSymbol: 'TDOG', marketCap: 39500 },
  },
  // 13
  {
    ...SOURCE_CHATS.curated,
    delaySeconds: 10,
    text: lines(
      '⭐ CURATED PICK #142 ⭐',
      '⚙️ Kaizen Protocol | $KAIZ',
      '',
      'Market Cap: $2.4M',
      'Liquidity: $310K 🔒 (burned)',
      '24h Vol: $1.9M | Holders: 6,412',
      'Narrative: AI infra / agent payments',
      'Why: clean chart, doxxed dev, steady accumulation by smart wallets',
      '',
      `CA: ${CA_KAIZ}`,
      'Called by @solsniperjoe',
      '📈 Chart | 🐦 Twitter',
    ),
    links: [dexScreener(PAIR_KAIZ), 'https://x.com/kaizen_proto_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_KAIZ, tokenName: 'Kaizen Protocol', tokenSymbol: 'KAIZ', marketCap: 2400000 },
  },
  // 14
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 5,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🦛 $MDENG2 | Moon Deng 2.0',
      `\`${CA_MDENG2}\``,
      '',
      'Volume: $38.1K (5m) ⬆️ 520%',
      'MC: $27.3K • 🔝 $29.9K',
      'Buys/Sells: 254 / 118',
      'Holders: 176',
      'Bonding: 35.8%',
      '🕐 14m ago',
    ),
    links: [pumpFun(CA_MDENG2)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_MDENG2,
      tokenName: 'Moon Deng 2.0',
      tokenSymbol: 'MDENG2',
      marketCap: 27300,
    },
  },
  // 15
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 6,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '💪 Gigachad 9000 ($GIGA9K)',
      '🟠 Trending: new',
      '',
      `CA: ${CA_GIGA9K}`,
      '💰 MC: $9.6K • 🔝 $9.6K',
      '📈 Bonding curve: 6.7%',
      '👥 Holders: 22 | Top 10: 31.0%',
      '👨‍💻 Dev: 3.9% (holding)',
      '⏰ Created 58s ago',
      '🐦 Twitter mentions: 2',
      '',
      'pump.fun | GMGN | Dev wallet',
    ),
    links: [pumpFun(CA_GIGA9K), gmgn(CA_GIGA9K), solscanAccount(DEV_GIGA9K)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_GIGA9K,
      tokenName: 'Gigachad 9000',
      tokenSymbol: 'GIGA9K',
      marketCap: 9600,
    },
  },
  // 16
  {
    ...SOURCE_CHATS.curated,
    delaySeconds: 12,
    text: lines(
      '⭐ CURATED PICK #143 ⭐',
      '🦊 Neural Fox | $NFOX',
      '',
      'Market Cap: $610K',
      'Liquidity: $88.4K 🔒',
      '24h Vol: $1.1M | Holders: 1,913',
      'Narrative: AI agent that trades memes on-chain',
      'Why: KOLs loading, cabal wallets still in, no dev sells',
      '',
      `CA: ${CA_NFOX}`,
      'Called by @foxtrot_calls',
      '📈 Chart | 🐦 Twitter',
    ),
    links: [dexScreener(PAIR_NFOX), 'https://x.com/neuralfox_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_NFOX, tokenName: 'Neural Fox', tokenSymbol: 'NFOX', marketCap: 610000 },
  },
  // 17
  {
    ...SOURCE_CHATS.insider,
    delaySeconds: 4,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '🐱 Goblin Cat ($GOBCAT)',
      `CA: \`${CA_GOBCAT}\``,
      '',
      `👛 Wallet: ${WALLET_INSIDER_B}`,
      '🏆 Win rate: 78% (last 30 trades)',
      '💸 Bought: 4.2 SOL ($612)',
      '📊 Market Cap: $72K',
      '🧑‍🤝‍🧑 Insiders holding: 6 (14.8%)',
      '🧠 Smart Money: 3 wallets in last 10m',
    ),
    links: [solscanAccount(WALLET_INSIDER_B)],
    expected: { messageType: 'insider', tokenAddress: CA_GOBCAT, tokenName: 'Goblin Cat', tokenSymbol: 'GOBCAT', marketCap: 72000 },
  },
  // 18
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 3,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Based Frog (BFROG) 🐸',
      `├ CA: ${CA_BFROG}`,
      '├ FDV: 19.7K',
      '├ Age: 7m',
      '├ Holders: 94 (+58)',
      '├ Dev: holding 1.2%',
      '├ Top 10: 23.5%',
      '├ Snipers: 1 | Bundles: 0',
      '└ Twitter: 11 mentions',
    ),
    links: [pumpFun(CA_BFROG)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_BFROG,
      tokenName: 'Based Frog',
      tokenSymbol: 'BFROG',
      marketCap: 19700,
    },
  },
  // 19
  {
    ...SOURCE_CHATS.trench_radar,
    delaySeconds: 8,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟠 Solana Sloth · $SLOTH 🦥',
      'MC $47.8K | Vol 1h $96.3K | Liq $14.1K',
      '1h: +8.6% | 5m: -1.2%',
      'Txns 1h: 🟢 622 / 🔴 580',
      'Holders: 344 | Top 10: 19.4%',
      `CA: ${CA_SLOTH}`,
      '⏱ 52m old',
    ),
    links: [dexScreener(CA_SLOTH)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_SLOTH, tokenName: 'Solana Sloth', tokenSymbol: 'SLOTH', marketCap: 47800 },
  },
  // 20 (dump; address only in the link)
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 6,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🔴 Wojak Capital (WOJAK) 😐',
      '├ FDV: 7.9K (-69% from peak)',
      '├ Age: 21m',
      '├ Holders: 61 (-16)',
      '├ Dev: sold 6.5% ❌',
      '├ Top 10: 44.0%',
      '├ Snipers: 7 | Bundles: 3 ⚠️',
      '└ Twitter: 0 mentions',
      '🔗 pump.fun',
    ),
    links: [pumpFun(CA_WOJAK)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_WOJAK,
      tokenName: 'Wojak Capital',
      tokenSymbol: 'WOJAK',
      marketCap: 7900,
    },
  },
  // 21
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 2,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Chill 🏠 House (CHILLH)',
      `├ CA: ${CA_CHILLH}`,
      '├ FDV: 28.6K',
      '├ Age: 9m',
      '├ Holders: 133 (+41)',
      '├ Dev: holding 1.8%',
      '├ Top 10: 20.2%',
      '├ Snipers: 1 | Bundles: 0',
      '└ Twitter: 15 mentions',
    ),
    links: [pumpFun(CA_CHILLH)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_CHILLH,
      tokenName: 'Chill 🏠 House',
      tokenSymbol: 'CHILLH',
      marketCap: 28600,
    },
  },
  // 22
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 7,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '💪 $GIGA9K | Gigachad 9000',
      `\`${CA_GIGA9K}\``,
      '',
      'Volume: $24.6K (5m) ⬆️ 450%',
      'MC: $17.4K • 🔝 $18.1K',
      'Buys/Sells: 167 / 59',
      'Holders: 91',
      'Bonding: 22.6%',
      '🕐 6m ago',
    ),
    links: [pumpFun(CA_GIGA9K)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_GIGA9K,
      tokenName: 'Gigachad 9000',
      tokenSymbol: 'GIGA9K',
      marketCap: 17400,
    },
  },
  // 23
  {
    ...SOURCE_CHATS.cabal_analysis,
    delaySeconds: 9,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🍡 Mochi Moon (MOCHI)',
      'Trend: 🟠 Neutral',
      '',
      `Contract: \`${CA_MOCHI}\``,
      'Market Cap: $155K | Liq: $32.7K',
      'Age: 5h 40m | Holders: 702',
      'KOLs: 1 | Insiders: 5 ⚠️ | Snipers: 14.5%',
      'Early buyers: 6 hold / 8 partial / 26 sold',
      'Dev: not renounced ⚠️ | DEX paid ✅ | CTO ❌',
      'Top 10: 33.6%',
      'Rug risk: MEDIUM (score 54/100)',
    ),
    links: [dexScreener(PAIR_MOCHI)],
    expected: { messageType: 'cabal_analysis', tokenAddress: CA_MOCHI, tokenName: 'Mochi Moon', tokenSymbol: 'MOCHI', marketCap: 155000 },
  },
  // 24 (dump)
  {
    ...SOURCE_CHATS.insider,
    delaySeconds: 5,
    text: lines(
      '🕵️ INSIDER SELL 🔴',
      '🐕 Trench Dog ($TDOG)',
      `CA: \`${CA_TDOG}\``,
      '',
      `👛 Wallet: ${WALLET_INSIDER_C}`,
      '🏆 Win rate: 64% (last 30 trades)',
      '💸 Sold: 9.8 SOL ($1,431), 100% of bag',
      '📊 Market Cap: $22K',
      '🧑‍🤝‍🧑 Insiders holding: 1 (2.3%)',
      '⚠️ 4 insiders exited in last 10m',
    ),
    links: [solscanAccount(WALLET_INSIDER_C)],
    expected: { messageType: 'insider', tokenAddress: CA_TDOG, tokenName: 'Trench Dog', tokenSymbol: 'TDOG', marketCap: 22000 },
  },
  // 25
  {
    ...SOURCE_CHATS.cabal_fomo,
    delaySeconds: 4,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$GOBCAT is heating up 🟢',
      '🐱 Goblin Cat',
      '',
      '👀 3 cabal wallets aped in the last 5 min',
      '💸 Total buys: 18.6 SOL',
      '📈 MC: $118K (+64% 1h)',
      '👥 Holders: 388 | Top 10: 18.9%',
      '🐦 Twitter mentions: 54',
      `CA: ${CA_GOBCAT}`,
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_GOBCAT), `https://photon-sol.tinyastro.io/en/lp/${CA_GOBCAT}`],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_GOBCAT, tokenName: 'Goblin Cat', tokenSymbol: 'GOBCAT', marketCap: 118000 },
  },
  // 26
  {
    ...SOURCE_CHATS.trench_radar,
    delaySeconds: 6,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 Moon Deng 2.0 · $MDENG2 🦛',
      'MC $64K | Vol 1h $171K | Liq $18.9K',
      '1h: +134% | 5m: +12.4%',
      'Txns 1h: 🟢 1,402 / 🔴 773',
      'Holders: 511 | Top 10: 16.2%',
      `CA: ${CA_MDENG2}`,
      '⏱ 38m old',
    ),
    links: [dexScreener(CA_MDENG2)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_MDENG2, tokenName: 'Moon Deng 2.0', tokenSymbol: 'MDENG2', marketCap: 64000 },
  },
  // 27
  {
    ...SOURCE_CHATS.cabal_analysis,
    delaySeconds: 10,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🪐 Saturn Ring (RING)',
      'Trend: 🟠 Neutral',
      '',
      `Contract: \`${CA_RING}\``,
      'Market Cap: $740K | Liq: $102K',
      'Age: 1d 4h | Holders: 3,377',
      'KOLs: 6 | Insiders: 3 | Snipers: 4.1%',
      'Early buyers: 12 hold / 15 partial / 13 sold',
      'Dev: renounced ✅ | DEX paid ✅ | CTO ✅',
      'Top 10: 21.4%',
      'Rug risk: LOW (score 76/100)',
    ),
    links: [dexScreener(PAIR_RING)],
    expected: { messageType: 'cabal_analysis', tokenAddress: CA_RING, tokenName: 'Saturn Ring', tokenSymbol: 'RING', marketCap: 740000 },
  },
  // 28 (address only in the link)
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 3,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🤖 $AGENT47 | AI Agent 47',
      '',
      'Volume: $52.8K (5m) ⬆️ 610%',
      'MC: $36.2K • 🔝 $36.2K',
      'Buys/Sells: 301 / 122',
      'Holders: 188',
      'Bonding: 46.5%',
      '🕐 12m ago',
      '🔗 View on pump.fun',
    ),
    links: [pumpFun(CA_AGENT47)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_AGENT47,
      tokenName: 'AI Agent 47',
      tokenSymbol: 'AGENT47',
      marketCap: 36200,
    },
  },
  // 29 (address only in the link)
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 8,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '🐧 Tiny Penguin ($TPENG)',
      '🟠 Trending: new',
      '',
      '💰 MC: $6.9K • 🔝 $7.2K',
      '📈 Bonding curve: 4.4%',
      '👥 Holders: 19 | Top 10: 35.8%',
      '👨‍💻 Dev: 4.7% (holding)',
      '⏰ Created 3m ago',
      '🐦 Twitter mentions: 1',
      '',
      '🔗 Buy on pump.fun | Dev wallet',
    ),
    links: [pumpFun(CA_TPENG), solscanAccount(DEV_TPENG)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_TPENG,
      tokenName: 'Tiny Penguin',
      tokenSymbol: 'TPENG',
      marketCap: 6900,
    },
  },
  // 30
  {
    ...SOURCE_CHATS.cabal_fomo,
    delaySeconds: 5,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$BFROG is heating up 🟢',
      '🐸 Based Frog',
      '',
      '👀 2 cabal wallets aped in the last 5 min',
      '💸 Total buys: 7.9 SOL',
      '📈 MC: $34K (+72% 1h)',
      '👥 Holders: 161 | Top 10: 22.1%',
      '🐦 Twitter mentions: 19',
      `CA: ${CA_BFROG}`,
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_BFROG), `https://photon-sol.tinyastro.io/en/lp/${CA_BFROG}`],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_BFROG, tokenName: 'Based Frog', tokenSymbol: 'BFROG', marketCap: 34000 },
  },
  // 31
  {
    ...SOURCE_CHATS.insider,
    delaySeconds: 7,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      '💪 Gigachad 9000 ($GIGA9K)',
      `CA: \`${CA_GIGA9K}\``,
      '',
      `👛 Wallet: ${WALLET_INSIDER_A}`,
      '🏆 Win rate: 71% (last 30 trades)',
      '💸 Bought: 6.0 SOL ($876)',
      '📊 Market Cap: $31K',
      '🧑‍🤝‍🧑 Insiders holding: 4 (9.6%)',
      '🧠 Smart Money: 5 wallets in last 10m',
    ),
    links: [solscanAccount(WALLET_INSIDER_A)],
    expected: { messageType: 'insider', tokenAddress: CA_GIGA9K, tokenName: 'Gigachad 9000', tokenSymbol: 'GIGA9K', marketCap: 31000 },
  },
  // 32
  {
    ...SOURCE_CHATS.cabal_fomo,
    delaySeconds: 11,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$KAIZ is heating up 🟢',
      '⚙️ Kaizen Protocol',
      '',
      '👀 5 cabal wallets aped in the last 5 min',
      '💸 Total buys: 142.3 SOL',
      '📈 MC: $2.9M (+21% 1h)',
      '👥 Holders: 6,980 | Top 10: 14.7%',
      '🐦 Twitter mentions: 212',
      `CA: ${CA_KAIZ}`,
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_KAIZ), `https://photon-sol.tinyastro.io/en/lp/${PAIR_KAIZ}`],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_KAIZ, tokenName: 'Kaizen Protocol', tokenSymbol: 'KAIZ', marketCap: 2900000 },
  },
  // 33
  {
    ...SOURCE_CHATS.insider,
    delaySeconds: 4,
    text: lines(
      '🕵️ INSIDER BUY 🟢',
      'Chill 🏠 House ($CHILLH)',
      `CA: \`${CA_CHILLH}\``,
      '',
      `👛 Wallet: ${WALLET_INSIDER_C}`,
      '🏆 Win rate: 64% (last 30 trades)',
      '💸 Bought: 3.1 SOL ($452)',
      '📊 Market Cap: $40K',
      '🧑‍🤝‍🧑 Insiders holding: 3 (7.9%)',
      '🧠 Smart Money: 2 wallets in last 10m',
    ),
    links: [solscanAccount(WALLET_INSIDER_C)],
    expected: { messageType: 'insider', tokenAddress: CA_CHILLH, tokenName: 'Chill 🏠 House', tokenSymbol: 'CHILLH', marketCap: 40000 },
  },
  // 34
  {
    ...SOURCE_CHATS.pumpfun_volume,
    delaySeconds: 6,
    text: lines(
      '📊 PUMPFUN VOLUME SPIKE 🟢',
      '🦆 $DUCKZ | Philosopher Duck',
      `\`${CA_DUCKZ}\``,
      '',
      'Volume: $31.4K (5m) ⬆️ 290%',
      'MC: $22.7K • 🔝 $23.5K',
      'Buys/Sells: 188 / 71',
      'Holders: 120',
      'Bonding: 30.2%',
      '🕐 10m ago',
    ),
    links: [pumpFun(CA_DUCKZ)],
    expected: {
      messageType: 'pumpfun_volume',
      tokenAddress: CA_DUCKZ,
      tokenName: 'Philosopher Duck',
      tokenSymbol: 'DUCKZ',
      marketCap: 22700,
    },
  },
  // 35
  {
    ...SOURCE_CHATS.trench_radar,
    delaySeconds: 9,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 Neural Fox · $NFOX 🦊',
      'MC $1.2M | Vol 1h $486K | Liq $142K',
      '1h: +47.9% | 5m: +3.3%',
      'Txns 1h: 🟢 2,311 / 🔴 1,287',
      'Holders: 2,604 | Top 10: 15.8%',
      `CA: ${CA_NFOX}`,
      '⏱ 4h 55m old',
    ),
    links: [dexScreener(PAIR_NFOX)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_NFOX, tokenName: 'Neural Fox', tokenSymbol: 'NFOX', marketCap: 1200000 },
  },
  // 36 (address only in the links)
  {
    ...SOURCE_CHATS.jokel_push_chat,
    delaySeconds: 3,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🐱 Goblin Cat | $GOBCAT 🟢🟢🟢',
      'MC now $205K (we called it at $24K)',
      'Volume 1h: $388K | Holders: 1,046',
      'Chat is sending it, do not fade the cat 😼',
      '',
      '👉 Price bot | Chart',
    ),
    links: [priceBot(CA_GOBCAT), dexScreener(CA_GOBCAT)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_GOBCAT,
      tokenName: 'Goblin Cat',
      tokenSymbol: 'GOBCAT',
      marketCap: 205000,
    },
  },
  // 37
  {
    ...SOURCE_CHATS.jokel_push_chat,
    delaySeconds: 12,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🦥 Solana Sloth | $SLOTH 🟠',
      'MC: $39.1K | Holders: 352',
      'Slow and steady, chopping sideways. Watching 35K as support 👀',
      `CA: ${CA_SLOTH}`,
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_SLOTH)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_SLOTH, tokenName: 'Solana Sloth', tokenSymbol: 'SLOTH', marketCap: 39100 },
  },
  // 38
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 2,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Pixel Pepe 8bit (PP8) 👾',
      `├ CA: ${CA_PP8}`,
      '├ FDV: 16.0K',
      '├ Age: 5m',
      '├ Holders: 71 (+33)',
      '├ Dev: holding 2.6%',
      '├ Top 10: 26.9%',
      '├ Snipers: 2 | Bundles: 1',
      '└ Twitter: 6 mentions',
    ),
    links: [pumpFun(CA_PP8)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_PP8,
      tokenName: 'Pixel Pepe 8bit',
      tokenSymbol: 'PP8',
      marketCap: 16000,
    },
  },
  // 39
  {
    ...SOURCE_CHATS.trenchRadar_pumpfun,
    delaySeconds: 5,
    text: lines(
      '📡 TRENCH RADAR | PUMP.FUN',
      '🟢 Tiny Penguin (TPENG) 🐧',
      `├ CA: ${CA_TPENG}`,
      '├ FDV: 12.5K',
      '├ Age: 13m',
      '├ Holders: 54 (+35)',
      '├ Dev: holding 4.7% ⚠️',
      '├ Top 10: 33.1%',
      '├ Snipers: 3 | Bundles: 2 ⚠️',
      '└ Twitter: 2 mentions',
    ),
    links: [pumpFun(CA_TPENG)],
    expected: {
      messageType: 'trenchRadar_pumpfun',
      tokenAddress: CA_TPENG,
      tokenName: 'Tiny Penguin',
      tokenSymbol: 'TPENG',
      marketCap: 12500,
    },
  },
  // 40 (address only in the links)
  {
    ...SOURCE_CHATS.cabal_fomo,
    delaySeconds: 7,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$MDENG2 is heating up 🟢',
      '🦛 Moon Deng 2.0',
      '',
      '👀 4 cabal wallets aped in the last 5 min',
      '💸 Total buys: 26.4 SOL',
      '📈 MC: $88K (+37% 1h)',
      '👥 Holders: 702 | Top 10: 15.5%',
      '🐦 Twitter mentions: 88',
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_MDENG2), `https://photon-sol.tinyastro.io/en/lp/${CA_MDENG2}`],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_MDENG2, tokenName: 'Moon Deng 2.0', tokenSymbol: 'MDENG2', marketCap: 88000 },
  },
  // 41
  {
    ...SOURCE_CHATS.cabal_analysis,
    delaySeconds: 8,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '🤖 AI Agent 47 (AGENT47)',
      'Trend: 🟢 Bullish',
      '',
      `Contract: \`${CA_AGENT47}\``,
      'Market Cap: $58K | Liq: $17.2K',
      'Age: 24m | Holders: 356',
      'KOLs: 3 | Insiders: 1 | Snipers: 5.8%',
      'Early buyers: 14 hold / 10 partial / 16 sold',
      'Dev: sold ✅ | DEX paid ✅ | CTO ❌',
      'Top 10: 19.7%',
      'Rug risk: LOW (score 79/100)',
    ),
    links: [pumpFun(CA_AGENT47)],
    expected: {
      messageType: 'cabal_analysis',
      tokenAddress: CA_AGENT47,
      tokenName: 'AI Agent 47',
      tokenSymbol: 'AGENT47',
      marketCap: 58000,
    },
  },
  // 42
  {
    ...SOURCE_CHATS.cabal_analysis,
    delaySeconds: 4,
    text: lines(
      '🧠 CABAL ANALYSIS',
      '💪 Gigachad 9000 (GIGA9K)',
      'Trend: 🟢 Bullish',
      '',
      `Contract: \`${CA_GIGA9K}\``,
      'Market Cap: $52K | Liq: $15.8K',
      'Age: 31m | Holders: 298',
      'KOLs: 2 | Insiders: 4 | Snipers: 9.3%',
      'Early buyers: 17 hold / 6 partial / 17 sold',
      'Dev: holding 3.9% ⚠️ | DEX paid ❌ | CTO ❌',
      'Top 10: 24.0%',
      'Rug risk: MEDIUM (score 61/100)',
    ),
    links: [pumpFun(CA_GIGA9K), solscanAccount(DEV_GIGA9K)],
    expected: {
      messageType: 'cabal_analysis',
      tokenAddress: CA_GIGA9K,
      tokenName: 'Gigachad 9000',
      tokenSymbol: 'GIGA9K',
      marketCap: 52000,
    },
  },
  // 43
  {
    ...SOURCE_CHATS.insider,
    delaySeconds: 6,
    text: lines(
      '🕵️ INSIDER BUY 🟠',
      '🦆 Philosopher Duck ($DUCKZ)',
      `CA: \`${CA_DUCKZ}\``,
      '',
      `👛 Wallet: ${WALLET_INSIDER_B}`,
      '🏆 Win rate: 78% (last 30 trades)',
      '💸 Bought: 1.5 SOL ($219)',
      '📊 Market Cap: $29K',
      '🧑‍🤝‍🧑 Insiders holding: 2 (4.4%)',
      '🧠 Smart Money: 1 wallet in last 10m',
    ),
    links: [solscanAccount(WALLET_INSIDER_B)],
    expected: { messageType: 'insider', tokenAddress: CA_DUCKZ, tokenName: 'Philosopher Duck', tokenSymbol: 'DUCKZ', marketCap: 29000 },
  },
  // 44
  {
    ...SOURCE_CHATS.curated,
    delaySeconds: 10,
    text: lines(
      '⭐ CURATED PICK #144 ⭐',
      '🐸 Based Frog | $BFROG',
      '',
      'Market Cap: $48K',
      'Liquidity: $14.6K (bonding curve)',
      '24h Vol: $212K | Holders: 274',
      'Narrative: frog meta, fresh and clean',
      'Why: dev holding small bag, no bundles, organic chart',
      '',
      `CA: ${CA_BFROG}`,
      'Called by @pondwatcher',
      '📈 Chart | 🐦 Twitter',
    ),
    links: [dexScreener(CA_BFROG), 'https://x.com/basedfrog_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_BFROG, tokenName: 'Based Frog', tokenSymbol: 'BFROG', marketCap: 48000 },
  },
  // 45
  {
    ...SOURCE_CHATS.cabal_fomo,
    delaySeconds: 3,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$CHILLH is heating up 🟢',
      'Chill 🏠 House',
      '',
      '👀 3 cabal wallets aped in the last 5 min',
      '💸 Total buys: 11.2 SOL',
      '📈 MC: $65K (+62% 1h)',
      '👥 Holders: 344 | Top 10: 17.3%',
      '🐦 Twitter mentions: 37',
      `CA: ${CA_CHILLH}`,
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_CHILLH), `https://photon-sol.tinyastro.io/en/lp/${CA_CHILLH}`],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_CHILLH, tokenName: 'Chill 🏠 House', tokenSymbol: 'CHILLH', marketCap: 65000 },
  },
  // 46 (dump)
  {
    ...SOURCE_CHATS.trench_radar,
    delaySeconds: 8,
    text: lines(
      '🛰 TRENCH RADAR',
      '🔴 Mochi Moon · $MOCHI 🍡',
      'MC $98K | Vol 1h $73.5K | Liq $24.2K',
      '1h: -36.8% | 5m: -4.9%',
      'Txns 1h: 🟢 402 / 🔴 955',
      'Holders: 655 | Top 10: 35.2%',
      `CA: ${CA_MOCHI}`,
      '⏱ 6h 20m old',
    ),
    links: [dexScreener(PAIR_MOCHI)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_MOCHI, tokenName: 'Mochi Moon', tokenSymbol: 'MOCHI', marketCap: 98000 },
  },
  // 47 (dump)
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 5,
    text: lines(
      '🔊 VOLUME ALERT 🔴',
      '🐕 Trench Dog (TDOG)',
      'Volume (1h): $61.9K (+140%, mostly sells)',
      'Market Cap: $9.8K',
      'Price: $0.0000098 (-75.2% 1h)',
      'Buy/Sell ratio: 0.31',
      'Liquidity: $6.4K',
      `CA: ${CA_TDOG}`,
    ),
    links: [dexScreener(CA_TDOG)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_TDOG, tokenName: 'Trench Dog', tokenSymbol: 'TDOG', marketCap: 9800 },
  },
  // 48 (address only in the links)
  {
    ...SOURCE_CHATS.pumpfun_new_alert,
    delaySeconds: 6,
    text: lines(
      '🚨 NEW ALERT 🚨',
      '👾 Pixel Pepe 8bit ($PP8)',
      '🟢 Trending on pump.fun',
      '',
      '💰 MC: $19.8K • 🔝 $21.1K',
      '📈 Bonding curve: 21.9%',
      '👥 Holders: 103 | Top 10: 25.2%',
      '👨‍💻 Dev: 2.6% (holding)',
      '⏰ Created 9m ago',
      '🐦 Twitter mentions: 8',
      '',
      '🔗 Buy on pump.fun | GMGN | Dev wallet',
    ),
    links: [pumpFun(CA_PP8), gmgn(CA_PP8), solscanAccount(DEV_PP8)],
    expected: {
      messageType: 'pumpfun_new_alert',
      tokenAddress: CA_PP8,
      tokenName: 'Pixel Pepe 8bit',
      tokenSymbol: 'PP8',
      marketCap: 19800,
    },
  },
  // 49 (dump)
  {
    ...SOURCE_CHATS.trench_radar,
    delaySeconds: 11,
    text: lines(
      '🛰 TRENCH RADAR',
      '🔴 Saturn Ring · $RING 🪐',
      'MC $512K | Vol 1h $205K | Liq $96.0K',
      '1h: -22.4% | 5m: -2.1%',
      'Txns 1h: 🟢 688 / 🔴 1,340',
      'Holders: 3,102 | Top 10: 22.9%',
      `CA: ${CA_RING}`,
      '⏱ 1d 7h old',
    ),
    links: [dexScreener(PAIR_RING)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_RING, tokenName: 'Saturn Ring', tokenSymbol: 'RING', marketCap: 512000 },
  },
  // 50
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 4,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🐱 Goblin Cat (GOBCAT)',
      'Volume (1h): $512K (+290%)',
      'Market Cap: $318K',
      'Price: $0.000318 (+41.2% 1h)',
      'Buy/Sell ratio: 1.9',
      'Liquidity: $48.6K',
      `CA: ${CA_GOBCAT}`,
    ),
    links: [dexScreener(CA_GOBCAT)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_GOBCAT, tokenName: 'Goblin Cat', tokenSymbol: 'GOBCAT', marketCap: 318000 },
  },
  // 51
  {
    ...SOURCE_CHATS.curated,
    delaySeconds: 9,
    text: lines(
      '⭐ CURATED PICK #145 ⭐',
      '💪 Gigachad 9000 | $GIGA9K',
      '',
      'Market Cap: $78.4K',
      'Liquidity: $19.9K',
      '24h Vol: $341K | Holders: 467',
      'Narrative: gigachad meta is back',
      'Why: smart money keeps adding, bonding almost done',
      '',
      `CA: ${CA_GIGA9K}`,
      'Called by @chadcaller_sol',
      '📈 Chart | 🐦 Twitter',
    ),
    links: [dexScreener(CA_GIGA9K), 'https://x.com/giga9000_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_GIGA9K, tokenName: 'Gigachad 9000', tokenSymbol: 'GIGA9K', marketCap: 78400 },
  },
  // 52
  {
    ...SOURCE_CHATS.trench_radar,
    delaySeconds: 3,
    text: lines(
      '🛰 TRENCH RADAR',
      '🟢 AI Agent 47 · $AGENT47 🤖',
      'MC $91K | Vol 1h $212K | Liq $24.9K',
      '1h: +58.2% | 5m: +7.1%',
      'Txns 1h: 🟢 1,204 / 🔴 611',
      'Holders: 902 | Top 10: 18.1%',
      `CA: ${CA_AGENT47}`,
      '⏱ 41m old',
    ),
    links: [dexScreener(CA_AGENT47)],
    expected: { messageType: 'trench_radar', tokenAddress: CA_AGENT47, tokenName: 'AI Agent 47', tokenSymbol: 'AGENT47', marketCap: 91000 },
  },
  // 53
  {
    ...SOURCE_CHATS.cabal_fomo,
    delaySeconds: 7,
    text: lines(
      '🔥🔥 CABAL FOMO 🔥🔥',
      '$DUCKZ is heating up 🟢',
      '🦆 Philosopher Duck',
      '',
      '👀 2 cabal wallets aped in the last 5 min',
      '💸 Total buys: 9.4 SOL',
      '📈 MC: $46K (+58% 1h)',
      '👥 Holders: 247 | Top 10: 21.0%',
      '🐦 Twitter mentions: 23',
      `CA: ${CA_DUCKZ}`,
      '',
      'GMGN | Photon',
    ),
    links: [gmgn(CA_DUCKZ), `https://photon-sol.tinyastro.io/en/lp/${CA_DUCKZ}`],
    expected: { messageType: 'cabal_fomo', tokenAddress: CA_DUCKZ, tokenName: 'Philosopher Duck', tokenSymbol: 'DUCKZ', marketCap: 46000 },
  },
  // 54
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 10,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '🦊 Neural Fox (NFOX)',
      'Volume (1h): $640K (+312%)',
      'Market Cap: $1.85M',
      'Price: $0.00185 (+22.4% 1h)',
      'Buy/Sell ratio: 1.8',
      'Liquidity: $201K',
      `CA: ${CA_NFOX}`,
    ),
    links: [dexScreener(PAIR_NFOX)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_NFOX, tokenName: 'Neural Fox', tokenSymbol: 'NFOX', marketCap: 1850000 },
  },
  // 55 (dump; address only in the link)
  {
    ...SOURCE_CHATS.jokel_push_chat,
    delaySeconds: 5,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🐧 Tiny Penguin | $TPENG 🔴',
      'MC: $4.1K, dev dumped his 4.7% 💀',
      'Holders: 23 | Top 10: 48.3%',
      'Cutting it here, stay safe frens',
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_TPENG)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_TPENG, tokenName: 'Tiny Penguin', tokenSymbol: 'TPENG', marketCap: 4100 },
  },
  // 56
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 6,
    text: lines(
      '🔊 VOLUME ALERT 🟠',
      '🦥 Solana Sloth (SLOTH)',
      'Volume (1h): $118K (+85%)',
      'Market Cap: $52.6K',
      'Price: $0.0000526 (+9.7% 1h)',
      'Buy/Sell ratio: 1.1',
      'Liquidity: $15.3K',
      `CA: ${CA_SLOTH}`,
    ),
    links: [dexScreener(CA_SLOTH)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_SLOTH, tokenName: 'Solana Sloth', tokenSymbol: 'SLOTH', marketCap: 52600 },
  },
  // 57
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 8,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '⚙️ Kaizen Protocol (KAIZ)',
      'Volume (1h): $1.2M (+174%)',
      'Market Cap: $3.3M',
      'Price: $0.0033 (+13.8% 1h)',
      'Buy/Sell ratio: 1.4',
      'Liquidity: $352K',
      `CA: ${CA_KAIZ}`,
    ),
    links: [dexScreener(PAIR_KAIZ)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_KAIZ, tokenName: 'Kaizen Protocol', tokenSymbol: 'KAIZ', marketCap: 3300000 },
  },
  // 58
  {
    ...SOURCE_CHATS.call_analyzer,
    delaySeconds: 4,
    text: lines(
      '📞 CALL ANALYZER',
      '🐸 $BFROG · Based Frog',
      '🟢 Trending',
      '',
      'First call: @frogwhisperer (Pond Gems) 52m ago',
      'Call MC → Now: $19.7K → $57.3K',
      '📈 2.9x from call | ATH $61.0K',
      'Callers: 5 | Groups: 7 | Channels: 3',
      `CA: ${CA_BFROG}`,
    ),
    links: [dexScreener(CA_BFROG)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_BFROG, tokenName: 'Based Frog', tokenSymbol: 'BFROG', marketCap: 57300 },
  },
  // 59
  {
    ...SOURCE_CHATS.jokel_push_chat,
    delaySeconds: 9,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      'Chill 🏠 House | $CHILLH 🟢🟢',
      'MC $112K and climbing, 4x from our entry 🛋️',
      'Volume 1h: $204K | Holders: 689',
      'Comfy hold, no rush to sell',
      `CA: ${CA_CHILLH}`,
      '',
      '👉 Price bot | Chart',
    ),
    links: [priceBot(CA_CHILLH), dexScreener(CA_CHILLH)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_CHILLH,
      tokenName: 'Chill 🏠 House',
      tokenSymbol: 'CHILLH',
      marketCap: 112000,
    },
  },
  // 60 (dump)
  {
    ...SOURCE_CHATS.jokel_push_chat,
    delaySeconds: 5,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🦛 Moon Deng 2.0 | $MDENG2 🔴',
      'MC: $41K, down 53% from the $88K top',
      'Cabal wallets took profit, volume fading 📉',
      'Holders: 640 | Top 10: 17.0%',
      `CA: ${CA_MDENG2}`,
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_MDENG2)],
    expected: {
      messageType: 'jokel_push_chat',
      tokenAddress: CA_MDENG2,
      tokenName: 'Moon Deng 2.0',
      tokenSymbol: 'MDENG2',
      marketCap: 41000,
    },
  },
  // 61
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 3,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      '👾 Pixel Pepe 8bit (PP8)',
      'Volume (1h): $67.2K (+205%)',
      'Market Cap: $24.5K',
      'Price: $0.0000245 (+23.7% 1h)',
      'Buy/Sell ratio: 1.6',
      'Liquidity: $9.1K',
      `CA: ${CA_PP8}`,
    ),
    links: [pumpFun(CA_PP8)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_PP8, tokenName: 'Pixel Pepe 8bit', tokenSymbol: 'PP8', marketCap: 24500 },
  },
  // 62 (dump; address only in the link)
  {
    ...SOURCE_CHATS.jokel_push_chat,
    delaySeconds: 10,
    text: lines(
      '🔔 JOKEL PUSH 🔔',
      '🪐 Saturn Ring | $RING 🔴',
      'Market Cap: $390K (was $880K yesterday)',
      'Insiders rotating out, we stay away for now',
      'Holders: 2,870 | Top 10: 24.8%',
      '',
      '👉 Price bot',
    ),
    links: [priceBot(CA_RING)],
    expected: { messageType: 'jokel_push_chat', tokenAddress: CA_RING, tokenName: 'Saturn Ring', tokenSymbol: 'RING', marketCap: 390000 },
  },
  // 63
  {
    ...SOURCE_CHATS.curated,
    delaySeconds: 7,
    text: lines(
      '⭐ CURATED PICK #146 ⭐',
      '🤖 AI Agent 47 | $AGENT47',
      '',
      'Market Cap: $133K',
      'Liquidity: $31.5K',
      '24h Vol: $688K | Holders: 1,377',
      'Narrative: autonomous agent tweeting alpha',
      'Why: graduated from pump.fun, 3 KOLs in, dev sold early',
      '',
      `CA: ${CA_AGENT47}`,
      'Called by @agentsmith_calls',
      '📈 Chart | 🐦 Twitter',
    ),
    links: [dexScreener(CA_AGENT47), 'https://x.com/aiagent47_sol'],
    expected: { messageType: 'curated', tokenAddress: CA_AGENT47, tokenName: 'AI Agent 47', tokenSymbol: 'AGENT47', marketCap: 133000 },
  },
  // 64 (address only in the link)
  {
    ...SOURCE_CHATS.call_analyzer,
    delaySeconds: 6,
    text: lines(
      '📞 CALL ANALYZER',
      '💪 $GIGA9K · Gigachad 9000',
      '🟢 Trending',
      '',
      'First call: @chadcaller_sol (Chad Calls) 1h 08m ago',
      'Call MC → Now: $17.4K → $81.2K',
      '📈 4.7x from call | ATH $84.9K',
      'Callers: 7 | Groups: 10 | Channels: 4',
      '🔗 Chart',
    ),
    links: [dexScreener(CA_GIGA9K)],
    expected: {
      messageType: 'call_analyzer',
      tokenAddress: CA_GIGA9K,
      tokenName: 'Gigachad 9000',
      tokenSymbol: 'GIGA9K',
      marketCap: 81200,
    },
  },
  // 65 (dump)
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 4,
    text: lines(
      '🔊 VOLUME ALERT 🔴',
      '🍡 Mochi Moon (MOCHI)',
      'Volume (1h): $144K (+220%, sell pressure)',
      'Market Cap: $61K',
      'Price: $0.000061 (-37.8% 1h)',
      'Buy/Sell ratio: 0.42',
      'Liquidity: $18.8K',
      `CA: ${CA_MOCHI}`,
    ),
    links: [dexScreener(PAIR_MOCHI)],
    expected: { messageType: 'volume_alert', tokenAddress: CA_MOCHI, tokenName: 'Mochi Moon', tokenSymbol: 'MOCHI', marketCap: 61000 },
  },
  // 66
  {
    ...SOURCE_CHATS.call_analyzer,
    delaySeconds: 8,
    text: lines(
      '📞 CALL ANALYZER',
      '🦆 $DUCKZ · Philosopher Duck',
      '🟢 Trending',
      '',
      'First call: @quackresearch (Duck Den) 1h 31m ago',
      'Call MC → Now: $22.7K → $61K',
      '📈 2.7x from call | ATH $64.4K',
      'Callers: 4 | Groups: 6 | Channels: 2',
      `CA: ${CA_DUCKZ}`,
    ),
    links: [dexScreener(CA_DUCKZ)],
    expected: {
      messageType: 'call_analyzer',
      tokenAddress: CA_DUCKZ,
      tokenName: 'Philosopher Duck',
      tokenSymbol: 'DUCKZ',
      marketCap: 61000,
    },
  },
  // 67
  {
    ...SOURCE_CHATS.volume_alert,
    delaySeconds: 5,
    text: lines(
      '🔊 VOLUME ALERT 🟢',
      'Chill 🏠 House (CHILLH)',
      'Volume (1h): $276K (+160%)',
      'Market Cap: $146K',
      'Price: $0.000146 (+30.4% 1h)',
      'Buy/Sell ratio: 1.5',
      'Liquidity: $33.9K',
      `CA: ${CA_CHILLH}`,
    ),
    links: [dexScreener(CA_CHILLH)],
    expected: {
      messageType: 'volume_alert',
      tokenAddress: CA_CHILLH,
      tokenName: 'Chill 🏠 House',
      tokenSymbol: 'CHILLH',
      marketCap: 146000,
    },
  },
  // 68
  {
    ...SOURCE_CHATS.call_analyzer,
    delaySeconds: 11,
    text: lines(
      '📞 CALL ANALYZER',
      '⚙️ $KAIZ · Kaizen Protocol',
      '🟢 Trending',
      '',
      'First call: @solsniperjoe (Joe Snipes) 9h 12m ago',
      'Call MC → Now: $2.4M → $4.1M',
      '📈 1.7x from call | ATH $4.3M',
      'Callers: 14 | Groups: 22 | Channels: 9',
      `CA: ${CA_KAIZ}`,
    ),
    links: [dexScreener(PAIR_KAIZ)],
    expected: {
      messageType: 'call_analyzer',
      tokenAddress: CA_KAIZ,
      tokenName: 'Kaizen Protocol',
      tokenSymbol: 'KAIZ',
      marketCap: 4100000,
    },
  },
  // 69
  {
    ...SOURCE_CHATS.call_analyzer,
    delaySeconds: 6,
    text: lines(
      '📞 CALL ANALYZER',
      '🐱 $GOBCAT · Goblin Cat',
      '🟢 Trending',
      '',
      'First call: @degen_oracle (Goblin Hunters) 2h 14m ago',
      'Call MC → Now: $24.1K → $402K',
      '📈 16.7x from call | ATH $431K',
      'Callers: 11 | Groups: 17 | Channels: 6',
      `CA: ${CA_GOBCAT}`,
    ),
    links: [dexScreener(CA_GOBCAT)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_GOBCAT, tokenName: 'Goblin Cat', tokenSymbol: 'GOBCAT', marketCap: 402000 },
  },
  // 70
  {
    ...SOURCE_CHATS.call_analyzer,
    delaySeconds: 9,
    text: lines(
      '📞 CALL ANALYZER',
      '🦊 $NFOX · Neural Fox',
      '🟢 Trending',
      '',
      'First call: @foxtrot_calls (Fox Den Alpha) 7h 03m ago',
      'Call MC → Now: $420K → $2.1M',
      '📈 5.0x from call | ATH $2.2M',
      'Callers: 12 | Groups: 19 | Channels: 7',
      `CA: ${CA_NFOX}`,
    ),
    links: [dexScreener(PAIR_NFOX)],
    expected: { messageType: 'call_analyzer', tokenAddress: CA_NFOX, tokenName: 'Neural Fox', tokenSymbol: 'NFOX', marketCap: 2100000 },
  },
];
