import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from './logger.js';

describe('the service logger', () => {
  it('never writes the credentials of a request or of an HTTP client error', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('gateway', 'info', sink);
    logger.info(
      { req: { headers: { authorization: 'Bearer ingest-secret', cookie: 'hub_session=session-secret', host: 'hub' } } },
      'request',
    );
    logger.error({ err: { message: 'failed', config: { headers: { Authorization: 'Bearer sk-openai-secret' } } } }, 'provider failed');
    logger.warn({ headers: { 'x-api-key': 'rpc-secret', 'set-cookie': 'hub_session=other-secret' } }, 'answer');
    const written = lines.join('');
    for (const secret of ['ingest-secret', 'session-secret', 'sk-openai-secret', 'rpc-secret', 'other-secret'])
      expect(written).not.toContain(secret);
    expect(written).toContain('[redacted]');
    expect(written).toContain('"host":"hub"');
  });
});
