import { describe, expect, it } from '@jest/globals';
import { backfillLabel, backfillPeriods } from './backfill-periods';

describe('backfillPeriods', () => {
  it('offers 1 h, 6 h, 24 h, 3 days, 7 days and none, marking the server default', () => {
    expect(backfillPeriods(24)).toEqual([
      { hours: 1, label: '1 h' },
      { hours: 6, label: '6 h' },
      { hours: 24, label: '24 h (default)' },
      { hours: 72, label: '3 days' },
      { hours: 168, label: '7 days' },
      { hours: 0, label: 'None: only new messages' },
    ]);
  });

  it('adds a default that is none of them in its place', () => {
    expect(backfillPeriods(12).map((period) => period.label)).toEqual([
      '1 h',
      '6 h',
      '12 h (default)',
      '24 h',
      '3 days',
      '7 days',
      'None: only new messages',
    ]);
    expect(backfillPeriods(720).at(-2)).toEqual({ hours: 720, label: '30 days (default)' });
    expect(backfillPeriods(0).at(-1)).toEqual({ hours: 0, label: 'None: only new messages (default)' });
    expect(backfillPeriods(0)).toHaveLength(6);
  });
});

describe('backfillLabel', () => {
  it('says hours below two days, days from there on when whole', () => {
    expect([1, 36, 48, 50, 72, 168].map(backfillLabel)).toEqual(['1 h', '36 h', '2 days', '50 h', '3 days', '7 days']);
  });
});
