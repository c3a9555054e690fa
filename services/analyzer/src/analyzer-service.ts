import type { ServiceDefinition } from '@solana-hub/runtime';
import { AnalyzerModule } from './analyzer.module.js';

export const analyzerService: ServiceDefinition = {
  name: 'analyzer',
  module: (config, logger) => AnalyzerModule.create(config, logger),
  port: (config) => config.ports.analyzer,
};
