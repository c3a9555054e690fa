import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  MAX_TEMPLATES,
  templateIdSchema,
  type ActionDone,
  type StoredTemplate,
  actionDoneSchema,
  storedTemplateSchema,
  templateSwitchSchema,
} from '@solana-hub/contracts';
import {
  createTemplate,
  deleteTemplate,
  DuplicateTemplateNameError,
  findTemplate,
  listTemplates,
  replaceTemplate,
  setTemplateEnabled,
  toStoredTemplate,
  type Database,
} from '@solana-hub/db';
import type { Config } from '@solana-hub/config';
import { CONFIG, DATABASE, ZodPipe } from '@solana-hub/runtime';
import { TemplateChanges } from './template-changes.js';
import { templateChangeOf, usableTemplate } from './template-body.js';
import { templateSchema } from '@solana-hub/extraction';
import { z } from 'zod';
import { ApiRoute, badRequest, noSuchItem, ok, refused } from '../docs/api-route.js';

const templateId = new ZodPipe(templateIdSchema);

/** A create, replace or try naming a template another one already has. */
export const nameTaken = refused(409, 'Another template has this name');

/**
 * Message templates: list, read, create, update, delete. Every change is
 * announced (templates.changed) so the extractors reload.
 */
@Controller('api/templates')
export class TemplatesController {
  /** AI_MODEL and AI_FALLBACK_MODEL, taken in an AI extractor even when newer than the model table. */
  private readonly settingModels: readonly string[];

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly changes: TemplateChanges,
    @Inject(CONFIG) config: Config,
  ) {
    this.settingModels = [config.openAi.model, config.openAi.fallbackModel];
  }

  /** Highest priority first: the order in which they are tried on a message. */
  @ApiRoute({ tag: 'templates', summary: 'Every template, highest priority first', answers: [ok(z.array(storedTemplateSchema))] })
  @Get()
  async list(): Promise<StoredTemplate[]> {
    return (await listTemplates(this.db)).map(toStoredTemplate);
  }

  @ApiRoute({ tag: 'templates', summary: 'One template', answers: [ok(storedTemplateSchema), badRequest, noSuchItem] })
  @Get(':id')
  async get(@Param('id', templateId) id: number): Promise<StoredTemplate> {
    return found(await findTemplate(this.db, id), id);
  }

  @ApiRoute({
    tag: 'templates',
    summary: 'Create a template (patterns and regexes are checked)',
    body: templateSchema,
    answers: [ok(storedTemplateSchema, 'Created'), badRequest, nameTaken],
  })
  @Post()
  async create(@Body() body: unknown): Promise<StoredTemplate> {
    const usable = usableTemplate(body, this.settingModels);
    // Every template is tried on every message. Two creates at once may pass one over: a bound, not a quota.
    if ((await listTemplates(this.db)).length >= MAX_TEMPLATES) {
      throw new BadRequestException(`templates: at most ${MAX_TEMPLATES}; delete one to add another`);
    }
    const template = await withUniqueName(createTemplate(this.db, usable));
    await this.changes.announce(template.template_id);
    return template;
  }

  @ApiRoute({
    tag: 'templates',
    summary: 'Switch a template on or off ({enabled}), or replace it whole',
    body: z.union([templateSwitchSchema, templateSchema]),
    answers: [ok(storedTemplateSchema), badRequest, noSuchItem, nameTaken],
  })
  @Put(':id')
  async update(@Param('id', templateId) id: number, @Body() body: unknown): Promise<StoredTemplate> {
    const change = templateChangeOf(body, this.settingModels);
    const updated =
      change.kind === 'switch'
        ? await setTemplateEnabled(this.db, id, change.enabled)
        : await withUniqueName(replaceTemplate(this.db, id, change.template));
    const template = found(updated, id);
    await this.changes.announce(id);
    return template;
  }

  @ApiRoute({ tag: 'templates', summary: 'Delete a template', answers: [ok(actionDoneSchema), badRequest, noSuchItem] })
  @Delete(':id')
  @HttpCode(200)
  async delete(@Param('id', templateId) id: number): Promise<ActionDone> {
    if (!(await deleteTemplate(this.db, id))) throw notFound(id);
    await this.changes.announce(id);
    return { success: true };
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Template not found: ${id}`);
}

function found(template: StoredTemplate | null, id: number): StoredTemplate {
  if (!template) throw notFound(id);
  return template;
}

/** A name another template has is a conflict (409), not a server error. */
async function withUniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof DuplicateTemplateNameError) throw new ConflictException(error.message);
    throw error;
  }
}
