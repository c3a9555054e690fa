import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { latestMessageByToken, listActiveTokens, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';

export const tokenListQuerySchema = z.object({
  /** Comma-joined message types; none means every type. */
  message_types: z
    .string()
    .max(2000)
    .optional()
    .transform((joined) => [...new Set((joined ?? '').split(',').map((type) => type.trim()).filter(Boolean))].sort()),
});

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
    const answer = await this.answers.answer(`tokens:${messageTypes.join(',')}`, () => listActiveTokens(this.db, { messageTypes }));
    await sendCachedAnswer(request, reply, answer);
  }

  @Get('latest-messages')
  async latestMessages(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedAnswer(request, reply, await this.answers.answer('latest-messages', () => latestMessageByToken(this.db)));
  }
}
