/** @jest-environment jsdom */
import '../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Controlled, renderComponent } from '../testing/render-component';
import { Pagination } from './pagination';

function renderPages(initial: number, totalPages: number) {
  const changes: number[] = [];
  renderComponent(
    <Controlled initial={initial} changes={changes}>
      {(page, onPageChange) => (
        <Pagination
          page={page}
          totalPages={totalPages}
          hasMore={page < totalPages}
          onPageChange={onPageChange}
          label="Archived tokens pages"
        />
      )}
    </Controlled>,
  );
  return { user: userEvent.setup(), changes, nav: within(screen.getByRole('navigation', { name: 'Archived tokens pages' })) };
}

const pageNumbers = () => screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    renderComponent(<Pagination page={1} totalPages={1} hasMore={false} onPageChange={() => undefined} label="Pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page and disables Previous on the first', () => {
    const { nav } = renderPages(1, 3);
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(nav.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it('moves by Next, Previous and a page number, Next disabled on the last', async () => {
    const { user, changes, nav } = renderPages(1, 3);
    await user.click(nav.getByRole('button', { name: 'Next' }));
    await user.click(nav.getByRole('button', { name: 'Page 3' }));
    expect(nav.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(nav.getByRole('button', { name: 'Previous' }));
    expect(changes).toEqual([2, 3, 2]);
    expect(nav.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves pages out of a long run, keeping the first, the last and those around the current one', () => {
    renderPages(10, 20);
    expect(pageNumbers()).toEqual(['1', '9', '10', '11', '20']);
  });
});
