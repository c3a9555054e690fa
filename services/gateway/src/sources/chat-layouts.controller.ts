import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { chatLayoutSwitchSchema, type ChatLayouts, type ChatLayoutSwitch } from '@solana-hub/contracts';
import { listChatLayouts, setChatLayoutEnabled, type Database } from '@solana-hub/db';
import { isTrusted } from '@solana-hub/extraction';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';

export const chatLayoutParamsSchema = z.object({ chatId: z.string().min(1).max(64) });

/**
 * Each chat's learned layout on the Sources screen: what it learned and how it fared against
 * values known elsewhere, and the trader's switch. The extractors read the switch from the
 * database with each batch, so it applies within a batch.
 */
@Controller('api/sources/chat-layouts')
export class ChatLayoutsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @Get()
  async layouts(): Promise<ChatLayouts> {
    const chats = await listChatLayouts(this.db);
    return {
      chats: chats.map(({ updatedAt: _updatedAt, rules, ...chat }) => ({
        ...chat,
        rules: rules.map((rule) => ({ ...rule, trusted: isTrusted(rule) })),
      })),
    };
  }

  @Put(':chatId')
  async switch(
    @Param(new ZodPipe(chatLayoutParamsSchema)) { chatId }: z.infer<typeof chatLayoutParamsSchema>,
    @Body(new ZodPipe(chatLayoutSwitchSchema)) request: ChatLayoutSwitch,
  ): Promise<ChatLayoutSwitch> {
    await setChatLayoutEnabled(this.db, chatId, request.enabled);
    return { enabled: request.enabled };
  }
}
