import { describe, expect, it } from '@jest/globals';
import { compactFigure, withPlainFigures, withWesternDigits } from './figure-forms.js';
import { findMarketCap } from './market-cap.js';

describe('withPlainFigures', () => {
  it('leaves a text without any of its forms unread (null), so it costs one test', () => {
    expect(withPlainFigures('MC: $45K | Liq: $12K 🔥 1️⃣ $GOB')).toBeNull();
  });

  it('writes Devanagari, Persian and Arabic-Indic digits as Western ones', () => {
    expect(withWesternDigits('$१.२ · ۴۵۰ · ٨٥ · ۱٫۲')).toBe('$1.2 · 450 · 85 · 1.2');
  });

  it('reads Indian digit grouping, lakh and crore as plain figures', () => {
    expect(withPlainFigures('$3,45,600 (3.46 lakh) · $1,20,00,000 · १.२ करोड़')).toBe('$345600 (346k) · $12000000 · 12m');
  });

  it('reads Hebrew and Hindi thousands', () => {
    expect(withPlainFigures('450 אלף $ · 62 हज़ार')).toBe('$450k · 62k');
  });

  it('reads numbers in English words, a K/M/B suffix after them kept', () => {
    expect(withPlainFigures('called it at forty two k, sitting at about three hundred ten thousand now')).toBe(
      'called it at 42 k, sitting at about 310k now',
    );
  });

  it('leaves one small number word alone: it is no figure', () => {
    expect(withPlainFigures('this one is the one, a hundred percent')).toBe('this one is the one, a 100 percent');
  });
});

describe('compactFigure', () => {
  it('writes a figure in K/M/B only where that is exact', () => {
    expect([compactFigure(310_000), compactFigure(12_000_000), compactFigure(345_600), compactFigure(42), compactFigure(5467.08)]).toEqual([
      '310k',
      '12m',
      '345.6k',
      '42',
      '5467.08',
    ]);
  });
});

describe('market caps in other forms', () => {
  it('reads a Hindi label with Indian grouping beside lakhs, not the liquidity', () => {
    expect(findMarketCap('💰 मार्केट कैप: $3,45,600 (3.46 लाख)\n💧 लिक्विडिटी: 62 हज़ार डॉलर')).toBe(345_600);
  });

  it('reads the current Hindi figure in Devanagari digits and crore, not the one at the call', () => {
    expect(findMarketCap('कॉल के समय मार्केट कैप: $८,५०,०००\nअभी मार्केट कैप: $१.२ करोड़ 🔥 (१४x)')).toBe(12_000_000);
  });

  it('reads Hebrew thousands with the dollar after the figure', () => {
    expect(findMarketCap('שם: Falafel Frog\nשווי שוק: 450 אלף $\nנזילות: 38 אלף $')).toBe(450_000);
  });

  it("reads a Hebrew move's later figure, its arrow pointing right to left", () => {
    expect(findMarketCap('שווי שוק בקריאה: 120 אלף $ ← עכשיו: 372 אלף $')).toBe(372_000);
  });

  it('reads figures in English words in a chat sentence, the called one being past', () => {
    expect(findMarketCap('called it at forty two k, sitting at about three hundred ten thousand now 😮‍💨')).toBe(310_000);
  });

  it('reads Indian grouping after an English label whole, never as 3.45', () => {
    expect(findMarketCap('MC: $3,45,600 | Liq: $62K')).toBe(345_600);
  });

  it('reads no wrong figure from Indian grouping where no label says it is a market cap', () => {
    expect(findMarketCap('Volume: 3,45,600 trades')).toBeNull();
  });
});

describe('scale words in Latin letters and before the number', () => {
  it('reads lakh, crore and cr after a figure, the dollar sign after the word moved before it', () => {
    expect(withPlainFigures('abhi 3.2 lakh $ mcap, 1 crore tak; ab 1.1 cr mcap')).toBe('abhi $320k mcap, 10m tak; ab 11m mcap');
  });

  it('reads Hausa scale words before the number, after the word for dollar', () => {
    expect(withPlainFigures('Darajar kasuwa: dala dubu 85\nYanzu: dala miliyan 1.1')).toBe('Darajar kasuwa: $85k\nYanzu: $1.1m');
  });

  it("leaves 'cr' of a word unread", () => {
    expect(withPlainFigures('crypto credits, no figure')).toBeNull();
  });
});

describe('Tamil and Georgian figure words', () => {
  it.each([
    ['92 ஆயிரம் $', '$92k'],
    ['1.2 கோடி $', '$12m'],
    ['1,6 მლნ $', '$1.6m'],
    ['145 ათასი $', '$145k'],
  ])('rewrites %s as %s', (written, plain) => {
    expect(withPlainFigures(written)).toBe(plain);
  });

  it('rewrites the Georgian word for now only as a word of its own', () => {
    expect(withPlainFigures('ახლა: 1,6 მლნ $')).toBe('now: $1.6m');
  });
});
