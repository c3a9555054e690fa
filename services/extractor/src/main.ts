import { runServiceProcess } from '@solana-hub/runtime';
import { extractorService } from './extractor-service.js';

await runServiceProcess(extractorService);
