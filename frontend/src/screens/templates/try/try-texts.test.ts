import { describe, expect, it } from '@jest/globals';
import type { ReplayProgress, TemplateTryResponse } from '@solana-hub/contracts';
import { fieldChangeText, replayLabel, replayPercent, replayProgressText, replayStallText, scopeText } from './try-texts';

const answer = (read: number, stored: number, replay = 3): TemplateTryResponse => ({
  template_name: 'whale_alert',
  tried_as_enabled: false,
  scope: { read, limit: 5000, stored, from: null, to: null },
  matched: 2,
  released: 1,
  changed: 2,
  chats: [],
  tokens: {
    new: 0,
    name: { gained: 0, changed: 0, lost: 0 },
    symbol: { gained: 0, changed: 0, lost: 0 },
    market_cap: { gained: 0, changed: 0, lost: 0 },
  },
  sample: [],
  replay_ids: Array.from({ length: replay }, (_, index) => index + 1),
});
const progress = (done: number, total: number, extractors: number | null): ReplayProgress => ({
  run: 'mi3k2x-4f09ab',
  total,
  rewritten: done,
  unchanged: 0,
  failed: 0,
  done,
  finished: done >= total,
  extractors,
});

describe('try on history texts', () => {
  it('says how much of the history was read', () => {
    expect(scopeText(answer(5000, 12345))).toBe('the newest 5,000 of 12,345 stored messages');
    expect(scopeText(answer(1, 1))).toBe('all 1 stored message');
  });

  it('says per token field what moves, or a dash', () => {
    expect(fieldChangeText({ gained: 3, changed: 1, lost: 0 })).toBe('3 gain, 1 change');
    expect(fieldChangeText({ gained: 0, changed: 0, lost: 0 })).toBe('—');
  });

  it('labels the replay with its count, saving first in the wizard', () => {
    expect(replayLabel(answer(10, 10, 1), true)).toBe('Save and replay 1 message');
    expect(replayLabel(answer(10, 10, 1200), false)).toBe('Replay 1,200 messages');
  });

  it('shows a replay under way, finished, and stalled without an extractor', () => {
    expect(replayProgressText(progress(1, 4, 1))).toBe('1 of 4 replayed · 1 rewritten, 0 unchanged, 0 failed');
    expect(replayProgressText(progress(4, 4, 1))).toBe('Replayed 4 · 4 rewritten, 0 unchanged, 0 failed');
    expect(replayPercent(progress(1, 4, 1))).toBe(25);
    expect(replayStallText(progress(1, 4, 0))).toMatch(/No extractor is running/);
    expect(replayStallText(progress(1, 4, null))).toBeNull();
  });
});
