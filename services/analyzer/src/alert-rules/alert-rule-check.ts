import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import { deliveryChannels, type AlertFiring, type AlertRule, type DeliveryChannel } from '@solana-hub/contracts';
import {
  channelRanking,
  claimFiring,
  firedThresholds,
  firingKey,
  listAlertRules,
  loadTokenFacts,
  thresholdsMet,
  undeliveredFirings,
  type Database,
} from '@solana-hub/db';
import { Producer, publishEvents, QueueName, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import type { Config } from '@solana-hub/config';
import { AlertRuleFeed } from './alert-rule-feed.js';
import { noticeOf } from './alert-notice.js';

/** The Channels ranking changes slowly (the channel-scores pass runs each minute): read at most this often. */
const RANKING_MAX_AGE_MS = 60_000;

/** The deliveries a rule's actions ask for. */
function channelsOf(rule: AlertRule): DeliveryChannel[] {
  return [...(rule.actions.telegram ? (['telegram'] as const) : []), ...(rule.actions.webhookUrl ? (['webhook'] as const) : [])];
}

/**
 * Works the `alert-rules` queue: checks the enabled rules against one token as stored now, and
 * claims each (rule, token, threshold) met by inserting its firing row. Only the claim's winner
 * announces the firing to the browsers; the deliveries of every firing of the token not yet
 * delivered are queued (their job ids make that once), so a worker killed between its claim and
 * its queueing leaves nothing behind: the job's retry queues them.
 */
@Injectable()
export class AlertRuleCheck implements QueueRole<typeof QueueName.AlertRules>, OnModuleDestroy {
  readonly queue = QueueName.AlertRules;
  private readonly feed: AlertRuleFeed;
  private readonly deliveries: Producer<typeof QueueName.AlertDeliveries>;
  private readonly fired: Counter;
  private ranking: { chats: string[]; at: number } | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.feed = new AlertRuleFeed(redis, config.redisPrefix, logger);
    this.deliveries = new Producer(QueueName.AlertDeliveries, redis, config.redisPrefix);
    this.fired = new Counter({
      name: 'analyzer_alert_rule_firings_total',
      help: 'Alert rule firings claimed',
      registers: [metrics.registry],
    });
  }

  async prepare(): Promise<void> {
    await this.feed.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.feed.stop();
    await this.deliveries.close();
  }

  async handle({ tokenAddress }: QueuePayload<typeof QueueName.AlertRules>): Promise<void> {
    const rules = await listAlertRules(this.db, true);
    if (rules.length === 0) return;
    const token = (await loadTokenFacts(this.db, [tokenAddress])).get(tokenAddress);
    if (!token) return;
    const ranking = rules.some((rule) => rule.conditions.firstCallerInTop !== undefined) ? await this.channelRanking() : [];
    const alreadyFired = await firedThresholds(this.db, tokenAddress);
    const won: Array<{ rule: AlertRule; firing: AlertFiring }> = [];
    for (const rule of rules) {
      for (const threshold of thresholdsMet(rule.conditions, token, ranking)) {
        if (alreadyFired.has(firingKey(rule.id, threshold))) continue;
        const notice = noticeOf({ id: rule.id, name: rule.name, sound: rule.actions.sound }, token, threshold);
        const firing = await claimFiring(this.db, { ruleId: rule.id, tokenAddress, threshold, notice, channels: channelsOf(rule) });
        if (firing) won.push({ rule, firing });
      }
    }
    this.fired.inc(won.length);
    await this.announce(won);
    await this.queueDeliveries(tokenAddress);
  }

  /**
   * The browsers hear of a firing once, from its claim's winner. A lost publish is logged, not
   * retried: the firing stays listed on the Rules page.
   */
  private async announce(won: Array<{ rule: AlertRule; firing: AlertFiring }>): Promise<void> {
    const events = won
      .filter(({ rule }) => rule.actions.browser)
      .map(({ firing }) => ({
        name: 'alert.fired' as const,
        data: { firing_id: firing.id, fired_at: firing.fired_at, notice: firing.notice },
      }));
    try {
      await publishEvents(this.redis, this.config.redisPrefix, events);
    } catch (error) {
      this.logger.error({ err: error, firings: events.length }, 'could not tell the dashboards of alert rule firings');
    }
  }

  private async queueDeliveries(tokenAddress: string): Promise<void> {
    const firings = await undeliveredFirings(this.db, tokenAddress);
    const jobs = firings.flatMap((firing) =>
      deliveryChannels
        .filter((channel) => firing.deliveries[channel]?.status === 'pending')
        .map((channel) => ({ id: `deliver_${firing.id}_${channel}`, payload: { firingId: firing.id, channel } })),
    );
    if (jobs.length > 0) await this.deliveries.addBulk(jobs);
  }

  private async channelRanking(): Promise<string[]> {
    if (!this.ranking || Date.now() - this.ranking.at > RANKING_MAX_AGE_MS) {
      this.ranking = { chats: await channelRanking(this.db), at: Date.now() };
    }
    return this.ranking.chats;
  }
}
