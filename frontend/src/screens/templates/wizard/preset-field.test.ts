import { describe, expect, it } from '@jest/globals';
import { extractorPresetSchema } from '@solana-hub/contracts';
import { analyzeSample, MAX_EXTRACTORS, presetLibrary } from '@solana-hub/extraction';
import { withoutAi } from './ai-analysis';
import { presetField, presetsToOffer } from './preset-field';
import { smartMoneyAlert } from './wizard-test-sample';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

// The library as the gateway serves it: JSON, through the contract.
const served = extractorPresetSchema.array().parse(JSON.parse(JSON.stringify(presetLibrary)));
const analysis = analyzeSample(smartMoneyAlert);

describe('presetField', () => {
  it("proposes the preset's field with what it reads in the sample", () => {
    expect(presetField('contract-address', smartMoneyAlert)).toMatchObject({
      name: 'contract_address',
      value: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      presetId: 'contract-address',
      enabled: true,
    });
    expect(presetField('dev-percent', smartMoneyAlert)).toMatchObject({ name: 'dev_percent', value: null });
    expect(presetField('no-such-preset', smartMoneyAlert)).toBeNull();
  });
});

describe('presetsToOffer', () => {
  it('offers every served preset but those already among the fields, by category', () => {
    const groups = presetsToOffer(served, analysis.fields, '');
    const offered = groups.flatMap((group) => group.presets.map((preset) => preset.id));
    expect(offered).not.toContain('market-cap');
    expect(offered).not.toContain('smart-buyers');
    expect(offered).toContain('dev-percent');
    expect(offered.length).toBe(served.length - analysis.fields.length);
    expect(groups.every((group) => group.presets.every((preset) => preset.category === group.category))).toBe(true);
  });

  it('narrows by a search in names, fields, descriptions and tags', () => {
    const offered = presetsToOffer(served, [], 'holders').flatMap((group) => group.presets.map((preset) => preset.field_name));
    expect(offered).toContain('total_holders');
    expect(offered).not.toContain('market_cap');
  });
});

describe('adding a preset field', () => {
  const reviewed = wizardReducer(initialWizardState, { type: 'analysed', result: withoutAi(analysis) });
  const add = (state: WizardState, presetId: string) => {
    const field = presetField(presetId, smartMoneyAlert);
    return field ? wizardReducer(state, { type: 'addField', field }) : state;
  };

  it('appends the field ticked, once', () => {
    const added = add(add(reviewed, 'dev-percent'), 'dev-percent');
    expect(added.analysis?.fields.filter((field) => field.name === 'dev_percent')).toEqual([expect.objectContaining({ enabled: true })]);
  });

  it('adds it unticked once the template is full (at most 10 extractors)', () => {
    const ids = ['dev-percent', 'top-holders-percent', 'rug-risk', 'twitter-mentions', 'tg-members', 'whale-count'];
    const full = ids.reduce(add, reviewed);
    const ticked = full.analysis?.fields.filter((field) => field.enabled) ?? [];
    expect(ticked).toHaveLength(MAX_EXTRACTORS);
    expect(full.analysis?.fields.at(-1)).toMatchObject({ name: 'whale_count', enabled: false });
  });
});
