/**
 * Messages of bots known only from their source code: each bot's message template, ported line
 * for line from the file named in `source` (same layout, same number formatting), filled in with
 * a REAL token seen in this corpus's published messages (its mint, name, ticker, a market cap it
 * had, a wallet that held it). The figures a template needs that no public message gives (SOL
 * amounts, average prices, times) are illustrative and kept consistent with the market cap. Every
 * case here has origin 'template'; the corpus test keeps them under a quarter of the corpus.
 *
 * - Wally (wizsol94/whale-tracker, formatter.py): a whale's buy or sell on PumpSwap, the whale's
 *   wallet linked on Solscan, `📊 MC: $2.80M | ⏱ Seen: 5h`, the mint in a code block.
 * - MCee Alert (CRSavvy002/MCee_Alert, index.js and tracker.js): "Now tracking!" with the baseline
 *   market cap and `Alert at: 2x → $208.0K` (the target, not the market cap), then the alert with a
 *   baseline and a current market cap.
 * - Solana Wallet Tracker (0xDexFi/solana-wallet-tracker, bot/formatters.py): the list of tracked
 *   wallets and the welcome message, about no token.
 * - Pump Coin Listen (RobertEyler/pump_coin_listen, src/pump/event-parser.ts and
 *   src/bonk/grpc-bonk.ts): a bonding curve completed, the token only in a pump.fun or Jupiter URL.
 */
import { lines } from '../../alert-parts.js';
import type { UnseenCase } from '../unseen-case.js';
import { solscanAccount } from './brook-export.js';

interface TemplateSource {
  bot: string;
  repository: string;
  path: string;
  commit: string;
}

const WALLY: TemplateSource = {
  bot: 'Wally',
  repository: 'wizsol94/whale-tracker',
  path: 'formatter.py',
  commit: 'c7ca1d70c683e2c2622e83ef9f54e3824bd4a435',
};
const MCEE_TRACKER: TemplateSource = {
  bot: 'MCee Alert',
  repository: 'CRSavvy002/MCee_Alert',
  path: 'tracker.js',
  commit: 'f75b92f61eb22810817e933f1ea54e5524f4d030',
};
const MCEE_INDEX: TemplateSource = { ...MCEE_TRACKER, path: 'index.js' };
const WALLET_TRACKER: TemplateSource = {
  bot: 'Solana Wallet Tracker',
  repository: '0xDexFi/solana-wallet-tracker',
  path: 'bot/formatters.py',
  commit: 'be48aaea413410e2ec775c170258fdf57fa68fb2',
};
const PUMP_LISTEN: TemplateSource = {
  bot: 'Pump Coin Listen',
  repository: 'RobertEyler/pump_coin_listen',
  path: 'src/pump/event-parser.ts',
  commit: '0e4cc7c034e002881050d11a76c03ded466630de',
};
const BONK_LISTEN: TemplateSource = { ...PUMP_LISTEN, path: 'src/bonk/grpc-bonk.ts' };

type Body = Pick<UnseenCase, 'text' | 'links' | 'expected' | 'classes'>;

const filled = (from: TemplateSource, key: string, body: Body): UnseenCase => ({
  id: `${from.bot}:${key}`,
  bot: from.bot,
  source: { repository: from.repository, path: from.path, commit: from.commit, anchor: key },
  origin: 'template',
  ...body,
});

/** Python's `f"{x:,.{d}f}"`. */
const grouped = (x: number, decimals: number): string =>
  x.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

// ─── Wally (formatter.py) ─────────────────────────────────────────────────────────────────────

const wallyInput = (sol: number): string =>
  sol >= 1000 ? `${grouped(sol, 1)} SOL` : sol >= 1 ? `${grouped(sol, 2)} SOL` : `${grouped(sol, 4)} SOL`;
const wallyUsd = (x: number): string => (x >= 1e6 ? `${grouped(x / 1e6, 2)}M` : x >= 1e3 ? grouped(x, 0) : grouped(x, 2));
const wallyTokens = (x: number): string =>
  x >= 1e9
    ? `${grouped(x / 1e9, 2)}B`
    : x >= 1e6
      ? `${grouped(x / 1e6, 2)}M`
      : x >= 1e3
        ? `${grouped(x / 1e3, 2)}K`
        : x >= 1
          ? grouped(x, 2)
          : grouped(x, 6);
const wallyAvg = (p: number): string =>
  p >= 1 ? grouped(p, 4) : p >= 0.0001 ? grouped(p, 6) : p >= 0.00000001 ? grouped(p, 10) : p.toExponential(2);
const wallyMc = (mc: number): string =>
  mc >= 1e9 ? `${grouped(mc / 1e9, 2)}B` : mc >= 1e6 ? `${grouped(mc / 1e6, 2)}M` : mc >= 1e3 ? `${grouped(mc / 1e3, 1)}K` : grouped(mc, 0);
/** The market cap the message states, read back from its rounding. */
const shownMc = (mc: number): number => {
  const text = wallyMc(mc).replace(/,/g, '');
  const unit = text.endsWith('B') ? 1e9 : text.endsWith('M') ? 1e6 : text.endsWith('K') ? 1e3 : 1;
  return Math.round(Number.parseFloat(text) * unit);
};

/** An illustrative SOL price: the template's USD value and average price follow from it. */
const SOL_USD = 200;
/** pump.fun tokens have a supply of one billion. */
const PUMP_SUPPLY = 1e9;

interface WhaleTrade {
  type: 'BUY' | 'SELL';
  whaleLabel: string;
  whale: string;
  mint: string;
  symbol: string;
  sol: number;
  marketCap: number;
  seen: string;
}

function wally(t: WhaleTrade): UnseenCase {
  const usd = t.sol * SOL_USD;
  const price = t.marketCap / PUMP_SUPPLY;
  const tokens = usd / price;
  const swap =
    t.type === 'BUY'
      ? `${t.whaleLabel} swapped ${wallyInput(t.sol)} ($${wallyUsd(usd)}) for ${wallyTokens(tokens)} ${t.symbol}`
      : `${t.whaleLabel} swapped ${wallyTokens(tokens)} ${t.symbol} for ${wallyInput(t.sol)} ($${wallyUsd(usd)})`;
  return filled(WALLY, `${t.type.toLowerCase()}-${t.symbol}`, {
    text: lines(
      `${t.type === 'BUY' ? '🟢' : '🔴'} ${t.type} ${t.symbol} on PumpSwap 🚀`,
      '',
      `🐳 ${t.whaleLabel}`,
      '🔗 Solscan',
      '',
      swap,
      `💰 Avg: $${wallyAvg(usd / tokens)}`,
      `📊 MC: $${wallyMc(t.marketCap)} | ⏱ Seen: ${t.seen}`,
      '',
      '📄 Contract:',
      t.mint,
    ),
    links: [solscanAccount(t.whale), `https://dexscreener.com/solana/${t.mint}`, `https://pump.fun/${t.mint}`],
    expected: { address: t.mint, symbol: t.symbol, marketCap: shownMc(t.marketCap) },
    classes: [],
  });
}

// ─── MCee Alert (index.js, tracker.js) ────────────────────────────────────────────────────────

/** tracker.js's and index.js's `formatMC`. */
const formatMC = (mc: number): string =>
  !mc ? '$0' : mc >= 1e6 ? `$${(mc / 1e6).toFixed(2)}M` : mc >= 1e3 ? `$${(mc / 1e3).toFixed(1)}K` : `$${mc.toFixed(2)}`;
const mcOf = (text: string): number => {
  const unit = text.endsWith('M') ? 1e6 : text.endsWith('K') ? 1e3 : 1;
  return Math.round(Number.parseFloat(text.slice(1)) * unit);
};

interface Tracked {
  mint: string;
  name: string;
  baseline: number;
  target: number;
}

/** index.js, `/track`: the baseline is the market cap now; the arrow leads to the target. */
function nowTracking(t: Tracked): UnseenCase {
  return filled(MCEE_INDEX, `track-${t.mint.slice(0, 8)}`, {
    text: lines(
      '✅ Now tracking!',
      '',
      `📛 Token: ${t.name}`,
      `🔗 ${t.mint}`,
      '',
      `💰 Baseline MC: ${formatMC(t.baseline)}`,
      `🎯 Alert at: ${t.target}x → ${formatMC(t.baseline * t.target)}`,
      '',
      '🔄 Checking every 20 seconds',
    ),
    links: [],
    expected: { address: t.mint, name: t.name, marketCap: mcOf(formatMC(t.baseline)) },
    classes: ['mc-after-arrow'],
  });
}

/** tracker.js: the target is hit; the current market cap is the second figure. */
function targetHit(t: Tracked, current: number): UnseenCase {
  const multiplier = current / t.baseline;
  const emoji = multiplier >= 5 ? '🔥🔥🔥' : multiplier >= 3 ? '🔥🔥' : multiplier >= 2 ? '🚀🚀' : '🚀';
  return filled(MCEE_TRACKER, `alert-${t.mint.slice(0, 8)}-${t.target}x`, {
    text: lines(
      `${emoji} ALERT: ${t.name}`,
      '',
      `✅ Target hit: ${t.target}x`,
      '',
      `📊 Baseline MC: ${formatMC(t.baseline)}`,
      `📈 Current MC: ${formatMC(current)}`,
      `💹 Actual gain: ${multiplier.toFixed(2)}x (${((multiplier - 1) * 100).toFixed(0)}%)`,
      '',
      `🔗 ${t.mint}`,
    ),
    links: [],
    expected: { address: t.mint, name: t.name, marketCap: mcOf(formatMC(current)) },
    classes: ['mc-call-vs-current'],
  });
}

// ─── Solana Wallet Tracker (bot/formatters.py) ────────────────────────────────────────────────

function walletList(key: string, wallets: ReadonlyArray<readonly [name: string, address: string]>): UnseenCase {
  return filled(WALLET_TRACKER, key, {
    text: lines(
      '📋 Tracked Wallets',
      '',
      ...wallets.flatMap(([name, address], i) => [`${i + 1}. ${name}`, address, '']),
      `Total: ${wallets.length} wallet${wallets.length === 1 ? '' : 's'}`,
    ),
    links: [],
    expected: { address: null },
    classes: ['wallet-post'],
  });
}

// ─── Pump Coin Listen (src/pump/event-parser.ts, src/bonk/grpc-bonk.ts) ───────────────────────

/** JavaScript's `String(new Date(...))` on a server in UTC. */
const jsDate = (iso: string): string => {
  const d = new Date(iso);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${two(d.getUTCDate())} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(
    d.getUTCMinutes(),
  )}:${two(d.getUTCSeconds())} GMT+0000 (Coordinated Universal Time)`;
};

const pumpComplete = (mint: string, at: string): UnseenCase =>
  filled(PUMP_LISTEN, `complete-${mint.slice(0, 8)}`, {
    text: lines('Pumpfun Complete!!', `Complete at ${jsDate(at)} `, `https://pump.fun/coin/${mint}`),
    links: [],
    expected: { address: mint },
    classes: [],
  });

const bonkComplete = (mint: string, at: string): UnseenCase =>
  filled(BONK_LISTEN, `complete-${mint.slice(0, 8)}`, {
    text: lines("Lets'Bonk Complete!!", `Complete at ${jsDate(at)} `, `https://jup.ag/tokens/${mint}`),
    links: [],
    expected: { address: mint },
    classes: [],
  });

// ─── The tokens (all seen in this corpus's published messages) ───────────────────────────────

const GMAMI = 'BVDJjT8V5DqQLvCiWa6BqbE75Zdf2Mu6tzqBKA83pump';
const TRUST = 'AJeaxsMfjc6hUDW6WTeDPVxQQiKnp6gdLTwr9uXwpump';
const TIM = '4JuJQ3hoFubomKJLFn4CzYcYRefuLkN5wgPfanszpump';
const BLOOPERMAN = '8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump';
const SHAW = 'FH5Yuax2hg6ct3tM4hPKXjmBFZ2e9TjLiouUK6fApump';
const MMX = 'FLn5uGse84BS7R5eyN2wCd8agpGyzNBLS233HhUvpump';
const JDK = '5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump';
const TARD = 'GNeXbKnKuVRL6nYQP59GHXcsBjL5pR4b2tM3zVYVpump';
const AICYCLE = 'CqYM3eUQnppnQtPNcHWYdN9tgb5ePnuBpSxkiFDupump';
const MONKE = 'HEN35fFZoUc6HR6QDxVLaJ2xaQrHVz2a2gmdn1g8pump';
const DOGETISM = '5tjp2pGPAqRWFvWJgXZ8WuYASzbW5dyT8A3GUd1kpump';
const UNBAG = 'B8iv48voSh8C2BQ7QrEFKMji3K45ZWNMag3TULYRpump';
const CHAD = 'AvJkUdcMsGT42HBGUh1o3EFPmjocuFsy2sYsu26f843s';
const CHARLEY = 'DVabFaj9qaZaEKgkJVQGmMmNvNCpunqoTKd3w5NSpump';
const MOONCOIN = 'BAdtgJ56GN8wEXqXvKECTRAUxV3vytJ9y6kkthDSpump';
/** a letsbonk.fun mint from the same repository's price data (data/raw/brook_ohlcv) */
const BONK_MINT = '347k5f1WLRYe81roRcLBWDR6k3eCRunaqetQPW6pbonk';

const aiSupercycle: Tracked = { mint: AICYCLE, name: 'AI SUPERCYCLE', baseline: 104_000, target: 5 };
const bloopers: Tracked = { mint: BLOOPERMAN, name: 'First Video Uploaded in 2025', baseline: 108_000, target: 1.5 };
const debrina: Tracked = { mint: JDK, name: 'Justice for Debrina Kawam', baseline: 189_000, target: 1.5 };
const unbag: Tracked = { mint: UNBAG, name: 'UNBAGME', baseline: 59_500, target: 1.5 };
const chad: Tracked = { mint: CHAD, name: 'CHAD', baseline: 191_000, target: 1.5 };
const charley: Tracked = { mint: CHARLEY, name: 'CHARLEY', baseline: 30_000, target: 1.5 };

export const templates: UnseenCase[] = [
  wally({ type: 'BUY', whaleLabel: 'Whale 1', whale: 'G2xqpczUzaKnaZP8sb9PfKJ3mgWpeaXjEn63Z6aqwHJE', mint: GMAMI, symbol: 'GMAMI', sol: 25, marketCap: 2_800_000, seen: '5h' }),
  wally({ type: 'BUY', whaleLabel: 'Whale 2', whale: 'F4wMDP2HRumTLuUHHUTWZnGBj7MxkRezdJp3it4vcKwn', mint: TRUST, symbol: 'TRUST', sol: 3.5, marketCap: 30_400, seen: '14m' }),
  wally({ type: 'SELL', whaleLabel: 'Whale 1', whale: '9jyqFiLnruggwNn4EQwBNFXwpbLM9hrA4hV59ytyAVVz', mint: TIM, symbol: 'TIM', sol: 12.4, marketCap: 185_000, seen: '2h' }),
  wally({ type: 'BUY', whaleLabel: 'Whale 3', whale: '73LnJ7G9ffBDjEBGgJDdgvLUhD5APLonKrNiHsKDCw5B', mint: BLOOPERMAN, symbol: 'BLOOPERMAN', sol: 8, marketCap: 108_000, seen: '41m' }),
  wally({ type: 'BUY', whaleLabel: 'Whale 2', whale: '31LWWwAhDFabRGaEh5TGA9xmJSqXrcGzNaGKPg7WUUCT', mint: SHAW, symbol: 'SHAW', sol: 0.75, marketCap: 39_200, seen: '9m' }),
  wally({ type: 'SELL', whaleLabel: 'Whale 4', whale: '8mLZWoV2xwfRcd7ZJwJSQuLA9qBq5s86kdUfEkPtpvHh', mint: MMX, symbol: 'MMX', sol: 4.1, marketCap: 43_900, seen: '27m' }),
  wally({ type: 'BUY', whaleLabel: 'Whale 1', whale: '32nEBgyvQWxGDXxyj3JMnAuYxSGVWq82BFm1M8iUJjsE', mint: TARD, symbol: 'TARD', sol: 15, marketCap: 55_500, seen: '3h' }),
  wally({ type: 'SELL', whaleLabel: 'Whale 3', whale: 'c3XGUoDSBaJDA8qaJ5pUkCnamMERwZLJBVjxdkNepGo', mint: AICYCLE, symbol: 'AICYCLE', sol: 61.3, marketCap: 552_000, seen: '1d' }),
  wally({ type: 'BUY', whaleLabel: 'Whale 5', whale: 'ANqwRG7pyjhsQTzxfNGU3K14DQnmK2U6r6CoqjyoJC8R', mint: MONKE, symbol: 'MONKE', sol: 2, marketCap: 93_600, seen: '52m' }),
  wally({ type: 'BUY', whaleLabel: 'Whale 4', whale: 'GBvb8QiTaqKPvG3L2RMbMXmT5Qo8gHygMWSnp7JtjVVY', mint: DOGETISM, symbol: 'DOGETISM', sol: 12.5, marketCap: 173_000, seen: '6h' }),
  nowTracking(aiSupercycle),
  targetHit(aiSupercycle, 552_000),
  nowTracking(bloopers),
  targetHit(bloopers, 212_000),
  targetHit(debrina, 336_000),
  nowTracking(unbag),
  targetHit(unbag, 90_600),
  targetHit(chad, 297_000),
  targetHit(charley, 47_300),
  walletList('list-3', [
    ['Whale 1', 'G2xqpczUzaKnaZP8sb9PfKJ3mgWpeaXjEn63Z6aqwHJE'],
    ['Whale 2', 'F4wMDP2HRumTLuUHHUTWZnGBj7MxkRezdJp3it4vcKwn'],
    ['Whale 3', '73LnJ7G9ffBDjEBGgJDdgvLUhD5APLonKrNiHsKDCw5B'],
  ]),
  walletList('list-1', [['MoonCoin dev', '8w9v4LGDRTY5xje3e8ydZaU14qu45sif5PsUYogh5qou']]),
  filled(WALLET_TRACKER, 'welcome', {
    text: lines(
      '👋 Welcome to Solana Wallet Tracker!',
      '',
      "I'll send you alerts when tracked wallets buy or sell tokens.",
      '',
      'Commands:',
      '• /add <address> <name> - Track a wallet',
      '• /remove <address> - Stop tracking',
      '• /list - Show tracked wallets',
      '• /rename <address> <new_name> - Rename a wallet',
      '• /whosinit <token> - See who holds a token',
      '',
      'Get started by adding a wallet to track!',
    ),
    links: [],
    expected: { address: null },
    classes: [],
  }),
  pumpComplete(GMAMI, '2025-01-02T09:14:27Z'),
  pumpComplete(AICYCLE, '2025-01-07T18:42:05Z'),
  pumpComplete(MOONCOIN, '2026-09-08T12:51:33Z'),
  bonkComplete(BONK_MINT, '2025-08-17T23:41:12Z'),
];
