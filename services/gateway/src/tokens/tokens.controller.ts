import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { latestMessageByToken, listActiveTokens, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';
import { cachedListKey, tokenListQuerySchema } from '../answers/cached-lists.js';

/** GET /api/tokens and GET /api/latest-messages: the dashboard's two busiest polls, answered from the answer cache. */
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
    const messageTypes = query.message_types;
    const answer = await this.answers.answer(cachedListKey.tokens(messageTypes), () => listActiveTokens(this.db, { messageTypes }));
    await sendCachedAnswer(request, reply, answer);
  }

  @Get('latest-messages')
  async latestMessages(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedAnswer(request, reply, await this.answers.answer(cachedListKey.latestMessages, () => latestMessageByToken(this.db)));
  }
}
