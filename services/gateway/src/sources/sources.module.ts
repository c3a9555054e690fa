import { Module } from '@nestjs/common';
import { ChatLayoutsController } from './chat-layouts.controller.js';
import { SourcesController } from './sources.controller.js';
import { WatchListAnnouncement } from './watch-list-announcement.js';

/** The Sources screen's API; config, database and Redis come from the global runtime module. */
@Module({
  controllers: [SourcesController, ChatLayoutsController],
  providers: [WatchListAnnouncement],
})
export class SourcesModule {}
