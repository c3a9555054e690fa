import type { AiModelChoice, AiModels } from '@solana-hub/contracts';
import type { SelectOption } from '../../../ui/select';

/**
 * The models of the analysis' four AI calls: the one the trader chose (the server's default,
 * AI_MODEL, until they choose), the quick one of the naming call and the default one of the
 * display-template call.
 */
export interface AnalysisModels {
  chosen: string;
  fast: string;
  standard: string;
}

export function analysisModels(chosen: string | null, offer: AiModels): AnalysisModels {
  return { chosen: chosen ?? offer.default, fast: offer.fast, standard: offer.default };
}

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '11 Dec 2026' of '2026-12-11' */
export function formatShutdownDate(date: string): string {
  return day.format(new Date(`${date}T00:00:00Z`));
}

/** 'gpt-6-luna (Ultra Fast)', 'gpt-5.6-sol (Legacy) · shuts down 1 Mar 2027', 'gpt-6-sol' */
export function modelLabel({ id, tier, shutdown_date }: AiModelChoice): string {
  const tierText = tier ? ` (${tier})` : '';
  return shutdown_date ? `${id}${tierText} · shuts down ${formatShutdownDate(shutdown_date)}` : `${id}${tierText}`;
}

/**
 * The dropdown's options. A model an edited template names that the server no longer offers
 * (shut down, or one the key cannot use) is listed too, saying so: the trader sees what the
 * template asks and chooses another.
 */
export function modelOptions(offer: AiModels, current: string): SelectOption<string>[] {
  const options = offer.models.map((choice) => ({ value: choice.id, label: modelLabel(choice) }));
  if (offer.models.some((choice) => choice.id === current)) return options;
  return [...options, { value: current, label: `${current} (no longer offered)` }];
}

/** What the trader should know about the chosen model: its shutdown, or that it is no longer offered; null when nothing. */
export function modelWarning(offer: AiModels, current: string): string | null {
  const choice = offer.models.find((candidate) => candidate.id === current);
  if (!choice)
    return `${current} is no longer offered: OpenAI has shut it down or the API key cannot use it. Its AI extractors ask ${offer.default} (the default) instead; choose another model.`;
  if (choice.shutdown_date)
    return `OpenAI shuts ${current} down on ${formatShutdownDate(choice.shutdown_date)}: choose another model before then.`;
  return null;
}
