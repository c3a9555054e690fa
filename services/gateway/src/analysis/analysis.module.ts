import { Module } from '@nestjs/common';
import { FullAnalysisController } from './full-analysis.controller.js';
import { TokenAnalysis } from './token-analysis.js';

/** A token's security and market report, asked of the analyzer. */
@Module({
  controllers: [FullAnalysisController],
  providers: [TokenAnalysis],
})
export class AnalysisModule {}
