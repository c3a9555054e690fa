import { Telegram, TelegramError } from 'telegraf';
import { DeliveryError } from './webhook-delivery.js';

/**
 * Sends a firing's message through the configured bot (telegraf's client, at
 * TELEGRAM_BOT_API_URL). Telegram's 429 and 5xx and network failures are retried; any other
 * refusal (the chat not found, the bot not allowed to post there, a token refused) is final,
 * with Telegram's own words.
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
        throw new DeliveryError(`Telegram refused the message (${error.code}): ${error.description}`, retryable);
      }
      throw new DeliveryError(`Telegram could not be reached: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  }
}
