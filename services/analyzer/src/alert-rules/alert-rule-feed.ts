import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { HubEvent } from '@solana-hub/contracts';
import { Producer, QueueName, subscribeToEvents } from '@solana-hub/queue';

/** The token an event says changed, if any. */
export function changedToken(event: HubEvent): string | null {
  switch (event.name) {
    case 'message.updated':
    case 'token.market-cap-updated':
      return event.data.token_address;
    // The extractor queues the check of the messages it stores itself, in the same step.
    case 'message.created':
    case 'templates.changed':
    case 'telegram.watch-list-changed':
    case 'alert.fired':
      return null;
  }
}

/**
 * The id of the check an event asks for: the same on every analyzer that hears the event, so
 * several replicas subscribed add one job between them.
 */
export function checkJobId(event: HubEvent): string {
  return `rules_${createHash('sha256').update(JSON.stringify(event)).digest('hex').slice(0, 40)}`;
}

/**
 * Feeds the `alert-rules` queue from the events the extractor (an edited message) and the
 * analyzer (a market cap refreshed) publish: each is a token that may meet a rule now. (A new
 * message's check the extractor queues itself.) Every
 * analyzer working the queue subscribes, so the feed lives as long as one of them does.
 */
export class AlertRuleFeed {
  private subscriber: Redis | null = null;
  private readonly checks: Producer<typeof QueueName.AlertRules>;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.checks = new Producer(QueueName.AlertRules, redis, prefix);
  }

  async start(): Promise<void> {
    this.subscriber = this.redis.duplicate({ connectionName: `${this.prefix}:alert-rule-feed` });
    await subscribeToEvents(
      this.subscriber,
      this.prefix,
      (event) => void this.add(event),
      (problem) => this.logger.warn({ problem }, 'ignored an invalid event'),
    );
  }

  private async add(event: HubEvent): Promise<void> {
    const tokenAddress = changedToken(event);
    if (tokenAddress === null) return;
    try {
      await this.checks.add({ id: checkJobId(event), payload: { tokenAddress } });
    } catch (error) {
      // The next change of the token (a message, a market-cap refresh within minutes) checks it again.
      this.logger.error({ err: error, tokenAddress, event: event.name }, 'could not queue the alert rules check of a token');
    }
  }

  async stop(): Promise<void> {
    this.subscriber?.disconnect();
    await this.checks.close();
  }
}
