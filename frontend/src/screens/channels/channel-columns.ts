import type { ChannelScore } from '@solana-hub/contracts';
import { formatMultiple, formatShare } from '../../format/figures';
import { formatMinutes } from '../../format/time';
import type { ChannelSortKey } from './channel-sort';

export interface ChannelColumn {
  key: ChannelSortKey;
  label: string;
  /** What the figure is, in the trader's words (the header's tooltip). */
  title: string;
  show: (channel: ChannelScore) => string;
}

/** The figures of a chat, in the order the table's columns and the cards show them. */
export const CHANNEL_COLUMNS: readonly ChannelColumn[] = [
  {
    key: 'calls',
    label: 'Calls',
    title: 'Tokens the chat called (its first message about each) in the period',
    show: (c) => String(c.calls),
  },
  {
    key: 'hit_rate_2x',
    label: 'Hit 2x',
    title: 'Share of calls whose market cap reached twice the one at the call within 24 h',
    show: (c) => formatShare(c.hit_rate_2x),
  },
  { key: 'hit_rate_5x', label: 'Hit 5x', title: 'Share of calls that reached 5x within 24 h', show: (c) => formatShare(c.hit_rate_5x) },
  {
    key: 'median_multiple',
    label: 'Median',
    title: 'Median multiple: the highest market cap within 7 days after the call over the one at the call',
    show: (c) => formatMultiple(c.median_multiple),
  },
  { key: 'best_multiple', label: 'Best', title: 'Best multiple within 7 days', show: (c) => formatMultiple(c.best_multiple) },
  {
    key: 'median_minutes_to_2x',
    label: 'To 2x',
    title: 'Median time from the call to 2x, of the calls that got there',
    show: (c) => formatMinutes(c.median_minutes_to_2x),
  },
  {
    key: 'fell_half_share',
    label: 'Fell 50%',
    title: 'Share of calls that fell to half of the market cap at the call before rising to their peak',
    show: (c) => formatShare(c.fell_half_share),
  },
  {
    key: 'first_caller_share',
    label: 'First',
    title: 'Share of its calls where this chat called the token before any other chat',
    show: (c) => formatShare(c.first_caller_share),
  },
  {
    key: 'median_minutes_behind_first',
    label: 'Behind',
    title: 'Median time behind the first chat that called the token (0 when first)',
    show: (c) => formatMinutes(c.median_minutes_behind_first),
  },
];
