import { Controller, Get, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { type ChatTitles, chatTitlesSchema } from '@solana-hub/contracts';
import { listChatTitles, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';
import { ApiRoute, ok } from '../docs/api-route.js';

/** GET /api/chats: the chats messages came from and their titles, which name a message's channel on every screen. */
@Controller('api')
export class ChatTitlesController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({ tag: 'messages', summary: 'The chats messages came from, with their titles', answers: [ok(chatTitlesSchema)] })
  @Get('chats')
  async chats(): Promise<ChatTitles> {
    return { chats: await listChatTitles(this.db) };
  }
}
