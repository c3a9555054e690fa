/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ADDRESS_A, anAlertMessage } from '../../testing/fixtures';
import { answerFetch, renderComponent, type FetchAnswer, type ReceivedRequest } from '../../testing/render-component';
import { CorrectionDialog } from './correction-dialog';

const message = anAlertMessage({ id: 42, token_name: 'Popcat', token_symbol: 'POPCAT', market_cap: 200_000 });

/** The gateway: the corrected message back (PUT), and nothing to read again after it. */
function renderDialog(
  answerCorrection: (request: ReceivedRequest) => FetchAnswer = (request) => ({ body: { ...message, ...(request.body as object) } }),
) {
  const requests = answerFetch((request) => (request.method === 'PUT' ? answerCorrection(request) : { status: 404, body: {} }));
  renderComponent(<CorrectionDialog message={message} address={ADDRESS_A} />);
  return { user: userEvent.setup(), requests };
}

const corrections = (requests: ReceivedRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => ({ path: request.url.pathname, body: request.body }));

describe('CorrectionDialog', () => {
  it('opens with what the message says now', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct this message' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Popcat');
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveProperty('value', 'POPCAT');
    expect(screen.getByRole('textbox', { name: 'Market cap (USD)' })).toHaveProperty('value', '200000');
  });

  it('refuses to save nothing changed, and a market cap that is not above 0', async () => {
    const { user, requests } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Nothing changed');
    const marketCap = screen.getByRole('textbox', { name: 'Market cap (USD)' });
    await user.clear(marketCap);
    await user.type(marketCap, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('market_cap: a market cap is more than 0');
    expect(corrections(requests)).toEqual([]);
  });

  it('sends only the fields changed, the symbol without its $, then closes with a toast', async () => {
    const { user, requests } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    const symbol = await screen.findByRole('textbox', { name: 'Symbol' });
    await user.clear(symbol);
    await user.type(symbol, '$PCAT');
    const marketCap = screen.getByRole('textbox', { name: 'Market cap (USD)' });
    await user.clear(marketCap);
    await user.type(marketCap, '$1,250,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(corrections(requests)).toEqual([{ path: '/api/messages/42/correction', body: { token_symbol: 'PCAT', market_cap: 1_250_000 } }]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { user } = renderDialog(() => ({ status: 404, body: { error: 'no such message' } }));
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Popcat Official');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save the correction: no such message');
    expect(screen.getByRole('dialog', { name: 'Correct this message' })).toBeTruthy();
  });
});
