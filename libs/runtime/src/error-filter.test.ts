import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ServiceUnavailableException, type ArgumentsHost } from '@nestjs/common';
import pino from 'pino';
import { sql } from 'kysely';
import { connectDatabase } from '@solana-hub/db';
import { JsonErrorFilter } from './error-filter.js';

/** Runs the filter on one exception; answers what was sent and the log lines written. */
function filter(exception: unknown) {
  const lines: Array<{ level: number; msg: string; err?: unknown; error?: string }> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  const sent: { status?: number; body?: unknown } = {};
  const headers = new Map<string, string>([['content-disposition', 'attachment; filename="channels.csv"']]);
  const reply = {
    type(contentType: string) {
      headers.set('content-type', contentType);
      return reply;
    },
    removeHeader(name: string) {
      headers.delete(name);
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  new JsonErrorFilter(logger).catch(exception, host);
  return { sent, lines, headers };
}

describe('JsonErrorFilter', () => {
  it('answers a client error with its message and logs nothing', () => {
    const { sent, lines } = filter(new BadRequestException('address: too short'));
    expect(sent).toEqual({ status: 400, body: { error: 'address: too short' } });
    expect(lines).toEqual([]);
  });

  it('answers JSON whatever the route meant to send (a CSV download): no attachment, a JSON type', () => {
    const { headers } = filter(new BadRequestException('period: must be one of 24h, 7d, 30d, all'));
    expect(Object.fromEntries(headers)).toEqual({ 'content-type': 'application/json; charset=utf-8' });
  });

  it('logs a failure answered on purpose as a warning with its text, without a stack', () => {
    const { sent, lines } = filter(new ServiceUnavailableException('AI is not configured: set OPENAI_API_KEY'));
    expect(sent).toEqual({ status: 503, body: { error: 'AI is not configured: set OPENAI_API_KEY' } });
    expect(lines).toEqual([expect.objectContaining({ level: 40, error: 'AI is not configured: set OPENAI_API_KEY' })]);
    expect(lines[0]?.err).toBeUndefined();
  });

  it('logs an unexpected error with its detail and answers a generic 500', () => {
    const { sent, lines } = filter(new Error('connection reset'));
    expect(sent).toEqual({ status: 500, body: { error: 'Internal server error' } });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed', err: expect.objectContaining({ message: 'connection reset' }) }),
    ]);
  });

  it('answers a database that cannot be reached with 503 and a reason to try again, without its address', async () => {
    const db = connectDatabase('postgres://hub_owner@127.0.0.1:1/hub', { onConnectionLost: () => undefined });
    const failure = await sql`SELECT 1`.execute(db).catch((error: unknown) => error);
    await db.destroy();
    const { sent, lines } = filter(failure);
    expect(sent).toEqual({ status: 503, body: { error: 'The database is unavailable; try again in a moment' } });
    expect(lines).toEqual([expect.objectContaining({ level: 40, problem: expect.stringContaining('ECONNREFUSED') })]);
  });
});
