import { parentPort, workerData } from 'node:worker_threads';
import type { Template } from '@solana-hub/extraction';
import { extractNewAlert } from './extract-new-alert.js';
import { CLASSIFYING, IDLE, PROGRESS } from './extraction-progress.js';
import type { ExtractionAnswer, ExtractionItem, ExtractionRequest, ExtractionResult } from './threaded-extraction.js';

/**
 * The extraction thread's script: runs the engine on the batches the main thread sends, with
 * the templates it sent last. One message failing is answered as that message's error; the
 * rest of its batch goes on. Before each message, and when the message has matched its
 * template, it writes where it is into the memory it shares with the main thread, whose
 * watchdog stops it when one message takes too long (extraction-progress.ts).
 */
let templates: readonly Template[] = [];
/** Where each template is in `templates`, as the main thread's copy has them. */
let templateIndex = new Map<Template, number>();

const progress = new Int32Array((workerData as { progress: SharedArrayBuffer }).progress);
const matched = (template: Template) => Atomics.store(progress, PROGRESS.template, templateIndex.get(template) ?? CLASSIFYING);

function extracted({ raw, answered }: ExtractionItem): ExtractionResult {
  try {
    const { alert, question } = extractNewAlert(raw, templates, answered, matched);
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
    templateIndex = new Map(templates.map((template, index) => [template, index]));
    return;
  }
  const results = request.items.map((item, index) => {
    Atomics.store(progress, PROGRESS.batch, request.id);
    Atomics.store(progress, PROGRESS.message, index);
    Atomics.store(progress, PROGRESS.template, CLASSIFYING);
    Atomics.add(progress, PROGRESS.started, 1);
    return extracted(item);
  });
  Atomics.store(progress, PROGRESS.batch, IDLE);
  port.postMessage({ id: request.id, results } satisfies ExtractionAnswer);
});
