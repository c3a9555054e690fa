import type { LayoutMessage } from './layout-lines.js';
import type { LayoutRule } from './layout-rule.js';
import { valueAt, valueEndingAt, type LayoutValue } from './layout-values.js';
import { labelledLine, LEADING_DECORATION } from './line-labels.js';

// What a line may close with after the value of a line-end rule (a line-start rule with no
// literal reads after the line's leading decoration): emojis, marks, brackets.
const TRAILING_DECORATION = /[^\p{L}\p{N}]*$/u;

/** Where the rule's value starts in one line, or -1. */
function valueStart(line: string, rule: LayoutRule): number {
  if (rule.anchor === 'line-start') {
    if (rule.before === '') return LEADING_DECORATION.exec(line)?.[0].length ?? 0;
    return line.startsWith(rule.before) ? rule.before.length : -1;
  }
  const at = line.indexOf(rule.before);
  return at < 0 ? -1 : at + rule.before.length;
}

/**
 * The value closing the line, after the rule's literal when it has one: a line that writes a
 * figure twice ('MC: 20K → 41K') is told by its label, and its value by where the line ends.
 */
function readLineEnd(line: string, rule: LayoutRule): LayoutValue | null | undefined {
  const literal = rule.before === '' ? 0 : line.indexOf(rule.before);
  if (literal < 0) return undefined;
  const end = line.length - (TRAILING_DECORATION.exec(line)?.[0].length ?? 0);
  return valueEndingAt(rule.field, line, end, rule.before === '' ? 0 : literal + rule.before.length);
}

/** The rule's value in one line; undefined when the line is not one the rule reads (a rule on any line reads on). */
function readLine(line: string, rule: LayoutRule): LayoutValue | null | undefined {
  if (rule.anchor === 'line-end') return readLineEnd(line, rule);
  const at = valueStart(line, rule);
  if (at < 0) return undefined;
  const value = valueAt(rule.field, line, at, rule.after);
  // With no literal before it, the marks after the value are what tell its line.
  return value === null && rule.before === '' && rule.lineFrom === 'any' ? undefined : value;
}

type LabelledLine = (lines: readonly string[], label: string) => number;

/** The one line a rule counted from somewhere reads; -1 when the message has none. */
function lineIndex({ lines, addressLine }: LayoutMessage, rule: LayoutRule, labelled: LabelledLine = labelledLine): number {
  const from = rule.lineFrom === 'top' ? 0 : rule.lineFrom === 'address' ? addressLine : labelled(lines, rule.label);
  const index = from < 0 ? -1 : from + rule.line;
  return index < lines.length ? index : -1;
}

/**
 * What one rule reads in a message's layout lines: the value its anchor points at, on its line
 * or on the first line that has its literal. Null when the literal is not there or no value of
 * the field's shape is where it points.
 */
export function readLayoutRule(message: LayoutMessage, rule: LayoutRule): LayoutValue | null {
  if (rule.lineFrom !== 'any') {
    const index = lineIndex(message, rule);
    return index < 0 ? null : (readLine(message.lines[index] ?? '', rule) ?? null);
  }
  for (const line of message.lines) {
    const read = readLine(line, rule);
    if (read !== undefined) return read;
  }
  return null;
}

/**
 * readLayoutRule for many rules of one message, reading each line with each literal once:
 * rules counted from the top, the address's line or a label that land on the same line read
 * the same value, and learning reads hundreds of a chat's rules per message.
 */
export function messageReader(message: LayoutMessage): (rule: LayoutRule) => LayoutValue | null {
  const labelLines = new Map<string, number>();
  const labelled: LabelledLine = (lines, label) => {
    const found = labelLines.get(label) ?? labelledLine(lines, label);
    labelLines.set(label, found);
    return found;
  };
  const readings = new Map<string, LayoutValue | null>();
  return (rule) => {
    if (rule.lineFrom === 'any') return readLayoutRule(message, rule);
    const index = lineIndex(message, rule, labelled);
    if (index < 0) return null;
    const key = `${index}|${rule.field}|${rule.anchor}|${rule.before.length}|${rule.before}${rule.after}`;
    const known = readings.get(key);
    if (known !== undefined) return known;
    const read = readLine(message.lines[index] ?? '', rule) ?? null;
    readings.set(key, read);
    return read;
  };
}
