import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A POST the receiver got: its raw body and headers (lower-case names). */
export interface ReceivedHook {
  body: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

/**
 * A trader's webhook endpoint for tests: records every request and answers 200, or the
 * statuses given to `answerNext` first (a receiver that is down, or refuses).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const scripted: number[] = [];
  const received: ReceivedHook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers, at: Date.now() });
      const status = scripted.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 300 }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/alerts`,
    received,
    answerNext: (...statuses) => scripted.push(...statuses),
    close: async () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
