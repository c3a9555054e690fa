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
  channelCallsResponseSchema,
  channelsResponseSchema,
} from '@solana-hub/contracts';
import { channelCalls, channelScores, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { channelsCsv } from './channel-csv.js';
import { ApiRoute, badRequest, ok } from '../docs/api-route.js';

/**
 * Which channels are worth following (docs/channel-scores.md). Only reads: every writer of
 * messages or market caps refreshes the calls it changed right after its commit
 * (refreshCallsOf), so a call that just arrived shows at once without a GET writing. The
 * confluence scores are the analyzer's minute pass (its `channel-scores` queue).
 */
@Controller('api')
export class ChannelsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({
    tag: 'channels',
    summary: 'Which channels are worth following: one row per chat with calls in the period',
    // The channel figures' definitions (docs/channel-scores.md has the reasons).
    description:
      'A call is the first message of a chat about a token; it counts in the period (24h, 7d, 30d, all; default 7d) when it was made in it. ' +
      'The market cap at the call is the one the message states, else the last known before it; the peak is the highest known after the call, ' +
      'up to 7 days after it; multiple = peak / market cap at the call. Hit rates (2x, 5x within 24 h) and fell_half_share are shares of the ' +
      'calls whose market cap at the call is known; null where no call has the figure. Market caps come from the alerts themselves and from ' +
      "the analyzer's refresh; peak_sources counts the period's peaks by source.",
    answers: [ok(channelsResponseSchema), badRequest],
  })
  @Get('channels')
  async channels(@Query(new ZodPipe(channelsQuerySchema)) query: ChannelsQuery): Promise<ChannelsResponse> {
    const { channels, peakSources } = await channelScores(this.db, sinceOf(query.period));
    return { period: query.period, channels, peak_sources: peakSources };
  }

  @ApiRoute({
    tag: 'channels',
    summary: 'The same rows as CSV (a download)',
    answers: [
      { status: 200, description: 'CSV with a header line; an empty cell is a figure without data', mediaType: 'text/csv' },
      badRequest,
    ],
  })
  @Get('channels.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="channels.csv"')
  async channelsCsv(@Query(new ZodPipe(channelsQuerySchema)) query: ChannelsQuery): Promise<string> {
    return channelsCsv((await channelScores(this.db, sinceOf(query.period))).channels);
  }

  @ApiRoute({
    tag: 'channels',
    summary: "A chat's calls in the period, newest first (at most 500), with their figures and tokens",
    answers: [ok(channelCallsResponseSchema), badRequest],
  })
  @Get('channels/calls')
  async chatCalls(@Query(new ZodPipe(channelCallsQuerySchema)) query: ChannelCallsQuery): Promise<ChannelCallsResponse> {
    return { chat_id: query.chat_id, period: query.period, ...(await channelCalls(this.db, query.chat_id, sinceOf(query.period))) };
  }
}

function sinceOf(period: ChannelPeriod): Date | null {
  const reach = CHANNEL_PERIOD_MS[period];
  return reach === null ? null : new Date(Date.now() - reach);
}
