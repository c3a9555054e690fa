import { describe, expect, it } from '@jest/globals';
import { errorBodySchema, readJson } from '@solana-hub/testing';
import { saveTokenMetadata, storeAlerts } from '@solana-hub/db';
import { alertMessageSchema, tokenFactsSchema, tokenSchema } from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { nthAlert } from '../test-alert.fixture.js';

const gateway = gatewayForTests('token facts password');
const TOKEN = 'Facts111111111111111111111111111111111pump';
const at = new Date(Date.UTC(2026, 3, 1, 9));

const get = (path: string) => fetch(`${gateway.base}${path}`, { headers: { cookie: gateway.cookie } });
const put = (path: string, body: unknown, cookie = gateway.cookie) =>
  fetch(`${gateway.base}${path}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', origin: gateway.base },
    body: JSON.stringify(body),
  });
const storedMessageId = async () =>
  (await gateway.database.db.selectFrom('messages').select('id').where('token_address', '=', TOKEN).executeTakeFirstOrThrow()).id;

describe('a token’s facts and the correction of a message, over HTTP', () => {
  it('says where each field comes from, where a provider disagrees, and takes the trader’s correction', async () => {
    const token = { address: TOKEN, chain: 'solana' as const, name: 'Pepe', symbol: 'PEPE' };
    await storeAlerts(gateway.database.db, [nthAlert('alpha', 1, TOKEN, at, { token, marketCap: 40_000 })]);
    await saveTokenMetadata(gateway.database.db, TOKEN, [{ provider: 'onchain-metadata', name: 'Pepe', symbol: 'PEPE2', at }]);
    const id = await storedMessageId();

    const facts = await readJson(await get(`/api/tokens/${TOKEN}/facts`), tokenFactsSchema);
    expect(facts).toMatchObject({
      symbol: { value: 'PEPE', source: { kind: 'alert', message_id: id, chat_id: 'alpha' } },
      disagreements: ['Alerts say $PEPE; on-chain metadata says $PEPE2'],
    });

    const corrected = await put(`/api/messages/${id}/correction`, { token_symbol: '$PEPE2', market_cap: 42_000 });
    expect(corrected.status).toBe(200);
    expect(await readJson(corrected, alertMessageSchema)).toMatchObject({ id, token_symbol: 'PEPE2', market_cap: 42_000 });

    const after = await readJson(await get(`/api/tokens/${TOKEN}/facts`), tokenFactsSchema);
    expect(after).toMatchObject({
      symbol: { value: 'PEPE2', source: { kind: 'correction', message_id: id } },
      market_cap: { value: 42_000, source: { kind: 'correction' } },
      disagreements: [],
      corrections: [{ message_id: id, token_symbol: 'PEPE2', market_cap: 42_000, token_name: null }],
    });
    expect(await readJson(await get(`/api/tokens/${TOKEN}`), tokenSchema)).toMatchObject({
      token_symbol: 'PEPE2',
      current_market_cap: 42_000,
    });
  });

  it('refuses a bad correction with what is wrong, and answers 404 for an unknown message or token', async () => {
    const id = await storedMessageId();
    const refusals: Array<[unknown, RegExp]> = [
      [{}, /correct at least one/],
      [{ token_symbol: 'TWO WORDS' }, /no spaces/],
      [{ token_symbol: '   ' }, /cannot be empty/],
      [{ token_name: 'x'.repeat(101) }, /at most 100/],
      [{ market_cap: -5 }, /more than 0/],
      [{ market_cap: 1e20 }, /so large a market cap/],
      [{ token_name: 'a\u0000b' }, /NUL/],
      [{ token_name: 'Pepe', extra: 1 }, /extra|Unrecognized/i],
    ];
    for (const [body, reason] of refusals) {
      const answer = await put(`/api/messages/${id}/correction`, body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect((await readJson(answer, errorBodySchema)).error).toMatch(reason);
    }
    expect((await put('/api/messages/abc/correction', { token_name: 'X' })).status).toBe(400);
    expect((await put('/api/messages/2000000000/correction', { token_name: 'X' })).status).toBe(404);
    expect((await get('/api/tokens/Unknown111/facts')).status).toBe(404);
    // Behind the session like every other route.
    expect((await put(`/api/messages/${id}/correction`, { token_name: 'X' }, 'session=none')).status).toBe(401);
  });
});
