import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake provider received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a fake provider answers: JSON unless the body is already text. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer this late (to test timeouts). */
  delayMs?: number;
}

/** Answers a request; a promise holds it open until it settles (a provider that is slow to answer). */
export type FakeHandler = (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A local stand-in for a data provider's HTTP API, answering with payloads of the real shape. */
export interface FakeApi {
  url: string;
  requests: ReceivedRequest[];
  /** Replaces the handler, e.g. to take the provider down. */
  answerWith(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeApi(handler: FakeHandler): Promise<FakeApi> {
  let current = handler;
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    void readBody(incoming).then(async (body) => {
      const request = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', body };
      requests.push(request);
      const answer = await current(request);
      const send = () => respond(response, answer);
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers in turn, the last one from then on: e.g. a 429 and then the data. */
export function inTurn(...answers: FakeAnswer[]): FakeHandler {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] ?? { status: 500 };
}

/** A provider nobody listens for: connections are refused at once. */
export const UNREACHABLE_URL = 'http://127.0.0.1:1';

async function readBody(incoming: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function respond(response: ServerResponse, answer: FakeAnswer): void {
  if (response.destroyed) return;
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
  response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
  response.end(text);
}
