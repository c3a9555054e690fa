import type { AiModelTier } from '@solana-hub/contracts';
import type { ReasoningEffort } from './reasoning-effort.js';

/** What the product knows of an OpenAI chat model. */
export interface ModelFacts {
  /** US dollars per million prompt tokens (standard tier, prompts under 272K tokens) */
  inputPerMillion: number;
  /** US dollars per million answer tokens (reasoning tokens are billed as answer tokens) */
  outputPerMillion: number;
  /**
   * The lowest `reasoning_effort` the model takes: reading an alert needs little thought, and
   * thought is billed. Null for models that do not reason (they refuse the parameter).
   */
  lowestEffort: ReasoningEffort | null;
  /** The day OpenAI shuts the model down (its deprecations page; also `shutdown_date` in GET /v1/models) */
  shutdownDate?: string;
}

/** When the table below was read off OpenAI's pricing, models and deprecations pages. */
export const MODEL_TABLE_DATE = '2026-11-28';

/**
 * The chat models the product can ask, with their list prices and lifecycles as of
 * MODEL_TABLE_DATE. Update the table, and that date, when OpenAI changes them. Every model
 * tokenizes with o200k_base. The shut-down ones stay listed so that a template still naming one
 * is recognised as such.
 */
export const MODEL_TABLE: Readonly<Record<string, ModelFacts>> = {
  'gpt-6-luna': { inputPerMillion: 0.1, outputPerMillion: 0.5, lowestEffort: 'none' },
  'gpt-6.1-terra': { inputPerMillion: 1, outputPerMillion: 5, lowestEffort: 'none' },
  'gpt-6-sol': { inputPerMillion: 2, outputPerMillion: 10, lowestEffort: 'none' },
  // GPT-6.1 Sol and the Astra models think at least a little: 'none' is refused.
  'gpt-6.1-sol': { inputPerMillion: 2, outputPerMillion: 10, lowestEffort: 'low' },
  'gpt-6.2-sol': { inputPerMillion: 2, outputPerMillion: 10, lowestEffort: 'low' },
  'gpt-6-astra': { inputPerMillion: 10, outputPerMillion: 50, lowestEffort: 'low' },
  'gpt-6.2-astra': { inputPerMillion: 8, outputPerMillion: 40, lowestEffort: 'low' },
  'gpt-5.6-luna': { inputPerMillion: 0.2, outputPerMillion: 1.2, lowestEffort: 'none' },
  'gpt-5.6-terra': { inputPerMillion: 2, outputPerMillion: 12, lowestEffort: 'none' },
  'gpt-5.6-sol': { inputPerMillion: 5, outputPerMillion: 30, lowestEffort: 'none' },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4, lowestEffort: 'minimal', shutdownDate: '2026-12-11' },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2, lowestEffort: 'minimal', shutdownDate: '2026-12-11' },
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10, lowestEffort: 'minimal', shutdownDate: '2026-12-11' },
  'gpt-4-turbo': { inputPerMillion: 10, outputPerMillion: 30, lowestEffort: null, shutdownDate: '2026-10-23' },
  'gpt-3.5-turbo': { inputPerMillion: 0.5, outputPerMillion: 1.5, lowestEffort: null, shutdownDate: '2026-10-23' },
};

/** The model of the Ultra Fast tier: also the wizard's naming call. */
export const FAST_MODEL = 'gpt-6-luna';

/**
 * The models the wizard offers, in the tiers of the specification's list (whose gpt-5 models
 * OpenAI shuts down on 2026-12-11), filled with today's: the Recommended one is AI_MODEL,
 * whatever it is set to.
 */
export function modelTiers(recommended: string): Array<{ tier: AiModelTier; model: string }> {
  return [
    { tier: 'Ultra Fast', model: FAST_MODEL },
    { tier: 'Recommended', model: recommended },
    { tier: 'Most Powerful', model: 'gpt-6.2-astra' },
    { tier: 'Legacy', model: 'gpt-5.6-luna' },
    { tier: 'Legacy', model: 'gpt-5.6-sol' },
  ];
}

/** A dated snapshot ('gpt-6.1-terra-2026-10-26') is its model's facts. */
const SNAPSHOT_DATE = /-\d{4}-\d{2}-\d{2}$/;

/** What the table knows of a model or of a dated snapshot of it; undefined for any other. */
export function factsOf(model: string): ModelFacts | undefined {
  return MODEL_TABLE[model] ?? MODEL_TABLE[model.replace(SNAPSHOT_DATE, '')];
}

/**
 * The price a model unknown to the table is counted at: the dearest known. Its spend is
 * counted high rather than free, so the daily budget still holds.
 */
const DEAREST: ModelFacts = Object.values(MODEL_TABLE).reduce((dearest, facts) =>
  facts.outputPerMillion > dearest.outputPerMillion ? facts : dearest,
);

/** What a chat completion billed, as OpenAI reports it in the answer's `usage`. */
export interface BilledTokens {
  prompt_tokens: number;
  /** reasoning tokens included */
  completion_tokens: number;
}

const PER_MILLION = 1_000_000;

/** The dollars a completion of `model` costs at the list price (cached prompt tokens counted in full). */
export function costOf(model: string, tokens: BilledTokens): number {
  const price = factsOf(model) ?? DEAREST;
  return (tokens.prompt_tokens * price.inputPerMillion + tokens.completion_tokens * price.outputPerMillion) / PER_MILLION;
}

/** Whether the price of `model` is known, rather than counted as the dearest. */
export function isPriced(model: string): boolean {
  return factsOf(model) !== undefined;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whether a shutdown date ('YYYY-MM-DD', UTC) has come by `at`. */
export function isShutDown(shutdownDate: string | null | undefined, at: Date): boolean {
  return shutdownDate != null && shutdownDate <= utcDay(at);
}

/**
 * Why `model` cannot be asked for, in words, or null when it can: a model the table knows and
 * OpenAI has not shut down, or one the operator set (AI_MODEL, AI_FALLBACK_MODEL: `settingModels`),
 * which may be newer than the table.
 */
export function modelProblem(model: string, settingModels: readonly string[], at: Date): string | null {
  if (settingModels.includes(model)) return null;
  const facts = factsOf(model);
  if (facts && isShutDown(facts.shutdownDate, at)) return `OpenAI shut ${model} down on ${facts.shutdownDate}: choose another model`;
  if (facts) return null;
  const current = Object.keys(MODEL_TABLE).filter((known) => !isShutDown(MODEL_TABLE[known]?.shutdownDate, at));
  return `unknown AI model '${model}' (models: ${[...new Set([...settingModels, ...current])].join(', ')})`;
}
