import { describe, expect, it } from '@jest/globals';
import { analyzeSample, validateTemplate } from '@solana-hub/extraction';
import { withoutAi } from './ai-analysis';
import { missingChoice, templateBody, templateSummary } from './template-body';
import { smartMoneyAlert } from './wizard-test-sample';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

function reviewed(...actions: WizardAction[]): WizardState & { analysis: NonNullable<WizardState['analysis']> } {
  const state = [{ type: 'analysed', result: withoutAi(analyzeSample(smartMoneyAlert)) } as const, ...actions].reduce<WizardState>(
    wizardReducer,
    initialWizardState,
  );
  if (!state.analysis) throw new Error('the sample was not analysed');
  return { ...state, analysis: state.analysis };
}

describe('templateBody', () => {
  it('is the create body of POST /api/templates with only the ticked patterns and fields', () => {
    const state = reviewed(
      { type: 'toggleField', name: 'volume' },
      { type: 'togglePattern', pattern: 'MC:' },
      { type: 'displayTemplate', displayTemplate: '' },
    );
    const body = templateBody(state, state.analysis);
    expect(body).toMatchObject({
      name: 'new_alert',
      display_name: 'New Alert',
      enabled: true,
      priority: 100,
      sample_message: smartMoneyAlert,
    });
    expect(body.patterns).toEqual([
      { pattern: 'NEW ALERT', type: 'contains', enabled: true },
      { pattern: 'MC:', type: 'contains', enabled: true },
    ]);
    expect(body.extractors?.map((extractor) => extractor.name)).toEqual([
      'token_address',
      'token_name',
      'token_symbol',
      'market_cap',
      'smart_buyers',
    ]);
    expect(validateTemplate(body)).toEqual([]);
  });

  it('adds the _output_template extractor targeting description when there is a display template', () => {
    const state = reviewed({ type: 'displayTemplate', displayTemplate: '🧠 Smart buyers: {{smart_buyers}}' });
    expect(templateBody(state, state.analysis).extractors?.at(-1)).toEqual({
      name: '_output_template',
      type: 'custom',
      output_template: '🧠 Smart buyers: {{smart_buyers}}',
      target_field: 'description',
      accumulator_type: 'none',
    });
  });

  it('saves the aggregation chosen for a field', () => {
    const state = reviewed({ type: 'aggregate', name: 'smart_buyers', accumulator: 'max' });
    expect(templateBody(state, state.analysis).extractors?.find((extractor) => extractor.name === 'smart_buyers')).toMatchObject({
      accumulator_type: 'max',
      preset_id: 'smart-buyers',
    });
  });

  it("keeps an edited template's own extractor for a field, with the target and aggregation chosen here", () => {
    const ownRegex = {
      name: 'smart_buyers',
      type: 'regex' as const,
      pattern: String.raw`(\d+) wallets`,
      target_field: 'accumulated_data' as const,
      accumulator_type: 'sum' as const,
    };
    const state = {
      ...reviewed({ type: 'aggregate', name: 'smart_buyers', accumulator: 'latest' }),
      storedExtractors: { smart_buyers: ownRegex },
    };
    expect(templateBody(state, state.analysis).extractors?.find((extractor) => extractor.name === 'smart_buyers')).toEqual({
      ...ownRegex,
      accumulator_type: 'latest',
    });
  });
});

describe('templateSummary', () => {
  it('counts the patterns and extractors that will be saved and says which model the AI uses', () => {
    const state = reviewed({ type: 'togglePattern', pattern: 'CA:' }, { type: 'toggleField', name: 'token_symbol' });
    expect(templateSummary(state, state.analysis, 'gpt-6.1-terra')).toEqual({
      name: 'new_alert',
      displayName: 'New Alert',
      patternCount: 2,
      // five ticked fields and the display template
      extractorCount: 6,
      priority: 100,
      // No model chosen: the server's default, which the extractors ask by naming none.
      ai: 'Yes (gpt-6.1-terra)',
    });
    expect(templateSummary({ ...state, model: 'gpt-6-luna' }, state.analysis, 'gpt-6.1-terra').ai).toBe('Yes (gpt-6-luna)');
    expect(templateSummary({ ...state, useAi: false }, state.analysis, 'gpt-6.1-terra').ai).toBe('No');
  });

  it('saves the priority the trader set', () => {
    const state = reviewed({ type: 'priority', priority: 42 });
    expect(templateBody(state, state.analysis).priority).toBe(42);
  });
});

describe('missingChoice', () => {
  it('asks for both names before saving', () => {
    expect(missingChoice(reviewed({ type: 'name', name: ' ' }))).toBe('Give the template a name.');
    expect(missingChoice(reviewed({ type: 'displayName', displayName: '' }))).toBe('Give the template a display name.');
    expect(missingChoice(reviewed())).toBeNull();
  });
});
