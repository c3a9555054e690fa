import { Telegram, TelegramError } from 'telegraf';
import { READ_UPDATE_KINDS } from './bot-update.js';

/** How long Telegram holds a getUpdates open when there is nothing new (its long polling). */
export const LONG_POLL_SECONDS = 50;
/** A call that has not answered by then has failed (telegraf's own limit is 500 s). */
const CALL_TIME_LIMIT_MS = (LONG_POLL_SECONDS + 15) * 1000;

/**
 * The Bot API calls the bot source makes, through telegraf's client, at TELEGRAM_BOT_API_URL.
 * Every call gives up when the source stops or after CALL_TIME_LIMIT_MS.
 */
export class BotApi {
  private readonly telegram: Telegram;

  constructor(token: string, apiRoot: string) {
    // telegraf resolves each call against the root as a relative URL: a root without its trailing
    // slash would lose its last segment (https://host/tg-api → https://host/bot<token>/getMe).
    this.telegram = new Telegram(token, { apiRoot: apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/` });
  }

  getMe(stop: AbortSignal) {
    return this.telegram.callApi('getMe', {}, withLimit(stop));
  }

  /** The updates after `offset`; asking for them confirms every update before it to Telegram. */
  getUpdates(offset: number | undefined, stop: AbortSignal): Promise<unknown[]> {
    return this.telegram.callApi('getUpdates', { offset, timeout: LONG_POLL_SECONDS, allowed_updates: READ_UPDATE_KINDS }, withLimit(stop));
  }

  /** Confirms the updates before `offset` without waiting for new ones (telegraf does the same on stop). */
  confirm(offset: number, stop: AbortSignal): Promise<unknown[]> {
    return this.telegram.callApi('getUpdates', { offset, limit: 1, timeout: 0 }, withLimit(stop));
  }

  /** Polling and a webhook exclude each other; the updates a webhook left behind are kept. */
  deleteWebhook(stop: AbortSignal) {
    return this.telegram.callApi('deleteWebhook', { drop_pending_updates: false }, withLimit(stop));
  }

  setWebhook(url: string, secretToken: string, stop: AbortSignal) {
    return this.telegram.callApi(
      'setWebhook',
      { url, secret_token: secretToken, allowed_updates: READ_UPDATE_KINDS, drop_pending_updates: false },
      withLimit(stop),
    );
  }
}

/** The signal type telegraf declares: the `abort-controller` polyfill's, which Node's own signal is at run time. */
type TelegrafSignal = NonNullable<NonNullable<Parameters<Telegram['callApi']>[2]>['signal']>;

function withLimit(stop: AbortSignal): { signal: TelegrafSignal } {
  return { signal: AbortSignal.any([stop, AbortSignal.timeout(CALL_TIME_LIMIT_MS)]) as unknown as TelegrafSignal };
}

/** How a failed Bot API call is handled: each kind has its own answer (telegram-bot-source.ts). */
export type BotApiFailure =
  /** 401, or 404 (a token of the wrong form, or an API URL that is no Bot API): no retry helps. */
  | { kind: 'token refused'; description: string }
  /** 409: another process polls this bot, or a webhook is set. */
  | { kind: 'conflict'; description: string }
  /** 429: wait as long as Telegram says. */
  | { kind: 'flood wait'; description: string; retryAfterSeconds: number }
  /** The network, a time limit, a 5xx: retried with backoff. */
  | { kind: 'unreachable'; description: string }
  /** Any other refusal (a 400 for a webhook URL Telegram cannot use, say): retried with backoff. */
  | { kind: 'request refused'; description: string };

/**
 * Classifies a failed call. The description is safe to log: telegraf's errors also carry the
 * call's payload (with the webhook's secret), and a network error's message its URL (with the
 * token, which telegraf redacts only when it has the usual form; it is removed here too).
 */
export function botApiFailure(error: unknown, token: string): BotApiFailure {
  if (error instanceof TelegramError) {
    const description = `${error.code} ${error.description}`.replaceAll(token, '[token]');
    if (error.code === 401 || error.code === 404) return { kind: 'token refused', description };
    if (error.code === 409) return { kind: 'conflict', description };
    if (error.code === 429) return { kind: 'flood wait', description, retryAfterSeconds: error.parameters?.retry_after ?? 5 };
    if (error.code >= 500) return { kind: 'unreachable', description };
    return { kind: 'request refused', description };
  }
  const description = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { kind: 'unreachable', description: description.replaceAll(token, '[token]') };
}
