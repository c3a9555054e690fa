import { describe, expect, it } from '@jest/globals';
import { inactivityNote } from './archive-reason';

const archivedAt = '2026-11-25T10:00:00.000Z';

describe('inactivityNote', () => {
  it('says how many whole days a token archived for inactivity had no alert, and that an alert brings it back', () => {
    const note = inactivityNote({ archived_reason: 'inactive', archived_at: archivedAt, latest_message_at: '2026-11-18T09:59:00.000Z' });
    expect(note?.badge).toBe('No alert for 7 days');
    expect(note?.detail).toMatch(
      /^Archived automatically on .*2026: no alert named it for 7 days\. A new alert brings it back to the dashboard\.$/,
    );
  });

  it('counts the days of a token restored by hand and silent since (longer than the period)', () => {
    expect(
      inactivityNote({ archived_reason: 'inactive', archived_at: archivedAt, latest_message_at: '2026-10-01T12:00:00.000Z' })?.badge,
    ).toBe('No alert for 54 days');
  });

  it('says one day, never zero', () => {
    expect(
      inactivityNote({ archived_reason: 'inactive', archived_at: archivedAt, latest_message_at: '2026-11-24T09:00:00.000Z' })?.badge,
    ).toBe('No alert for 1 day');
    expect(
      inactivityNote({ archived_reason: 'inactive', archived_at: archivedAt, latest_message_at: '2026-11-25T09:00:00.000Z' })?.badge,
    ).toBe('No alert for 1 day');
  });

  it('still marks it without a recorded time', () => {
    expect(inactivityNote({ archived_reason: 'inactive', archived_at: null, latest_message_at: '2026-11-18T09:59:00.000Z' })).toEqual({
      badge: 'No recent alert',
      detail: 'Archived automatically: no alert named it for a while. A new alert brings it back to the dashboard.',
    });
  });

  it('says nothing about a token the trader archived', () => {
    expect(
      inactivityNote({ archived_reason: 'trader', archived_at: archivedAt, latest_message_at: '2026-01-01T00:00:00.000Z' }),
    ).toBeNull();
  });
});
