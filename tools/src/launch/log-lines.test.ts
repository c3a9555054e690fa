import { describe, expect, it } from '@jest/globals';
import { formatLogLine } from './log-lines.js';

describe('formatLogLine', () => {
  it('shows a pino line as time, service, level, message and the other fields', () => {
    const line = JSON.stringify({ level: 40, time: '2026-11-22T03:04:05.678Z', service: 'ingest', msg: 'slow', jobId: 'x' });
    expect(formatLogLine('ingest', line)).toBe('03:04:05 ingest    WARN  slow  jobId=x');
  });

  it('passes other output through with the service prefix', () => {
    expect(formatLogLine('gateway', 'plain text')).toBe('gateway   plain text');
  });
});
