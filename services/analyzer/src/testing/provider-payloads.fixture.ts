import { z } from 'zod';
import { WRAPPED_SOL, type FakeHandler } from '@solana-hub/testing';

/**
 * Payloads in the real shapes of the providers' public APIs (fields we do not read included),
 * and the doubles that answer with them as the providers do, for the fake providers of the tests.
 */

export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

export interface RugCheckSpec {
  mint: string;
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  /** Percent of supply of each top holder, largest first. */
  holderPercents?: number[];
  /** The pool's own account among the top holders (left out of the top 10). */
  poolPercent?: number;
  creatorPercent?: number;
  lpLockedPct?: number;
  risks?: Array<{ name: string; description: string; level: 'danger' | 'warn' | 'info'; score: number; value?: string }>;
  totalHolders?: number;
  rugged?: boolean;
  /** Token-2022 extension states by name, as RugCheck's `token_extensions` carries them. */
  tokenExtensions?: Record<string, unknown>;
  /** Percent of every transfer. */
  transferFeePct?: number;
  /** Accounts RugCheck recognises beyond the pool and the creator. */
  knownAccounts?: Record<string, { name?: string; type?: string }>;
}

const SUPPLY = 1_000_000_000_000_000; // 1 billion tokens of 6 decimals
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const POOL_OWNER = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
const CREATOR = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** GET /v1/tokens/{mint}/report. */
export function rugCheckReport(given: RugCheckSpec) {
  const holders = [
    ...(given.poolPercent ? [{ percent: given.poolPercent, owner: POOL_OWNER }] : []),
    ...(given.holderPercents ?? [4, 3, 2]).map((percent, index) => ({ percent, owner: `Wa11et${index}1111111111111111111111111111111` })),
  ];
  return {
    mint: given.mint,
    tokenProgram: given.tokenExtensions ? TOKEN_2022 : TOKEN_PROGRAM,
    creator: CREATOR,
    creatorBalance: ((given.creatorPercent ?? 0) / 100) * SUPPLY,
    token: {
      mintAuthority: given.mintAuthority ?? null,
      supply: SUPPLY,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: given.freezeAuthority ?? null,
    },
    token_extensions: given.tokenExtensions ?? null,
    tokenMeta: {
      name: 'Goblin Cat',
      symbol: 'GOBCAT',
      uri: 'https://ipfs.io/ipfs/QmGoblin',
      mutable: false,
      updateAuthority: 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM',
    },
    topHolders: holders.map(({ percent, owner }, index) => ({
      address: `Acc0unt${index}111111111111111111111111111111`,
      amount: (percent / 100) * SUPPLY,
      decimals: 6,
      pct: percent,
      uiAmount: (percent / 100) * 1_000_000_000,
      uiAmountString: String((percent / 100) * 1_000_000_000),
      owner,
      insider: false,
    })),
    freezeAuthority: null,
    mintAuthority: null,
    risks: given.risks ?? [],
    score: 101,
    score_normalised: 8,
    fileMeta: { description: '', name: 'Goblin Cat', symbol: 'GOBCAT', image: 'https://ipfs.io/ipfs/QmGoblinImage' },
    lockerOwners: {},
    lockers: {},
    markets: [
      {
        pubkey: 'HBS7a3br8GMMWuqAa7VwdzW8WmgHqqLrsTFcF94i7bTF',
        marketType: 'raydium_cpmm',
        mintA: given.mint,
        mintB: WRAPPED_SOL,
        mintLP: 'LPmint1111111111111111111111111111111111111',
        liquidityA: 'Liq1111111111111111111111111111111111111111',
        liquidityB: 'Liq2222222222222222222222222222222222222222',
        lp: {
          baseMint: given.mint,
          quoteMint: WRAPPED_SOL,
          lpMint: 'LPmint1111111111111111111111111111111111111',
          quotePrice: 142.5,
          basePrice: 0.00002412,
          base: 930_000_000,
          quote: 150.2,
          reserveSupply: 930_000_000,
          currentSupply: 0,
          quoteUSD: 21_403.5,
          baseUSD: 22_431.6,
          pctReserve: 93,
          pctSupply: 93,
          holders: null,
          totalTokensUnlocked: 0,
          tokenSupply: SUPPLY,
          lpLocked: 100,
          lpUnlocked: 0,
          lpLockedPct: given.lpLockedPct ?? 100,
          lpLockedUSD: 43_835.1,
          lpMaxSupply: 0,
          lpCurrentSupply: 0,
          lpTotalSupply: 0,
        },
      },
    ],
    totalMarketLiquidity: 43_835.1,
    totalStableLiquidity: 0,
    totalLPProviders: 0,
    totalHolders: given.totalHolders ?? 1_284,
    price: 0.00002412,
    rugged: given.rugged ?? false,
    tokenType: '',
    transferFee: { pct: given.transferFeePct ?? 0, maxAmount: 0, authority: '11111111111111111111111111111111' },
    knownAccounts: {
      [POOL_OWNER]: { name: 'Raydium CPMM', type: 'AMM' },
      [CREATOR]: { name: 'Creator', type: 'CREATOR' },
      ...given.knownAccounts,
    },
    events: [],
    verification: null,
    graphInsidersDetected: 0,
    insiderNetworks: null,
    detectedAt: '2026-01-01T00:00:00Z',
    creatorTokens: null,
  };
}

/**
 * A report of at least `bytes`, as RugCheck sends for tokens traded on many markets (2.5 MB seen):
 * the market list runs long, every market in the full shape.
 */
export function largeRugCheckReport(given: RugCheckSpec, bytes: number) {
  const report = rugCheckReport(given);
  const [market] = report.markets;
  const marketBytes = JSON.stringify(market).length;
  const markets = Array.from({ length: Math.ceil(bytes / marketBytes) }, (_, index) => ({
    ...market,
    pubkey: `Market${index}`.padEnd(44, '1'),
  }));
  return { ...report, markets };
}

export interface MintSpec {
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  supply?: string;
  /** Token-2022 extensions, as a node's jsonParsed mint lists them; the mint is then a Token-2022 one. */
  extensions?: Array<{ extension: string; state: object }>;
}

export interface HolderSpec {
  /** Raw units. */
  amount: bigint;
  /** Who owns the token account: a wallet unless given (a pool's authority or state account). */
  owner?: string;
}

/** What a fake Solana node knows about one token. */
export interface SolanaChain {
  /** The mint account; null when no account exists at the address. */
  mint?: MintSpec | null;
  /** The token's accounts, largest first. */
  holders?: readonly HolderSpec[];
  /** Accounts with data, by address, and the program that owns each: a bonding curve's or a pool's state. */
  programAccounts?: Record<string, string>;
  /** The node leaves the mint out of its secondary indexes (as public endpoints do): getTokenLargestAccounts answers -32010. */
  unindexed?: boolean;
  /** The mint's address, for getMultipleAccounts of the mint with its metadata account. */
  mintAddress?: string;
  /** Accounts no node parses (a Metaplex metadata account), by address: answered as [base64, 'base64']. */
  rawAccounts?: Record<string, { owner: string; data: Buffer }>;
}

/** The Metaplex Token Metadata program. */
export const METAPLEX_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

/** A Borsh string padded with NUL to `size` bytes, as Metaplex writes names (32), symbols (10) and URIs (200). */
function paddedBorshString(text: string, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(size);
  return Buffer.concat([length, bytes]);
}

/**
 * A Metaplex metadata account's data, in its real layout (679 bytes): key MetadataV1 (4), update
 * authority, mint, the NUL-padded name, symbol and URI, seller fee, no creators, primary sale,
 * mutable, then the optional fields, none set.
 */
export function metaplexMetadataData(mintBytes: Buffer, name: string, symbol: string, uri = 'https://ipfs.io/ipfs/Qm'): Buffer {
  const head = Buffer.concat([
    Buffer.from([4]),
    Buffer.alloc(32, 7),
    mintBytes,
    paddedBorshString(name, 32),
    paddedBorshString(symbol, 10),
    paddedBorshString(uri, 200),
    Buffer.from([0xf4, 0x01]), // 500 basis points
    Buffer.from([0, 0, 1]), // creators: none; primary sale happened: no; mutable: yes
  ]);
  return Buffer.concat([head, Buffer.alloc(679 - head.length)]);
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const CONTEXT = { apiVersion: '2.2.14', slot: 341_197_053 };
const RENT_EPOCH = 18_446_744_073_709_552_000;

const tokenAccountAddress = (index: number) => `Acc0unt${index}111111111111111111111111111111`;
const walletAddress = (index: number) => `Wa11et${index}1111111111111111111111111111111`;

/** A Solana node's JSON-RPC answer. */
export function rpcResult(value: unknown) {
  return { jsonrpc: '2.0', result: { context: CONTEXT, value }, id: 1 };
}

export function rpcError(code: number, message: string) {
  return { jsonrpc: '2.0', error: { code, message }, id: 1 };
}

const rpcCallSchema = z.object({ method: z.string(), params: z.array(z.unknown()).default([]) });
const multipleAccountsSchema = z.tuple([z.array(z.string()), z.object({ encoding: z.string() })]);

/**
 * A Solana node that knows one token (whatever mint it is asked about): getAccountInfo of the
 * mint, getTokenLargestAccounts, and getMultipleAccounts of the token accounts (jsonParsed) or of
 * their owners (without data), answered in the shapes of mainnet's nodes.
 */
export function solanaNodeWith(chain: SolanaChain): FakeHandler {
  const holders = (chain.holders ?? []).map((holder, index) => ({
    address: tokenAccountAddress(index),
    amount: holder.amount,
    owner: holder.owner ?? walletAddress(index),
  }));
  let mint = '';
  return (request) => {
    const call = rpcCallSchema.safeParse(request.body);
    if (!call.success) return { body: rpcError(-32600, 'Invalid request') };
    const { method, params } = call.data;
    if (method === 'getAccountInfo' || method === 'getTokenLargestAccounts') mint = String(params[0]);
    if (method === 'getAccountInfo') return { body: rpcResult(chain.mint === null ? null : mintAccount(chain.mint ?? {})) };
    if (method === 'getTokenLargestAccounts') {
      if (chain.unindexed)
        return { body: rpcError(-32010, `${mint} excluded from account secondary indexes; this RPC method unavailable for key`) };
      return { body: rpcResult(holders.map(({ address, amount }) => ({ address, ...tokenAmount(amount) }))) };
    }
    if (method === 'getMultipleAccounts') {
      const [addresses, { encoding }] = multipleAccountsSchema.parse(params);
      const accountAt = (address: string) => {
        if (address === chain.mintAddress) return chain.mint === null ? null : mintAccount(chain.mint ?? {});
        const raw = chain.rawAccounts?.[address];
        if (raw) return rawAccount(raw.owner, raw.data);
        const holder = holders.find((candidate) => candidate.address === address);
        if (encoding === 'jsonParsed') return holder ? tokenAccount(mint, holder.owner, holder.amount) : null;
        const program =
          chain.programAccounts?.[address] ?? (holders.some((candidate) => candidate.owner === address) ? SYSTEM_PROGRAM : null);
        return program ? ownerAccount(program) : null;
      };
      return { body: rpcResult(addresses.map(accountAt)) };
    }
    return { body: rpcError(-32601, 'Method not found') };
  };
}

function tokenAmount(amount: bigint) {
  return { amount: amount.toString(), decimals: 6, uiAmount: Number(amount) / 1e6, uiAmountString: (Number(amount) / 1e6).toString() };
}

/** A mint account (jsonParsed); Token-2022 when it has extensions. */
function mintAccount(given: MintSpec) {
  const token2022 = given.extensions !== undefined;
  const space = token2022 ? 366 : 82;
  return {
    data: {
      parsed: {
        info: {
          decimals: 6,
          freezeAuthority: given.freezeAuthority ?? null,
          isInitialized: true,
          mintAuthority: given.mintAuthority ?? null,
          supply: given.supply ?? String(SUPPLY),
          ...(token2022 ? { extensions: given.extensions } : {}),
        },
        type: 'mint',
      },
      program: token2022 ? 'spl-token-2022' : 'spl-token',
      space,
    },
    executable: false,
    lamports: 1_461_600,
    owner: token2022 ? TOKEN_2022 : TOKEN_PROGRAM,
    rentEpoch: RENT_EPOCH,
    space,
  };
}

/** An account a node cannot parse, as it answers one asked for in jsonParsed. */
function rawAccount(owner: string, data: Buffer) {
  return {
    data: [data.toString('base64'), 'base64'],
    executable: false,
    lamports: 5_616_720,
    owner,
    rentEpoch: RENT_EPOCH,
    space: data.length,
  };
}

/** A token account (jsonParsed). */
function tokenAccount(mint: string, owner: string, amount: bigint) {
  return {
    data: {
      parsed: {
        info: { isNative: false, mint, owner, state: 'initialized', tokenAmount: tokenAmount(amount) },
        type: 'account',
      },
      program: 'spl-token',
      space: 165,
    },
    executable: false,
    lamports: 2_039_280,
    owner: TOKEN_PROGRAM,
    rentEpoch: RENT_EPOCH,
    space: 165,
  };
}

/** An account asked for without its data (dataSlice of length 0). */
function ownerAccount(program: string) {
  const space = program === SYSTEM_PROGRAM ? 0 : 151;
  return { data: ['', 'base64'], executable: false, lamports: 1_566_000, owner: program, rentEpoch: RENT_EPOCH, space };
}
