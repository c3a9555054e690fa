import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { listSinceQuerySchema } from '@solana-hub/contracts';
import { latestMessageByToken, latestMessageChangesSince, listActiveTokens, tokenListChangesSince, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';
import { cachedListKey, tokenListQuerySchema } from '../answers/cached-lists.js';
import { versionedListAnswer } from '../answers/versioned-list.js';

/**
 * GET /api/tokens and GET /api/latest-messages: the dashboard's two busiest polls, answered
 * from the answer cache; with `since`, only what changed since that version (docs/live-updates.md).
 */
@Controller('api')
export class TokensController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly answers: AnswerCache,
  ) {}

  @Get('tokens')
  async tokens(
    @Query(new ZodPipe(tokenListQuerySchema)) query: z.infer<typeof tokenListQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const filter = { messageTypes: query.message_types };
    const answer = await versionedListAnswer(this.answers, this.db, cachedListKey.tokens(query.message_types), query.since, {
      whole: (tx) => listActiveTokens(tx, filter),
      changesSince: (tx, since) => tokenListChangesSince(tx, since, filter),
    });
    await sendCachedAnswer(request, reply, answer);
  }

  @Get('latest-messages')
  async latestMessages(
    @Query(new ZodPipe(listSinceQuerySchema)) query: z.infer<typeof listSinceQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await versionedListAnswer(this.answers, this.db, cachedListKey.latestMessages, query.since, {
      whole: (tx) => latestMessageByToken(tx),
      changesSince: (tx, since) => latestMessageChangesSince(tx, since),
    });
    await sendCachedAnswer(request, reply, answer);
  }
}
