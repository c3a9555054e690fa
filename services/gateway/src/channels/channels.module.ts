import { Module } from '@nestjs/common';
import { ChannelsController } from './channels.controller.js';

/** Which channels are worth following: scores, calls, and a token's calls and market caps. */
@Module({ controllers: [ChannelsController] })
export class ChannelsModule {}
