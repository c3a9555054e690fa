import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { CONFIG, REDIS } from '@solana-hub/runtime';
import { sessionIdFromCookieHeader } from '../auth/session-cookie.js';
import { NOT_LOGGED_IN } from '../auth/session.guard.js';

/** AI calls a session may make in a minute: each one costs money. The wizard makes 4 per analysis. */
export const AI_CALLS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

/**
 * Counts a session's AI calls in Redis (one count across every gateway replica) and refuses the
 * call past the limit with 429 and Retry-After. Runs after the session guard, so the session is live.
 */
@Injectable()
export class AiCallLimit implements CanActivate {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const session = sessionIdFromCookieHeader(http.getRequest<FastifyRequest>().headers.cookie, this.config.sessionSecret);
    if (session === null) throw new UnauthorizedException(NOT_LOGGED_IN);
    const { calls, msLeft } = await this.count(`${this.config.redisPrefix}:ai-calls:${session}`);
    if (calls <= AI_CALLS_PER_MINUTE) return true;
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    void http.getResponse<FastifyReply>().header('retry-after', String(seconds));
    throw new HttpException(
      `Too many AI requests: at most ${AI_CALLS_PER_MINUTE} a minute; try again in ${seconds} s`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /** One more call in the session's current minute, which starts with its first call. */
  private async count(key: string): Promise<{ calls: number; msLeft: number }> {
    // One transaction: the window's expiry is set with its first count, never left unset.
    const replies = await this.redis.multi().set(key, 0, 'PX', WINDOW_MS, 'NX').incr(key).pttl(key).exec();
    return { calls: Number(replies?.[1]?.[1]), msLeft: Number(replies?.[2]?.[1]) };
  }
}
