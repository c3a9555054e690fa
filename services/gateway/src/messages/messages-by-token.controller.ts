import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recentMessagesByToken, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';
import { cachedListKey } from '../answers/cached-lists.js';

/**
 * Messages per token in GET /api/all-messages-by-token. The dashboard polls this every 3 s for
 * every token on it, to fill the strip of an expanded row; without a cap one token with
 * thousands of alerts would make every poll of every client huge. The newest 50 fill the strip
 * many times over; the token detail page pages through the whole history
 * (GET /api/tokens/:address/messages).
 */
export const MESSAGES_PER_TOKEN = 50;

/** GET /api/all-messages-by-token: address → its newest messages (at most 50), newest first. */
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
