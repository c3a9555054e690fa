import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  tokenAddressSchema,
  type MarketCapsResponse,
  type TokenCallsResponse,
  MARKET_CAP_POINTS_LIMIT,
  marketCapsResponseSchema,
  tokenCallsResponseSchema,
} from '@solana-hub/contracts';
import { tokenCalls, tokenMarketCaps, withSecurityFacts, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ApiRoute, badRequest, ok } from '../docs/api-route.js';

/**
 * A token's calls (which chats called it, when, at what market cap, with the security facts then
 * and now) and its market-cap history, for its analysis page (docs/channel-scores.md). Only
 * reads: the writers keep the calls up to date (refreshCallsOf).
 */
@Controller('api/tokens/:address')
export class TokenCallsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({
    tag: 'channels',
    summary: "Every chat's call of a token, oldest first, with who was first",
    answers: [ok(tokenCallsResponseSchema), badRequest],
  })
  @Get('calls')
  async tokenCalls(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<TokenCallsResponse> {
    return withSecurityFacts(this.db, address, await tokenCalls(this.db, address));
  }

  /** The token's market-cap history for its chart (read from the view). */
  @ApiRoute({
    tag: 'channels',
    summary: "A token's market-cap history, oldest first, for its chart",
    description: `Every market cap known of the token: those its alerts state (source \`alert\`) and the analyzer's refresh observed (\`refresh\`). At most ${MARKET_CAP_POINTS_LIMIT} points, thinned evenly (first and last kept) when the history holds more; \`total\` says how many it holds.`,
    answers: [ok(marketCapsResponseSchema), badRequest],
  })
  @Get('market-caps')
  async tokenMarketCaps(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<MarketCapsResponse> {
    return tokenMarketCaps(this.db, address);
  }
}
