import { createHmac } from 'node:crypto';

/** Where the ingest takes the bot's updates when TELEGRAM_WEBHOOK_URL is set; that URL must reach this path. */
export const WEBHOOK_PATH = '/telegram/webhook';

/** The header in which Telegram sends the secret_token given to setWebhook. */
export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * The webhook's secret_token, derived from the bot token: only Telegram (which has it from
 * setWebhook) and this ingest know it, there is no other setting to keep, and a new bot token
 * makes a new secret. 43 characters of [A-Za-z0-9_-], as Telegram allows.
 */
export function webhookSecretOf(botToken: string): string {
  return createHmac('sha256', botToken).update('solana-hub telegram webhook secret').digest('base64url');
}
