import { setTimeout as sleep } from 'node:timers/promises';
import axios, { AxiosError, isAxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { cleanText, describeZodError } from '@solana-hub/contracts';
import { ExternalApiError } from './external-api-error.js';
import { SharedRateBudget, type Rate } from './shared-rate-budget.js';

/** Where a provider's client connects, and the Redis its rate budget is shared in. */
export interface ProviderConnection {
  baseUrl: string;
  /** How long the provider may stay silent on one request (before its answer starts, or within it). */
  timeoutMs: number;
  logger: Logger;
  redis: Redis;
  redisPrefix: string;
}

/** A failure the provider answers with a 200, as a JSON-RPC node does: retried, and as a rate limit when it is one. */
export interface PassingFailure {
  detail: string;
  rateLimited: boolean;
}

export interface ExternalApiOptions extends ProviderConnection {
  /** The provider's name in logs and failure reasons, e.g. 'DexScreener'. */
  provider: string;
  /** What the provider allows one address. */
  rate: Rate;
  /** The largest answer taken; a larger one fails, so a provider's bug cannot fill the memory. */
  maxAnswerBytes?: number;
  /** Finds a passing failure in an answer that came with a 200; null for an answer. */
  passingFailureIn?: (body: unknown) => PassingFailure | null;
  /** Tries of one request when the failure is passing (429, 5xx, timeout, reset). */
  attempts?: number;
  /** Wait before the first retry; it doubles for each further one. */
  firstRetryDelayMs?: number;
  /** A share of the provider's rate for this client alone (BudgetShare); unset, it draws on the whole of it. */
  share?: BudgetShare;
}

/**
 * Background requests that must leave the rest of a provider's budget to others: each takes a
 * turn of this smaller budget of its own (`rate`, shared in Redis too, named after `name`) before
 * one of the provider's. However many are queued, they take at most `rate` of the provider's, so
 * the others always find the remainder; a budget that only let them go "when there is headroom"
 * would need the others' demand, which no window of the limiter knows.
 */
export interface BudgetShare {
  name: string;
  rate: Rate;
}

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_FIRST_RETRY_DELAY_MS = 500;
/** Ten times a full DexScreener answer of 30 pairs; RugCheck's reports take their own, larger limit. */
const DEFAULT_MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** A provider that asks us to come back later than this is failed now: a trader is waiting. */
const MAX_RETRY_DELAY_MS = 5_000;
/** Failures that say the provider cannot be reached at all: retrying soon changes nothing. */
const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ERR_INVALID_URL']);
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

type Attempt = { ok: true; body: unknown } | { ok: false; detail: string; retry: boolean; rateLimited?: boolean; retryAfterMs?: number };

/**
 * A JSON API of a data provider: every request within the provider's rate budget (shared by
 * every replica), passing failures retried with backoff, every answer checked against the schema
 * of its real shape. Any failure ends in an ExternalApiError that says what the provider did.
 */
export class ExternalApi {
  private readonly http: AxiosInstance;
  private readonly budget: SharedRateBudget;
  private readonly share: SharedRateBudget | null;
  private readonly maxAnswerBytes: number;
  private readonly attempts: number;
  private readonly firstRetryDelayMs: number;

  constructor(private readonly options: ExternalApiOptions) {
    this.maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
    this.http = axios.create({
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      headers: { Accept: 'application/json' },
      maxContentLength: this.maxAnswerBytes,
      // Status codes and bodies are judged here, not by axios.
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: (data: unknown) => data,
    });
    this.budget = new SharedRateBudget(options);
    this.share = options.share
      ? new SharedRateBudget({ ...options, provider: `${options.provider} ${options.share.name}`, rate: options.share.rate })
      : null;
    this.attempts = options.attempts ?? DEFAULT_ATTEMPTS;
    this.firstRetryDelayMs = options.firstRetryDelayMs ?? DEFAULT_FIRST_RETRY_DELAY_MS;
  }

  get provider(): string {
    return this.options.provider;
  }

  async get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    return this.request({ method: 'GET', url: path }, schema);
  }

  async post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
    return this.request({ method: 'POST', url: path, data: body, headers: { 'Content-Type': 'application/json' } }, schema);
  }

  private async request<S extends z.ZodType>(config: AxiosRequestConfig, schema: S): Promise<z.infer<S>> {
    for (let attempt = 1; ; attempt += 1) {
      await this.share?.take(MAX_RETRY_DELAY_MS);
      await this.budget.take(MAX_RETRY_DELAY_MS);
      const outcome = await this.attempt(config);
      if (outcome.ok) return checkAnswer(this.provider, outcome.body, schema);
      const delayMs = outcome.retryAfterMs ?? this.firstRetryDelayMs * 2 ** (attempt - 1);
      // The whole budget waits, on every replica, also when this request gives up now.
      if (outcome.rateLimited) await this.budget.pause(delayMs);
      if (!outcome.retry || attempt >= this.attempts || delayMs > MAX_RETRY_DELAY_MS) {
        throw new ExternalApiError(this.provider, attempt > 1 ? `${outcome.detail} (after ${attempt} attempts)` : outcome.detail);
      }
      this.options.logger.warn(
        { provider: this.provider, path: config.url, attempt, detail: outcome.detail, delayMs },
        `${this.provider} request failed; retrying`,
      );
      // After a rate limit the budget's next turn is after the pause.
      if (!outcome.rateLimited) await sleep(delayMs);
    }
  }

  private async attempt(config: AxiosRequestConfig): Promise<Attempt> {
    let response: AxiosResponse<string>;
    try {
      response = await this.http.request<string>(config);
    } catch (error) {
      return transportFailure(error, this.options.timeoutMs, this.maxAnswerBytes);
    }
    const { status } = response;
    if (status === 429) {
      return {
        ok: false,
        detail: 'rate limited (429)',
        retry: true,
        rateLimited: true,
        retryAfterMs: retryAfterMs(response.headers['retry-after']),
      };
    }
    if (status >= 500) return { ok: false, detail: `answered ${status} ${response.statusText}`.trim(), retry: true };
    if (status >= 400) return { ok: false, detail: `answered ${status}: ${snippet(response.data)}`, retry: false };
    let body: unknown;
    try {
      body = JSON.parse(response.data, storableStrings);
    } catch {
      return { ok: false, detail: `answered a body that is not JSON: ${snippet(response.data)}`, retry: false };
    }
    const passing = this.options.passingFailureIn?.(body);
    return passing ? { ok: false, detail: passing.detail, retry: true, rateLimited: passing.rateLimited } : { ok: true, body };
  }
}

/**
 * Every string of an answer as PostgreSQL can store it (cleanText): a provider's token name
 * with a `\u0000` or a lone surrogate would otherwise fail the write of the report it is in,
 * on every attempt.
 */
function storableStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? cleanText(value) : value;
}

/** The answer in the schema of its real shape, or an ExternalApiError naming what differs. */
export function checkAnswer<S extends z.ZodType>(provider: string, body: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ExternalApiError(provider, `answered an unexpected shape (${describeZodError(parsed.error)})`);
  return parsed.data;
}

function transportFailure(error: unknown, timeoutMs: number, maxAnswerBytes: number): Attempt {
  if (!isAxiosError(error)) return { ok: false, detail: String(error), retry: false };
  const code = error.code ?? '';
  if (TIMEOUT_CODES.has(code)) return { ok: false, detail: `no answer within ${timeoutMs} ms`, retry: true };
  // axios stops reading past maxContentLength: the same answer would come again.
  if (code === AxiosError.ERR_BAD_RESPONSE && /maxContentLength/.test(error.message)) {
    return { ok: false, detail: `answered more than ${Math.round(maxAnswerBytes / 1024)} KB`, retry: false };
  }
  if (UNREACHABLE_CODES.has(code)) return { ok: false, detail: `unreachable (${error.message})`, retry: false };
  return { ok: false, detail: `connection failed (${error.message})`, retry: true };
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(header: unknown): number | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The start of a body for a failure's reason, which reports and logs keep: storable too. */
function snippet(body: unknown): string {
  const text = cleanText(typeof body === 'string' ? body : String(body));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text || '(empty body)';
}
