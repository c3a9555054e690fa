import { Injectable } from '@nestjs/common';
import { QueueName, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { AlertPipeline } from './alert-pipeline.js';
import { TemplateCatalog } from './template-catalog.js';

/** Works the raw-messages queue: each message, new or replayed, through the alert pipeline. */
@Injectable()
export class RawMessageWorker implements QueueRole<typeof QueueName.RawMessages> {
  readonly queue = QueueName.RawMessages;

  constructor(
    private readonly pipeline: AlertPipeline,
    private readonly templates: TemplateCatalog,
  ) {}

  /** The first message waits for the templates. */
  prepare(): Promise<void> {
    return this.templates.start();
  }

  handle(payload: QueuePayload<typeof QueueName.RawMessages>): Promise<void> {
    return this.pipeline.process(payload);
  }
}
