import { Injectable } from '@nestjs/common';
import { QueueName, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { ReplayPipeline } from './replay-pipeline.js';
import { TemplateCatalog } from './template-catalog.js';

/** Works the replay-chunks queue: each chunk of a replay run through the replay pipeline. */
@Injectable()
export class ReplayChunkWorker implements QueueRole<typeof QueueName.ReplayChunks> {
  readonly queue = QueueName.ReplayChunks;

  constructor(
    private readonly replays: ReplayPipeline,
    private readonly templates: TemplateCatalog,
  ) {}

  /** The first chunk waits for the templates. */
  prepare(): Promise<void> {
    return this.templates.start();
  }

  handle(payload: QueuePayload<typeof QueueName.ReplayChunks>): Promise<void> {
    return this.replays.processChunk(payload);
  }
}
