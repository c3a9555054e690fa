import { parentPort } from 'node:worker_threads';
import type { Template } from '@solana-hub/extraction';
import { extractNewAlert } from './extract-new-alert.js';
import type { ExtractionAnswer, ExtractionRequest, ExtractionResult } from './threaded-extraction.js';

/**
 * The extraction thread's script: runs the engine on the batches the main thread sends, with
 * the templates it sent last. One message failing is answered as that message's error; the
 * rest of its batch goes on.
 */
let templates: readonly Template[] = [];

function extracted(raw: Parameters<typeof extractNewAlert>[0]): ExtractionResult {
  try {
    const { alert, question } = extractNewAlert(raw, templates);
    return { alert, aiKey: question?.key ?? null };
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('extraction-thread.js runs as a worker thread of the extractor');
port.on('message', (request: ExtractionRequest) => {
  if (request.kind === 'templates') {
    templates = request.templates;
    return;
  }
  port.postMessage({ id: request.id, results: request.raws.map(extracted) } satisfies ExtractionAnswer);
});
