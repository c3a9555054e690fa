import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analysisReport, createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import type { AlertNotice, AlertRuleInput } from '@solana-hub/contracts';
import { connectDatabase } from '../connection.js';
import { storeAlerts } from '../messages/alert-repository.js';
import { saveAnalysis } from '../analyses/analysis-repository.js';
import { createAlertRule, deleteAlertRule, listAlertRules, setAlertRuleEnabled, updateAlertRule } from './alert-rule-repository.js';
import { claimFiring, claimFirings, findFiring, firedThresholds, firingKey, listFirings, pendingDeliveries } from './alert-firings.js';
import {
  ABANDONED_DETAIL,
  claimDeliveries,
  claimDelivery,
  recordDeliveryOutcome,
  recordDeliveryOutcomes,
  type DeliveryClaim,
} from './delivery-claims.js';
import { EnabledAlertRules } from './enabled-alert-rules.js';
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

  it('records each delivery apart, and is pending until claimed', async () => {
    const stored = await createAlertRule(test.db, rule);
    const firing = await claimFiring(test.db, {
      ruleId: stored.id,
      tokenAddress: pepe,
      threshold: '5',
      notice: notice(stored.id),
      channels: ['telegram', 'webhook'],
    });
    if (!firing) throw new Error('not claimed');
    expect(await pendingDeliveries(test.db, [pepe])).toEqual(
      expect.arrayContaining([
        { firingId: firing.id, channel: 'telegram' },
        { firingId: firing.id, channel: 'webhook' },
      ]),
    );
    const options = { leaseMs: 60_000, whenStale: 'give-up' } as const;
    const [telegram, webhook] = await Promise.all([
      claimDelivery(test.db, firing.id, 'telegram', options),
      claimDelivery(test.db, firing.id, 'webhook', options),
    ]);
    expect(telegram).toMatchObject({
      kind: 'claimed',
      attempt: 1,
      webhook: { url: rule.actions.webhookUrl, secret: stored.webhook_secret },
    });
    expect(webhook).toMatchObject({ kind: 'claimed', attempt: 1 });
    await Promise.all([
      recordDeliveryOutcome(test.db, firing.id, 'telegram', 1, { status: 'sent', detail: null }),
      recordDeliveryOutcome(test.db, firing.id, 'webhook', 1, { status: 'failed', detail: 'the webhook answered 410' }),
    ]);
    expect((await findFiring(test.db, firing.id))?.deliveries).toMatchObject({
      telegram: { status: 'sent', attempts: 1, detail: null },
      webhook: { status: 'failed', attempts: 1, detail: 'the webhook answered 410' },
    });
    expect((await pendingDeliveries(test.db, [pepe])).map((pending) => pending.firingId)).not.toContain(firing.id);
    expect(await claimDelivery(test.db, firing.id, 'telegram', options)).toEqual({ kind: 'settled' });
    await deleteAlertRule(test.db, stored.id);
    expect(await findFiring(test.db, firing.id)).toBeNull();
    expect(await claimDelivery(test.db, firing.id, 'telegram', options)).toEqual({ kind: 'settled' });
  });

  it('are claimed in one statement for many tokens, each once, and read back by token', async () => {
    const stored = await createAlertRule(test.db, rule);
    const claims = ['A', 'B', 'C'].flatMap((token) =>
      ['', '2'].map((threshold) => ({ ruleId: stored.id, tokenAddress: token, threshold, notice: notice(stored.id), channels: [] })),
    );
    const [first, second] = await Promise.all([claimFirings(test.db, claims), claimFirings(test.db, [...claims].reverse())]);
    expect((first?.length ?? 0) + (second?.length ?? 0)).toBe(6);
    const fired = await firedThresholds(test.db, ['A', 'C', 'D']);
    expect([...fired].filter((key) => key.startsWith(`${stored.id}|`)).sort()).toEqual(
      [firingKey(stored.id, 'A', ''), firingKey(stored.id, 'A', '2'), firingKey(stored.id, 'C', ''), firingKey(stored.id, 'C', '2')].sort(),
    );
  });
});

describe('a delivery claim', () => {
  async function firingFor(threshold: string): Promise<number> {
    const stored = await createAlertRule(test.db, rule);
    const firing = await claimFiring(test.db, {
      ruleId: stored.id,
      tokenAddress: pepe,
      threshold,
      notice: notice(stored.id),
      channels: ['telegram'],
    });
    if (!firing) throw new Error('not claimed');
    return firing.id;
  }

  it('is won by one of 20 workers claiming at once over four pools; the others find it busy for the lease', async () => {
    const id = await firingFor('race');
    const pools = [test.db, ...[1, 2, 3].map(() => connectDatabase(test.url, { maxConnections: 5 }))];
    let claims: DeliveryClaim[];
    try {
      claims = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          claimDelivery(pools[index % pools.length] ?? test.db, id, 'telegram', { leaseMs: 60_000, whenStale: 'give-up' }),
        ),
      );
    } finally {
      await Promise.all(pools.slice(1).map((pool) => pool.destroy()));
    }
    expect(claims.filter((claim) => claim.kind === 'claimed')).toHaveLength(1);
    const busy = claims.filter((claim) => claim.kind === 'busy');
    expect(busy).toHaveLength(19);
    for (const claim of busy) expect(claim.kind === 'busy' && claim.retryInMs).toBeGreaterThan(50_000);
  });

  it('left by a worker that stopped: given up as unknown (Telegram) or claimed again (a webhook), once the lease ends', async () => {
    const id = await firingFor('stopped');
    expect(await claimDelivery(test.db, id, 'telegram', { leaseMs: 60_000, whenStale: 'give-up' })).toMatchObject({ kind: 'claimed' });
    // The lease is measured from the claim: with a lease of 0 ms it has ended.
    const stale = { leaseMs: 0, whenStale: 'give-up' } as const;
    const [one, two] = await Promise.all([claimDelivery(test.db, id, 'telegram', stale), claimDelivery(test.db, id, 'telegram', stale)]);
    expect([one?.kind, two?.kind].sort()).toEqual(['abandoned', 'settled']);
    expect((await findFiring(test.db, id))?.deliveries.telegram).toMatchObject({
      status: 'unknown',
      attempts: 1,
      detail: ABANDONED_DETAIL,
    });
    // The stopped worker comes back: a failure it would retry is not recorded, its `sent` is (it knows better).
    expect(await recordDeliveryOutcome(test.db, id, 'telegram', 1, { status: 'pending', detail: 'Telegram refused (429)' })).toBe(false);
    expect(await recordDeliveryOutcome(test.db, id, 'telegram', 1, { status: 'sent', detail: null })).toBe(true);
    expect((await findFiring(test.db, id))?.deliveries.telegram).toMatchObject({ status: 'sent', attempts: 1 });

    const hook = await firingFor('stopped webhook');
    expect(await claimDelivery(test.db, hook, 'telegram', { leaseMs: 60_000, whenStale: 'resend' })).toMatchObject({ attempt: 1 });
    expect(await claimDelivery(test.db, hook, 'telegram', { leaseMs: 0, whenStale: 'resend' })).toMatchObject({
      kind: 'claimed',
      attempt: 2,
    });
    // The first worker's claim was taken over: its outcome is not recorded.
    expect(await recordDeliveryOutcome(test.db, hook, 'telegram', 1, { status: 'sent', detail: null })).toBe(false);
  });

  it('of a batch are made in one statement, a firing asked twice claimed once, the outcomes recorded together', async () => {
    const [a, b] = [await firingFor('batch a'), await firingFor('batch b')];
    const options = { leaseMs: 60_000, whenStale: 'give-up' } as const;
    const claims = await claimDeliveries(test.db, 'telegram', [a, b, a], options);
    expect(claims.map((claim) => claim.kind)).toEqual(['claimed', 'claimed', 'busy']);
    expect(
      await recordDeliveryOutcomes(test.db, 'telegram', [
        { firingId: a, attempt: 1, status: 'sent', detail: null },
        { firingId: b, attempt: 2, status: 'sent', detail: null },
      ]),
    ).toEqual([true, false]);
    expect((await findFiring(test.db, a))?.deliveries.telegram?.status).toBe('sent');
    expect((await findFiring(test.db, b))?.deliveries.telegram?.status).toBe('sending');
  });

  it('after a failure recorded pending is claimed again as the next attempt', async () => {
    const id = await firingFor('retried');
    const options = { leaseMs: 60_000, whenStale: 'give-up' } as const;
    expect(await claimDelivery(test.db, id, 'telegram', options)).toMatchObject({ attempt: 1 });
    expect(await recordDeliveryOutcome(test.db, id, 'telegram', 1, { status: 'pending', detail: 'Telegram refused (429)' })).toBe(true);
    expect((await findFiring(test.db, id))?.deliveries.telegram).toMatchObject({
      status: 'pending',
      attempts: 1,
      detail: 'Telegram refused (429)',
    });
    expect(await claimDelivery(test.db, id, 'telegram', options)).toMatchObject({ kind: 'claimed', attempt: 2 });
  });
});

describe('the enabled rules', () => {
  it('are read again after any change, and only then', async () => {
    const rules = new EnabledAlertRules(test.db);
    const before = await rules.current();
    expect(await rules.current()).toBe(before);
    const added = await createAlertRule(test.db, { ...rule, name: 'Added' });
    expect((await rules.current()).map((r) => r.id)).toContain(added.id);
    await setAlertRuleEnabled(test.db, added.id, false);
    expect((await rules.current()).map((r) => r.id)).not.toContain(added.id);
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
