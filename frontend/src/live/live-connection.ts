import { SESSION_ENDED_CLOSE_CODE, serverFrameSchema, type ServerFrame } from '@solana-hub/contracts';
import { openBrowserSocket, type OpenSocket, type SocketHandle } from './browser-socket';
import { createEventSequence } from './event-sequence';

/** 'off': the page does not connect at all (see live-feed-gate.ts). */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'off';

const PING_INTERVAL_MS = 30_000;
const MAX_RECONNECT_ATTEMPTS = 10;
const NORMAL_CLOSURE = 1000;

export interface LiveConnectionOptions {
  url: string;
  onFrame(frame: ServerFrame): void;
  onStatus(status: LiveStatus): void;
  /** Called when the feed is back after a drop: what was sent meanwhile is lost. */
  onReconnected(): void;
  /** Called when a frame's sequence number says events before it never came. */
  onMissedEvents(): void;
  /** Called once per outage, when reconnecting has failed more than twice. */
  onConnectionLost(): void;
  /** Called when the server closed the feed because the session ended (a logout elsewhere, an expiry). */
  onSessionEnded(): void;
  openSocket?: OpenSocket;
}

export interface LiveConnection {
  close(): void;
}

/**
 * The live feed (WebSocket): PING every 30 s; after an abnormal close, reconnect
 * with a delay of 2 s doubling to 60 s, at most 10 attempts in a row; 'Connection Lost' after
 * more than 2 of them failed. A feed closed because the session ended is not reconnected. A
 * sequence number skipped within a connection says events were lost (onMissedEvents).
 */
export function connectLiveFeed(options: LiveConnectionOptions): LiveConnection {
  const openSocket = options.openSocket ?? openBrowserSocket;
  let socket: SocketHandle | null = null;
  let reconnectAttempts = 0;
  let stopped = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const sequence = createEventSequence();

  const onOpen = () => {
    if (stopped) return;
    const isReconnect = reconnectAttempts > 0;
    reconnectAttempts = 0;
    sequence.reset();
    options.onStatus('open');
    pingTimer = setInterval(() => socket?.send(JSON.stringify({ type: 'PING' })), PING_INTERVAL_MS);
    if (isReconnect) options.onReconnected();
  };

  const onMessage = (data: unknown) => {
    if (stopped) return;
    const frame = parseServerFrame(data);
    if (!frame || frame.type === 'PONG') return;
    // Alert firings are not in the dashboards' numbered stream (events.ts DASHBOARD_EVENTS).
    if (sequence.skipped('seq' in frame ? frame.seq : undefined)) options.onMissedEvents();
    options.onFrame(frame);
  };

  const onClose = (code: number) => {
    clearInterval(pingTimer);
    socket = null;
    if (stopped) return;
    if (code === SESSION_ENDED_CLOSE_CODE) {
      options.onStatus('closed');
      options.onSessionEnded();
      return;
    }
    // Every attempt since the last open has failed, this one included.
    if (announcesConnectionLost(reconnectAttempts)) options.onConnectionLost();
    if (code === NORMAL_CLOSURE || reconnectAttempts >= MAX_RECONNECT_ATTEMPTS) {
      options.onStatus('closed');
      return;
    }
    const delay = reconnectDelay(reconnectAttempts);
    reconnectAttempts += 1;
    options.onStatus('reconnecting');
    retryTimer = setTimeout(open, delay);
  };

  function open() {
    socket = openSocket(options.url, { onOpen, onMessage, onClose });
  }

  options.onStatus('connecting');
  open();

  return {
    close() {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(retryTimer);
      socket?.close(NORMAL_CLOSURE);
      socket = null;
    },
  };
}

/** Failed reconnect attempts in a row that the feed rides out before telling the user. */
const QUIET_FAILED_ATTEMPTS = 2;

/**
 * 'Connection Lost' shows after more than 2 failed attempts, once per outage
 * (the attempt count only grows until the feed is back).
 */
export function announcesConnectionLost(failedAttempts: number): boolean {
  return failedAttempts === QUIET_FAILED_ATTEMPTS + 1;
}

const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;

/** Delay before reconnect attempt `attempt` (0-based): 2 s, doubling, capped at 60 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

/** A frame from /ws, or null (logged) when it is not one the contract knows. */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    console.warn('Live feed: frame is not JSON', data.slice(0, 200));
    return null;
  }
  const frame = serverFrameSchema.safeParse(json);
  if (!frame.success) {
    console.warn('Live feed: unknown frame', frame.error.issues);
    return null;
  }
  return frame.data;
}
