import { describe, expect, it } from '@jest/globals';
import { findMarketCap, MAX_MARKET_CAP_USD, parseMarketCap, plausibleMarketCap } from './market-cap.js';

describe('parseMarketCap', () => {
  it.each([
    ['$1.2M', 1_200_000],
    ['45.3K', 45_300],
    ['1,234,567', 1_234_567],
    ['$3.1M', 3_100_000],
    ['512k', 512_000],
    ['$1,305,220', 1_305_220],
    ['1.5B', 1_500_000_000],
    ['$ 2.4 M', 2_400_000],
    ['24.1K', 24_100],
    ['70211.50', 70_211.5],
    ['MC: $51.2K', 51_200],
    ['Marketcap: 1.2M', 1_200_000],
    ['Market Cap: $880K', 880_000],
  ])('reads %s', (value, expected) => {
    expect(parseMarketCap(value)).toBe(expected);
  });

  it('keeps numbers as they are', () => {
    expect(parseMarketCap(1234.5)).toBe(1234.5);
    expect(parseMarketCap(0)).toBe(0);
  });

  it.each([null, undefined, '', '   ', 'N/A', '-', 'No description available', 'moon soon', Number.NaN, -5, Infinity])(
    'gives null for %p',
    (value) => {
      expect(parseMarketCap(value)).toBeNull();
    },
  );
});

describe('findMarketCap', () => {
  it.each([
    ['the current value, not the ATH after 🔝', '💰 MC: $51.2K • 🔝 $60K', 51_200],
    ['Market Cap:', '📊 Market Cap: $1.2M | Liq: $61.3K', 1_200_000],
    ['FDV:', '├ FDV: 22.4K', 22_400],
    ['FDV: with a drop in brackets', '├ FDV: 7.9K (-69% from peak)', 7_900],
    ['Cap:', 'Cap: 38.9K', 38_900],
    ['a value before the label', 'Bought at 12.5K mc, holding', 12_500],
    ['MCP:', 'MCP: $70211.50', 70_211.5],
    ['Market Cap (USD):', 'Market Cap (USD): $8,120.75', 8_120.75],
    ['the latest of a labelled move', 'MC: $98K → $402K', 402_000],
    ['the latest of an unlabelled move', '🚀 $98K → $402K (4.1x)', 402_000],
    ['the latest of a call history', 'Call MC → Now: $19.7K → $57.3K\n📈 2.9x from call | ATH $61.0K', 57_300],
    ['MC without a colon', 'MC $47.8K | Vol 1h $96.3K', 47_800],
    ['MC now', 'MC now $205K (we called it at $24K)', 205_000],
    ['MC followed by a comma', 'MC: $41K, down 53% from the $88K top', 41_000],
    ['a comma-grouped value', 'Marketcap: $1,305,220', 1_305_220],
    ['lower-case k', 'mcap 512k', 512_000],
    ['markdown around the label', '**MC:** `$24K`', 24_000],
    ['Telegram HTML around the label', '<b>Market Cap:</b> $1.2M', 1_200_000],
    ['the current value after an ATH line', 'ATH MC: $90K\nMC: $45K', 45_000],
    ['a current value after an entry value', 'Entry MC: $10K\nCurrent MC: $50K', 50_000],
    ['the current value after a past one, each before its label', 'Called at $22.1K MC by @catcaller, now $64.8K MC', 64_800],
    ['a value before its label after a past one on an earlier line', 'Entry 10K mc\nnow at 45K mc', 45_000],
    ['the call cap beside an initial one', '📊 Initial MC: $10.5K\n📞 Call MC: $25.1K', 25_100],
    ['the call cap before an initial one on its line', 'Call MC: 25K | Initial MC: 10K', 25_000],
    ['a labelled current cap over a call cap', 'Call MC: $25K\nMC: $40K', 40_000],
    ['a move with ➜', 'MC: 10.2K ➜ 45.1K', 45_100],
    ['a move with ⇒', 'MC: 10.2K ⇒ 45.1K', 45_100],
    ['a move with —>', 'MC: 10.2K —> 45.1K', 45_100],
    ['a move with ⟶', 'MC: 10.2K ⟶ 45.1K', 45_100],
    ['MKTCAP:', 'MKTCAP: $1.2M', 1_200_000],
    ['an emoji between label and value', '💰 MC 👉 $31K', 31_000],
    ['a bar between label and value', '💰 Market Cap | $31K', 31_000],
    ['FDV before an ATH after ⇨', '💎 FDV: $2.8M ⇨ ATH: $3.2M [13s]', 2_800_000],
    ['FDV before an unlabelled ATH after ⇨', '💎 FDV: $304K ⇨ 339K [35m]', 304_000],
    ['FDV without $ before the age', '💎 FDV: 19.6K 🕰️ 2m', 19_600],
    ['a value with a lower-case m', 'Market cap 4.1m', 4_100_000],
    ['a value in a buy sentence', '🟢 Bought 2 SOL at 61.5K MC', 61_500],
    ['a baseline cap alone, when tracking begins', '📛 Token: AI SUPERCYCLE\n💰 Baseline MC: $104.0K\n🎯 Alert at: 5x → $520.0K', 104_000],
    ['the current cap beside a baseline one', '📊 Baseline MC: $104.0K\n📈 Current MC: $552.0K', 552_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it('reads no part of a multiple on the line after a label without a value', () => {
    expect(findMarketCap('now $64.8K MC\n📈 2.9x from call')).toBe(64_800);
    expect(findMarketCap('Called at $22.1K MC\n📈 2.9x from call')).toBeNull();
  });

  it('does not read the peak after a 🔝 between the label and the value', () => {
    expect(findMarketCap('MC 🔝 $48.9K')).toBeNull();
  });

  it.each([
    ['no market cap at all', 'Volume: $45.2K (5m) ⬆️ 380%\nHolders: 143'],
    ['only a past value', 'ATH MC: $60K'],
    ['only a past value before its label', 'Called at $22.1K MC by @catcaller'],
    ['a multiple, not a value', 'MC: 5x from call'],
    ['prices in zero-count notation', 'Price: $0.0{5}7311'],
    ['a move in prices (no K/M/B)', 'Price $0.0033 → $0.0041'],
    ['a label with no value', 'Small cap gem 💎'],
  ])('gives null for %s', (_case, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('implausible market caps', () => {
  const huge = `1${'0'.repeat(320)}`;

  it('are read as none, whether written out, given as a number or beyond the ceiling', () => {
    for (const value of [
      huge,
      `$${huge}`,
      `MC: $${huge}`,
      '$10,000,000,000,001',
      '99999999999999999999B',
      Number.MAX_VALUE,
      MAX_MARKET_CAP_USD + 1,
      -1,
    ]) {
      expect(parseMarketCap(value)).toBeNull();
    }
    expect(findMarketCap(`🚀 MC: $${huge}`)).toBeNull();
    expect(findMarketCap(`Bought at ${huge}K mc`)).toBeNull();
    expect(findMarketCap(`🚀 $98K → $${huge}K`)).toBeNull();
  });

  it('leave the next reading of the message, as any unreadable value does', () => {
    expect(findMarketCap(`MC: $${huge}\nnow at 45K mc`)).toBe(45_000);
  });

  it('stop at the ceiling, which is itself taken', () => {
    expect(parseMarketCap('$10T'.replace('T', '000B'))).toBe(MAX_MARKET_CAP_USD);
    expect(plausibleMarketCap(MAX_MARKET_CAP_USD)).toBe(MAX_MARKET_CAP_USD);
    expect(plausibleMarketCap(0)).toBe(0);
    for (const value of [Infinity, -Infinity, Number.NaN, -0.01, MAX_MARKET_CAP_USD * 1.0001, null, undefined])
      expect(plausibleMarketCap(value)).toBeNull();
  });
});

describe('findMarketCap without a label', () => {
  it.each([
    ['a move without $ after "From"', 'From 46.0K ↗️ 94.7K\nCA: x', 94_700],
    ['a move between dollar figures, the later current', '$102K → $418K', 418_000],
    ['a figure opening a sentence', 'based penguin (bpeng)\n448k, 2x up from my entry', 448_000],
    ['MCP', '💠 MCP: 12.3K', 12_300],
    ['Cap', 'Cap: $44K', 44_000],
    ['MC beside FDV', 'MC $88K | FDV $91K', 88_000],
    ['a qualifier and a colon between label and value', 'Market cap at migration: $48.2K', 48_200],
    ['» between label and value', 'MC » $35.9K', 35_900],
    ['the current value after the arrow and "Now"', 'Call MC 191K → Now 267K (1.4x)', 267_000],
    ['a "Now:" line under the called value', 'Called at: $16.5K\nNow: $33.3K', 33_300],
    ['a Spanish label', 'Capitalización: $32.2K', 32_200],
    ['a Chinese label', '市值：87.3K', 87_300],
    ['a German label', 'Marktkapitalisierung: $99.1K', 99_100],
    ['a Portuguese label', 'Valor de mercado: 336.0K', 336_000],
    ['a longer Portuguese label', 'Capitalização de mercado: $1.2M', 1_200_000],
    ['a shortened Spanish or Portuguese label', '📊 Cap. de mercado: $88.4K', 88_400],
    ['a Spanish label with its noun', 'Capitalización de mercado: 45K', 45_000],
    ['a French label, the dollar after the value', 'Capitalisation : 75.3K $', 75_300],
    ['a Russian label', 'Капитализация: $142K', 142_000],
    ['a Russian label with its adjective', 'Рыночная капитализация: 2.3M', 2_300_000],
    ['a Turkish label', 'Piyasa Değeri: $44.6K', 44_600],
    ['a German label with a decimal comma and Mio.', 'Marktkapitalisierung: 1,2 Mio. $', 1_200_000],
    ['a decimal comma before a K', 'Cap. de mercado: $88,4K', 88_400],
    ['a Russian suffix', 'Капитализация: 2,3 млн $', 2_300_000],
    ['an Arabic label, thousands written as a word', 'القيمة السوقية: 512 ألف دولار', 512_000],
    ['an Arabic label, millions as a word and the dollar after', 'القيمة السوقية: 1.4 مليون $', 1_400_000],
    ['the other Arabic label, billions as a word', 'رأس المال السوقي: 2 مليار', 2_000_000_000],
    ['an Arabic label with figures as bots write them', 'القيمة السوقية: $75.5K', 75_500],
    ['the Arabic value now under the one at the signal', 'القيمة السوقية عند الإشارة: 120 ألف\nالقيمة السوقية الحالية: 480 ألف', 480_000],
    ['the value now under the one at the call', 'MC at call: $40K\nMC now: $95K', 95_000],
    ['the value at the signal when no later one is given', 'Market cap at signal: $40K', 40_000],
    ['the current value over the peak named after its label', 'MC at ATH: $5M | MC: $1.2M', 1_200_000],
    ['MC over an FDV written first', 'FDV: $91K | MC: $88K', 88_000],
    ['FDV alone', 'FDV (USD): $91K', 91_000],
    ['a figure after "at" in chat', '$CTURT at 18k rn', 18_000],
    ['a figure after "sitting at" at the end of a line', 'sitting at 67k\nCA below', 67_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['minutes at the start of a line', '5m, still early'],
    ['two figures opening lines: a list, not a cap', '448k, 2x up\n120k, down'],
    ['a count on a "Now:" line', 'Called at: $16.5K\nNow: 300 holders'],
    ['what was paid, after "bought at"', 'bought at 18k, holding'],
    ['a figure of another kind after "at"', 'liq at 20k rn'],
    ['the entry after "called at"', 'called at 40k'],
    ['minutes after "at"', 'launched at 5m'],
    ['the peak named after its label', 'MC at ATH: $5M'],
    ['an Arabic number word not after a figure', 'القيمة السوقية: ألف'],
  ])('reads no market cap from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('findMarketCap in the units, digits and labels of more languages', () => {
  it.each([
    ['Korean ten thousands', '시가총액: 37만 달러', 370_000],
    ['Korean hundred millions', '시총: 1.5억 달러', 150_000_000],
    ['Japanese ten thousands before the currency', '時価総額：23万ドル', 230_000],
    ['a Japanese label inside a sentence, the call after', '今の時価総額は6.2万ドルです（コール時：4万ドル）', 62_000],
    ['a Persian label with Persian digits', 'ارزش بازار: ۳۲۰ هزار دلار', 320_000],
    ['a Persian decimal mark', 'ارزش بازار: ۲٫۵ میلیون دلار', 2_500_000],
    ['Arabic-Indic digits', 'ارزش بازار: ٦٤ هزار دلار', 64_000],
    ['the Persian value now under the one at the signal', 'ارزش بازار هنگام سیگنال: ۹۰ هزار دلار\nارزش بازار فعلی: ۳۱۰ هزار دلار', 310_000],
    ['Indonesian thousands dots', 'Kapitalisasi Pasar: $312.400', 312_400],
    ['Indonesian millions dots', 'Kap. pasar: $2.150.000', 2_150_000],
    ['a decimal dot before a unit still', 'Kap. pasar: $2.150M', 2_150_000],
    ['Indonesian unit words', 'Kap. pasar: 640 ribu USD', 640_000],
    ['Indonesian short units in a move', 'MC awal 30 rb → sekarang 2,2 jt USD', 2_200_000],
    ['a Vietnamese label with its noun', 'Vốn hóa thị trường: 2,4 triệu USD', 2_400_000],
    ['Vietnamese thousands as a word', 'Vốn hóa: 760 nghìn USD', 760_000],
    ['a Vietnamese move from the call', 'Vốn hóa lúc gọi: 31K → hiện tại: 94K', 94_000],
    ['the current one of three labelled figures', 'ATH $1.3M | Entry $90K | Now $410K', 410_000],
    ['"Current" last of three', 'Peak 910K · Call 120K · Current 505K', 505_000],
    ['"Last" beside a low and a high', 'Low $12K | High $96K | Last $51K', 51_000],
    ['a price times the supply', '$WOBL at $0.00034 × 1B supply', 340_000],
    ['a price times the supply in millions', 'price $0.25 x 800M supply', 200_000_000],
    ['a figure after "sitting" in chat', 'ath 900k, called 300k, sitting 640k now', 640_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['an Indonesian initial value alone', 'MC awal: 30 rb'],
    ['a price alone', '$WOBL at $0.00034'],
    ['a "last" figure of another kind', 'Vol 24h $1.2M | Last trade 5m ago'],
  ])('reads no market cap from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('findMarketCap in styled figures, tables and Thai', () => {
  it.each([
    ['mathematical bold figures', '𝗠𝗖: $𝟱𝟴.𝟭𝗞', 58_100],
    ['full-width figures', 'ＭＣ：＄４５０Ｋ', 450_000],
    ['double-struck figures under a double-struck label', '𝕄ℂ: 𝟚.𝟝𝕄', 2_500_000],
    ['a box-drawing table row', '│ Liq  │ $12.0K │\n│ MCap │ $61.4K │', 61_400],
    ['a header row over a value row', 'NAME         SYM     MCAP    LIQ\nPaper Crane  CRANE   2.2M    310K', 2_200_000],
    ['a header row over a rule and a value row', 'SYM   │ MC     │ VOL\n──────┼────────┼─────\nCRANE │ $940K  │ $2M', 940_000],
    ['a Thai label and hundred thousands', 'มาร์เก็ตแคป: 4.2 แสนดอลลาร์', 420_000],
    ['Thai ten thousands', 'มาร์เก็ตแคป: 7.5 หมื่นดอลลาร์', 75_000],
    ['a Thai label run into the word for now', 'มาร์เก็ตแคปตอนนี้ 2.4 ล้านดอลลาร์', 2_400_000],
    ['a move whose latest value a word for now names', 'Called $41.5K → Now $212K', 212_000],
    ['a Thai move from the call to now', 'ตอนเรียก: 5.1 หมื่นดอลลาร์ ➜ ตอนนี้: 1.9 แสนดอลลาร์', 190_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['a table without a market-cap column', 'NAME         SYM     LIQ\nPaper Crane  CRANE   310K'],
    ['a row that does not line up with its header', 'NAME   SYM   MCAP\nPaper Crane CRANE 410K'],
  ])('reads no market cap from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('findMarketCap in tables drawn with bars alone', () => {
  it.each([
    ['a header row over a value row', 'SCAN\nNAME | SYM | MCAP | LIQ\nMoss Heron | MHRN | 655K | 91K', 655_000],
    ['a markdown table with its rule', '| Name | Sym | MC |\n|:---|:---|---:|\n| Moss Heron | MHRN | $1.3M |', 1_300_000],
    ['a label and its value per row', '| Name | Moss Heron |\n| MCap | $212K |\n| Liq | $40K |', 212_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['a headline over a line of fields with as many bars', 'Moss Heron | MHRN | Raydium\nHolders | 410 | 12%'],
    ['a header whose row has fewer bars', 'NAME | SYM | MCAP\nMoss Heron MHRN 655K | Raydium'],
  ])('reads no market cap from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('findMarketCap of a whole figure in millions in chat', () => {
  it.each([
    ['before a gain', 'rusty otter (rott)\n3m, 5x up from my entry', 3_000_000],
    ['before a word for now', 'rott at 3m rn', 3_000_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['minutes', 'listed 5m ago'],
    ['minutes before a comma', '5m, still early'],
  ])('reads no market cap from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('findMarketCap in SOL, past a marked peak, and in a ranking', () => {
  it.each([
    ['a figure in SOL after the label', '🔄 TAKEOVER\nMossy Newt ($NEWT) is a CTO now\n📊 MC: 615 SOL'],
    ['a figure in SOL beside other fields', 'MC: 88 SOL · CA: see below'],
    ['a figure in WSOL', 'Market Cap: 1,240 WSOL'],
  ])('reads no dollar figure from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });

  it.each([
    ['a dollar figure with its SOL worth in brackets', 'MC: $212K (≈ 1,180 SOL)\nCA: x', 212_000],
    ['the figure marked now after a peak in brackets', '$NEWT went 90K ➝ 1.4M (ATH) ➝ 515K now', 515_000],
    ['a labelled move with the peak marked between', 'MC: $40K → $320K (peak) → $210K', 210_000],
    [
      'the new entry of a ranking, labelled',
      '📶 HOURLY TRENDING\n1️⃣ $RIVET ▲1\n2️⃣ $TANSY ▼1\n3️⃣ $BRISK ─\n🆕 New entry at #4: Mossy Newt ($NEWT) · MC $71K',
      71_000,
    ],
    [
      'the new entry of a ranking of figures, unlabelled',
      'TOP TRENDING\n1. RIVET · 3.1M\n2. TANSY · 905K\n3. 🆕 Mossy Newt (NEWT) · 47.5K\n4. BRISK · 410K',
      47_500,
    ],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });
});

describe('findMarketCap of a figure glued to its label', () => {
  it.each([
    ['a scanner line of glued fields', '🟢 $WISP Will o Wisp · mc52.7k · lq18.3k · 3m · h96', 52_700],
    ['a glued figure in millions', '🔵 $PLINK Plinko Pup · mc2.35m · lq210k · 5h · h3.1k', 2_350_000],
    ['a glued market-cap label in capitals', 'BRRR Printer Goes · MCAP1.8M · LIQ95K', 1_800_000],
    ['a glued fully diluted value', '$QUILL · fdv640k · vol1h 22k', 640_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['liquidity and volume glued to their labels', '🟡 $WISP Will o Wisp · liq12k · vol1h 3.4k · 7m · h40'],
    ['a name that runs into a number', 'MC2 Hamster is live'],
  ])('reads no market cap from %s', (_form, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('findMarketCap in Italian and Polish figure words', () => {
  it.each([
    ['Italian mila with the $ after the figure', '💰 Cap. di mercato: 87 mila $\n💧 Liquidità: 21,4 mila $', 87_000],
    ['Italian mln with a decimal comma', 'Capitalizzazione: 1,2 mln $', 1_200_000],
    ['Italian milioni', 'Cap. di mercato: 3 milioni $', 3_000_000],
    ['Italian mld', 'Capitalizzazione di mercato: 1,5 mld $', 1_500_000_000],
    ['Polish tys. with the $ after the figure', '📊 Kapitalizacja: 64 tys. $\n💧 Płynność: 18 tys. $', 64_000],
    ['Polish tys without its dot, in USD', 'Kapitalizacja rynkowa: 250 tys USD', 250_000],
    ['Polish mln', 'Kapitalizacja: 2,3 mln USD', 2_300_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it('takes no count of holders for a figure word', () => {
    expect(findMarketCap('👥 Holder: 412\nLiquidità: 21 mila $')).toBeNull();
  });
});

describe('findMarketCap of the current value beside a value of a moment', () => {
  it.each([
    ['a value at payment over a value now', '📊 MC at payment: $31.4K\n📈 MC now: $38.9K', 38_900],
    ['a value at migration after the current one', 'MC: $52K\nMarket cap at migration: $48K', 52_000],
    ['the Italian current value under the value at the call', '📞 Cap. alla chiamata: 48 mila $\n🚀 Cap. attuale: 1,2 mln $', 1_200_000],
    [
      'the Polish current value under the value at the signal',
      'Kapitalizacja przy sygnale: 92 tys. USD\nKapitalizacja teraz: 1,4 mln USD ✅',
      1_400_000,
    ],
    ['a value now in brackets after the value written before its label', 'Paid 3h after launch, at $1.02M mc (now $884K)', 884_000],
    ['a current value in brackets after the labelled one', 'MC: $48K (current: $61K) · Vol $12K', 61_000],
    ['a value now in brackets after a call', 'Called at $22.1K MC (now 61K)', 61_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['a value of a moment alone', 'Market cap at migration: $48K', 48_000],
    ['the Italian value at the call alone', 'Cap. alla chiamata: 48 mila $', 48_000],
    ['a value at payment beside a value at the call', 'MC at call: $20K | MC at payment: $30K', 30_000],
  ])('still reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });
});

describe('findMarketCap in Ukrainian, Greek and Romanian figure words', () => {
  it.each([
    ['Ukrainian тис. with the $ after the figure', '📊 Ринкова капіталізація: 410 тис. $\n💧 Ліквідність: 60 тис. $', 410_000],
    ['Ukrainian млрд after the short label', 'Ринкова кап.: 2,4 млрд $', 2_400_000_000],
    ['Ukrainian тисяч', 'Капіталізація: 75 тисяч $', 75_000],
    ['Greek χιλ.', 'Κεφαλαιοποίηση: 320 χιλ. $\nΡευστότητα: 55 χιλ. $', 320_000],
    ['Greek εκατ. after the short label and its word for now', 'Κεφ/ση τώρα: 2,7 εκατ. $ · Κάτοχοι: 900', 2_700_000],
    ['Greek χιλιάδες', 'Κεφαλαιοποίηση: 88 χιλιάδες $', 88_000],
    ['Romanian mii', 'Capitalizare de piață: 610 mii $\nLichiditate: 70 mii $', 610_000],
    ['Romanian mil. after the word for now', 'Capitalizare acum: 1,6 mil. $ · Deținători: 210', 1_600_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });
});

describe('findMarketCap of a line for now under the value at the call', () => {
  it.each([
    ['Romanian', 'Capitalizare la semnal: 64 mii $\nAcum: 2,1 mil. $ 🔥 (x33)', 2_100_000],
    ['Ukrainian', 'Капіталізація при сигналі: 80 тис. $\nЗараз: 950 тис. $ 🚀', 950_000],
    ['Greek, the value at the signal unlabelled', 'Στο σήμα: 51 χιλ. $\nΤώρα: 1,2 εκατ. $ (x23)', 1_200_000],
    ['English', 'MC at call: $25K\nNow: $33K', 33_000],
  ])('reads the %s value now', (_language, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it('takes no price for a value now', () => {
    expect(findMarketCap('Target: $0.0000123\nCurrent: $0.0000128')).toBeNull();
  });

  it('still reads the value at the call alone', () => {
    expect(findMarketCap('Капіталізація при сигналі: 80 тис. $')).toBe(80_000);
  });
});

describe("findMarketCap of chat's mkt cap", () => {
  it.each([
    ['after its label and rn', 'mkt cap rn: 388k', 388_000],
    ['written before the label, the past value skipped', 'Was 70k mkt cap when the chat began, 290k mkt cap now', 290_000],
  ])('reads a value %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });
});

describe('findMarketCap in the languages of crypto Telegram, seen or not', () => {
  it.each([
    ['Dutch thousands, the $ after', 'Marktkapitalisatie: 86 duizend $', 86_000],
    ['Dutch millions abbreviated', 'Marktkap.: 1,35 mln. $', 1_350_000],
    ['Dutch millions in a word', 'Marktkap.: 2,4 miljoen $', 2_400_000],
    ['a Dutch update: at the call, then now', 'Marktkap. bij de call: 74 duizend $\nNu: 412 duizend $ (5,6x)', 412_000],
    ['Hungarian thousands', 'Piaci kapitalizáció: 132 ezer $', 132_000],
    ['Hungarian millions', 'Piaci kap.: 2,7 millió $\nLikviditás: 310 ezer $', 2_700_000],
    ['a Hungarian update: now under the signal', 'A jelzéskor: 58 ezer $\nMost: 1,1 millió $ 📈', 1_100_000],
    ['Czech thousands', 'Tržní kapitalizace: 450 tis. $', 450_000],
    ['Slovak millions', 'Trhová kapitalizácia: 1,2 milióny $', 1_200_000],
    ['Swedish millions', 'Marknadsvärde: 3,4 milj. $', 3_400_000],
    ['Norwegian thousands', 'Markedsverdi: 95 tusen $', 95_000],
    ['Danish billions', 'Markedsværdi: 1,1 mia. $', 1_100_000_000],
    ['Finnish thousands', 'Markkina-arvo: 640 tuhatta $', 640_000],
    ['Malay billions', 'Modal pasaran: $1.5 bilion', 1_500_000_000],
    ['Filipino millions beside an English label', 'Market cap: $2.3 milyon', 2_300_000],
    ['Swahili thousands', 'Mtaji wa soko: $41 elfu', 41_000],
    ['German thousands in a word', 'Marktkapitalisierung: 120 Tausend $', 120_000],
    ['French millions in the plural', 'Capitalisation: 1,5 millions $', 1_500_000],
    ['Portuguese millions abbreviated', 'Valor de mercado: $ 1,2 mi', 1_200_000],
    ['English thousands as grand', 'mc: 41 grand', 41_000],
    ['English words and a word of guessing', 'Market cap: about 41 thousand dollars', 41_000],
    ['Bengali digits and lakh', 'মার্কেট ক্যাপ: $৪.৫ লাখ', 450_000],
    ['Urdu crore', 'مارکیٹ کیپ: $1.2 کروڑ', 12_000_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it.each([
    ['Dutch', 'Instap MC: $32.5K\nHuidige MC: $211.8K', 211_800],
    ['German', 'Einstieg MC: 32,5 Tsd. $\nMC jetzt: 211,8 Tsd. $', 211_800],
    ['Portuguese', 'Entrada MC: $32.5K\nMC agora: $211.8K', 211_800],
    ['Hungarian', 'MC a hívásnál: 58 ezer $\nMC most: 1,1 millió $', 1_100_000],
  ])('reads the current cap beside an entry or call one in %s', (_language, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it('reads no figure word without a figure right before it', () => {
    expect(findMarketCap('Market cap: a grand idea, mille grazie')).toBeNull();
    expect(findMarketCap('Nu live: the AMA, most of you asked')).toBeNull();
  });

  it("gives a trade's cap way to one the message states apart from it", () => {
    expect(findMarketCap('Bought 2.0 SOL @ 1.2M mc → sold 3.4 SOL @ 2.05M mc\nNow: 1.64M mc')).toBe(1_640_000);
    expect(findMarketCap('🟢 Bought 2 SOL at 61.5K MC')).toBe(61_500);
  });

  it("reads a bot's row that opens with its figure, its other fields after a bullet", () => {
    expect(findMarketCap('✅ Pisscoin — #DexPaid!\n ├ $57.1K • Age: 20m\n └ B1oKaTVsg1S6TCbBwRNADXY1NF7AfpsnSrvWhWK7pump')).toBe(57_100);
  });
});

describe('figure words, labels and words for now of Azerbaijani, Serbian, Amharic, Hausa and Hinglish', () => {
  it.each([
    ['Azerbaijani thousands before the dollar sign', 'Bazar dəyəri: 245 min $', 245_000],
    ['Azerbaijani thousands with a decimal comma', 'Bazar dəyəri: 67,4 min $', 67_400],
    ['an Azerbaijani update, now in millions', 'Siqnal zamanı: 92 min $\nİndi: 1,3 mln $ 🔥', 1_300_000],
    ['Serbian thousands in Cyrillic', 'Тржишна капитализација: 310 хиљ. $\nЛиквидност: 54 хиљ. $', 310_000],
    ['a Serbian update, now in millions', 'При сигналу: 74 хиљ. $\nСада: 1,6 мил. $ (21x) 🚀', 1_600_000],
    ['Serbian millions in Latin letters', 'Tržišna kap.: 1,15 mil. $', 1_150_000],
    ['Serbian words in full', 'Tržišna kapitalizacija: 2 miliona $', 2_000_000],
    ['Amharic thousands and dollars', 'የገበያ ዋጋ: 185 ሺህ ዶላር', 185_000],
    ['an Amharic update, now in millions', 'በምልክቱ ጊዜ: 60 ሺህ ዶላር\nአሁን: 2.4 ሚሊዮን ዶላር 🔥', 2_400_000],
    ['Hausa thousands written before the number', 'Darajar kasuwa: dala dubu 85', 85_000],
    ['a Hausa update, now in millions', 'Lokacin sigina: dala dubu 40\nYanzu: dala miliyan 1.1 🚀', 1_100_000],
    [
      'lakh in Latin letters before the dollar sign',
      'Chai Wala Doge ($CHAIDOGE) abhi sirf 3.2 lakh $ mcap pe hai 🔥 1 crore tak jaayega',
      320_000,
    ],
    ["crore shortened to 'cr'", '🚀 $LASSI update: call kiya tha 45k pe, ab 1.1 cr mcap 😱 24x bhai!!', 11_000_000],
  ])('reads %s', (_form, text, expected) => {
    expect(findMarketCap(text)).toBe(expected);
  });

  it("reads 'min' as minutes, not thousands, where no currency follows it", () => {
    expect(findMarketCap('MC: $45K\nAge: 5 min')).toBe(45_000);
    expect(findMarketCap('Now: 5 min ago')).toBeNull();
    expect(findMarketCap('Listed 12 min → 30 min ago')).toBeNull();
  });
});

describe("a program's keys in a logged text", () => {
  it("reads 'mcap_usd' as a label and a filter's 'max_mcap' as no value of the token", () => {
    expect(findMarketCap('reason: mcap_usd 1210400.0 > max_mcap 500000')).toBe(1_210_400);
    expect(findMarketCap('reason: max_mcap 500000 exceeded')).toBeNull();
    expect(findMarketCap('Min MC: $10K\nMax MC: $500K')).toBeNull();
  });

  it("reads 'market_cap' and 'fdv_usd' as labels", () => {
    expect(findMarketCap('market_cap 88400')).toBe(88_400);
    expect(findMarketCap('fdv_usd: 91000')).toBe(91_000);
  });
});

describe('the one dollar figure of a message under a label the reader does not know', () => {
  it('reads it as the market cap', () => {
    expect(findMarketCap('🆕 አዲስ ቶከን\nስም: ጀበና\nምልክት: JEBENA\nጠቅላላ ግምት: $92.6K')).toBe(92_600);
  });

  it.each([
    ['a label of another figure', 'Liquidity: $20K'],
    ["a trade's figure", 'Spent: $1.2K'],
    ["a wallet's figure", 'Dev wallet: $3K'],
    ['two figures', 'Ставка: $20K\nОбъём: 45K'],
    ['no K/M/B suffix', 'Цена: $0.00012'],
  ])('reads none beside %s', (_case, text) => {
    expect(findMarketCap(text)).toBeNull();
  });
});

describe('figure words and labels of Tamil and Georgian', () => {
  it.each([
    ['Tamil thousand under its market-cap label', 'சந்தை மதிப்பு: 92 ஆயிரம் $', 92_000],
    ['Tamil crore on a line for now under the call', 'அழைப்பின் போது: 4.5 லட்சம் $\nஇப்போது: 1.2 கோடி $', 12_000_000],
    ['Tamil market cap now', 'சந்தை மதிப்பு இப்போது: 38 ஆயிரம் $', 38_000],
    ['Georgian thousand', 'საბაზრო კაპიტალიზაცია: 145 ათასი $', 145_000],
    ['Georgian million with a decimal comma, for now', 'სიგნალისას: 52 ათასი $\nახლა: 1,6 მლნ $', 1_600_000],
    ['Georgian billion', 'საბაზრო კაპიტალიზაცია: 1,2 მლრდ $', 1_200_000_000],
  ])('reads %s', (_case, text, cap) => {
    expect(findMarketCap(text)).toBe(cap);
  });
});

describe('findMarketCap in SOL with its worth in dollars, in double M, after markdown and before a word for now', () => {
  it('reads the dollars in brackets after a cap in SOL', () => {
    expect(findMarketCap('MC: 1,041 SOL (≈ $163.4K)')).toBe(163_400);
    expect(findMarketCap('MC: 420 SOL (~$66K)')).toBe(66_000);
  });

  it('still reads no dollar figure from a cap in SOL alone', () => {
    expect(findMarketCap('MC: 1,041 SOL')).toBeNull();
  });

  it('reads MM as millions', () => {
    expect(findMarketCap('Copper Hornet | HRNT | MC 2.45MM | Vol 1h 310K | LP 184K')).toBe(2_450_000);
  });

  it.each([
    ['underscores', '> was **96K** at call → __now 1.3M__', 1_300_000],
    ['bold', 'MC: **$88K**', 88_000],
    ['backticks', 'MC → `$1.3M`', 1_300_000],
    ['a struck-out older figure', '~~$80K~~ → $120K', 120_000],
  ])('reads the current figure out of markdown %s', (_case, text, cap) => {
    expect(findMarketCap(text)).toBe(cap);
  });

  it('reads the figure a word for now follows in a sentence of several', () => {
    expect(findMarketCap("if you faded $NOODL at 90k you're watching it do 1.4m right now. not too late")).toBe(1_400_000);
  });

  it('reads none when the figure before now is one paid', () => {
    expect(findMarketCap('seen it at 2m before, bought 300k now, no idea')).toBeNull();
  });
});

describe('a move written with any arrow, and the exit of a sell', () => {
  it.each(['→', '➜', '➡', '➡️', '⇒', '->', '=>', '⟶', '↗', '-->', '—>'])('reads the figure after %s in small letters', (arrow) => {
    expect(findMarketCap(`✅ #209 $Ai16z2 hit 7.5x\n22k ${arrow} 165k\nstill running, TP some`)).toBe(165_000);
  });

  it.each(['→', '➜', '->', '⇒'])('reads a labelled move after %s alike', (arrow) => {
    expect(findMarketCap(`MC ${arrow} $165K`)).toBe(165_000);
    expect(findMarketCap(`MC: $22K ${arrow} $165K`)).toBe(165_000);
  });

  it.each([
    ['entry and exit', 'entry 61K → exit 256K · held 38m', 256_000],
    ['in dollars', 'entry $40K -> sold $180K', 180_000],
    ['in small letters', 'in 12k ➜ out 90k', 90_000],
    ['after a label', 'MC: 61K → exit 256K', 256_000],
  ])("reads a sell's exit cap after the arrow, %s", (_case, text, cap) => {
    expect(findMarketCap(text)).toBe(cap);
  });

  it('still reads no cap from a lone whole figure in small m, which may be minutes', () => {
    expect(findMarketCap('held 38m, no figures')).toBeNull();
  });
});
