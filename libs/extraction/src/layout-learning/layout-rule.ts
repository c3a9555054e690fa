/** The fields a chat's layout is learned for: the ones alerts name a token by, and its market cap. */
export const LAYOUT_FIELDS = ['name', 'symbol', 'marketCap'] as const;
export type LayoutField = (typeof LAYOUT_FIELDS)[number];

/**
 * What a rule finds its value by: the literal right before it anywhere in the line ('MCP: ');
 * that literal opening the line ('💊 '; with no literal, the value opens the line after its
 * decoration); or the value closing the line, only decoration after it ('Pepe Coin PEPE 🐸'),
 * after the rule's literal when it has one (the line's label in 'MC → 20K → 41K').
 */
export const LAYOUT_ANCHORS = ['after-literal', 'line-start', 'line-end'] as const;
export type LayoutAnchor = (typeof LAYOUT_ANCHORS)[number];

/**
 * Which line a rule reads: a line counted from the top, or from the line that names the
 * token's address (a chat's optional header lines shift the first, not the second), or from
 * the first line opening with the rule's label (optional lines both before the value and
 * between it and the address shift the first two, not this one), or the first line that has
 * the rule's literal.
 */
export const LAYOUT_LINES_FROM = ['top', 'address', 'label', 'any'] as const;
export type LayoutLineFrom = (typeof LAYOUT_LINES_FROM)[number];

/**
 * Where one chat writes one field: on a given line (counted over the non-empty lines) or on
 * the first line that has the literal, found by its anchor. A name also keeps the
 * literal that ends it (' (' or ' |'; '' for the end of the line); symbols and market caps end
 * where their shape ends.
 */
export interface LayoutRule {
  field: LayoutField;
  lineFrom: LayoutLineFrom;
  /** from the top, from 0; from the address or the label's line, the lines after it (before it, negative); 0 for any line */
  line: number;
  /** the words opening the line counted from, after its decoration ('MC:'); '' unless lines are counted from a label */
  label: string;
  anchor: LayoutAnchor;
  /** the literal before the value ('' for a line-end rule) */
  before: string;
  /** the literal that ends a name ('' for the end of the line, and for other fields) */
  after: string;
}

/** A rule with how often it read a value that agreed with, or differed from, a known one. */
export interface LayoutRuleCounts extends LayoutRule {
  agreed: number;
  disagreed: number;
}

/** Agreements a rule needs before its reading is taken over the generic reader's. */
export const MIN_AGREEMENTS = 3;
/** One disagreement outweighs this many agreements: a layout the chat dropped loses quickly. */
export const DISAGREEMENT_WEIGHT = 3;

/** Whether a rule has agreed with known values often enough, and seldom enough disagreed, to be used. */
export function isTrusted(rule: LayoutRuleCounts): boolean {
  return rule.agreed >= MIN_AGREEMENTS && rule.disagreed * DISAGREEMENT_WEIGHT < rule.agreed;
}

/** How far a rule is believed: agreements less the weighted disagreements. */
export function ruleWeight(rule: LayoutRuleCounts): number {
  return rule.agreed - rule.disagreed * DISAGREEMENT_WEIGHT;
}

/**
 * One string per rule, for sets and maps: learning makes dozens per message, so a template
 * string rather than JSON. Only `label`, `before` and `after` are free text: the lengths of the
 * first two say where each ends, so no two rules share a key.
 */
export function ruleKey(rule: LayoutRule): string {
  return `${rule.field}|${rule.lineFrom}|${rule.line}|${rule.anchor}|${rule.label.length}|${rule.before.length}|${rule.label}${rule.before}${rule.after}`;
}
