import { WebSocket } from 'ws';

// Reconnects as the browser's live feed does (frontend/src/live): after an
// abnormal close, 2 s, doubling to 60 s, at most 10 attempts in a row; a normal close ends it.
const FIRST_RECONNECT_DELAY_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 60_000;
const MAX_RECONNECT_ATTEMPTS = 10;
const NORMAL_CLOSURE = 1000;

/** Logged-in live-feed clients that behave like browsers left open on the dashboard. */
export interface LiveClients {
  /** Clients connected now. */
  open(): number;
  /** Clients that ran out of attempts. */
  gaveUp(): number;
  /** Connections opened again after a drop, over all clients. */
  reconnects(): number;
  close(): void;
}

/**
 * `count` clients, `perSession` of them on each session (tabs of one browser): `login` is asked
 * for a session cookie once per `perSession` clients.
 */
export async function connectLiveClients(
  url: string,
  origin: string,
  login: () => Promise<string>,
  count: number,
  perSession: number,
): Promise<LiveClients> {
  const clients: LiveClient[] = [];
  for (let first = 0; first < count; first += perSession) {
    const cookie = await login();
    for (let tab = first; tab < Math.min(count, first + perSession); tab += 1) clients.push(new LiveClient(url, { cookie, origin }));
  }
  return {
    open: () => clients.filter((client) => client.isOpen()).length,
    gaveUp: () => clients.filter((client) => client.hasGivenUp()).length,
    reconnects: () => clients.reduce((total, client) => total + client.reconnects, 0),
    close: () => clients.forEach((client) => client.close()),
  };
}

class LiveClient {
  reconnects = 0;
  private socket: WebSocket | null = null;
  private attempts = 0;
  private everOpened = false;
  private givenUp = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly headers: { cookie: string; origin: string },
  ) {
    this.connect();
  }

  isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  hasGivenUp(): boolean {
    return this.givenUp;
  }

  close(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(NORMAL_CLOSURE);
  }

  private connect(): void {
    const socket = new WebSocket(this.url, { headers: { cookie: this.headers.cookie }, origin: this.headers.origin });
    this.socket = socket;
    socket.on('open', () => {
      if (this.everOpened) this.reconnects += 1;
      this.everOpened = true;
      this.attempts = 0;
    });
    // A refused or reset connection: 'close' follows, and decides.
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      if (this.stopped) return;
      if (code === NORMAL_CLOSURE || this.attempts >= MAX_RECONNECT_ATTEMPTS) {
        this.givenUp = true;
        return;
      }
      const delay = Math.min(FIRST_RECONNECT_DELAY_MS * 2 ** this.attempts, MAX_RECONNECT_DELAY_MS);
      this.attempts += 1;
      this.retry = setTimeout(() => this.connect(), delay);
    });
  }
}
