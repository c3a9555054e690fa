import { describe, expect, it } from '@jest/globals';
import type { AiCostEstimate, AiCostEstimateRequest } from '@solana-hub/contracts';
import { DISPLAY_TEMPLATE_SAMPLE_LENGTH } from './ai-analysis';
import { estimateAnalysisCost, formatCostEstimate } from './analysis-cost';

const sample = `🐋 WHALE WATCH 🐋\nGoblin Cat ($GOBCAT)\n${'x'.repeat(400)}`;

describe('estimateAnalysisCost', () => {
  it('adds up the estimates of the four calls Analyze Message makes, each on its own model and part of the sample', async () => {
    const asked: AiCostEstimateRequest[] = [];
    const estimate = async (request: AiCostEstimateRequest): Promise<AiCostEstimate> => {
      asked.push(request);
      return { estimated_cost: 0.0001, tokens: 250 };
    };
    const models = { chosen: 'gpt-6.2-astra', fast: 'gpt-6-luna', standard: 'gpt-6.1-terra' };
    const total = await estimateAnalysisCost({ sample, instructions: 'Find the whales', models }, estimate);
    expect(total?.tokens).toBe(1_000);
    expect(total?.estimated_cost).toBeCloseTo(0.0004, 10);
    expect(asked.map((request) => request.model)).toEqual(['gpt-6.2-astra', 'gpt-6.2-astra', 'gpt-6-luna', 'gpt-6.1-terra']);
    expect(asked.map((request) => request.message.length)).toEqual([
      sample.length,
      sample.length,
      sample.length,
      DISPLAY_TEMPLATE_SAMPLE_LENGTH,
    ]);
    expect(asked[1]?.prompt).toContain('Find the whales');
  });

  it('answers null when a call could not be estimated, rather than too low a sum', async () => {
    let calls = 0;
    const estimate = async (): Promise<AiCostEstimate> =>
      ++calls === 2 ? { estimated_cost: 0, tokens: 0 } : { estimated_cost: 0.0001, tokens: 250 };
    const models = { chosen: 'gpt-6.1-terra', fast: 'gpt-6-luna', standard: 'gpt-6.1-terra' };
    await expect(estimateAnalysisCost({ sample, instructions: '', models }, estimate)).resolves.toBeNull();
  });
});

describe('formatCostEstimate', () => {
  it('shows dollars to two significant digits and the tokens with thousands separators', () => {
    expect(formatCostEstimate({ estimated_cost: 0.0004, tokens: 512 })).toBe('≈ $0.0004 · 512 tokens');
    expect(formatCostEstimate({ estimated_cost: 0.000145, tokens: 1_234 })).toBe('≈ $0.00015 · 1,234 tokens');
    expect(formatCostEstimate({ estimated_cost: 0.0192, tokens: 2_048 })).toBe('≈ $0.019 · 2,048 tokens');
  });
});
