/**
 * The arrows channels write between an old value and a new one, as one alternation so every form
 * reads alike wherever one is read: '22k ➜ 165k', '45K → 140K', '$8K -> $30K', 'FPRNC ⇒ FKING'.
 * Not '⇨': bots write the all-time high after it ('FDV: $304K ⇨ 339K').
 */
export const ARROW_MARKS = String.raw`(?:→|-{1,2}>|—>|–>|=>|⇒|⟶|➜|➔|➝|➞|⮕|➡️?)`;

/** A move up written with an arrow of a chart ('From 46.0K ↗️ 94.7K') or a guillemet: figures only. */
export const MOVE_ARROW_MARKS = String.raw`(?:${ARROW_MARKS}|↗️?|»)`;
