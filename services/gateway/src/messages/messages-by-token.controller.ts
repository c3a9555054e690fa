import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listSinceQuerySchema, messagesByTokenChangesSchema, messagesByTokenSchema, type AlertMessage } from '@solana-hub/contracts';
import { messagesByTokenChangesSince, collapsedRowMessagesByToken, KeptTokenReads, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ResponseCache } from '../responses/response-cache.js';
import { sendCachedResponse } from '../responses/send-cached-response.js';
import { cachedListKey } from '../responses/cached-lists.js';
import { versionedListResponse } from '../responses/versioned-list.js';
import { ApiRoute, badRequest, ok, POLL_DESCRIPTION } from '../docs/api-route.js';

/**
 * GET /api/all-messages-by-token: address → what its collapsed dashboard row shows of its newest
 * MESSAGES_PER_TOKEN messages (collapsedRowMessagesByToken), newest first; with `since`, only what
 * changed since that version (docs/live-updates.md).
 */
@Controller('api')
export class MessagesByTokenController {
  /** Each token's collapsed-row messages as the answers of changes last read them (see KeptTokenReads). */
  private readonly stripsRead = new KeptTokenReads<AlertMessage[]>();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly responses: ResponseCache,
  ) {}

  @ApiRoute({
    tag: 'messages',
    summary: 'Token address → its newest 50 messages (reconciled every 30 s)',
    description: POLL_DESCRIPTION,
    answers: [ok(z.union([messagesByTokenSchema, messagesByTokenChangesSchema])), { status: 304, description: 'Unchanged' }, badRequest],
  })
  @Get('all-messages-by-token')
  async messagesByToken(
    @Query(new ZodPipe(listSinceQuerySchema)) query: z.infer<typeof listSinceQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const response = await versionedListResponse(this.responses, this.db, cachedListKey.messagesByToken, query.since, {
      whole: (tx) => collapsedRowMessagesByToken(tx),
      changesSince: (tx, since, version) => messagesByTokenChangesSince(tx, since, { version, kept: this.stripsRead }),
    });
    await sendCachedResponse(request, reply, response);
  }
}
