import { Telegram, TelegramError } from 'telegraf';
import { DeliveryError } from './webhook-delivery.js';

/**
 * The network failures that prove the request never reached the Bot API (no connection was
 * made): another attempt cannot make a second message.
 */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The longest a flood wait holds a firing's message back. Telegram asks for seconds to a minute
 * when a bot posts too fast; a notice later than this has lost its point, so it is tried then
 * (another 429 costs one of the delivery's attempts).
 */
export const MAX_FLOOD_WAIT_MS = 60_000;

/** The wait a 429's `parameters.retry_after` (seconds) asks for, capped; null when it names none. */
export function floodWaitMs(retryAfterSeconds: number | undefined): number | null {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds < 0) return null;
  return Math.min(retryAfterSeconds * 1_000, MAX_FLOOD_WAIT_MS);
}

/**
 * Sends a firing's message through the configured bot (telegraf's client, at
 * TELEGRAM_BOT_API_URL). Telegram's 429 and 5xx and a connection that could not be made are
 * retried (the message was not sent), a 429 after the `retry_after` it names (capped at
 * MAX_FLOOD_WAIT_MS); any other refusal (the chat not found, the bot not allowed
 * to post there, a token refused) is final, with Telegram's own words. A call that broke off
 * after its request went out (a timeout, a reset, an answer cut short) may have sent the
 * message: Telegram has no idempotency key, so it is `maybeDelivered`, never retried.
 */
export class TelegramDelivery {
  private readonly telegram: Telegram;

  constructor(
    token: string,
    apiRoot: string,
    private readonly chatId: string,
    private readonly timeoutMs: number,
  ) {
    this.telegram = new Telegram(token, { apiRoot });
  }

  async send(text: string): Promise<void> {
    try {
      await this.telegram.callApi(
        'sendMessage',
        { chat_id: this.chatId, text, link_preview_options: { is_disabled: true } },
        { signal: AbortSignal.timeout(this.timeoutMs) as unknown as NonNullable<Parameters<Telegram['callApi']>[2]>['signal'] },
      );
    } catch (error) {
      if (error instanceof TelegramError) {
        const retryable = error.code === 429 || error.code >= 500;
        const wait = error.code === 429 ? floodWaitMs(error.parameters?.retry_after) : null;
        throw new DeliveryError(`Telegram refused the message (${error.code}): ${error.description}`, retryable, false, wait);
      }
      const reason = error instanceof Error ? error.message : String(error);
      if (NOT_SENT_CODES.has(codeOf(error))) throw new DeliveryError(`Telegram could not be reached: ${reason}`, true);
      throw new DeliveryError(`the call to Telegram broke off: ${reason}`, false, true);
    }
  }
}

/** A system error's code (node-fetch's FetchError carries it, undici's on its cause). */
function codeOf(error: unknown): string {
  if (!(error instanceof Error)) return '';
  const { code } = error as Error & { code?: unknown };
  if (typeof code === 'string') return code;
  return error.cause ? codeOf(error.cause) : '';
}
