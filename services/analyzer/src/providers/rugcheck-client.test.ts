import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { RugCheckClient } from './rugcheck-client.js';
import { largeRugCheckReport, rugCheckReport } from '../testing/provider-payloads.fixture.js';
import { startFakeApi, type FakeApi } from '@solana-hub/testing';
import { providerConnection, readyRedis } from '../testing/provider-connection.fixture.js';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const AUTHORITY = 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM';

let redis: Redis;
let rugCheck: FakeApi;
let client: RugCheckClient;
beforeAll(async () => {
  redis = await readyRedis();
  rugCheck = await startFakeApi(() => ({ body: rugCheckReport({ mint: MINT }) }));
  client = new RugCheckClient(providerConnection(rugCheck.url, redis));
});
afterAll(async () => {
  await rugCheck.close();
  redis.disconnect();
});

describe('RugCheckClient', () => {
  it("reads the authorities, holders, dev wallet, LP lock and risks from the token's report", async () => {
    const risks = [
      { name: 'Mutable metadata', description: 'Token metadata can be changed by the owner', level: 'warn' as const, score: 100 },
    ];
    rugCheck.answerWith(() => ({
      body: rugCheckReport({
        mint: MINT,
        mintAuthority: 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM',
        holderPercents: [20, 15, 10, 5, 4, 3, 2, 1, 1, 1, 1],
        poolPercent: 30,
        creatorPercent: 12.5,
        lpLockedPct: 40,
        risks,
        totalHolders: 812,
      }),
    }));

    const facts = await client.securityOf(MINT);

    expect(rugCheck.requests.at(-1)?.path).toBe(`/v1/tokens/${MINT}/report`);
    expect(facts).toEqual({
      source: 'rugcheck',
      canMint: true,
      canFreeze: false,
      // The pool's 30 % is liquidity, not a holder: the ten largest wallets hold 62 %.
      topHoldersPercent: 62,
      devHoldingsPercent: 12.5,
      lockedLiquidityPercent: 40,
      holders: 812,
      rugged: false,
      risks: [{ name: 'Mutable metadata', description: 'Token metadata can be changed by the owner', level: 'warn' }],
    });
  });

  it('reads a report whose lists RugCheck left empty', async () => {
    const sparse = {
      ...rugCheckReport({ mint: MINT }),
      topHolders: null,
      markets: null,
      risks: null,
      knownAccounts: null,
      creatorBalance: null,
    };
    rugCheck.answerWith(() => ({ body: sparse }));
    await expect(client.securityOf(MINT)).resolves.toMatchObject({
      topHoldersPercent: null,
      lockedLiquidityPercent: null,
      devHoldingsPercent: null,
      risks: [],
    });
  });

  it('reads shares out of 0-100 %, negative counts and amounts no double holds as unknown', async () => {
    const report = rugCheckReport({ mint: MINT, holderPercents: [900, 5], lpLockedPct: -40, totalHolders: -3 });
    const body = JSON.stringify({ ...report, token: { ...report.token, supply: '1'.repeat(400) } });
    rugCheck.answerWith(() => ({ body, headers: { 'content-type': 'application/json' } }));
    await expect(client.securityOf(MINT)).resolves.toMatchObject({
      topHoldersPercent: null,
      devHoldingsPercent: null,
      lockedLiquidityPercent: null,
      holders: null,
    });
  });

  it('reads a 2.5 MB report that takes longer to come than other providers are given', async () => {
    const body = JSON.stringify(largeRugCheckReport({ mint: MINT, holderPercents: [20, 15, 10], lpLockedPct: 95 }, 2_500_000));
    expect(body.length).toBeGreaterThan(2_500_000);
    rugCheck.answerWith(() => ({ body, delayMs: 1_000 }));
    const patient = new RugCheckClient(providerConnection(rugCheck.url, redis, { timeoutMs: 5_000 }));
    const impatient = new RugCheckClient(providerConnection(rugCheck.url, redis, { timeoutMs: 500 }));

    await expect(patient.securityOf(MINT)).resolves.toMatchObject({ topHoldersPercent: 45, lockedLiquidityPercent: 95 });
    await expect(impatient.securityOf(MINT)).rejects.toThrow('RugCheck: no answer within 500 ms (after 3 attempts)');
  }, 20_000);

  it('reads a report whose known accounts include one without a type, as no pool', async () => {
    const report = rugCheckReport({
      mint: MINT,
      holderPercents: [20, 15],
      poolPercent: 30,
      // The largest wallet's owner, known to RugCheck without a type: still a holder.
      knownAccounts: { [`Wa11et0${'1'.repeat(31)}`]: { name: 'Unlabelled' } },
    });
    rugCheck.answerWith(() => ({ body: report }));
    await expect(client.securityOf(MINT)).resolves.toMatchObject({ topHoldersPercent: 35 });
  });

  it("reports the mint's risky Token-2022 extensions, but not those RugCheck already named", async () => {
    const risks = [
      {
        name: 'Permanent delegate enabled',
        description: 'The delegate can take tokens from holders',
        level: 'danger' as const,
        score: 5_000,
      },
    ];
    const report = rugCheckReport({
      mint: MINT,
      risks,
      transferFeePct: 12.5,
      tokenExtensions: {
        permanentDelegate: { delegate: AUTHORITY },
        transferHook: { authority: AUTHORITY, programId: 'HookProgram11111111111111111111111111111111' },
        metadataPointer: { authority: AUTHORITY, metadataAddress: MINT },
      },
    });
    rugCheck.answerWith(() => ({ body: report }));

    const facts = await client.securityOf(MINT);

    expect(facts.risks).toEqual([
      { name: 'Permanent delegate enabled', description: 'The delegate can take tokens from holders', level: 'danger' },
      { name: 'Transfer fee', description: '12.5% of every transfer, sells included', level: 'danger' },
      {
        name: 'Transfer hook',
        description: 'every transfer runs program HookProgram11111111111111111111111111111111, which can make sells fail',
        level: 'danger',
      },
    ]);
  });

  it('fails on a report without token data', async () => {
    rugCheck.answerWith(() => ({ body: { ...rugCheckReport({ mint: MINT }), token: null } }));
    await expect(client.securityOf(MINT)).rejects.toThrow('RugCheck: the report has no token data (not a token mint?)');
  });

  it('fails naming the status when RugCheck does not know the token', async () => {
    rugCheck.answerWith(() => ({ status: 404, body: { error: 'not found' } }));
    await expect(client.securityOf(MINT)).rejects.toThrow('RugCheck: answered 404: {"error":"not found"}');
  });
});
