import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { SolanaRpcClient } from './solana-rpc-client.js';
import { rpcError, solanaNodeWith, type HolderSpec } from '../testing/provider-payloads.fixture.js';
import { startFakeApi, type FakeApi, type FakeHandler } from '@solana-hub/testing';
import { providerConnection, readyRedis } from '../testing/provider-connection.fixture.js';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const TOKENS = 1_000_000n; // one whole token in raw units (6 decimals)
const PUMP_FUN = '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P';
const RAYDIUM_AMM_AUTHORITY = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
/** The token's pump.fun bonding curve: an account of the pump.fun program that owns the curve's token account. */
const BONDING_CURVE = 'Curve1111111111111111111111111111111111111';
const AUTHORITY = 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM';

/** 300, 100 and 50 million tokens in wallets, then 15 wallets of 10 million: the ten largest hold 52 %. */
const wallets: HolderSpec[] = [300n, 100n, 50n, ...Array.from({ length: 15 }, () => 10n)].map((millions) => ({
  amount: millions * 1_000_000n * TOKENS,
}));

let redis: Redis;
let node: FakeApi;
let client: SolanaRpcClient;
beforeAll(async () => {
  redis = await readyRedis();
  node = await startFakeApi(solanaNodeWith({}));
  client = new SolanaRpcClient(providerConnection(`${node.url}/?api-key=local`, redis));
});
afterAll(async () => {
  await node.close();
  redis.disconnect();
});

/** The JSON-RPC methods the node was asked since `before`. */
const methodsSince = (before: number) => node.requests.slice(before).map((request) => (request.body as { method: string }).method);

describe('SolanaRpcClient', () => {
  it("reads the mint's authorities and the ten largest wallets' share of supply, pools and bonding curves left out", async () => {
    const [first, second, third, ...rest] = wallets;
    const holders = [
      first,
      { amount: 250_000_000n * TOKENS, owner: BONDING_CURVE },
      second,
      { amount: 100_000_000n * TOKENS, owner: RAYDIUM_AMM_AUTHORITY },
      third,
      ...rest,
    ].filter((holder): holder is HolderSpec => holder !== undefined);
    node.answerWith(solanaNodeWith({ mint: { freezeAuthority: AUTHORITY }, holders, programAccounts: { [BONDING_CURVE]: PUMP_FUN } }));
    const before = node.requests.length;

    const facts = await client.securityOf(MINT);

    expect(facts).toEqual({
      source: 'solana-rpc',
      canMint: false,
      canFreeze: true,
      // 300 + 100 + 50 + 7 × 10 million of a billion; with the curve and the pool it would be 85 %.
      topHoldersPercent: 52,
      devHoldingsPercent: null,
      lockedLiquidityPercent: null,
      holders: null,
      rugged: false,
      risks: [],
    });
    expect(node.requests.slice(before, before + 2).map((request) => request.body)).toEqual(
      expect.arrayContaining([
        { jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [MINT, { encoding: 'jsonParsed', commitment: 'confirmed' }] },
        { jsonrpc: '2.0', id: 1, method: 'getTokenLargestAccounts', params: [MINT, { commitment: 'confirmed' }] },
      ]),
    );
    // The owners of the 20 largest accounts, then which programs own those owners (the Raydium authority is known).
    const [tokenAccounts, owners] = node.requests.slice(before + 2).map((request) => request.body as { params: [string[], object] });
    expect(tokenAccounts?.params[0]).toHaveLength(20);
    expect(owners?.params).toEqual([
      expect.arrayContaining([BONDING_CURVE]),
      { encoding: 'base64', dataSlice: { offset: 0, length: 0 }, commitment: 'confirmed' },
    ]);
    expect(owners?.params[0]).not.toContain(RAYDIUM_AMM_AUTHORITY);
    expect(node.requests.at(-1)?.path).toBe('/?api-key=local');
  });

  it('keeps the authorities when the node refuses the largest accounts (-32010): the top-10 share is unknown', async () => {
    node.answerWith(solanaNodeWith({ mint: { mintAuthority: AUTHORITY }, holders: wallets, unindexed: true }));
    const before = node.requests.length;

    const facts = await client.securityOf(MINT);

    expect(facts).toMatchObject({ source: 'solana-rpc', canMint: true, canFreeze: false, topHoldersPercent: null });
    // A refusal is an answer: it is not asked again.
    expect(methodsSince(before).sort()).toEqual(['getAccountInfo', 'getTokenLargestAccounts']);
  });

  it('waits out a rate limit the node answers inside a 200 and asks again', async () => {
    const node200 = solanaNodeWith({ holders: wallets });
    for (const refusal of [rpcError(-32429, 'rate limit exceeded'), rpcError(-32005, 'Too many requests for a specific RPC call')]) {
      let refused = false;
      const refusingOnce: FakeHandler = (request) => {
        if (refused) return node200(request);
        refused = true;
        return { body: refusal };
      };
      node.answerWith(refusingOnce);
      const before = node.requests.length;

      await expect(client.securityOf(MINT)).resolves.toMatchObject({ canMint: false, topHoldersPercent: 52 });
      // The four calls, and the refused one again.
      expect(node.requests.length - before).toBe(5);
    }
  }, 10_000);

  it("reports the mint's risky Token-2022 extensions", async () => {
    const extensions = [
      { extension: 'metadataPointer', state: { authority: AUTHORITY, metadataAddress: MINT } },
      { extension: 'permanentDelegate', state: { delegate: AUTHORITY } },
      {
        extension: 'transferFeeConfig',
        state: {
          newerTransferFee: { epoch: 812, maximumFee: 1_000_000_000_000, transferFeeBasisPoints: 500 },
          olderTransferFee: { epoch: 800, maximumFee: 1_000_000_000_000, transferFeeBasisPoints: 0 },
          transferFeeConfigAuthority: AUTHORITY,
          withdrawWithheldAuthority: AUTHORITY,
          withheldAmount: 0,
        },
      },
      { extension: 'transferHook', state: { authority: AUTHORITY, programId: 'HookProgram11111111111111111111111111111111' } },
    ];
    node.answerWith(solanaNodeWith({ mint: { extensions }, holders: wallets }));

    const facts = await client.securityOf(MINT);

    expect(facts.risks).toEqual([
      { name: 'Permanent delegate', description: `${AUTHORITY} can move or burn the tokens in any wallet`, level: 'danger' },
      { name: 'Transfer fee', description: '5% of every transfer, sells included; its authority can raise it', level: 'warn' },
      {
        name: 'Transfer hook',
        description: 'every transfer runs program HookProgram11111111111111111111111111111111, which can make sells fail',
        level: 'danger',
      },
    ]);
  });

  it("fails with the node's error about the mint", async () => {
    node.answerWith(() => ({ body: rpcError(-32602, 'Invalid param: could not find mint') }));
    await expect(client.securityOf(MINT)).rejects.toThrow(
      'Solana RPC: getAccountInfo failed: Invalid param: could not find mint (code -32602)',
    );
  });

  it('fails when no account exists at the address', async () => {
    node.answerWith(solanaNodeWith({ mint: null }));
    await expect(client.securityOf(MINT)).rejects.toThrow('Solana RPC: no account exists at this address');
  });
});
