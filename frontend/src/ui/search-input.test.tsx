/** @jest-environment jsdom */
import '../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Controlled, renderComponent } from '../testing/render-component';
import { SearchInput } from './search-input';

function renderSearch(initial = '') {
  renderComponent(
    <Controlled initial={initial}>
      {(value, onChange) => <SearchInput value={value} onChange={onChange} placeholder="Search..." label="Search tokens" />}
    </Controlled>,
  );
  return screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tokens' });
}

describe('SearchInput', () => {
  it('takes what is typed and offers to clear it only once there is text', async () => {
    const user = userEvent.setup();
    const field = renderSearch();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(field, 'popcat');
    expect(field.value).toBe('popcat');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('pastes the clipboard, trimmed, in place of the text', async () => {
    const user = userEvent.setup();
    const field = renderSearch('old');
    await navigator.clipboard.writeText('  7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr\n');
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    expect(await screen.findByDisplayValue('7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr')).toBe(field);
  });

  it('says so in a toast when the clipboard cannot be read', async () => {
    const user = userEvent.setup();
    const field = renderSearch('kept');
    Object.assign(navigator.clipboard, { readText: () => Promise.reject(new Error('Read permission denied')) });
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    expect(await screen.findByText('Could not read the clipboard')).toBeTruthy();
    expect(screen.getByText('Read permission denied')).toBeTruthy();
    expect(field.value).toBe('kept');
  });
});
