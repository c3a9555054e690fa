import { Controller, Get, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { MessageTypeStats } from '@solana-hub/contracts';
import { countTokensByMessageType, type Database } from '@solana-hub/db';
import { DATABASE } from '@solana-hub/runtime';

/** GET /api/message-type-stats: how many dashboard tokens each first message type brought. */
@Controller('api')
export class MessageTypeStatsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @Get('message-type-stats')
  async stats(): Promise<MessageTypeStats> {
    return countTokensByMessageType(this.db);
  }
}
