import { describe, expect, it } from '@jest/globals';
import type { AiModels } from '@solana-hub/contracts';
import { analysisModels, modelLabel, modelOptions, modelWarning } from './ai-models';

const offer: AiModels = {
  default: 'gpt-6.1-terra',
  fast: 'gpt-6-luna',
  models: [
    { id: 'gpt-6-luna', tier: 'Ultra Fast', shutdown_date: null },
    { id: 'gpt-6.1-terra', tier: 'Recommended', shutdown_date: null },
    { id: 'gpt-5.6-sol', tier: 'Legacy', shutdown_date: '2027-03-01' },
    { id: 'gpt-6-sol', tier: null, shutdown_date: null },
  ],
  checked: true,
  problem: null,
};

describe('the model choice', () => {
  it("asks the chosen model, the server's default until one is chosen, and the quick model for the naming call", () => {
    expect(analysisModels(null, offer)).toEqual({ chosen: 'gpt-6.1-terra', fast: 'gpt-6-luna', standard: 'gpt-6.1-terra' });
    expect(analysisModels('gpt-6-sol', offer).chosen).toBe('gpt-6-sol');
  });

  it('labels each model with its tier and the shutdown OpenAI announces', () => {
    expect(modelOptions(offer, 'gpt-6.1-terra').map((option) => option.label)).toEqual([
      'gpt-6-luna (Ultra Fast)',
      'gpt-6.1-terra (Recommended)',
      'gpt-5.6-sol (Legacy) · shuts down 1 Mar 2027',
      'gpt-6-sol',
    ]);
    expect(modelLabel({ id: 'gpt-5-mini', tier: null, shutdown_date: '2026-12-11' })).toBe('gpt-5-mini · shuts down 11 Dec 2026');
  });

  it("lists an edited template's model the server no longer offers, and warns of it and of a coming shutdown", () => {
    expect(modelOptions(offer, 'gpt-5-mini').at(-1)).toEqual({ value: 'gpt-5-mini', label: 'gpt-5-mini (no longer offered)' });
    expect(modelWarning(offer, 'gpt-5-mini')).toBe(
      'gpt-5-mini is no longer offered: OpenAI has shut it down or the API key cannot use it. Its AI extractors ask gpt-6.1-terra (the default) instead; choose another model.',
    );
    expect(modelWarning(offer, 'gpt-5.6-sol')).toBe('OpenAI shuts gpt-5.6-sol down on 1 Mar 2027: choose another model before then.');
    expect(modelWarning(offer, 'gpt-6-luna')).toBeNull();
  });
});
