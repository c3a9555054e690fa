import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { AlertFiring, AlertRule, DeliveryChannel } from '@solana-hub/contracts';
import {
  channelRanking,
  claimFirings,
  EnabledAlertRules,
  firedThresholds,
  firingKey,
  loadTokenFacts,
  pendingDeliveries,
  thresholdsMet,
  type Database,
  type FiringClaim,
  type TokenFacts,
} from '@solana-hub/db';
import { Batcher, Producer, publishEvents, QueueName, type QueuePayload, type QueueRole } from '@solana-hub/queue';
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

/** The most tokens one batch checks (the queue's concurrency bounds it too): its claims are one INSERT. */
const MAX_BATCH = 100;

/** The most deliveries one `alert-deliveries` job holds. */
const DELIVERIES_PER_JOB = 100;

/**
 * Works the `alert-rules` queue: checks the enabled rules against tokens as stored now, and
 * claims each (rule, token, threshold) met by inserting its firing row. The jobs in hand are
 * checked together (a Batcher: while one batch runs, the next gathers), in a fixed number of
 * set-based queries whatever the batch's size: the rules (read again only when changed), the
 * tokens' facts, their firings so far, one multi-row claim, and their pending deliveries. Only
 * the claim's winner announces the firing to the browsers; the deliveries of every firing of the
 * tokens still pending are queued, a job for many, so a worker killed between its claim and its
 * queueing leaves nothing behind: the job's retry queues them (their claims make each once).
 */
@Injectable()
export class AlertRuleCheck implements QueueRole<typeof QueueName.AlertRules>, OnModuleDestroy {
  readonly queue = QueueName.AlertRules;
  private readonly feed: AlertRuleFeed;
  private readonly deliveries: Producer<typeof QueueName.AlertDeliveries>;
  private readonly rules: EnabledAlertRules;
  // Two batches at once: the next one's reads overlap this one's claims (their unique key makes a token in both harmless).
  private readonly batches = new Batcher<string, void>((tokens) => this.check(tokens), MAX_BATCH, 2);
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
    this.rules = new EnabledAlertRules(db);
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

  async handle(payload: QueuePayload<typeof QueueName.AlertRules>): Promise<void> {
    const tokens = 'tokenAddresses' in payload ? payload.tokenAddresses : [payload.tokenAddress];
    await Promise.all(tokens.map((token) => this.batches.add(token)));
  }

  private async check(batch: string[]): Promise<void[]> {
    const done = batch.map(() => undefined);
    const rules = await this.rules.current();
    if (rules.length === 0) return done;
    const tokens = [...new Set(batch)];
    const facts = await loadTokenFacts(this.db, tokens);
    const ranking = rules.some((rule) => rule.conditions.firstCallerInTop !== undefined) ? await this.channelRanking() : [];
    const alreadyFired = await firedThresholds(this.db, tokens);
    const claims = [...facts.values()].flatMap((token) => claimsOf(rules, token, ranking, alreadyFired));
    const won = await claimFirings(this.db, claims);
    this.fired.inc(won.length);
    await this.announce(won, new Map(rules.map((rule) => [rule.id, rule])));
    await this.queueDeliveries(tokens);
    return done;
  }

  /**
   * The browsers hear of a firing once, from its claim's winner. A lost publish is logged, not
   * retried: the firing stays listed on the Rules page.
   */
  private async announce(won: Array<AlertFiring & { ruleId: number }>, rules: ReadonlyMap<number, AlertRule>): Promise<void> {
    const events = won
      .filter((firing) => rules.get(firing.ruleId)?.actions.browser)
      .map((firing) => ({
        name: 'alert.fired' as const,
        data: { firing_id: firing.id, fired_at: firing.fired_at, notice: firing.notice },
      }));
    if (events.length === 0) return;
    try {
      await publishEvents(this.redis, this.config.redisPrefix, events);
    } catch (error) {
      this.logger.error({ err: error, firings: events.length }, 'could not tell the dashboards of alert rule firings');
    }
  }

  /**
   * One job for up to DELIVERIES_PER_JOB deliveries: a job costs Redis round trips, a delivery
   * in it a claim and an outcome batched with the others. The id is a digest of the deliveries,
   * so the same check retried adds nothing; a retry that finds fewer pending adds a job whose
   * claims find the rest done.
   */
  private async queueDeliveries(tokens: readonly string[]): Promise<void> {
    const pending = await pendingDeliveries(this.db, tokens);
    const jobs = [];
    for (let start = 0; start < pending.length; start += DELIVERIES_PER_JOB) {
      const deliveries = pending.slice(start, start + DELIVERIES_PER_JOB);
      const digest = createHash('sha256')
        .update(deliveries.map(({ firingId, channel }) => `${firingId}_${channel}`).join(','))
        .digest('hex');
      jobs.push({ id: `deliver_${digest.slice(0, 40)}`, payload: { deliveries } });
    }
    if (jobs.length > 0) await this.deliveries.addBulk(jobs);
  }

  private async channelRanking(): Promise<string[]> {
    if (!this.ranking || Date.now() - this.ranking.at > RANKING_MAX_AGE_MS) {
      this.ranking = { chats: await channelRanking(this.db), at: Date.now() };
    }
    return this.ranking.chats;
  }
}

/** The firings a token's facts call for that were not fired yet. */
function claimsOf(rules: readonly AlertRule[], token: TokenFacts, ranking: readonly string[], fired: ReadonlySet<string>): FiringClaim[] {
  return rules.flatMap((rule) =>
    thresholdsMet(rule.conditions, token, ranking)
      .filter((threshold) => !fired.has(firingKey(rule.id, token.address, threshold)))
      .map((threshold) => ({
        ruleId: rule.id,
        tokenAddress: token.address,
        threshold,
        notice: noticeOf({ id: rule.id, name: rule.name, sound: rule.actions.sound }, token, threshold),
        channels: channelsOf(rule),
      })),
  );
}
