import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A local stand-in for OpenAI's chat completions endpoint (DESIGN section 5: outside services
 * are tested at their HTTP boundary): it records what the real client sends and answers in the
 * real payload shapes, with what the test says the model answers.
 */

const chatRequestSchema = z.object({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  response_format: z.object({ type: z.string() }).optional(),
  reasoning_effort: z.string().optional(),
});

export interface ChatRequest {
  authorization: string | undefined;
  body: z.infer<typeof chatRequestSchema>;
}

/**
 * What the fake answers: the model's text (after a while, if `delayMs`; without the usage block
 * of what it billed, as some compatible servers answer, if `noUsage`), or an OpenAI error.
 */
export type FakeReply =
  { content: string; finishReason?: 'stop' | 'length'; delayMs?: number; noUsage?: boolean } | { status: number; message: string };

/** Roughly what OpenAI would bill, so the usage block has believable numbers. */
const roughTokens = (text: string) => Math.ceil(text.length / 4);

/** OpenAI's bill of a completion, as the fake reports it: roughly a token per four characters. */
export function fakeUsage(request: ChatRequest, content: string) {
  const promptTokens = roughTokens(request.body.messages.map((message) => message.content).join(''));
  const completionTokens = roughTokens(content);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

function chatCompletion(request: ChatRequest, content: string, finishReason: 'stop' | 'length', withUsage: boolean) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: `${request.body.model}-2025-08-07`,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: finishReason },
    ],
    ...(withUsage ? { usage: fakeUsage(request, content) } : {}),
    service_tier: 'default',
    system_fingerprint: null,
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  // A client that gave up waiting has closed the connection: nothing to answer.
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID().replaceAll('-', '')}` });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export class FakeOpenAi {
  /** Every chat completions request received, oldest first. */
  readonly requests: ChatRequest[] = [];
  /** What the model answers to a request; tests set it. */
  reply: (request: ChatRequest) => FakeReply = () => ({ content: '{"data": {}, "confidence": 0}' });
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private readonly timers = new Set<NodeJS.Timeout>();

  /** The base URL to give the client (OPENAI_BASE_URL). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
      send(response, 404, {
        error: {
          message: `Unknown request URL: ${incoming.method} ${incoming.url}`,
          type: 'invalid_request_error',
          param: null,
          code: 'unknown_url',
        },
      });
      return;
    }
    const request: ChatRequest = {
      authorization: incoming.headers.authorization,
      body: chatRequestSchema.parse(JSON.parse(await readBody(incoming))),
    };
    this.requests.push(request);
    const reply = this.reply(request);
    if ('status' in reply) {
      send(response, reply.status, { error: { message: reply.message, type: 'server_error', param: null, code: null } });
      return;
    }
    const answer = () => send(response, 200, chatCompletion(request, reply.content, reply.finishReason ?? 'stop', !reply.noUsage));
    if (!reply.delayMs) return answer();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      answer();
    }, reply.delayMs);
    this.timers.add(timer);
  }
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake = new FakeOpenAi();
  await fake.listen();
  return fake;
}
