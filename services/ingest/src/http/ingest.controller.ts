import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ingestRequestSchema, type IngestMessage, type RawMessage } from '@solana-hub/contracts';
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
    chatTitle: null,
    messageId: message.message_id,
    editVersion: 0,
    date: message.date ?? receivedAt,
    text: message.text,
    links: message.links ?? [],
    receivedAt,
  };
}
