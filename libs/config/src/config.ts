import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { aiModelIdSchema } from '@solana-hub/contracts';
import { trustProxyProblem, trustProxySetting, type TrustProxy } from './trust-proxy.js';
import { hostSetting } from './listen-address.js';
import { metricsPortsFrom, metricsPortSetting } from './metrics-ports.js';
import { productionSecretProblems, type SecretName } from './production-secrets.js';

/** Where the launcher's private servers listen when DATABASE_URL / REDIS_URL are not set. */
export const PRIVATE_POSTGRES_PORT = 55432;
export const PRIVATE_REDIS_PORT = 56379;
export const DEFAULT_DATABASE_URL = `postgres://postgres@127.0.0.1:${PRIVATE_POSTGRES_PORT}/solana_hub`;
export const DEFAULT_REDIS_URL = `redis://127.0.0.1:${PRIVATE_REDIS_PORT}`;

export type ServiceName = 'gateway' | 'ingest' | 'extractor' | 'analyzer';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const onOff = z.enum(['on', 'off']);
const httpUrl = z.url({ protocol: /^https?$/ });
const optionalSecret = z.string().min(8, 'must be at least 8 characters').optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(8080),
  INGEST_PORT: port(8081),
  EXTRACTOR_PORT: port(8082),
  ANALYZER_PORT: port(8083),
  /** Where every service listens (listen-address.ts): loopback unless told otherwise. */
  HOST: hostSetting,
  /** The gateway's metrics port, the other services' the next three (metrics-ports.ts); unset = none. */
  METRICS_PORT: metricsPortSetting,
  INGEST_TOKEN: optionalSecret,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default(DEFAULT_DATABASE_URL),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default(DEFAULT_REDIS_URL),
  /** Namespace of every Redis key and channel, so several stacks (or test files) share a server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('hub'),
  APP_PASSWORD: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A session ends this many days after its login, however much it is used (without use, after 7 days). */
  SESSION_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  /** Another Bot API server for the bot: a self-hosted telegram-bot-api, or a local double in tests. */
  TELEGRAM_BOT_API_URL: httpUrl.default('https://api.telegram.org'),
  /** The chat the bot sends the alert rules' Telegram messages to (a chat id, or @channelusername); unset = those messages are not sent. */
  TELEGRAM_NOTIFY_CHAT_ID: z
    .string()
    .trim()
    .regex(/^(-?\d{1,20}|@[A-Za-z0-9_]{4,32})$/, 'a chat id (-100…) or an @username')
    .optional(),
  /** Set: the bot takes its updates on this public https URL (a webhook) instead of long polling. */
  TELEGRAM_WEBHOOK_URL: z.url({ protocol: /^https$/ }).optional(),
  /** The only chats the bot reads (ids or @usernames, comma-separated); unset = every chat it is in. */
  TELEGRAM_CHATS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((chat) => chat.trim())
        .filter((chat) => chat !== ''),
    )
    .pipe(z.array(z.string().regex(/^(-?\d+|@[A-Za-z0-9_]{4,32})$/, 'a chat id (-100…) or an @username')).min(1))
    .optional(),
  /** The trader's own Telegram app (my.telegram.org → API development tools), for the user-account source. */
  TELEGRAM_API_ID: z.coerce.number().int().positive().optional(),
  TELEGRAM_API_HASH: z
    .string()
    .regex(/^[0-9a-f]{32}$/, '32 hexadecimal characters')
    .optional(),
  /** Encrypts the stored Telegram account session (at least 32 characters). */
  TELEGRAM_SESSION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How far back a chat newly added to the watch list is read. */
  TELEGRAM_BACKFILL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** After a restart or a lost connection, each watched chat's last hours are read again for edits and deletions made meanwhile… */
  TELEGRAM_RECHECK_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** …and at most this many of its latest messages. */
  TELEGRAM_RECHECK_MESSAGES: z.coerce.number().int().min(0).max(10_000).default(200),
  DEMO_FEED: onOff.optional(),
  /** Replay speed of the demo feed: 2 plays it twice as fast. Tests use a high value. */
  DEMO_FEED_SPEED: z.coerce.number().positive().max(10_000).default(1),
  CHAT_LAYOUT_LEARNING: onOff.default('on'),
  /** Behind a reverse proxy: the proxies whose X-Forwarded-For is believed (trust-proxy.ts). */
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built frontend the gateway serves; unset = frontend/dist of this checkout. */
  FRONTEND_DIST: z.string().min(1).optional(),
  /** The AI endpoints of the template wizard; unset = they answer 503 'AI is not configured'. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Another OpenAI-compatible server (a proxy, a test double); unset = OpenAI's own API. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long one OpenAI request may take before it is retried or answered 504. */
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** What the extractor's AI extraction queue may spend a UTC day, in US dollars, across replicas; 0 = no AI extraction. */
  AI_DAILY_BUDGET_USD: z.coerce.number().min(0).max(100_000).default(5),
  /** A message no template knows and without a token the reader found is asked of the AI once; unset = on when OPENAI_API_KEY is set. */
  AI_FALLBACK: onOff.optional(),
  /**
   * The wizard's default and recommended model, the model of AI extractors that name none, and
   * the stand-in for a model OpenAI has shut down. OpenAI retires models about once a year:
   * docs/templates-and-ai.md says how to choose another.
   */
  AI_MODEL: aiModelIdSchema.default('gpt-6.1-terra'),
  /** The quick, cheap model the AI fallback asks about messages no template knows. */
  AI_FALLBACK_MODEL: aiModelIdSchema.default('gpt-6-luna'),
  /** The analyzer's data providers (the public APIs unless pointed at a paid or local one). */
  DEXSCREENER_URL: httpUrl.default('https://api.dexscreener.com'),
  RUGCHECK_URL: httpUrl.default('https://api.rugcheck.xyz'),
  SOLANA_RPC_URL: httpUrl.default('https://api.mainnet-beta.solana.com'),
  /** How long a data provider may stay silent on one request (before or within its answer) before it counts as failed. */
  EXTERNAL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** The same for RugCheck, whose reports (up to 2.5 MB) take seconds to make. */
  RUGCHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often the analyzer refreshes the market caps of active tokens; 0 turns the refresh off. */
  MARKET_CAP_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Tokens with no message for this many days move to Archived by themselves; 0 = never. */
  AUTO_ARCHIVE_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /** Refreshed market caps younger than this many days are all kept; older ones are thinned to a few an hour. 0 = keep all. */
  MARKET_CAP_HISTORY_FULL_DAYS: z.coerce.number().int().min(0).max(3650).default(8),
  /** The raw text of archived tokens' messages older than this many days is dropped (figures and calls kept); 0 = kept for ever. */
  MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  /**
   * Lookups of DexScreener pairs (a message linking only a pair's page) unanswered at once, all
   * chats and extractor replicas together; a message over it stays about no token.
   */
  PAIR_LOOKUPS_MAX_PENDING: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Of those, how many one chat may have: a noisy channel cannot take the allowance of the others. */
  PAIR_LOOKUPS_MAX_PENDING_PER_CHAT: z.coerce.number().int().min(1).max(100_000).default(50),
  /**
   * DexScreener requests a second the pair lookups may take of its 5 (shared with the analyzer):
   * at most 4, so that a flood of pair links always leaves the market refresh a turn.
   */
  PAIR_LOOKUPS_PER_SECOND: z.coerce.number().int().min(1).max(4).default(2),
  /** How long the extractor's engine may take over one message before the message fails (and its thread is replaced). */
  EXTRACTION_TIME_LIMIT_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  /** Jobs a worker runs at once, per queue, over the built-in settings: 'raw-messages=500,analysis=8'. */
  QUEUE_CONCURRENCY: z
    .string()
    .regex(/^[a-z][a-z-]*=\d+(,[a-z][a-z-]*=\d+)*$/, "a list like 'raw-messages=500,analysis=8'")
    .transform((list) =>
      Object.fromEntries(
        list
          .split(',')
          .map((entry) => entry.split('=') as [string, string])
          .map(([queue, jobs]) => [queue, Number(jobs)]),
      ),
    )
    .refine((counts) => Object.values(counts).every((jobs) => jobs >= 1 && jobs <= 10_000), 'each count must be 1 to 10000')
    .optional(),
  /**
   * The queues this process works on, comma-separated ('raw-messages', 'analysis,ai-extraction'),
   * so each worker role scales on its own; unset = every queue of the service. Whether each is a
   * queue the service works is checked where the queues are known (libs/queue's workerQueuesOf).
   */
  WORKER_QUEUES: z
    .string()
    .regex(/^\s*[a-z][a-z-]*\s*(,\s*[a-z][a-z-]*\s*)*$/, "queue names, comma-separated, like 'analysis,ai-extraction'")
    .transform((list) => list.split(',').map((queue) => queue.trim()))
    .refine((queues) => new Set(queues).size === queues.length, 'a queue is named twice')
    .optional(),
  /**
   * How long the process has between SIGTERM and SIGKILL (compose's stop_grace_period, k8s'
   * terminationGracePeriodSeconds; set it with them): workers finish or hand back their jobs
   * within it, before the connections close.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
});

type Environment = z.infer<typeof environmentSchema>;

/** Every environment variable the services read (the deploy files are checked against it). */
export const settingNames = Object.keys(environmentSchema.shape) as ReadonlyArray<keyof z.input<typeof environmentSchema>>;

export interface Config {
  production: boolean;
  ports: { gateway: number; ingest: number; extractor: number; analyzer: number };
  /** The address the HTTP and metrics ports listen on. */
  host: string;
  /** Where each service serves /metrics; null = nowhere. */
  metricsPorts: Readonly<Record<ServiceName, number>> | null;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Secrets: set from the environment, or generated for this process outside production. */
  ingestToken: string;
  appPassword: string;
  sessionSecret: string;
  /** From login to the end of a session, however much it is used. */
  sessionLifetimeMs: number;
  /** Names of the secrets this process generated, so the service can print them. */
  generatedSecrets: SecretName[];
  telegramBotToken: string | null;
  telegram: {
    botApiUrl: string;
    webhookUrl: string | null;
    /** Where the alert rules' Telegram messages go; null = nowhere (they are recorded as not sent). */
    notifyChatId: string | null;
    /** The bot's allow-list; null = every chat it is in. */
    chats: readonly string[] | null;
    /** The user-account (MTProto) source; null when TELEGRAM_API_ID / TELEGRAM_API_HASH are not set. */
    account: { apiId: number; apiHash: string } | null;
    sessionKey: string | null;
    backfillHours: number;
    /** TELEGRAM_RECHECK_HOURS / _MESSAGES: the recent window read again after a gap. */
    recheck: { hours: number; messages: number };
  };
  demoFeed: boolean;
  demoFeedSpeed: number;
  /** Whether the extractor learns each chat's layout and reads with it (learning makes a reading depend on what was stored before it). */
  chatLayoutLearning: boolean;
  /** Fastify's `trustProxy`: false, the proxies' addresses and CIDRs, or a hop count (only with HOST on loopback). */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  frontendDist: string | null;
  /** The longest the extraction engine may take over one message. */
  extractionTimeLimitMs: number;
  /**
   * The bound of the extractor's DexScreener pair lookups: unanswered at once (`maxPending`), of
   * which per chat (`maxPendingPerChat`), and the requests a second they may take of DexScreener's.
   */
  pairLookups: { maxPending: number; maxPendingPerChat: number; requestsPerSecond: number };
  /** Per queue name, the jobs a worker runs at once where QUEUE_CONCURRENCY overrides the built-in setting. */
  queueConcurrency: Readonly<Record<string, number>>;
  /** The queues WORKER_QUEUES names, as written; null = every queue of the service. */
  workerQueues: readonly string[] | null;
  /** Between SIGTERM and SIGKILL. */
  shutdownGraceMs: number;
  /**
   * `fallback`: whether the extractor asks the AI about messages no template knows (AI_FALLBACK,
   * only with a key), with `fallbackModel`; `model`: AI_MODEL.
   */
  openAi: {
    apiKey: string | null;
    baseUrl: string | null;
    timeoutMs: number;
    dailyBudgetUsd: number;
    fallback: boolean;
    model: string;
    fallbackModel: string;
  };
  analyzer: {
    dexScreenerUrl: string;
    rugCheckUrl: string;
    solanaRpcUrl: string;
    apiTimeoutMs: number;
    /** RugCheck's own, longer apiTimeoutMs. */
    rugCheckTimeoutMs: number;
    /** 0 = no market-cap refresh. */
    marketCapRefreshMs: number;
    /** Days without a message after which a token is archived for inactivity; 0 = never. */
    autoArchiveDays: number;
    /** Days of refreshed market caps kept whole before they are thinned to hourly highs and lows; 0 = never thinned. */
    marketCapHistoryFullDays: number;
    /** Days after which the raw text of an archived token's message is dropped; 0 = never. */
    messageRetentionDays: number;
  };
}

export class ConfigError extends Error {}

/** The secrets each service cannot run without in production. */
const requiredInProduction: Record<ServiceName, readonly SecretName[]> = {
  gateway: ['APP_PASSWORD', 'SESSION_SECRET'],
  ingest: ['INGEST_TOKEN'],
  extractor: [],
  analyzer: [],
};

/**
 * Parses the environment once. A bad value throws a ConfigError naming the variable; the
 * services turn that into a one-line message and exit.
 */
export function loadConfig(env: NodeJS.ProcessEnv, service: ServiceName): Config {
  const parsed = environmentSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing = requiredInProduction[service].filter((name) => e[name] === undefined);
  if (production && missing.length > 0) {
    throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set when NODE_ENV=production`);
  }
  const telegramProblem = telegramAccountProblem(e);
  if (telegramProblem) throw new ConfigError(`Invalid configuration: ${telegramProblem}`);
  const trustProblem = trustProxyProblem(e.TRUST_PROXY, e.HOST);
  if (trustProblem) throw new ConfigError(`Invalid configuration: ${trustProblem}`);
  const weak = production ? productionSecretProblems(e) : [];
  if (weak.length > 0) throw new ConfigError(`Invalid configuration: ${weak.join('; ')}`);
  const generatedSecrets: Config['generatedSecrets'] = [];
  const secret = (name: SecretName, bytes: number) => {
    const value = e[name];
    if (value !== undefined) return value;
    generatedSecrets.push(name);
    return randomBytes(bytes).toString('base64url');
  };
  return {
    production,
    ports: { gateway: e.PORT, ingest: e.INGEST_PORT, extractor: e.EXTRACTOR_PORT, analyzer: e.ANALYZER_PORT },
    host: e.HOST,
    metricsPorts: e.METRICS_PORT === undefined ? null : metricsPortsFrom(e.METRICS_PORT),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    ingestToken: secret('INGEST_TOKEN', 18),
    appPassword: secret('APP_PASSWORD', 9),
    sessionSecret: secret('SESSION_SECRET', 32),
    sessionLifetimeMs: e.SESSION_LIFETIME_DAYS * 24 * 3_600_000,
    generatedSecrets,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN ?? null,
    telegram: {
      botApiUrl: e.TELEGRAM_BOT_API_URL,
      webhookUrl: e.TELEGRAM_WEBHOOK_URL ?? null,
      notifyChatId: e.TELEGRAM_NOTIFY_CHAT_ID ?? null,
      chats: e.TELEGRAM_CHATS ?? null,
      account:
        e.TELEGRAM_API_ID !== undefined && e.TELEGRAM_API_HASH !== undefined
          ? { apiId: e.TELEGRAM_API_ID, apiHash: e.TELEGRAM_API_HASH }
          : null,
      sessionKey: e.TELEGRAM_SESSION_KEY ?? null,
      backfillHours: e.TELEGRAM_BACKFILL_HOURS,
      recheck: { hours: e.TELEGRAM_RECHECK_HOURS, messages: e.TELEGRAM_RECHECK_MESSAGES },
    },
    // The sample alerts play until a Telegram source is set up, and then only when asked for.
    demoFeed: e.DEMO_FEED === undefined ? e.TELEGRAM_BOT_TOKEN === undefined && e.TELEGRAM_API_ID === undefined : e.DEMO_FEED === 'on',
    demoFeedSpeed: e.DEMO_FEED_SPEED,
    chatLayoutLearning: e.CHAT_LAYOUT_LEARNING === 'on',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    frontendDist: e.FRONTEND_DIST ?? null,
    extractionTimeLimitMs: e.EXTRACTION_TIME_LIMIT_MS,
    pairLookups: {
      maxPending: e.PAIR_LOOKUPS_MAX_PENDING,
      maxPendingPerChat: e.PAIR_LOOKUPS_MAX_PENDING_PER_CHAT,
      requestsPerSecond: e.PAIR_LOOKUPS_PER_SECOND,
    },
    queueConcurrency: e.QUEUE_CONCURRENCY ?? {},
    workerQueues: e.WORKER_QUEUES ?? null,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1_000,
    openAi: {
      apiKey: e.OPENAI_API_KEY ?? null,
      baseUrl: e.OPENAI_BASE_URL ?? null,
      timeoutMs: e.OPENAI_TIMEOUT_SECONDS * 1000,
      dailyBudgetUsd: e.AI_DAILY_BUDGET_USD,
      fallback: e.OPENAI_API_KEY !== undefined && e.AI_FALLBACK !== 'off',
      model: e.AI_MODEL,
      fallbackModel: e.AI_FALLBACK_MODEL,
    },
    analyzer: {
      dexScreenerUrl: e.DEXSCREENER_URL,
      rugCheckUrl: e.RUGCHECK_URL,
      solanaRpcUrl: e.SOLANA_RPC_URL,
      apiTimeoutMs: e.EXTERNAL_API_TIMEOUT_MS,
      rugCheckTimeoutMs: e.RUGCHECK_TIMEOUT_MS,
      marketCapRefreshMs: e.MARKET_CAP_REFRESH_SECONDS * 1_000,
      autoArchiveDays: e.AUTO_ARCHIVE_DAYS,
      marketCapHistoryFullDays: e.MARKET_CAP_HISTORY_FULL_DAYS,
      messageRetentionDays: e.MESSAGE_RETENTION_DAYS,
    },
  };
}

/** The user-account source needs its app's id and hash together, and a key to keep its session. */
function telegramAccountProblem(e: Pick<Environment, 'TELEGRAM_API_ID' | 'TELEGRAM_API_HASH' | 'TELEGRAM_SESSION_KEY'>): string | null {
  if ((e.TELEGRAM_API_ID === undefined) !== (e.TELEGRAM_API_HASH === undefined))
    return 'TELEGRAM_API_ID and TELEGRAM_API_HASH go together: set both or neither';
  if (e.TELEGRAM_API_ID !== undefined && e.TELEGRAM_SESSION_KEY === undefined)
    return 'TELEGRAM_SESSION_KEY must be set with TELEGRAM_API_ID (it encrypts the stored account session)';
  return null;
}

/** An exported-but-empty variable (`PORT=`) means "not set", as shells and compose files write it. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
