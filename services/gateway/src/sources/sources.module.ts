import { Module } from '@nestjs/common';
import { SourcesController } from './sources.controller.js';
import { WatchListAnnouncement } from './watch-list-announcement.js';

/** The Sources screen's API; config, database and Redis come from the global runtime module. */
@Module({
  controllers: [SourcesController],
  providers: [WatchListAnnouncement],
})
export class SourcesModule {}
