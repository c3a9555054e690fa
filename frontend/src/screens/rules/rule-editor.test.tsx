/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it, jest } from '@jest/globals';
import type { AlertRuleInput, AlertRuleTestResponse } from '@solana-hub/contracts';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ADDRESS_A } from '../../testing/fixtures';
import { answerFetch, renderComponent } from '../../testing/render-component';
import { emptyRuleForm } from './rule-form';
import { RuleEditor } from './rule-editor';

function renderEditor() {
  const onSave = jest.fn<(rule: AlertRuleInput) => void>();
  const onCancel = jest.fn();
  renderComponent(<RuleEditor initial={emptyRuleForm} saving={false} onSave={onSave} onCancel={onCancel} />);
  return { user: userEvent.setup(), onSave, onCancel };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('RuleEditor', () => {
  it('refuses to save a rule without a name or a condition, saying both', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(screen.getByRole('alert').textContent).toBe('name: a rule needs a name; conditions: a rule needs at least one condition');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the rule the fields describe, market caps as typed with k and m', async () => {
    const { user, onSave } = renderEditor();
    await user.type(field(/^Name/), 'Early whales');
    await user.type(field(/^Called by at least N channels/), '3');
    await user.type(field(/within minutes/), '10');
    await user.type(field(/^First market cap from/), '20k');
    await user.type(field(/^First market cap up to/), '1.5m');
    await user.type(field(/^Up since the first call/), '2x, 5');
    await user.click(screen.getByRole('switch', { name: /On Telegram/ }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSave).toHaveBeenCalledWith({
      name: 'Early whales',
      enabled: true,
      conditions: { channelsWithin: { channels: 3, minutes: 10 }, firstMarketCap: { min: 20_000, max: 1_500_000 }, multiples: [2, 5] },
      actions: { telegram: true, browser: true, sound: 'new-token', webhookUrl: null },
    });
  });

  it('says what is wrong with a field and clears the problem once fixed', async () => {
    const { user, onSave } = renderEditor();
    await user.type(field(/^Name/), 'Range');
    await user.type(field(/^First market cap from/), '200k');
    await user.type(field(/^First market cap up to/), '20k');
    await user.type(field(/^Webhook URL/), 'ftp://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'conditions.firstMarketCap: the minimum is above the maximum; actions.webhookUrl: the webhook URL must start with http:// or https://',
    );
    await user.clear(field(/^First market cap up to/));
    await user.clear(field(/^Webhook URL/));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('tests the conditions against history and lists the tokens it would have fired for', async () => {
    const answer: AlertRuleTestResponse = {
      checked: 40,
      matches: [
        {
          token_address: ADDRESS_A,
          token_name: 'Popcat',
          token_symbol: 'POPCAT',
          first_seen: '2025-01-01T10:00:00.000Z',
          multiples: [2, 5],
        },
      ],
    };
    const requests = answerFetch(() => ({ body: answer }));
    const { user, onSave } = renderEditor();
    await user.type(field(/^Name/), 'Confluence');
    await user.type(field(/^Confluence score at least/), '2');
    await user.click(screen.getByRole('button', { name: 'Test against history' }));
    expect(await screen.findByText('Would have fired for 1 of the 40 newest tokens:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Popcat' }).getAttribute('href')).toBe(`/history/${ADDRESS_A}`);
    expect(screen.getByRole('listitem').textContent).toBe('Popcat ($POPCAT) · 2x, 5x');
    expect(requests.map(({ url, method, body }) => ({ path: url.pathname, method, body }))).toEqual([
      { path: '/api/alert-rules/test', method: 'POST', body: { conditions: { confluenceAtLeast: 2 } } },
    ]);
    // A test saves nothing.
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a test", async () => {
    answerFetch(() => ({ status: 400, body: { error: 'conditions.calledBy: unknown chat' } }));
    const { user } = renderEditor();
    await user.type(field(/^Name/), 'From one chat');
    await user.type(field(/^Called by one of these chat ids/), '-1001');
    await user.click(screen.getByRole('button', { name: 'Test against history' }));
    expect((await screen.findByRole('alert')).textContent).toBe('conditions.calledBy: unknown chat');
  });

  it('cancels without saving', async () => {
    const { user, onSave, onCancel } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
