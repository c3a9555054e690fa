import type { RawMessage } from '@solana-hub/contracts';
import type { PostedAlert } from '@solana-hub/e2e';

export { alertLoad, type PostedAlert } from '@solana-hub/e2e';

/** The same alerts as the raw messages the ingest service queues. */
export function asRawMessages(alerts: readonly PostedAlert[]): RawMessage[] {
  const now = new Date().toISOString();
  return alerts.map((alert) => ({
    source: 'http',
    chatId: alert.chat,
    chatTitle: null,
    messageId: String(alert.message_id),
    editVersion: 0,
    date: new Date(alert.date * 1000).toISOString(),
    text: alert.text,
    links: alert.links,
    receivedAt: now,
  }));
}
