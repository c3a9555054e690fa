import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { errorBodySchema, newAlert, readJson } from '@solana-hub/testing';
import {
  pairTokensReplayRun,
  replayChunkSchema,
  replayProgressSchema,
  replayStartedSchema,
  storedTemplateSchema,
  templateTryResponseSchema,
  type RawMessage,
  type TemplateTryResponse,
} from '@solana-hub/contracts';
import { saveRawMessages, storeAlerts, type NewAlert } from '@solana-hub/db';
import { QueueName, ReplayRuns } from '@solana-hub/queue';
import { QUEUES, REDIS, type EveryQueue } from '@solana-hub/runtime';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { marketCapExtractor } from './market-cap-extractor.fixture.js';

/** Try on history and the replay after it, over real HTTP on a real PostgreSQL and Redis. */
const gateway = gatewayForTests('template try password');

const send = (method: string, path: string, body?: unknown) =>
  fetch(`${gateway.base}${path}`, {
    method,
    headers: body === undefined ? { cookie: gateway.cookie } : { cookie: gateway.cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const expectError = async (response: Response, status: number, text: RegExp) => {
  expect(response.status).toBe(status);
  expect((await readJson(response, errorBodySchema)).error).toMatch(text);
};
const tryOn = async (body: unknown): Promise<TemplateTryResponse> => {
  const response = await send('POST', '/api/templates/try', body);
  expect(response.status).toBe(200);
  return readJson(response, templateTryResponseSchema);
};

const GOBCAT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const LATE_CAT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const PEPE_TWO = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const WHALES = '-1001000000001';
const OTHERS = '-1001000000002';

const whaleText = (name: string, symbol: string, address: string, cap: string) =>
  ['🐋 WHALE ALERT', `Token: ${name}`, `bought 500 SOL of $${symbol}`, `CA: ${address}`, `MC: $${cap}`].join('\n');

/** A whale alert template as the wizard saves it. */
const whaleTemplate = {
  name: 'whale_alert',
  display_name: 'Whale Alert',
  patterns: [{ pattern: 'WHALE ALERT', type: 'contains', enabled: true }],
  extractors: [marketCapExtractor],
  sample_message: whaleText('Goblin Cat', 'GOBCAT', GOBCAT, '1.2M'),
  enabled: true,
  priority: 100,
};

/**
 * Stored messages as an older reading left them: the whale chat's alerts stored as `unknown`
 * without a name or market cap (one without its token at all), the other chat's one alert
 * stored as `unknown`, one already as `whale_alert` exactly as the template reads it, and a
 * message no template knows. Each raw message is saved alone, so their ids follow this order.
 */
const history: Array<{ chatId: string; chatTitle: string; text: string; stored: Partial<NewAlert> }> = [
  { chatId: OTHERS, chatTitle: 'Other Calls', text: 'gm frens, nothing to see', stored: { messageType: 'unknown', token: null } },
  {
    chatId: OTHERS,
    chatTitle: 'Other Calls',
    text: whaleText('Pepe Two', 'PEPE2', PEPE_TWO, '300K'),
    stored: {
      messageType: 'whale_alert',
      token: { address: PEPE_TWO, chain: 'solana', name: 'Pepe Two', symbol: 'PEPE2' },
      marketCap: 300_000,
    },
  },
  {
    chatId: OTHERS,
    chatTitle: 'Other Calls',
    text: whaleText('Pepe Two', 'PEPE2', PEPE_TWO, '310K'),
    stored: {
      messageType: 'unknown',
      token: { address: PEPE_TWO, chain: 'solana', name: 'Pepe Two', symbol: 'PEPE2' },
      marketCap: 310_000,
    },
  },
  ...[1, 2].map((n) => ({
    chatId: WHALES,
    chatTitle: 'Whale Calls',
    text: whaleText('Goblin Cat', 'GOBCAT', GOBCAT, `1.${n}M`),
    stored: {
      messageType: 'unknown',
      token: { address: GOBCAT, chain: 'solana' as const, name: null, symbol: 'GOBCAT' },
      marketCap: null,
    },
  })),
  {
    chatId: WHALES,
    chatTitle: 'Whale Calls',
    text: whaleText('Late Cat', 'LATE', LATE_CAT, '45K'),
    stored: { messageType: 'unknown', token: null, marketCap: null },
  },
];

const T0 = Date.now() - 3_600_000;
const rawIds: number[] = [];

beforeAll(async () => {
  const { db } = gateway.database;
  for (const [index, message] of history.entries()) {
    const raw: RawMessage = {
      source: 'http',
      chatId: message.chatId,
      chatTitle: message.chatTitle,
      messageId: String(index + 1),
      editVersion: 0,
      date: new Date(T0 + index * 60_000).toISOString(),
      text: message.text,
      links: [],
      receivedAt: new Date(T0 + index * 60_000).toISOString(),
    };
    await saveRawMessages(db, [raw]);
    await storeAlerts(db, [
      newAlert({ chatId: raw.chatId, messageId: raw.messageId, timestamp: new Date(raw.date), text: raw.text, ...message.stored }),
    ]);
  }
  const rows = await db.selectFrom('raw_messages').select('id').orderBy('id').execute();
  rawIds.push(...rows.map((row) => row.id));
});

describe('POST /api/templates/try', () => {
  it('counts what an unsaved template would read per chat, the token fields it moves, and samples before and after', async () => {
    const answer = await tryOn({ template: whaleTemplate });
    expect(answer.template_name).toBe('whale_alert');
    expect(answer.scope).toMatchObject({ read: 6, limit: 5_000, stored: 6 });
    // Five whale alerts: four change (their type at least), one is stored as read already.
    expect(answer).toMatchObject({ matched: 5, released: 0, changed: 4 });
    expect(answer.chats).toEqual([
      { chat_id: WHALES, chat_title: 'Whale Calls', matched: 3, changed: 3 },
      { chat_id: OTHERS, chat_title: 'Other Calls', matched: 2, changed: 1 },
    ]);
    expect(answer.tokens).toEqual({
      new: 1,
      name: { gained: 2, changed: 0, lost: 0 },
      symbol: { gained: 1, changed: 0, lost: 0 },
      market_cap: { gained: 2, changed: 0, lost: 0 },
    });
    expect([...answer.replay_ids].sort((a, b) => a - b)).toEqual(rawIds.slice(1));
    // Newest first: the message that had no token, then Goblin Cat's two.
    expect(answer.sample.map((sampled) => sampled.raw_message_id)).toEqual([rawIds[5], rawIds[4], rawIds[3], rawIds[2]]);
    expect(answer.sample[0]).toMatchObject({
      chat_id: WHALES,
      chat_title: 'Whale Calls',
      before: { message_type: 'unknown', token_address: null, market_cap: null },
      after: { message_type: 'whale_alert', token_address: LATE_CAT, token_name: 'Late Cat', token_symbol: 'LATE', market_cap: 45_000 },
    });
    expect(answer.sample[1]).toMatchObject({
      before: { message_type: 'unknown', token_address: GOBCAT, token_name: null, token_symbol: 'GOBCAT', market_cap: null },
      after: {
        message_type: 'whale_alert',
        token_address: GOBCAT,
        token_name: 'Goblin Cat',
        token_symbol: 'GOBCAT',
        market_cap: 1_200_000,
      },
    });
    expect(answer.sample[1]?.text).toContain('WHALE ALERT');
  });

  it('tries a saved template by its id, and an unsaved edit of it against what it reads now', async () => {
    const created = await send('POST', '/api/templates', whaleTemplate);
    expect(created.status).toBe(201);
    const saved = await readJson(created, storedTemplateSchema);
    expect(await tryOn({ template_id: saved.template_id })).toMatchObject({ matched: 5, changed: 4 });
    // An edit that no longer matches: the message stored as a whale alert is released, the others were never its own.
    const edited = await tryOn({ template_id: saved.template_id, template: { ...whaleTemplate, patterns: [{ pattern: 'MEGA WHALE' }] } });
    expect(edited).toMatchObject({ matched: 0, released: 1, changed: 1, replay_ids: [rawIds[1]] });
    expect(edited.sample[0]).toMatchObject({ before: { message_type: 'whale_alert' }, after: { message_type: 'unknown' } });
    expect(edited.tokens.name).toEqual({ gained: 0, changed: 0, lost: 0 });
    // Switched off, it is tried as if on, and says so.
    await send('PUT', `/api/templates/${saved.template_id}`, { enabled: false });
    expect(await tryOn({ template_id: saved.template_id })).toMatchObject({ tried_as_enabled: true, matched: 5 });
    await send('DELETE', `/api/templates/${saved.template_id}`);
  });

  it('refuses what a save would refuse, and a body naming nothing to try', async () => {
    await expectError(await send('POST', '/api/templates/try', {}), 400, /template_id, a template, or both/);
    await expectError(await send('POST', '/api/templates/try', { template: whaleTemplate, extra: 1 }), 400, /extra/);
    await expectError(
      await send('POST', '/api/templates/try', { template: { ...whaleTemplate, patterns: [{ pattern: '(unclosed', type: 'regex' }] } }),
      400,
      /patterns\[0\]/,
    );
    await expectError(await send('POST', '/api/templates/try', { template_id: 999_999 }), 404, /Template not found/);
    await expectError(
      await send('POST', '/api/templates/try', { template: { ...whaleTemplate, name: 'pumpfun_volume' } }),
      409,
      /already exists/,
    );
  });
});

describe('the replay after a try', () => {
  it("queues the try's messages as a replay run and follows the extractors' outcomes to the end", async () => {
    const answer = await tryOn({ template: whaleTemplate });
    const started = await send('POST', '/api/replays', { raw_message_ids: answer.replay_ids });
    expect(started.status).toBe(202);
    const { run, total } = await readJson(started, replayStartedSchema);
    expect(total).toBe(5);
    const progress = async () => readJson(await send('GET', `/api/replays/${run}`), replayProgressSchema);
    // No extractor runs in this test: the run waits on replay-chunks as `npm run replay` queues one, a chunk of the five.
    expect(await progress()).toEqual({ run, total: 5, rewritten: 0, unchanged: 0, failed: 0, done: 0, finished: false, extractors: 0 });
    const queue = gateway.service.app.get<EveryQueue>(QUEUES).queues.get(QueueName.ReplayChunks);
    const jobs = ((await queue?.getJobs(['waiting'])) ?? []).filter((job) => job.id?.startsWith(`replay_${run}_`));
    expect(jobs.map((job) => replayChunkSchema.parse(job.data))).toEqual([
      { run, rawMessageIds: [...answer.replay_ids].sort((a, b) => a - b), onlyReclassified: false },
    ]);
    // The outcomes as an extractor records them (ReplayPipeline), one message recorded twice by a retried chunk.
    const runs = new ReplayRuns(gateway.service.app.get<Redis>(REDIS), gateway.redis.prefix);
    const outcome = (id: number, index: number) => ({
      run,
      message: `raw_${id}`,
      outcome: index === 0 ? ('unchanged' as const) : ('rewritten' as const),
    });
    const mine = answer.replay_ids;
    await runs.record(mine.slice(0, 2).map(outcome));
    expect(await progress()).toMatchObject({ done: 2, unchanged: 1, rewritten: 1, finished: false });
    await runs.record(mine.map(outcome));
    expect(await progress()).toMatchObject({ total: 5, done: 5, unchanged: 1, rewritten: 4, failed: 0, finished: true });
  });

  it('refuses an empty or oversized list, and answers 404 for a run it never started', async () => {
    await expectError(await send('POST', '/api/replays', { raw_message_ids: [] }), 400, /raw_message_ids/);
    await expectError(
      await send('POST', '/api/replays', { raw_message_ids: Array.from({ length: 5_001 }, (_, i) => i + 1) }),
      400,
      /raw_message_ids/,
    );
    await expectError(await send('GET', '/api/replays/zz0000-000000'), 404, /Replay not found/);
    await expectError(await send('GET', '/api/replays/not..a..run'), 400, /replay run id/);
    await expectError(await send('GET', '/api/replays/pair-tokens-20261129'), 400, /replay run id/);
    await expectError(await send('GET', '/api/replays/pair-tokens-2026112904x'), 400, /replay run id/);
  });

  it("follows a pair lookup's hourly run, whose total grows as its messages are queued", async () => {
    const run = pairTokensReplayRun(new Date('2026-11-29T04:12:00Z'));
    expect(run).toBe('pair-tokens-2026112904');
    await expectError(await send('GET', `/api/replays/${run}`), 404, /Replay not found/);
    const runs = new ReplayRuns(gateway.service.app.get<Redis>(REDIS), gateway.redis.prefix);
    await runs.addToTotal(run, 2);
    await runs.addToTotal(run, 1);
    await runs.record([{ run, message: 'raw_-100_1_0', outcome: 'rewritten' }]);
    expect(await readJson(await send('GET', `/api/replays/${run}`), replayProgressSchema)).toEqual({
      run,
      total: 3,
      rewritten: 1,
      unchanged: 0,
      failed: 0,
      done: 1,
      finished: false,
      extractors: 0,
    });
  });
});
