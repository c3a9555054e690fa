/**
 * Figures in forms the market-cap reader does not scan for: digits of other scripts ('۴۵۰',
 * '१.२'), Indian digit grouping ('$3,45,600'), scale words after a figure (lakh, crore, Hebrew
 * 'אלף'), numbers in English words ('three hundred ten thousand') and the Hindi and Hebrew words
 * around a market-cap label. They are rewritten to the plain forms it reads ('$345600', '$12m',
 * '450k $', 'market cap', 'now'). A second reading only: the reader tries the text as it is
 * first, and most messages hold none of these forms (MAY_HAVE_OTHER_DIGITS, MAY_HAVE_NUMBER_WORDS).
 */

import { LEADING_AMOUNT_MULTIPLIERS, RARE_AMOUNT_SUFFIX_MULTIPLIERS } from './amount-suffix.js';

// The characters and words these forms need: Hebrew, Arabic-Indic, Persian, Devanagari or
// Bengali letters and digits, a two-digit group between commas; an English number word; a scale
// word of the tables (lakh, crore, 'cr', Urdu 'لاکھ', Hausa 'dubu'), the tables' own keys so the
// test cannot miss a word they read ('3.2 lakh $' in Latin letters was once left unread so).
// Plain alternations without Unicode classes: V8 scans them fast.
const MAY_HAVE_OTHER_DIGITS = /[\u0590-\u05FF\u0660-\u0669\u06F0-\u06F9\u0900-\u09FF]|\d,\d\d,\d/;
const MAY_HAVE_NUMBER_WORDS = /twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million/i;
// After a digit, or before one for the words written first ('cr' alone is in 'crypto').
const MAY_HAVE_SCALE_WORDS = new RegExp(
  String.raw`\d\s?(?:${Object.keys(RARE_AMOUNT_SUFFIX_MULTIPLIERS).join('|')})|(?:${Object.keys(LEADING_AMOUNT_MULTIPLIERS).join('|')})\s+\d`,
  'i',
);

/** The text with its figures in the reader's plain forms, or null when it holds none of the forms above. */
export function withPlainFigures(text: string): string | null {
  if (!MAY_HAVE_OTHER_DIGITS.test(text) && !MAY_HAVE_NUMBER_WORDS.test(text) && !MAY_HAVE_SCALE_WORDS.test(text)) return null;
  return englishNumberWords(leadingScaleWords(scaleWords(labelWords(withoutIndianGrouping(withWesternDigits(text))))));
}

// Arabic-Indic (٠-٩), Persian (۰-۹), Devanagari (०-९) and Bengali (০-৯) digits, and the Arabic
// decimal and thousands marks.
const OTHER_DIGIT = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF\u066B\u066C]/gu;
const ARABIC_MARKS: Readonly<Record<string, string>> = { '\u066B': '.', '\u066C': ',' };
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6];

/** The text with its digits in Western form ('۴۵۰' and '४५०' are '450', '۱٫۲' is '1.2'), one character for one. */
export function withWesternDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (char) => {
    const code = char.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((first) => code >= first && code <= first + 9);
    return ARABIC_MARKS[char] ?? String(zero === undefined ? char : code - zero);
  });
}

// Indian grouping: thousands, then groups of two ('3,45,600' is 345,600; '1,20,00,000' 12 million).
const INDIAN_GROUPING = /(?<![\d,.])\d{1,2}(?:,\d\d)+,\d{3}(?![\d,])/g;

function withoutIndianGrouping(text: string): string {
  return text.replace(INDIAN_GROUPING, (figure) => figure.replace(/,/g, ''));
}

// A dollar sign after the word moves before the figure, where the reader looks for it: '3.2 lakh $
// mcap' is '$320k mcap', a value before its label.
// A comma before one or two digits is a decimal one ('1,6 მლნ $'), as the market-cap reader takes it.
// The words of scripts whose vowel signs are marks ('ஆயிரம்') may end in one.
const SCALED_FIGURE = new RegExp(
  String.raw`(?<![\d.,])(\d+(?:\.\d+|,\d{1,2}(?!\d))?)\s?(${Object.keys(RARE_AMOUNT_SUFFIX_MULTIPLIERS).join('|')})(?![\p{L}\p{M}])(\s?\$(?![\p{L}\p{N}]))?`,
  'giu',
);

function scaleWords(text: string): string {
  return text.replace(SCALED_FIGURE, (written, digits: string, word: string, dollar: string | undefined) => {
    const scale = RARE_AMOUNT_SUFFIX_MULTIPLIERS[word.toLowerCase()];
    if (scale === undefined) return written;
    return `${dollar === undefined ? '' : '$'}${compactFigure(Number(digits.replace(',', '.')) * scale)}`;
  });
}

// A scale word before its number, after the currency's word if any: Hausa 'dala dubu 85' is
// '$85k', 'miliyan 1.1' '1.1m'.
const LEADING_SCALED_FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(dala\s+)?(${Object.keys(LEADING_AMOUNT_MULTIPLIERS).join('|')})\s+(\d+(?:\.\d+)?)(?![\d.,]*\d)`,
  'giu',
);

function leadingScaleWords(text: string): string {
  return text.replace(LEADING_SCALED_FIGURE, (written, dollar: string | undefined, word: string, digits: string) => {
    const scale = LEADING_AMOUNT_MULTIPLIERS[word.toLowerCase()];
    return scale === undefined ? written : `${dollar === undefined ? '' : '$'}${compactFigure(Number(digits) * scale)}`;
  });
}

/** A figure as the reader's K/M/B form where that is exact ('310k', '12m'), else in digits. */
export function compactFigure(value: number): string {
  for (const [scale, letter] of [
    [1e9, 'b'],
    [1e6, 'm'],
    [1e3, 'k'],
  ] as const) {
    const scaled = Math.round((value / scale) * 1e4) / 1e4;
    if (value >= scale && Math.abs(scaled * scale - value) < 1e-6 * value) return `${scaled}${letter}`;
  }
  return String(Math.round(value * 100) / 100);
}

// The Hindi, Bengali, Urdu, Hebrew, Tamil and Georgian words around a market-cap figure, in the English the reader
// knows: 'मार्केट कैप', 'মার্কেট ক্যাপ', 'বাজার মূলধন', 'مارکیٹ کیپ' and 'שווי שוק' (market cap),
// 'कॉल' and 'קריאה' (the call; 'בקריאה' at the call), 'अभी', 'এখন', 'ابھی', 'עכשיו' and 'כעת' (now).
const LABEL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/মার্কেট\s?ক্যাপ|বাজার\s+মূলধন|مارکیٹ\s+کیپ/gu, 'market cap'],
  [/এখন|ابھی/gu, 'now'],
  [/मार्केट\s?कैप/gu, 'market cap'],
  [/कॉल/gu, 'call'],
  [/अभी/gu, 'now'],
  [/שווי\s+שוק/gu, 'market cap'],
  [/בקריאה/gu, 'at call'],
  [/(?<!\p{L})קריאה(?!\p{L})/gu, 'call'],
  [/עכשיו|כעת/gu, 'now'],
  // Tamil 'சந்தை மதிப்பு' (market value), 'அழைப்பின் போது' (at the call), 'இப்போது' (now); Georgian
  // 'საბაზრო კაპიტალიზაცია' or 'კაპ.' (market cap), 'სიგნალისას' (at the signal), 'ახლა' (now).
  [/சந்தை\s+மதிப்பு/gu, 'market cap'],
  [/அழைப்பின்\s+போது/gu, 'at call'],
  [/இப்போது/gu, 'now'],
  [/საბაზრო\s+(?:კაპიტალიზაცია|კაპ\.)/gu, 'market cap'],
  [/(?<!\p{L})სიგნალისას(?!\p{L})/gu, 'at call'],
  [/(?<!\p{L})ახლა(?!\p{L})/gu, 'now'],
];
// Hebrew, Devanagari, Bengali, Tamil or Georgian letters, or the Urdu words above.
const HINDI_OR_HEBREW = /[\u0590-\u05FF\u0900-\u09FF\u0B80-\u0BFF\u10A0-\u10FF]|مارکیٹ|ابھی/u;
const HEBREW = /[\u0590-\u05FF]/u;

function labelWords(text: string): string {
  if (!HINDI_OR_HEBREW.test(text)) return text;
  const english = LABEL_WORDS.reduce((read, [word, meaning]) => read.replace(word, meaning), text);
  // Read right to left, a Hebrew line's '←' points to what comes next, as '→' does in English.
  return HEBREW.test(text) ? english.replace(/←/g, '→') : english;
}

const UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})`;
// Words of a number, joined by spaces, hyphens or 'and': 'forty two', 'three hundred and ten thousand'.
const NUMBER_IN_WORDS = new RegExp(String.raw`(?<!\p{L})${NUMBER_WORD}(?:(?:[\s-]+and)?[\s-]+${NUMBER_WORD})*(?!\p{L})`, 'giu');

/** Numbers written in English words as figures ('forty two k' is '42 k', 'three hundred ten thousand' '310k'). */
function englishNumberWords(text: string): string {
  return text.replace(NUMBER_IN_WORDS, (written) => {
    const words = written
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((word) => word !== 'and');
    // One small word alone ('this one', 'two of them') is no figure.
    if (words.length < 2 && SCALES[words[0] ?? ''] === undefined) return written;
    return compactFigure(wordsValue(words));
  });
}

/** The value of a number's words: units and tens add up, hundred multiplies, thousand and more close a group. */
function wordsValue(words: readonly string[]): number {
  let total = 0;
  let group = 0;
  for (const word of words) {
    const scale = SCALES[word];
    if (scale === undefined) group += UNITS[word] ?? 0;
    else if (scale === 100) group = (group || 1) * 100;
    else {
      total += (group || 1) * scale;
      group = 0;
    }
  }
  return total + group;
}
