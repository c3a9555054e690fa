import { factsOf, isShutDown, MODEL_TABLE, modelTiers, type AvailableModel } from '@solana-hub/ai';
import type { AiModelChoice } from '@solana-hub/contracts';

/**
 * The models the wizard offers: the tiers of the specification's list (AI_MODEL as the
 * Recommended one), then every other model of the model table the API key can use and OpenAI
 * has not announced a shutdown for. With the key's list (`available`), a model it does not hold
 * is left out and its shutdown dates are OpenAI's own; without it (no key, OpenAI out of reach)
 * the tiers are offered as the table knows them. A model past its shutdown date is never offered.
 */
export function offeredModels(recommended: string, available: readonly AvailableModel[] | null, now: Date): AiModelChoice[] {
  const listed = available === null ? null : new Map(available.map((model) => [model.id, model.shutdown_date ?? null]));
  const shutdownOf = (id: string) => listed?.get(id) ?? factsOf(id)?.shutdownDate ?? null;
  const usable = (id: string) => (listed === null || listed.has(id)) && !isShutDown(shutdownOf(id), now);

  const tiers = modelTiers(recommended).map(({ tier, model }) => ({ id: model, tier, shutdown_date: shutdownOf(model) }));
  const others = Object.keys(MODEL_TABLE)
    .filter((id) => listed?.has(id) && shutdownOf(id) === null)
    .map((id) => ({ id, tier: null, shutdown_date: null }));
  const offered = [...tiers, ...others].filter((choice) => usable(choice.id));
  // AI_MODEL may be one of the other tiers' models: each model once, under its first tier.
  return offered.filter((choice, index) => offered.findIndex((first) => first.id === choice.id) === index);
}
