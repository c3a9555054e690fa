import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { countTokensByMessageType, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';
import { AnswerCache } from '../answers/answer-cache.js';
import { sendCachedAnswer } from '../answers/send-cached-answer.js';
import { cachedListKey } from '../answers/cached-lists.js';

/** GET /api/message-type-stats: how many dashboard tokens each first message type brought. */
@Controller('api')
export class MessageTypeStatsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly answers: AnswerCache,
  ) {}

  @Get('message-type-stats')
  async stats(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedAnswer(
      request,
      reply,
      await this.answers.answer(cachedListKey.messageTypeStats, async () => ({ value: await countTokensByMessageType(this.db) })),
    );
  }
}
