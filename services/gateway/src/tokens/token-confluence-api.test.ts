import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { readJson } from '@solana-hub/testing';
import { refreshChannelCalls, storeAlerts, storeConfluenceScores } from '@solana-hub/db';
import { tokenSchema, type Token } from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { ALPHA, BETA, TOKEN_X, TOKEN_Y, ago, callAlert } from '../channels/call-alert.fixture.js';

// Tokens in /api/tokens carry confluence_score and callers, in whole lists and in
// the delta polls' changes, through the real gateway on a real PostgreSQL.

const gateway = gatewayForTests('confluence password');
const get = (path: string) => fetch(`${gateway.base}${path}`, { headers: { cookie: gateway.cookie } });

const changesSchema = z.object({ tokens: z.array(tokenSchema) });
let version: string;

beforeAll(async () => {
  // The version before the calls: the writers keep callers right as they store, so the tokens
  // change after it whatever the analyzer's pass then writes.
  const first = await get('/api/tokens');
  version = first.headers.get('x-dashboard-version') ?? '0';
  await first.arrayBuffer();
  // X two days ago: Alpha first at 10k, Beta 5 minutes later at 15k, 30k an hour after (both hit 2x).
  // Y in the last hour: Beta at 20k, Alpha 30 minutes later at 50k (Beta's call hit 2x, Alpha's did not).
  await storeAlerts(gateway.database.db, [
    callAlert(ALPHA, TOKEN_X, ago(2 * 24 * 60), 10_000),
    callAlert(BETA, TOKEN_X, ago(2 * 24 * 60 - 5), 15_000),
    callAlert(ALPHA, TOKEN_X, ago(2 * 24 * 60 - 60), 30_000),
    callAlert(BETA, TOKEN_Y, ago(60), 20_000),
    callAlert(ALPHA, TOKEN_Y, ago(30), 50_000),
  ]);
});

const figures = (tokens: readonly Token[]) =>
  Object.fromEntries(tokens.map((token) => [token.token_address, [token.confluence_score, token.callers]]));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt === 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('confluence on /api/tokens', () => {
  it('carries each token’s score and callers once the analyzer’s pass ran, in the changes since an earlier version too', async () => {
    // The analyzer's channel-scores job: the stale calls, then the scores.
    await refreshChannelCalls(gateway.database.db);
    await storeConfluenceScores(gateway.database.db);
    // Alpha's 7-day hit rate 0.5, Beta's 1. Y: Beta first, 1.5; Alpha 30 minutes behind, (0.5 + 0.5) × 0.75; 2.25 → 2.3.
    // X: called two days ago, outside the 24-hour window.
    const expected = { [TOKEN_X]: [0, 2], [TOKEN_Y]: [2.3, 2] };
    const changes = await eventually(
      async () => figures((await readJson(await get(`/api/tokens?since=${version}`), changesSchema)).tokens),
      (value) => value[TOKEN_Y]?.[0] === 2.3,
    );
    expect(changes).toEqual(expected);
    // The whole list is built once per data version, which a replica reads again within a second.
    const whole = await eventually(
      async () => figures(await readJson(await get('/api/tokens'), z.array(tokenSchema))),
      (value) => value[TOKEN_Y]?.[0] === 2.3,
    );
    expect(whole).toEqual(expected);
  });
});
