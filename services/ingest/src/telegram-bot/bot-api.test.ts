// TELEGRAM_BOT_API_URL with a path (a Bot API server behind a reverse proxy): telegraf's real
// client against the local Bot API double served under that path.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBotApiDouble, type BotApiDouble } from '@solana-hub/testing';
import { BotApi } from './bot-api.js';

let telegram: BotApiDouble;
beforeAll(async () => {
  telegram = await startBotApiDouble(undefined, '/telegram/bot-api');
});
afterAll(async () => {
  await telegram.close();
});

describe('a Bot API URL with a path', () => {
  it.each([
    ['without a trailing slash', ''],
    ['with a trailing slash', '/'],
  ])('reaches the API under the whole path, %s', async (_, slash) => {
    const api = new BotApi(telegram.token, `${telegram.url}${slash}`);
    const calls = telegram.calls.length;
    await expect(api.getMe(new AbortController().signal)).resolves.toMatchObject({ is_bot: true, username: 'hub_test_bot' });
    expect(telegram.calls.slice(calls)).toMatchObject([{ method: 'getMe', status: 200 }]);
  });
});
