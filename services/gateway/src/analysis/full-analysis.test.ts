import { afterAll, describe, expect, it } from '@jest/globals';
import { analysisResponseSchema, type AnalysisResult } from '@solana-hub/contracts';
import { saveAnalysis } from '@solana-hub/db';
import { connectRedis, QueueName, startWorker, UnrecoverableError } from '@solana-hub/queue';
import { errorBodySchema, readJson } from '@solana-hub/testing';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { analysisJobId } from './token-analysis.js';

const WAIT_MS = 1_000;
const gateway = gatewayForTests('analysis password', { analysisWaitMs: WAIT_MS });
const workerConnection = connectRedis(gateway.redis.url);
afterAll(() => workerConnection.disconnect());

function report(tokenAddress: string, at: Date, recommendation = 'Looks fine'): AnalysisResult {
  return {
    tokenAddress,
    timestamp: at.toISOString(),
    overallRisk: 'low',
    recommendation,
    security: {
      riskLevel: 'low',
      score: 88,
      source: 'test',
      warnings: [],
      details: {
        isHoneypot: false,
        hasRugPullRisk: false,
        liquidityLocked: true,
        ownershipRenounced: true,
        topHoldersPercent: 31,
        devHoldingsPercent: 2,
        canMint: false,
        canFreeze: false,
        unknown: [],
      },
    },
  };
}

/** A real BullMQ worker on the analysis queue standing in for the analyzer service (its own issue). */
function playAnalyzer(handled: string[]): ReturnType<typeof startWorker> {
  return startWorker(QueueName.Analysis, workerConnection, gateway.redis.prefix, async ({ tokenAddress }) => {
    handled.push(tokenAddress);
    if (tokenAddress.startsWith('Broken')) throw new UnrecoverableError('rugcheck answered 503');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await saveAnalysis(gateway.database.db, tokenAddress, {
      report: report(tokenAddress, new Date(), 'Freshly analyzed'),
      analyzedAt: new Date(),
    });
  });
}

const analyze = (address: string, headers?: Record<string, string>) =>
  fetch(`${gateway.base}/api/analyze/full/${address}`, { headers: headers ?? { cookie: gateway.cookie } });

describe('GET /api/analyze/full/:address', () => {
  it('answers 401 without a session and 400 naming the field for a bad address', async () => {
    const anonymous = await analyze('Tok1', {});
    expect(anonymous.status).toBe(401);
    expect(await readJson(anonymous, errorBodySchema)).toEqual({ error: 'Not logged in' });
    const bad = await analyze('not-an-address!');
    expect(bad.status).toBe(400);
    expect((await readJson(bad, errorBodySchema)).error).toMatch(/^address: /);
  });

  it('answers a fresh stored report at once, without asking the analyzer', async () => {
    const at = new Date(Date.now() - 30_000);
    await saveAnalysis(gateway.database.db, 'Fresh1', { report: report('Fresh1', at), analyzedAt: at });
    const started = Date.now();
    const response = await analyze('Fresh1');
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-analysis-stale')).toBeNull();
    expect(await readJson(response, analysisResponseSchema)).toEqual({ data: report('Fresh1', at) });
  });

  it('asks the analyzer when there is no fresh report, once for concurrent requests, and answers its report', async () => {
    const handled: string[] = [];
    const worker = playAnalyzer(handled);
    try {
      const responses = await Promise.all([analyze('New1'), analyze('New1'), analyze('New1')]);
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(response.headers.get('x-analysis-stale')).toBeNull();
        const { data } = await readJson(response, analysisResponseSchema);
        expect([data.tokenAddress, data.recommendation]).toEqual(['New1', 'Freshly analyzed']);
      }
      expect(handled).toEqual(['New1']);
    } finally {
      await worker.close();
    }
  });

  it('answers 504 when the analyzer does not answer in time and there is no report', async () => {
    const started = Date.now();
    const response = await analyze('Late1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(response.status).toBe(504);
    expect(await readJson(response, errorBodySchema)).toEqual({
      error: 'Analysis is not available right now: the analyzer did not answer in time',
    });
  });

  it('answers the older report, marked stale, when the analyzer is late', async () => {
    const at = new Date(Date.now() - 5 * 60_000);
    await saveAnalysis(gateway.database.db, 'Stale1', { report: report('Stale1', at, 'From before'), analyzedAt: at });
    const response = await analyze('Stale1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-analysis-stale')).toBe('true');
    expect((await readJson(response, analysisResponseSchema)).data.recommendation).toBe('From before');
  });

  it("answers 502 with the analyzer's reason when it fails", async () => {
    const worker = playAnalyzer([]);
    try {
      const response = await analyze('Broken1');
      expect(response.status).toBe(502);
      expect(await readJson(response, errorBodySchema)).toEqual({ error: 'Analysis failed: rugcheck answered 503' });
    } finally {
      await worker.close();
    }
  });
});

describe('analysis job ids', () => {
  it('are shared within a minute and new the next minute, so a failed job does not answer forever', () => {
    const minute = Date.UTC(2026, 0, 1, 12, 0);
    expect(analysisJobId('Tok1', minute + 1_000)).toBe(analysisJobId('Tok1', minute + 59_000));
    expect(analysisJobId('Tok1', minute + 61_000)).not.toBe(analysisJobId('Tok1', minute + 59_000));
    expect(analysisJobId('Tok1', minute)).not.toBe(analysisJobId('Tok2', minute));
  });
});
