/**
 * Solana Early Trending 💵 (@solearlytrending, Soul Systems' trending channel): a page of the
 * channel's public web preview (t.me/s/solearlytrending, September 2026), kept as a test fixture
 * in the repository markusknudtsen-droid/Live-dashboard-. Its "New Trending" entry signals name
 * the token (`🔥 Name New Trending`, the name linked to the Soul Sniper bot with the mint), give
 * `MC: $44.4K • 🔝 $57.1K` (the current market cap, then the all-time high), and link the top
 * holders' wallets and the dev's on Solscan; its "Top Early Trending" posts rank many tokens.
 *
 * Each case names its message by the post number (`solearlytrending/454685`). The text is what
 * the message shows (line breaks for `<br/>`, markup removed, entities decoded, the left-to-right
 * marks `\u200e` the channel puts before names kept); the links are its hyperlink targets in order,
 * then its buttons' URLs. The preview shows no symbol for an entry signal, so none is labelled.
 */
import { lines } from '../../alert-parts.js';
import type { UnseenCase } from '../unseen-case.js';
import { solscanAccount } from './brook-export.js';

const BOT = 'Solana Early Trending';
const PAGE = {
  repository: 'markusknudtsen-droid/Live-dashboard-',
  path: 'tests/fixtures/telegram-preview-page.html',
  commit: 'ef0e609e7808d9a10f36b7187bf01a06cec66730',
};
const LRM = '\u200e';

const chart = (ca: string): string =>
  `https://soulterminal.ai/token/${ca}?utm_source=telegram&amp;utm_medium=channel&amp;utm_campaign=trending&amp;utm_content=entry_alert&amp;utm_term=early`;

/** One holder in the two rows of ten under "First 20": its emoji (🛠 dev, 📦 bundler, 🐳, 🐟, 🍤, 🌱) and wallet. */
type Holder = readonly [emoji: string, wallet: string];

interface EntrySignal {
  post: number;
  ca: string;
  name: string;
  age: string;
  security: string;
  /** the links before CHART on the 🔗 line, such as ['X', url], ['WEB', url] */
  socials: ReadonlyArray<readonly [string, string]>;
  mc: string;
  ath: string;
  liq: string;
  vol: string;
  fake: string;
  hodls: string;
  bundles: string;
  snipers: string;
  first20: string;
  rows: readonly [readonly Holder[], readonly Holder[]];
  /** the dev's wallet and the three dev lines; some signals end with the holder rows */
  dev?: string;
  devLines?: readonly [string, string, string];
  marketCap: number;
  /** the ticker, when the dev line names it (`1 SOL | 2% $UNBAG`) */
  symbol?: string;
}

/** A "New Trending" entry signal of the channel's layout of September 2026. */
function entrySignal(s: EntrySignal): UnseenCase {
  const socials = [...s.socials.map(([label]) => label), 'CHART'].join('•');
  return {
    id: `${BOT}:solearlytrending/${s.post}`,
    bot: BOT,
    source: { ...PAGE, anchor: `solearlytrending/${s.post}` },
    origin: 'published',
    text: lines(
      `🔥 ${LRM}${s.name} New Trending`,
      `🕒 Age: ${s.age} | Security: ${s.security}`,
      `🔗 ${socials}`,
      '',
      `💰 MC: ${s.mc} • 🔝 ${s.ath}`,
      `💧 Liq: ${s.liq}`,
      `📈 Vol: 1h: ${s.vol}`,
      `┗   Fake: ${s.fake}`,
      `👥 Hodls: ${s.hodls}`,
      '',
      `📦 /Bundles: ${s.bundles}`,
      `🔫 Snipers: ${s.snipers}`,
      `🎯 First 20: ${s.first20}`,
      s.rows[0].map(([emoji]) => emoji).join(''),
      s.rows[1].map(([emoji]) => emoji).join(''),
      ...(s.devLines ? ['', `🛠️ Dev: ${s.devLines[0]}`, s.devLines[1], s.devLines[2]] : []),
    ),
    links: [
      `https://telegram.me/Soul_Sniper_Bot?start=15_etb_${s.ca}`,
      'https://telegram.me/solearlytrending',
      ...s.socials.map(([, url]) => url),
      chart(s.ca),
      `https://telegram.me/soul_scanner_bot?start=fakevol_${s.ca}`,
      `https://solscan.io/token/${s.ca}#holders`,
      `https://telegram.me/soul_scanner_bot?start=bundle_${s.ca}`,
      'https://docs.soulsystems.tech/user-guides/soul-scanner/snipers',
      `https://telegram.me/soul_scanner_bot?start=first20_${s.ca}`,
      ...[...s.rows[0], ...s.rows[1]].map(([, wallet]) => solscanAccount(wallet)),
      ...(s.dev ? [solscanAccount(s.dev)] : []),
      `https://telegram.me/Soul_Sniper_Bot?start=15_etb_${s.ca}`,
      `https://telegram.me/Soul_Sniper_Bot?start=ett_track_${s.ca}`,
      `https://telegram.me/soul_scanner_bot?start=ets_${s.ca}`,
    ],
    expected: { address: s.ca, name: s.name, ...(s.symbol ? { symbol: s.symbol } : {}), marketCap: s.marketCap },
    classes: ['headline-new-trending', 'mc-current-then-ath', ...(s.symbol ? (['symbol-later-line'] as const) : [])],
  };
}

const h = (emoji: string, wallet: string): Holder => [emoji, wallet];

interface Gain {
  post: number;
  ca: string;
  symbol: string;
  up: string;
  /** the post of the entry signal it counts from */
  entry: number;
  from: string;
  to: string;
  marketCap: number;
  /** the "Called in Premium" quote and its "Join Premium Now" button */
  premium: boolean;
}

/** "📈 UNBAG is up 52% 📈": the market cap of the entry signal, an arrow, the market cap now. */
function gain(g: Gain): UnseenCase {
  return {
    id: `${BOT}:solearlytrending/${g.post}`,
    bot: BOT,
    source: { ...PAGE, anchor: `solearlytrending/${g.post}` },
    origin: 'published',
    text: lines(
      `📈 ${LRM}${g.symbol} is up ${g.up} 📈`,
      'from ⚡️ Entry Signal',
      '',
      `${g.from} —> ${g.to} 💵`,
      '',
      '💸💸',
      ...(g.premium ? ['', '👑 Called in Premium', 'Join Premium Now to get the best performing signals.'] : []),
    ),
    links: [
      `https://soulterminal.ai/token/${g.ca}?utm_source=telegram&amp;utm_medium=channel&amp;utm_campaign=trending&amp;utm_content=price_alert&amp;utm_term=early`,
      `https://telegram.me/c/2093384030/${g.entry}`,
      `https://telegram.me/Soul_Sniper_Bot?start=15_etc_${g.ca}`,
      `https://telegram.me/Soul_Sniper_Bot?start=ett_track_${g.ca}`,
      'https://telegram.me/soul_scanner_bot?start=web_waitlist-ET-soul_scanner_bot',
      ...(g.premium ? ['https://telegram.me/soul_scanner_bot?start=pctu_premium_change_plan'] : []),
    ],
    expected: { address: g.ca, symbol: g.symbol, marketCap: g.marketCap },
    classes: ['mc-after-arrow', 'mc-call-vs-current'],
  };
}

/** A post of the page that is not an entry signal, written out as it is. */
const post = (n: number, body: Pick<UnseenCase, 'text' | 'links' | 'expected' | 'classes'>): UnseenCase => ({
  id: `${BOT}:solearlytrending/${n}`,
  bot: BOT,
  source: { ...PAGE, anchor: `solearlytrending/${n}` },
  origin: 'published',
  ...body,
});

const scanner = (ca: string): string => `https://telegram.me/soul_scanner_bot?start=${ca}`;

/** One line of a "Top Early Trending" post: a medal or a keycap (or nothing), the token, its multiple, a social link. */
interface Ranked {
  mark?: string;
  name?: string;
  symbol: string;
  x: string;
  ca: string;
  social?: readonly [label: 'X' | 'TG', url: string];
}

/** A "Top Early Trending" post: the three medals with name and ticker, then the rest by ticker in a quote. */
function topEarlyTrending(n: number, ranked: readonly Ranked[]): UnseenCase {
  const line = (r: Ranked): string => {
    const label = r.name ? `${LRM}${r.name} | $${LRM}${r.symbol}` : `$${LRM}${r.symbol}`;
    return `${r.mark ? `${r.mark} ` : ''}${label} • ${LRM}${r.x}${r.social ? ` [${r.social[0]}]` : ''}`;
  };
  const medals = ranked.slice(0, 3);
  const rest = ranked.slice(3);
  return post(n, {
    text: lines('🏆 Top Early Trending 💸', '', ...medals.flatMap((r) => [line(r), '']), ...rest.map(line), 'Disclaimer'),
    links: [
      'https://telegram.me/c/2093384030',
      ...ranked.flatMap((r) => [scanner(r.ca), ...(r.social ? [r.social[1]] : [])]),
      'https://soulsystems.tech/trending_disclaimer.pdf',
      'https://telegram.me/soul_scanner_bot?start=buytrending',
    ],
    expected: { address: null },
    classes: ['multi-token', 'headline-pipe'],
  });
}

const ANONYMOUSE: Ranked = { name: 'Anonymouse', symbol: 'ANONYMOUSE', x: '20X', ca: 'Aw6fiDPWLUnjSsJQtsyEMSaoPaKAUUrStAsYPiPwpump', social: ['X', 'https://x.com/OxFlipped/status/2096883786357027073'] };
const BRK: Ranked = { name: 'The Investor', symbol: 'BRK', x: '2X', ca: 'F2a4niw69M8uFrUhACJVNpmRSePNUWDxLQwdPrHpPRKn' };
const XRP: Ranked = { name: 'Xtremely Retarded People', symbol: 'XRP', x: '10X', ca: 'Cu49bzY6R1wXVqeZzJggYcZiz8fHb9P17mbEzutg4Pq1', social: ['X', 'https://x.com/trydal1x/status/2097160006051270873'] };
const PUGCOIN: Ranked = { symbol: 'PUGCOIN', x: '7X', ca: 'E3HSQRoXC34RVPWYYDuxm4cNBspwBaVRSqBnRdEFpump' };
const OTC: Ranked = { symbol: 'OTC', x: '3X', ca: 'DgusxuYhbs5TqvLYNhEwEow8GwXyFNgc5hspP7SjfaNc', social: ['TG', 'https://telegram.me/Ownthiscat'] };
const PUMPFOLIO: Ranked = { symbol: 'PUMPFOLIO', x: '5X', ca: 'b13MmmhgnjUk479bwqV3Ay96xM29k5r5BKrAhbspump' };
const XSTONK: Ranked = { symbol: 'XSTONK', x: '5X', ca: 'GSSaTKf7PNZ5DMZvxStukZr6MDMDmjzoD4YUnNZxpump' };
const HYPPO: Ranked = { symbol: 'HYPPO', x: '5X', ca: 'Fg8f3Q8GGhdzCw4QRjgCioQ3scq2SXcZt3mzZytcpump' };
const TOKEN: Ranked = { symbol: 'TOKEN', x: '3X', ca: 'zrmswgfyBjwCFziMo4S5EQdpx2GWRBpEK3vK434tx22' };
const KILLER: Ranked = { symbol: 'KILLER', x: '3X', ca: '3d2UiLwJmRUtgnH5FG7K55GYBmojZmJn5GHPyCUCpump' };
const NAVIER: Ranked = { symbol: 'NAVIER', x: '2X', ca: 'pBjE5LdudKmekPH9vHBR8NHLnS2uLp4pyeMncYPpump' };
const LULU: Ranked = { symbol: 'LULU', x: '2X', ca: '8A8hNasQWVQY11JXWxko1ebJfnQ51K9QYqM6kaiUpump', social: ['TG', 'https://telegram.me/lulucoinportal'] };
const marked = (mark: string, r: Ranked): Ranked => ({ ...r, mark });

export const solanaEarlyTrending: UnseenCase[] = [
  entrySignal({
    post: 454685,
    ca: 'BAdtgJ56GN8wEXqXvKECTRAUxV3vytJ9y6kkthDSpump',
    name: 'MoonCoin',
    age: '4m',
    security: '✅',
    socials: [],
    mc: '$44.4K',
    ath: '$57.1K',
    liq: '$16.1K',
    vol: '$15.1K',
    fake: '$629 [4%]',
    hodls: '596',
    bundles: '1 • 7% → 1%',
    snipers: '2 • 0.3% → 0.1% 🤍',
    first20: '10% | 📦 7% | 🌱 🔴 | 🐳 🔴',
    rows: [
      [
        h('🛠', '8w9v4LGDRTY5xje3e8ydZaU14qu45sif5PsUYogh5qou'),
        h('📦', 'GNSBVwcdbkRKH5SYn6bpp2QdvfnMNqUm8M5ixERFeTTq'),
        h('📦', 'HxJwnACXtT47PU4HcJk4Zr4XMyvpCv1vYMY2UE2DHfPX'),
        h('📦', 'HbxnrTCu2o6xxCFv41tbNc3zdGU9Ks3gRUKMFqZm6ts'),
        h('📦', 'AGfWkJZSV1pJFRhjntvcwqhLQoXrVHgCcRMoiovmx4Yz'),
        h('📦', 'Da1Erpm3FoS2f3Sto7FfVVnd8S2acvQyxY52VDmpH2iQ'),
        h('🌱', 'A3Ms39pFinMovRfzQR24PRbi6RQBQdYASpjwAzxUfuJu'),
        h('🍤', '4ewa9a4bHvFcHxbepmj3my48wK5ay9kxkVnJpKhnYm3f'),
        h('🍤', '4ceQhtLHx4YJxh7hbukp1EUGYUT8Voe4pS5bUdnycMcn'),
        h('🍤', 'FoRmQnEm3yTFBW1vuxQmL9wDMsNyGPgj9G9LPqra9EsN'),
      ],
      [
        h('🐳', '3uYTEumCfHJ8phxv5ck7XnXSnsEnRpYCioyYPgRNs3fa'),
        h('🍤', 'AZjYTgYegriEJ9tAqGXGF8o8EwuyeNGpvTZUAU35NqDW'),
        h('🍤', 'D624Gt3bMq1uor11hwgjXXHTUbQdzed1KAcjf5prg9ci'),
        h('🍤', 'k7ZGx34Q27SZbmSpuQEDgnUgFLwyggT115g3DdBmgL5'),
        h('🍤', 'Fya7Q34jy43m6TE31XwZGFKTAtYjorxUZi6h21gXQCMa'),
        h('🍤', '7R7NT6Z9fc5cpr21zmhgqA2dKcLcFfbM7V1TTZTvUQaa'),
        h('🍤', 'ijLi3io41FCmpGawgfziNcgDbUbPSapLb1KKHWYNhze'),
        h('🍤', '9qNohLDsrzgn4wSN9zu9u66ifNk4FWzYtdyx2ebN9eSh'),
        h('🍤', 'DZRymEYxVoD5bJDuZeYQocKvprSzfW1w4aaef4JSsMw4'),
        h('🍤', '72qrjnsQ49kDfzJq3LSkkMv3kTvn16WXaRPQAR1gqQkJ'),
      ],
    ],
    dev: '8w9v4LGDRTY5xje3e8ydZaU14qu45sif5PsUYogh5qou',
    devLines: ['0 SOL | 0%', '┣ Bundled: 6% 🤍 | Sold: 6% 🔴', '┗ Airdrops: 0% 🤍 | Burnt: 3% 🔥'],
    marketCap: 44_400,
  }),
  entrySignal({
    post: 454686,
    ca: '4bC8T3hvFoXXcuoX6yeQeVQvWkszhpZHh6kjSWdsGhXM',
    name: 'Most Valueable Pair',
    age: '7m',
    security: '⚠️',
    socials: [
      ['X', 'https://x.com/pikalosi/status/2097290489196167399'],
      ['WEB', 'https://otcdesks.cash/coin/4bC8T3hvFoXXcuoX6yeQeVQvWkszhpZHh6kjSWdsGhXM'],
    ],
    mc: '$42.8K',
    ath: '$44.4K',
    liq: '$15.8K',
    vol: '$33.5K',
    fake: '$203 [0.6%]',
    hodls: '559',
    bundles: '11 • 89% → 0%',
    snipers: '36 • 33% → 0% 🤍',
    first20: '37% | 🛠 20% | 🐳 2%',
    rows: [
      [
        h('🛠', '7zH6nQN4C8G1sH7LH1sz8ZKhTPmiA5wTbYcWkikUSKw'),
        h('📦', '4yFAz7dp5WwuZs3vbWKedbRiUmSFxTVGCdsLAxfEQrG3'),
        h('📦', '2CQgjcdNEo7WtbQLpJTAVcC3Ga61pNvRDTgP5grzctFG'),
        h('📦', 'Gm46muBXKkFXHwyCApwpD86ZbQPYZRUj9jkbwZqjh8DU'),
        h('📦', 'vaxaTgJdWcgBdFxVTq85dm2YQMszua7tkHSSZUsfdUi'),
        h('📦', 'GtsZdFAWMirv7akKP5Vx55M4c4sZLvTgnzcdebedGNWy'),
        h('📦', 'B6M4nPWFw1gBYFkKebDTu6Pm89PyCYPXdXooRnfUhGYy'),
        h('📦', '7cp6zxvhxbfS7QgYTB7ts2RqFf7zDYwtjfuHcEHhKLAz'),
        h('📦', 'EEHcVr9tk4wU58ctyKkDbmRhRv9aH4S1RH41TEB3zsA5'),
        h('📦', 'HX3MjY4Ap3wwwrndXEmwAhQwQ6bZCmP9XbdvR2b1RKvw'),
      ],
      [
        h('📦', 'F6qRoKQD3cDfHAp6QK4KWGF1HHBAsqUYL6yXMrN9rJMK'),
        h('📦', 'CcGUSWpKPyeRUseWnDHQMMjAmcy32WL27GbCUnHwABxY'),
        h('🐳', 'CAvvAFNRfXDWTTDqwgxb9qSyYT8fTuTXWSFwL7Jsz8vT'),
        h('🍤', '74NAhBbuYhBGqpkScVZCfVuZUYXxMQ6gRmAJpiGfX8ZT'),
        h('🍤', 'BFkVZiBz8WTTWBXVhMEAN2kGXBVpbLVEdRT99TUxKTy8'),
        h('🐟', 'Au1H6riMgxmP61PAF7GAbdcGrQgSuk3psSqm9mYtQg2j'),
        h('🐟', 'E83AvoFVWPbVx6m5TvCQytifvBts7p1YF6f4bbNVoydU'),
        h('🐟', 'HcWPg6ELLoWAX1rJuqabbu5BUWEoAmJv4JczgohAn3Fq'),
        h('🐟', '7HVGmPRxghSWaEMtRmogHeb3avBYYHKJyzmw9CmSndaW'),
        h('🐟', 'Akmwur3r9WhfFpy6yFUuDtgbQ4X4QUuif7xS7JfMNsxy'),
      ],
    ],
    dev: '7zH6nQN4C8G1sH7LH1sz8ZKhTPmiA5wTbYcWkikUSKw',
    devLines: ['74 SOL | 0%', '┣ Bundled: 31% ⚠️ | Sold: 33% 🔴', '┗ Airdrops: 0% 🤍 | Burnt: 5.4% 🔥'],
    marketCap: 42_800,
  }),
  topEarlyTrending(454687, [
    marked('🥇', ANONYMOUSE),
    marked('🥈', BRK),
    marked('🥉', XRP),
    marked('4⃣', PUGCOIN),
    marked('5⃣', OTC),
    marked('6⃣', PUMPFOLIO),
    marked('7⃣', XSTONK),
    marked('8⃣', HYPPO),
    TOKEN,
    KILLER,
    NAVIER,
    LULU,
  ]),
  entrySignal({
    post: 454688,
    ca: 'B8iv48voSh8C2BQ7QrEFKMji3K45ZWNMag3TULYRpump',
    name: 'UNBAGME',
    age: '26m',
    security: '⚠️',
    socials: [
      ['X', 'https://x.com/UnBagMe'],
      ['WEB', 'https://unbag.me/'],
    ],
    mc: '$59.5K',
    ath: '$74.6K',
    liq: '$19K',
    vol: '$35K',
    fake: '$0',
    hodls: '142',
    bundles: '3 • 38% → 38.5%',
    snipers: '1 • 0% → 0% 🤍',
    first20: '39% | 📦 22%',
    rows: [
      [
        h('🛠', '7p1vrdbxcpS5D6og6hfcsMv6g7SiW9bnyFzfkGUfBNui'),
        h('📦', 'AHd8YMmak8y8dGGxGaDNtestwSgCgmztJVAyXHqCLriV'),
        h('📦', '4zNbUuiGwmjaSjNEj2SnTu5DQEomF4UPKtFXGYq7qWtf'),
        h('📦', 'BDZUe9gtk5SjokVCUty4h4qBEmxef2Zz1wmw2dECVsEJ'),
        h('📦', '8LUtSjqS5PUQGqMqUjKFCjhDeC68DYtQMZf6ZJL3PFY5'),
        h('📦', '3pSXcCXQC8hix8hp8SVAVs9gqtgGeFr2QQYKWWp42MhY'),
        h('📦', 'A2KKMVMDQbRLSBHht5sDLw9NhjEvGbRwHVTTm9XRn7qL'),
        h('📦', 'C8H32LntuiX3p9SYjFLNekJdTQCtQnJ1BtmuGBgMM3Mb'),
        h('📦', 'CxpJZ8MeSh9q8Pkae1MJKzWwuKKTvQ2siW42hB1Mf3Du'),
        h('📦', 'CHEHBUs1py2oipnKwbwVD76Q4bMqXWa6CMYU5hZUc6YR'),
      ],
      [
        h('📦', 'WZDjoziNbd8uFan5JGsXx5EJHTNCmNqKTErr4AunC6d'),
        h('📦', 'DLtxQtUgTiwHGUpGBaAGmjdTaWRiUdhSCnysHj6Cbr7L'),
        h('📦', 'DYc4NAGcphg7SUQBQnd4DqxbmLR8hqqY5Yi6Z36jcHPh'),
        h('📦', 'CAHet7TWmLjNJqiLUTCXviDdkZzQiiye7srVBu5Y5And'),
        h('📦', '43HvFeXJp45EjKUt9QKJxrohQNLc2bBkMHxnCaZQorMH'),
        h('📦', 'Bi6hBuP1FtXajZY7MSAYxn9MNf2i5ND2DSULXpRfREBG'),
        h('🍤', 'HFLY8ENivF4ukM8YDPJbQzhZREXZJ5FeyJ79YTH7BcpJ'),
        h('🍤', '2TkyvKTmTQwPeMV4zZioHnawaNM8XunehNfjo1XXsZim'),
        h('🐟', 'BUBBLEKuVqw2UA7EaLnacjf3zM9SvDarWH9P9CvxZeJ1'),
        h('🐟', 'CyBZ1M42J7m2z34VUDd3qVhbuH5GdcGnqgMGJJhAX8MR'),
      ],
    ],
    dev: '7p1vrdbxcpS5D6og6hfcsMv6g7SiW9bnyFzfkGUfBNui',
    devLines: ['1 SOL | 2% $UNBAG', '┣ Bundled: 12% 🤍 | Sold: 0% 🟢', '┗ Airdrops: 11% ⚠️ | Burnt: 3.9% 🔥'],
    marketCap: 59_500,
    symbol: 'UNBAG',
  }),
  topEarlyTrending(454689, [
    marked('🥇', BRK),
    marked('🥈', ANONYMOUSE),
    marked('🥉', XRP),
    marked('4⃣', PUGCOIN),
    marked('5⃣', PUMPFOLIO),
    marked('6⃣', XSTONK),
    marked('7⃣', HYPPO),
    marked('8⃣', OTC),
    TOKEN,
    KILLER,
    NAVIER,
    LULU,
  ]),
  entrySignal({
    post: 454690,
    ca: 'AicjnMzqj7eyMhLeqBGYZd2svV1RkcugaQVfCcrxpump',
    name: 'Fly64',
    age: '17m',
    security: '✅',
    socials: [
      ['X', 'https://x.com/theogdeveloper1/status/2097305822598426853?s=20'],
      ['WEB', 'https://github.com/ornata/fly'],
    ],
    mc: '$32.1K',
    ath: '$47.5K',
    liq: '$13.5K',
    vol: '$45.1K',
    fake: '$115 [0.3%]',
    hodls: '213 • 🤝 CTO',
    bundles: '18 • 94% → 16.5%',
    snipers: '42 • 43% → 0% 🤍',
    first20: '43% | 📦 17% | 🐳 2%',
    rows: [
      [
        h('🛠', 'CxxcsDAobcZPeYgWUGfuXb4Via5QNm9xhdU96dUTKsfR'),
        h('📦', 'FMYZnTqYPo4d6CyAG4UGVFhHVfoP1nLvtKiLN6uSFiHD'),
        h('📦', 'EpXF8MzHZjTAdNCCk7veUGojfvKnFJzk8kMjMHCJxPBL'),
        h('📦', '24678QKx2Dy8ZCw6Ra8o9DeTqPLL5GR9ZQKxt5FddHmq'),
        h('📦', 'J6DdwTar52hc1Bk7idh8c4wJ8XwHkH2tkyHimXtKJuBk'),
        h('📦', '7xx8P1dzrNqYZWnfZc6JKa8pvydMrHoYCutTvF1eLcAe'),
        h('📦', 'BDuAJGTuPcUgfxWyKJVrWPASRyVTT8iTEc3j6xXPt1My'),
        h('🐟', 'ZBotqdAdgimmaSYwHb7jGtX6Qx8sNyYuniu2NBgnbjm'),
        h('🐟', '5uAL7ZniYaJJMMUcx4rvBPMEoH886XBiqjrJaAbEm7rM'),
        h('🐟', 'FghSNSK5UHuW9eVoycr1PLATN1YCkkcTdGGsWhKkLxZX'),
      ],
      [
        h('🍤', 'G7xTfks5oh9P1LsXdQHeh3GBSfjkTQCYd6ks94Z2mQJU'),
        h('🍤', '6JNN5y9H9d3PAC7341Fp78jcmfSNTNus7Ch6qg9XNhJT'),
        h('🍤', 'DMsL28skHz72XcEKiHvS1nDCnFUTqsVuswTbr8yahN9s'),
        h('🐳', '6yRBpeDDba4yASyjmWBLstxv1gYHVsvdHfuBpVpr63N2'),
        h('🐟', 'Cv4iKTEkmjBcSTURuU2pXDca3JMcYH9EJw5DAstcqyy7'),
        h('🐟', '7XLv9c3YCn7B9dh9oe6GqfD8ABCudNkj3o11dC9mGQsf'),
        h('🐟', 'CT6td8mRxLQCDWN3xynGEZWPFX9s3TGJ2qgAo7oFTXto'),
        h('🐟', '4r2Xk65EPbgGWUJ2GqspnMoqBsTJKsaTJCi5TFwsnZLC'),
        h('🐳', 'Dqjztz4eZJN5qykPPqZTe9AAkHcuVWizVUDw61kUDJZi'),
        h('🍤', 'HwaGu4jQuKPy6KVq3nEX6J7SNCwhxjyGgFVYvwgQUBx8'),
      ],
    ],
    marketCap: 32_100,
  }),
  entrySignal({
    post: 454691,
    ca: 'AvJkUdcMsGT42HBGUh1o3EFPmjocuFsy2sYsu26f843s',
    name: 'CHAD',
    age: '5m',
    security: '✅',
    socials: [],
    mc: '$192K',
    ath: '$331K',
    liq: '$36.8K',
    vol: '$595K',
    fake: '$23.2K [4%]',
    hodls: '875',
    bundles: '5 • 46% → 0.8%',
    snipers: '39 • 48% → 5.8% 🤍',
    first20: '41% | 🐳 14%',
    rows: [
      [
        h('🛠', 'AtxpAhzRWDM2PismfwpxrrvfNAG79Gumw2DiwQ5LksXU'),
        h('📦', 'E4EzXdwf7NNdqM2XGswWaWHfxgucVCo24PTCcrimTKBz'),
        h('📦', '2nfsM2b4VMAE3FytYcH6gAHmYhzT3jCwMxgpJ81hXQZy'),
        h('📦', 'GG4EPBKX4mp1ztJ2mPkNpsjC36Ka4QMJ1rFMkHbHzAex'),
        h('📦', '24678QKx2Dy8ZCw6Ra8o9DeTqPLL5GR9ZQKxt5FddHmq'),
        h('📦', 'HKWYYMuMg3xTae6KQuSq9KxhiZ9Msf2c3E9dsoWDD5m8'),
        h('📦', '9su3UPQW3txjtKDZAkf2Kdimp5tEb9TM6hnJrGC1U7pY'),
        h('📦', 'ViTjB3dRqXLkSEyHPnwjVS82Kr5bRkpDbxw7525QRyd'),
        h('📦', 'FmdULh1M3ybhFf2VATJyy8qLYGaBHwmazPqqvsUZMy5m'),
        h('📦', 'J9gg1ESRgcP14jqvcY3Baca3DrF8HzzQFgXMCkfF5y8p'),
      ],
      [
        h('📦', '8uPJvzuaatgBjuMrooSEBU1RHcESvYexdB8AtUSd2aah'),
        h('📦', '6YqmPKbW7gxyiKU8Ff8fU5gPtRZ6Ay2np16zYuBapRFX'),
        h('📦', 'EGLuAgZiGYtbJevc1TwL9mPqLe56Z19uHtw4q5PKtM5z'),
        h('🐳', '4h4AT2Khmix43PFKiMsRFLM6ZNCM7raoBWUcVrKEyKeF'),
        h('🐳', 'GZVSEAajExLJEvACHHQcujBw7nJq98GWUEZtood9LM9b'),
        h('🐳', 'BPDy8rdCEYjXfwZ7AfVVp9KoSoXA5ApxTsuRa6bg3dEK'),
        h('🐳', '8jsPACiiC3x7d8gWN9yUUcvjqhJDpnEcV5BP8wPdD2Eg'),
        h('🍤', '8ik9TbDMMm7iXErRA7ohCEGf3X4KjnbBfsJiCCSCFxdX'),
        h('🐟', 'AmwJToZR4YkawNquDbiUHbZnC2Myq1CLRRryUQ9FBf89'),
        h('🐟', '6BoZZ3oXFjj1kMJ3QtPkRxiE6jUJ5ZMkGuy7aLjDAKHx'),
      ],
    ],
    dev: 'AtxpAhzRWDM2PismfwpxrrvfNAG79Gumw2DiwQ5LksXU',
    devLines: ['54 SOL | 0%', '┣ Bundled: 10% 🤍 | Sold: 7% 🔴', '┗ Airdrops: 3% 🤍 | Burnt: 0.8% 🔥'],
    marketCap: 192_000,
  }),
  entrySignal({
    post: 454692,
    ca: 'HtGPStyth1ScQhEERhjNAbAG7ZLCqwPiC4dxWHuTpump',
    name: 'Big Mac Index',
    age: '2m',
    security: '✅',
    socials: [
      ['X', 'https://x.com/i/communities/1993772991327490222'],
      ['WEB', 'https://bigmacindex.app/'],
    ],
    mc: '$47.6K',
    ath: '$52.7K',
    liq: '$16.8K',
    vol: '$13.9K',
    fake: '$0',
    hodls: '270 • 🤝 CTO',
    bundles: '14 • 65% → 3.8%',
    snipers: '2 • 0.2% → 0% 🤍',
    first20: '18% | 🐟 14% | 🐳 1%',
    rows: [
      [
        h('🛠', '2JxPmU9UU5KhSQ7h5v8PfhgbxPQhHNyBqNrhPAjPiWCu'),
        h('📦', 'CC3LrTZiw5HpEkUhLWWLw4VwLTsmUXBK1KoWZgg52rno'),
        h('📦', 'C1PSmw6wdLAbmJppW2yBdibvaBAMiKqwJJ4LG5QT1u7Q'),
        h('📦', 'F91RwE999KbvvKBgofBgv64bQ6PZpw36KBRLtFRi5mgn'),
        h('🍤', 'C8RUJL2NhLT2xSieFTV38pZtdZWn2TbQsdozbLymiACS'),
        h('🍤', 'FykC59xf2hZVtP5GUTv2ZMcFmSFrGhnuABVkTuPfVRet'),
        h('🐟', 'ExP6ATSbEaBcjHN9FEmNEjzMtZoFBiPH4B3SD9QrMMbn'),
        h('🐟', 'BUBBLEtr8BEJZ9PyC2DFYxG58r8tu5PiyAKMVm14hCg9'),
        h('🐟', 'CQhVHgnvzE7UzJTQoyMimu8S7fkygFgmyeTaHxpCNy7P'),
        h('🐟', '6Ht1KZKKwrwfe2VEnbCAo7g2qUqJW9eXcA72g6fpnsjK'),
      ],
      [
        h('🐟', 'D7ppNxdmcoVtEHsHjV47D8q2nGdoUjhdgPpKYmX9gwps'),
        h('🍤', 'FhcTPFCRSEgBN6ziPxcQZeN7TiatACoFaaWbV1a2MFby'),
        h('🐟', '8dtx2tr4TuJsYpri2suggFu1pg3DVjFLBBVmhtDy1MEF'),
        h('🐟', 'Awi42U5FVF1Z3J2RSFY26wLUWnbv3oAEKgJq5HLWHFpu'),
        h('🐟', 'BhBnJUv25nGBbRQASHCTyydD96bhzAfztsS4M6UdiQVH'),
        h('🐟', '7swPFTprLWaMgc3rAei5DmUkLc5CYK9xAPiQYu5dywJd'),
        h('🐟', '4WAuAYr7wibrYoCy5ceCQesnuxkkHvyCN2NvSBtba19z'),
        h('🍤', '37NfU4o2v7nPG3azf47n3C5ahYW5sPZXPUj2WFdpdBov'),
        h('🐳', 'HV4ZT4QpEW54rywbnigQUadJ4aK1JgieQjXSZ6o7Jy1y'),
        h('🐟', 'BEgBqxKNA4aunzgAcboRQAH9fCUme22qaryWyZt4pSNT'),
      ],
    ],
    marketCap: 47_600,
  }),
  gain({
    post: 454693,
    ca: 'B8iv48voSh8C2BQ7QrEFKMji3K45ZWNMag3TULYRpump',
    symbol: 'UNBAG',
    up: '52%',
    entry: 454688,
    from: '$59.5K',
    to: '$90.6K',
    marketCap: 90_600,
    premium: true,
  }),
  topEarlyTrending(454694, [
    marked('🥇', ANONYMOUSE),
    marked('🥈', BRK),
    marked('🥉', XRP),
    marked('4⃣', OTC),
    marked('5⃣', PUGCOIN),
    marked('6⃣', PUMPFOLIO),
    marked('7⃣', XSTONK),
    marked('8⃣', HYPPO),
    TOKEN,
    KILLER,
    NAVIER,
    LULU,
  ]),
  entrySignal({
    post: 454695,
    ca: 'G6PbsfbQHwgR7eze4v3RK75BAycMaWF8cXxXy3VSpump',
    name: 'AMAZONCOIN',
    age: '5m',
    security: '✅',
    socials: [
      ['X', 'https://x.com/Sizeyon/status/2097307851462979928'],
      ['WEB', 'https://www.amazon.com/b?node=210942223011'],
    ],
    mc: '$55.5K',
    ath: '$61K',
    liq: '$18.2K',
    vol: '$40.5K',
    fake: '$111 [0.3%]',
    hodls: '677',
    bundles: '26 • 146% → 2.7%',
    snipers: '20 • 20% → 0% 🤍',
    first20: '42% | 🛠 17% | 🐳 1%',
    rows: [
      [
        h('🛠', 'DxQ1iNidsGap2kr14VdEzA8NheqXabfh6fRkvZQbnZVY'),
        h('📦', '4Y6QGFBy5MZyRfRiSdBtLzX15bU9XpJBLHRCDDxcDkb3'),
        h('📦', '7jvHi6qggY2H8Z1Co79S1nBZttm2H6L3n2HphMzNWJ5n'),
        h('📦', 'Hr1Tu4U78uLdsrZM6wgCcPGv16KXkkbhCZ77BNMFuWMf'),
        h('📦', 'GtsZdFAWMirv7akKP5Vx55M4c4sZLvTgnzcdebedGNWy'),
        h('📦', '3w2XwgAFq4v8jt3ZgsK7vPHbmXGHrnFgoMzLaZKqxQT4'),
        h('📦', 'GG4EPBKX4mp1ztJ2mPkNpsjC36Ka4QMJ1rFMkHbHzAex'),
        h('📦', 'FV4UZve6pwkrwy5E279EhZri768UJ729q6LwMCgWoBKN'),
        h('📦', 'BBir8D2VRyDqSefEisN5XepFj6wdkPpqHEcgMDp2tXgB'),
        h('🐟', '5AmLiWonycEwxGiwXPTkHZiGtigpK11nmzcX1GxuWTL4'),
      ],
      [
        h('🐟', 'JSPpg9V6yZBBXzwShyihRD57fjJeBHwG3EL2nVRZYT9'),
        h('🍤', '3C1GhzuKGVfAweANVea4enCFQmoRPip1xCAHXVGGuNWM'),
        h('🍤', 'BysPRLAHCLEiHZQ4Mz1Ek1Njgzj6tLEXND4Y74oqWBx'),
        h('🐟', 'BbwF4wSwmxMVp7xubA7qigCUU6RMcvK2soMu8VrDHjDH'),
        h('🐟', '7bBpvrmVeCF3hyFWAMynNcaAxprfL2WCnfEpiotKYRfU'),
        h('🐳', 'XbHv4kgcziEwQZpNnXtjtLmZkEgLudU6mvvEr5VHx2K'),
        h('🍤', 'A6Dpt4FVxoPFTqo7i2kTBoSXtjHHngUcfiNNdXPLEtiS'),
        h('🍤', 'GTvbu8QFmd4UUgZT3BQ8rc25n7J6ogPq9rofSEVwMvJD'),
        h('🍤', '7zGdmBpkRapRLxfgWYNAzjngp7mFJuD7AhGZ4rHmjn5L'),
        h('🐟', 'Akmwur3r9WhfFpy6yFUuDtgbQ4X4QUuif7xS7JfMNsxy'),
      ],
    ],
    dev: 'DxQ1iNidsGap2kr14VdEzA8NheqXabfh6fRkvZQbnZVY',
    devLines: ['31 SOL | 0%', '┣ Bundled: 29% 🤍 | Sold: 26% 🔴', '┗ Airdrops: 5% 🤍 | Burnt: 3.5% 🔥'],
    marketCap: 55_500,
  }),
  post(454696, {
    text: lines(
      'New to Soul ? ',
      '',
      '',
      'Who we are:',
      '',
      "Soul's mission is to build the best tools in the space, empowering degens to trade with greater speed, clarity, and confidence.",
      '',
      '',
      'Our ecosystem includes:',
      '',
      '✨ @soul_scanner_bot a contract scanner with over 500,000 users and 60 million scans since November 2023 !',
      '',
      '✨ @soul_sniper_bot a sub-second trading bot that has served over 1 million trades ! ',
      '',
      '✨ We run 3 trending channels: ',
      '',
      '@solearlytrending - 110k subscribers (launched November 2024)',
      '@solwhaletrending - 36.5k subscribers (launched July 2025)',
      '@soltrenchtrending - 11k subscribers (launched January 2026)',
      '',
      '✨ Soul Premium - Launched January 2026 • 900+ accounts upgraded',
      '',
      'Premium combines curated signals, exclusive insights, and a high-quality community to help you think better, trade smarter, and act with conviction.',
      '',
      '✨ Soul Terminal - Our web platform for real-time Solana market intelligence, signal discovery, and research.',
      '',
      '',
      'Guides & Tutorials:',
      '',
      '✨ Interactive Tutorials - Step-by-step walkthroughs for Soul products.',
      '',
      '✨ Documentation - Detailed guides, references, and FAQs.',
    ),
    links: [
      'https://t.me/soul_scanner_bot',
      'https://t.me/soul_sniper_bot',
      'https://t.me/solearlytrending',
      'https://t.me/solwhaletrending',
      'https://t.me/soltrenchtrending',
      'https://t.me/soul_scanner_bot?start=premium_change_plan',
      'https://soulterminal.ai/',
      'https://soulsystems.tech/tutorial',
      'https://docs.soulterminal.ai/',
    ],
    expected: { address: null },
    classes: [],
  }),
  gain({
    post: 454697,
    ca: 'AvJkUdcMsGT42HBGUh1o3EFPmjocuFsy2sYsu26f843s',
    symbol: 'CHAD',
    up: '55%',
    entry: 454691,
    from: '$191K',
    to: '$297K',
    marketCap: 297_000,
    premium: false,
  }),
  topEarlyTrending(454698, [
    marked('🥇', ANONYMOUSE),
    marked('🥈', BRK),
    marked('🥉', XRP),
    marked('4⃣', PUGCOIN),
    marked('5⃣', PUMPFOLIO),
    marked('6⃣', XSTONK),
    marked('7⃣', OTC),
    marked('8⃣', HYPPO),
    TOKEN,
    KILLER,
    NAVIER,
    LULU,
  ]),
  gain({
    post: 454699,
    ca: 'DVabFaj9qaZaEKgkJVQGmMmNvNCpunqoTKd3w5NSpump',
    symbol: 'CHARLEY',
    up: '57%',
    entry: 454589,
    from: '$30K',
    to: '$47.3K',
    marketCap: 47_300,
    premium: false,
  }),
  entrySignal({
    post: 454700,
    ca: 'BVZsoMQs7onokZNRtUW5nuZwgC4pD3Q6dgpXffnCpump',
    name: 'HELIOS',
    age: '3m',
    security: '✅',
    socials: [
      ['X', 'https://x.com/wifzyns/status/2097214219787874756'],
      ['WEB', 'https://otcdesks.cash/coin/BVZsoMQs7onokZNRtUW5nuZwgC4pD3Q6dgpXffnCpump'],
    ],
    mc: '$43.4K',
    ath: '$48.9K',
    liq: '$15.9K',
    vol: '$17.2K',
    fake: '$0',
    hodls: '381',
    bundles: '23 • 136% → 7.9%',
    snipers: '5 • 10% → 0% 🤍',
    first20: '13% | 📦 10%',
    rows: [
      [
        h('🛠', '13bDAurt5KwyNwpApn1YS1DKm61KLh1bMNpYRfWaNy7h'),
        h('📦', 'FuZCZk7HFD5p3xiJqEJYLsEb8Mzd2HktQCbbLhhxk2u6'),
        h('📦', 'E9vSAfoSRmCa6FJrDUJ1HRzqZ7F1mYPiTf9Q39MH9GGW'),
        h('📦', 'Ft716uPMcys72yqSAZL1qntPjPgp61CeMikafpZ6U8Be'),
        h('📦', '4TnayWRQizk4RpxYLusVLKumJooSWRDRAzzwKRELbCRK'),
        h('📦', 'Gf1SM7E5TcgCmSTxunkrGPkK6npqstfCPARqEHDpjCko'),
        h('📦', 'CHtt4CqX9LAN7MeUSXPSrwaSpxPJ89Pmw1KPh2RSCuZG'),
        h('📦', 'Da1Erpm3FoS2f3Sto7FfVVnd8S2acvQyxY52VDmpH2iQ'),
        h('📦', '6jVqH3Y21Pz9aoQU6vQzc9ismNWpVFwoAjpMQvXVt7Bd'),
        h('📦', '5BFuw7KyK5ryyvBwv4uJYwwNMnXPqGJGcf6okqtnhmFJ'),
      ],
      [
        h('📦', '5ZEUmZhKBnN7NTRqC4LgE9uNzB2Yk4XHqtjz8bcZVbRq'),
        h('📦', 'BTf4A2exGK9BCVDNzy65b9dUzXgMqB4weVkvTMFQsadd'),
        h('📦', 'DP9HF8Z9zGJ45SfLTzbfhM1QpHSJUTZYtThPMbrV9rbg'),
        h('📦', 'Gx6yY8zwqwvcMbkHDZVv2ViJ1bBY5o3Zv7P1dDfJzk35'),
        h('🍤', 'LeDduRcMXN9cRG3vaZHsgb8zUV9kVPr2stsE6p7WKko'),
        h('🍤', '9x1qygiFXeAZLDdSXLSsb33Tu3B8KXspzr3bPascrkAM'),
        h('🐟', '6AdbJGRLetYaSnY8uVEQH8LyYZKq7zMaKe7ufjQvAUym'),
        h('🐟', 'CKnzTzYpxefpd1kuxXeprUoJUdgm4DJR5i2kiF34Kc1f'),
        h('🐟', '3N1KKNyjKBxmRN66zF2jZwdtLaR8D3zXcAgKvuuFAdiS'),
        h('🐟', '67LwNGrukVFFcA1XZQ9U8ddZGCBuPvPHgMxw81AeRtQ7'),
      ],
    ],
    dev: '13bDAurt5KwyNwpApn1YS1DKm61KLh1bMNpYRfWaNy7h',
    devLines: ['15 SOL | 0%', '┣ Bundled: 19% 🤍 | Sold: 19% 🔴', '┗ Airdrops: 0% 🤍 | Burnt: 2.7% 🔥'],
    marketCap: 43_400,
  }),
  entrySignal({
    post: 454701,
    ca: 'Hn2H8XK5qvptNuT9c9mrH6wwkuvPrcKrMTGiY9kypump',
    name: 'long boi',
    age: '3m',
    security: '✅',
    socials: [
      ['X', 'https://x.com/Clowntrenches/status/2097321215052362047'],
      ['WEB', 'https://otcdesks.cash/coin/Hn2H8XK5qvptNuT9c9mrH6wwkuvPrcKrMTGiY9kypump'],
    ],
    mc: '$102K',
    ath: '$167K',
    liq: '$25.7K',
    vol: '$163K',
    fake: '$4.3K [3%]',
    hodls: '923',
    bundles: '14 • 68% → 5.5%',
    snipers: '22 • 29% → 0% 🤍',
    first20: '33% | 🐟 20% | 🐳 3%',
    rows: [
      [
        h('🛠', 'CzbN6T1gKkKutvuPXcxNmV8FLqzjsDWebWmg9o8e2ZbU'),
        h('📦', '5NNdXbt6iar5H8WXZcYzv1hRdiH5M9VDCvzKGwPYacLv'),
        h('📦', '4GjtX5WVWj7qYZnbWLxs2KbECc1HkjMuCenoQKhv9cod'),
        h('📦', 'DTpzoWbmGb2TiChBcBBNEvZCGkM682q5Xt4RMNwtqdZ3'),
        h('📦', '2CQgjcdNEo7WtbQLpJTAVcC3Ga61pNvRDTgP5grzctFG'),
        h('📦', '5NAN7M2KvGtRTgybxBJz2U4fW42codBCF4koCj9Ykjgz'),
        h('🍤', '2VccoddC4pNN1Ptp4tHwoKR4XVp7VweWSvG62MbACkyx'),
        h('🐟', 'EA4MXkyF8C2NzY8fw2acJPuarmoU271KRCCAYpLzMBJr'),
        h('🐟', 'M6K3xgEwbFnzZCPpo5itYS5TXSd25tjjmkquPf4UZfn'),
        h('🐟', 'CBKgS8Nj714YomoPPxhVLUWos7vSrWnuL2cVKnJqWo2s'),
      ],
      [
        h('🐟', '8CvFWU1Hfmy7HkS7eWG2x8EMtQxAzCr7KcukKwspGFwB'),
        h('🐟', 'JAunzNqs3bVBcWDjDxfq9rgLzJMCadNXoaCgfzLGMtYs'),
        h('🐟', '2k6aaxszxwHpbg9CuYTZgb326V1xmp18HrXyru7Adjva'),
        h('🐟', '5XEj4qt6STm1dKvwTiqiuLRYJoMWUey4BqiwDPTuaUVG'),
        h('🐟', 'E418ruAsgQuuRFdpYQAJEjnq7Y1sXTKBmRiMSPwwRcm3'),
        h('🐟', '6J1T22cKBTw11McuSteoEMpFfMfmWgG9NzsKs11mQYGD'),
        h('🐟', '5PE3gSfywhfjq5u5SHf6G3XRNeWkqoy6URZYSRCsXwEf'),
        h('🐟', 'EDXHdSFdadFbYFFjxPXBqMe1kCEDFqpPu552uvp48HR8'),
        h('🐳', 'nya666pQkP3PzWxi7JngU3rRMHuc7zbLK8c8wxQ4qpT'),
        h('🐳', '9999huSCf6QpepPHQVFLZ9smhsbwkV4XWPLboiy9qqRj'),
      ],
    ],
    dev: 'CzbN6T1gKkKutvuPXcxNmV8FLqzjsDWebWmg9o8e2ZbU',
    devLines: ['34 SOL | 0%', '┣ Bundled: 13% 🤍 | Sold: 14% 🔴', '┗ Airdrops: 0% 🤍 | Burnt: 1% 🔥'],
    marketCap: 102_000,
  }),
  entrySignal({
    post: 454702,
    ca: 'EXNdunYVAumYjJsJGB114HZwmjKGU7sDn2TXtQHspump',
    name: 'long boi',
    age: '5m',
    security: '⚠️',
    socials: [
      ['X', 'https://x.com/river100x/status/2097321771745550429'],
      ['WEB', 'https://otcdesks.cash/coin/EXNdunYVAumYjJsJGB114HZwmjKGU7sDn2TXtQHspump'],
    ],
    mc: '$42.7K',
    ath: '$53.3K',
    liq: '$15.8K',
    vol: '$44.3K',
    fake: '$1.4K [3%]',
    hodls: '237',
    bundles: '17 • 143% → 24.3%',
    snipers: '4 • 8% → 0% 🤍',
    first20: '33% | 📦 22% | 🌱 0.2% | 🐳 🔴',
    rows: [
      [
        h('🛠', 'Fzz2amRoCCpEvxtwdurs8qLVLSdrd3dcraJVpNjE4rp4'),
        h('📦', 'DJ6jFZj7YKAFQ63tQrUD7j8JwCNK1TnhMm1zVBn9yQwD'),
        h('📦', 'Aaz2sDzEYbJbF9vLswQzen2YDyG9ctLJFXyWfw9UahHv'),
        h('📦', '5q2WSmsRbFLBSAJw3d9AbWoPTC8i1PeMLnXWYxFHe98c'),
        h('📦', 'DvNiEeTYCdQ5juGcdXnMxXxAcR1hpMiSMUWAjp2fjfEk'),
        h('📦', 'DSZHv1CKYFDMnXoaNWJFirQAzy9yArCWbCxzqfcQKVc9'),
        h('📦', '49ZByTGHeyGh4p6sfBW2aiGjC5sEP5wQpbZcn5VLaPQK'),
        h('📦', '9QTHeFTWysTe4NEriJoQSbMP7enGFGKKUkrD4JJUFDxx'),
        h('🌱', '4A7aWoZfeugqFHRRX3wNYLqXZ8ts5cjyY26WqttzKoMX'),
        h('🌱', '5JXGr5LvXSRtDUTaphq6y1577kNjRp6UJopKmFbS7fCi'),
      ],
      [
        h('🐟', 'DWja6UWwLhX3uK4joHd7JwGHU2cpZP4cvevEQ69rxxqu'),
        h('🐟', 'CCnApTNnR6g3QHSEqhtVL7xkq9s6r1cGzKK7Bksm2b69'),
        h('🍤', '6vmRZzf94Xdbxagvz5d9BkUoEUJ8zgK7cVTKk81FHLQJ'),
        h('🐟', 'D3hTPRTfzPqGewA41arxmK15f5RdP5EbXuto2eSdynSx'),
        h('🍤', 'CmZSftCuxL648Dd2wkhzuHsG2sB5pS1gKKFCuefmYXmc'),
        h('🐳', '6yRBpeDDba4yASyjmWBLstxv1gYHVsvdHfuBpVpr63N2'),
        h('🍤', '5pkA8Z1YdeMokdTmEu1QJwNYuTu7YDAC1n6NWv7DXHFx'),
        h('🐟', '8VffqS1Wq3p692ka6Up4aXvdDdjFNs3DewsY1wcBaJZ5'),
        h('🍤', '79nDZdtJxh1D6WcJUwZZPFEJypVFxU9zB9pxr19mjY2g'),
        h('🍤', '5pkPGGEDfKuBgx2f7QsvzpnKJb291T5MrrxVBTdAJ8fv'),
      ],
    ],
    dev: 'Fzz2amRoCCpEvxtwdurs8qLVLSdrd3dcraJVpNjE4rp4',
    devLines: ['366 SOL | 0%', '┣ Bundled: 40% ⚠️ | Sold: 42% 🔴', '┗ Airdrops: 0% 🤍 | Burnt: 5.3% 🔥'],
    marketCap: 42_700,
  }),
  post(454703, {
    text: lines('Prefer a website? ', '', 'Early Trending is live on https://soulterminal.ai ! 💵'),
    links: ['https://soulterminal.ai/'],
    expected: { address: null },
    classes: [],
  }),
];
