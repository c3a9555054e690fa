/**
 * Rick (@RickBurpBot) in the Brook calls group: its answer to a posted address. Two layouts: a
 * pump.fun coin still on its bonding curve (`💊 Name - $SYMBOL`, `💎 FDV: 19.6K` without `$`) and
 * a traded coin (`💊 Name [2.8M/4.3K%] $$SYMBOL`, `💎 FDV: $2.8M ⇨ ATH: …`). Both link the mint as
 * `solscan.io/account/<mint>` (EXP) and every top holder's wallet the same way.
 */
import { lines } from '../../alert-parts.js';
import type { UnseenCase } from '../unseen-case.js';
import { type Body, exported, solscanAccount } from './brook-export.js';

const message = <Ids>(at: string, ids: Ids, build: (ids: Ids) => Body): UnseenCase => exported('Rick', at, ids, build);

/** Rick's two rows of trading links under the address; the 7th is DEF (bonding curve) or DEX. */
const tradeRows = (seventh: 'DEF' | 'DEX'): string => lines(`MAE⋅BAN⋅BNK⋅SHU⋅PEP⋅MVX⋅${seventh}`, 'TRO⋅STB⋅PHO⋅BLX⋅GMG⋅EXP⋅TW');

const defined = (ca: string): string => `https://www.defined.fi/sol/${ca}?referralCode=SR2O2&utm_source=rick&utm_medium=bots`;

/** The targets of the two trading rows: `seventh` is the DEF or DEX link, `photon` the mint or the pair. */
const tradeLinks = (ca: string, seventh: string, photon: string): string[] => [
  `https://t.me/MaestroSniperBot?start=${ca}-rickburpbot`,
  `https://t.me/BananaGun_bot?start=snp_rickburpbot_${ca}`,
  `https://t.me/mcqueen_bonkbot?start=ref_rickbot_ca_${ca}`,
  `https://t.me/ShurikenTradeBot?start=qt-RickSanchez-${ca}`,
  `https://t.me/pepeboost_sol_bot?start=ref_0xRick_ca_${ca}`,
  `https://mevx.io/solana/${ca}?ref=RickBot`,
  seventh,
  `https://t.me/paris_trojanbot?start=d-RickBot-${ca}`,
  `https://t.me/SolTradingBot?start=${ca}-yqC7cGy1T`,
  `https://photon-sol.tinyastro.io/en/r/@RickBurpBot/${photon}`,
  `https://bullx.io/terminal?chainId=1399811149&address=${ca}&r=M7B0AY33YBS`,
  `https://gmgn.ai/sol/token/LbosYDck_${ca}`,
  solscanAccount(ca),
  `https://twitter.com/search?q=${ca}`,
];

/** The links of the "More" and "Chart" rows of a coin on its bonding curve. */
const curveTools = (ca: string, image: string): string[] => [
  `https://t.me/RickBurpBot/bmapp?startapp=${ca}_solana_alt&mode=compact`,
  `https://lens.google.com/uploadbyurl?url=${image}`,
  `https://t.me/RickBurpBot/trapp?startapp=${ca}`,
  `https://t.me/RickBurpBot/dsapp?startapp=${ca}_solana&mode=compact`,
  `https://dexscreener.com/solana/${ca}`,
  defined(ca),
];

const definedImage = (ca: string): string => `https://token-media.defined.fi/1399811149_${ca}_large.png`;
const dexPair = (pair: string): string => `https://dexscreener.com/solana/${pair.toLowerCase()}`;

export const rick: UnseenCase[] = [
  message('message100096', { ca: 'BVDJjT8V5DqQLvCiWa6BqbE75Zdf2Mu6tzqBKA83pump', pair: 'Hzq4825qkeMVbN1VNbbTAcZmt3v1GMSyG4JuYnHgwcGr' }, ({ ca, pair }) => ({
      text: lines(
        '💊 Grand Mami  [2.8M/4.3K%] $$GMAMI',
        '🌐 Solana @ Raydium',
        '💰 USD: $0.0027904',
        '💎 FDV: $2.8M ⇨ ATH: $3.2M [13s] ',
        '💦 Liq: $206K [x27.0] ',
        '📊 Vol: $914K 🕰️ Age: 5h ',
        '📈 1H: 72.2% ⋅ $254K 🅑 376 Ⓢ 277',
        '👥 TH: 3.3⋅2.8⋅2.8⋅2.7⋅2.5 [25%]',
        '🖨️ Mint: ✅ ⋅ LP: 🔥',
        '🧰 More: 🫧 🎨 💪 💬 SOC',
        '💹 Chart: DEX ⋅ DEF',
        '',
        ca,
        tradeRows('DEX'),
        '',
        '💨 You are first @ 2.8M 👀 106',
        '🤖 NEW: MevX is now on TG!',
      ),
      links: [
        `https://pump.fun/${ca}`,
        `https://t.me/RickBurpBot?start=${pair}`,
        `https://t.me/RickBurpBot?start=nh_${ca}`,
        ...[
          'G2xqpczUzaKnaZP8sb9PfKJ3mgWpeaXjEn63Z6aqwHJE',
          '3sy55GZyRiejV8arc8gh7khHpjX6HAYtV8ReB5aXcLfP',
          'Ad5q3Z7iPcgEdvm6yZciHQuiJhkwtdo3cEqhoZ8mLivX',
          'CMRKrhmsVV3PBgcDSf13ufqr8QvheKz8V8NhwwhCbfC5',
          '4U6ea8FLrEUQYt8EmknjWuL3EgVWjpmor19es9BLxpyf',
        ].map(solscanAccount),
        `https://t.me/RickBurpBot/bmapp?startapp=${ca}_solana_def&mode=compact`,
        `https://lens.google.com/uploadbyurl?url=https://dd.dexscreener.com/ds-data/tokens/solana/${ca}.png?key=3be92d?size=lg`,
        `https://t.me/RickBurpbot?start=flex_-1001976645587_${pair}`,
        `https://t.me/RickBurpBot?start=soc-${ca}`,
        `https://t.me/RickBurpBot/dsapp?startapp=${ca}_solana&mode=compact`,
        dexPair(pair),
        defined(ca),
        ...tradeLinks(ca, dexPair(pair), pair),
        'https://t.me/MevxTradingBot?start=RickBot',
      ],
      expected: { address: ca, name: 'Grand Mami', symbol: 'GMAMI', marketCap: 2_800_000 },
      classes: ['explorer-account-link', 'mc-fdv'],
    })),

  message('message100098', { ca: 'jDsqgZAcYChdxcG1vfpCN8WNiyWyFDWxi8x6M6Jpump' }, ({ ca }) => ({
      text: lines(
        '💊 First Dog Captain - $LOUIS',
        '💎 FDV: 19.6K 🕰️ 2m',
        '👀 Hits: 15 🔥 #4 ⋅ last seen: 1s',
        '💬 Comments: 4 ⋅ last reply: 2m',
        '🧑💻 DEV ⋅ Web ⋅ /dp: No',
        '👥 TH: 3.3⋅0.9 [4%]',
        '🧰 More: 🫧 🎨 📦',
        '💹 Chart: DEX ⋅ DEF',
        '',
        ca,
        tradeRows('DEF'),
        '',
        '💨 You are first in this chat @ 19.6K',
        '🐶 NEW: Trailing SL on BONKbot',
      ),
      links: [
        `https://pump.fun/${ca}`,
        `https://t.me/RickBurpBot?start=${ca}`,
        'https://pump.fun/profile/Cgn6YGeV5wom5t1Bm986gFmXc84Gyd7dNe8hEFzyUtrK',
        'https://www.cruisetails.com/about',
        `https://t.me/RickBurpBot?start=nh_${ca}`,
        ...['Cgn6YGeV5wom5t1Bm986gFmXc84Gyd7dNe8hEFzyUtrK', 'C3e7f9SS332vanENgoGcpiDgPAxUVhcxde5y26Y1FZXs'].map(solscanAccount),
        ...curveTools(ca, definedImage(ca)),
        ...tradeLinks(ca, defined(ca), ca),
        'https://t.me/bonkbot_bot?start=ref_rickbot',
      ],
      expected: { address: ca, name: 'First Dog Captain', symbol: 'LOUIS', marketCap: 19_600 },
      classes: ['explorer-account-link', 'headline-pill-dash', 'mc-fdv', 'mc-no-dollar'],
    })),

  message('message100107', { ca: 'AJeaxsMfjc6hUDW6WTeDPVxQQiKnp6gdLTwr9uXwpump' }, ({ ca }) => ({
      text: lines(
        '💊 God’s Plan - $TRUST',
        '💎 FDV: 30.4K 🕰️ 13m',
        '👀 Hits: 13 🔥 #9 ⋅ last seen: 15s',
        '💬 Comments: 42 ⋅ last reply: 2m',
        '🧑💻 DEV ⋅ 𝕏 [♺] ⋅ /dp: No',
        '👥 TH: 4.0⋅3.9⋅3.6⋅3.0⋅3.0 [27%]',
        '🧰 More: 🫧 🎨 📦',
        '💹 Chart: DEX ⋅ DEF',
        '',
        ca,
        tradeRows('DEF'),
        '',
        '💨 You are first in this chat @ 30.4K',
        '🐶 NEW: Trailing SL on BONKbot',
      ),
      links: [
        `https://pump.fun/${ca}`,
        `https://t.me/RickBurpBot?start=${ca}`,
        'https://pump.fun/profile/CEpTbXSAhUAJhSzEaeKrXjo7X2m7DzBrCuakbtcP42Bx',
        'https://x.com/s45641s?s=21',
        'https://t.me/RickBurpBot?start=twit-s45641s',
        `https://t.me/RickBurpBot?start=nh_${ca}`,
        ...[
          'F4wMDP2HRumTLuUHHUTWZnGBj7MxkRezdJp3it4vcKwn',
          'Eteygx3fkCTBnfD76oMgWB1wzRiEQqpwgBTaUWW9ZEYe',
          'HFReDpLX5DAK2MfWLNnmqCRJK4ump1SSwQYnn2VkMEmi',
          'BnWW8RrReAdNedzFXjDLCYxSpfQcP7diqJeEGcN5uNV3',
          'Gg9qSe7ZYmx9kJStFkAf1S2w4ZoRrDMJFCQbNh3Q4TwA',
        ].map(solscanAccount),
        ...curveTools(ca, definedImage(ca)),
        ...tradeLinks(ca, defined(ca), ca),
        'https://t.me/bonkbot_bot?start=ref_rickbot',
      ],
      expected: { address: ca, name: 'God’s Plan', symbol: 'TRUST', marketCap: 30_400 },
      classes: ['explorer-account-link', 'headline-pill-dash', 'mc-fdv', 'mc-no-dollar'],
    })),

  message('message100110', { ca: 'CWZMXMqoFBQQK4APGH2ynnG4PmccKqsojQ77AURBo9hb' }, ({ ca }) => ({
      text: lines(
        '💊 The Top  - $1%',
        '💎 FDV: 10.3K 🕰️ 2m',
        '👀 Hits: 2 ⋅ last seen: 1m',
        '💬 Comments: 32 ⋅ last reply: 2s',
        '🧑💻 DEV ⋅ SOC ⋅ /dp: No',
        '👥 TH: 3.2⋅2.8⋅2.7⋅2.6⋅2.6 [19%]',
        '🧰 More: 🫧 🎨 📦',
        '💹 Chart: DEX ⋅ DEF',
        '',
        ca,
        tradeRows('DEF'),
        '',
        '💨 You are first in this chat @ 10.3K',
        '💥 NEW: Try MevX on Telegram',
      ),
      links: [
        `https://pump.fun/${ca}`,
        `https://t.me/RickBurpBot?start=${ca}`,
        'https://pump.fun/profile/4osLTKoPfs795NQCmbgz6bgK3NDWXQPVFLMpDroybs5m',
        `https://t.me/RickBurpBot?start=soc-${ca}`,
        `https://t.me/RickBurpBot?start=nh_${ca}`,
        ...[
          '9tbGNjKTcJiYNE8rnCBxnD9kateC7eeposZrzD35d5wt',
          '21RYTXnJSZVQ86hHN8gJeDteV5Ef3vK6qqHreD2iyAxc',
          'EbDSuosJuVsgt3izgKSDWvyAbPQbhUBWTdeVsUM1eB7A',
          'EhBtkedx82q4f9oqynEzmCiNWBbgS1rfyitddiN1EUor',
          'Nvt5zs9wmuh4PZr7YWxm5dAR1k6C3qnPAP8vw3mTT7k',
        ].map(solscanAccount),
        ...curveTools(ca, 'https://ipfs.io/ipfs/QmYfzLj2ZDhegTyDcoJZMPFxAKSf5Ht5kmAAaEHMxJxuJL'),
        ...tradeLinks(ca, defined(ca), ca),
        'https://t.me/MevxTradingBot?start=RickBot',
      ],
      expected: { address: ca, name: 'The Top', symbol: '1%', marketCap: 10_300 },
      classes: ['explorer-account-link', 'headline-pill-dash', 'mc-fdv', 'mc-no-dollar', 'symbol-unusual'],
    })),

  message('message100112', { ca: '4JuJQ3hoFubomKJLFn4CzYcYRefuLkN5wgPfanszpump', pair: 'CrzNoBnvJSc4gLMuGDB7YfusdbarG6zELMGi2mLfPXK5' }, ({ ca, pair }) => ({
      text: lines(
        '🆕💊 first runner of 2025 [185K/112%] $TIM',
        '🌐 Solana @ Raydium 🔥 #1',
        '💰 USD: $0.0001847',
        '💎 FDV: $185K ⇨ ATH: $191K [1m] ',
        '💦 Liq: $47.5K [x7.8] ',
        '📊 Vol: $344K 🕰️ Age: 6m ',
        '🚀 1H: 112% ⋅ $344K 🅑 1.5K Ⓢ 1.2K',
        '👥 TH: 3.4⋅2.9⋅2.5⋅2.5⋅2.1 [22%]',
        '🖨️ Mint: ✅ ⋅ LP: 🔥',
        '🧰 More: 🫧 💪 💬 SOC',
        '💹 Chart: DEX ⋅ DEF',
        '',
        ca,
        tradeRows('DEX'),
        '',
        '💨 You are first @ 184.7K 👀 113',
        '📈 TIP: Trade pump.fun on Photon',
      ),
      links: [
        dexPair(pair),
        `https://pump.fun/${ca}`,
        `https://t.me/RickBurpBot?start=${pair}`,
        `https://t.me/RickBurpBot?start=nh_${ca}`,
        ...[
          '9jyqFiLnruggwNn4EQwBNFXwpbLM9hrA4hV59ytyAVVz',
          'BTCFpZvtExAMndZvxLxLaKfxT8GVGQyANq4pU4qL4CZr',
          'suqh5sHtr8HyJ7q8scBimULPkPpA557prMG47xCHQfK',
          'HNAh9zv4Afq42cta2Zz8LXSzdkeNp1RcU6fxZg6KHUFJ',
          '4z73L5XrJK3FvFGDExdc7uNwT7641JY9edGGUvdNfGJu',
        ].map(solscanAccount),
        `https://t.me/RickBurpBot/bmapp?startapp=${ca}_solana_def&mode=compact`,
        `https://t.me/RickBurpbot?start=flex_-1001976645587_${pair}`,
        `https://t.me/RickBurpBot?start=soc-${ca}`,
        `https://t.me/RickBurpBot/dsapp?startapp=${ca}_solana&mode=compact`,
        dexPair(pair),
        defined(ca),
        ...tradeLinks(ca, dexPair(pair), pair),
        'https://photon-sol.tinyastro.io/@RickBurpBot',
      ],
      expected: { address: ca, name: 'first runner of 2025', symbol: 'TIM', marketCap: 185_000 },
      classes: ['explorer-account-link', 'mc-fdv'],
    })),
];
