import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Answers a refused WebSocket upgrade with a bare HTTP status and closes the socket. The client
 * may be gone already (it reset the connection while its request was checked): then there is
 * nobody to answer, and nothing here throws. What a late write reports goes to the socket's
 * error listener, which the upgrade added first thing.
 */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Destroyed once the answer is out, so a client that never closes its side holds nothing.
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
