import { Body, Controller, Get, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  messageCorrectionSchema,
  storedMessageIdSchema,
  tokenAddressSchema,
  type AlertMessage,
  type MessageCorrectionBody,
  type TokenFacts,
  alertMessageSchema,
  tokenFactsSchema,
} from '@solana-hub/contracts';
import { correctMessage, tokenFacts, type Database } from '@solana-hub/db';
import { plausibleMarketCap } from '@solana-hub/extraction';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { DashboardVersion } from '../responses/dashboard-version.js';
import { ApiRoute, badRequest, noSuchItem, ok } from '../docs/api-route.js';

/** A correction's market cap is held to the bound every market cap is (the extraction's ceiling). */
export const correctionBodySchema = messageCorrectionSchema.refine(
  (body: MessageCorrectionBody) => body.market_cap === undefined || plausibleMarketCap(body.market_cap) !== null,
  { message: 'no token has so large a market cap', path: ['market_cap'] },
);

/**
 * GET /api/tokens/:address/facts: where the token's name, symbol and market cap come from;
 * PUT /api/messages/:id/correction: the trader corrects one message's token name, symbol or market cap.
 */
@Controller('api')
export class TokenFactsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly dashboard: DashboardVersion,
  ) {}

  @ApiRoute({
    tag: 'tokens',
    summary: "Where the token's name, symbol and market cap come from, and where the providers disagree with its alerts",
    answers: [ok(tokenFactsSchema), badRequest, noSuchItem],
  })
  @Get('tokens/:address/facts')
  async facts(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<TokenFacts> {
    const facts = await tokenFacts(this.db, address);
    if (!facts) throw new NotFoundException(`Token not found: ${address}`);
    return facts;
  }

  @ApiRoute({
    tag: 'messages',
    summary: "Correct one message's token name, symbol or market cap; the correction wins over extraction and outlives replays",
    answers: [ok(alertMessageSchema), badRequest, noSuchItem],
  })
  @Put('messages/:id/correction')
  async correct(
    @Param('id', new ZodPipe(storedMessageIdSchema)) id: number,
    @Body(new ZodPipe(correctionBodySchema)) body: MessageCorrectionBody,
  ): Promise<AlertMessage> {
    const { token_name: tokenName, token_symbol: tokenSymbol, market_cap: marketCap } = body;
    const message = await correctMessage(this.db, id, { tokenName, tokenSymbol, marketCap });
    if (!message) throw new NotFoundException(`No message ${id} naming a token`);
    // The token's row changed: this browser's next poll gets it; other replicas within fingerprintTrustMs.
    this.dashboard.changed();
    return message;
  }
}
