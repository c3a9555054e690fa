/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import type { AlertMessage, ServerFrame, Token } from '@solana-hub/contracts';
import { act, screen } from '@testing-library/react';
import { allMessagesByTokenQuery } from '../../api/all-messages-by-token';
import { latestMessagesQuery } from '../../api/latest-messages';
import { messageTypeStatsQuery } from '../../api/message-type-stats';
import { tokensQuery } from '../../api/tokens';
import { createQueryClient } from '../../app/query-client';
import { applyServerFrame } from '../../live/apply-server-frame';
import { aToken, anAlertMessage } from '../../testing/fixtures';
import { renderComponent } from '../../testing/render-component';
import { TokenDashboard } from './token-dashboard';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

function aListedToken(address: string, minute: number, overrides: Partial<Token> = {}): Token {
  return aToken({ token_address: address, first_seen: at(minute), latest_message_at: at(minute), last_updated: at(minute), ...overrides });
}

function messageAbout(token: Token, id: number): AlertMessage {
  return anAlertMessage({ id, token_address: token.token_address, timestamp: token.latest_message_at ?? at(0) });
}

/** The dashboard with its three lists held (as after their first load), and the client the live feed writes into. */
function renderDashboard(tokens: Token[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(tokensQuery().queryKey, tokens);
  queryClient.setQueryData(
    latestMessagesQuery.queryKey,
    new Map(tokens.map((token, index) => [token.token_address, messageAbout(token, index + 1)])),
  );
  queryClient.setQueryData(
    allMessagesByTokenQuery.queryKey,
    new Map(tokens.map((token, index) => [token.token_address, [messageAbout(token, index + 1)]])),
  );
  queryClient.setQueryData(messageTypeStatsQuery.queryKey, {});
  renderComponent(<TokenDashboard />, { queryClient });
  // TanStack Query tells the screens on its next tick: wait for the render that follows.
  const push = async (frame: ServerFrame) => {
    await act(async () => {
      applyServerFrame(queryClient, frame);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { push };
}

/** The addresses of the mounted rows (cards: jsdom matches no wide screen), top to bottom. */
const shownOrder = () => screen.getAllByTestId('token-card').map((card) => card.getAttribute('data-token-address'));
const count = (filter: string) => screen.getByTestId(`quick-filter-${filter}`).textContent;

describe('TokenDashboard with live frames', () => {
  it('moves an alerted row to its place, shows its market cap, and counts a new token', async () => {
    const first = aListedToken('FirstToken111', 1);
    const second = aListedToken('SecondToken222', 2);
    const third = aListedToken('ThirdToken333', 3);
    const { push } = renderDashboard([third, second, first]);
    expect(shownOrder()).toEqual([third.token_address, second.token_address, first.token_address]);
    expect(screen.getByTestId('token-count').textContent).toBe('3 tokens');

    // An alert about the oldest token: its row comes with the frame and goes to the top (sorted by latest message).
    const alerted = { ...first, current_market_cap: 420_000, latest_message_at: at(5), last_updated: at(5), message_count: 2 };
    await push({ type: 'NEW_MESSAGE', data: messageAbout(alerted, 10), token: alerted, seq: 1 });
    expect(shownOrder()).toEqual([first.token_address, third.token_address, second.token_address]);
    const firstCard = screen.getAllByTestId('token-card')[0] as HTMLElement;
    expect(firstCard.querySelector('[data-testid="market-cap"] .font-semibold')?.textContent).toBe('$420.0K');

    // A new pump.fun token: on top, counted in the total and in the quick filters.
    const fresh = aListedToken('FreshToken444pump', 6, { first_message_type: 'pumpfun_new_alert' });
    await push({ type: 'NEW_MESSAGE', data: messageAbout(fresh, 11), token: fresh, seq: 2 });
    expect(shownOrder()).toEqual([fresh.token_address, first.token_address, third.token_address, second.token_address]);
    expect(screen.getByTestId('token-count').textContent).toBe('4 tokens');
    expect([count('all'), count('pumpfun'), count('nonPumpfun')]).toEqual(['All4', 'Pumpfun1', 'Non-Pumpfun3']);

    // The trader archived one elsewhere: its row leaves.
    await push({ type: 'MESSAGE_UPDATED', data: messageAbout(third, 3), token: { ...third, hidden: true, last_updated: at(7) }, seq: 3 });
    expect(shownOrder()).toEqual([fresh.token_address, first.token_address, second.token_address]);
    expect(screen.getByTestId('token-count').textContent).toBe('3 tokens');
  });
});
