import { runServiceProcess } from '@solana-hub/runtime';
import { analyzerService } from './analyzer-service.js';

await runServiceProcess(analyzerService);
