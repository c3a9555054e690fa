import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES_PER_TOKEN } from '@solana-hub/contracts';
import { recentMessagesByToken, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';
import { cachedListKey } from '../answers/cached-lists.js';

/** GET /api/all-messages-by-token: address → its newest messages (at most MESSAGES_PER_TOKEN), newest first. */
@Controller('api')
export class MessagesByTokenController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly answers: AnswerCache,
  ) {}

  @Get('all-messages-by-token')
  async messagesByToken(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.answers.answer(cachedListKey.messagesByToken, () => recentMessagesByToken(this.db, MESSAGES_PER_TOKEN));
    await sendCachedAnswer(request, reply, answer);
  }
}
