import { runIngestProcess } from './ingest-service.js';

await runIngestProcess();
