import type { Token } from '@solana-hub/contracts';

/**
 * The dashboard's channel filter: only the tokens that at least one of the chosen
 * chats called. Matched in the browser against each token's caller_chat_ids, which the list
 * polls already carry: a filter on the server would split the polls' shared answers, one per
 * choice of channels.
 */

/** Whether one of these chats called the token; every token when none is chosen. */
export function calledByAny(token: Pick<Token, 'caller_chat_ids'>, chatIds: ReadonlySet<string>): boolean {
  return chatIds.size === 0 || token.caller_chat_ids.some((chatId) => chatIds.has(chatId));
}

/** The tokens one of these chats called; the list itself when none is chosen. */
export function tokensCalledBy<T extends Pick<Token, 'caller_chat_ids'>>(tokens: readonly T[], chatIds: readonly string[]): readonly T[] {
  if (chatIds.length === 0) return tokens;
  const chosen = new Set(chatIds);
  return tokens.filter((token) => calledByAny(token, chosen));
}

/** A chat the picker offers: its title (null when unknown) and how many of the listed tokens it called. */
export interface ChannelOption {
  chatId: string;
  title: string | null;
  tokens: number;
}

/**
 * The picker's chats: every chat that called a listed token or that the Channels answer names
 * (a chat whose tokens are all archived still has calls), and the chosen ones even when neither
 * knows them (a shared link), so they can be taken out. Most tokens first, then by name.
 */
export function channelOptions(
  tokens: readonly Pick<Token, 'caller_chat_ids'>[],
  channels: readonly { chat_id: string; chat_title: string | null }[],
  chosen: readonly string[],
): ChannelOption[] {
  const options = new Map<string, ChannelOption>();
  const option = (chatId: string) => {
    let found = options.get(chatId);
    if (!found) {
      found = { chatId, title: null, tokens: 0 };
      options.set(chatId, found);
    }
    return found;
  };
  for (const token of tokens) for (const chatId of token.caller_chat_ids) option(chatId).tokens += 1;
  for (const channel of channels) option(channel.chat_id).title ??= channel.chat_title;
  for (const chatId of chosen) option(chatId);
  return [...options.values()].sort((a, b) => b.tokens - a.tokens || channelName(a).localeCompare(channelName(b)));
}

/** How the picker names a chat: its title, else its id. */
export const channelName = (option: Pick<ChannelOption, 'chatId' | 'title'>): string => option.title ?? option.chatId;

/** The options whose name or chat id holds the search text, in any case. */
export function matchingChannels(options: readonly ChannelOption[], search: string): readonly ChannelOption[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return options;
  return options.filter((option) => channelName(option).toLowerCase().includes(wanted) || option.chatId.toLowerCase().includes(wanted));
}

/** The chosen chats with this one added, or taken out when it was chosen. */
export function toggleChannel(chosen: readonly string[], chatId: string): string[] {
  return chosen.includes(chatId) ? chosen.filter((id) => id !== chatId) : [...chosen, chatId];
}
