import { describe, expect, it } from '@jest/globals';
import type { ChatLayoutRule } from '@solana-hub/contracts';
import { parseTemplate, runExtractors } from '@solana-hub/extraction';
import { layoutPrefillState } from './layout-prefill';
import { prefillOutcome } from './use-chat-prefill';
import { templateBody } from './template-body';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** A chat's post in a layout the generic reader cannot read: the name after '⟫', the symbol after '≈', the cap after '~'. */
const post = (name: string, symbol: string, cap: string) =>
  [`☄️ Zorvak ⟫ ${name}`, `Kt ≈ ${symbol}`, `CA ${ADDRESS}`, `Brr ~ ${cap} 🐳`].join('\n');

const rule = (field: ChatLayoutRule['field'], line: number, before: string, trusted = true): ChatLayoutRule => ({
  field,
  lineFrom: 'top',
  label: '',
  line,
  anchor: 'after-literal',
  before,
  after: '',
  agreed: trusted ? 6 : 1,
  disagreed: 0,
  trusted,
});

const rules = [rule('name', 0, 'Zorvak ⟫ '), rule('symbol', 1, 'Kt ≈ '), rule('marketCap', 3, 'Brr ~ ')];

describe('the wizard prefilled from a chat’s learned layout', () => {
  const state = layoutPrefillState({ chatTitle: 'Zorvak Calls', sample: post('Bonk Lord', 'BONKL', '$2.4M'), rules });

  it('opens at step 2 on the sample, saying which chat it came from', () => {
    expect(state).toMatchObject({ step: 2, sample: post('Bonk Lord', 'BONKL', '$2.4M'), prefilledFrom: 'Zorvak Calls', editingId: null });
  });

  it('shows the values the learned rules read in the sample, the symbol added as a field', () => {
    const values = Object.fromEntries(state?.analysis?.fields.map((field) => [field.name, field.value]) ?? []);
    expect(values).toMatchObject({ token_name: 'Bonk Lord', token_symbol: 'BONKL', market_cap: 2_400_000, token_address: ADDRESS });
  });

  it('saves regex extractors that read the chat’s other messages the same way', () => {
    expect(state).not.toBeNull();
    if (state?.analysis == null) return;
    const body = templateBody({ ...state, name: 'zorvak_calls', displayName: 'Zorvak Calls' }, state.analysis);
    const learned = body.extractors?.filter((extractor) => extractor.type === 'regex').map((extractor) => extractor.name);
    expect(learned?.sort()).toEqual(['market_cap', 'token_name', 'token_symbol']);
    const { fields } = runExtractors(parseTemplate(body), post('Tiny Whale', 'TWHL', '$905K'));
    expect(fields).toMatchObject({ token_name: 'Tiny Whale', token_symbol: 'TWHL', market_cap: 905_000 });
  });

  it('is not there without a trusted rule: the wizard starts empty', () => {
    const untrusted = rules.map((learned) => ({ ...learned, trusted: false }));
    expect(layoutPrefillState({ chatTitle: 'Zorvak Calls', sample: post('Bonk Lord', 'BONKL', '$2.4M'), rules: untrusted })).toBeNull();
  });
});

describe('opening the wizard on a chat', () => {
  const titles = { data: { chats: [{ chat_id: '-1001', title: 'Zorvak Calls' }] }, isError: false };
  const layouts = (chatRules: ChatLayoutRule[]) => ({
    data: {
      chats: [{ chatId: '-1001', enabled: true, messagesLearned: 9, messagesRead: 3, valuesChecked: 4, valuesAgreed: 4, rules: chatRules }],
    },
    isError: false,
  });
  const stored = { data: null, isError: false };

  it('says when the chat has no stored message', () => {
    expect(prefillOutcome('-1001', stored, layouts(rules), titles)).toEqual({
      problem: 'Zorvak Calls has no stored message to start from: paste one.',
    });
  });

  it('says when its layout has no trusted rule', () => {
    const message = { data: { message_text: post('Bonk Lord', 'BONKL', '$2.4M') }, isError: false };
    expect(prefillOutcome('-1001', message, layouts([]), titles)).toEqual({
      problem: 'Zorvak Calls’s learned layout has no trusted rule yet: start from a pasted message.',
    });
    expect(prefillOutcome('-1001', message, layouts(rules), titles)).toMatchObject({ state: { step: 2, prefilledFrom: 'Zorvak Calls' } });
  });
});
