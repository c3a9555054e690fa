import { readFileSync } from 'node:fs';
import { defaultProductionDc, writeStringSession } from '@mtcute/core/utils.js';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ConfigError, type Config } from '@solana-hub/config';
import { saveTelegramAccount, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';
import { ingestServiceWith, runIngestProcess } from '../../ingest-service.js';
import { sealSession } from '../session-seal.js';
import { FakeTelegram } from './fake-telegram.js';
import { fakeTelegramNetwork } from './fake-telegram-client.js';
import { fakePostOf, startStubControlServer, stubChannel, stubPostSchema } from './stub-control-server.js';

// The real ingest reading a STUB Telegram account: the fake Telegram of the account source's
// tests in place of the network, already logged in, with the channels (and their history) that
// STUB_TELEGRAM_ACCOUNT (or the file STUB_TELEGRAM_ACCOUNT_FILE names) describes, and a control API on 127.0.0.1 (STUB_TELEGRAM_CONTROL_PORT)
// to post, edit and delete in them while the stack runs. For the browser tests, benches and
// local demos only: production runs dist/main.js, which never loads this folder.
//   node services/ingest/dist/telegram-account/testing/stub-account-main.js
// with the ingest's settings, TELEGRAM_API_ID / TELEGRAM_API_HASH / TELEGRAM_SESSION_KEY included
// (the gateway needs the same three to show the account), and for example
//   STUB_TELEGRAM_ACCOUNT='{"name":"Demo","channels":[{"id":1,"title":"Alpha Calls","history":[{"text":"gm","minutesAgo":5}]}]}'
//   STUB_TELEGRAM_CONTROL_PORT=4100
// then: curl -X POST 127.0.0.1:4100/channels/1/posts -H 'content-type: application/json' -d '{"text":"…"}'
// (the routes are listed in stub-control-server.ts). End-to-end tests: startE2eStack({ stubTelegram }).

const stubAccountSchema = z.strictObject({
  /** The account's name, as the Sources screen says "Logged in as …". */
  name: z.string().min(1).max(64).default('Stub Trader'),
  channels: z
    .array(
      z.strictObject({
        /** The bare channel id (the hub stores -100 followed by it). */
        id: z.number().int().min(1).max(999_999_999_999),
        title: z.string().min(1).max(128),
        username: z
          .string()
          .regex(/^[A-Za-z]\w{3,31}$/)
          .optional(),
        kind: z.enum(['channel', 'supergroup']).default('channel'),
        /** What the channel posted before the ingest started, each so many minutes ago. */
        history: z
          .array(
            stubPostSchema.extend({
              minutesAgo: z
                .number()
                .min(0)
                .max(60 * 24 * 365),
              /** The post was edited to this text since (its edit date: the start). */
              editedText: z.string().min(1).max(4096).optional(),
              /** The post was deleted since: its id stays taken, as in Telegram. */
              deleted: z.boolean().default(false),
            }),
          )
          .max(10_000)
          .default([]),
      }),
    )
    .max(500),
  /** Channels the account is also in that never post (ids from QUIET_CHANNEL_IDS on): a long chat list, as a busy trader's. */
  quietChannels: z.number().int().min(0).max(10_000).default(0),
});

const QUIET_CHANNEL_IDS = 800_000_000_000;

const stubSettingsSchema = z.object({
  STUB_TELEGRAM_ACCOUNT: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(stubAccountSchema),
  STUB_TELEGRAM_CONTROL_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
});

/**
 * The account's JSON: STUB_TELEGRAM_ACCOUNT, or the file STUB_TELEGRAM_ACCOUNT_FILE names (a
 * history too long for an environment variable; a bench rewrites it to say what Telegram holds at
 * the ingest's next start).
 */
function accountText(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.STUB_TELEGRAM_ACCOUNT_FILE;
  if (!file) return env.STUB_TELEGRAM_ACCOUNT;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`ingest (stub Telegram account): STUB_TELEGRAM_ACCOUNT_FILE cannot be read: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

const settings = stubSettingsSchema.safeParse({ ...process.env, STUB_TELEGRAM_ACCOUNT: accountText(process.env) });
if (!settings.success) {
  process.stderr.write(`ingest (stub Telegram account): ${z.prettifyError(settings.error)}\n`);
  process.exit(1);
}
const { STUB_TELEGRAM_ACCOUNT: account, STUB_TELEGRAM_CONTROL_PORT: controlPort } = settings.data;

const fake = new FakeTelegram({ firstName: account.name });
const nowSeconds = Math.floor(Date.now() / 1000);
const channels = account.channels.map((channel) => {
  fake.addChannel({
    id: channel.id,
    title: channel.title,
    kind: channel.kind,
    ...(channel.username ? { username: channel.username } : {}),
  });
  // Oldest first, as Telegram numbers them.
  const history = [...channel.history].sort((a, b) => b.minutesAgo - a.minutesAgo);
  for (const { minutesAgo, editedText, deleted, ...post } of history) {
    const messageId = fake.post(channel.id, fakePostOf(post, nowSeconds - Math.round(minutesAgo * 60)));
    if (editedText !== undefined) fake.edit(channel.id, messageId, editedText);
    if (deleted) fake.delete(channel.id, [messageId]);
  }
  return stubChannel(channel.id, channel.title);
});
for (let i = 1; i <= account.quietChannels; i += 1) fake.addChannel({ id: QUIET_CHANNEL_IDS + i, title: `Quiet ${i}` });

/** The session `npm run telegram:login` would have left in the database: logged in, sealed with TELEGRAM_SESSION_KEY. */
async function keepLoggedInSession(db: Kysely<Database>, config: Config): Promise<void> {
  const { sessionKey } = config.telegram;
  if (config.telegram.account === null || sessionKey === null)
    throw new ConfigError('the stub Telegram account needs TELEGRAM_API_ID, TELEGRAM_API_HASH and TELEGRAM_SESSION_KEY');
  const session = writeStringSession({ version: 3, self: null, primaryDcs: defaultProductionDc, authKey: fake.authorizedKey() });
  await saveTelegramAccount(db, { sealedSession: sealSession(session, sessionKey), userId: fake.user.id, displayName: account.name });
}

const ingest = ingestServiceWith({ network: fakeTelegramNetwork(fake) });
await runIngestProcess({
  ...ingest,
  // Before the application boots (and the account source looks for a session), so it reads at once.
  configure: async (app, config, logger) => {
    await keepLoggedInSession(app.get<Kysely<Database>>(DATABASE), config);
    await startStubControlServer(fake, channels, controlPort, logger);
  },
});
