import { describe, expect, it } from '@jest/globals';
import { aToken } from '../../testing/fixtures';
import { alertFigureRows } from './alert-figures';

const at = '2026-03-01T12:00:00.000Z';
const pair = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';

describe('alertFigureRows', () => {
  it('shows each stated figure with when it was stated, dev holdings above 10 % red, and the pair an alert named', () => {
    const token = aToken({
      pair_address: pair,
      figures: { liquidity_usd: { value: 14_100, at }, dev_holdings_percentage: { value: 14, at } },
    });
    expect(alertFigureRows(token, (iso) => `at ${iso}`)).toEqual([
      { label: 'Liquidity', value: '$14.1K', tone: 'neutral', note: `stated at ${at}` },
      { label: 'Dev Holdings', value: '14%', tone: 'bad', note: `stated at ${at}` },
      { label: 'Pair', value: '3TksaC…75ot', tone: 'neutral', note: 'named by an alert' },
    ]);
  });

  it('has nothing to show for a token whose alerts stated nothing', () => {
    expect(alertFigureRows(aToken(), String)).toEqual([]);
  });
});
