import { Body, Controller, HttpCode, HttpException, HttpStatus, Inject, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  templateTryRequestSchema,
  type TemplateTryResponse,
  type TemplateTryRequest,
  templateTryResponseSchema,
} from '@solana-hub/contracts';
import type { Database } from '@solana-hub/db';
import type { Config } from '@solana-hub/config';
import { CONFIG, DATABASE, ZodPipe } from '@solana-hub/runtime';
import { tryOnHistory } from './history-try.js';
import { triedTemplates } from './tried-templates.js';
import { ApiRoute, badRequest, noSuchItem, ok, refused } from '../docs/api-route.js';
import { nameTaken } from './templates.controller.js';

/**
 * Try on history (docs/templates-and-ai.md): what a template, saved or not, would read in the
 * stored messages, before it is saved. Nothing is written.
 */
@Controller('api/templates')
export class TemplateTryController {
  private readonly settingModels: readonly string[];
  /** One try at a time per gateway: each is seconds of CPU on the event loop the dashboards share. */
  private trying = false;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(CONFIG) config: Config,
  ) {
    this.settingModels = [config.openAi.model, config.openAi.fallbackModel];
  }

  @ApiRoute({
    tag: 'templates',
    summary:
      'Try a template (saved, unsaved, or an unsaved edit of a saved one) on the newest 5,000 stored messages: what it would read, per chat, the tokens whose fields change, a before/after sample; nothing is written',
    answers: [ok(templateTryResponseSchema), badRequest, noSuchItem, nameTaken, refused(429, 'Another try on history is running')],
  })
  @Post('try')
  @HttpCode(200)
  async try(@Body(new ZodPipe(templateTryRequestSchema)) body: TemplateTryRequest): Promise<TemplateTryResponse> {
    if (this.trying) throw new HttpException('Another try on history is running: try again in a few seconds', HttpStatus.TOO_MANY_REQUESTS);
    this.trying = true;
    try {
      return await tryOnHistory(this.db, await triedTemplates(this.db, body, this.settingModels));
    } finally {
      this.trying = false;
    }
  }
}
