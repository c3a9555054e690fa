import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  archivedTokensQuerySchema,
  type ArchivedTokensPage,
  type ArchivedTokensQuery,
  archivedCountSchema,
  archivedTokensPageSchema,
} from '@solana-hub/contracts';
import { archivedTokensPage, countArchivedTokens, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ApiRoute, badRequest, ok } from '../docs/api-route.js';

/** The Archived Tokens page: its paged, sorted, filtered list and the navigation bar's count. */
@Controller('api/tokens/hidden')
export class ArchivedTokensController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({ tag: 'archived', summary: 'A page of archived tokens', answers: [ok(archivedTokensPageSchema), badRequest] })
  @Get()
  async page(@Query(new ZodPipe(archivedTokensQuerySchema)) query: ArchivedTokensQuery): Promise<ArchivedTokensPage> {
    const { tokens, totalCount } = await archivedTokensPage(this.db, query);
    // No matches is zero pages; the page asked for may lie past the last one (then no tokens).
    const totalPages = Math.ceil(totalCount / query.limit);
    return { tokens, totalCount, totalPages, hasMore: query.page < totalPages };
  }

  @ApiRoute({ tag: 'archived', summary: 'How many tokens are archived', answers: [ok(archivedCountSchema)] })
  @Get('count')
  async count(): Promise<{ count: number }> {
    return { count: await countArchivedTokens(this.db) };
  }
}
