import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  TRACER_PAGE_SIZE,
  TRACER_RECENT_HOURS,
  tracerCountLimit,
  tracerQuerySchema,
  type TracerPage,
  type TracerQuery,
  tracerPageSchema,
} from '@solana-hub/contracts';
import { searchMessages, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { decodeCursor, encodeCursor } from './message-cursor.js';
import { ApiRoute, badRequest, ok } from '../docs/api-route.js';

/**
 * GET /api/messages: the Message Tracer. Newest first, 50 a page, continued with a keyset
 * cursor so that messages arriving while the user scrolls neither repeat nor hide others. The
 * first page counts the matches up to tracerCountLimit (fewer for a text search); its cursor carries that count to the
 * next pages, which count nothing.
 */
@Controller('api')
export class MessageTracerController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({
    tag: 'messages',
    summary: 'Message tracer: 50 messages a page, with a keyset cursor',
    answers: [ok(tracerPageSchema), badRequest],
  })
  @Get('messages')
  async messages(@Query(new ZodPipe(tracerQuerySchema)) query: TracerQuery): Promise<TracerPage> {
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    const since = query.includeOld ? undefined : new Date(Date.now() - TRACER_RECENT_HOURS * 3600_000);
    const page = await searchMessages(
      this.db,
      { text: query.q, trendingLevel: query.trending, messageType: query.type, chatId: query.chat, since },
      after,
      TRACER_PAGE_SIZE,
      after?.total ? null : tracerCountLimit(query),
    );
    const total = after?.total ?? { count: page.totalCount ?? 0, capped: page.totalCapped };
    return {
      messages: page.messages,
      nextCursor: page.next ? encodeCursor({ ...page.next, total }) : null,
      totalCount: total.count,
      totalCapped: total.capped,
    };
  }
}
