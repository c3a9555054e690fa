import { builtInTemplates, UNKNOWN_MESSAGE_TYPE } from '@solana-hub/extraction';
import type { SelectOption } from '../../ui/select';

/**
 * Every message type the tracer can filter on: the built-in ones (the pump.fun types among
 * them), the trader's own templates (whose names are their types), then 'unknown', the type of a
 * message no template recognised. A stored copy of a built-in is listed once.
 */
export function tracerTypeOptions(templates: readonly { name: string; display_name: string }[]): SelectOption<string>[] {
  const types = new Map<string, string>();
  for (const { name, display_name } of [...builtInTemplates, ...byName(templates)]) if (!types.has(name)) types.set(name, display_name);
  types.set(UNKNOWN_MESSAGE_TYPE, 'Unknown (no template matched)');
  return [{ value: 'all', label: 'All Types' }, ...Array.from(types, ([value, label]) => ({ value, label }))];
}

const byName = <T extends { display_name: string }>(templates: readonly T[]) =>
  [...templates].sort((a, b) => a.display_name.localeCompare(b.display_name));

/** The chats the tracer can filter on, by title (by id while a chat has none). */
export function tracerChannelOptions(chats: readonly { chat_id: string; title: string | null }[]): SelectOption<string>[] {
  return [{ value: 'all', label: 'All Channels' }, ...chats.map((chat) => ({ value: chat.chat_id, label: chat.title ?? chat.chat_id }))];
}
