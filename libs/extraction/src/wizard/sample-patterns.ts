import type { TokenIdentity } from '../token-names.js';
import { findHeadline, type Headline, type LinePart } from './headline.js';

/**
 * The patterns the wizard proposes for recognising the channel's alerts.
 * A template matches when all its enabled patterns match, so the proposal ticks only what
 * every alert of the kind says (its headline) and offers the labels of the sample's body
 * unticked, to narrow the template by hand.
 */

export type PatternType = 'contains' | 'regex';

export interface ProposedPattern {
  pattern: string;
  type: PatternType;
  enabled: boolean;
}

/** A generated pattern is a regex when it has '*' or '.+', else 'contains'. */
export function patternTypeOf(pattern: string): PatternType {
  return pattern.includes('*') || pattern.includes('.+') ? 'regex' : 'contains';
}

/** Signals common to alert bots, proposed whenever the sample says them. */
export const SIGNAL_PATTERNS = ['NEW ALERT', 'Smart Money', 'Volume:', 'MC:'] as const;

const MAX_LABELS = 8;

function escapeForRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The headline as a pattern: its wording as 'contains' text, or, when a gap sits between two
 * pieces of wording ('INSIDER BUY 5 SOL'), a regex with '.+' for the gap. The headline has
 * no '*' or '.+' of its own (they are decoration), so the text decides the type by the rule.
 */
export function headlinePattern(headline: Headline): string {
  const hasGap = headline.parts.some((part) => !('words' in part));
  if (!hasGap) return headline.parts.map((part: LinePart) => ('words' in part ? part.words : '')).join('');
  return headline.parts.map((part) => ('words' in part ? escapeForRegex(part.words) : '.+')).join('');
}

// 'Bonding curve: 27.4%', '├ CA: …', '👥 Holders: 87 | Top 10: 24.6%': a label at a line's start.
const LABEL = /^[^\p{L}\p{N}]*([\p{L}][\p{L}\p{N} /&'().-]{0,30}?)\s*:\s*\S/u;

/** The fixed labels of the sample's lines after the headline, 'Label:' as written. */
function labelsOf(lines: readonly string[], token: TokenIdentity): string[] {
  const own = [token.name, token.symbol].flatMap((text) => (text ? [text.toLowerCase()] : []));
  return lines.flatMap((line) => {
    const label = LABEL.exec(line)?.[1]?.trim();
    if (!label || /^https?$/i.test(label)) return [];
    // A label naming the token ('Goblin Cat: now 2x') is not fixed wording of the channel.
    return own.some((text) => label.toLowerCase().includes(text)) ? [] : [`${label}:`];
  });
}

export interface SamplePatterns {
  headline: Headline | null;
  patterns: ProposedPattern[];
}

/**
 * The headline pattern (ticked), the four signal patterns the sample contains, and the
 * body's labels. Without a headline, the signal patterns are ticked instead, and failing
 * those the first label, so that the template still recognises something.
 */
export function samplePatterns(plainText: string, token: TokenIdentity): SamplePatterns {
  const lines = plainText.split('\n');
  const found = findHeadline(plainText, token);
  const headline = found?.headline ?? null;
  const lower = plainText.toLowerCase();
  const signals = SIGNAL_PATTERNS.filter((signal) => lower.includes(signal.toLowerCase()));
  const labels = labelsOf(lines.slice((found?.at ?? -1) + 1), token).slice(0, MAX_LABELS);

  const patterns: ProposedPattern[] = [];
  const add = (pattern: string, enabled: boolean): void => {
    if (patterns.some((p) => p.pattern.toLowerCase() === pattern.toLowerCase())) return;
    patterns.push({ pattern, type: patternTypeOf(pattern), enabled });
  };
  if (headline) add(headlinePattern(headline), true);
  for (const signal of signals) add(signal, headline === null);
  // 'Smart Money:' says no more than 'Smart Money' already does.
  const freshLabels = labels.filter((label) => !patterns.some((p) => label.toLowerCase().includes(p.pattern.toLowerCase())));
  freshLabels.forEach((label, index) => add(label, headline === null && signals.length === 0 && index === 0));
  return { headline, patterns };
}
