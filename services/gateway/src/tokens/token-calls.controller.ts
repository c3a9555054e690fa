import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { tokenAddressSchema, type MarketCapsResponse, type TokenCallsResponse } from '@solana-hub/contracts';
import { tokenCalls, tokenMarketCaps, withSecurityFacts, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';

/**
 * A token's calls (which chats called it, when, at what market cap, with the security facts then
 * and now) and its market-cap history, for its analysis page (docs/channel-scores.md). Only
 * reads: the writers keep the calls up to date (refreshCallsOf).
 */
@Controller('api/tokens/:address')
export class TokenCallsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @Get('calls')
  async tokenCalls(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<TokenCallsResponse> {
    return withSecurityFacts(this.db, address, await tokenCalls(this.db, address));
  }

  /** The token's market-cap history for its chart (read from the view). */
  @Get('market-caps')
  async tokenMarketCaps(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<MarketCapsResponse> {
    return tokenMarketCaps(this.db, address);
  }
}
