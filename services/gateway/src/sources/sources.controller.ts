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
  sourcesSchema,
  telegramChatSchema,
} from '@solana-hub/contracts';
import { findTelegramChat, setTelegramChatWatched, type Database } from '@solana-hub/db';
import { CONFIG, DATABASE, ZodPipe } from '@solana-hub/runtime';
import { sourcesOverview } from './sources-overview.js';
import { WatchListAnnouncement } from './watch-list-announcement.js';
import { ApiRoute, badRequest, noSuchItem, ok, refused } from '../docs/api-route.js';

const telegramChatParamsSchema = z.object({ chatId: telegramChatIdSchema });

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

  @ApiRoute({
    tag: 'sources',
    summary: "Where messages come from: the Telegram account, the bot, and the account's chats with their status",
    description:
      'The account (logged in as… and whether the ingest reaches Telegram with it: connected, or unreachable since when and why; or what to set and run), ' +
      'the bot (from its settings, and whether the ingest reaches Telegram with it, the same way; null without a token), and every chat the account has or had, watched first: ' +
      "its newest message, messages since the start of the trader's day (`utc_offset_minutes`; UTC when absent), lag, catching up, last error, left. The Sources screen polls it every 5 s.",
    answers: [ok(sourcesSchema), badRequest],
  })
  @Get()
  async sources(@Query(new ZodPipe(sourcesQuerySchema)) query: SourcesQuery): Promise<Sources> {
    return sourcesOverview(this.db, this.config, query.utc_offset_minutes);
  }

  /** Switches one chat on (read from `backfill_hours` ago, then live) or off. */
  @ApiRoute({
    tag: 'sources',
    summary: 'Switch a chat of the account on (read from backfill_hours ago, then live) or off',
    description:
      'Stored, then announced to the ingest holding the account (`telegram.watch-list-changed`), which applies it at once (at the latest within a minute).',
    answers: [ok(telegramChatSchema), badRequest, noSuchItem, refused(409, 'The account left the chat: it cannot be read')],
  })
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
