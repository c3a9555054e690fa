import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AlertMessage, Token } from '@solana-hub/contracts';
import { latestMessageByToken, listActiveTokens, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';

const tokenListQuerySchema = z.object({
  /** Comma-joined message types; none means every type. */
  message_types: z
    .string()
    .max(2000)
    .optional()
    .transform((joined) => (joined ?? '').split(',').map((type) => type.trim()).filter(Boolean)),
});

@Controller('api')
export class TokensController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @Get('tokens')
  async tokens(@Query(new ZodPipe(tokenListQuerySchema)) query: z.infer<typeof tokenListQuerySchema>): Promise<Token[]> {
    return listActiveTokens(this.db, { messageTypes: query.message_types });
  }

  @Get('latest-messages')
  async latestMessages(): Promise<Record<string, AlertMessage>> {
    return latestMessageByToken(this.db);
  }
}
