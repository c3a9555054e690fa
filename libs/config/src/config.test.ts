import { describe, expect, it } from '@jest/globals';
import { ConfigError, DEFAULT_DATABASE_URL, loadConfig, type ServiceName } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({}, 'gateway');
    expect(config.ports).toEqual({ gateway: 8080, ingest: 8081, extractor: 8082, analyzer: 8083 });
    expect(config.databaseUrl).toBe(DEFAULT_DATABASE_URL);
    expect(config.logLevel).toBe('info');
    expect(config.demoFeed).toBe(true);
    expect(config.generatedSecrets).toEqual(['INGEST_TOKEN', 'APP_PASSWORD', 'SESSION_SECRET']);
    expect(config.appPassword.length).toBeGreaterThanOrEqual(12);
  });

  it('ends sessions 30 days after their login unless SESSION_LIFETIME_DAYS says otherwise, in whole days', () => {
    expect(loadConfig({}, 'gateway').sessionLifetimeMs).toBe(30 * 24 * 3_600_000);
    expect(loadConfig({ SESSION_LIFETIME_DAYS: '1' }, 'gateway').sessionLifetimeMs).toBe(24 * 3_600_000);
    for (const days of ['0', '1.5', '366'])
      expect(() => loadConfig({ SESSION_LIFETIME_DAYS: days }, 'gateway')).toThrow(/SESSION_LIFETIME_DAYS/);
  });

  it('turns the demo feed off by default when a Telegram bot token is set', () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc' }, 'ingest').demoFeed).toBe(false);
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc', DEMO_FEED: 'on' }, 'ingest').demoFeed).toBe(true);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, 'gateway')).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, 'gateway')).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_FEED: 'maybe' }, 'ingest')).toThrow(/DEMO_FEED/);
  });

  it('refuses to start the gateway in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, 'gateway')).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_PASSWORD: 'a long login password' }, 'gateway')).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', APP_PASSWORD: 'a long login password', SESSION_SECRET: 'x'.repeat(32) }, 'gateway');
    expect(config.generatedSecrets).toEqual(['INGEST_TOKEN']);
  });

  it('reads per-queue concurrency overrides and names a malformed list', () => {
    expect(loadConfig({}, 'extractor').queueConcurrency).toEqual({});
    expect(loadConfig({ QUEUE_CONCURRENCY: 'raw-messages=500,analysis=8' }, 'extractor').queueConcurrency).toEqual({
      'raw-messages': 500,
      analysis: 8,
    });
    expect(() => loadConfig({ QUEUE_CONCURRENCY: 'raw-messages:500' }, 'extractor')).toThrow(/QUEUE_CONCURRENCY/);
    expect(() => loadConfig({ QUEUE_CONCURRENCY: 'analysis=0' }, 'analyzer')).toThrow(/QUEUE_CONCURRENCY.*1 to 10000/);
  });

  it('reads the queues a process works on, and names a malformed list', () => {
    expect(loadConfig({}, 'extractor').workerQueues).toBeNull();
    expect(loadConfig({ WORKER_QUEUES: 'analysis, ai-extraction' }, 'extractor').workerQueues).toEqual(['analysis', 'ai-extraction']);
    expect(() => loadConfig({ WORKER_QUEUES: 'raw-messages,,analysis' }, 'extractor')).toThrow(
      /WORKER_QUEUES: queue names, comma-separated/,
    );
    expect(() => loadConfig({ WORKER_QUEUES: 'analysis,analysis' }, 'analyzer')).toThrow(/WORKER_QUEUES: a queue is named twice/);
  });

  it('reads the grace period the workers drain within', () => {
    expect(loadConfig({}, 'analyzer').shutdownGraceMs).toBe(30_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '90' }, 'analyzer').shutdownGraceMs).toBe(90_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }, 'analyzer')).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }, 'gateway').ports.gateway).toBe(8080);
  });
});

describe('secrets in production', () => {
  const production = {
    NODE_ENV: 'production',
    APP_PASSWORD: 'a long login password',
    SESSION_SECRET: 'a-random-session-secret-of-40-characters',
    INGEST_TOKEN: 'a-random-ingest-token',
  };
  /** The one line the service prints, or null when it starts. */
  const refusal = (env: Record<string, string>, service: ServiceName = 'gateway') => {
    try {
      loadConfig(env, service);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('start with real secrets', () => {
    expect(refusal(production)).toBeNull();
    expect(refusal(production, 'ingest')).toBeNull();
  });

  it("refuse k8s/secret.yaml's CHANGE-ME placeholders in any setting, naming the variable and never its value", () => {
    const placeholders = {
      APP_PASSWORD: 'CHANGE-ME',
      SESSION_SECRET: 'CHANGE-ME-to-a-random-string-of-at-least-32-characters',
      INGEST_TOKEN: 'CHANGE-ME-ingest-token',
      DATABASE_URL: 'postgres://solana_hub:CHANGE-ME@postgres.example.internal:5432/solana_hub',
      REDIS_URL: 'rediss://:CHANGE-ME@redis.example.internal:6380',
      OPENAI_API_KEY: 'sk-changeme',
    };
    for (const [name, value] of Object.entries(placeholders)) {
      for (const service of ['gateway', 'extractor'] as const) {
        const message = refusal({ ...production, [name]: value }, service);
        expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} still holds a placeholder \\(CHANGE-ME\\)`));
        expect(message?.replace('(CHANGE-ME)', '')).not.toContain(value);
        expect(message).not.toContain('\n');
      }
    }
    expect(refusal({ ...production, DATABASE_URL: 'postgres://solana_hub:<password>@postgres:5432/solana_hub' })).toMatch(
      /DATABASE_URL still holds a placeholder/,
    );
  });

  it('refuse a login password or an ingest token too short to stand guessing', () => {
    expect(refusal({ ...production, APP_PASSWORD: 'hunter2' })).toBe(
      'Invalid configuration: APP_PASSWORD must be at least 12 characters when NODE_ENV=production',
    );
    expect(refusal({ ...production, APP_PASSWORD: 'x' })).not.toContain("'x'");
    expect(refusal({ ...production, INGEST_TOKEN: 'tok12345' }, 'ingest')).toBe(
      'Invalid configuration: INGEST_TOKEN must be at least 16 characters when NODE_ENV=production',
    );
    expect(refusal({ ...production, SESSION_SECRET: 'short' })).toMatch(
      /^Invalid configuration: SESSION_SECRET: must be at least 32 characters$/,
    );
  });

  it('leave development as it was: short secrets taken, missing ones generated', () => {
    const config = loadConfig({ APP_PASSWORD: 'pw', INGEST_TOKEN: 'CHANGE-ME' }, 'gateway');
    expect(config.appPassword).toBe('pw');
    expect(config.generatedSecrets).toEqual(['SESSION_SECRET']);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }, 'gateway').trustProxy;

  it('is off by default: the socket address is the client', () => {
    expect(loadConfig({}, 'gateway').trustProxy).toBe(false);
    expect(trustProxy('off')).toBe(false);
  });

  it('takes a hop count while the services listen on loopback: that many nearest peers are proxies', () => {
    const trust = trustProxy('2');
    expect(typeof trust).toBe('function');
    const trusts = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trusts('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(() => trustProxy('0')).toThrow(/TRUST_PROXY: a hop count is 1 to 10/);
  });

  it('refuses a hop count on any other address, where a client reaching the port directly would forge its own', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.2']) {
      expect(() => loadConfig({ TRUST_PROXY: '1', HOST: host }, 'gateway')).toThrow(
        new RegExp(`TRUST_PROXY: a hop count believes whoever connects, and with HOST=${host} .*write the proxies' addresses or CIDRs`),
      );
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8', HOST: host }, 'gateway').trustProxy).toEqual(['10.0.0.0/8']);
    }
  });

  it("takes the proxies' addresses and CIDRs", () => {
    expect(trustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['10.0.0.0/33', '0.0.0.0/0', 'proxy.internal', '10.0.0.1,', 'true'])
      expect(() => trustProxy(bad)).toThrow(/TRUST_PROXY: 'off', the proxies' addresses and CIDRs/);
  });

  it("refuses 'on', which made X-Forwarded-For forgeable, saying what to write instead", () => {
    expect(() => trustProxy('on')).toThrow(
      /TRUST_PROXY: 'on' trusts every hop.*write the proxies' addresses or CIDRs \(e\.g\. 10\.0\.0\.0\/8,127\.0\.0\.1\)/,
    );
  });
});

describe('AI_DAILY_BUDGET_USD', () => {
  it('caps what AI extraction spends a day, 5 USD unless set', () => {
    expect(loadConfig({}, 'extractor').openAi.dailyBudgetUsd).toBe(5);
    expect(loadConfig({ AI_DAILY_BUDGET_USD: '0.25' }, 'extractor').openAi.dailyBudgetUsd).toBe(0.25);
    expect(() => loadConfig({ AI_DAILY_BUDGET_USD: '-1' }, 'extractor')).toThrow(/AI_DAILY_BUDGET_USD/);
    expect(() => loadConfig({ AI_DAILY_BUDGET_USD: 'lots' }, 'extractor')).toThrow(/AI_DAILY_BUDGET_USD/);
  });
});

describe('EXTRACTION_TIME_LIMIT_MS', () => {
  it('bounds the engine over one message, 5 seconds unless set', () => {
    expect(loadConfig({}, 'extractor').extractionTimeLimitMs).toBe(5_000);
    expect(loadConfig({ EXTRACTION_TIME_LIMIT_MS: '250' }, 'extractor').extractionTimeLimitMs).toBe(250);
    expect(() => loadConfig({ EXTRACTION_TIME_LIMIT_MS: '0' }, 'extractor')).toThrow(/EXTRACTION_TIME_LIMIT_MS/);
  });
});

describe('PAIR_LOOKUPS_*', () => {
  it('bounds the pair lookups, 500 unanswered, 50 a chat and 2 DexScreener requests a second unless set', () => {
    expect(loadConfig({}, 'extractor').pairLookups).toEqual({ maxPending: 500, maxPendingPerChat: 50, requestsPerSecond: 2 });
    const set = { PAIR_LOOKUPS_MAX_PENDING: '40', PAIR_LOOKUPS_MAX_PENDING_PER_CHAT: '5', PAIR_LOOKUPS_PER_SECOND: '4' };
    expect(loadConfig(set, 'extractor').pairLookups).toEqual({ maxPending: 40, maxPendingPerChat: 5, requestsPerSecond: 4 });
  });

  it('refuses no bound, and a share of DexScreener that would leave the analyzer nothing', () => {
    expect(() => loadConfig({ PAIR_LOOKUPS_MAX_PENDING: '0' }, 'extractor')).toThrow(/PAIR_LOOKUPS_MAX_PENDING/);
    expect(() => loadConfig({ PAIR_LOOKUPS_MAX_PENDING_PER_CHAT: 'all' }, 'extractor')).toThrow(/PAIR_LOOKUPS_MAX_PENDING_PER_CHAT/);
    expect(() => loadConfig({ PAIR_LOOKUPS_PER_SECOND: '5' }, 'extractor')).toThrow(/PAIR_LOOKUPS_PER_SECOND/);
  });
});

describe('Telegram sources', () => {
  const account = { TELEGRAM_API_ID: '12345', TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef', TELEGRAM_SESSION_KEY: 'k'.repeat(32) };

  it("reads the bot's Bot API server, webhook and allow-list, Telegram's own server unless set", () => {
    expect(loadConfig({}, 'ingest').telegram).toEqual({
      botApiUrl: 'https://api.telegram.org',
      webhookUrl: null,
      notifyChatId: null,
      chats: null,
      account: null,
      sessionKey: null,
      backfillHours: 24,
      recheck: { hours: 24, messages: 200 },
    });
    const bot = loadConfig(
      {
        TELEGRAM_BOT_API_URL: 'http://127.0.0.1:9999',
        TELEGRAM_WEBHOOK_URL: 'https://hub.example/telegram',
        TELEGRAM_CHATS: '-1001234567890, @pumpalerts',
      },
      'ingest',
    );
    expect(bot.telegram).toMatchObject({
      botApiUrl: 'http://127.0.0.1:9999',
      webhookUrl: 'https://hub.example/telegram',
      chats: ['-1001234567890', '@pumpalerts'],
    });
    expect(() => loadConfig({ TELEGRAM_WEBHOOK_URL: 'http://hub.example/telegram' }, 'ingest')).toThrow(/TELEGRAM_WEBHOOK_URL/);
    expect(() => loadConfig({ TELEGRAM_CHATS: 'pump alerts' }, 'ingest')).toThrow(/TELEGRAM_CHATS/);
  });

  it('reads the chat the alert rules notify, a chat id or an @username', () => {
    expect(loadConfig({ TELEGRAM_NOTIFY_CHAT_ID: '-1001234567890' }, 'analyzer').telegram.notifyChatId).toBe('-1001234567890');
    expect(loadConfig({ TELEGRAM_NOTIFY_CHAT_ID: '@my_alerts' }, 'analyzer').telegram.notifyChatId).toBe('@my_alerts');
    expect(() => loadConfig({ TELEGRAM_NOTIFY_CHAT_ID: 'my alerts' }, 'analyzer')).toThrow(/TELEGRAM_NOTIFY_CHAT_ID/);
  });

  it('takes the user account with its app id, hash and session key together, and then plays no demo feed', () => {
    const config = loadConfig({ ...account, TELEGRAM_BACKFILL_HOURS: '6' }, 'ingest');
    expect(config.telegram).toMatchObject({
      account: { apiId: 12345, apiHash: '0123456789abcdef0123456789abcdef' },
      sessionKey: 'k'.repeat(32),
      backfillHours: 6,
    });
    expect(config.demoFeed).toBe(false);
    expect(() => loadConfig({ TELEGRAM_API_ID: '12345' }, 'ingest')).toThrow(/TELEGRAM_API_ID and TELEGRAM_API_HASH go together/);
    expect(() => loadConfig({ TELEGRAM_API_ID: '12345', TELEGRAM_API_HASH: account.TELEGRAM_API_HASH }, 'ingest')).toThrow(
      /TELEGRAM_SESSION_KEY must be set/,
    );
    expect(() => loadConfig({ ...account, TELEGRAM_API_HASH: 'not-hex' }, 'ingest')).toThrow(/TELEGRAM_API_HASH/);
  });
});
