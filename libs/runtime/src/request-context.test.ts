import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Module, Post } from '@nestjs/common';
import { createLogger } from './logger.js';
import { Public } from './public-route.js';
import { currentRequestId, REQUEST_ID_HEADER } from './request-context.js';
import { RuntimeModule } from './runtime-module.js';
import { startService, type RunningService } from './start-service.js';

// A service that logs while handling a request with a body (read from socket events, after the
// hooks): its line must carry the id the answer's header names.
const lines: string[] = [];
const logger = createLogger(
  'test',
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);

@Public()
@Controller('echo')
class EchoController {
  @Post()
  async echo(@Body() body: unknown): Promise<{ requestId: string | undefined; body: unknown }> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('handled');
    return { requestId: currentRequestId(), body };
  }
}

@Module({})
class EchoModule {}

let service: RunningService;
let base: string;
beforeAll(async () => {
  // Neither the database nor Redis is asked anything: they need not be there.
  service = await startService(
    {
      name: 'ingest',
      module: (config, serviceLogger) => ({
        module: EchoModule,
        imports: [RuntimeModule.forRoot(config, serviceLogger)],
        controllers: [EchoController],
      }),
      port: () => 0,
    },
    {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      REDIS_URL: 'redis://127.0.0.1:1',
      LOG_LEVEL: 'silent',
      INGEST_TOKEN: 'x'.repeat(32),
    },
  );
  base = `http://127.0.0.1:${service.port}`;
});
afterAll(async () => {
  await service.app.close();
});

async function echo(headers: Record<string, string> = {}): Promise<{ header: string | null; requestId: unknown }> {
  const response = await fetch(`${base}/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ hello: 'world' }),
  });
  const answer = (await response.json()) as { requestId: unknown; body: unknown };
  expect(answer.body).toEqual({ hello: 'world' });
  return { header: response.headers.get(REQUEST_ID_HEADER), requestId: answer.requestId };
}

describe('the request id', () => {
  it('is made for each request and known to the handler after the body is read; a successful answer without one asked carries none', async () => {
    const first = await echo();
    const second = await echo();
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.requestId).not.toBe(first.requestId);
    expect([first.header, second.header]).toEqual([null, null]);
  });

  it("is the caller's own when it is short and safe, and a new one otherwise", async () => {
    expect(await echo({ [REQUEST_ID_HEADER]: 'proxy-7f3a.2:1' })).toEqual({ header: 'proxy-7f3a.2:1', requestId: 'proxy-7f3a.2:1' });
    for (const unsafe of ['a'.repeat(65), 'id with spaces', '../../etc', '{"level":60}', 'ünïcode']) {
      const answer = await echo({ [REQUEST_ID_HEADER]: unsafe });
      expect([unsafe, answer.header]).toEqual([unsafe, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    }
  });

  it('is on every line the service logs while handling the request, and on none outside one', async () => {
    lines.length = 0;
    const { requestId } = await echo();
    logger.info('between requests');
    const written = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    expect(written.map((line) => [line.msg, line.reqId])).toEqual([
      ['handled', requestId],
      ['between requests', undefined],
    ]);
  });

  it('is answered on every error, a request no route took included', async () => {
    const lost = await fetch(`${base}/nothing-here`, { headers: { [REQUEST_ID_HEADER]: 'lost-1' } });
    expect([lost.status, lost.headers.get(REQUEST_ID_HEADER)]).toEqual([404, 'lost-1']);
    const malformed = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hello":' });
    expect([malformed.status, malformed.headers.get(REQUEST_ID_HEADER)]).toEqual([400, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });
});
