import { createConnection } from 'node:net';
import { freePort } from '../free-port.js';

/** Whether something already listens on 127.0.0.1:`port`. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (inUse: boolean) => {
      socket.destroy();
      resolve(inUse);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

/**
 * The preferred port, or any free one when another program (another checkout's private server,
 * say) holds it: the launcher hands the URL to everything it starts, so any port works.
 */
export async function portToListenOn(preferred: number): Promise<number> {
  return (await portInUse(preferred)) ? freePort() : preferred;
}
