import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SESSION_ENDED_CLOSE_CODE, type ServerFrame } from '@solana-hub/contracts';
import { anAlertMessage } from '../testing/fixtures';
import type { SocketHandlers } from './browser-socket';
import { announcesConnectionLost, connectLiveFeed, reconnectDelay, type LiveStatus } from './live-connection';

/** Sockets the connection opened, driven by the test. */
class FakeSockets {
  readonly opened: Array<{ handlers: SocketHandlers; sent: string[]; closedWith: number | null }> = [];

  readonly open = (_url: string, handlers: SocketHandlers) => {
    const socket = { handlers, sent: [] as string[], closedWith: null as number | null };
    this.opened.push(socket);
    return { send: (data: string) => socket.sent.push(data), close: (code: number) => (socket.closedWith = code) };
  };

  get last() {
    const socket = this.opened.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
}

function connect() {
  const sockets = new FakeSockets();
  const statuses: LiveStatus[] = [];
  const frames: ServerFrame[] = [];
  const onReconnected = jest.fn();
  const onConnectionLost = jest.fn();
  const onSessionEnded = jest.fn();
  const onMissedEvents = jest.fn();
  const connection = connectLiveFeed({
    url: 'ws://hub.test/ws',
    openSocket: sockets.open,
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    onReconnected,
    onConnectionLost,
    onSessionEnded,
    onMissedEvents,
  });
  return { sockets, statuses, frames, onReconnected, onConnectionLost, onSessionEnded, onMissedEvents, connection };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('connectLiveFeed', () => {
  it('passes on known frames, drops PONG and garbage, and pings every 30 s', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sockets, statuses, frames } = connect();
    sockets.last.handlers.onOpen();
    const message = anAlertMessage();
    sockets.last.handlers.onMessage(JSON.stringify({ type: 'NEW_MESSAGE', data: message }));
    sockets.last.handlers.onMessage(JSON.stringify({ type: 'PONG', data: null }));
    sockets.last.handlers.onMessage('not json');
    sockets.last.handlers.onMessage(JSON.stringify({ type: 'SOMETHING_ELSE', data: 1 }));
    expect(frames).toEqual([{ type: 'NEW_MESSAGE', data: message }]);
    expect(statuses).toEqual(['connecting', 'open']);

    jest.advanceTimersByTime(60_000);
    expect(sockets.last.sent).toEqual(['{"type":"PING"}', '{"type":"PING"}']);
    warn.mockRestore();
  });

  it('says events were missed when a sequence number is skipped, not across a reconnect', () => {
    const { sockets, frames, onMissedEvents } = connect();
    const frame = (seq: number) => JSON.stringify({ type: 'NEW_MESSAGE', data: anAlertMessage({ id: seq }), seq });
    sockets.last.handlers.onOpen();
    sockets.last.handlers.onMessage(frame(1));
    sockets.last.handlers.onMessage(frame(2));
    expect(onMissedEvents).not.toHaveBeenCalled();
    sockets.last.handlers.onMessage(frame(4));
    expect(onMissedEvents).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(3);
    sockets.last.handlers.onClose(1006);
    jest.advanceTimersByTime(2_000);
    sockets.last.handlers.onOpen();
    sockets.last.handlers.onMessage(frame(9));
    expect(onMissedEvents).toHaveBeenCalledTimes(1);
  });

  it('reconnects after an abnormal close with growing delays, at most 10 times', () => {
    const { sockets, statuses } = connect();
    const delays = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000, 60_000];
    sockets.last.handlers.onClose(1006);
    for (const delay of delays) {
      const count = sockets.opened.length;
      jest.advanceTimersByTime(delay - 1);
      expect(sockets.opened).toHaveLength(count);
      jest.advanceTimersByTime(1);
      expect(sockets.opened).toHaveLength(count + 1);
      sockets.last.handlers.onClose(1006);
    }
    jest.advanceTimersByTime(10 * 60_000);
    expect(sockets.opened).toHaveLength(11);
    expect(statuses.at(-1)).toBe('closed');
  });

  it("says 'Connection Lost' once the third reconnect attempt in a row has failed, once per outage", () => {
    const { sockets, onConnectionLost } = connect();
    sockets.last.handlers.onOpen();
    const failNextAttempt = (delay: number) => {
      jest.advanceTimersByTime(delay);
      sockets.last.handlers.onClose(1006);
    };
    sockets.last.handlers.onClose(1006);
    failNextAttempt(2_000);
    failNextAttempt(4_000);
    expect(onConnectionLost).not.toHaveBeenCalled();
    failNextAttempt(8_000);
    expect(onConnectionLost).toHaveBeenCalledTimes(1);
    failNextAttempt(16_000);
    expect(onConnectionLost).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(32_000);
    sockets.last.handlers.onOpen();
    sockets.last.handlers.onClose(1006);
    failNextAttempt(2_000);
    failNextAttempt(4_000);
    failNextAttempt(8_000);
    expect(onConnectionLost).toHaveBeenCalledTimes(2);
  });

  it('asks for a refetch once the feed is back, and starts counting attempts afresh', () => {
    const { sockets, onReconnected, statuses } = connect();
    sockets.last.handlers.onOpen();
    expect(onReconnected).not.toHaveBeenCalled();
    sockets.last.handlers.onClose(1001);
    jest.advanceTimersByTime(2_000);
    sockets.last.handlers.onOpen();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    sockets.last.handlers.onClose(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    jest.advanceTimersByTime(2_000);
    expect(sockets.opened).toHaveLength(3);
  });

  it('does not reconnect once the server ended the session, and says the session ended', () => {
    const { sockets, statuses, onSessionEnded, onConnectionLost } = connect();
    sockets.last.handlers.onOpen();
    sockets.last.handlers.onClose(SESSION_ENDED_CLOSE_CODE);
    jest.advanceTimersByTime(120_000);
    expect(sockets.opened).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onConnectionLost).not.toHaveBeenCalled();
  });

  it('does not reconnect after a normal close or once closed by the app', () => {
    const first = connect();
    first.sockets.last.handlers.onClose(1000);
    jest.advanceTimersByTime(120_000);
    expect(first.sockets.opened).toHaveLength(1);
    expect(first.statuses.at(-1)).toBe('closed');

    const second = connect();
    second.sockets.last.handlers.onOpen();
    second.connection.close();
    expect(second.sockets.last.closedWith).toBe(1000);
    second.sockets.last.handlers.onClose(1006);
    jest.advanceTimersByTime(120_000);
    expect(second.sockets.opened).toHaveLength(1);
  });
});

describe('announcesConnectionLost', () => {
  it('announces when more than 2 attempts have failed, and only at that moment', () => {
    expect([0, 1, 2, 3, 4, 10].map(announcesConnectionLost)).toEqual([false, false, false, true, false, false]);
  });
});

describe('reconnectDelay', () => {
  it('starts at 2 s and doubles up to 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });
});
