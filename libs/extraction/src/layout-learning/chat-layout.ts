import { learnLayout, type KnownTokenValues, type LayoutLesson } from './learn-layout.js';
import { layoutMessage } from './layout-lines.js';
import { LAYOUT_FIELDS, type LayoutField, type LayoutRuleCounts } from './layout-rule.js';
import { agrees } from './layout-values.js';
import { readWithLayout } from './read-with-layout.js';

/** A token's name, symbol and market cap as one message gives them. */
export type TokenFields = KnownTokenValues;

/** What reading one message with its chat's layout gave. */
export interface ChatLayoutResult {
  /** the fields, the learned layout's where it is trusted and read one, else the generic reader's */
  fields: TokenFields;
  /** the fields the learned layout gave */
  fromLayout: LayoutField[];
  /** what the message teaches the layout (nothing without known values) */
  lesson: LayoutLesson;
  /** of the fields the layout read and whose value is known, how many it read right */
  compared: number;
  agreed: number;
}

export interface ChatLayoutInput {
  text: string;
  /** the token's address as the generic reader found it: lines may be counted from its line */
  address: string | null;
  /** the generic reader's fields (readAlert) */
  generic: TokenFields;
  /** the token's values known apart from this chat; null when nothing is known */
  known: KnownTokenValues | null;
  /** the chat's rules learned so far */
  rules: readonly LayoutRuleCounts[];
  /** false when the trader switched the chat's learned layout off: it still learns, but reads nothing */
  enabled: boolean;
}

/**
 * One message of a chat read with the chat's learned layout, weighed against the generic reader:
 * a field the layout reads with a trusted rule (isTrusted: it agreed with known values often
 * enough, and seldom differed) is the layout's; any other is the generic reader's. A message
 * whose token is known also teaches the layout (learnLayout) and checks it.
 */
export function readWithChatLayout({ text, address, generic, known, rules, enabled }: ChatLayoutInput): ChatLayoutResult {
  const message = layoutMessage(text, address);
  const readings = enabled ? readWithLayout(message, rules) : {};
  const fields: TokenFields = { ...generic };
  const fromLayout: LayoutField[] = [];
  let compared = 0;
  let agreed = 0;
  for (const field of LAYOUT_FIELDS) {
    const reading = readings[field];
    if (reading === undefined) continue;
    fromLayout.push(field);
    if (field === 'marketCap') fields.marketCap = typeof reading.value === 'number' ? reading.value : fields.marketCap;
    else fields[field] = typeof reading.value === 'string' ? reading.value : fields[field];
    const knownValue = known?.[field] ?? null;
    if (knownValue === null) continue;
    compared += 1;
    if (agrees(reading.value, knownValue)) agreed += 1;
  }
  const lesson = known === null ? { agreed: [], disagreed: [] } : learnLayout(message, known, rules);
  return { fields, fromLayout, lesson, compared, agreed };
}
