import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { listSinceQuerySchema, MESSAGES_PER_TOKEN } from '@solana-hub/contracts';
import { messagesByTokenChangesSince, recentMessagesByToken, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';
import { cachedListKey } from '../answers/cached-lists.js';
import { versionedListAnswer } from '../answers/versioned-list.js';

/**
 * GET /api/all-messages-by-token: address → its newest messages (at most MESSAGES_PER_TOKEN),
 * newest first; with `since`, only what changed since that version (docs/live-updates.md).
 */
@Controller('api')
export class MessagesByTokenController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly answers: AnswerCache,
  ) {}

  @Get('all-messages-by-token')
  async messagesByToken(
    @Query(new ZodPipe(listSinceQuerySchema)) query: z.infer<typeof listSinceQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await versionedListAnswer(this.answers, this.db, cachedListKey.messagesByToken, query.since, {
      whole: (tx) => recentMessagesByToken(tx, MESSAGES_PER_TOKEN),
      changesSince: (tx, since) => messagesByTokenChangesSince(tx, since, MESSAGES_PER_TOKEN),
    });
    await sendCachedAnswer(request, reply, answer);
  }
}
