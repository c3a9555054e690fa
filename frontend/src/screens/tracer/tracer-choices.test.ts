import { describe, expect, it } from '@jest/globals';
import { tracerChannelOptions, tracerTypeOptions } from './tracer-choices';

describe('tracerTypeOptions', () => {
  it('lists every type: the built-in ones, the trader’s templates, then unknown', () => {
    const options = tracerTypeOptions([
      { name: 'whale_buy', display_name: 'Whale Buy' },
      { name: 'insider', display_name: 'Insider (stored)' },
      { name: 'alpha_feed', display_name: 'Alpha Feed' },
    ]);
    const values = options.map((option) => option.value);
    expect(values[0]).toBe('all');
    expect(values).toEqual(
      expect.arrayContaining(['pumpfun_volume', 'pumpfun_new_alert', 'trenchRadar_pumpfun', 'insider', 'volume_alert']),
    );
    expect(values.slice(-3)).toEqual(['alpha_feed', 'whale_buy', 'unknown']);
    expect(values.filter((value) => value === 'insider')).toHaveLength(1);
    expect(options.find((option) => option.value === 'pumpfun_volume')?.label).toBe('PumpFun Volume');
  });
});

describe('tracerChannelOptions', () => {
  it('names each chat by its title, or by its id while it has none', () => {
    expect(
      tracerChannelOptions([
        { chat_id: '-1001', title: 'Frog Calls' },
        { chat_id: '-1002', title: null },
      ]),
    ).toEqual([
      { value: 'all', label: 'All Channels' },
      { value: '-1001', label: 'Frog Calls' },
      { value: '-1002', label: '-1002' },
    ]);
  });
});
