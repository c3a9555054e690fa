import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { TelegramError } from 'telegraf';
import { TELEGRAM_BOT_TOKEN_REFUSED } from '@solana-hub/contracts';
import type { TelegramConnectionRecord } from '../telegram-connection.js';
import { unreachableProblem } from '../telegram-account/telegram-errors.js';
import { botApiFailure, type BotApi } from './bot-api.js';

/**
 * The bot's timing. Out of reach this long shows on the Sources screen (a call retried within
 * moments does not); the ingest's bot tests shorten it before they start the service.
 */
export const BOT_TIMING = { unreachableShownAfterMs: 15_000 };

/** What /health says of the bot ('ok' or what is wrong, in words that name no host or secret). */
export type BotStatus = 'connecting' | 'ok' | 'token refused' | 'conflict' | 'unreachable' | 'request refused' | 'failed';

/** Thrown through the source when it stops: on shutdown, or for a token Telegram refuses. */
export class BotStopped extends Error {}

/** Backoff after the nth failure in a row: 1 s, doubling up to `maxMs`. */
export function retryDelayMs(failures: number, maxMs = 60_000): number {
  return Math.min(1_000 * 2 ** Math.max(failures - 1, 0), maxMs);
}

/** Waits, unless the source stops first. */
export async function pause(ms: number, stop: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal: stop });
  } catch {
    throw new BotStopped('stopped');
  }
}

/**
 * Why the Bot API cannot be reached, as the Sources screen says it: the network error's code
 * ("Telegram unreachable: ECONNREFUSED"), a failing server's status, or null (a time limit: the
 * record then says there is no connection). Never the URL, which holds the token.
 */
export function botUnreachableProblem(error: unknown): string | null {
  if (error instanceof TelegramError) return `Telegram unreachable: the Bot API answers ${error.code}`;
  return unreachableProblem(error);
}

/**
 * The bot's calls to the Bot API, each retried until it succeeds: network failures, time limits
 * and 5xx with backoff, a 429 after the time Telegram asks for, a 409 (another process reads
 * this bot) with backoff and a clear word. A token Telegram refuses stops the source with one
 * log line: no retry can help, and a crash would only start the same refusal again. The
 * Sources screen hears of it (`reachability`): connected on an answer, unreachable after the
 * grace while calls fail for the network or a 5xx, at once for a refused token.
 */
export class BotConnection {
  status: BotStatus = 'connecting';
  private failures = 0;
  private failingSince: number | null = null;

  constructor(
    readonly api: BotApi,
    private readonly token: string,
    private readonly logger: Logger,
    readonly stop: AbortSignal,
    private readonly reachability: TelegramConnectionRecord,
  ) {}

  async call<T>(method: string, request: (stop: AbortSignal) => Promise<T>): Promise<T> {
    for (;;) {
      if (this.stop.aborted) throw new BotStopped('stopped');
      try {
        const result = await request(this.stop);
        this.answered();
        return result;
      } catch (error) {
        if (this.stop.aborted) throw new BotStopped('stopped');
        await this.failed(method, error);
      }
    }
  }

  private answered() {
    if (this.failingSince !== null) this.logger.info({ downMs: Date.now() - this.failingSince }, 'Telegram bot: the Bot API answers again');
    this.status = 'ok';
    this.reachability.connected();
    this.failures = 0;
    this.failingSince = null;
  }

  private async failed(method: string, error: unknown): Promise<void> {
    const failure = botApiFailure(error, this.token);
    if (failure.kind === 'token refused') {
      this.status = 'token refused';
      this.reachability.refused(TELEGRAM_BOT_TOKEN_REFUSED);
      this.logger.error(
        { method, answer: failure.description },
        'Telegram refused TELEGRAM_BOT_TOKEN: the bot source is stopped. Check the token with @BotFather (and TELEGRAM_BOT_API_URL, if set), then restart the ingest',
      );
      throw new BotStopped('token refused');
    }
    // Telegram answering with a 409 or a 429 is reachable: only the network or a 5xx is not.
    if (failure.kind === 'unreachable') this.unreachable(error);
    else this.reachability.connected();
    this.failures += 1;
    this.failingSince ??= Date.now();
    if (failure.kind === 'flood wait') {
      this.logger.warn(
        { method, answer: failure.description, retryInSeconds: failure.retryAfterSeconds },
        'Telegram bot: Telegram asks to wait (429); waiting as long as it says',
      );
      return pause(failure.retryAfterSeconds * 1000, this.stop);
    }
    this.status = failure.kind;
    const delayMs = retryDelayMs(this.failures);
    const details = { method, answer: failure.description, failures: this.failures, retryInMs: delayMs };
    if (failure.kind === 'conflict') {
      this.logger.warn(
        details,
        "Telegram bot: another process reads this bot's updates (409 Conflict). Run one ingest per bot token; retrying",
      );
    } else {
      this.logger.warn(details, `Telegram bot: ${method} failed (${failure.kind}); retrying`);
    }
    return pause(delayMs, this.stop);
  }

  private unreachable(error: unknown): void {
    const problem = botUnreachableProblem(error);
    if (problem !== null) this.reachability.noteProblem(problem);
    this.reachability.lost();
  }
}
