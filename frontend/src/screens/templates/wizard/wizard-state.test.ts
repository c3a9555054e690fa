import { describe, expect, it } from '@jest/globals';
import { analyzeSample } from '@solana-hub/extraction';
import { withoutAi } from './ai-analysis';
import { DEFAULT_INSTRUCTION } from './instruction-presets';
import { smartMoneyAlert } from './wizard-test-sample';
import { initialWizardState, stepAfter, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);
const analysed: WizardAction = { type: 'analysed', result: withoutAi(analyzeSample(smartMoneyAlert)) };

describe('the wizard starts', () => {
  it("at step 1 with AI on, the server's default model and the auto-detect instruction", () => {
    expect(initialWizardState).toMatchObject({ step: 1, useAi: true, model: null, instructions: DEFAULT_INSTRUCTION });
    expect(DEFAULT_INSTRUCTION).toBe('Automatically detect all relevant fields present in this message type');
  });
});

describe('step transitions', () => {
  it('go from 2 to 3 by Continue and back one step by Back', () => {
    expect(stepAfter(2, 'continue')).toBe(3);
    expect(stepAfter(3, 'back')).toBe(2);
    expect(stepAfter(2, 'back')).toBe(1);
    expect(stepAfter(1, 'back')).toBe(1);
  });

  it('leave step 1 only by an analysis, and not past step 3', () => {
    expect(stepAfter(1, 'continue')).toBe(1);
    expect(stepAfter(3, 'continue')).toBe(3);
    const reviewed = run([{ type: 'sample', sample: smartMoneyAlert }, analysed]);
    expect(reviewed.step).toBe(2);
    expect(run([{ type: 'continue' }], reviewed).step).toBe(3);
    expect(run([{ type: 'continue' }, { type: 'back' }, { type: 'back' }], reviewed).step).toBe(1);
  });

  it('take the names of the analysis into step 2', () => {
    const reviewed = run([analysed]);
    expect(reviewed.name).toBe(reviewed.analysis?.template_name);
    expect(reviewed.displayName).toBe(reviewed.analysis?.display_name);
    expect(reviewed.name).not.toBe('');
  });
});

describe('step 2 choices', () => {
  it('tick fields and patterns off and on, and change how a field combines', () => {
    const reviewed = run([analysed]);
    const field = reviewed.analysis?.fields[0]?.name ?? '';
    const pattern = reviewed.analysis?.patterns[0]?.pattern ?? '';
    const changed = run(
      [
        { type: 'toggleField', name: field },
        { type: 'togglePattern', pattern },
        { type: 'aggregate', name: field, accumulator: 'max' },
      ],
      reviewed,
    );
    expect(changed.analysis?.fields[0]).toMatchObject({ enabled: !reviewed.analysis?.fields[0]?.enabled, accumulatorType: 'max' });
    expect(changed.analysis?.patterns[0]?.enabled).toBe(!reviewed.analysis?.patterns[0]?.enabled);
    expect(changed.analysis?.fields.slice(1)).toEqual(reviewed.analysis?.fields.slice(1));
  });

  it('set both names from a quick preset', () => {
    expect(run([analysed, { type: 'quickPreset', preset: { name: 'whale_activity', displayName: 'Whale Activity' } }])).toMatchObject({
      name: 'whale_activity',
      displayName: 'Whale Activity',
    });
  });

  it('keep a display name the trader typed when a quick preset names the type', () => {
    const typed: WizardAction = { type: 'displayName', displayName: 'My Gem Calls' };
    const chip: WizardAction = { type: 'quickPreset', preset: { name: 'new_token', displayName: 'New Token' } };
    expect(run([analysed, typed, chip])).toMatchObject({ name: 'new_token', displayName: 'My Gem Calls' });
    // Emptied again, the next chip fills it.
    expect(run([analysed, typed, { type: 'displayName', displayName: '' }, chip])).toMatchObject({ displayName: 'New Token' });
  });

  it('save at priority 100 unless the trader sets another', () => {
    expect(run([analysed]).priority).toBe(100);
    expect(run([analysed, { type: 'priority', priority: 40 }]).priority).toBe(40);
  });
});
