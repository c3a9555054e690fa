/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import type { ChannelScore, ChannelsResponse } from '@solana-hub/contracts';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { aChannelScore, ADDRESS_A, ADDRESS_B, aToken } from '../../testing/fixtures';
import { answerFetch, Controlled, renderComponent, type FetchAnswer } from '../../testing/render-component';
import { ChannelFilter } from './channel-filter';

const aChannel = (chatId: string, title: string | null) => aChannelScore(chatId, { chat_title: title });

function channelsAnswer(channels: ChannelScore[]): FetchAnswer {
  const body: ChannelsResponse = { period: 'all', channels, peak_sources: { alerts: 0, refresh: 0 } };
  return { body };
}

const tokens = [
  aToken({ token_address: ADDRESS_A, caller_chat_ids: ['-1001', '-1002'] }),
  aToken({ token_address: ADDRESS_B, caller_chat_ids: ['-1001'] }),
];

function renderFilter(initial: string[] = [], shownTokens = tokens) {
  const changes: string[][] = [];
  renderComponent(
    <Controlled initial={initial} changes={changes}>
      {(chosen, onChange) => <ChannelFilter chosen={chosen} onChange={onChange} tokens={shownTokens} />}
    </Controlled>,
  );
  return changes;
}

const optionNames = () => screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent);

describe('ChannelFilter', () => {
  it('reads the channel titles only once opened, and lists the callers by tokens called', async () => {
    const user = userEvent.setup();
    const requests = answerFetch(() => channelsAnswer([aChannel('-1001', 'Whale Calls'), aChannel('-1003', 'Quiet Chat')]));
    renderFilter();
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'All Channels' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: /Whale Calls/ })).toBeTruthy();
    expect(requests.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual(['/api/channels?period=all']);
    // A chat the Channels answer does not name shows its id; one with no token on the dashboard counts 0.
    expect(optionNames()).toEqual(['Whale Calls2', '-10021', 'Quiet Chat0']);
  });

  it('filters by the chats picked and names the button after them', async () => {
    const user = userEvent.setup();
    answerFetch(() => channelsAnswer([aChannel('-1001', 'Whale Calls'), aChannel('-1002', 'Degen Den')]));
    const changes = renderFilter();
    await user.click(screen.getByRole('button', { name: 'All Channels' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /Whale Calls/ }));
    expect(screen.getByRole('menu', { name: 'Whale Calls' })).toBeTruthy();
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Degen Den/ }));
    expect(screen.getByRole('menu', { name: '2 channels' })).toBeTruthy();
    expect(changes).toEqual([['-1001'], ['-1001', '-1002']]);
    await user.click(screen.getByRole('menuitem', { name: 'Show all channels' }));
    expect(screen.getByRole('button', { name: 'All Channels' })).toBeTruthy();
  });

  it('offers a search field past eight chats, matching names and ids', async () => {
    const user = userEvent.setup();
    const chatIds = Array.from({ length: 10 }, (_, index) => `-10${index}`);
    answerFetch(() => channelsAnswer(chatIds.map((chatId, index) => aChannel(chatId, index === 4 ? 'Moon Signals' : null))));
    renderFilter([], [aToken({ caller_chat_ids: chatIds })]);
    await user.click(screen.getByRole('button', { name: 'All Channels' }));
    const search = await screen.findByRole('searchbox', { name: 'Find a channel' });
    await screen.findByRole('menuitemcheckbox', { name: /Moon Signals/ });
    await user.type(search, 'moon');
    expect(optionNames()).toEqual(['Moon Signals1']);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.queryAllByRole('menuitemcheckbox')).toEqual([]);
    expect(screen.getByText('No channel matches.')).toBeTruthy();
  });

  it('still lists the chats by id when the titles cannot be read', async () => {
    const user = userEvent.setup();
    answerFetch(() => ({ status: 503, body: {} }));
    renderFilter();
    await user.click(screen.getByRole('button', { name: 'All Channels' }));
    expect(await screen.findByText(/Channel names are not available: 503/)).toBeTruthy();
    expect(optionNames()).toEqual(['-10012', '-10021']);
  });
});
