import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { SolanaRpcClient } from './solana-rpc-client.js';
import { rpcAnswerFor, rpcError, rpcLargestAccounts, rpcMintAccount } from '../testing/provider-payloads.fixture.js';
import { startFakeApi, type FakeApi } from '../testing/fake-api.fixture.js';
import { providerConnection, readyRedis } from '../testing/provider-connection.fixture.js';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const TOKENS = 1_000_000n; // one whole token in raw units (6 decimals)

let node: FakeApi;
let redis: Redis;
let client: SolanaRpcClient;
beforeAll(async () => {
  redis = await readyRedis();
  node = await startFakeApi(() => ({ body: rpcError(-32601, 'Method not found') }));
  client = new SolanaRpcClient(providerConnection(`${node.url}/?api-key=local`, redis));
});
afterAll(async () => {
  await node.close();
  redis.disconnect();
});

describe('SolanaRpcClient', () => {
  it("reads the mint's authorities and the ten largest accounts' share of supply", async () => {
    const largest = [300_000_000n, 100_000_000n, 50_000_000n, ...Array.from({ length: 15 }, () => 10_000_000n)].map(
      (amount) => amount * TOKENS,
    );
    node.answerWith(
      rpcAnswerFor({
        getAccountInfo: rpcMintAccount({ freezeAuthority: 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM' }),
        getTokenLargestAccounts: rpcLargestAccounts(largest),
      }),
    );

    const facts = await client.securityOf(MINT);

    expect(facts).toEqual({
      source: 'solana-rpc',
      canMint: false,
      canFreeze: true,
      // 300 + 100 + 50 + 7 × 10 million of a billion.
      topHoldersPercent: 52,
      devHoldingsPercent: null,
      lockedLiquidityPercent: null,
      holders: null,
      rugged: false,
      risks: [],
    });
    const methods = node.requests.slice(-2).map((request) => request.body);
    expect(methods).toEqual(
      expect.arrayContaining([
        { jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [MINT, { encoding: 'jsonParsed', commitment: 'confirmed' }] },
        { jsonrpc: '2.0', id: 1, method: 'getTokenLargestAccounts', params: [MINT, { commitment: 'confirmed' }] },
      ]),
    );
    expect(node.requests.at(-1)?.path).toBe('/?api-key=local');
  });

  it("fails with the node's error", async () => {
    node.answerWith(() => ({ body: rpcError(-32602, 'Invalid param: could not find mint') }));
    await expect(client.securityOf(MINT)).rejects.toThrow(/^Solana RPC: \w+ failed: Invalid param: could not find mint \(code -32602\)$/);
  });

  it('fails when no account exists at the address', async () => {
    node.answerWith(
      rpcAnswerFor({
        getAccountInfo: { jsonrpc: '2.0', result: { context: { slot: 1 }, value: null }, id: 1 },
        getTokenLargestAccounts: rpcLargestAccounts([]),
      }),
    );
    await expect(client.securityOf(MINT)).rejects.toThrow('Solana RPC: no account exists at this address');
  });
});
