import type { RawMessage } from '@solana-hub/contracts';
import { demoAlerts } from '@solana-hub/demo-alerts';

/** The demo corpus as the ingest service would queue it, dated one minute apart from `start` (ms). */
export function demoRawMessages(start: number): RawMessage[] {
  return demoAlerts.map((alert, index) => {
    // Each received as it was sent: a date far ahead of its receipt would be taken as the receipt.
    const at = new Date(start + index * 60_000).toISOString();
    return {
      source: 'demo',
      chatId: alert.chat,
      chatTitle: alert.chatTitle,
      messageId: String(index),
      editVersion: 0,
      date: at,
      text: alert.text,
      links: [...(alert.links ?? [])],
      receivedAt: at,
    };
  });
}
