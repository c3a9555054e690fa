import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

describe('METRICS_PORT', () => {
  it('is unset by default: no service serves /metrics anywhere', () => {
    expect(loadConfig({}, 'gateway').metricsPorts).toBeNull();
  });

  it("is the gateway's metrics port; the ingest, extractor and analyzer take the next three", () => {
    expect(loadConfig({ METRICS_PORT: '9464' }, 'extractor').metricsPorts).toEqual({
      gateway: 9464,
      ingest: 9465,
      extractor: 9466,
      analyzer: 9467,
    });
  });

  it('0 gives every service a free port of its own', () => {
    expect(loadConfig({ METRICS_PORT: '0' }, 'analyzer').metricsPorts).toEqual({ gateway: 0, ingest: 0, extractor: 0, analyzer: 0 });
  });

  it('refuses a port whose last service would fall outside the range', () => {
    expect(loadConfig({ METRICS_PORT: '65532' }, 'gateway').metricsPorts?.analyzer).toBe(65_535);
    for (const port of ['65533', '-1', 'nine']) expect(() => loadConfig({ METRICS_PORT: port }, 'gateway')).toThrow(/METRICS_PORT/);
  });
});
