import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  TOKEN_MESSAGES_PAGE_SIZE,
  tokenAddressSchema,
  tokenMessagesQuerySchema,
  type TokenMessagesPage,
  tokenMessagesPageSchema,
} from '@solana-hub/contracts';
import { tokenMessagesPage, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ApiRoute, badRequest, ok } from '../docs/api-route.js';

/**
 * GET /api/tokens/:address/messages?page=N: a token's history, 20 messages a page, newest
 * first. A token without messages (or unknown) has an empty history rather than a 404: the
 * detail page asks for both at once and shows the token's own 404.
 */
@Controller('api/tokens')
export class TokenHistoryController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({
    tag: 'messages',
    summary: "A page (20) of a token's messages, newest first",
    answers: [ok(tokenMessagesPageSchema), badRequest],
  })
  @Get(':address/messages')
  async history(
    @Param('address', new ZodPipe(tokenAddressSchema)) address: string,
    @Query(new ZodPipe(tokenMessagesQuerySchema)) query: z.output<typeof tokenMessagesQuerySchema>,
  ): Promise<TokenMessagesPage> {
    const offset = (query.page - 1) * TOKEN_MESSAGES_PAGE_SIZE;
    return tokenMessagesPage(this.db, address, { offset, limit: TOKEN_MESSAGES_PAGE_SIZE });
  }
}
