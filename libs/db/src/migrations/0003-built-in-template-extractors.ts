import { sql, type Kysely } from 'kysely';
import {
  builtInTemplates,
  MAX_EXTRACTORS,
  OUTPUT_TEMPLATE_EXTRACTOR,
  presetsForMessageType,
  presetToExtractor,
  type Preset,
} from '@solana-hub/extraction';

/** Read by the engine itself for every message: a preset for them would only repeat it. */
const READ_BY_THE_ENGINE = new Set(['token-symbol', 'token-name', 'market-cap', 'trending-level', 'pair-address']);
/** How many fields the description (the dashboard's line per message) shows. */
const DESCRIBED_FIELDS = 4;

/** A built-in's extractors: the presets of its alert type, and a description from the first few. */
function extractorsFor(messageType: string) {
  const presets: Preset[] = presetsForMessageType(messageType)
    .filter((preset) => !READ_BY_THE_ENGINE.has(preset.id))
    .slice(0, MAX_EXTRACTORS - 1);
  const description = presets
    .slice(0, DESCRIBED_FIELDS)
    .map((preset) => `${preset.name}: {{${preset.field_name}}}`)
    .join('\n');
  return [
    ...presets.map(presetToExtractor),
    { name: OUTPUT_TEMPLATE_EXTRACTOR, type: 'custom', target_field: 'description', accumulator_type: 'none', output_template: description },
  ];
}

/**
 * The built-in templates read their alert type's fields (holders, dev share, volume, ...), and
 * describe each message with a few of them. Only built-ins still without extractors change:
 * a template the user has edited is theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const template of builtInTemplates) {
    await sql`UPDATE templates SET extractors = ${JSON.stringify(extractorsFor(template.name))}::jsonb, updated_at = now()
      WHERE name = ${template.name} AND extractors = '[]'::jsonb`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const template of builtInTemplates) {
    await sql`UPDATE templates SET extractors = '[]'::jsonb WHERE name = ${template.name}`.execute(db);
  }
}
