import { CHANNEL_PERIODS, DEFAULT_CHANNEL_PERIOD, type ChannelPeriod } from '@solana-hub/contracts';
import { choiceField, textField, type UrlFields } from '../../app/url-state';
import { CHANNEL_SORT_KEYS, type ChannelSortKey, type SortOrder } from './channel-sort';

/** What /channels shows, as its URL writes it: ?period=30d&sortBy=hit_rate_2x&sortOrder=desc&chat=-100… */
export interface ChannelsView {
  period: ChannelPeriod;
  sortBy: ChannelSortKey;
  sortOrder: SortOrder;
  /** The chat whose calls are open; '' = none. */
  chat: string;
}

export const channelsViewFields: UrlFields<ChannelsView> = {
  period: choiceField(CHANNEL_PERIODS),
  sortBy: choiceField(CHANNEL_SORT_KEYS),
  sortOrder: choiceField(['asc', 'desc']),
  chat: textField,
};

export const defaultChannelsView: ChannelsView = { period: DEFAULT_CHANNEL_PERIOD, sortBy: 'calls', sortOrder: 'desc', chat: '' };

export const periodLabels: Record<ChannelPeriod, string> = { '24h': '24 h', '7d': '7 days', '30d': '30 days', all: 'All' };
