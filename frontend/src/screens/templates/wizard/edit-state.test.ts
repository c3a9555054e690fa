import { describe, expect, it } from '@jest/globals';
import type { StoredTemplate } from '@solana-hub/contracts';
import { editStateOf } from './edit-state';
import { wizardReducer } from './wizard-state';
import { templateBody } from './template-body';
import { smartMoneyAlert } from './wizard-test-sample';

const stored: StoredTemplate = {
  template_id: 42,
  name: 'smart_money_buy',
  display_name: 'Smart Money Buy',
  enabled: true,
  priority: 100,
  sample_message: smartMoneyAlert,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  patterns: [
    { pattern: 'Smart Money', type: 'contains', enabled: true },
    { pattern: 'MC:', type: 'contains', enabled: false },
  ],
  extractors: [
    { name: 'wallets', type: 'regex', pattern: String.raw`(\d+) wallets`, target_field: 'accumulated_data', accumulator_type: 'sum' },
    {
      name: 'insider_note',
      type: 'ai',
      ai_prompt: 'Who bought?',
      ai_model: 'gpt-5-mini',
      target_field: 'accumulated_data',
      accumulator_type: 'latest',
    },
    {
      name: '_output_template',
      type: 'custom',
      output_template: '🧠 {{wallets}} wallets',
      target_field: 'description',
      accumulator_type: 'none',
    },
  ],
};

describe('editStateOf', () => {
  it('opens the stored template at step 2 with its own patterns, fields, sample and display template', () => {
    const state = editStateOf(stored);
    expect(state).toMatchObject({
      step: 2,
      editingId: 42,
      name: 'smart_money_buy',
      displayName: 'Smart Money Buy',
      sample: smartMoneyAlert,
      useAi: true,
      model: 'gpt-5-mini',
    });
    expect(state.displayTemplate).toBe('🧠 {{wallets}} wallets');
    expect(state.analysis?.patterns).toEqual(stored.patterns);
    expect(state.analysis?.fields.map(({ name, value, accumulatorType, enabled }) => ({ name, value, accumulatorType, enabled }))).toEqual([
      { name: 'wallets', value: '4', accumulatorType: 'sum', enabled: true },
      { name: 'insider_note', value: null, accumulatorType: 'latest', enabled: true },
    ]);
  });

  it('saves back what it opened when nothing is changed', () => {
    const state = editStateOf(stored);
    if (!state.analysis) throw new Error('the template was not opened');
    const body = templateBody(state, state.analysis);
    expect(body).toMatchObject({
      name: stored.name,
      display_name: stored.display_name,
      sample_message: smartMoneyAlert,
      enabled: true,
      priority: 100,
    });
    expect(body.patterns).toEqual([{ pattern: 'Smart Money', type: 'contains', enabled: true }]);
    expect(body.extractors).toEqual(stored.extractors.map((extractor) => expect.objectContaining(extractor)));
  });

  it("moves the template's AI extractors to the model chosen, e.g. off one OpenAI shuts down", () => {
    const state = wizardReducer(editStateOf(stored), { type: 'model', model: 'gpt-6.1-terra' });
    if (!state.analysis) throw new Error('the template was not opened');
    const note = templateBody(state, state.analysis).extractors?.find((extractor) => extractor.name === 'insider_note');
    expect(note).toMatchObject({ type: 'ai', ai_model: 'gpt-6.1-terra', ai_prompt: 'Who bought?' });
  });

  it('refuses a stored template the engine cannot read', () => {
    expect(() => editStateOf({ ...stored, patterns: [{ pattern: 'x', type: 'glob' }] })).toThrow();
  });
});
