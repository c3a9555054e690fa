/**
 * The message-type filter's labels, in the order it shows them. The filter groups the message
 * types under them; 'All' (shown first) is the filter with nothing chosen.
 */
export const MESSAGE_TYPE_LABELS = [
  'Trading',
  'Whale Alerts',
  'Security',
  'Cabal',
  'Analysis',
  'Social',
  'Trending',
  'Calls',
  'Recommendations',
  'Launch',
  'Curated',
  'Smart Money',
  'Volume',
  'Activity',
  'Volume Alert',
  'PumpFun',
  'Promotions',
] as const;
export type MessageTypeLabel = (typeof MESSAGE_TYPE_LABELS)[number];

/** The built-in message types, in the filter's order, each under the label that says what it is. */
const KNOWN_TYPES: ReadonlyArray<readonly [type: string, label: MessageTypeLabel]> = [
  ['pumpfun_volume', 'PumpFun'],
  ['pumpfun_new_alert', 'PumpFun'],
  ['trenchRadar_pumpfun', 'PumpFun'],
  ['insider', 'Smart Money'],
  ['cabal_fomo', 'Cabal'],
  ['cabal_analysis', 'Cabal'],
  ['curated', 'Curated'],
  ['call_analyzer', 'Calls'],
  ['trench_radar', 'Trending'],
  ['volume_alert', 'Volume Alert'],
  // A push chat is where callers push (promote) their picks.
  ['jokel_push_chat', 'Promotions'],
];
const knownLabels = new Map(KNOWN_TYPES);
const knownOrder = new Map(KNOWN_TYPES.map(([type], index) => [type, index]));

/**
 * Words in the name of any other type (a user's template names its type) that say its label;
 * the first that matches wins, so the narrower words come before the wider ('volume alert'
 * before 'volume'). A name none of them matches is a trading alert.
 */
const LABEL_WORDS: ReadonlyArray<readonly [RegExp, MessageTypeLabel]> = [
  [/pump/, 'PumpFun'],
  [/cabal/, 'Cabal'],
  [/whale/, 'Whale Alerts'],
  [/secur|rug|scan|audit|honeypot|risk/, 'Security'],
  [/smart|insider|kol|wallet/, 'Smart Money'],
  [/vol(ume)? alert/, 'Volume Alert'],
  [/\bvol(ume)?\b/, 'Volume'],
  [/trend|radar/, 'Trending'],
  [/\bcall/, 'Calls'],
  [/analy/, 'Analysis'],
  [/curat/, 'Curated'],
  [/recommend|pick|signal|\bgems?\b/, 'Recommendations'],
  [/launch|\bnew\b|migrat|bond|listing/, 'Launch'],
  [/social|twitter|tweet|telegram|\btg\b|\bx\b|community/, 'Social'],
  [/promo|push|shill|sponsor|\bads?\b/, 'Promotions'],
  [/activ|\bbuys?\b|\bsells?\b|swap|flow/, 'Activity'],
];

/** A type's name as words: 'trenchRadar_pumpfun' reads 'trench radar pumpfun'. */
const wordsOf = (type: string) =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\W]+/g, ' ')
    .toLowerCase();

/** The filter label a message type comes under. */
export function messageTypeLabel(type: string): MessageTypeLabel {
  const words = wordsOf(type);
  return knownLabels.get(type) ?? LABEL_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'Trading';
}

export interface MessageTypeGroup {
  label: MessageTypeLabel;
  messageTypes: readonly string[];
}

/** The built-in types in their order, then the others by name. */
function byListOrder(a: string, b: string): number {
  const [orderA, orderB] = [knownOrder.get(a) ?? Infinity, knownOrder.get(b) ?? Infinity];
  return orderA !== orderB ? orderA - orderB : a.localeCompare(b);
}

/**
 * The filter's groups: the built-in types and every type some token came with (GET
 * /api/message-type-stats), each under its label, the labels in MESSAGE_TYPE_LABELS order; a label
 * without types is left out.
 */
export function messageTypeGroups(stats: Readonly<Record<string, number>>): MessageTypeGroup[] {
  const types = [...new Set([...knownLabels.keys(), ...Object.keys(stats)])].sort(byListOrder);
  return MESSAGE_TYPE_LABELS.flatMap((label) => {
    const messageTypes = types.filter((type) => messageTypeLabel(type) === label);
    return messageTypes.length > 0 ? [{ label, messageTypes }] : [];
  });
}

/** Every type the filter offers. */
export function filterableMessageTypes(groups: readonly MessageTypeGroup[]): string[] {
  return groups.flatMap((group) => group.messageTypes);
}

/**
 * The message types to ask GET /api/tokens for: none selected and all offered selected both
 * mean every type, sent as no filter at all.
 */
export function messageTypesToRequest(selected: readonly string[], offered: readonly string[]): readonly string[] {
  const chosen = new Set(selected);
  return offered.every((type) => chosen.has(type)) ? [] : [...chosen];
}

/** The selection with one type switched on or off. */
export function toggleMessageType(selected: readonly string[], messageType: string): string[] {
  return selected.includes(messageType) ? selected.filter((type) => type !== messageType) : [...selected, messageType];
}

/** The selection with a whole group switched: on when any of its types is off, else off. */
export function toggleMessageTypeGroup(selected: readonly string[], group: MessageTypeGroup): string[] {
  const groupTypes: readonly string[] = group.messageTypes;
  const allOn = groupTypes.every((type) => selected.includes(type));
  if (allOn) return selected.filter((type) => !groupTypes.includes(type));
  return [...selected, ...groupTypes.filter((type) => !selected.includes(type))];
}

/** Tokens a group brought, from GET /api/message-type-stats (type → token count). */
export function groupTokenCount(group: MessageTypeGroup, stats: Readonly<Record<string, number>>): number {
  return group.messageTypes.reduce((sum, type) => sum + (stats[type] ?? 0), 0);
}
