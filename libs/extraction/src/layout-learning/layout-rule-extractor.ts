import type { Extractor } from '../engine/template.js';
import { LAYOUT_FIELDS, type LayoutField, type LayoutRule, type LayoutRuleCounts } from './layout-rule.js';
import { trustedRules } from './read-with-layout.js';

/**
 * A learned layout rule written as a template's regex extractor, so a trader can keep a chat's
 * layout as a template (the wizard's "Save as template"). Template regexes run on RE2 with the
 * 'i' flag over the message's plain text: no lookaheads, '^' and '$' are the text's ends. Lines
 * are counted as layoutLines counts them: non-empty, leading and trailing blanks dropped.
 *
 * Where the learned layout reads a value the regex reads the same one; where the layout reads
 * nothing (the literal's first line holds no value of the field's shape), the regex may go on to
 * a later line.
 */

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// The blanks and empty lines before a line that says something, and one such line with its end.
const GAP = String.raw`\s*`;
const LINE = String.raw`\S[^\n]*\n\s*`;
// Where a line ends, matching nothing: '$' alone is the text's end.
const EOL = '(?m:$)';
const LINE_END = String.raw`[ \t\r]*${EOL}`;
// A token's address as the generic reader finds one: a run of base58 letters (any case: 'i').
const ADDRESS = String.raw`(?<![0-9a-z])[1-9a-z]{32,44}(?:[^0-9a-z]|${EOL})`;
// layout-values.ts's FIGURE, its lookahead written as what the figure must be followed by.
const FIGURE = String.raw`((?<![\p{L}\p{N}.,])\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s?(?:thousand|million|billion|mln|bn|k|m|b)?)`;
const NOT_FIGURE = String.raw`(?:[^\p{L}\p{N}%\n]|${EOL})`;
const SYMBOL = String.raw`\$?([\p{L}\p{N}_]{1,20})`;
// A symbol closing its line, as the layout takes one: with a letter, and not an amount ('4M',
// '60x', layout-values.ts's AMOUNT_LIKE), which RE2 cannot refuse by lookahead: it opens with a
// letter or '_', or with figures followed by two letters or more ('1INCH').
const SYMBOL_ENDING = String.raw`(?<![\p{L}\p{N}_])((?:[\p{L}_]|\p{N}+\p{L}{2})[\p{L}\p{N}_]{0,18})`;
const NOT_SYMBOL = String.raw`(?:[^\p{L}\p{N}_\n]|${EOL})`;
// read-layout-rule.ts's decorations: what opens a line before a bare value, and closes one after it.
const LEADING_DECORATION = String.raw`[^\p{L}\p{N}$\n]*`;
const TRAILING_DECORATION = String.raw`[^\p{L}\p{N}\n]*`;

/** The value where a rule's literal points, followed by what ends it. */
function valueAt(rule: LayoutRule): string {
  const after = rule.after === '' ? null : escape(rule.after);
  // A name runs to its closing literal or the line's end, and has a letter.
  if (rule.field === 'name') return String.raw`[ \t]*([^\n]*?\p{L}[^\n]*?)` + (after === null ? LINE_END : `[ \\t]*${after}`);
  if (rule.field === 'symbol') return SYMBOL + (after ?? NOT_SYMBOL);
  return FIGURE + (after ?? NOT_FIGURE);
}

/**
 * The value closing the line, after the rule's literal when it has one: a symbol or market cap,
 * then only decoration. Null for a name, which has no shape to start by.
 */
function valueEnding({ field, before }: LayoutRule): string | null {
  if (field === 'name') return null;
  const shape = field === 'symbol' ? SYMBOL_ENDING : FIGURE;
  const literal = before === '' ? '' : `[^\\n]*?${escape(before)}`;
  return String.raw`${literal}[^\n]*?${shape}${TRAILING_DECORATION}${LINE_END}`;
}

/** What a rule reads in the line it reads, from the line's first character. */
function linePart(rule: LayoutRule): string | null {
  if (rule.anchor === 'line-end') return valueEnding(rule);
  if (rule.anchor === 'after-literal') return `[^\\n]*?${escape(rule.before)}${valueAt(rule)}`;
  return (rule.before === '' ? LEADING_DECORATION : escape(rule.before)) + valueAt(rule);
}

/**
 * The start of the line a rule counts from: one naming an address, or one opening with the
 * rule's label after its decoration, as whole words (line-labels.ts).
 */
function countedLine(rule: LayoutRule): string {
  if (rule.lineFrom !== 'label') return `[^\\n]*?${ADDRESS}`;
  const wordEnd = /[\p{L}\p{N}_]$/u.test(rule.label) ? NOT_SYMBOL : '';
  // In the case the chat writes it, as the layout reads it: the 'i' flag is the field's, not the label's.
  return `${LEADING_DECORATION}(?-i:${escape(rule.label)})${wordEnd}`;
}

/**
 * The regex of one rule's reading, or null when a regex cannot say it (a name closing its line,
 * a value on the address line).
 */
export function layoutRulePattern(rule: LayoutRule): string | null {
  const part = linePart(rule);
  if (part === null) return null;
  if (rule.lineFrom === 'any') return `(?:^|\\n)${GAP}${part}`;
  if (rule.lineFrom === 'top') return `^${GAP}(?:${LINE}){${rule.line}}${part}`;
  // Lazily over the lines before: the first line that names an address (or opens with the label) is the one counted from.
  const skip = `^${GAP}(?:${LINE})*?`;
  const from = countedLine(rule);
  if (rule.line > 0) return `${skip}${from}[^\\n]*\\n\\s*(?:${LINE}){${rule.line - 1}}${part}`;
  // On the address line itself the address may come before or after the value: no one regex
  // says both (and no rule counts from the label of the value's own line).
  if (rule.line === 0) return null;
  return `${skip}${part}[^\\n]*\\n\\s*(?:${LINE}){${-rule.line - 1}}${from}`;
}

/** The template field each learned field is saved as, and what makes its text a value. */
export const LAYOUT_TEMPLATE_FIELDS: Readonly<Record<LayoutField, { name: string; postProcessors: Extractor['post_processors'] }>> = {
  name: { name: 'token_name', postProcessors: ['trim'] },
  symbol: { name: 'token_symbol', postProcessors: ['trim'] },
  marketCap: { name: 'market_cap', postProcessors: ['parseAmount'] },
};

/** A regex extractor reading what the rule reads, under the field's template name; null when no regex can. */
export function layoutRuleExtractor(rule: LayoutRule): Extractor | null {
  const pattern = layoutRulePattern(rule);
  if (pattern === null) return null;
  const { name, postProcessors } = LAYOUT_TEMPLATE_FIELDS[rule.field];
  return { name, type: 'regex', pattern, post_processors: postProcessors, target_field: 'accumulated_data', accumulator_type: 'latest' };
}

/**
 * A chat's trusted rules as a template's extractors: per field, the most believed rule a regex
 * can say (the one readWithLayout tries first, unless no regex can say that one).
 */
export function layoutExtractors(rules: readonly LayoutRuleCounts[]): Extractor[] {
  const ordered = trustedRules(rules);
  return LAYOUT_FIELDS.flatMap((field) => {
    for (const rule of ordered) {
      const extractor = rule.field === field ? layoutRuleExtractor(rule) : null;
      if (extractor !== null) return [extractor];
    }
    return [];
  });
}
