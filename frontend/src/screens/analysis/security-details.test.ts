import { describe, expect, it } from '@jest/globals';
import { aReport } from './analysis-report.fixture';
import { devHoldingsLimitPercent, holdingTone, securityDetailRows, topHoldersLimitPercent } from './security-details';

const details = aReport().security.details;
const rowOf = (rows: ReturnType<typeof securityDetailRows>, label: string) => rows.find((row) => row.label === label);

describe('holdingTone', () => {
  it('shows top-10 holders above 50% red, otherwise green', () => {
    expect(holdingTone(50.01, topHoldersLimitPercent)).toBe('bad');
    expect(holdingTone(50, topHoldersLimitPercent)).toBe('good');
    expect(holdingTone(12, topHoldersLimitPercent)).toBe('good');
  });

  it('shows dev holdings above 10% red, otherwise green', () => {
    expect(holdingTone(10.5, devHoldingsLimitPercent)).toBe('bad');
    expect(holdingTone(10, devHoldingsLimitPercent)).toBe('good');
  });

  it('leaves an unknown share uncoloured', () => {
    expect(holdingTone(null, topHoldersLimitPercent)).toBe('neutral');
  });
});

describe('securityDetailRows', () => {
  it('lists every security fact in order', () => {
    expect(securityDetailRows(details).map((row) => row.label)).toEqual([
      'Honeypot',
      'Rug Pull Risk',
      'Liquidity Locked',
      'Ownership Renounced',
      'Can Mint',
      'Can Freeze',
      'Top 10 Holders',
      'Dev Holdings',
    ]);
  });

  it('marks each yes/no by whether it is the safe answer', () => {
    const rows = securityDetailRows(details);
    expect(rowOf(rows, 'Honeypot')).toEqual({ label: 'Honeypot', value: 'No', tone: 'good' });
    expect(rowOf(rows, 'Rug Pull Risk')).toEqual({ label: 'Rug Pull Risk', value: 'Yes', tone: 'bad' });
    expect(rowOf(rows, 'Liquidity Locked')).toEqual({ label: 'Liquidity Locked', value: 'Yes', tone: 'good' });
    expect(rowOf(rows, 'Ownership Renounced')).toEqual({ label: 'Ownership Renounced', value: 'No', tone: 'bad' });
    expect(rowOf(rows, 'Can Mint')?.tone).toBe('bad');
    expect(rowOf(rows, 'Can Freeze')?.tone).toBe('good');
  });

  it('says Unknown for what nobody checked, neither green nor red', () => {
    const rows = securityDetailRows({ ...details, canMint: true, canFreeze: true, unknown: ['canMint', 'canFreeze', 'isHoneypot'] });
    for (const label of ['Can Mint', 'Can Freeze', 'Honeypot'])
      expect(rowOf(rows, label)).toEqual({ label, value: 'Unknown', tone: 'neutral' });
    expect(rowOf(rows, 'Rug Pull Risk')).toEqual({ label: 'Rug Pull Risk', value: 'Yes', tone: 'bad' });
  });

  it('shows holder shares as percents coloured by their limits', () => {
    const rows = securityDetailRows(details);
    expect(rowOf(rows, 'Top 10 Holders')).toEqual({ label: 'Top 10 Holders', value: '62%', tone: 'bad' });
    expect(rowOf(rows, 'Dev Holdings')).toEqual({ label: 'Dev Holdings', value: '4.5%', tone: 'good' });
    const unknown = securityDetailRows({ ...details, topHoldersPercent: null });
    expect(rowOf(unknown, 'Top 10 Holders')).toEqual({ label: 'Top 10 Holders', value: 'N/A', tone: 'neutral' });
  });
});
