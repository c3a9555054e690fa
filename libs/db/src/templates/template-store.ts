import type { Kysely, Selectable } from 'kysely';
import type { StoredTemplate } from '@solana-hub/contracts';
import { templateSchema, type Template } from '@solana-hub/extraction';
import type { Database, TemplatesTable } from '../schema.js';

/** Another template already has this name (the message type it gives must be unique). */
export class DuplicateTemplateNameError extends Error {
  constructor(readonly templateName: string) {
    super(`A template named '${templateName}' already exists`);
    this.name = 'DuplicateTemplateNameError';
  }
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** Every template, highest priority first, as stored (the engine parses and validates them). */
export async function listTemplates(db: Kysely<Database>): Promise<Array<Selectable<TemplatesTable>>> {
  return db.selectFrom('templates').selectAll().orderBy('priority', 'desc').orderBy('template_id').execute();
}

/** A stored template the engine can read, with its id. */
export interface UsableTemplate {
  id: number;
  template: Template;
}

/**
 * Every template the engine can read, highest priority first: one that does not parse is left
 * out and told to `onUnusable`, as the extractors leave it out. The extractors, a dry run and a
 * try on history all read the stored templates through here.
 */
export async function usableTemplates(
  db: Kysely<Database>,
  onUnusable: (name: string, problem: string) => void,
): Promise<UsableTemplate[]> {
  return (await listTemplates(db)).flatMap((row) => {
    const parsed = templateSchema.safeParse(row);
    if (parsed.success) return [{ id: row.template_id, template: parsed.data }];
    onUnusable(row.name, parsed.error.issues[0]?.message ?? parsed.error.message);
    return [];
  });
}

/** A stored template as the REST API answers it. */
export function toStoredTemplate(row: Selectable<TemplatesTable>): StoredTemplate {
  return {
    template_id: row.template_id,
    name: row.name,
    display_name: row.display_name,
    enabled: row.enabled,
    priority: row.priority,
    sample_message: row.sample_message,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    patterns: row.patterns as StoredTemplate['patterns'],
    extractors: row.extractors as StoredTemplate['extractors'],
  };
}

function columnsOf(template: Template) {
  return {
    name: template.name,
    display_name: template.display_name,
    enabled: template.enabled,
    priority: template.priority,
    sample_message: template.sample_message === '' ? null : template.sample_message,
    patterns: JSON.stringify(template.patterns),
    extractors: JSON.stringify(template.extractors),
  };
}

async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateTemplateNameError(name);
    throw error;
  }
}

export async function findTemplate(db: Kysely<Database>, templateId: number): Promise<StoredTemplate | null> {
  const row = await db.selectFrom('templates').selectAll().where('template_id', '=', templateId).executeTakeFirst();
  return row ? toStoredTemplate(row) : null;
}

/** Stores a new template (already validated); throws DuplicateTemplateNameError on a taken name. */
export async function createTemplate(db: Kysely<Database>, template: Template): Promise<StoredTemplate> {
  const row = await uniqueName(template.name, () =>
    db.insertInto('templates').values(columnsOf(template)).returningAll().executeTakeFirstOrThrow(),
  );
  return toStoredTemplate(row);
}

/** Replaces every field of a template; null when there is no such template. */
export async function replaceTemplate(db: Kysely<Database>, templateId: number, template: Template): Promise<StoredTemplate | null> {
  const row = await uniqueName(template.name, () =>
    db
      .updateTable('templates')
      .set({ ...columnsOf(template), updated_at: new Date() })
      .where('template_id', '=', templateId)
      .returningAll()
      .executeTakeFirst(),
  );
  return row ? toStoredTemplate(row) : null;
}

/** The enable switch; null when there is no such template. */
export async function setTemplateEnabled(db: Kysely<Database>, templateId: number, enabled: boolean): Promise<StoredTemplate | null> {
  const row = await db
    .updateTable('templates')
    .set({ enabled, updated_at: new Date() })
    .where('template_id', '=', templateId)
    .returningAll()
    .executeTakeFirst();
  return row ? toStoredTemplate(row) : null;
}

/** Deletes a template; false when there was none. */
export async function deleteTemplate(db: Kysely<Database>, templateId: number): Promise<boolean> {
  const result = await db.deleteFrom('templates').where('template_id', '=', templateId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
