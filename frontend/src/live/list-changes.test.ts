import { describe, expect, it } from '@jest/globals';
import { withLatestMessageChanges, withMessagesByTokenChanges, withTokenListChanges, type AlertMessage } from '@solana-hub/contracts';
import { ADDRESS_A, ADDRESS_B, aToken, anAlertMessage } from '../testing/fixtures';

const versions = { since: '100', version: '120' };
const ADDRESS_C = 'C'.repeat(44);
const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

describe('withTokenListChanges', () => {
  const a = aToken({ first_seen: at(1) });
  const b = aToken({ token_address: ADDRESS_B, first_seen: at(2) });

  it("replaces a changed token's row where it stands and puts a new one in the list's order", () => {
    const c = aToken({ token_address: ADDRESS_C, first_seen: at(3) });
    const changedA = { ...a, current_market_cap: 999 };
    const next = withTokenListChanges([b, a], { ...versions, tokens: [changedA, c], removed: [] });
    expect(next).toEqual([c, b, changedA]);
  });

  it('drops archived and deleted tokens, ignoring addresses it does not hold', () => {
    const next = withTokenListChanges([b, a], { ...versions, tokens: [], removed: [ADDRESS_B, ADDRESS_C] });
    expect(next).toEqual([a]);
  });

  it('puts a token whose first sighting moved back (a rebuild) where a fresh load has it', () => {
    const next = withTokenListChanges([b, a], { ...versions, tokens: [{ ...b, first_seen: at(0) }], removed: [] });
    expect(next.map((token) => token.token_address)).toEqual([ADDRESS_A, ADDRESS_B]);
  });

  it('keeps the held row over an older one, and of one token sent twice the newer', () => {
    const held = { ...a, current_market_cap: 2, last_updated: at(10) };
    const older = { ...a, current_market_cap: 1, last_updated: at(9) };
    expect(withTokenListChanges([b, held], { ...versions, tokens: [older], removed: [] })).toEqual([b, held]);
    const newer = { ...b, current_market_cap: 3, last_updated: at(12) };
    const newest = { ...b, current_market_cap: 4, last_updated: at(13) };
    expect(withTokenListChanges([b, a], { ...versions, tokens: [newest, newer], removed: [] })).toEqual([newest, a]);
  });

  it('orders many changes into a long list as a fresh load does, and keeps the list when nothing changed', () => {
    const address = (n: number) => `T${String(n).padStart(43, '0')}`;
    const tokenAt = (n: number, minute: number) => aToken({ token_address: address(n), first_seen: at(minute) });
    // Newest first seen first, ties by address, as the server lists them.
    const held = Array.from({ length: 40 }, (_, n) => tokenAt(n, 59 - Math.floor(n / 2)));
    const changed = [
      tokenAt(40, 45),
      tokenAt(41, 59),
      { ...held[7]!, current_market_cap: 5 },
      tokenAt(42, 0),
      { ...held[3]!, first_seen: at(1) },
    ];
    const next = withTokenListChanges(held, { ...versions, tokens: changed, removed: [address(10), address(11)] });
    const byAddress = new Map([...held, ...changed].map((token) => [token.token_address, token]));
    const fresh = [...byAddress.values()]
      .filter((token) => token.token_address !== address(10) && token.token_address !== address(11))
      .sort((x, y) => Date.parse(y.first_seen) - Date.parse(x.first_seen) || (x.token_address < y.token_address ? -1 : 1));
    expect(next).toEqual(fresh);
    expect(withTokenListChanges(held, { ...versions, tokens: [], removed: [] })).toBe(held);
  });
});

describe('withLatestMessageChanges', () => {
  it("takes the server's latest message of each changed token and drops the emptied ones", () => {
    const old = anAlertMessage({ id: 1 });
    const newer = anAlertMessage({ id: 2, message_text: 'newer' });
    const ofB = anAlertMessage({ id: 3, token_address: ADDRESS_B });
    const next = withLatestMessageChanges(
      { [ADDRESS_A]: old, [ADDRESS_B]: ofB },
      { ...versions, messages: { [ADDRESS_A]: newer }, removed: [ADDRESS_B] },
    );
    expect(next).toEqual({ [ADDRESS_A]: newer });
  });
});

describe('withMessagesByTokenChanges', () => {
  const message = (id: number, address: string, minute: number): AlertMessage =>
    anAlertMessage({ id, message_id: String(id), token_address: address, timestamp: at(minute) });

  it('takes whole lists as they come (a token with new messages, one back from the archive) and drops removed tokens', () => {
    const [a1, a2, b1, c1] = [message(1, ADDRESS_A, 1), message(4, ADDRESS_A, 4), message(2, ADDRESS_B, 2), message(3, ADDRESS_C, 3)];
    const next = withMessagesByTokenChanges(
      { [ADDRESS_A]: [a1], [ADDRESS_B]: [b1] },
      { ...versions, tokens: { [ADDRESS_A]: [a2], [ADDRESS_C]: [c1] }, removed: [ADDRESS_B] },
    );
    expect(next).toEqual({ [ADDRESS_A]: [a2], [ADDRESS_C]: [c1] });
  });
});
