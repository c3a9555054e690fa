/** The message-type filter's groups (spec section 2), in the order the dropdown lists them. */
export const messageTypeGroups = [
  { label: 'PumpFun', messageTypes: ['pumpfun_volume', 'pumpfun_new_alert', 'trenchRadar_pumpfun'] },
  { label: 'Insider & Smart Money', messageTypes: ['insider'] },
  { label: 'Cabal Bot', messageTypes: ['cabal_fomo', 'cabal_analysis'] },
  { label: 'Curated & Analyzed', messageTypes: ['curated', 'call_analyzer', 'trench_radar'] },
  { label: 'Volume & Activity', messageTypes: ['volume_alert'] },
  { label: 'Jokel', messageTypes: ['jokel_push_chat'] },
] as const satisfies readonly { label: string; messageTypes: readonly string[] }[];

export type MessageTypeGroup = (typeof messageTypeGroups)[number];

export const filterableMessageTypes: readonly string[] = messageTypeGroups.flatMap((group) => group.messageTypes);

/**
 * The message types to ask GET /api/tokens for: none selected and all selected both mean every
 * type (spec section 5), sent as no filter at all.
 */
export function messageTypesToRequest(selected: readonly string[]): readonly string[] {
  const known = new Set(selected);
  const everyType = filterableMessageTypes.every((type) => known.has(type));
  return everyType ? [] : [...known].filter((type) => filterableMessageTypes.includes(type));
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
