import { describe, expect, it } from '@jest/globals';
import { findTokenIdentity, findTokenName, findTokenSymbol } from './token-names.js';

describe('findTokenName and findTokenSymbol', () => {
  it.each([
    ['Name ($SYM)', '🚨 NEW ALERT 🚨\n🐱 Goblin Cat ($GOBCAT)', 'Goblin Cat', 'GOBCAT'],
    ['Name (SYM)', '🧠 CABAL ANALYSIS\n🦊 Neural Fox (NFOX)', 'Neural Fox', 'NFOX'],
    ['Name (SYM) between a trending circle and an emoji', '🟢 Trench Dog (TDOG) 🐕', 'Trench Dog', 'TDOG'],
    ['$SYM | Name', '📊 PUMPFUN VOLUME SPIKE 🟢\n🐱 $GOBCAT | Goblin Cat', 'Goblin Cat', 'GOBCAT'],
    ['$SYM · Name', '📞 CALL ANALYZER\n🐸 $BFROG · Based Frog', 'Based Frog', 'BFROG'],
    ['Name | $SYM with circles after', '🔔 JOKEL PUSH 🔔\n🐱 Goblin Cat | $GOBCAT 🟢🟢🟢', 'Goblin Cat', 'GOBCAT'],
    ['Name · $SYM', '🛰 TRENCH RADAR\n🟠 Solana Sloth · $SLOTH 🦥', 'Solana Sloth', 'SLOTH'],
    ['a ticker with digits', '💪 Gigachad 9000 ($GIGA9K)', 'Gigachad 9000', 'GIGA9K'],
    ['a name with digits and a dot', '🦛 Moon Deng 2.0 ($MDENG2)', 'Moon Deng 2.0', 'MDENG2'],
    ['an emoji inside the name', 'Chill 🏠 House (CHILLH)', 'Chill 🏠 House', 'CHILLH'],
    ['several leading emojis', '🔥🐱✨ Goblin Cat ($GOBCAT)', 'Goblin Cat', 'GOBCAT'],
    ['a doubled $', '$$GOBCAT | Goblin Cat', 'Goblin Cat', 'GOBCAT'],
    ['a CJK ticker', '🐶 China Doge | $中国狗', 'China Doge', '中国狗'],
    ['a lower-case cashtag', 'Dog Wif Hat ($wif)', 'Dog Wif Hat', 'wif'],
    ['bold markdown', '**Goblin Cat** (**$GOBCAT**)', 'Goblin Cat', 'GOBCAT'],
    ['Telegram HTML', '<b>Goblin Cat</b> (<code>$GOBCAT</code>)', 'Goblin Cat', 'GOBCAT'],
    ['a tree mark before the name', '├ Goblin Cat (GOBCAT)', 'Goblin Cat', 'GOBCAT'],
    ['emojis against the ticker in brackets', '🚨 NEW ALERT 🚨\n**Bonk Lord** (🔥$BONKL🔥)\n🟢 Trending on pump.fun', 'Bonk Lord', 'BONKL'],
    ['emojis against a leading ticker', '📞 CALL ANALYZER\n🔥$BONKL🔥 · Bonk Lord\n🟢 Trending', 'Bonk Lord', 'BONKL'],
    ['emojis against a trailing ticker', 'Bonk Lord · 🔥$BONKL🔥', 'Bonk Lord', 'BONKL'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenName(text)).toBe(name);
    expect(findTokenSymbol(text)).toBe(symbol);
  });

  it('strips invisible marks around the name and the cashtag', () => {
    const text = '\u200E🐱 Goblin\u200B Cat\u200F (\u200E$GOB\u200DCAT\u200F)';
    expect(findTokenIdentity(text)).toEqual({ name: 'Goblin Cat', symbol: 'GOBCAT' });
  });

  it('keeps zero-width joiners that build an emoji, and drops the emoji around the name', () => {
    expect(findTokenIdentity('👨‍💻 Dev Coin ($DEVC)')).toEqual({ name: 'Dev Coin', symbol: 'DEVC' });
  });

  it('ends a cashtag at an emoji written against it', () => {
    expect(findTokenSymbol('$GOBCAT🐱 is heating up')).toBe('GOBCAT');
  });

  it('takes the name from the line after a leading cashtag', () => {
    const text = '🔥🔥 CABAL FOMO 🔥🔥\n$GOBCAT is heating up 🟢\n🐱 Goblin Cat\n\n👀 3 cabal wallets aped';
    expect(findTokenIdentity(text)).toEqual({ name: 'Goblin Cat', symbol: 'GOBCAT' });
  });

  it('reads name and ticker from labelled lines of their own', () => {
    const text = '📢 New listing spotted\nToken Name: Crypto Granny\nSymbol: GRANNY\nMarket Cap: $61,000';
    expect(findTokenIdentity(text)).toEqual({ name: 'Crypto Granny', symbol: 'GRANNY' });
    expect(findTokenIdentity('**Name:** Crypto Granny\n**Ticker:** $GRANNY')).toEqual({ name: 'Crypto Granny', symbol: 'GRANNY' });
  });

  it('fills in the name a cashtag leaves open from a labelled line', () => {
    expect(findTokenIdentity('$GRANNY is heating up 🟢\nName: Crypto Granny')).toEqual({ name: 'Crypto Granny', symbol: 'GRANNY' });
  });

  it('takes no name from a label that names someone else', () => {
    expect(findTokenIdentity('Caller name: Joe\nDev name: Bob')).toEqual({ name: null, symbol: null });
  });

  it('gives only the symbol when the line after a cashtag is not a name', () => {
    expect(findTokenIdentity('$GOBCAT is heating up\n📈 MC: $118K (+64% 1h)')).toEqual({ name: null, symbol: 'GOBCAT' });
  });

  it.each([
    ['dollar amounts', 'MC: $24.1K\nBought: 12.5 SOL ($1,840)\nVol $24K'],
    ['a label with a currency in brackets', 'Market Cap (USD): $8,120.75'],
    ['a time window in brackets', 'Volume (1h): $61.9K'],
    ['a lower-case word in brackets', 'Dev: 2.1% (holding)'],
    ['an all-caps header with a separator', '📡 TRENCH RADAR | PUMP.FUN'],
    ['no token at all', 'gm frens'],
  ])('takes no token from %s', (_case, text) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol: null });
  });
});

describe('headlines of bots the reader was not written for', () => {
  it.each([
    ['Name | SYMBOL | (Pump.Fun), a ticker without $', 'Goblin Cat | GOBCAT | (Pump.Fun)\nMC: 12.3K', 'Goblin Cat', 'GOBCAT'],
    ['💊 Name - $SYMBOL', '💊 First Dog Captain - $LOUIS\n💎 FDV: 19.6K', 'First Dog Captain', 'LOUIS'],
    ['🔔 Name | $SYMBOL', '🔔 Goblin Cat | $GOBCAT\nMC: $12K', 'Goblin Cat', 'GOBCAT'],
    ['Name ($SYMBOL) after an emoji', '🚀 Goblin Cat ($GOBCAT)', 'Goblin Cat', 'GOBCAT'],
    ['Name [figures] $$SYMBOL', '💊 Grand Mami  [2.8M/4.3K%] $$GMAMI\n🌐 Solana @ Raydium', 'Grand Mami', 'GMAMI'],
    ['a name in lower case with digits before figures', '🆕💊 first runner of 2025 [185K/112%] $TIM', 'first runner of 2025', 'TIM'],
    ['a ticker with a punctuation mark', '💊 The Top  - $1%\n💎 FDV: 10.3K', 'The Top', '1%'],
    ['a lone-emoji ticker', '💊 Frog King - $🐸', 'Frog King', '🐸'],
    ['a lone-emoji ticker in brackets', 'Frog King ($🐸)', 'Frog King', '🐸'],
    ['the dot operator as a separator', 'Goblin Cat ⋅ $GOBCAT', 'Goblin Cat', 'GOBCAT'],
    ['$SYMBOL (Name)', '🔥 $GOBCAT (Goblin Cat)\nMC: $12K', 'Goblin Cat', 'GOBCAT'],
    ['name and ticker labels on one line', '📢 New listing\nName: Crypto Granny | Symbol: GRANNY', 'Crypto Granny', 'GRANNY'],
    ['Name (SYMBOL) behind a token label', 'New sale detected!\n\nToken: Neptune (NEP)\nSC: 1 SOL', 'Neptune', 'NEP'],
    ['a name cut short by the bot', '💊 First Video Uploaded.. [108K/57%] $BLOOPERMAN', 'First Video Uploaded..', 'BLOOPERMAN'],
    ['a number as name and ticker after figures', '🚀💊 2025 [1.1M/193%] $2025', '2025', '2025'],
    [
      'a Token: line with fields after the name',
      '1. https://x.com/a/status/1\nToken: Year of The Kek ⋅ Solscan ⋅ 🎨',
      'Year of The Kek',
      null,
    ],
    ['a Token: line of its own', '✅ Now tracking!\n\n📛 Token: AI SUPERCYCLE\n💰 Baseline MC: $104.0K', 'AI SUPERCYCLE', null],
    ['a name after ALERT:', '🔥🔥🔥 ALERT: AI SUPERCYCLE\n✅ Target hit: 5x', 'AI SUPERCYCLE', null],
    ['a ticker traded in the headline', '🟢 BUY GMAMI on PumpSwap 🚀\nWhale 1 swapped 25.00 SOL ($5,000) for 1.79M GMAMI', null, 'GMAMI'],
    ['Name New Trending, the ticker on a later line', '🔥 Goblin Cat New Trending\nMC: $31.2K\n$GOBCAT', 'Goblin Cat', 'GOBCAT'],
    ['a name-only headline the later ticker is spelled from', '🟢 Goblin Cat\nMC: $31.2K\nBuy $GOBCAT on Raydium', 'Goblin Cat', 'GOBCAT'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    ['a headline of capitals split by a bar, with no ticker in it', '🚨 NEW ALERT | PUMP.FUN\nMC: $12K'],
    ['a body line of a bar-split pair', 'Whale watch\nHolders | 87'],
    ['an emoji in brackets without $', 'Frog King (🐸)'],
    ['an amount ending the headline', '💊 Bought more - $1.5K'],
    ['a number ending the headline without figures before it', '💊 Bought more - $1500'],
    ['a trade of a word in lower case', 'Buy more on dips'],
  ])('reads no ticker from %s', (_case, text) => {
    expect(findTokenSymbol(text)).toBeNull();
  });

  it('takes no address for a name from a Token: line', () => {
    expect(findTokenName('Token: 8Fr83fou4UxoMprDqDkQeXcKuKHD2HtZaqkSH7Yy3cmu')).toBeNull();
  });

  it('does not take a name-only headline the ticker is not spelled from', () => {
    expect(findTokenIdentity('🟢 Whale Watch\nBuy $GOBCAT now')).toEqual({ name: null, symbol: 'GOBCAT' });
  });

  it("takes a market site's listing notice for no name, keeping the ticker beside it", () => {
    expect(findTokenIdentity('❌ DexScreener not paid.. ⋅ $COPIUM ⋅ 🔎')).toEqual({ name: null, symbol: 'COPIUM' });
    expect(findTokenIdentity('Dex Paid ✅ | $WIF')).toEqual({ name: null, symbol: 'WIF' });
    expect(findTokenIdentity('Dexter the Dog ($DEXTER)')).toEqual({ name: 'Dexter the Dog', symbol: 'DEXTER' });
  });
});

describe('the headline read by evidence, whatever the format', () => {
  it.each([
    ['the ticker first, the name in brackets', 'GIGAF (Gigachad Frog)\nCA: x', 'Gigachad Frog', 'GIGAF'],
    ['a lower-case ticker spelled from the name', 'based penguin (bpeng)\n157k, 2x up', 'based penguin', 'bpeng'],
    ['the ticker then the name across a bar', 'BOB | Bear Market Bob\nMC 163K', 'Bear Market Bob', 'BOB'],
    ['a ticker of the name’s initials', 'cgd | Chill Guy Dog', 'Chill Guy Dog', 'cgd'],
    ['a number as the cashtag of the same name', '💊 2025 ($2025)', '2025', '2025'],
    ['a cashtag with a mark', '💊 The Top  ($1%)', 'The Top', '1%'],
    ['a cashtag that reads as an amount, spelled by the name', '1 Billion ($1B)', '1 Billion', '1B'],
    [
      'a hashtag as the headline, the name agreeing on the next line',
      '#GOBLIN\nGoblin Mode is trending on Solana\nCap: $48K',
      'Goblin Mode',
      'GOBLIN',
    ],
    ['the name before bracketed figures and the ticker', '🟢 Lil Pump Cat (4m) [1.2k holders] $LPC', 'Lil Pump Cat', 'LPC'],
    ['the ticker in square brackets', '⚡️ Liquid Duck [LDUCK]\nMC $36.7K', 'Liquid Duck', 'LDUCK'],
    ['a labelled name and ticker in brackets', '🆕 New Pair Listed\nBase: Baby Neiro (BNEIRO)\nQuote: SOL', 'Baby Neiro', 'BNEIRO'],
    ['two agreeing fields below the headline', '🐋 WHALE BUY 🐋\n💵 $18,420 (121.6 SOL)\n🪙 Cyber Llama | CLAMA', 'Cyber Llama', 'CLAMA'],
    ['a pair as base and quote, the name agreeing below', '📈 VOLUME SPIKE +240% (5m)\nSMAXI / SOL\nSol Maxi', 'Sol Maxi', 'SMAXI'],
    [
      'a labelled name, the ticker a word in capitals agreeing with it',
      '🕵️ Insider buy\nbought 12 SOL of FARTJR\nToken: Fartcoin Jr',
      'Fartcoin Jr',
      'FARTJR',
    ],
    [
      'a labelled ticker, the name a capitalised run agreeing with it',
      '🧠 3 smart wallets entered Cat In A Box\nTicker: CIAB',
      'Cat In A Box',
      'CIAB',
    ],
    ['labels with »', 'Name » Solana Sushi\nSymbol » SUSHI', 'Solana Sushi', 'SUSHI'],
    ['Chinese labels', '🔥 新币推荐\n名称：Mochi Cat\n代币：MOCHI', 'Mochi Cat', 'MOCHI'],
    ['a ticker line of figures under the name', '🔥 #2 on SolTrendy\nAlpha Seal\n$ASEAL · 134.0K MC · 1h +40%', 'Alpha Seal', 'ASEAL'],
    ['a name ending a sentence, the ticker below', '🏔 New ATH for Goblin Mode!\n$GOBLIN now at $48.2K MC', 'Goblin Mode', 'GOBLIN'],
    [
      'a name and a ticker in capitals that agree, neither marked',
      '🆕 Fresh wallet bought Pixel Pug\n🪙 PPUG | 8gMLaibuT5bWSQVtfWGGxiwCB6iBsfHbHAnBcq4Fpump',
      'Pixel Pug',
      'PPUG',
    ],
    [
      'a name before the bot’s word, the ticker after a quantity',
      'Orange Pill Buy!\n💸 2.5 SOL ($512.40)\n🪙 1,234,567 OPILL',
      'Orange Pill',
      'OPILL',
    ],
    ['one field per emoji line', '💎 GEM ALERT 💎\n🏷 Rug Survivor\n💲 SURV\n📊 Market Cap: $98K', 'Rug Survivor', 'SURV'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    ['an amount in brackets', 'Goblin Cat ($24.1K)'],
    ['a timeframe in brackets', 'Volume (1h)'],
    ['two words neither of which agrees with the other', 'Holders | many'],
  ])('takes no ticker from %s', (_form, text) => {
    expect(findTokenSymbol(text)).toBeNull();
  });

  it.each([
    ['the quote of a trade', 'Snek Sol Buy!\n💸 3.5 SOL ($717.40)'],
    ['the end of a shortened wallet', '🕵️ Insider buy detected\nWallet 5DdF...A5B8 bought 12 SOL'],
    ['a word of the name itself', '💎 GEM ALERT 💎\nLP Burned: Yes'],
  ])('takes no agreeing pair from %s', (_form, text) => {
    expect(findTokenSymbol(text)).toBeNull();
  });

  it('reads the name a headline ends with after what someone did to it, not a ticker in capitals', () => {
    expect(findTokenIdentity('📣 @moonsignals called Degen Grandma\nCall MC 191K → Now 267K')).toEqual({
      name: 'Degen Grandma',
      symbol: null,
    });
    expect(findTokenName('🧠 Whale bought 2 SOL')).toBeNull();
  });

  it('reads the ticker a sniper bot names after its verb', () => {
    expect(findTokenIdentity('✅ Sniped RHAM\nEntry MC: $55.7K')).toEqual({ name: null, symbol: 'RHAM' });
  });

  it('reads the ticker of a move, without a name', () => {
    expect(findTokenIdentity('📈 UNBAG is up 52% 📈')).toEqual({ name: null, symbol: 'UNBAG' });
  });

  it('takes no word of the name for its ticker', () => {
    expect(findTokenSymbol('✅ Now tracking!\n📛 Token: AI SUPERCYCLE\n💰 Baseline MC: $104.0K')).toBeNull();
  });

  it('reads a gain headline as the name', () => {
    expect(findTokenName('🚀 Drip Lord hit 2.0x!\nCalled at: $16.5K')).toBe('Drip Lord');
  });

  it('does not take a trade for the name', () => {
    expect(findTokenName('🟢 BUY GMAMI on PumpSwap 🚀\nWallet bought 2 SOL')).toBeNull();
  });
});

describe('names and tickers in other scripts, and where a name ends', () => {
  it.each([
    ['Arabic labels, an Arabic name and a ticker without $', '🚀 إشارة\nالاسم: نمر\nالرمز: NMR', 'نمر', 'NMR'],
    ['the longer Arabic labels', 'اسم العملة: Golden Camel\nرمز العملة: $GCAM', 'Golden Camel', 'GCAM'],
    ['Arabic labels sharing a line', '🆕 الاسم: قطة | الرمز: QITT', 'قطة', 'QITT'],
    ['a Chinese name and a ticker of its first ideographs in square brackets', '🐉 HOT PICK\n龙猫王 [龙猫]\nMC: 41K', '龙猫王', '龙猫'],
    ['a Chinese name and ticker as the headline', '龙猫王 [龙猫]', '龙猫王', '龙猫'],
    [
      'a name after an address written before it on its line',
      'gm\nCA 8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz - moo cat (MOOC), 200k mc',
      'moo cat',
      'MOOC',
    ],
    [
      'a lower-case base of a pair beside its venue',
      '🆕 NEW POOL\nwojak / SOL | Raydium\nName: wojak on solana',
      'wojak on solana',
      'wojak',
    ],
    ['a pair quoted in USDC', '📈 Listing\nGIGA/USDC · Orca', null, 'GIGA'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    ['one ideograph of the name', '🐉 HOT PICK\n龙猫王 [猫]'],
    ['two ideographs the name does not spell', '🐉 HOT PICK\n龙猫王 [熊猫]'],
    ['the quote a name spells', '🆕 Listing\nPaid 2 SOL\nName: sol lover'],
    ['a price quoted in SOL', '📊 Stats\nprice / SOL: 0.00012'],
  ])('takes no ticker from %s', (_form, text) => {
    expect(findTokenSymbol(text)).toBeNull();
  });

  it('takes no address for a name, and no name from an address alone before the ticker', () => {
    expect(findTokenIdentity('8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz (MOOC)')).toEqual({ name: null, symbol: 'MOOC' });
  });
});

describe('names and tickers under the labels of more languages, ranks, disclaimers and figures', () => {
  it.each([
    ['Korean labels', '🔔 새 콜\n토큰명: 호랑이\n티커: TIGR', '호랑이', 'TIGR'],
    ['Japanese labels with full-width colons', '📣 速報\n銘柄名：たぬき\nティッカー：TANUKI', 'たぬき', 'TANUKI'],
    ['Persian labels', '📣 سیگنال\nنام توکن: ماه طلایی\nنماد: MAHN', 'ماه طلایی', 'MAHN'],
    ['Vietnamese labels', '🔥 Kèo\nTên dự án: Bánh Mì Inu\nKý hiệu: BANHMI', 'Bánh Mì Inu', 'BANHMI'],
    ['the short Vietnamese ticker label', 'Tên: Cá Vàng\nMã: cavang', 'Cá Vàng', 'cavang'],
    ['labels over a disclaimer in brackets', 'Tên: Gà Rán\nKý hiệu: GARAN\n⚠️ Hãy tự tìm hiểu (DYOR)', 'Gà Rán', 'GARAN'],
    ['a lower-case ticker spelled from a lower-case name', 'fresh one: wobbly cat (wcat)\nmc 40k', 'wobbly cat', 'wcat'],
    ['a quoted name and its lower-case ticker', 'found this: "lazy otter" (lotter)', 'lazy otter', 'lotter'],
    ['a lower-case ticker after a name in another script', '이름: 김치 (kimchi)', '김치', 'kimchi'],
    ['full-width brackets', '🔥 人気\n招き猫（$maneki）', '招き猫', 'maneki'],
    ['a rank with a hash before the name', '🏆 TOP VOLUME\n#2 Goblin Cat (GOBCAT)', 'Goblin Cat', 'GOBCAT'],
    ['a numbered line', '1. wobbly cat (wcat)', 'wobbly cat', 'wcat'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    ['a disclaimer in brackets', '⚠️ Do your own research (DYOR)'],
    ['a figure under a cashtag', '🐢 $SLOWMO\nmcap 95k'],
    ['a lower-case word in brackets that the name does not spell', 'Goblin Cat (holding)'],
  ])('takes no name from %s', (_form, text) => {
    const { name, symbol } = findTokenIdentity(text);
    expect(name).toBeNull();
    expect(symbol === null || symbol === 'SLOWMO').toBe(true);
  });
});

describe('names and tickers in styled letters, tables, Thai, relayed tweets, chat and listings', () => {
  it.each([
    ['mathematical bold labels and values', '⭐ 𝐂𝐀𝐋𝐋\n𝗧𝗼𝗸𝗲𝗻: 𝗟𝘂𝗻𝗮 𝗠𝗼𝘁𝗵\n𝗧𝗶𝗰𝗸𝗲𝗿: $𝗟𝗠𝗢𝗧𝗛', 'Luna Moth', 'LMOTH'],
    [
      'full-width labels with an ideographic space in the name',
      'Ｎａｍｅ：Ｒｅｄ　Ｐａｎｄａ\nＳｙｍｂｏｌ：ＲＰＡＮ',
      'Red Panda',
      'RPAN',
    ],
    ['a script headline over a double-struck lower-case ticker', '𝓢𝓵𝓮𝓮𝓹𝔂 𝓢𝓵𝓸𝓽𝓱\n𝕋𝕚𝕔𝕜𝕖𝕣: 𝕤𝕝𝕠𝕥𝕙', 'Sleepy Sloth', 'sloth'],
    ['box-drawing table rows', '┌────┬────┐\n│ Name   │ Paper Crane │\n│ Sym    │ CRANE       │\n└────┴────┘', 'Paper Crane', 'CRANE'],
    ['a header row over a value row', 'SCAN\nTOKEN        TICKER   MC      AGE\nPaper Crane  CRANE    410K    2h', 'Paper Crane', 'CRANE'],
    ['Thai labels', '🚀 สัญญาณ\nชื่อเหรียญ: Lotus Frog\nตัวย่อ: $LFROG', 'Lotus Frog', 'LFROG'],
    ['a Thai name and ticker with vowel and tone marks', 'ชื่อเหรียญ: แมวน้ำ\nตัวย่อ: แมว', 'แมวน้ำ', 'แมว'],
    [
      'a quoted lower-case name after the words of a chat sentence',
      'ok grabbed some, "paper crane" (crane) chart is clean',
      'paper crane',
      'crane',
    ],
    [
      'Name and Symbol lines over a platform line with brackets',
      'New Listing\nName: PaperCrane\nSymbol: PCR\nPlatform: Ethereum Mainnet (ERC20)',
      'PaperCrane',
      'PCR',
    ],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    [
      'the cashtag the bot names again outside the quoted tweet',
      '𝕏 @someone:\n"$ETH flat, $BONK up, $CRANE sending"\nCA: 5ZcWmH\n📊 $CRANE MC: $88K',
      'CRANE',
    ],
    ['the cashtag named most often', 'rotating $WIF into $CRANE, $CRANE looks ready', 'CRANE'],
    ['a token over a quote currency named as often', 'swapped $SOL for $CRANE', 'CRANE'],
    ['the first of several named alike, as before', 'watching $CRANE and $HERON today', 'CRANE'],
  ])('takes %s', (_form, text, symbol) => {
    expect(findTokenSymbol(text)).toBe(symbol);
  });
});

describe('tables drawn with bars alone, and a hashtag opening the headline', () => {
  it.each([
    ['a header row over a value row', 'SCAN\nNAME | SYM | MCAP\nMoss Heron | MHRN | 655K', 'Moss Heron', 'MHRN'],
    ['a markdown table with its rule', '| Token | Ticker | MC |\n|---|---|---|\n| Moss Heron | MHRN | $1.3M |', 'Moss Heron', 'MHRN'],
    ['a label and its value per row', '🧾 SCAN\n| Name | Moss Heron |\n| Symbol | MHRN |\n| MC | $212K |', 'Moss Heron', 'MHRN'],
    ['label rows without outer bars', 'Name | Moss Heron\nSymbol | MHRN\nLiq | 40K', 'Moss Heron', 'MHRN'],
    [
      'a headline of name, ticker and venue, as before',
      'Moss Heron | MHRN | (Raydium)\nMC: $48K | Vol: 12K | Liq: 9K',
      'Moss Heron',
      'MHRN',
    ],
    ['a hashtag before a bullet and the figures', '#heron ● $0.0₃41 41K FDV now\nCA: x', null, 'heron'],
    ['a hashtag before a bar and the name it spells', '#MHRN | moss heron | MC: $13K', 'moss heron', 'MHRN'],
    ['a hashtag before a bar and figures', '#MHRN | 12m old | MC: $13K', null, 'MHRN'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    ['a label row alone, no other row with as many bars', 'Name | Moss Heron\nMC: 212K'],
    ['a hashtag that opens a sentence', '#solana is waking up today'],
  ])('takes no name and ticker from %s', (_form, text) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol: null });
  });
});

describe('names announced, tickers of several words, shortened addresses', () => {
  it.each([
    ['a new high for a name the ticker does not spell', '🏔 New ATH for Rusty Otter!\n$ROTT now at $2.4M MC', 'Rusty Otter', 'ROTT'],
    [
      'a name trending on a venue under a hashtag of the ticker',
      '#ROTT\nRusty Otter is trending on pump.fun\nCap: $2.4M',
      'Rusty Otter',
      'ROTT',
    ],
    ['a cashtag in brackets of the name’s words in capitals', 'Rusty Otter ($RUSTY OTTER)\n├ 0xA...5436', 'Rusty Otter', 'RUSTY OTTER'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    ['a shortened EVM address under a cashtag', '$ROTT\n0xA...5436'],
    ['a shortened Solana address under a cashtag', '$ROTT\n7xKp…pump'],
  ])('takes no name from %s', (_form, text) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol: 'ROTT' });
  });

  it('takes no ticker of several words the name does not spell', () => {
    expect(findTokenSymbol('Rusty Otter ($BIG CHUNGUS)')).not.toBe('BIG CHUNGUS');
  });

  it('reads no announced name under a headline that is more than the ticker', () => {
    expect(findTokenIdentity('$ROTT hot pick\nSad Badger is trending on pump.fun')).toEqual({ name: null, symbol: 'ROTT' });
  });
});

describe('venue headlines, ticker-first brackets, labels before a dash, rankings and shouted posts', () => {
  it.each([
    [
      'name and a lower-case ticker of digits before the venue in brackets, under the bot’s own line',
      '🤖 Signal Desk | Solana Network\n🏖 hold the line | 777k | (Pump.Fun💊)\n🛒 Token Address:',
      'hold the line',
      '777k',
    ],
    [
      'a name of six words and a ticker that reads as an amount before the venue',
      '🤖 Signal Desk | Solana Network\n🏖 5M MARKET CAP BY NOON TODAY | $5M | (Raydium)',
      '5M MARKET CAP BY NOON TODAY',
      '5M',
    ],
    [
      'the ticker in capitals, the name capitalised in brackets',
      '🚨 Price Alert Triggered!\n🔹 WOJAK (Wojak)\nPrice is now above',
      'Wojak',
      'WOJAK',
    ],
    ['a headline label in capitals before a dash', '🎯 BUNDLE REPORT — Mossy Newt ($NEWT)\n🧺 Bundled: 12%', 'Mossy Newt', 'NEWT'],
    ['a label before a dash, the name after it spelling the ticker', '🔎 Deep scan - Mossy Newt ($NEWT)', 'Mossy Newt', 'NEWT'],
    ['a question before the name', '🗳 Vote\nShould we back Mossy Newt ($NEWT) as a CTO?', 'Mossy Newt', 'NEWT'],
    [
      'the one new entry of a ranking, behind a label with a rank',
      '📶 HOURLY TRENDING\n1️⃣ $RIVET ▲1\n2️⃣ $TANSY ▼1\n3️⃣ $BRISK ─\n🆕 New entry at #4: Mossy Newt ($NEWT) · MC $71K',
      'Mossy Newt',
      'NEWT',
    ],
    [
      'the one new entry of a ranking, its ticker marked and its name announced',
      '📶 HOURLY TRENDING\n1️⃣ $RIVET ─\n2️⃣ $TANSY ▲1\n3️⃣ $BRISK ▼1\n4️⃣ $NEWT 🆕\n🆕 Mossy Newt just entered at #4 · 47.5K mc',
      'Mossy Newt',
      'NEWT',
    ],
    ['a rank and an emoji before the name', 'TOP TRENDING\n1. RIVET · 3.1M\n2. 🆕 Mossy Newt (NEWT) · 47.5K', 'Mossy Newt', 'NEWT'],
  ])('reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it.each([
    [
      'a post in capitals, whose words spell one another',
      '🚨PAID SHILL ON EVERY CHANNEL🚨\n\nLOW CAP HIGH RISK DEGEN PLAY AROUND 40K MC AREA. DYOR NFA.\nSTRONG TEAM AND A CLEAN START.',
    ],
    ['a ranking that marks no new entry', 'TRENDING\n1. RIVET · 3.1M\n2. TANSY · 905K\n3. BRISK · 410K\nNo new entries this hour.'],
  ])('takes no name and ticker from %s', (_form, text) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol: null });
  });

  it('takes no name from the line under a cashtag on a line of figures', () => {
    expect(findTokenIdentity('↩️ +210% since call\n$NEWT 40K → 124K 🚀\n📊 Chart')).toEqual({ name: null, symbol: 'NEWT' });
  });

  it('keeps a name in lower case whose ticker is in lower case', () => {
    expect(findTokenIdentity('moon pie (mpie)')).toEqual({ name: 'moon pie', symbol: 'mpie' });
  });

  it.each([
    [
      'in English, Chinese and Russian',
      '🔥 UPDATE | 更新 | АПДЕЙТ\n🇬🇧 $WOMP did 2.8x since the call: 41k → 115k mc\n🇨🇳 $WOMP 喊单后涨了 2.8 倍',
    ],
    ['in English, Japanese and Korean', '📣 NEW CALL · 新着 · 신규\n$WOMP 41k mc, dev holds 1%'],
  ])('reads a headline of one word %s as a label, not a name and ticker', (_form, text) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol: 'WOMP' });
  });

  it('reads a headline of three fields, two in one script, as a name and ticker', () => {
    expect(findTokenIdentity('🐉 Jade Dragon | JDRG | 龙')).toEqual({ name: 'Jade Dragon', symbol: 'JDRG' });
  });

  it.each([
    [
      'with an article',
      '🔔 Alert triggered\n$GRUMBO crossed above $500K market cap\nNow $512K · 1h +4%\nGrumbo the Grumpy',
      'Grumbo the Grumpy',
      'GRUMBO',
    ],
    ['with a preposition', '🔔 Alert triggered\n$DUKE dropped below $1M MC\nMC now $940K\nDuke of Dust', 'Duke of Dust', 'DUKE'],
  ])('reads a name of several words %s whole, not its first word', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it('takes no sentence for a name with small words', () => {
    expect(findTokenIdentity('🔔 Alert triggered\n$GRUMBO crossed above $500K market cap\nGrumbo is up and away')).toEqual({
      name: 'Grumbo',
      symbol: 'GRUMBO',
    });
  });
});

describe('Hindi and Hebrew labels, and a name in brackets after a cashtag in chat', () => {
  it('reads the labelled Hindi lines over a two-word headline with a bar', () => {
    expect(findTokenIdentity('🚀 नया कॉल | सोलाना 🚀\n\n🪙 टोकन का नाम: Chai Tiger\n🔤 सिंबल: $CHAI\n💰 मार्केट कैप: $3,45,600')).toEqual({
      name: 'Chai Tiger',
      symbol: 'CHAI',
    });
  });

  it('reads the labelled Hebrew lines', () => {
    expect(findTokenIdentity('🔔 קריאה חדשה\n\nשם: Falafel Frog\nסימול: $FLFL\nשווי שוק: 450 אלף $')).toEqual({
      name: 'Falafel Frog',
      symbol: 'FLFL',
    });
  });

  it('reads the name in brackets after a cashtag inside a chat line', () => {
    expect(findTokenIdentity('yo fam 🫡 $NAPPY (Nap Queen) still cooking 👩‍🍳\ncalled it at forty two k')).toEqual({
      name: 'Nap Queen',
      symbol: 'NAPPY',
    });
  });
});

describe('a holders report headed by its ticker', () => {
  it.each([
    [
      '💎 Top Holders for BlooperMan\n\n#1 5Q5...e4j1 [29.3%] 🏦\n\n#2 73L...Cw5B [6.6%] 🐋\n ├ SNAI: $866.6K (1.51%)\n └ SOL: $425.1K',
      'BlooperMan',
    ],
    ['💎 Top Holders for JDK\n\n#1 5Q5...e4j1 [9.9%] 🏦', 'JDK'],
    ['Top 10 holders of $WIF\n1. 7xKp…a9F2 4.1%', 'WIF'],
  ])('reads the ticker of %j, and no name', (text, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol });
  });

  it('reads no ticker from a holders headline of several words', () => {
    expect(findTokenSymbol('Top holders for this week\n1. 7xKp…a9F2 4.1%')).toBeNull();
  });
});

describe('the cashtag a caller writes by the address', () => {
  it('takes the cashtag written nearest the address among several named alike', () => {
    const post =
      'Bullish here . %52 Andy, %20 lp. It got ctoed. It is in the same page where $FART is created by truth terminal. ' +
      'It is combination of hope and fart. $HOPEFART\n\n🤞💨\n\nFart hit almost 2b ath so could be a good beta if it is pushed\n\n' +
      'GnqDxLJyRAbK2M8Lcb86N4ZnJF6geppxfkKTt1DDpump';
    expect(findTokenSymbol(post)).toBe('HOPEFART');
    expect(findTokenSymbol('GnqDxLJyRAbK2M8Lcb86N4ZnJF6geppxfkKTt1DDpump\n$CRANE is the call, $HERON ran yesterday')).toBe('CRANE');
  });
});

describe('two fields spelled alike, one capitalised', () => {
  it.each([
    ['momo (Momo)\n\n💊 NewPool新池子 (Pump)    Pump信号频道\n🎲 CA: 6H9YAME9FjXRmCWBph7opjMcMEULvse2Hqon4C7zpump', 'Momo', 'momo'],
    ['Pepe (pepe)', 'Pepe', 'pepe'],
    ['PEPE (Pepe)', 'Pepe', 'PEPE'],
    ['tick (tick)', 'tick', 'tick'],
  ])('reads %j as the capitalised name and the ticker as typed', (text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });
});

describe('Turkish labels', () => {
  it('reads İsim and Sembol lines, a name its ticker is not spelled from', () => {
    const signal =
      '📣 YENİ SİNYAL\nİsim: Ay Kurdu\nSembol: $AYKURT\nPiyasa Değeri: $9.8K\nKontrat: EPXPSoSDLPsWruaBoDRdgUetPzBC1Zn538GEAkWfpump';
    expect(findTokenIdentity(signal)).toEqual({ name: 'Ay Kurdu', symbol: 'AYKURT' });
    expect(findTokenIdentity('isim: Simit Sol\nsembol: SIMIT')).toEqual({ name: 'Simit Sol', symbol: 'SIMIT' });
  });
});

describe('name labels of more languages', () => {
  it.each([
    ['Italian', '🇮🇹 NUOVA CHIAMATA 🇮🇹\n🪙 Nome: Gatto Pizzaiolo\n🔤 Simbolo: $PIZZAGATTO', 'Gatto Pizzaiolo', 'PIZZAGATTO'],
    ['Portuguese', 'Nome: Sapo Dourado\nSímbolo: SAPO', 'Sapo Dourado', 'SAPO'],
    ['Spanish', 'Nombre: Perro Loco\nSímbolo: PLOCO', 'Perro Loco', 'PLOCO'],
    ['French', 'Nom : Chat Botté\nSymbole : BOTTE', 'Chat Botté', 'BOTTE'],
    ['Polish', '📛 Nazwa: Kot Bosman\n🏷️ Symbol: BOSMAN', 'Kot Bosman', 'BOSMAN'],
    ['Dutch', 'Naam: Dikke Kat\nTicker: DKAT', 'Dikke Kat', 'DKAT'],
  ])('reads the %s labels', (_language, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });
});

describe('a rename', () => {
  it.each([
    ['with ➜', '✏️ METADATA CHANGED\n\n🔁 Name: Frog Prince ➜ Frog King\n🔁 Symbol: FPRNC ➜ FKING', 'Frog King', 'FKING'],
    ['with →', 'Token renamed\nName: Old Dog → New Dog\nTicker: $ODOG → $NDOG', 'New Dog', 'NDOG'],
    ['with ->', 'Name: moon cat -> Moon Cat Classic\nSymbol: MCAT -> MCC', 'Moon Cat Classic', 'MCC'],
  ])('reads the new name and ticker of a rename %s', (_arrow, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it('reads the new name where only the name changed', () => {
    const notice = '✏️ METADATA CHANGED · $BLOOP\n\nSymbol unchanged\n🔁 Name: bloop ➜ Bloop the Blob\n🔗 Twitter added: x.com/bloopblob';
    expect(findTokenIdentity(notice)).toEqual({ name: 'Bloop the Blob', symbol: 'BLOOP' });
  });
});

describe("a bot's notice beside the ticker", () => {
  it.each([
    ['METADATA CHANGED · $BLOOP\nmc 12k', 'BLOOP'],
    ['🔥 LP BURNED | $GOB', 'GOB'],
    ['🚨 MINT REVOKED — $PEPE', 'PEPE'],
    ['💸 DEX PAID · $WAFFL', 'WAFFL'],
  ])('takes no name from %j', (text, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol });
  });

  it('reads the name on the line under the notice', () => {
    expect(findTokenIdentity('🔥 LP BURNED | $GOB\nGoblin Cat')).toEqual({ name: 'Goblin Cat', symbol: 'GOB' });
  });

  it.each([
    ['a name in capitals the ticker is spelled from', 'TOKEN LAUNCHED · $TL', 'TOKEN LAUNCHED', 'TL'],
    ['a name in capitals that is no notice', 'DOGE KING · $DKG', 'DOGE KING', 'DKG'],
    ['a capitalised name ending in -ed', 'Based Frog · $BFROG', 'Based Frog', 'BFROG'],
  ])('still reads %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });
});

describe('name labels of Greek, Ukrainian, Russian and Romanian channels', () => {
  it.each([
    ['Greek', '🇬🇷 ΝΕΟ ΣΗΜΑ\n\nΌνομα: Χρυσή Χελώνα\nΣύμβολο: $XELO', 'Χρυσή Χελώνα', 'XELO'],
    ['Ukrainian', '🇺🇦 НОВИЙ СИГНАЛ\n\n🪙 Назва: Сірий Вовк\n🔤 Тікер: $VOVK', 'Сірий Вовк', 'VOVK'],
    ['Russian', 'Название: Белый Медведь\nТикер: MEDV', 'Белый Медведь', 'MEDV'],
    ['Romanian', '🏷 Denumire: Ursul Brun\n💲 Simbol: $URSU', 'Ursul Brun', 'URSU'],
  ])('reads the %s labels', (_language, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });
});

describe("a bot's headline before '$SYM (Name)'", () => {
  it.each([
    ['a notice in words', '🔓 Unlock done — $TIDAL (Tidal Wave)', 'Tidal Wave', 'TIDAL'],
    ['an update in Greek', '🚀 ΕΝΗΜΕΡΩΣΗ — $KAFE (Ελληνικός Καφές)', 'Ελληνικός Καφές', 'KAFE'],
  ])('reads the name in brackets after %s', (_form, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it('still reads a name before the ticker when it spells it', () => {
    expect(findTokenIdentity('Goblin Cat — $GOBCAT (pump.fun)')).toEqual({ name: 'Goblin Cat', symbol: 'GOBCAT' });
  });
});

describe('a name inside a sentence before the bracketed ticker', () => {
  it('reads the capitalised words the ticker is spelled from, a word in lower case after them', () => {
    const text = '📌 Friday 20:00 UTC — Q&A in voice chat with the Neon Heron crew ($NHRN)';
    expect(findTokenIdentity(text)).toEqual({ name: 'Neon Heron', symbol: 'NHRN' });
  });

  it('keeps a name whose small words are its own', () => {
    expect(findTokenIdentity('Bloop the Blob ($BLOOP)')).toEqual({ name: 'Bloop the Blob', symbol: 'BLOOP' });
  });
});

describe("a trade's verb before the name", () => {
  it.each([
    ['BUY', '🟢 BUY  Velvet Otter ($VOTR)', 'Velvet Otter', 'VOTR'],
    ['SOLD', '🔴 SOLD Crispy Duck ($CDUCK)', 'Crispy Duck', 'CDUCK'],
  ])('reads the name after %s', (_verb, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it('keeps a verb the name is written with', () => {
    expect(findTokenIdentity('BUY THE DIP ($BTD)')).toEqual({ name: 'BUY THE DIP', symbol: 'BTD' });
  });
});

describe('notices and link rows that are no name', () => {
  it.each([
    ['a glued listing notice with its time', '✅ DexPaid ⋅ 12m ago ⋅ $WOBL ⋅ 🔎'],
    ['a time alone', '⏱ 3h ago · $WOBL'],
  ])('takes no name from %s', (_form, text) => {
    expect(findTokenIdentity(text)).toEqual({ name: null, symbol: 'WOBL' });
  });

  it('reads no name or ticker from a row of link words', () => {
    expect(findTokenIdentity('BAN⋅PRO⋅MAE⋅SHU⋅CA⋅DS⋅SPY\nPHO ⋅ BLX ⋅ GMG ⋅ DEX ⋅ 🎨\n0xe26ee6143b918a2d768e1e388cc14427d2c26c8a')).toEqual({
      name: null,
      symbol: null,
    });
  });

  it('still reads a headline of a name, its ticker and a venue', () => {
    expect(findTokenIdentity('Goblin Cat | GOB | (Pump.Fun)')).toEqual({ name: 'Goblin Cat', symbol: 'GOB' });
  });
});

describe('a ticker opening its market-cap line', () => {
  it.each([
    ['MC≈', '✅ You are eligible!\n\nAllocation: 900 REEF (≈ $41.20)\nREEF MC≈ $3.1M', 'REEF'],
    ['mcap', 'gm\nWOOF mcap 1.2M', 'WOOF'],
  ])('reads the ticker before %s', (_label, text, symbol) => {
    expect(findTokenIdentity(text).symbol).toBe(symbol);
  });

  it.each([['ATH MC $1.2M'], ['CALL MC: $80K'], ['SOL MC 90B']])('takes no ticker from %j', (text) => {
    expect(findTokenIdentity(text).symbol).toBeNull();
  });
});

describe('name and ticker labels in the languages of crypto Telegram, seen or not', () => {
  it.each([
    ['Hungarian', 'Név: Gulyás Medve\nJelölés: $GULYAS', 'Gulyás Medve', 'GULYAS'],
    ['Dutch', 'Naam: Klompen Kikker\nSymbool: KLOMP', 'Klompen Kikker', 'KLOMP'],
    ['Czech', 'Název: Pivní Pes\nZnačka: PIVO', 'Pivní Pes', 'PIVO'],
    ['Danish', 'Navn: Hygge Hund\nSymbol: HYGGE', 'Hygge Hund', 'HYGGE'],
    ['Swedish', 'Namn: Fika Fisk\nTicker: FIKA', 'Fika Fisk', 'FIKA'],
    ['Finnish', 'Nimi: Sauna Susi\nTunnus: SAUNA', 'Sauna Susi', 'SAUNA'],
    ['Filipino', 'Pangalan: Adobo Aso\nSimbolo: ADOBO', 'Adobo Aso', 'ADOBO'],
    ['Swahili', 'Jina: Simba Safari\nAlama: SIMBA', 'Simba Safari', 'SIMBA'],
    ['Bengali', 'নাম: Ilish Cat\nটিকার: ILISH', 'Ilish Cat', 'ILISH'],
  ])('reads %s labels', (_language, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });
});

describe('name and ticker labels of Serbian and Amharic', () => {
  it.each([
    ['Serbian in Cyrillic', 'Назив: Шумадијски Јеж\nСимбол: $JEZ', 'Шумадијски Јеж', 'JEZ'],
    ["Amharic in Ge'ez script", 'ስም: ጀበና\nምልክት: JEBENA', 'ጀበና', 'JEBENA'],
  ])('reads %s labels', (_language, text, name, symbol) => {
    expect(findTokenIdentity(text)).toEqual({ name, symbol });
  });

  it('reads a name given in two scripts as one, whichever bar or dot parts them', () => {
    expect(findTokenIdentity('🟣 老子 • Laozi ($LAOZI)').name).toBe('老子 • Laozi');
    expect(findTokenIdentity('🟣 老子 | Laozi ($LAOZI)').name).toBe('老子 | Laozi');
    expect(findTokenIdentity('SNIPER SCAN — Lil Comet ($LCOMET)').name).toBe('Lil Comet');
  });
});

describe('a ticker of digits in a report headline', () => {
  it("reads '$150' in brackets closing the headline as the ticker", () => {
    const report = '🔵 90’s ikea ($150) \n├ 0x72cB3a9d88eF9d2188A11422d31da3DF18272133\n└ #Base | 132d';
    expect(findTokenIdentity(report)).toEqual({ name: '90’s ikea', symbol: '150' });
  });

  it.each([
    ['a bracket that does not close the headline', 'Whale bought Goblin Cat ($150) worth of it'],
    ['a body line', 'New buy\nSpent ($150) on it'],
    ["a trade's headline", 'Whale bought Goblin Cat ($150)\nCA: 8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz'],
  ])('reads no ticker of digits in %s', (_case, text) => {
    expect(findTokenIdentity(text).symbol).not.toBe('150');
  });
});

describe('a rename with any arrow', () => {
  it.each(['⇒', '➡', '-->', '—>'])('reads the new name and ticker after %s', (arrow) => {
    expect(findTokenIdentity(`Name: Old Dog ${arrow} New Dog\nTicker: $ODOG ${arrow} $NDOG`)).toEqual({ name: 'New Dog', symbol: 'NDOG' });
  });
});
