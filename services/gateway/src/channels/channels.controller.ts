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
import { channelCalls, channelScores, refreshChannelCalls, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { channelsCsv } from './channel-csv.js';

/**
 * Which channels are worth following (docs/channel-scores.md). Every answer first
 * recomputes the calls of the tokens whose messages or market caps changed since the last
 * refresh (refreshChannelCalls: little work when little changed, and a call that just arrived
 * shows at once), then reads the stored figures. The confluence scores are the analyzer's
 * minute pass (its `channel-scores` queue), never a reader's: the dashboards' polls share this
 * process.
 */
@Controller('api')
export class ChannelsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @Get('channels')
  async channels(@Query(new ZodPipe(channelsQuerySchema)) query: ChannelsQuery): Promise<ChannelsResponse> {
    await refreshChannelCalls(this.db);
    const { channels, peakSources } = await channelScores(this.db, sinceOf(query.period));
    return { period: query.period, channels, peak_sources: peakSources };
  }

  @Get('channels.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="channels.csv"')
  async channelsCsv(@Query(new ZodPipe(channelsQuerySchema)) query: ChannelsQuery): Promise<string> {
    await refreshChannelCalls(this.db);
    return channelsCsv((await channelScores(this.db, sinceOf(query.period))).channels);
  }

  @Get('channels/calls')
  async chatCalls(@Query(new ZodPipe(channelCallsQuerySchema)) query: ChannelCallsQuery): Promise<ChannelCallsResponse> {
    await refreshChannelCalls(this.db);
    return { chat_id: query.chat_id, period: query.period, ...(await channelCalls(this.db, query.chat_id, sinceOf(query.period))) };
  }
}

function sinceOf(period: ChannelPeriod): Date | null {
  const reach = CHANNEL_PERIOD_MS[period];
  return reach === null ? null : new Date(Date.now() - reach);
}
