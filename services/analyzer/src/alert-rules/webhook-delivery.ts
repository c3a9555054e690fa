import { createHmac } from 'node:crypto';
import { webhookUrlProblem, type AlertFired } from '@solana-hub/contracts';

/** The header carrying the body's signature: `sha256=<hex HMAC-SHA256 of the raw body under the rule's secret>`. */
export const SIGNATURE_HEADER = 'X-Solana-Hub-Signature';

export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The header carrying the firing's id, the same on every attempt of its delivery: a webhook may
 * be POSTed more than once (a timeout, a worker stopped mid-request), and the receiver drops a
 * firing id it has seen.
 */
export const FIRING_ID_HEADER = 'X-Solana-Hub-Firing-Id';

/**
 * Why a delivery failed, and whether another attempt can help. `maybeDelivered`: the request
 * may have reached the receiver before the failure (a timeout, a connection broken mid-call),
 * so that another attempt could deliver it twice.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly maybeDelivered = false,
    /** How long the receiver asked to be left alone before the retry (Telegram's `retry_after`); null: the queue's backoff. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/**
 * POSTs a firing as JSON to the rule's webhook, signed, with its firing id in a header. The URL is the trader's input: checked
 * again here (http/https only), and redirects are not followed, so an answer cannot send the
 * request on to another host. A 2xx is delivered; 408, 429 and 5xx and network failures are
 * retried; any other answer is final (the receiver refuses).
 */
export async function postWebhook(url: string, secret: string, firing: AlertFired, timeoutMs: number): Promise<void> {
  const problem = webhookUrlProblem(url);
  if (problem) throw new DeliveryError(problem, false);
  const body = JSON.stringify({ event: 'alert.fired', ...firing });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'solana-hub-alerts',
        [SIGNATURE_HEADER]: signatureOf(body, secret),
        [FIRING_ID_HEADER]: String(firing.firing_id),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describe(error);
    throw new DeliveryError(`the webhook could not be reached: ${reason}`, true, true);
  }
  // The answer's body is not needed; reading it would let a receiver hold the worker.
  await response.body?.cancel();
  if (response.ok) return;
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  throw new DeliveryError(
    `the webhook answered ${response.status}${response.status >= 300 && response.status < 400 ? ' (a redirect, not followed)' : ''}`,
    retryable,
  );
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
