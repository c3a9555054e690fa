import { describe, expect, it } from '@jest/globals';
import { ADDRESS_A } from '../testing/fixtures';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters of a long address', () => {
    expect(shortenAddress(ADDRESS_A)).toBe('7GCihg…W2hr');
    expect(shortenAddress('0x6982508145454ce325ddbe47a25d4ec3d2311933')).toBe('0x6982…1933');
    expect(shortenAddress('1'.repeat(32))).toBe('111111…1111');
  });

  it('leaves text that is not a 32-44 character address alone', () => {
    expect(shortenAddress('abc123')).toBe('abc123');
    expect(shortenAddress('1'.repeat(31))).toBe('1'.repeat(31));
    expect(shortenAddress('1'.repeat(45))).toBe('1'.repeat(45));
    expect(shortenAddress('not an address, just a long sentence')).toBe('not an address, just a long sentence');
  });
});
