import { describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import fc from 'fast-check';
import { isEvmAddress, isSolanaAddress } from './solana-address.js';

describe('isSolanaAddress', () => {
  it.each([
    '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump',
    '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz',
    '1EnrUbYBagx1Lk86Ta9BXxknFFnGQuzX5cu5ByPrB7J',
    '11111111111111111111111111111111',
  ])('accepts the 32-byte key %s', (address) => {
    expect(isSolanaAddress(address)).toBe(true);
  });

  it.each([
    ['laughter that is valid base58 but only 25 bytes', 'hahahahahahahahahahahahahahahahaha'],
    ['a word run of 44 that decodes to 33 bytes', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['too short', '13hhdUPfqFvwTPhqWGgz'],
    ['too long', '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pumpX'],
    ['characters outside base58 (0, O, I, l)', '0OIl8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRN'],
    ['surrounding spaces', ' 8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz'],
    ['an EVM address', '0xbb79470e87b3a3a55bd2ac6b63d7d07442896c12'],
    ['empty', ''],
  ])('rejects %s', (_why, address) => {
    expect(isSolanaAddress(address)).toBe(false);
  });
});

describe('isEvmAddress', () => {
  it.each(['0xbb79470e87b3a3a55bd2ac6b63d7d07442896c12', '0xDC68cf4cb80284F9a355c406e3350886efd2dc13'])('accepts %s', (address) => {
    expect(isEvmAddress(address)).toBe(true);
  });

  it.each([
    '0xbb79470e87b3a3a55bd2ac6b63d7d07442896c1',
    '0xbb79470e87b3a3a55bd2ac6b63d7d07442896c123',
    '0xzz79470e87b3a3a55bd2ac6b63d7d07442896c12',
    'bb79470e87b3a3a55bd2ac6b63d7d07442896c12',
    '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz',
  ])('rejects %s', (address) => {
    expect(isEvmAddress(address)).toBe(false);
  });
});

describe('isSolanaAddress against a full base58 decode', () => {
  const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const reference = (s: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s) && bs58.decodeUnsafe(s)?.length === 32;

  it('agrees with bs58 on random base58 text of 30 to 46 characters, leading 1s included', () => {
    const digit = fc.constantFrom(...BASE58);
    const text = fc
      .tuple(fc.nat(12), fc.array(digit, { minLength: 18, maxLength: 46 }))
      .map(([ones, rest]) => ('1'.repeat(ones) + rest.join('')).slice(0, 46));
    fc.assert(
      fc.property(text, (s) => expect(isSolanaAddress(s)).toBe(reference(s))),
      { numRuns: 5_000 },
    );
  });

  it('agrees on the edges of 32 bytes', () => {
    for (const s of [
      '1'.repeat(32),
      '1'.repeat(31) + 'z',
      'z'.repeat(43),
      'z'.repeat(44),
      '2'.repeat(44),
      `${'1'.repeat(10)}${'z'.repeat(34)}`,
    ]) {
      expect([s, isSolanaAddress(s)]).toEqual([s, reference(s)]);
    }
  });
});
