import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { readJson } from '@solana-hub/testing';
import { archiveInactiveTokens, storeAlerts } from '@solana-hub/db';
import { actionDoneSchema, archivedTokensPageSchema, tokenSchema, type ArchivedToken } from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { nthAlert } from '../test-alert.fixture.js';

// Tokens archived for inactivity through the real gateway, over HTTP, on a real PostgreSQL.

/** How often the dashboard polls /api/tokens (every 3 s): a change must show within it. */
const DASHBOARD_POLL_MS = 3_000;
const DAY = 86_400_000;

const gateway = gatewayForTests('archived tokens password');
const get = (path: string) => fetch(`${gateway.base}${path}`, { headers: { cookie: gateway.cookie } });
const post = (path: string) => fetch(`${gateway.base}${path}`, { method: 'POST', headers: { cookie: gateway.cookie } });

let sequence = 0;
const alert = (address: string, at: Date) => nthAlert('archived', ++sequence, address, at);

const dashboard = async () =>
  z
    .array(tokenSchema)
    .parse(await (await get('/api/tokens')).json())
    .map((token) => token.token_address);
const archived = async (): Promise<Map<string, ArchivedToken>> => {
  const page = await readJson(await get('/api/tokens/hidden?limit=200'), archivedTokensPageSchema);
  return new Map(page.tokens.map((token) => [token.token_address, token]));
};

/** The dashboard's tokens once they satisfy `check`, polling as the dashboard does (a replica trusts its fingerprint a moment). */
async function dashboardWithin(check: (addresses: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + DASHBOARD_POLL_MS;
  for (;;) {
    const addresses = await dashboard();
    if (check(addresses) || Date.now() > deadline) return addresses;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('tokens archived for inactivity', () => {
  it('leave the dashboard within its polling interval and are listed as archived for inactivity, apart from the trader’s', async () => {
    await storeAlerts(gateway.database.db, [
      alert('Quiet1', new Date(Date.now() - 10 * DAY)),
      alert('Busy1', new Date()),
      alert('Mine1', new Date()),
    ]);
    expect((await dashboard()).sort()).toEqual(['Busy1', 'Mine1', 'Quiet1']);
    expect(await readJson(await post('/api/tokens/Mine1/archive'), actionDoneSchema)).toEqual({ success: true });

    expect(await archiveInactiveTokens(gateway.database.db, 7)).toBe(1);
    expect(await dashboardWithin((addresses) => !addresses.includes('Quiet1'))).toEqual(['Busy1']);

    const listed = await archived();
    expect(listed.get('Quiet1')).toMatchObject({ hidden: true, archived_reason: 'inactive', latest_message_at: expect.any(String) });
    expect(listed.get('Mine1')).toMatchObject({ hidden: true, archived_reason: 'trader' });
    for (const token of listed.values()) expect(Math.abs(Date.parse(token.archived_at ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('come back with a new alert; the trader’s stays archived', async () => {
    await storeAlerts(gateway.database.db, [alert('Quiet1', new Date()), alert('Mine1', new Date())]);
    expect((await dashboardWithin((addresses) => addresses.includes('Quiet1'))).sort()).toEqual(['Busy1', 'Quiet1']);
    expect([...(await archived()).keys()]).toEqual(['Mine1']);
  });

  it('restore by hand whatever the reason, and stay on the dashboard', async () => {
    await storeAlerts(gateway.database.db, [alert('Quiet2', new Date(Date.now() - 30 * DAY))]);
    expect(await archiveInactiveTokens(gateway.database.db, 7)).toBe(1);
    for (const address of ['Quiet2', 'Mine1']) expect((await post(`/api/tokens/${address}/unarchive`)).status).toBe(200);
    expect(await archiveInactiveTokens(gateway.database.db, 7)).toBe(0);
    expect((await dashboard()).sort()).toEqual(['Busy1', 'Mine1', 'Quiet1', 'Quiet2']);
    expect((await archived()).size).toBe(0);
  });

  it('are described with their reason in the API reference', async () => {
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(await (await get('/api/docs/openapi.json')).json());
    const answer = JSON.stringify(document.paths['/api/tokens/hidden']?.get);
    expect(answer).toContain('"archived_reason"');
    expect(answer).toContain('["trader","inactive"]');
    expect(answer).toContain('"archived_at"');
  });
});
