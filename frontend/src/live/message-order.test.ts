import { describe, expect, it } from '@jest/globals';
import type { InfiniteData } from '@tanstack/react-query';
import { anAlertMessage } from '../testing/fixtures';
import { withMessageInOrder, withMessageInPages, type MessagePage } from './message-order';

const at = (minute: number) => `2025-01-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
const message = (id: number, minute: number) => anAlertMessage({ id, timestamp: at(minute) });
const ids = (messages: readonly { id: number }[]) => messages.map((listed) => listed.id);

interface Page extends MessagePage {
  hasMore: boolean;
}

function history(...pages: Array<{ ids: Array<[number, number]>; hasMore: boolean }>): InfiniteData<Page> {
  const totalCount = 100;
  return {
    pages: pages.map((page) => ({ messages: page.ids.map(([id, minute]) => message(id, minute)), hasMore: page.hasMore, totalCount })),
    pageParams: pages.map((_, index) => index + 1),
  };
}
const hasMore = (page: Page) => page.hasMore;

describe('withMessageInOrder', () => {
  it('puts a new message on top of a newest-first list', () => {
    expect(ids(withMessageInOrder([message(2, 5), message(1, 4)], message(3, 6)))).toEqual([3, 2, 1]);
  });

  it('puts a message stored late where its time belongs, the higher id first at the same time', () => {
    expect(ids(withMessageInOrder([message(3, 9), message(1, 5)], message(7, 7)))).toEqual([3, 7, 1]);
    expect(ids(withMessageInOrder([message(3, 5), message(1, 5)], message(2, 5)))).toEqual([3, 2, 1]);
    expect(ids(withMessageInOrder([message(3, 9)], message(7, 1)))).toEqual([3, 7]);
    expect(ids(withMessageInOrder([], message(7, 1)))).toEqual([7]);
  });

  it('replaces a message it already has where it is (an edited alert)', () => {
    const edited = anAlertMessage({ id: 2, timestamp: at(5), message_text: 'edited' });
    const list = withMessageInOrder([message(3, 6), message(2, 5), message(1, 4)], edited);
    expect(ids(list)).toEqual([3, 2, 1]);
    expect(list[1]?.message_text).toBe('edited');
  });
});

describe('withMessageInPages', () => {
  it('prepends a new message to the first page and counts it on every page', () => {
    const next = withMessageInPages(
      history(
        {
          ids: [
            [2, 5],
            [1, 4],
          ],
          hasMore: true,
        },
        { ids: [[0, 3]], hasMore: false },
      ),
      message(3, 6),
      hasMore,
    );
    expect(next.pages.map((page) => ids(page.messages))).toEqual([[3, 2, 1], [0]]);
    expect(next.pages.map((page) => page.totalCount)).toEqual([101, 101]);
    expect(next.pageParams).toEqual([1, 2]);
  });

  it('puts a late message on the loaded page where its time belongs', () => {
    const next = withMessageInPages(
      history(
        {
          ids: [
            [9, 50],
            [8, 40],
          ],
          hasMore: true,
        },
        {
          ids: [
            [7, 30],
            [6, 10],
          ],
          hasMore: true,
        },
      ),
      message(20, 20),
      hasMore,
    );
    expect(next.pages.map((page) => ids(page.messages))).toEqual([
      [9, 8],
      [7, 20, 6],
    ]);
  });

  it('only counts a message older than everything loaded while the server has more', () => {
    const next = withMessageInPages(history({ ids: [[9, 50]], hasMore: true }), message(1, 1), hasMore);
    expect(ids(next.pages[0]?.messages ?? [])).toEqual([9]);
    expect(next.pages[0]?.totalCount).toBe(101);
  });

  it('appends the oldest message to the last page when nothing comes after it, and fills an empty history', () => {
    expect(ids(withMessageInPages(history({ ids: [[9, 50]], hasMore: false }), message(1, 1), hasMore).pages[0]?.messages ?? [])).toEqual([
      9, 1,
    ]);
    const empty = withMessageInPages(history({ ids: [], hasMore: false }), message(1, 1), hasMore);
    expect(ids(empty.pages[0]?.messages ?? [])).toEqual([1]);
  });

  it('does not count a message it has already loaded again', () => {
    const next = withMessageInPages(history({ ids: [[2, 5]], hasMore: true }, { ids: [[1, 4]], hasMore: false }), message(1, 4), hasMore);
    expect(next.pages.map((page) => ids(page.messages))).toEqual([[2], [1]]);
    expect(next.pages.map((page) => page.totalCount)).toEqual([100, 100]);
  });
});
