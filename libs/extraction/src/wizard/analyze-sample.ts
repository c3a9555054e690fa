import { AlertMessage } from '../engine/alert-message.js';
import { matchTemplate } from '../engine/match-template.js';
import type { Extractor } from '../engine/template.js';
import { builtInTemplates } from '../message-type.js';
import { defaultFields, tokenFields } from './default-fields.js';
import { mergeFields, type ExtractedField } from './extracted-field.js';
import { displayNameFrom, templateNameFrom } from './headline.js';
import { fieldsInSample } from './sample-fields.js';
import { samplePatterns, type ProposedPattern } from './sample-patterns.js';
import { extractorsFor } from './template-extractors.js';

/**
 * The wizard's analysis of a pasted alert without AI: what kind of alert it
 * is, what to call the template, which fields to extract and how they combine, and which
 * patterns recognise the channel's alerts. The AI's answers are merged into it (mergeFields),
 * so the trader sees one list whoever found what.
 */
export interface WizardAnalysis {
  /** the sample as pasted, saved with the template */
  sample: string;
  /** the sample's hyperlink targets, which some fields (the token's address) come from */
  links: readonly string[];
  /** the built-in message type the sample already is, else the suggested template name */
  messageType: string;
  /** the patterns that identify the alert: the ticked ones */
  key_patterns: string[];
  template_name: string;
  display_name: string;
  fields: ExtractedField[];
  patterns: ProposedPattern[];
  /** what the ticked fields save as (read-only in the Extractors tab) */
  extractors: Extractor[];
}

export interface AnalyzeOptions {
  /** the message's hyperlink targets, as Telegram entities carry them */
  links?: readonly string[];
}

/**
 * The fields: what the presets read in the sample, else the default fields; the
 * token's name, address and market cap are proposed either way, found or not, since every
 * template is about a token.
 */
function proposedFields(alert: AlertMessage): ExtractedField[] {
  const found = fieldsInSample(alert);
  if (found.length === 0) return defaultFields(alert.plainText);
  return mergeFields(found, tokenFields());
}

export function analyzeSample(sample: string, options: AnalyzeOptions = {}): WizardAnalysis {
  const links = options.links ?? [];
  const alert = new AlertMessage(sample, links);
  const { headline, patterns } = samplePatterns(alert.plainText, alert.tokenIdentity());
  const template_name = templateNameFrom(headline);
  const fields = proposedFields(alert);
  return {
    sample,
    links,
    messageType: matchTemplate(builtInTemplates, alert.plainText)?.name ?? template_name,
    key_patterns: patterns.filter((pattern) => pattern.enabled).map((pattern) => pattern.pattern),
    template_name,
    display_name: displayNameFrom(headline),
    fields,
    patterns,
    extractors: extractorsFor(fields.filter((field) => field.enabled)),
  };
}
