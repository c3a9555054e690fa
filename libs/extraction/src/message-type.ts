import { matchTemplate } from './engine/match-template.js';
import { trustPatterns } from './engine/safe-regex.js';

/**
 * Message types come from templates, which are data: the built-in ones below are seeded into
 * the database and users edit them or add their own, so nothing here is special-cased in code.
 */

export interface TemplatePattern {
  pattern: string;
  /** 'contains': case-insensitive substring; 'regex': a regular expression, case-insensitive */
  type: 'contains' | 'regex';
  enabled: boolean;
}

export interface MessageTemplate {
  /** the message type this template gives, e.g. 'pumpfun_volume' */
  name: string;
  display_name: string;
  /** the highest priority among matching templates wins */
  priority: number;
  /** absent means enabled, as in templates that predate the switch */
  enabled?: boolean;
  patterns: readonly TemplatePattern[];
}

export const UNKNOWN_MESSAGE_TYPE = 'unknown';

/**
 * The headline of a bot's message, at the start of a line after any emojis: '🔊 VOLUME ALERT 🟢'.
 * Anchoring to the line start keeps a phrase in the body ('...hit a volume alert...') from
 * counting as the headline.
 */
const headline = (words: string): TemplatePattern => ({
  pattern: String.raw`(?:^|\n)[^\w\n]*${words}\b`,
  type: 'regex',
  enabled: true,
});
const contains = (pattern: string): TemplatePattern => ({ pattern, type: 'contains', enabled: true });

// Built-ins stay below 100, the priority the wizard gives new templates, so a user's own
// template for a channel wins over the built-in one. Headlines that contain another type's
// headline ('TRENCH RADAR | PUMP.FUN' contains 'TRENCH RADAR') get the higher priority.
const GENERAL = 50;
const SPECIFIC = 60;

export const builtInTemplates: readonly MessageTemplate[] = [
  {
    name: 'pumpfun_volume',
    display_name: 'PumpFun Volume',
    priority: SPECIFIC,
    enabled: true,
    patterns: [headline(String.raw`PUMP\.?FUN VOLUME`)],
  },
  {
    name: 'pumpfun_new_alert',
    display_name: 'PumpFun New Alert',
    priority: GENERAL,
    enabled: true,
    // 'NEW ALERT' alone is too common a headline; the bonding-curve line makes it pump.fun's.
    patterns: [headline('NEW ALERT'), contains('Bonding curve')],
  },
  {
    name: 'trenchRadar_pumpfun',
    display_name: 'Trench Radar (Pump.fun)',
    priority: SPECIFIC,
    enabled: true,
    patterns: [headline(String.raw`TRENCH RADAR\s*[|•·-]\s*PUMP\.?FUN`)],
  },
  { name: 'insider', display_name: 'Insider', priority: GENERAL, enabled: true, patterns: [headline('INSIDER (?:BUY|SELL)')] },
  { name: 'cabal_fomo', display_name: 'Cabal FOMO', priority: GENERAL, enabled: true, patterns: [headline('CABAL FOMO')] },
  { name: 'cabal_analysis', display_name: 'Cabal Analysis', priority: GENERAL, enabled: true, patterns: [headline('CABAL ANALYSIS')] },
  { name: 'curated', display_name: 'Curated', priority: GENERAL, enabled: true, patterns: [headline('CURATED PICK')] },
  { name: 'call_analyzer', display_name: 'Call Analyzer', priority: GENERAL, enabled: true, patterns: [headline('CALL ANALYZER')] },
  { name: 'trench_radar', display_name: 'Trench Radar', priority: GENERAL, enabled: true, patterns: [headline('TRENCH RADAR')] },
  { name: 'volume_alert', display_name: 'Volume Alert', priority: GENERAL, enabled: true, patterns: [headline('VOLUME ALERT')] },
  { name: 'jokel_push_chat', display_name: 'Jokel Push Chat', priority: GENERAL, enabled: true, patterns: [headline('JOKEL PUSH')] },
];

// The built-in headlines are ours and reviewed: they run on V8's engine (safe-regex.ts).
trustPatterns(builtInTemplates.flatMap((template) => template.patterns.filter((p) => p.type === 'regex').map((p) => p.pattern)));

/**
 * The message type: the name of the highest-priority enabled template whose enabled patterns
 * all match; among equal priorities the one listed first. 'unknown' when none matches.
 */
export function matchMessageType(templates: readonly MessageTemplate[], text: string): string {
  return matchTemplate(templates, text)?.name ?? UNKNOWN_MESSAGE_TYPE;
}
