import { describe, expect, it, jest } from '@jest/globals';
import type { AiExtractResponse, AiExtractRequest } from '@solana-hub/contracts';
import { analyzeSample } from '@solana-hub/extraction';
import { noExtraction } from '../../../api/ai-client';
import { aiFields, aiRequests, withAiAnswers, withoutAi, type AiAnswers } from './ai-analysis';
import { analyzeMessage } from './analyze-message';
import { smartMoneyAlert } from './wizard-test-sample';

const noAnswers: AiAnswers = { messageType: noExtraction, fields: noExtraction, names: noExtraction, displayTemplate: noExtraction };
const heuristic = analyzeSample(smartMoneyAlert);

describe('aiRequests', () => {
  it('are the four AI calls, cached, with their models', () => {
    const longSample = `${smartMoneyAlert}\n${'x'.repeat(400)}`;
    const requests = aiRequests(longSample, 'Focus on smart money', {
      chosen: 'gpt-6.2-astra',
      fast: 'gpt-6-luna',
      standard: 'gpt-6.1-terra',
    });
    expect(Object.values(requests).map((request) => request.model)).toEqual([
      'gpt-6.2-astra',
      'gpt-6.2-astra',
      'gpt-6-luna',
      'gpt-6.1-terra',
    ]);
    expect(Object.values(requests).every((request) => request.useCache)).toBe(true);
    expect(requests.messageType.schema).toMatchObject({ properties: { message_type: {}, key_patterns: {}, confidence: {} } });
    expect(Object.keys(requests.fields.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['insider_amount', 'smart_money_count', 'token_address', 'other_fields']),
    );
    expect(requests.fields.prompt).toContain('Focus on smart money');
    expect(requests.names.schema).toMatchObject({ properties: { template_name: {}, display_name: {} } });
    expect(requests.displayTemplate.message).toBe(longSample.slice(0, 300));
    expect(requests.fields.message).toBe(longSample);
  });
});

describe('withAiAnswers', () => {
  it('leaves the heuristic analysis as it was when every AI call failed', () => {
    expect(withAiAnswers(heuristic, noAnswers)).toEqual(withoutAi(heuristic));
  });

  it('layers the answers on it: new fields, offered patterns, names and the display template', () => {
    const answers: AiAnswers = {
      messageType: {
        data: { message_type: 'smart_money', key_patterns: ['Smart Money', 'wallets bought'], confidence: 0.9 },
        confidence: 0.9,
      },
      fields: {
        data: { smart_money_count: 4, market_cap: 99, risk_level: null, other_fields: { 'Buy Amount (SOL)': '12.5', nested: { no: 1 } } },
        confidence: 0.8,
      },
      names: { data: { template_name: 'smart_money_buy', display_name: 'Smart Money Buy' }, confidence: 0.9 },
      displayTemplate: { data: { output_template: '🧠 {{smart_money_count}} wallets' }, confidence: 0.9 },
    };
    const { analysis, displayTemplate } = withAiAnswers(heuristic, answers);
    expect(analysis).toMatchObject({ template_name: 'smart_money_buy', display_name: 'Smart Money Buy' });
    expect(displayTemplate).toBe('🧠 {{smart_money_count}} wallets');
    expect(analysis.fields.find((field) => field.name === 'market_cap')?.value).toBe(24100);
    expect(analysis.fields.find((field) => field.name === 'smart_money_count')).toMatchObject({
      value: 4,
      source: 'ai',
      accumulatorType: 'sum',
      confidence: 0.9,
    });
    expect(analysis.fields.find((field) => field.name === 'buy_amount_sol')).toMatchObject({
      value: '12.5',
      confidence: 0.8,
      targetField: 'accumulated_data',
    });
    expect(analysis.fields.some((field) => field.name === 'risk_level' || field.name === 'nested')).toBe(false);
    expect(analysis.patterns.slice(heuristic.patterns.length)).toEqual([{ pattern: 'wallets bought', type: 'contains', enabled: false }]);
  });

  it('keeps the heuristic names when the AI names are not usable', () => {
    const names = { data: { template_name: 'Smart Money!', display_name: '  ' }, confidence: 0.5 };
    expect(withAiAnswers(heuristic, { ...noAnswers, names }).analysis).toMatchObject({
      template_name: 'new_alert',
      display_name: 'New Alert',
    });
  });
});

describe('aiFields', () => {
  it('proposes a target field and aggregation for what the AI found', () => {
    expect(aiFields({ holders: 87, liquidity: '$5K' }).map(({ name, targetField }) => ({ name, targetField }))).toEqual([
      { name: 'holders', targetField: 'holder_count' },
      { name: 'liquidity', targetField: 'liquidity_usd' },
    ]);
  });
});

describe('analyzeMessage', () => {
  const state = { sample: smartMoneyAlert, instructions: 'Auto' };
  const models = { chosen: 'gpt-6.1-terra', fast: 'gpt-6-luna', standard: 'gpt-6.1-terra' };

  it('falls back to the heuristic analysis when the AI calls fail', async () => {
    const extract = jest.fn<(request: AiExtractRequest) => Promise<AiExtractResponse>>().mockResolvedValue(noExtraction);
    await expect(analyzeMessage({ ...state, useAi: true }, models, extract)).resolves.toEqual(withoutAi(heuristic));
    expect(extract).toHaveBeenCalledTimes(4);
  });

  it('makes no AI call with AI analysis off', async () => {
    const extract = jest.fn<(request: AiExtractRequest) => Promise<AiExtractResponse>>();
    await expect(analyzeMessage({ ...state, useAi: false }, models, extract)).resolves.toEqual(withoutAi(heuristic));
    expect(extract).not.toHaveBeenCalled();
  });

  it('makes no AI call before the server has said which models it offers', async () => {
    const extract = jest.fn<(request: AiExtractRequest) => Promise<AiExtractResponse>>();
    await expect(analyzeMessage({ ...state, useAi: true }, null, extract)).resolves.toEqual(withoutAi(heuristic));
    expect(extract).not.toHaveBeenCalled();
  });
});
