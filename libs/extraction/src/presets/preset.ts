import { builtInTemplates } from '../message-type.js';
import type { AlertMessage } from '../engine/alert-message.js';
import type { ExtractedValue } from '../engine/post-processors.js';
import { cachedUserRegex, capturedValue, RegexError } from '../engine/safe-regex.js';
import type { AccumulatorType, TargetField } from '../engine/template.js';

/**
 * The preset extractor library: ready-made extractors a user adds to a
 * template instead of writing a regex, and that the wizard uses to recognise fields in a
 * sample message. Presets are data (the gateway serves them as JSON); a custom preset also
 * carries the processor that runs it, which JSON leaves out.
 */

export const PRESET_CATEGORIES = [
  'Token Info',
  'Financial Data',
  'Trading Metrics',
  'Security Info',
  'Social Signals',
  'Caller Info',
  'Time & Date',
  'Links & Addresses',
  'Volume & Activity',
  'Custom Processors',
] as const;
export type PresetCategory = (typeof PRESET_CATEGORIES)[number];

/** How a screen should show the value. */
export type DisplayFormat =
  'text' | 'number' | 'currency' | 'percentage' | 'boolean' | 'address' | 'link' | 'duration' | 'datetime' | 'emoji';

export type PresetProcessor = (alert: AlertMessage) => ExtractedValue;

interface PresetFields {
  /** stable id a template's extractor keeps in preset_id */
  id: string;
  name: string;
  description: string;
  category: PresetCategory;
  /** the field the value is stored under */
  field_name: string;
  /**
   * For a regex preset the regex that runs (case-insensitive; its first group that took part
   * in the match is the value). For a custom preset what its processor looks for, to read.
   */
  extractor_pattern: string;
  /** post-processor chain, e.g. 'trim,parseAmount'; null for none */
  post_processor: string | null;
  target_field: TargetField;
  accumulator_type: AccumulatorType;
  display_format: DisplayFormat;
  /** a line for a token card's display template, with the field's placeholder */
  output_format: string;
  /** a message (or part of one) the preset must read ... */
  example_input: string;
  /** ... and what it must read from it; the unit tests run every one */
  example_output: ExtractedValue;
  /** the built-in message types whose messages carry the field */
  message_types: readonly string[];
  tags: readonly string[];
}

export interface RegexPreset extends PresetFields {
  extractor_type: 'regex';
}

export interface CustomPreset extends PresetFields {
  extractor_type: 'custom';
  process: PresetProcessor;
}

export type Preset = RegexPreset | CustomPreset;

/**
 * The value the preset's own pattern captures in the visible text, for custom processors
 * that read a labelled value before interpreting it. A preset's pattern is ours, so a broken
 * one is a bug and throws (the preset tests run every example).
 */
export function captureIn(pattern: string, text: string): string | null {
  const regex = cachedUserRegex(pattern, 'i');
  if (regex instanceof RegexError) throw regex;
  const match = regex.firstMatch(text);
  return match ? capturedValue(match) : null;
}

// Yes/no as alert bots write it: ✅ / ❌, yes / no, true / false.
const YES = /^(?:✅|✔️?|yes|y|true|paid)$/iu;
const NO = /^(?:❌|✖️?|no|n|false|unpaid)$/iu;

/** A ticked or crossed box as true or false; null when the mark is neither. */
export function yesOrNo(mark: string | null): boolean | null {
  const word = mark?.trim() ?? '';
  if (YES.test(word)) return true;
  return NO.test(word) ? false : null;
}

/** Every built-in message type, for presets that read what every alert carries. */
export const ALL_MESSAGE_TYPES: readonly string[] = builtInTemplates.map((template) => template.name);
