import { Module } from '@nestjs/common';
import { DashboardVersion } from './dashboard-version.js';
import { ResponseCache } from './response-cache.js';

/** The dashboard's polled lists, built once per data version and shared by their controllers. */
@Module({
  providers: [DashboardVersion, ResponseCache],
  exports: [DashboardVersion, ResponseCache],
})
export class ResponsesModule {}
