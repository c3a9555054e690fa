import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A local stand-in for OpenAI's chat completions and model list endpoints (DESIGN section 5:
 * outside services are tested at their HTTP boundary): it records what the real client sends
 * and answers in the real payload shapes, with what the test says the model answers. Like
 * OpenAI today (2026-11-28) it refuses a model that is shut down or unknown (404), a
 * `reasoning_effort` the model does not take (400), and lists each model's `shutdown_date`.
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
 * of what it billed, as some compatible servers answer, if `noUsage`), or an OpenAI error (with
 * its code and headers, e.g. Retry-After).
 */
export type FakeReply =
  | { content: string; finishReason?: 'stop' | 'length'; delayMs?: number; noUsage?: boolean }
  | { status: number; message: string; code?: string; headers?: Record<string, string> };

/** A model the fake's account can use: its shutdown date if announced, the reasoning efforts it takes (null: it does not reason). */
export interface FakeModel {
  id: string;
  shutdown_date: string | null;
  efforts: readonly string[] | null;
}

const FROM_NONE = ['none', 'low', 'medium', 'high', 'xhigh', 'max'];
const FROM_LOW = ['low', 'medium', 'high', 'xhigh', 'max'];
const GPT_5 = ['minimal', 'low', 'medium', 'high'];

/** OpenAI's chat models as its model list and deprecations page have them on 2026-11-28, and a few of its other models. */
export function openAiModelsToday(): FakeModel[] {
  return [
    { id: 'gpt-6-luna', shutdown_date: null, efforts: FROM_NONE },
    { id: 'gpt-6.1-terra', shutdown_date: null, efforts: FROM_NONE },
    { id: 'gpt-6-sol', shutdown_date: null, efforts: FROM_NONE },
    { id: 'gpt-6.1-sol', shutdown_date: null, efforts: FROM_LOW },
    { id: 'gpt-6.2-sol', shutdown_date: null, efforts: FROM_LOW },
    { id: 'gpt-6-astra', shutdown_date: null, efforts: FROM_LOW },
    { id: 'gpt-6.2-astra', shutdown_date: null, efforts: FROM_LOW },
    { id: 'gpt-5.6-luna', shutdown_date: null, efforts: FROM_NONE },
    { id: 'gpt-5.6-terra', shutdown_date: null, efforts: FROM_NONE },
    { id: 'gpt-5.6-sol', shutdown_date: null, efforts: FROM_NONE },
    { id: 'gpt-5.1', shutdown_date: '2027-04-01', efforts: ['none', 'low', 'medium', 'high'] },
    { id: 'gpt-5', shutdown_date: '2026-12-11', efforts: GPT_5 },
    { id: 'gpt-5-mini', shutdown_date: '2026-12-11', efforts: GPT_5 },
    { id: 'gpt-5-nano', shutdown_date: '2026-12-11', efforts: GPT_5 },
    { id: 'gpt-4o', shutdown_date: '2027-01-14', efforts: null },
    { id: 'text-embedding-3-small', shutdown_date: null, efforts: null },
    { id: 'tts-1', shutdown_date: null, efforts: null },
  ];
}

/** Models OpenAI has shut down: asked for, they are answered 404. */
export const SHUT_DOWN_MODELS: readonly string[] = ['gpt-3.5-turbo', 'gpt-4-turbo'];

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

interface ErrorAnswer {
  status: number;
  message: string;
  type?: string;
  param?: string | null;
  code?: string | null;
  headers?: Record<string, string>;
}

function sendError(response: ServerResponse, { status, message, type, param, code, headers }: ErrorAnswer): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID().replaceAll('-', '')}`, ...headers });
  response.end(JSON.stringify({ error: { message, type: type ?? 'invalid_request_error', param: param ?? null, code: code ?? null } }));
}

/** OpenAI's refusal of a request for `model`, or null when it takes it. */
function refusalOf(request: ChatRequest, model: FakeModel | undefined, shutDown: boolean): ErrorAnswer | null {
  const { model: id, reasoning_effort: effort } = request.body;
  if (shutDown)
    return {
      status: 404,
      message: `The model \`${id}\` has been deprecated, learn more here: https://platform.openai.com/docs/deprecations`,
      code: 'model_not_found',
    };
  if (!model)
    return { status: 404, message: `The model \`${id}\` does not exist or you do not have access to it.`, code: 'model_not_found' };
  if (effort === undefined) return null;
  if (model.efforts === null)
    return {
      status: 400,
      message: "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
      param: 'reasoning_effort',
      code: 'unsupported_parameter',
    };
  if (model.efforts.includes(effort)) return null;
  const quoted = model.efforts.map((value) => `'${value}'`);
  return {
    status: 400,
    message:
      `Unsupported value: '${effort}' is not supported with the '${id}' model. ` +
      `Supported values are: ${quoted.slice(0, -1).join(', ')}, and ${quoted.at(-1)}.`,
    param: 'reasoning_effort',
    code: 'unsupported_value',
  };
}

export class FakeOpenAi {
  /** Every chat completions request received, oldest first, refused ones included. */
  readonly requests: ChatRequest[] = [];
  /** How many times the model list was asked for. */
  modelListRequests = 0;
  /** The models the account can use, as GET /v1/models lists them; tests change it. */
  models: FakeModel[] = openAiModelsToday();
  /** Models answered 404 as shut down. */
  shutDown = new Set<string>(SHUT_DOWN_MODELS);
  /** What the model answers to a request it takes; tests set it. */
  reply: (request: ChatRequest) => FakeReply = () => ({ content: '{"data": {}, "confidence": 0}' });
  /** What GET /v1/models answers instead of the list, e.g. an outage. */
  modelListReply: (() => ErrorAnswer) | null = null;
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
    if (incoming.method === 'GET' && incoming.url === '/v1/models') return this.listModels(response);
    if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
      sendError(response, { status: 404, message: `Unknown request URL: ${incoming.method} ${incoming.url}`, code: 'unknown_url' });
      return;
    }
    const request: ChatRequest = {
      authorization: incoming.headers.authorization,
      body: chatRequestSchema.parse(JSON.parse(await readBody(incoming))),
    };
    this.requests.push(request);
    const model = this.models.find((candidate) => candidate.id === request.body.model);
    const refusal = refusalOf(request, model, this.shutDown.has(request.body.model));
    if (refusal) return sendError(response, refusal);
    const reply = this.reply(request);
    if ('status' in reply) {
      sendError(response, { ...reply, type: reply.status === 429 ? 'requests' : 'server_error' });
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

  private listModels(response: ServerResponse): void {
    this.modelListRequests += 1;
    if (this.modelListReply) return sendError(response, this.modelListReply());
    send(response, 200, {
      object: 'list',
      data: this.models.map(({ id, shutdown_date }) => ({
        id,
        object: 'model',
        created: 1_761_436_800,
        owned_by: 'system',
        shutdown_date,
      })),
    });
  }
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake = new FakeOpenAi();
  await fake.listen();
  return fake;
}
