import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  createTestDatabase,
  createTestRedis,
  dexPair,
  type FakeApi,
  serviceTestEnv,
  startFakeApi,
  type TestDatabase,
} from '@solana-hub/testing';
import { analysisResultSchema, type AnalysisResult } from '@solana-hub/contracts';
import { createAlertRule, findAnalysis, listFirings, storeAlerts, tokenFacts } from '@solana-hub/db';
import { connectRedis, JobRequests, Producer, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from '../analyzer-service.js';
import {
  largeRugCheckReport,
  METAPLEX_PROGRAM,
  metaplexMetadataData,
  rugCheckReport,
  solanaNodeWith,
} from '../testing/provider-payloads.fixture.js';
import { metaplexMetadataAccount, mintBytes } from '../providers/metadata-address.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';

const GOBCAT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const PYTH = 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3';
/** Tokens the alerts named, so their stored messages can stand in for the providers. */
const ALERTED = '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump';
const HALF_KNOWN = 'FcneSf1BszwVkmz61vpjsvvpXqngp7iqw2PTFaJLpump';
const NEW_TOKENS = [
  '2qEHjDLDLbuBgRYvsxhc5D6uDWAivNFZGan56P1tpump',
  '9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump',
  'HeLp6NuQkmYB4pYWo2zYs22mESHXPQYzXbB8n4V98jwC',
];

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const eventsConnection = connectRedis(redis.url);
const requests = new JobRequests(QueueName.Analysis, connection, eventsConnection, redis.prefix);
const firstAnalyses = new Producer(QueueName.Analysis, connection, redis.prefix);
let database: TestDatabase;
let service: RunningService;
let dexScreener: FakeApi;
let rugCheck: FakeApi;
let solanaNode: FakeApi;

function providersDown(): void {
  for (const provider of [dexScreener, rugCheck, solanaNode]) provider.answerWith(() => ({ status: 502, body: 'Bad Gateway' }));
}

/** Every provider up, answering for whichever token is asked. */
function providersUp(): void {
  dexScreener.answerWith((request) => {
    const token = request.path.split('/').at(-1) ?? '';
    return { body: [dexPair({ token, pairAddress: `Pool${token.slice(0, 6)}`, liquidityUsd: 45_000, marketCap: 240_000 })] };
  });
  rugCheck.answerWith((request) => ({
    body: rugCheckReport({ mint: request.path.split('/')[3] ?? '', mintAuthority: 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM' }),
  }));
  solanaNode.answerWith(solanaNodeWith({ holders: [{ amount: 100_000_000_000_000n }] }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  dexScreener = await startFakeApi(() => ({ status: 500 }));
  rugCheck = await startFakeApi(() => ({ status: 500 }));
  solanaNode = await startFakeApi(() => ({ status: 500 }));
  service = await startService(
    analyzerService,
    serviceTestEnv(database, redis, {
      ANALYZER_PORT: '0',
      DEXSCREENER_URL: dexScreener.url,
      RUGCHECK_URL: rugCheck.url,
      SOLANA_RPC_URL: solanaNode.url,
      EXTERNAL_API_TIMEOUT_MS: '1000',
      RUGCHECK_TIMEOUT_MS: '5000',
      MARKET_CAP_REFRESH_SECONDS: '0',
    }),
  );
});
beforeEach(() => providersUp());
afterAll(async () => {
  await service.app.close();
  await requests.close();
  await firstAnalyses.close();
  connection.disconnect();
  eventsConnection.disconnect();
  await Promise.all([dexScreener.close(), rugCheck.close(), solanaNode.close()]);
  await redis.clear();
  await database.drop();
});

async function storedReport(address: string): Promise<AnalysisResult | null> {
  const stored = await findAnalysis(database.db, address);
  return stored ? analysisResultSchema.parse(stored.report) : null;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the analysis worker', () => {
  it("answers a trader's request: the report lands in `analyses` and the job completes", async () => {
    const outcome = await requests.request({ id: `full_${GOBCAT}_1`, payload: { tokenAddress: GOBCAT } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    const report = await storedReport(GOBCAT);
    expect(report).toMatchObject({
      tokenAddress: GOBCAT,
      overallRisk: 'high',
      security: { source: 'rugcheck', riskLevel: 'high', score: 70, details: { canMint: true, liquidityLocked: true } },
      market: { marketCap: 240_000, pairAddress: `Pool${GOBCAT.slice(0, 6)}`, dexName: 'Raydium', holders: 1_284 },
    });
    expect(report?.security.warnings).toEqual(['Mint authority is enabled: the dev can print more tokens and dilute holders']);
  });

  it('takes security from the Solana RPC when RugCheck is down, and says what was not checked', async () => {
    rugCheck.answerWith(() => ({ status: 503, body: 'Service Unavailable' }));

    const outcome = await requests.request({ id: `full_${BONK}_1`, payload: { tokenAddress: BONK } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    const report = await storedReport(BONK);
    expect(report?.security).toMatchObject({ source: 'solana-rpc', details: { canMint: false, canFreeze: false, topHoldersPercent: 10 } });
    expect(report?.security.warnings[0]).toMatch(/^RugCheck did not answer: liquidity lock and dev holdings were not checked/);
    expect(report?.market?.marketCap).toBe(240_000);
  });

  it("keeps the Solana RPC's authorities when the node refuses the largest accounts, and says the top 10 share was not checked", async () => {
    rugCheck.answerWith(() => ({ status: 503, body: 'Service Unavailable' }));
    solanaNode.answerWith(solanaNodeWith({ mint: { mintAuthority: 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM' }, unindexed: true }));

    const outcome = await requests.request({ id: `full_${JUP}_1`, payload: { tokenAddress: JUP } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    const report = await storedReport(JUP);
    expect(report?.security).toMatchObject({ source: 'solana-rpc', details: { canMint: true, canFreeze: false, topHoldersPercent: null } });
    expect(report?.security.warnings[0]).toBe(
      'RugCheck did not answer: liquidity lock, dev holdings and the top 10 share were not checked (the authorities come from the Solana RPC)',
    );
  });

  it('waits for a large RugCheck report longer than for the other providers (RUGCHECK_TIMEOUT_MS)', async () => {
    const body = JSON.stringify(largeRugCheckReport({ mint: PYTH }, 2_500_000));
    rugCheck.answerWith(() => ({ body, delayMs: 1_500 }));

    const outcome = await requests.request({ id: `full_${PYTH}_1`, payload: { tokenAddress: PYTH } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    expect((await storedReport(PYTH))?.security.source).toBe('rugcheck');
  });

  it('reports what the alert messages say when no provider answers, naming them as the source', async () => {
    providersDown();
    await storeAlerts(database.db, [
      alertAbout({
        tokenAddress: ALERTED,
        messageId: '1',
        minutesAgo: 125,
        marketCap: 13_300,
        fields: { total_holders: 41, dev_percent: 6.5, top_10_percent: 38.2 },
      }),
      alertAbout({
        tokenAddress: ALERTED,
        messageId: '2',
        minutesAgo: 4,
        messageType: 'trench_radar',
        marketCap: 47_800,
        fields: { total_holders: 344, top_10_percent: 19.4, liquidity: 14_100, bundle_activity: 2 },
        accumulate: [{ field: 'bundle_activity', accumulator: 'latest', value: 2 }],
      }),
    ]);

    const outcome = await requests.request({ id: `full_${ALERTED}_1`, payload: { tokenAddress: ALERTED } }, 20_000);

    expect(outcome).toEqual({ status: 'completed' });
    const report = await storedReport(ALERTED);
    expect(report).toMatchObject({
      overallRisk: 'high',
      security: {
        source: 'alert messages',
        riskLevel: 'high',
        score: 55,
        details: {
          topHoldersPercent: 19.4,
          devHoldingsPercent: 6.5,
          canMint: true,
          canFreeze: true,
          isHoneypot: false,
          liquidityLocked: false,
        },
      },
      market: {
        marketCap: 47_800,
        liquidity: { usd: 14_100, locked: false },
        holders: 344,
        dexName: null,
        pairAddress: null,
        txns24h: { buys: 0, sells: 0 },
      },
    });
    expect(report?.market?.signals).toEqual(['Up 3.6x since the first alert at $13.3K']);
    expect(report?.security.warnings).toEqual([
      'On-chain security checks could not be made: RugCheck and the Solana RPC did not answer',
      'No live market data: DexScreener did not answer',
      'Not checked on-chain, from the alert messages (stated 4 min to 2 h ago): holders, top 10 share, dev holdings, bundles, market cap and liquidity',
      'Mint authority not checked on-chain: treat it as enabled (the dev may print more tokens)',
      'Freeze authority not checked on-chain: treat it as enabled (your tokens may be frozen)',
      'Bundled launch (2 bundles): a few wallets bought much of the supply at launch',
      'Low liquidity ($14.1K): expect slippage on larger trades',
    ]);
  }, 30_000);

  it('fills what a provider left unknown from the alerts and names both sources', async () => {
    rugCheck.answerWith(() => ({ body: { ...rugCheckReport({ mint: HALF_KNOWN }), totalHolders: null, creatorBalance: null } }));
    await storeAlerts(database.db, [
      alertAbout({
        tokenAddress: HALF_KNOWN,
        messageId: '3',
        minutesAgo: 2,
        marketCap: 13_300,
        fields: { total_holders: 41, dev_percent: 12.5 },
      }),
    ]);

    const outcome = await requests.request({ id: `full_${HALF_KNOWN}_1`, payload: { tokenAddress: HALF_KNOWN } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    const report = await storedReport(HALF_KNOWN);
    expect(report).toMatchObject({
      security: {
        source: 'rugcheck + alert messages',
        score: 85,
        details: { devHoldingsPercent: 12.5, topHoldersPercent: 9, canMint: false, liquidityLocked: true },
      },
      // DexScreener's live market, with the holder count from the alerts.
      market: { marketCap: 240_000, dexName: 'Raydium', holders: 41 },
    });
    expect(report?.security.warnings).toEqual([
      'Not checked on-chain, from the alert messages (stated 2 min ago): holders and dev holdings',
      'Dev wallet holds 13% of supply',
    ]);
  });

  it("names a token its alerts leave unnamed from its on-chain metadata, keeps DexScreener's name, and says where they disagree", async () => {
    const unnamed = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
    const named = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
    await storeAlerts(database.db, [
      {
        ...alertAbout({ tokenAddress: unnamed, messageId: '40', minutesAgo: 3 }),
        token: { address: unnamed, chain: 'solana', name: null, symbol: null },
      },
      alertAbout({ tokenAddress: named, messageId: '41', minutesAgo: 3 }),
    ]);
    const chainNaming = async (mint: string, name: string, symbol: string) =>
      solanaNode.answerWith(
        solanaNodeWith({
          mintAddress: mint,
          rawAccounts: {
            [await metaplexMetadataAccount(mint)]: { owner: METAPLEX_PROGRAM, data: metaplexMetadataData(mintBytes(mint), name, symbol) },
          },
        }),
      );
    dexScreener.answerWith((request) => {
      const token = request.path.split('/').at(-1) ?? '';
      return { body: [dexPair({ token, pairAddress: `Pool${token.slice(0, 6)}`, name: 'Moon Cat', symbol: 'MCAT' })] };
    });

    await chainNaming(unnamed, 'Moon Cat', 'MOONCAT');
    expect(await requests.request({ id: `full_${unnamed}_1`, payload: { tokenAddress: unnamed } }, 10_000)).toEqual({
      status: 'completed',
    });
    await chainNaming(named, 'Goblin Cat', 'GOBCAT2');
    expect(await requests.request({ id: `full_${named}_1`, payload: { tokenAddress: named } }, 10_000)).toEqual({ status: 'completed' });

    expect(await tokenFacts(database.db, unnamed)).toMatchObject({
      name: { value: 'Moon Cat', source: { kind: 'onchain-metadata' } },
      symbol: { value: 'MOONCAT', source: { kind: 'onchain-metadata' } },
      providers: [
        { provider: 'dexscreener', name: 'Moon Cat', symbol: 'MCAT' },
        { provider: 'onchain-metadata', name: 'Moon Cat', symbol: 'MOONCAT' },
      ],
      disagreements: [],
    });
    // The alerts' name stands; the page says who disagrees.
    expect(await tokenFacts(database.db, named)).toMatchObject({
      name: { value: 'Goblin Cat', source: { kind: 'alert', chat_id: '-1001234567890' } },
      symbol: { value: 'GOBCAT', source: { kind: 'alert' } },
      disagreements: [
        'Alerts say "Goblin Cat"; DexScreener says "Moon Cat"',
        'Alerts say $GOBCAT; DexScreener says $MCAT',
        'Alerts say $GOBCAT; on-chain metadata says $GOBCAT2',
      ],
    });
  });

  it('fails the job with the reason when no provider answers and no alert names the token', async () => {
    providersDown();

    const outcome = await requests.request({ id: `full_${WIF}_1`, payload: { tokenAddress: WIF } }, 20_000);

    expect(outcome.status).toBe('failed');
    const reason = outcome.status === 'failed' ? outcome.reason : '';
    expect(reason).toContain(`no data source has anything on ${WIF}`);
    expect(reason).toContain('and no stored alert message names it');
    expect(reason).toContain('RugCheck: answered 502 Bad Gateway (after 3 attempts)');
    expect(reason).toContain('Solana RPC: answered 502 Bad Gateway (after 3 attempts)');
    expect(reason).toContain('DexScreener: answered 502 Bad Gateway (after 3 attempts)');
    expect(await storedReport(WIF)).toBeNull();
  });

  it('refuses an address that is not a Solana token', async () => {
    const evm = '0x6982508145454ce325ddbe47a25d4ec3d2311933';
    const outcome = await requests.request({ id: `full_${evm}_1`, payload: { tokenAddress: evm } }, 10_000);
    expect(outcome).toEqual({ status: 'failed', reason: `only Solana tokens can be analyzed: ${evm} is not a Solana address` });
  });

  it("paces the first analyses of new tokens so a trader's request goes first", async () => {
    await firstAnalyses.addBulk(NEW_TOKENS.map((tokenAddress) => ({ id: `first_${tokenAddress}`, payload: { tokenAddress } })));
    await until(async () => (await storedReport(NEW_TOKENS[0] ?? '')) !== null, 'the first of the first analyses');

    const outcome = await requests.request({ id: `full_${GOBCAT}_2`, payload: { tokenAddress: GOBCAT } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    // One first analysis every 2 s: the last one is still waiting for its turn.
    expect(await storedReport(NEW_TOKENS[2] ?? '')).toBeNull();
    await until(async () => (await Promise.all(NEW_TOKENS.map(storedReport))).every((report) => report !== null), 'every first analysis');
  });

  it('skips the first analysis of a token that already has a report', async () => {
    const before = await findAnalysis(database.db, GOBCAT);
    await firstAnalyses.add({ id: `first_${GOBCAT}`, payload: { tokenAddress: GOBCAT } });
    await until(async () => (await firstAnalyses.pendingCount()) === 0, 'the first analysis');
    expect((await findAnalysis(database.db, GOBCAT))?.analyzedAt).toEqual(before?.analyzedAt);
  });
  it('checks the alert rules against a token whose security facts changed: a rule on them fires on the report', async () => {
    const token = 'So11111111111111111111111111111111111111112';
    // The token's message came before its report, and its event is long gone.
    await storeAlerts(database.db, [alertAbout({ tokenAddress: token, messageId: 'security-1', minutesAgo: 1 })]);
    const rule = await createAlertRule(database.db, {
      name: 'Authorities revoked',
      enabled: true,
      conditions: { security: { mintRevoked: true, freezeRevoked: true } },
      actions: { telegram: false, browser: false, sound: 'none', webhookUrl: null },
    });
    rugCheck.answerWith(() => ({ body: rugCheckReport({ mint: token }) }));

    const outcome = await requests.request({ id: `full_${token}_1`, payload: { tokenAddress: token } }, 10_000);

    expect(outcome).toEqual({ status: 'completed' });
    const fired = async () => (await listFirings(database.db, { ruleId: rule.id, limit: 10 })).map((firing) => firing.notice.token_address);
    await until(async () => (await fired()).includes(token), 'the firing of the rule on security facts');
  });
});
