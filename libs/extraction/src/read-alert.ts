import { extractAlertOn, type ExtractedAlert } from './extract-alert.js';
import { readMessage } from './engine/alert-message.js';
import { runExtractorsOn, type FieldToAccumulate } from './engine/run-extractors.js';
import type { Template } from './engine/template.js';

/** Everything the engine reads from one alert message: the alert and its template's fields. */
export interface ReadAlert extends ExtractedAlert {
  description: string | null;
  twitterMentions: number | null;
  callerName: string | null;
  callerLink: string | null;
  /** What the template's extractors found, by extractor name. */
  fields: Record<string, unknown>;
  /** The fields that combine across the token's messages. */
  toAccumulate: FieldToAccumulate[];
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The whole reading of one message, as the extractor service stores it and `npm run extract`
 * prints it: type, token and market cap, then the matched template's extractors (the
 * description from its display template, twitter mentions and caller from the preset fields of
 * those names, every field by name). A message no template matches gets no fields.
 */
export function readAlert(text: string, links: readonly string[], templates: readonly Template[]): ReadAlert {
  // One reading of the message for the type, the token and the template's extractors.
  const message = readMessage(text, links);
  const alert = extractAlertOn(message, templates);
  const template = templates.find((candidate) => candidate.name === alert.messageType);
  const found = template && template.extractors.length > 0 ? runExtractorsOn(template, message) : null;
  const fields = found?.fields ?? {};
  return {
    ...alert,
    description: found?.description ?? null,
    twitterMentions: numberOrNull(fields.twitter_mentions),
    callerName: textOrNull(fields.caller_name),
    callerLink: textOrNull(fields.caller_link),
    fields,
    toAccumulate: found?.toAccumulate ?? [],
  };
}
