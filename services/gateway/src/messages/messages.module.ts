import { Module } from '@nestjs/common';
import { ResponsesModule } from '../responses/responses.module.js';
import { MessagesByTokenController } from './messages-by-token.controller.js';
import { TokenHistoryController } from './token-history.controller.js';
import { MessageTracerController } from './message-tracer.controller.js';
import { ChatTitlesController } from './chat-titles.controller.js';

/** Stored messages: each token's newest, a token's history, the tracer, the chats they came from. */
@Module({
  imports: [ResponsesModule],
  controllers: [MessagesByTokenController, TokenHistoryController, MessageTracerController, ChatTitlesController],
})
export class MessagesModule {}
