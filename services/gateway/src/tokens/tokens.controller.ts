import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { listSinceQuerySchema } from '@solana-hub/contracts';
import { latestMessageByToken, latestMessageChangesSince, listActiveTokens, tokenListChangesSince, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ResponseCache } from '../responses/response-cache.js';
import { sendCachedResponse } from '../responses/send-cached-response.js';
import { cachedListKey, tokenListQuerySchema } from '../responses/cached-lists.js';
import { versionedListResponse } from '../responses/versioned-list.js';

/**
 * GET /api/tokens and GET /api/latest-messages: the dashboard's two busiest polls, answered
 * from the response cache; with `since`, only what changed since that version (docs/live-updates.md).
 */
@Controller('api')
export class TokensController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly responses: ResponseCache,
  ) {}

  @Get('tokens')
  async tokens(
    @Query(new ZodPipe(tokenListQuerySchema)) query: z.infer<typeof tokenListQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const filter = { messageTypes: query.message_types };
    const response = await versionedListResponse(this.responses, this.db, cachedListKey.tokens(query.message_types), query.since, {
      whole: (tx) => listActiveTokens(tx, filter),
      changesSince: (tx, since) => tokenListChangesSince(tx, since, filter),
    });
    await sendCachedResponse(request, reply, response);
  }

  @Get('latest-messages')
  async latestMessages(
    @Query(new ZodPipe(listSinceQuerySchema)) query: z.infer<typeof listSinceQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const response = await versionedListResponse(this.responses, this.db, cachedListKey.latestMessages, query.since, {
      whole: (tx) => latestMessageByToken(tx),
      changesSince: (tx, since) => latestMessageChangesSince(tx, since),
    });
    await sendCachedResponse(request, reply, response);
  }
}
