import type { ExtractedValue } from '../engine/post-processors.js';
import type { AccumulatorType, TargetField } from '../engine/template.js';
import { findPreset } from '../presets/library.js';
import { accumulatorFor, confidenceFor, fieldNameOf, targetFieldFor, titleCase } from './field-rules.js';

/** Where a proposed field came from; what the wizard can later save as an extractor for it. */
export type FieldSource =
  /** a preset read it in the sample */
  | 'sample'
  /** the default fields, proposed because the sample showed nothing else */
  | 'default'
  /** an AI answer proposed it */
  | 'ai';

/** A field the wizard proposes, as the Extracted Fields tab lists it. */
export interface ExtractedField {
  name: string;
  /** what the sample gives for it; null when it was proposed without being found */
  value: ExtractedValue;
  confidence: number;
  targetField: TargetField;
  enabled: boolean;
  displayName: string;
  accumulatorType: AccumulatorType;
  /** the preset that reads it, which the saved template runs; null when none can */
  presetId: string | null;
  source: FieldSource;
}

export interface ProposedField {
  /** the name as written; it is made a field name ('Buy Amount' → 'buy_amount') */
  name: string;
  value: ExtractedValue;
  source: FieldSource;
  presetId?: string | null;
  /** the accumulator when the default-aggregation lists do not name the field */
  accumulatorType?: AccumulatorType;
  enabled?: boolean;
}

/**
 * A proposal with the wizard's field rules applied: target by name, aggregation by name (else the
 * given or the preset's own), confidence 0.9 for the named fields and 0.8 for other ones.
 */
export function proposeField(proposed: ProposedField): ExtractedField {
  const name = fieldNameOf(proposed.name);
  const preset = proposed.presetId ? findPreset(proposed.presetId) : undefined;
  // A preset named after this very field labels it best ('Dev Holdings %'); a renamed one not.
  const displayName = preset && preset.field_name === name ? preset.name : titleCase(name);
  return {
    name,
    value: proposed.value,
    confidence: confidenceFor(name),
    targetField: targetFieldFor(name),
    enabled: proposed.enabled ?? true,
    displayName,
    accumulatorType: accumulatorFor(name, proposed.accumulatorType ?? preset?.accumulator_type ?? 'none'),
    presetId: preset?.id ?? null,
    source: proposed.source,
  };
}

function isFound(value: ExtractedValue): boolean {
  return value !== null && value !== '';
}

/**
 * The fields with others merged in by name, as an AI answer is layered on the heuristic one:
 * a new name is appended; for a name already proposed, a value found in the sample stays (a
 * preset can read it again in every message), while an empty proposal takes the new value.
 */
export function mergeFields(fields: readonly ExtractedField[], more: readonly ExtractedField[]): ExtractedField[] {
  const merged = [...fields];
  for (const field of more) {
    const at = merged.findIndex((existing) => existing.name === field.name);
    const existing = at === -1 ? undefined : merged[at];
    if (!existing) merged.push(field);
    else if (!isFound(existing.value) && isFound(field.value)) merged[at] = { ...existing, value: field.value, source: field.source };
  }
  return merged;
}
