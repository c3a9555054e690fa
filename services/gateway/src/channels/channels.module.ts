import { Module } from '@nestjs/common';
import { ChannelsController } from './channels.controller.js';

/** Which channels are worth following: their scores (also as CSV) and each chat's calls. */
@Module({ controllers: [ChannelsController] })
export class ChannelsModule {}
