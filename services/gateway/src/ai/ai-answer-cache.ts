import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Config } from '@solana-hub/config';
import { CONFIG, REDIS } from '@solana-hub/runtime';

/** How long an answer serves identical calls: a sample is analysed again within a day's work, not a week's. */
export const AI_ANSWER_TTL_SECONDS = 24 * 3600;

/**
 * AI answers in Redis, under a hash of everything that shapes them (call, model, prompt, schema,
 * message), so every gateway replica reuses what was paid for once.
 */
@Injectable()
export class AiAnswerCache {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * The stored answer to `call` when `useCache` allows it and there is one; otherwise what `ask`
   * answers, stored for the next identical call (so useCache: false refreshes the stored answer).
   * Failures are not stored.
   */
  async answer<T>(call: object, schema: z.ZodType<T>, useCache: boolean, ask: () => Promise<T>): Promise<T> {
    const key = this.keyOf(call);
    if (useCache) {
      const stored = await this.read(key, schema);
      if (stored.found) return stored.answer;
    }
    const fresh = await ask();
    await this.redis.set(key, JSON.stringify(fresh), 'EX', AI_ANSWER_TTL_SECONDS);
    return fresh;
  }

  /** The stored answer, checked: one stored by an older gateway may not have today's shape. */
  private async read<T>(key: string, schema: z.ZodType<T>): Promise<{ found: true; answer: T } | { found: false }> {
    const text = await this.redis.get(key);
    const parsed = text === null ? null : schema.safeParse(JSON.parse(text));
    return parsed?.success ? { found: true, answer: parsed.data } : { found: false };
  }

  private keyOf(call: object): string {
    const hash = createHash('sha256').update(JSON.stringify(call)).digest('base64url');
    return `${this.config.redisPrefix}:ai-answer:${hash}`;
  }
}
