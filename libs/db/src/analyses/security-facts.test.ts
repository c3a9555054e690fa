import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { analysisReport, createTestDatabase, newAlert, type ReportFacts, type TestDatabase } from '@solana-hub/testing';
import { tokenCalls } from '../channels/call-list.js';
import { refreshChannelCalls } from '../channels/channel-calls.js';
import { storeAlerts } from '../messages/alert-repository.js';
import { up as addSecurityFacts, down as dropSecurityFacts } from '../migrations/0024-token-security-facts.js';
import { saveAnalysis } from './analysis-repository.js';
import { withSecurityFacts } from './security-facts.js';

/**
 * On a real PostgreSQL: each analysis's security facts are kept when they change, and a token's
 * calls carry what was known at each (the last analysis before the call, else the first within
 * 15 minutes after it) beside what is known now.
 */
const T0 = Date.parse('2026-05-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const PEPE = 'PEPEtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const analyze = (minutes: number, facts: ReportFacts) =>
  saveAnalysis(test.db, PEPE, { report: analysisReport(PEPE, at(minutes), facts), analyzedAt: at(minutes) });

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  const call = (chatId: string, minutes: number) =>
    newAlert({ chatId, messageId: '1', timestamp: at(minutes), token: { address: PEPE, chain: 'solana', name: null, symbol: null } });
  // Called at 0 (first analysis 2 minutes later), 30 and 120; nothing known before 0.
  await storeAlerts(test.db, [call('early', 0), call('middle', 30), call('late', 120)]);
  await refreshChannelCalls(test.db);
});
afterAll(async () => {
  await test.drop();
});

describe('security facts at each call', () => {
  it('keeps a row only when the facts change, and gives each call what was known at it', async () => {
    await analyze(2, { canMint: true, canFreeze: true, topHoldersPercent: 62, liquidityUsd: 8_000 });
    await analyze(10, { canMint: true, canFreeze: true, topHoldersPercent: 62, liquidityUsd: 8_000 });
    await analyze(60, { canMint: false, canFreeze: false, topHoldersPercent: 35, liquidityUsd: 40_000 });
    await analyze(200, { canMint: false, canFreeze: false, topHoldersPercent: 28 });
    const rows = await test.db.selectFrom('token_security_facts').select('analyzed_at').orderBy('analyzed_at').execute();
    expect(rows.map((row) => row.analyzed_at.toISOString())).toEqual([at(2), at(60), at(200)].map((date) => date.toISOString()));

    const answer = await withSecurityFacts(test.db, PEPE, await tokenCalls(test.db, PEPE));
    expect(answer.calls.map((call) => [call.chat_id, call.security_at_call])).toEqual([
      [
        'early',
        {
          analyzed_at: at(2).toISOString(),
          source: 'rugcheck',
          mint_authority_revoked: false,
          freeze_authority_revoked: false,
          top10_percent: 62,
          liquidity_usd: 8_000,
        },
      ],
      ['middle', expect.objectContaining({ analyzed_at: at(2).toISOString(), top10_percent: 62 })],
      ['late', expect.objectContaining({ analyzed_at: at(60).toISOString(), mint_authority_revoked: true, liquidity_usd: 40_000 })],
    ]);
    expect(answer.security_now).toEqual({
      analyzed_at: at(200).toISOString(),
      source: 'rugcheck',
      mint_authority_revoked: true,
      freeze_authority_revoked: true,
      top10_percent: 28,
      liquidity_usd: null,
    });
  });

  it('says nothing was known at a call no analysis came near', async () => {
    const calls = await tokenCalls(test.db, PEPE);
    const lonely = { ...calls[0]!, called_at: at(-60).toISOString() };
    await test.db.deleteFrom('token_security_facts').where('analyzed_at', '>', at(2)).execute();
    const answer = await withSecurityFacts(test.db, PEPE, [lonely]);
    expect(answer.calls[0]!.security_at_call).toBeNull();
  });

  it('gives every stored report that has the facts its first row, and leaves out those without', async () => {
    // A migration sees the database untyped, as the migrator hands it over.
    const untyped = test.db as unknown as Kysely<unknown>;
    await dropSecurityFacts(untyped);
    const other = 'OTHRtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    await test.db
      .insertInto('analyses')
      .values({ token_address: other, report: JSON.stringify({ tokenAddress: other, security: { source: 'old' } }), analyzed_at: at(5) })
      .execute();
    await addSecurityFacts(untyped);
    const rows = await sql<{ token_address: string; top10_percent: number | null }>`
      SELECT token_address, top10_percent FROM token_security_facts ORDER BY token_address`.execute(test.db);
    expect(rows.rows).toEqual([{ token_address: PEPE, top10_percent: 28 }]);
  });
});
