import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analysisReport, createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import type { AlertNotice, AlertRuleInput } from '@solana-hub/contracts';
import { connectDatabase } from '../connection.js';
import { storeAlerts } from '../messages/alert-repository.js';
import { saveAnalysis } from '../analyses/analysis-repository.js';
import { createAlertRule, deleteAlertRule, listAlertRules, setAlertRuleEnabled, updateAlertRule } from './alert-rule-repository.js';
import { claimFiring, findFiring, listFirings, recordDelivery, undeliveredFirings } from './alert-firings.js';
import { loadTokenFacts } from './token-facts.js';
import { thresholdsMet } from './rule-match.js';

/** On a real PostgreSQL: rules stored and read back, and a firing claimed exactly once however many claim it at once. */
const pepe = 'PEPEtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const T0 = Date.parse('2026-05-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

const rule: AlertRuleInput = {
  name: 'Three channels in ten minutes',
  enabled: true,
  conditions: { channelsWithin: { channels: 3, minutes: 10 } },
  actions: { telegram: true, browser: true, sound: 'new-token', webhookUrl: 'https://hooks.example/alerts' },
};

function notice(ruleId: number): AlertNotice {
  return {
    rule_id: ruleId,
    rule_name: rule.name,
    token_address: pepe,
    token_name: 'Pepe',
    token_symbol: 'PEPE',
    market_cap: 50_000,
    channel: 'Alpha calls',
    message_type: 'insider',
    multiple: null,
    sound: 'new-token',
  };
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

describe('alert rules', () => {
  it('are stored with a secret of their own, updated, switched off and deleted', async () => {
    const stored = await createAlertRule(test.db, rule);
    const other = await createAlertRule(test.db, { ...rule, name: 'Other' });
    expect(stored).toMatchObject({ name: rule.name, enabled: true, conditions: rule.conditions, actions: rule.actions });
    expect(stored.webhook_secret).toMatch(/^[0-9a-f]{64}$/u);
    expect(other.webhook_secret).not.toBe(stored.webhook_secret);

    const updated = await updateAlertRule(test.db, stored.id, { ...rule, conditions: { confluenceAtLeast: 40 } });
    expect(updated?.conditions).toEqual({ confluenceAtLeast: 40 });
    expect(updated?.webhook_secret).toBe(stored.webhook_secret);
    await setAlertRuleEnabled(test.db, other.id, false);
    expect((await listAlertRules(test.db, true)).map((r) => r.id)).toEqual([stored.id]);
    expect(await deleteAlertRule(test.db, other.id)).toBe(true);
    expect(await deleteAlertRule(test.db, other.id)).toBe(false);
    expect(await updateAlertRule(test.db, other.id, rule)).toBeNull();
  });
});

describe('a firing', () => {
  it('is claimed by exactly one of 40 claims made at once over four connection pools', async () => {
    const stored = await createAlertRule(test.db, rule);
    const pools = [test.db, ...[1, 2, 3].map(() => connectDatabase(test.url, { maxConnections: 10 }))];
    try {
      const claims = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          claimFiring(pools[index % pools.length] ?? test.db, {
            ruleId: stored.id,
            tokenAddress: pepe,
            threshold: '',
            notice: notice(stored.id),
            channels: ['telegram', 'webhook'],
          }),
        ),
      );
      const won = claims.filter((claim) => claim !== null);
      expect(won).toHaveLength(1);
      expect(won[0]?.deliveries).toEqual({
        telegram: { status: 'pending', attempts: 0, at: null, detail: null },
        webhook: { status: 'pending', attempts: 0, at: null, detail: null },
      });
    } finally {
      await Promise.all(pools.slice(1).map((pool) => pool.destroy()));
    }
    // Another threshold of the same rule and token is a firing of its own.
    const twice = await claimFiring(test.db, {
      ruleId: stored.id,
      tokenAddress: pepe,
      threshold: '2',
      notice: notice(stored.id),
      channels: [],
    });
    expect(twice).not.toBeNull();
    expect((await listFirings(test.db, { ruleId: stored.id, limit: 10 })).map((firing) => firing.id)).toEqual([
      twice?.id,
      expect.any(Number),
    ]);
  });

  it('records each delivery apart, and is undelivered while one is pending', async () => {
    const stored = await createAlertRule(test.db, rule);
    const firing = await claimFiring(test.db, {
      ruleId: stored.id,
      tokenAddress: pepe,
      threshold: '',
      notice: notice(stored.id),
      channels: ['telegram', 'webhook'],
    });
    if (!firing) throw new Error('not claimed');
    const sent = { status: 'sent', attempts: 1, at: new Date().toISOString(), detail: null } as const;
    const failed = { status: 'failed', attempts: 8, at: new Date().toISOString(), detail: 'the webhook answered 410' } as const;
    await Promise.all([recordDelivery(test.db, firing.id, 'telegram', sent), recordDelivery(test.db, firing.id, 'webhook', failed)]);
    expect((await findFiring(test.db, firing.id))?.deliveries).toEqual({ telegram: sent, webhook: failed });
    expect((await undeliveredFirings(test.db, pepe)).map((f) => f.id)).not.toContain(firing.id);
    await deleteAlertRule(test.db, stored.id);
    expect(await findFiring(test.db, firing.id)).toBeNull();
  });
});

describe('token facts', () => {
  it('are read from the stored messages, token and report, and meet the rules they should', async () => {
    const relic = 'RELICg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const token = { address: relic, chain: 'solana' as const, name: 'Relic', symbol: 'RLC' };
    await storeAlerts(test.db, [
      newAlert({ chatId: '-1001', messageId: '1', timestamp: at(0), marketCap: 40_000, token }),
      newAlert({ chatId: '-1002', messageId: '1', timestamp: at(4), marketCap: 90_000, token, messageType: 'whale' }),
      newAlert({ chatId: '-1003', messageId: '1', timestamp: at(30), marketCap: 130_000, token }),
    ]);
    await saveAnalysis(test.db, relic, {
      analyzedAt: at(5),
      report: analysisReport(relic, at(5), { canMint: false, canFreeze: false, topHoldersPercent: 18 }),
    });
    const facts = (await loadTokenFacts(test.db, [relic, 'NoSuchToken'])).get(relic);
    if (!facts) throw new Error('no facts');
    expect(facts.calls.map((call) => call.chatId)).toEqual(['-1001', '-1002', '-1003']);
    expect(facts).toMatchObject({ firstMarketCap: 40_000, security: { canMint: false, canFreeze: false, topHoldersPercent: 18 } });
    expect(thresholdsMet({ channelsWithin: { channels: 2, minutes: 5 } }, facts, [])).toEqual(['']);
    expect(thresholdsMet({ channelsWithin: { channels: 3, minutes: 5 } }, facts, [])).toEqual([]);
    expect(thresholdsMet({ multiples: [2, 3, 5], messageTypes: ['whale'] }, facts, [])).toEqual(['2', '3']);
    expect(thresholdsMet({ security: { mintRevoked: true, freezeRevoked: true, topHoldersBelowPercent: 20 } }, facts, [])).toEqual(['']);
    expect(thresholdsMet({ security: { topHoldersBelowPercent: 15 } }, facts, [])).toEqual([]);
    expect(thresholdsMet({ firstCallerInTop: 1 }, facts, ['-1002', '-1001'])).toEqual([]);
    expect(thresholdsMet({ firstCallerInTop: 2 }, facts, ['-1002', '-1001'])).toEqual(['']);
  });
});
