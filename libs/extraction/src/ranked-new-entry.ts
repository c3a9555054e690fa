// What marks an entry of a ranking as new: the 🆕 emoji, 'New entry at #6:', 'Okra Wizard just
// entered at #7'. Not 'No new entries this hour': a plural names no one entry.
const NEW_MARK = /🆕|(?<![\p{L}\p{N}])(?:new\s+entry|just\s+entered)(?![\p{L}\p{N}])/iu;
const NEW_WORDS = /new\s+entry|just\s+entered/i;
// A line that opens with a rank: '1. ZAPPO · 2.4M', '1️⃣ $NUBBY ▲2', '#3 $GRITS'.
const RANKED_LINE = /^[^\p{L}\p{N}\n]*(?:\d{1,3}(?:[.)]|\uFE0F?\u20E3)|#\d{1,3})\s/u;
const MIN_RANKED_LINES = 3;

/**
 * The lines of a ranking's one new entry ('🆕 New entry at #6: Lava Lamp ($LAVA) · MC $233K'),
 * joined, when the message ranks several tokens and marks entries as new: the ranking's other
 * tickers and figures are the hour's board, the new entry is what the message is about. Null
 * when the message is no ranking or marks nothing new.
 */
export function rankedNewEntry(plain: string): string | null {
  // The name and the market-cap readers both ask, of the same text: the answer is kept.
  if (plain !== lastText) {
    lastText = plain;
    lastEntry = newEntryOf(plain);
  }
  return lastEntry;
}

let lastText: string | undefined;
let lastEntry: string | null = null;

function newEntryOf(plain: string): string | null {
  // Cheap scans for the mark first: most messages have none, and need no split.
  if (!plain.includes('🆕') && !NEW_WORDS.test(plain)) return null;
  const lines = plain.split('\n');
  const marked = lines.filter((line) => NEW_MARK.test(line));
  const ranked = lines.filter((line) => RANKED_LINE.test(line)).length;
  return ranked >= MIN_RANKED_LINES && marked.length < ranked ? marked.join('\n') : null;
}
