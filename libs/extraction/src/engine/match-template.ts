import type { MessageTemplate, TemplatePattern } from '../message-type.js';
import { cachedUserRegex, RegexError } from './safe-regex.js';

/**
 * Which template an alert message belongs to, by the rules of matchMessageType
 * (message-type.ts) but with regex patterns run on RE2: a user's pattern such as `(a+)+$` is
 * valid JavaScript too, and on V8's backtracking engine it would stall the worker on every
 * long message. A pattern RE2 refuses never matches; saving a template reports it
 * (validateTemplate).
 */

function patternMatches({ pattern, type }: TemplatePattern, text: string, lowerText: string): boolean {
  if (type === 'contains') return lowerText.includes(pattern.toLowerCase());
  const regex = cachedUserRegex(pattern, 'i');
  return !(regex instanceof RegexError) && regex.test(text);
}

/** A template without an enabled pattern matches nothing: an empty rule set is no rule. */
function templateMatches(template: MessageTemplate, text: string, lowerText: string): boolean {
  const patterns = template.patterns.filter((p) => p.enabled);
  return patterns.length > 0 && patterns.every((p) => patternMatches(p, text, lowerText));
}

/**
 * The highest-priority enabled template whose enabled patterns all match the text (the
 * visible text: see toPlainText); among equal priorities the one listed first. Null when none.
 */
export function matchTemplate<T extends MessageTemplate>(templates: readonly T[], text: string): T | null {
  const lowerText = text.toLowerCase();
  let winner: T | null = null;
  for (const template of templates) {
    if (template.enabled === false || (winner && template.priority <= winner.priority)) continue;
    if (templateMatches(template, text, lowerText)) winner = template;
  }
  return winner;
}
