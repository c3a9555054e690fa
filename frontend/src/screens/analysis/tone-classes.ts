import type { Tone } from './detail-row';
import type { RiskColour } from './risk-colour';

// Whole class names (not built from parts) so Tailwind finds them in the source.

export const toneText: Readonly<Record<Tone, string>> = {
  good: 'text-up',
  bad: 'text-down',
  neutral: 'text-text',
};

export const riskBadgeClasses: Readonly<Record<RiskColour, string>> = {
  green: 'border-signal-green/40 bg-signal-green/15 text-signal-green',
  yellow: 'border-signal-yellow/40 bg-signal-yellow/15 text-signal-yellow',
  orange: 'border-signal-orange/40 bg-signal-orange/15 text-signal-orange',
  red: 'border-signal-red/40 bg-signal-red/15 text-signal-red',
};

export const riskBarClasses: Readonly<Record<RiskColour, string>> = {
  green: 'bg-signal-green',
  yellow: 'bg-signal-yellow',
  orange: 'bg-signal-orange',
  red: 'bg-signal-red',
};
