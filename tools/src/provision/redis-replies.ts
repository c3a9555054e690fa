import { createConnection } from 'node:net';

/**
 * The first line of each reply of the Redis on 127.0.0.1:`port` to `commands`, sent as one
 * pipeline (no redis-cli needed); null when nothing answers within a second. For commands that
 * answer one line: PING, AUTH.
 */
export function redisReplies(port: number, commands: readonly string[][]): Promise<string[] | null> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let received = '';
    const done = (replies: string[] | null) => {
      socket.destroy();
      resolve(replies);
    };
    socket.setTimeout(1000, () => done(null));
    socket.on('error', () => done(null));
    socket.on('close', () => done(null));
    socket.on('connect', () => socket.write(commands.map(asResp).join('')));
    socket.on('data', (data) => {
      received += data.toString();
      const lines = received.split('\r\n');
      if (lines.length > commands.length) done(lines.slice(0, commands.length));
    });
  });
}

/** A command as a RESP array of bulk strings, so an argument (a password) may hold any character. */
const asResp = (command: readonly string[]) =>
  `*${command.length}\r\n${command.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;
