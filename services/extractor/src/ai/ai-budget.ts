import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { AiSpending } from '@solana-hub/ai';
import type { AiModelId } from '@solana-hub/contracts';

/** Spend is counted in millionths of a dollar: Redis adds integers exactly, floats not. */
const MICROS = 1_000_000;
/** A day's count outlives its day a little, for the metrics and a look the morning after. */
const KEEP_SECONDS = 3 * 24 * 3_600;

/** 'YYYY-MM-DD' of the UTC day of `at`. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The start of the UTC day after `at`, when a spent budget is whole again. */
export function nextUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/**
 * AI_DAILY_BUDGET_USD: what the AI extraction queue may spend a UTC day, counted in Redis so
 * that every extractor replica adds to and reads the same figure. Each answer's cost (from its
 * token usage at the list price, libs/ai's costOf) is added when it comes in; a job asks
 * `exhausted()` before it calls. Jobs already calling when the ceiling is reached finish, so
 * the day can end a few calls over it. The wizard's calls (the gateway) are not counted: a user
 * waits for them, and they have their own rate limit.
 */
export class AiBudget implements AiSpending {
  private readonly ceilingMicros: number;
  /** The UTC day whose exhaustion this replica has logged, so the log says it once a day. */
  private announcedDay: string | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    dailyBudgetUsd: number,
    private readonly logger: Logger,
    registry: Registry,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.ceilingMicros = Math.round(dailyBudgetUsd * MICROS);
    // The gauges' collect() runs with `this` the gauge: the budget's own reads go in as arrows.
    const spentMicros = () => this.spentMicros();
    const ceilingMicros = this.ceilingMicros;
    new Gauge({
      name: 'extractor_ai_spend_usd',
      help: 'US dollars the AI extraction queue has spent this UTC day, all replicas together (AI_DAILY_BUDGET_USD is the ceiling)',
      registers: [registry],
      async collect() {
        this.set((await spentMicros()) / MICROS);
      },
    });
    new Gauge({
      name: 'extractor_ai_budget_exhausted',
      help: '1 while AI_DAILY_BUDGET_USD is spent for this UTC day (AI extraction jobs wait for the next one), else 0',
      registers: [registry],
      async collect() {
        this.set((await spentMicros()) >= ceilingMicros ? 1 : 0);
      },
    });
  }

  async spent(dollars: number, model: AiModelId): Promise<void> {
    const key = this.key(this.now());
    // Rounded up: a budget counted low is a budget overspent.
    await this.redis
      .multi()
      .incrby(key, Math.ceil(dollars * MICROS))
      .expire(key, KEEP_SECONDS)
      .exec();
    this.logger.debug({ model, dollars }, 'AI extraction spend counted');
  }

  /** Whether today's budget is spent; says so in the log the first time this replica sees it. */
  async exhausted(): Promise<boolean> {
    const spentMicros = await this.spentMicros();
    if (spentMicros < this.ceilingMicros) return false;
    const day = utcDay(this.now());
    if (this.announcedDay !== day) {
      this.announcedDay = day;
      this.logger.warn(
        { spentUsd: spentMicros / MICROS, budgetUsd: this.ceilingMicros / MICROS, resumesAt: this.resumesAt().toISOString() },
        'AI_DAILY_BUDGET_USD reached: AI extraction jobs wait until the next UTC day',
      );
    }
    return true;
  }

  /** When the jobs that found the budget spent are tried again. */
  resumesAt(): Date {
    return nextUtcDay(this.now());
  }

  private async spentMicros(): Promise<number> {
    return Number((await this.redis.get(this.key(this.now()))) ?? 0);
  }

  private key(at: Date): string {
    return `${this.prefix}:ai-extraction:spent:${utcDay(at)}`;
  }
}
