import { createConnection, createServer, type Socket } from 'node:net';

/** A server reached through a proxy that a test can cut, as a restart or a network failure would. */
export interface TcpProxy {
  /** `serverUrl` with the proxy's address in place of the server's. */
  url: string;
  /** The server goes away: open connections are cut and new ones refused until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * Proxies TCP to the host and port of `serverUrl` (PostgreSQL, Redis) on 127.0.0.1, so a test can
 * take the server away from the code under test, and give it back, without touching the server
 * others use.
 */
export async function startTcpProxy(serverUrl: string): Promise<TcpProxy> {
  const target = new URL(serverUrl);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
