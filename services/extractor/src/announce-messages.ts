import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AlertMessage, HubEvent, Token } from '@solana-hub/contracts';
import { publishEvents } from '@solana-hub/queue';

/**
 * Tells the gateways about stored messages, new or rewritten, each with its token's row as the
 * write left it when `tokens` has it (the dashboards show the row at once: docs/live-updates.md).
 * The messages are committed by now, and a retried job would find them stored and announce
 * nothing, so a failure is logged rather than failing the job: the sequence number the lost
 * events would have taken is skipped, and browsers that see the gap read their lists again.
 */
export async function announceMessages(
  redis: Redis,
  prefix: string,
  logger: Logger,
  name: 'message.created' | 'message.updated',
  messages: readonly AlertMessage[],
  tokens: ReadonlyMap<string, Token> = new Map(),
): Promise<void> {
  try {
    await publishEvents(
      redis,
      prefix,
      messages.map((data): HubEvent => ({ name, data, ...tokenOf(data, tokens) })),
    );
  } catch (error) {
    logger.error({ err: error, messages: messages.length }, `could not publish ${name}; the live feed misses these`);
  }
}

/** The event's token row: null for a message without a token, absent when the row is not known. */
function tokenOf(message: AlertMessage, tokens: ReadonlyMap<string, Token>): { token?: Token | null } {
  if (message.token_address === null) return { token: null };
  const token = tokens.get(message.token_address);
  return token ? { token } : {};
}
