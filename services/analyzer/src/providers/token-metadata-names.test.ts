import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { SolanaRpcClient } from './solana-rpc-client.js';
import { metaplexMetadataAccount, mintBytes } from './metadata-address.js';
import { METAPLEX_PROGRAM, metaplexMetadataData, rpcError, solanaNodeWith } from '../testing/provider-payloads.fixture.js';
import { startFakeApi, type FakeApi } from '@solana-hub/testing';
import { providerConnection, readyRedis } from '../testing/provider-connection.fixture.js';

const MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const OTHER_MINT = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';

let redis: Redis;
let node: FakeApi;
let client: SolanaRpcClient;
let metadataAccount: string;
beforeAll(async () => {
  redis = await readyRedis();
  node = await startFakeApi(solanaNodeWith({}));
  client = new SolanaRpcClient(providerConnection(node.url, redis));
  metadataAccount = await metaplexMetadataAccount(MINT);
});
afterAll(async () => {
  await node.close();
  redis.disconnect();
});

const metaplexAccount = (mint: string, name: string, symbol: string) => ({
  [metadataAccount]: { owner: METAPLEX_PROGRAM, data: metaplexMetadataData(mintBytes(mint), name, symbol) },
});

describe("the token's on-chain names", () => {
  it('reads the Metaplex metadata account of the mint, its NUL padding trimmed, in one request with the mint', async () => {
    node.answerWith(solanaNodeWith({ mintAddress: MINT, rawAccounts: metaplexAccount(MINT, 'Bonk', 'Bonk') }));
    const before = node.requests.length;

    expect(await client.namesOf(MINT)).toEqual({ name: 'Bonk', symbol: 'Bonk' });
    expect(node.requests.slice(before).map((request) => request.body)).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'getMultipleAccounts',
        params: [[MINT, metadataAccount], { encoding: 'jsonParsed', commitment: 'confirmed' }],
      },
    ]);
    // The program address of ["metadata", program, mint]: 32 bytes off the curve, not the mint.
    expect(mintBytes(metadataAccount)).toHaveLength(32);
    expect(metadataAccount).not.toBe(MINT);
  });

  it("takes a Token-2022 mint's own metadata extension first", async () => {
    const extensions = [
      { extension: 'metadataPointer', state: { authority: null, metadataAddress: MINT } },
      {
        extension: 'tokenMetadata',
        state: {
          updateAuthority: null,
          mint: MINT,
          name: 'Pepe Two',
          symbol: 'PEPE2',
          uri: 'https://example.com/p.json',
          additionalMetadata: [],
        },
      },
    ];
    node.answerWith(solanaNodeWith({ mintAddress: MINT, mint: { extensions }, rawAccounts: metaplexAccount(MINT, 'Other', 'OTH') }));

    expect(await client.namesOf(MINT)).toEqual({ name: 'Pepe Two', symbol: 'PEPE2' });
  });

  it("names nothing when there is no metadata, or the account is another mint's or not Metaplex's", async () => {
    node.answerWith(solanaNodeWith({ mintAddress: MINT }));
    expect(await client.namesOf(MINT)).toBeNull();
    node.answerWith(solanaNodeWith({ mintAddress: MINT, rawAccounts: metaplexAccount(OTHER_MINT, 'Fake', 'FAKE') }));
    expect(await client.namesOf(MINT)).toBeNull();
    const notMetaplex = { [metadataAccount]: { owner: OTHER_MINT, data: metaplexMetadataData(mintBytes(MINT), 'Fake', 'FAKE') } };
    node.answerWith(solanaNodeWith({ mintAddress: MINT, rawAccounts: notMetaplex }));
    expect(await client.namesOf(MINT)).toBeNull();
  });

  it('makes control characters visible and leaves an empty name out', async () => {
    node.answerWith(solanaNodeWith({ mintAddress: MINT, rawAccounts: metaplexAccount(MINT, '', 'W\u001bIF ') }));
    expect(await client.namesOf(MINT)).toEqual({ name: null, symbol: 'W\uFFFDIF' });
  });

  it("fails with the node's reason when it refuses", async () => {
    node.answerWith(() => ({ body: rpcError(-32602, 'Invalid param: WrongSize') }));
    await expect(client.namesOf(MINT)).rejects.toThrow('getMultipleAccounts failed: Invalid param: WrongSize (code -32602)');
  });
});
