import { describe, expect, it } from '@jest/globals';
import { anAlertMessage } from '../../testing/fixtures';
import { historyMessages } from './history-messages';

describe('historyMessages', () => {
  it('lists the pages in order, a message pushed onto the next page shown once', () => {
    const page = (...ids: number[]) => ({ messages: ids.map((id) => anAlertMessage({ id })), hasMore: true, totalCount: 5 });
    expect(historyMessages([page(5, 4, 3), page(3, 2, 1)]).map((message) => message.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
