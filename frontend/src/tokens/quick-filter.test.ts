import { describe, expect, it } from '@jest/globals';
import { aToken } from '../testing/fixtures';
import { isPumpfunToken } from './pumpfun';
import { applyQuickFilter, quickFilterCounts } from './quick-filter';

const pumpVolume = aToken({ token_address: 'AbcPumpVol', first_message_type: 'pumpfun_volume' });
const pumpNew = aToken({ token_address: 'AbcNew', first_message_type: 'pumpfun_new_alert' });
const volumeOnPump = aToken({ token_address: 'Abc123pump', first_message_type: 'volume_alert' });
const volumeElsewhere = aToken({ token_address: 'Abc123bonk', first_message_type: 'volume_alert' });
const insiderOnPump = aToken({ token_address: 'Xyz456pump', first_message_type: 'insider' });
const tokens = [pumpVolume, pumpNew, volumeOnPump, volumeElsewhere, insiderOnPump];

describe('isPumpfunToken', () => {
  it('is true for tokens a pump.fun alert brought', () => {
    expect(isPumpfunToken(pumpVolume)).toBe(true);
    expect(isPumpfunToken(pumpNew)).toBe(true);
  });

  it("is true for a volume alert only when the address contains 'pump'", () => {
    expect(isPumpfunToken(volumeOnPump)).toBe(true);
    expect(isPumpfunToken(volumeElsewhere)).toBe(false);
  });

  it("is true for an unrecognised alert whose address ends in 'pump' or that links to pump.fun", () => {
    expect(isPumpfunToken(aToken({ token_address: 'Abc123pump', first_message_type: 'unknown' }))).toBe(true);
    expect(isPumpfunToken(aToken({ token_address: 'Abc123', first_message_type: 'unknown' }))).toBe(false);
    const launch = [{ label: 'Pump', url: 'https://pump.fun/coin/Abc123' }];
    expect(isPumpfunToken(aToken({ token_address: 'Abc123', first_message_type: 'unknown' }), launch)).toBe(true);
  });

  it('is false for other first message types, whatever the address', () => {
    expect(isPumpfunToken(insiderOnPump)).toBe(false);
    expect(isPumpfunToken(aToken({ first_message_type: 'trenchRadar_pumpfun' }))).toBe(false);
  });
});

describe('quick filters', () => {
  it('count all, Pumpfun and Non-Pumpfun tokens', () => {
    expect(quickFilterCounts(tokens)).toEqual({ all: 5, pumpfun: 3, nonPumpfun: 2 });
    expect(quickFilterCounts([])).toEqual({ all: 0, pumpfun: 0, nonPumpfun: 0 });
  });

  it('keep the matching tokens in their order', () => {
    expect(applyQuickFilter(tokens, 'all')).toBe(tokens);
    expect(applyQuickFilter(tokens, 'pumpfun')).toEqual([pumpVolume, pumpNew, volumeOnPump]);
    expect(applyQuickFilter(tokens, 'nonPumpfun')).toEqual([volumeElsewhere, insiderOnPump]);
  });
});
