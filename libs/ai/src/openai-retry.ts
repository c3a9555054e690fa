import { APIConnectionError, APIError } from 'openai';

/**
 * Retries of a request that failed on OpenAI's side (429, 5xx, a timeout, a lost connection);
 * the client waits about 0.5 s, then 1 s, or what OpenAI's Retry-After says.
 */
export const AI_MAX_RETRIES = 2;

/**
 * The longest Retry-After the client waits for. A trader is waiting on the wizard's calls and a
 * worker holds its job meanwhile: a longer wait fails the request now (the extractor's job is
 * tried again later by its queue). The openai package itself waits for any Retry-After.
 */
export const MAX_RETRY_WAIT_MS = 10_000;

const FIRST_RETRY_DELAY_MS = 500;

/** OpenAI asked to wait longer than MAX_RETRY_WAIT_MS before another try. */
export class WaitTooLong extends Error {
  constructor(
    readonly waitMs: number,
    readonly refusal: APIError,
  ) {
    super(`OpenAI asks to wait ${Math.ceil(waitMs / 1_000)} s before another try (${refusal.message})`, { cause: refusal });
    this.name = 'WaitTooLong';
  }
}

/** The backoff of the `retry`th retry (0-based), with up to a quarter off so that replicas spread out. */
function backoffMs(retry: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** retry * (1 - Math.random() * 0.25);
}

/** retry-after-ms (OpenAI's), else Retry-After in seconds or as an HTTP date. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const millis = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const header = headers?.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * How long to wait before the `retry`th retry (0-based) of a request that failed with `error`;
 * null when trying again cannot help (a refusal of the request itself, an exhausted quota).
 * Throws WaitTooLong when OpenAI asks for a longer wait than the client gives.
 */
export function retryDelayMs(error: unknown, retry: number): number | null {
  if (error instanceof APIConnectionError) return backoffMs(retry);
  if (!(error instanceof APIError) || error.status === undefined) return null;
  // The SDK types its APIError's status, headers and body as any: named here once.
  const { status, code, headers } = error as { status: number; code: string | null | undefined; headers: Headers | undefined };
  // The account has no credit left: only its owner can change that.
  if (status === 429 && code === 'insufficient_quota') return null;
  if (status !== 408 && status !== 409 && status !== 429 && status < 500) return null;
  const asked = retryAfterMs(headers);
  if (asked !== undefined && asked > MAX_RETRY_WAIT_MS) throw new WaitTooLong(asked, error as APIError);
  return asked ?? backoffMs(retry);
}
