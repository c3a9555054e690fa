import { MAX_EXTRACTORS, presetsForMessageType, presetToExtractor } from './presets/library.js';
import type { Preset } from './presets/preset.js';
import { builtInTemplates } from './message-type.js';
import { fromMessageTemplate, OUTPUT_TEMPLATE_EXTRACTOR, parseTemplate, type Template } from './engine/template.js';

/** Read by the engine itself for every message: a preset for them would only repeat it. */
const READ_BY_THE_ENGINE = new Set(['token-symbol', 'token-name', 'market-cap', 'trending-level', 'pair-address']);
/** How many fields the description (the dashboard's line per message) shows. */
const DESCRIBED_FIELDS = 4;

/** A built-in's extractors: the presets of its alert type, and a description from the first few. */
export function builtInExtractors(messageType: string): Template['extractors'] {
  const presets: Preset[] = presetsForMessageType(messageType)
    .filter((preset) => !READ_BY_THE_ENGINE.has(preset.id))
    .slice(0, MAX_EXTRACTORS - 1);
  const description = presets
    .slice(0, DESCRIBED_FIELDS)
    .map((preset) => `${preset.name}: {{${preset.field_name}}}`)
    .join('\n');
  return parseTemplate({
    name: messageType,
    display_name: messageType,
    extractors: [
      ...presets.map(presetToExtractor),
      {
        name: OUTPUT_TEMPLATE_EXTRACTOR,
        type: 'custom',
        target_field: 'description',
        accumulator_type: 'none',
        output_template: description,
      },
    ],
  }).extractors;
}

/**
 * The built-in templates as a new database gets them (the migrations seed these): each known
 * alert type classified, its fields read, and a description of every message.
 */
export const builtInTemplatesWithExtractors: readonly Template[] = builtInTemplates.map((template) => ({
  ...fromMessageTemplate(template),
  extractors: builtInExtractors(template.name),
}));
