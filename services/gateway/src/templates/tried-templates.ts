import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { TemplateTryRequest } from '@solana-hub/contracts';
import { usableTemplates, type Database } from '@solana-hub/db';
import type { Template } from '@solana-hub/extraction';
import { usableTemplate } from './template-body.js';

/** The templates a try reads with, and what it tries among them. */
export interface TriedTemplates {
  /** every template as the extractors would have them with the tried one saved */
  templates: Template[];
  tried: Template;
  /** the types its messages are stored under now: its saved name (and its new one, when renamed) */
  ownTypes: ReadonlySet<string>;
  /** the tried template is off: it is tried switched on, since off it reads nothing */
  triedAsEnabled: boolean;
}

/**
 * The stored templates with the tried one in place of the saved one it edits (`template_id`) or
 * added (an unsaved template), as the extractors would read with it saved. A body is checked as
 * a save checks it; a name another template has is refused as a save refuses it (409).
 */
export async function triedTemplates(
  db: Kysely<Database>,
  request: TemplateTryRequest,
  settingModels: readonly string[],
): Promise<TriedTemplates> {
  const body = request.template === undefined ? null : usableTemplate(request.template, settingModels);
  const stored = await usableTemplates(db, () => undefined);
  const saved = request.template_id === undefined ? null : stored.find(({ id }) => id === request.template_id);
  if (saved === undefined) throw new NotFoundException(`Template not found: ${request.template_id}`);
  const given = body ?? saved?.template;
  if (!given) throw new NotFoundException(`Template not found: ${request.template_id}`);
  if (stored.some(({ id, template }) => id !== saved?.id && template.name === given.name)) {
    throw new ConflictException(`A template named '${given.name}' already exists`);
  }
  const tried = { ...given, enabled: true };
  // In the order the extractors would load it: by priority, then by id (a new one's is the highest).
  const inPlace = stored.map(({ id, template }) => (id === saved?.id ? tried : template));
  return {
    templates: (saved ? inPlace : [...inPlace, tried]).sort((a, b) => b.priority - a.priority),
    tried,
    ownTypes: new Set([given.name, ...(saved ? [saved.template.name] : [])]),
    triedAsEnabled: !given.enabled,
  };
}
