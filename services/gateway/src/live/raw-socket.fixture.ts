import { connect, type Socket } from 'node:net';

/**
 * Clients written by hand on raw TCP sockets, for what a well-behaved WebSocket library never
 * does: malformed handshakes, resets in mid-request, sockets that never read or never answer.
 */

/** A WebSocket upgrade request to the gateway on `port`; `headers` replace its headers, or remove them (undefined). */
export function upgradeRequest(
  port: number,
  headers: Record<string, string | undefined> = {},
  { path = '/ws', httpVersion = '1.1' } = {},
): string {
  const all: Record<string, string | undefined> = {
    Host: `127.0.0.1:${port}`,
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version': '13',
    ...headers,
  };
  const lines = Object.entries(all).flatMap(([name, value]) => (value === undefined ? [] : [`${name}: ${value}\r\n`]));
  return `GET ${path} HTTP/${httpVersion}\r\n${lines.join('')}\r\n`;
}

function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends raw bytes and resolves with all the gateway answered, once it closed the connection. */
export async function exchange(port: number, request: string | Buffer): Promise<string> {
  const socket = await connected(port);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  // A reset after the answer is still an answer.
  socket.on('error', () => undefined);
  socket.write(request);
  await closed;
  return Buffer.concat(chunks).toString('latin1');
}

/** The status code of a raw HTTP answer (0 when there was none). */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
}

/** Sends (part of) a request and resets the connection at once, as a client that gives up does. */
export async function sendAndReset(port: number, request: string): Promise<void> {
  const socket = await connected(port);
  socket.on('error', () => undefined);
  socket.write(request);
  socket.resetAndDestroy();
}

/**
 * A live-feed connection opened by hand: it has read the 101 answer and nothing after it. It
 * reads nothing more unless the test listens for data, and never answers a ping.
 */
export async function rawLiveSocket(port: number, cookie: string): Promise<Socket> {
  const socket = await connected(port);
  socket.on('error', () => undefined);
  socket.write(upgradeRequest(port, { Cookie: cookie }));
  let answer = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const end = answer.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      socket.pause();
      // Frames that came with the answer go back for whoever reads next.
      if (end + 4 < answer.length) socket.unshift(Buffer.from(answer.slice(end + 4), 'latin1'));
      if (statusOf(answer) === 101) resolve();
      else reject(new Error(`upgrade refused: ${answer.split('\r\n')[0]}`));
    };
    socket.on('data', onData);
  });
  return socket;
}

/** Resolves once the gateway has closed the socket (reading and dropping what is left). */
export function closedByGateway(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve();
    socket.once('close', () => resolve());
    socket.resume();
  });
}
