import { CHANNEL_FIGURES, type ChannelScore } from '@solana-hub/contracts';

/** The columns the Channels table sorts by: every figure, and the chat's name. */
export const CHANNEL_SORT_KEYS = ['chat_title', ...CHANNEL_FIGURES] as const;
export type ChannelSortKey = (typeof CHANNEL_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The order a column sorts in first: for times and falls, less is better, so ascending. */
export function firstOrderOf(key: ChannelSortKey): SortOrder {
  return key === 'chat_title' || key === 'median_minutes_to_2x' || key === 'median_minutes_behind_first' || key === 'fell_half_share'
    ? 'asc'
    : 'desc';
}

/**
 * The rows sorted by one column; a row without the figure goes last in either order (no data
 * is neither good nor bad), then by calls, then by chat id so the order is stable.
 */
export function sortChannels(channels: readonly ChannelScore[], key: ChannelSortKey, order: SortOrder): ChannelScore[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...channels].sort((a, b) => {
    const [x, y] = [valueOf(a, key), valueOf(b, key)];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y)) * direction;
    }
    return b.calls - a.calls || a.chat_id.localeCompare(b.chat_id);
  });
}

/** A chat without a title sorts by its id, as the table shows it. */
const valueOf = (channel: ChannelScore, key: ChannelSortKey): string | number | null =>
  key === 'chat_title' ? (channel.chat_title ?? channel.chat_id).toLowerCase() : channel[key];
