import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { dateAtTheLatest, ingestRequestSchema, type IngestMessage, type RawMessage } from '@solana-hub/contracts';
import { ZodPipe } from '@solana-hub/runtime';
import { RawMessageSink } from '../raw-message-sink.js';

/** `POST /messages`: one message or up to 1,000, queued for extraction. */
@Controller('messages')
export class IngestController {
  constructor(private readonly sink: RawMessageSink) {}

  @Post()
  @HttpCode(202)
  async ingest(@Body(new ZodPipe(ingestRequestSchema)) messages: IngestMessage[]): Promise<{ accepted: number }> {
    const receivedAt = new Date().toISOString();
    await this.sink.accept(messages.map((message) => toRawMessage(message, receivedAt)));
    return { accepted: messages.length };
  }
}

function toRawMessage(message: IngestMessage, receivedAt: string): RawMessage {
  return {
    source: 'http',
    chatId: message.chat,
    chatTitle: message.chat_title ?? null,
    messageId: message.message_id,
    editVersion: editVersionOf(message, receivedAt),
    date: message.date ?? receivedAt,
    text: message.text,
    links: message.links ?? [],
    receivedAt,
  };
}

/**
 * 0 for the original; an edit is numbered by its edit time in unix seconds, as every source
 * numbers it, or by the sender's own version. An edit time ahead of our clock is taken as now,
 * as a date is: a version in the future would outrank every real edit that follows.
 */
function editVersionOf(message: IngestMessage, receivedAt: string): number {
  if (message.version !== undefined) return message.version;
  if (message.edit_date === undefined) return 0;
  return Math.floor(Date.parse(dateAtTheLatest(message.edit_date, receivedAt)) / 1000);
}
