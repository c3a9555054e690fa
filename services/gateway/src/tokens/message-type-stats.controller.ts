import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { countTokensByMessageType, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';
import { ResponseCache } from '../responses/response-cache.js';
import { sendCachedResponse } from '../responses/send-cached-response.js';
import { cachedListKey } from '../responses/cached-lists.js';
import { messageTypeStatsSchema } from '@solana-hub/contracts';
import { ApiRoute, ok } from '../docs/api-route.js';

/** GET /api/message-type-stats: how many dashboard tokens each first message type brought. */
@Controller('api')
export class MessageTypeStatsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly responses: ResponseCache,
  ) {}

  @ApiRoute({
    tag: 'tokens',
    summary: 'Dashboard tokens per first message type (reconciled every 30 s)',
    answers: [ok(messageTypeStatsSchema), { status: 304, description: 'Unchanged' }],
  })
  @Get('message-type-stats')
  async stats(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedResponse(
      request,
      reply,
      await this.responses.response(cachedListKey.messageTypeStats, async () => ({ value: await countTokensByMessageType(this.db) })),
    );
  }
}
