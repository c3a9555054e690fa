import { afterAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { Registry } from 'prom-client';
import { connectRedis } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import { AiBudget, nextUtcDay } from './ai-budget.js';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
afterAll(async () => {
  connection.disconnect();
  await redis.clear();
});

/** One extractor replica's budget, its log lines and metrics, at the time `clock` says. */
function replica(clock: { now: Date }, dailyBudgetUsd = 1) {
  const lines: Array<{ msg: string; level: number }> = [];
  const registry = new Registry();
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { msg: string; level: number }) });
  const budget = new AiBudget(connection, redis.prefix, dailyBudgetUsd, logger, registry, () => clock.now);
  const metric = async (name: string) => Number(/\s(\S+)$/.exec((await registry.getSingleMetricAsString(name)).trim())?.[1]);
  return { budget, lines, metric };
}

describe('the AI budget', () => {
  const clock = { now: new Date('2026-05-04T22:30:00Z') };
  const first = replica(clock);
  const second = replica(clock);

  it('adds what every replica spends in one count for the UTC day, and is spent once the count reaches AI_DAILY_BUDGET_USD', async () => {
    await first.budget.spent(0.6, 'gpt-6.1-terra');
    expect(await second.budget.exhausted()).toBe(false);
    await second.budget.spent(0.4000001, 'gpt-6.1-sol');
    expect(await first.budget.exhausted()).toBe(true);
    expect(await second.budget.exhausted()).toBe(true);
    expect(await first.metric('extractor_ai_spend_usd')).toBeCloseTo(1.000001, 6);
    expect(await first.metric('extractor_ai_budget_exhausted')).toBe(1);
  });

  it('says so in one log line per replica and day, with when the jobs resume', async () => {
    await first.budget.exhausted();
    const reached = first.lines.filter((line) => line.msg.startsWith('AI_DAILY_BUDGET_USD reached'));
    expect(reached).toEqual([
      expect.objectContaining({
        msg: 'AI_DAILY_BUDGET_USD reached: AI extraction jobs wait until the next UTC day',
        resumesAt: '2026-05-05T00:00:00.000Z',
        budgetUsd: 1,
      }),
    ]);
  });

  it('is whole again at the start of the next UTC day', async () => {
    expect(first.budget.resumesAt()).toEqual(new Date('2026-05-05T00:00:00Z'));
    clock.now = new Date('2026-05-05T00:00:00Z');
    expect(await first.budget.exhausted()).toBe(false);
    expect(await second.metric('extractor_ai_budget_exhausted')).toBe(0);
    expect(nextUtcDay(new Date('2026-12-31T23:59:59.999Z'))).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('at 0 USD, lets no AI extraction through', async () => {
    expect(await replica(clock, 0).budget.exhausted()).toBe(true);
  });
});
