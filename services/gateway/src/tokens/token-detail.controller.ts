import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { tokenAddressSchema, type Token, tokenSchema } from '@solana-hub/contracts';
import { findToken, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ApiRoute, badRequest, noSuchItem, ok } from '../docs/api-route.js';

/** GET /api/tokens/:address: one token, archived or not (the token detail page). */
@Controller('api/tokens')
export class TokenDetailController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({ tag: 'tokens', summary: 'One token, archived or not', answers: [ok(tokenSchema), badRequest, noSuchItem] })
  @Get(':address')
  async token(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<Token> {
    const token = await findToken(this.db, address);
    if (!token) throw new NotFoundException(`Token not found: ${address}`);
    return token;
  }
}
