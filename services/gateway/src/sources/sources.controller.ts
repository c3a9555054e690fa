import { Body, ConflictException, Controller, Get, Inject, NotFoundException, Param, Put, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '@solana-hub/config';
import {
  sourcesQuerySchema,
  telegramChatIdSchema,
  telegramChatWatchRequestSchema,
  type Sources,
  type SourcesQuery,
  type TelegramChat,
  type TelegramChatWatchRequest,
} from '@solana-hub/contracts';
import { findTelegramChat, setTelegramChatWatched, type Database } from '@solana-hub/db';
import { CONFIG, DATABASE, ZodPipe } from '@solana-hub/runtime';
import { sourcesOverview } from './sources-overview.js';
import { WatchListAnnouncement } from './watch-list-announcement.js';

export const telegramChatParamsSchema = z.object({ chatId: telegramChatIdSchema });

/**
 * The Sources screen: where the dashboard's messages come from (the Telegram account, the bot)
 * and which of the account's chats feed it. The gateway never talks to Telegram: it reads what
 * the ingest holding the account recorded, and switches chats on and off for it.
 */
@Controller('api/sources')
export class SourcesController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: Config,
    private readonly watchList: WatchListAnnouncement,
  ) {}

  @Get()
  async sources(@Query(new ZodPipe(sourcesQuerySchema)) query: SourcesQuery): Promise<Sources> {
    return sourcesOverview(this.db, this.config, query.utc_offset_minutes);
  }

  /** Switches one chat on (read from `backfill_hours` ago, then live) or off. */
  @Put('telegram-chats/:chatId')
  async watch(
    @Param(new ZodPipe(telegramChatParamsSchema)) { chatId }: z.infer<typeof telegramChatParamsSchema>,
    @Body(new ZodPipe(telegramChatWatchRequestSchema)) request: TelegramChatWatchRequest,
  ): Promise<TelegramChat> {
    const chat = await findTelegramChat(this.db, chatId);
    if (chat === null) throw unknownChat(chatId);
    // The ingest reads only chats the account is in: a switch that could not take effect would mislead.
    if (request.watched && !chat.inAccount)
      throw new ConflictException(`The account left ${chat.title}: join it again in Telegram to watch it`);
    const changed = await setTelegramChatWatched(this.db, chatId, {
      watched: request.watched,
      ...(request.backfill_hours === undefined ? {} : { backfillHours: request.backfill_hours }),
    });
    if (changed === null) throw unknownChat(chatId);
    await this.watchList.announce([chatId]);
    return changed;
  }
}

function unknownChat(chatId: string): NotFoundException {
  return new NotFoundException(`No chat ${chatId} in the Telegram account's list`);
}
