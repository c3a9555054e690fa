import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  listSinceQuerySchema,
  alertMessageSchema,
  type AlertMessage,
  latestMessageChangesSchema,
  tokenListChangesSchema,
  tokenSchema,
} from '@solana-hub/contracts';
import {
  KeptTokenReads,
  latestMessageByToken,
  latestMessageChangesSince,
  listActiveTokens,
  tokenListChangesSince,
  type Database,
} from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ResponseCache } from '../responses/response-cache.js';
import { sendCachedResponse } from '../responses/send-cached-response.js';
import { cachedListKey, tokenListQuerySchema } from '../responses/cached-lists.js';
import { versionedListResponse } from '../responses/versioned-list.js';
import { ApiRoute, badRequest, ok, POLL_DESCRIPTION } from '../docs/api-route.js';

/**
 * GET /api/tokens and GET /api/latest-messages: the dashboard's two busiest polls, answered
 * from the response cache; with `since`, only what changed since that version (docs/live-updates.md).
 */
@Controller('api')
export class TokensController {
  /** Each token's newest message as the answers of changes last read it (see KeptTokenReads). */
  private readonly latestRead = new KeptTokenReads<AlertMessage>();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly responses: ResponseCache,
  ) {}

  @ApiRoute({
    tag: 'tokens',
    summary: 'Tokens on the dashboard, newest first (the dashboard reconciles it every 30 s)',
    // What a token says of the chats that called it, for tools that filter by channel as the dashboard does.
    description:
      `${POLL_DESCRIPTION} Each token carries callers (the number of distinct chats that ever called it: a call is the first message of a chat about a ` +
      'token), caller_chat_ids (those chats, sorted; match them against chat_id in /api/channels to filter by channel) and ' +
      'confluence_score. The calls refresh keeps them, at most a minute behind the alerts, and rewrites a row (so a poll sends it) ' +
      'only when they change.',
    answers: [
      ok(z.union([z.array(tokenSchema), tokenListChangesSchema])),
      { status: 304, description: 'Unchanged since the If-None-Match version' },
      badRequest,
    ],
  })
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

  @ApiRoute({
    tag: 'messages',
    summary: 'Token address → its newest message (reconciled every 30 s)',
    description: POLL_DESCRIPTION,
    answers: [
      ok(z.union([z.record(z.string(), alertMessageSchema), latestMessageChangesSchema])),
      { status: 304, description: 'Unchanged' },
      badRequest,
    ],
  })
  @Get('latest-messages')
  async latestMessages(
    @Query(new ZodPipe(listSinceQuerySchema)) query: z.infer<typeof listSinceQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const response = await versionedListResponse(this.responses, this.db, cachedListKey.latestMessages, query.since, {
      whole: (tx) => latestMessageByToken(tx),
      changesSince: (tx, since, version) => latestMessageChangesSince(tx, since, { version, kept: this.latestRead }),
    });
    await sendCachedResponse(request, reply, response);
  }
}
