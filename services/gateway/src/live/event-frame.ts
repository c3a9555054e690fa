import type { HubEvent, ServerFrame } from '@solana-hub/contracts';

/**
 * The frame a browser gets for an event from the workers; null for events browsers do not see.
 * The token's row and the event's sequence number go along as they came.
 */
export function frameOfEvent(event: HubEvent): ServerFrame | null {
  switch (event.name) {
    case 'message.created':
      return { type: 'NEW_MESSAGE', data: event.data, token: event.token, seq: event.seq };
    case 'message.updated':
      return { type: 'MESSAGE_UPDATED', data: event.data, token: event.token, seq: event.seq };
    case 'token.market-cap-updated':
      return { type: 'MARKET_CAP_UPDATE', data: event.data, seq: event.seq };
    case 'alert.fired':
      return { type: 'ALERT_FIRED', data: event.data };
    case 'templates.changed':
    case 'telegram.watch-list-changed':
      return null;
  }
}
