import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { errorBodySchema, newAlert, readJson } from '@solana-hub/testing';
import {
  actionDoneSchema,
  alertFiringSchema,
  alertRuleSchema,
  alertRuleTestResponseSchema,
  type AlertNotice,
  type AlertRuleInput,
} from '@solana-hub/contracts';
import { claimFiring, storeAlerts } from '@solana-hub/db';
import { gatewayForTests } from '../test-gateway.fixture.js';

/** The alert rules API over real HTTP, behind the session, on a real PostgreSQL. */
const gateway = gatewayForTests('alert rules password');

const send = (method: string, path: string, body?: unknown, cookie = gateway.cookie) =>
  fetch(`${gateway.base}${path}`, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const expectError = async (response: Response, status: number, text: RegExp) => {
  expect(response.status).toBe(status);
  expect((await readJson(response, errorBodySchema)).error).toMatch(text);
};

const whaleRule: AlertRuleInput = {
  name: 'Two channels, small cap',
  enabled: true,
  conditions: { channelsWithin: { channels: 2, minutes: 15 }, firstMarketCap: { max: 100_000 } },
  actions: { telegram: true, browser: true, sound: 'new-token', webhookUrl: 'https://hooks.example/solana' },
};

const T0 = Date.now() - 3_600_000;
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const token = (address: string, name: string) => ({ address, chain: 'solana' as const, name, symbol: name.toUpperCase() });

beforeAll(async () => {
  const early = token('EarLy111111111111111111111111111111111pump', 'Early');
  const lonely = token('LoNe1y111111111111111111111111111111pump', 'Lonely');
  const big = token('BiGcap111111111111111111111111111111pump', 'Big');
  await storeAlerts(gateway.database.db, [
    newAlert({ chatId: '-1001', messageId: '1', timestamp: at(0), marketCap: 40_000, token: early }),
    newAlert({ chatId: '-1002', messageId: '1', timestamp: at(10), marketCap: 120_000, token: early }),
    newAlert({ chatId: '-1001', messageId: '2', timestamp: at(1), marketCap: 30_000, token: lonely }),
    newAlert({ chatId: '-1001', messageId: '3', timestamp: at(2), marketCap: 500_000, token: big }),
    newAlert({ chatId: '-1003', messageId: '1', timestamp: at(3), marketCap: 520_000, token: big }),
  ]);
});

describe('alert rules API', () => {
  it('is closed without a session', async () => {
    expect((await send('GET', '/api/alert-rules', undefined, '')).status).toBe(401);
    expect((await send('POST', '/api/alert-rules/test', { conditions: { confluenceAtLeast: 1 } }, '')).status).toBe(401);
  });

  it('creates, lists, replaces, switches off and deletes a rule', async () => {
    const created = await readJson(await send('POST', '/api/alert-rules', whaleRule), alertRuleSchema);
    expect(created).toMatchObject({ name: whaleRule.name, enabled: true, conditions: whaleRule.conditions, actions: whaleRule.actions });
    expect(created.webhook_secret).toMatch(/^[0-9a-f]{64}$/u);

    const listed = await readJson(await send('GET', '/api/alert-rules'), z.array(alertRuleSchema));
    expect(listed.map((rule) => rule.id)).toContain(created.id);

    const replaced = await readJson(
      await send('PUT', `/api/alert-rules/${created.id}`, { ...whaleRule, conditions: { multiples: [2, 10] } }),
      alertRuleSchema,
    );
    expect(replaced.conditions).toEqual({ multiples: [2, 10] });
    expect(replaced.webhook_secret).toBe(created.webhook_secret);

    const off = await readJson(await send('PUT', `/api/alert-rules/${created.id}/enabled`, { enabled: false }), alertRuleSchema);
    expect(off.enabled).toBe(false);
    expect((await readJson(await send('GET', `/api/alert-rules/${created.id}`), alertRuleSchema)).enabled).toBe(false);

    expect(await readJson(await send('DELETE', `/api/alert-rules/${created.id}`), actionDoneSchema)).toEqual({ success: true });
    await expectError(await send('DELETE', `/api/alert-rules/${created.id}`), 404, /Alert rule not found/u);
    await expectError(await send('GET', `/api/alert-rules/${created.id}`), 404, /Alert rule not found/u);
  });

  it('refuses what is not a rule, saying what is wrong', async () => {
    await expectError(await send('POST', '/api/alert-rules', { ...whaleRule, conditions: {} }), 400, /at least one condition/u);
    await expectError(await send('POST', '/api/alert-rules', { ...whaleRule, name: ' ' }), 400, /name/u);
    for (const url of ['ftp://hooks.example/x', 'file:///etc/passwd', 'https://user:pw@hooks.example/', 'javascript:alert(1)']) {
      await expectError(
        await send('POST', '/api/alert-rules', { ...whaleRule, actions: { ...whaleRule.actions, webhookUrl: url } }),
        400,
        /webhook URL/u,
      );
    }
    await expectError(
      await send('POST', '/api/alert-rules', { ...whaleRule, conditions: { firstMarketCap: { min: 10, max: 5 } } }),
      400,
      /minimum is above the maximum/u,
    );
    await expectError(
      await send('POST', '/api/alert-rules', { ...whaleRule, conditions: { confluenceAtLeast: Number.MAX_VALUE } }),
      400,
      /confluenceAtLeast/u,
    );
    await expectError(await send('POST', '/api/alert-rules', { ...whaleRule, extra: true }), 400, /extra/u);
    await expectError(await send('PUT', '/api/alert-rules/abc', whaleRule), 400, /rule id/u);
    await expectError(await send('PUT', '/api/alert-rules/99999/enabled', { enabled: false }), 404, /Alert rule not found/u);
    await expectError(await send('GET', '/api/alert-rules/firings?limit=0'), 400, /limit/u);
  });

  it('tests conditions against the stored tokens without sending anything', async () => {
    const answer = await readJson(
      await send('POST', '/api/alert-rules/test', { conditions: whaleRule.conditions }),
      alertRuleTestResponseSchema,
    );
    expect(answer.checked).toBe(3);
    expect(answer.matches.map((match) => match.token_name)).toEqual(['Early']);
    const doubled = await readJson(
      await send('POST', '/api/alert-rules/test', { conditions: { multiples: [2, 3, 5] } }),
      alertRuleTestResponseSchema,
    );
    expect(doubled.matches).toEqual([expect.objectContaining({ token_name: 'Early', multiples: [2, 3] })]);
    await expectError(await send('POST', '/api/alert-rules/test', { conditions: { calledBy: [] } }), 400, /calledBy/u);
  });

  it('lists the firings newest first, a page at a time', async () => {
    const rule = await readJson(await send('POST', '/api/alert-rules', whaleRule), alertRuleSchema);
    const notice = (address: string): AlertNotice => ({
      rule_id: rule.id,
      rule_name: rule.name,
      token_address: address,
      token_name: null,
      token_symbol: null,
      market_cap: null,
      channel: null,
      message_type: null,
      multiple: null,
      sound: 'none',
    });
    for (const address of ['A1', 'A2', 'A3']) {
      await claimFiring(gateway.database.db, {
        ruleId: rule.id,
        tokenAddress: address,
        threshold: '',
        notice: notice(address),
        channels: ['telegram'],
      });
    }
    const page = await readJson(await send('GET', `/api/alert-rules/firings?rule=${rule.id}&limit=2`), z.array(alertFiringSchema));
    expect(page.map((firing) => firing.notice.token_address)).toEqual(['A3', 'A2']);
    const next = await readJson(
      await send('GET', `/api/alert-rules/firings?rule=${rule.id}&before=${page[1]?.id}`),
      z.array(alertFiringSchema),
    );
    expect(next.map((firing) => firing.notice.token_address)).toEqual(['A1']);
    expect(next[0]?.deliveries.telegram?.status).toBe('pending');
  });
});
