import type { ArchivedToken } from '@solana-hub/contracts';
import { timestampMs } from '../../format/time';

const DAY_MS = 86_400_000;

/** What the Archived page says about a token archived for inactivity. */
export interface InactivityNote {
  /** The badge: "No alert for 7 days". */
  badge: string;
  /** Its tooltip: when, and what brings the token back. */
  detail: string;
}

/**
 * For a token the hub archived because no alert named it for AUTO_ARCHIVE_DAYS: how long it was
 * silent when it was archived (whole days from its last message), and that a new alert brings
 * it back. Null for a token the trader archived: it stays until restored by hand.
 */
export function inactivityNote(token: Pick<ArchivedToken, 'archived_reason' | 'archived_at' | 'latest_message_at'>): InactivityNote | null {
  if (token.archived_reason !== 'inactive') return null;
  const archivedMs = timestampMs(token.archived_at);
  const lastMessageMs = timestampMs(token.latest_message_at);
  const days = archivedMs === null || lastMessageMs === null ? null : Math.max(1, Math.floor((archivedMs - lastMessageMs) / DAY_MS));
  const silence = days === null ? null : `${days} ${days === 1 ? 'day' : 'days'}`;
  const when =
    archivedMs === null
      ? ''
      : ` on ${new Date(archivedMs).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  return {
    badge: silence === null ? 'No recent alert' : `No alert for ${silence}`,
    detail: `Archived automatically${when}: no alert named it for ${silence ?? 'a while'}. A new alert brings it back to the dashboard.`,
  };
}
