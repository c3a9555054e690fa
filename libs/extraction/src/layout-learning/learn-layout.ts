import { LAYOUT_FIELDS, ruleKey, type LayoutAnchor, type LayoutField, type LayoutRule } from './layout-rule.js';
import type { LayoutMessage } from './layout-lines.js';
import { messageReader } from './read-layout-rule.js';
import { agrees, spansInLines, type LayoutValue, type ValueSpan } from './layout-values.js';
import { lineLabel } from './line-labels.js';

/**
 * What is known of a token apart from the chat being learned: its name, symbol and market cap
 * (about the message's time) from another chat's alert, the market data or the trader's
 * correction. Null where nothing is known.
 */
export interface KnownTokenValues {
  name: string | null;
  symbol: string | null;
  marketCap: number | null;
}

/** What one message with known values teaches: the rules that read the known value, and those that read another. */
export interface LayoutLesson {
  agreed: LayoutRule[];
  disagreed: LayoutRule[];
}

/** The longest literal kept before a value: a label and its marks, not a sentence. */
const MAX_LITERAL_LENGTH = 40;
/** Words of the text before a value a literal reaches back over ('Market Cap: $' is three). */
const MAX_LITERAL_WORDS = 3;
const WORD_START = /(?<=\s)\S/gu;
const TRAILING_MARKS = /[^\p{L}\p{N}]+$/u;
const HAS_MARK = /\S/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const MARKS_AFTER = /^\s*[^\p{L}\p{N}\s$]+\s*(?=[\p{L}\p{N}$])/u;
const NAME_END = /^\s*[^\p{L}\p{N}\s]/u;

/**
 * The literals a value's left context may be anchored on: the marks right before it (': $'),
 * then one to three words back ('MCP: ', 'Market Cap: $'), the whole of it from the line's
 * start, and the line's start itself when only decoration comes before it. Which of them the chat keeps constant, its later messages tell.
 */
function literalsBefore(left: string): Array<{ before: string; anchor: LayoutAnchor }> {
  const starts = new Set<number>();
  const marks = TRAILING_MARKS.exec(left);
  if (marks && HAS_MARK.test(marks[0])) starts.add(marks.index);
  const wordStarts = [...left.matchAll(WORD_START)].map((match) => match.index);
  for (const start of wordStarts.slice(-MAX_LITERAL_WORDS)) starts.add(start);
  const literals = [...starts]
    .map((start) => left.slice(start))
    .filter((before) => before.length <= MAX_LITERAL_LENGTH && HAS_MARK.test(before))
    .map((before): { before: string; anchor: LayoutAnchor } => ({ before, anchor: 'after-literal' }));
  if (left.length <= MAX_LITERAL_LENGTH) literals.push({ before: left, anchor: 'line-start' });
  // Only decoration before it, which a chat may vary ('🪐 ', '🧊 '): the value opens the line.
  if (left !== '' && !HAS_WORD.test(left)) literals.push({ before: '', anchor: 'line-start' });
  return literals;
}

const WORDS = /\S+/gu;
const HAS_DIGIT = /\d/u;

/**
 * What may tell the line a value closes, on any line: the literals before the value, and the
 * line's opening words (up to three, no figure among them: a label, 'zor →'), which a line
 * that writes several figures ('zor → 20K → 41K') keeps however far back its label is.
 */
function lineEndLiterals(left: string, literals: ReadonlyArray<{ before: string; anchor: LayoutAnchor }>): string[] {
  const found = new Set(literals.filter(({ anchor }) => anchor === 'after-literal').map(({ before }) => before));
  for (const word of [...left.matchAll(WORDS)].slice(0, MAX_LITERAL_WORDS)) {
    const opening = left.slice(0, word.index + word[0].length);
    if (HAS_DIGIT.test(opening) || opening.length > MAX_LITERAL_LENGTH) break;
    found.add(opening);
  }
  return [...found];
}

/** The candidate rules that put `field` at `span` of line `index`. */
function rulesAt(field: LayoutField, message: LayoutMessage, index: number, span: ValueSpan): LayoutRule[] {
  const line = message.lines[index] ?? '';
  const right = line.slice(span.end);
  // What ends a name; the marks after a symbol or market cap (' / '), which tell its line apart.
  const after = field === 'name' ? NAME_END.exec(right)?.[0] : (MARKS_AFTER.exec(right)?.[0] ?? '');
  if (after === undefined && right.trim() !== '') return [];
  const ending = after ?? '';
  // The line counted from the top and from the address's line (labelledPlaces adds labelled
  // lines near it); and any line for a literal, or for marks after the value.
  const places = (before: string): Array<Pick<LayoutRule, 'lineFrom' | 'line' | 'label'>> => [
    { lineFrom: 'top', line: index, label: '' },
    ...(message.addressLine < 0 ? [] : [{ lineFrom: 'address' as const, line: index - message.addressLine, label: '' }]),
    ...(before === '' && ending.trim() === '' ? [] : [{ lineFrom: 'any' as const, line: 0, label: '' }]),
  ];
  const left = line.slice(0, span.start);
  const literals = literalsBefore(left);
  const rules = literals.flatMap(({ before, anchor }) =>
    places(before).map((place): LayoutRule => ({ field, ...place, anchor, before, after: ending })),
  );
  // Only decoration after it: the value may close its line, whatever comes before it, on a
  // line counted or on the first line with one of its literals.
  if (field !== 'name' && !HAS_WORD.test(right)) {
    rules.push(...places('').map((place): LayoutRule => ({ field, ...place, anchor: 'line-end', before: '', after: '' })));
    for (const before of lineEndLiterals(left, literals))
      rules.push({ field, lineFrom: 'any', line: 0, label: '', anchor: 'line-end', before, after: '' });
  }
  return rules;
}

/**
 * Lines away from a value a line whose label it may be counted from can be: past one optional
 * line between them. Farther ones found nothing more on the learning bench's 400 runs and cost
 * a tenth more reading CPU.
 */
const MAX_LABEL_DISTANCE = 2;

/**
 * A rule reading line `rule.line` counted from the top, counted instead from each labelled line
 * near it (`labels`: each line's lineLabel). The first line opening with a line's label is that
 * line, so these read what the rule read: they need no reading of their own. The address's
 * line is counted from already, and the value's own line is told by its literal.
 */
function labelledPlaces(rule: LayoutRule, labels: ReadonlyArray<string | null>, addressLine: number): LayoutRule[] {
  const rules: LayoutRule[] = [];
  const last = Math.min(labels.length - 1, rule.line + MAX_LABEL_DISTANCE);
  for (let from = Math.max(0, rule.line - MAX_LABEL_DISTANCE); from <= last; from += 1) {
    const label = labels[from] ?? null;
    if (label !== null && from !== rule.line && from !== addressLine)
      rules.push({ ...rule, lineFrom: 'label', line: rule.line - from, label });
  }
  return rules;
}

function overlaps(a: ValueSpan, b: ValueSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The known values of each field as this message could teach them. A name written the same as
 * the symbol ('Pepe', '$PEPE') could be either, so it teaches neither field's place by name;
 * a symbol inside the name ('PEPE' in 'Pepe Coin') is the name's place, not the symbol's.
 */
function spansByField({ lines }: LayoutMessage, known: KnownTokenValues): Map<LayoutField, ValueSpan[][]> {
  const same = known.name !== null && known.symbol !== null && agrees(known.name, known.symbol);
  const values: Record<LayoutField, LayoutValue | null> = {
    name: same ? null : known.name,
    symbol: known.symbol,
    marketCap: known.marketCap,
  };
  const names = values.name === null ? lines.map(() => []) : spansInLines(lines, values.name);
  const spans = new Map<LayoutField, ValueSpan[][]>();
  for (const field of LAYOUT_FIELDS) {
    const value = values[field];
    if (value === null) continue;
    const found = field === 'name' ? names : spansInLines(lines, value);
    spans.set(
      field,
      field === 'symbol'
        ? found.map((inLine, index) => inLine.filter((span) => !(names[index] ?? []).some((name) => overlaps(name, span))))
        : found,
    );
  }
  return spans;
}

/**
 * What a chat's message teaches about its layout when the token's values are known: every
 * place it writes them gives candidate rules, kept when reading the message with them gives
 * the known value back (a literal on any line is read at its first line, which may be another
 * value's). The chat's rules learned so far are read too: those reading another value than the
 * known one disagree.
 */
export function learnLayout(message: LayoutMessage, known: KnownTokenValues, learned: readonly LayoutRule[]): LayoutLesson {
  const agreed = new Map<string, LayoutRule>();
  const disagreed = new Map<string, LayoutRule>();
  const knownOf = (field: LayoutField): LayoutValue | null => known[field];
  const read = messageReader(message);
  let labels: Array<string | null> | null = null;
  for (const [field, spans] of spansByField(message, known)) {
    const value = knownOf(field);
    if (value === null) continue;
    const candidates = spans.flatMap((inLine, index) => inLine.flatMap((span) => rulesAt(field, message, index, span)));
    for (const rule of candidates) {
      const reading = read(rule);
      if (reading === null || !agrees(reading, value)) continue;
      agreed.set(ruleKey(rule), rule);
      if (rule.lineFrom !== 'top') continue;
      labels ??= message.lines.map((_, index) => lineLabel(message.lines, index));
      for (const labelled of labelledPlaces(rule, labels, message.addressLine)) agreed.set(ruleKey(labelled), labelled);
    }
    // A candidate that reads another value is no rule yet: only a learned one can disagree (an
    // agreeing one reads the known value, so none needs its key looked up).
    for (const rule of learned) {
      if (rule.field !== field) continue;
      const reading = read(rule);
      if (reading !== null && !agrees(reading, value)) disagreed.set(ruleKey(rule), rule);
    }
  }
  return { agreed: [...agreed.values()], disagreed: [...disagreed.values()] };
}
