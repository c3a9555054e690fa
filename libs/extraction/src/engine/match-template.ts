import type { MessageTemplate, TemplatePattern } from '../message-type.js';
import { cachedUserRegex, RegexError, type SafeRegex } from './safe-regex.js';

/**
 * Which template an alert message belongs to, by the rules of matchMessageType
 * (message-type.ts) but with regex patterns run on RE2: a user's pattern such as `(a+)+$` is
 * valid JavaScript too, and on V8's backtracking engine it would stall the worker on every
 * long message. A pattern RE2 refuses never matches; saving a template reports it
 * (validateTemplate).
 */

/** A pattern ready to test: its lower-cased text, or its compiled regex (or why it has none). */
interface ReadyPattern {
  pattern: string;
  type: TemplatePattern['type'];
  lowerPattern: string;
  regex: SafeRegex | RegexError | null;
}

// Templates are few and every message tests them all: each pattern is readied once.
const ready = new WeakMap<TemplatePattern, ReadyPattern>();

function readyPattern(pattern: TemplatePattern): ReadyPattern {
  const known = ready.get(pattern);
  // A pattern edited in place is readied again.
  if (known && known.pattern === pattern.pattern && known.type === pattern.type) return known;
  const fresh: ReadyPattern = {
    pattern: pattern.pattern,
    type: pattern.type,
    lowerPattern: pattern.pattern.toLowerCase(),
    regex: pattern.type === 'regex' ? cachedUserRegex(pattern.pattern, 'i') : null,
  };
  ready.set(pattern, fresh);
  return fresh;
}

/** The text being matched, lower-cased once, and only when a 'contains' pattern is reached. */
interface Subject {
  text: string;
  lower: string | undefined;
}

function lowerOf(subject: Subject): string {
  subject.lower ??= subject.text.toLowerCase();
  return subject.lower;
}

function patternMatches(pattern: TemplatePattern, subject: Subject): boolean {
  const { type, lowerPattern, regex } = readyPattern(pattern);
  if (type === 'contains') return lowerOf(subject).includes(lowerPattern);
  return regex !== null && !(regex instanceof RegexError) && regex.test(subject.text);
}

/** A template without an enabled pattern matches nothing: an empty rule set is no rule. */
function templateMatches(template: MessageTemplate, subject: Subject): boolean {
  let enabled = 0;
  for (const pattern of template.patterns) {
    if (!pattern.enabled) continue;
    enabled += 1;
    if (!patternMatches(pattern, subject)) return false;
  }
  return enabled > 0;
}

/**
 * The highest-priority enabled template whose enabled patterns all match the text (the
 * visible text: see toPlainText); among equal priorities the one listed first. Null when none.
 */
export function matchTemplate<T extends MessageTemplate>(templates: readonly T[], text: string): T | null {
  const subject: Subject = { text, lower: undefined };
  let winner: T | null = null;
  for (const template of templates) {
    if (template.enabled === false || (winner && template.priority <= winner.priority)) continue;
    if (templateMatches(template, subject)) winner = template;
  }
  return winner;
}
