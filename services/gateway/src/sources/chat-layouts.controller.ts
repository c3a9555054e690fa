import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { chatLayoutSwitchSchema, type ChatLayouts, type ChatLayoutSwitch, chatLayoutsSchema } from '@solana-hub/contracts';
import { listChatLayouts, setChatLayoutEnabled, type Database } from '@solana-hub/db';
import { isTrusted } from '@solana-hub/extraction';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { ApiRoute, badRequest, ok } from '../docs/api-route.js';

const chatLayoutParamsSchema = z.object({ chatId: z.string().min(1).max(64) });

/**
 * Each chat's learned layout on the Sources screen: what it learned and how it fared against
 * values known elsewhere, and the trader's switch. The extractors read the switch from the
 * database with each batch, so it applies within a batch.
 */
@Controller('api/sources/chat-layouts')
export class ChatLayoutsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({
    tag: 'sources',
    summary: "What each chat's layout learned from tokens other chats named, and whether it reads the chat",
    description:
      'Per chat: messages learned from and read, values checked against those known elsewhere and how many agreed, and its rules (the most agreed first), ' +
      'each `trusted` once it agreed often enough to be weighed against the generic reader.',
    answers: [ok(chatLayoutsSchema)],
  })
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

  @ApiRoute({
    tag: 'sources',
    summary: "Let a chat's learned layout read its messages, or not",
    description: 'The extractors read the switch with each batch; a layout switched off still learns.',
    answers: [ok(chatLayoutSwitchSchema), badRequest],
  })
  @Put(':chatId')
  async switch(
    @Param(new ZodPipe(chatLayoutParamsSchema)) { chatId }: z.infer<typeof chatLayoutParamsSchema>,
    @Body(new ZodPipe(chatLayoutSwitchSchema)) request: ChatLayoutSwitch,
  ): Promise<ChatLayoutSwitch> {
    await setChatLayoutEnabled(this.db, chatId, request.enabled);
    return { enabled: request.enabled };
  }
}
