import { DEFAULT_AI_MODEL } from '@solana-hub/extraction';
import type { SelectOption } from '../../../ui/select';

/** The models the wizard offers, fastest first. */
export const AI_MODELS = [
  { value: 'gpt-5-nano', label: 'gpt-5-nano (Ultra Fast)' },
  { value: 'gpt-5-mini', label: 'gpt-5-mini (Recommended)' },
  { value: 'gpt-5', label: 'gpt-5 (Most Powerful)' },
  { value: 'gpt-3.5-turbo', label: 'gpt-3.5-turbo (Legacy)' },
  { value: 'gpt-4-turbo', label: 'gpt-4-turbo (Legacy)' },
] as const satisfies readonly SelectOption<string>[];

export type AiModel = (typeof AI_MODELS)[number]['value'];

const offered = (name: string | null | undefined): AiModel | undefined => AI_MODELS.find((model) => model.value === name)?.value;

/** The default model, gpt-5-mini, as the extraction engine also knows it. */
export const defaultAiModel: AiModel = offered(DEFAULT_AI_MODEL) ?? 'gpt-5-mini';

/** A model name from a stored extractor; one the wizard does not offer falls back to the default. */
export function asAiModel(name: string | null | undefined): AiModel {
  return offered(name) ?? defaultAiModel;
}

/** The quick model of the naming call and the display-template call. */
export const NAMING_MODEL: AiModel = 'gpt-5-nano';
export const DISPLAY_TEMPLATE_MODEL: AiModel = 'gpt-5-mini';
