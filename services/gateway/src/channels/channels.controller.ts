import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  CHANNEL_PERIOD_MS,
  channelCallsQuerySchema,
  channelsQuerySchema,
  type ChannelCallsResponse,
  type ChannelCallsQuery,
  type ChannelPeriod,
  type ChannelsResponse,
  type ChannelsQuery,
} from '@solana-hub/contracts';
import { channelCalls, channelScores, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { channelsCsv } from './channel-csv.js';

/**
 * Which channels are worth following (docs/channel-scores.md). Only reads: every writer of
 * messages or market caps refreshes the calls it changed right after its commit
 * (refreshCallsOf), so a call that just arrived shows at once without a GET writing. The
 * confluence scores are the analyzer's minute pass (its `channel-scores` queue).
 */
@Controller('api')
export class ChannelsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @Get('channels')
  async channels(@Query(new ZodPipe(channelsQuerySchema)) query: ChannelsQuery): Promise<ChannelsResponse> {
    const { channels, peakSources } = await channelScores(this.db, sinceOf(query.period));
    return { period: query.period, channels, peak_sources: peakSources };
  }

  @Get('channels.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="channels.csv"')
  async channelsCsv(@Query(new ZodPipe(channelsQuerySchema)) query: ChannelsQuery): Promise<string> {
    return channelsCsv((await channelScores(this.db, sinceOf(query.period))).channels);
  }

  @Get('channels/calls')
  async chatCalls(@Query(new ZodPipe(channelCallsQuerySchema)) query: ChannelCallsQuery): Promise<ChannelCallsResponse> {
    return { chat_id: query.chat_id, period: query.period, ...(await channelCalls(this.db, query.chat_id, sinceOf(query.period))) };
  }
}

function sinceOf(period: ChannelPeriod): Date | null {
  const reach = CHANNEL_PERIOD_MS[period];
  return reach === null ? null : new Date(Date.now() - reach);
}
