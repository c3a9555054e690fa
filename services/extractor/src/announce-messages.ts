import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AlertMessage } from '@solana-hub/contracts';
import { publishEvents } from '@solana-hub/queue';

/**
 * Tells the gateways about stored messages, new or rewritten. The messages are committed by
 * now, and a retried job would find them stored and announce nothing, so a failure is logged
 * rather than failing the job: browsers catch up on their next poll.
 */
export async function announceMessages(
  redis: Redis,
  prefix: string,
  logger: Logger,
  name: 'message.created' | 'message.updated',
  messages: readonly AlertMessage[],
): Promise<void> {
  try {
    await publishEvents(
      redis,
      prefix,
      messages.map((data) => ({ name, data })),
    );
  } catch (error) {
    logger.error({ err: error, messages: messages.length }, `could not publish ${name}; the live feed misses these`);
  }
}
