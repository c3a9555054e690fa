import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LiveFeed } from './live-feed.js';

/** The WebSocket live feed /ws, fed by the hub's events. */
@Module({
  imports: [AuthModule],
  providers: [LiveFeed],
})
export class LiveModule {}
