import { describe, expect, it } from '@jest/globals';
import { alertMessageSchema } from '@solana-hub/contracts';
import { ADDRESS_A, ADDRESS_B, anAlertMessage } from '../testing/fixtures';
import { keyedListSchema, withEntries, withEntry } from './keyed-list';

describe('keyed lists', () => {
  const first = anAlertMessage({ id: 1 });
  const second = anAlertMessage({ id: 2, token_address: ADDRESS_B });

  it("reads the answer's object as a Map by address, validated", () => {
    const list = keyedListSchema(alertMessageSchema).parse({ [ADDRESS_A]: first, [ADDRESS_B]: second });
    expect([...list]).toEqual([
      [ADDRESS_A, first],
      [ADDRESS_B, second],
    ]);
    expect(keyedListSchema(alertMessageSchema).safeParse({ [ADDRESS_A]: { id: 'not a message' } }).success).toBe(false);
  });

  it('writes changes and removals into a new list, leaving the held one as it was', () => {
    const held = new Map([[ADDRESS_A, first]]);
    const next = withEntries(held, { [ADDRESS_B]: second }, [ADDRESS_A]);
    expect([...next]).toEqual([[ADDRESS_B, second]]);
    expect([...held]).toEqual([[ADDRESS_A, first]]);
    expect(withEntries(held, {}, [])).toBe(held);
    const written = withEntry(held, ADDRESS_A, second);
    expect(written.get(ADDRESS_A)).toBe(second);
    expect(held.get(ADDRESS_A)).toBe(first);
  });
});
