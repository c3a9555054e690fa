import type { Logger } from 'pino';
import type { z } from 'zod';
import type { SecurityFacts } from '../report/security-facts.js';
import { checkAnswer, ExternalApi, ExternalApiError, percentOrNull, type ProviderConnection } from '@solana-hub/providers';
import { POOL_AUTHORITIES, POOL_PROGRAMS } from './pool-owners.js';
import { extensionRisks, extensionStates, riskyExtensionsOf } from './token-extensions.js';
import { metaplexMetadataAccount, mintBytes } from './metadata-address.js';
import { METAPLEX_METADATA_PROGRAM, metaplexNames, tokenMetadataNames, type OnChainNames } from './token-metadata-account.js';
import {
  accountOwnersSchema,
  largestAccountsSchema,
  mintAccountSchema,
  namingAccountsSchema,
  rpcEnvelopeSchema,
  rpcRateLimitIn,
  tokenAccountsSchema,
} from './solana-rpc-answer.js';

/** The public mainnet endpoint allows 40 requests per 10 s for one method (100 in all) per address. */
const RATE = { requests: 4, seconds: 1 };
const TOP_HOLDERS = 10;
const COMMITMENT = { commitment: 'confirmed' } as const;

type MintInfo = Extract<NonNullable<z.infer<typeof mintAccountSchema>['value']>['data'], { parsed: unknown }>['parsed']['info'];

/**
 * The token's mint and largest accounts straight from a Solana node: the fallback security
 * source when RugCheck does not answer. It tells the authorities, the risky Token-2022
 * extensions and the holder concentration; liquidity locks and the dev's wallet are beyond it.
 */
export class SolanaRpcClient {
  private readonly api: ExternalApi;
  private readonly logger: Logger;

  constructor(connection: ProviderConnection) {
    this.api = new ExternalApi({ ...connection, provider: 'Solana RPC', rate: RATE, passingFailureIn: rpcRateLimitIn });
    this.logger = connection.logger;
  }

  /**
   * Each part from its own calls: a node that refuses the largest accounts (-32010 for a mint
   * it leaves out of its secondary indexes; many providers index none) leaves the top-10 share
   * unknown, and the authorities it read stand.
   */
  async securityOf(mint: string): Promise<SecurityFacts> {
    const [info, walletAmounts] = await Promise.all([this.mintInfoOf(mint), this.largestWalletAmounts(mint)]);
    const extensions = extensionStates(info.extensions);
    return {
      source: 'solana-rpc',
      canMint: Boolean(info.mintAuthority),
      canFreeze: Boolean(info.freezeAuthority),
      topHoldersPercent: walletAmounts && info.supply ? shareOf(walletAmounts.slice(0, TOP_HOLDERS), info.supply) : null,
      devHoldingsPercent: null,
      lockedLiquidityPercent: null,
      holders: null,
      rugged: false,
      risks: extensionRisks(riskyExtensionsOf(extensions)),
    };
  }

  /**
   * The token's name and symbol as its mint states them, in one request for the mint and its
   * Metaplex metadata account: a Token-2022 mint's own metadata extension first, else the
   * Metaplex account. Null when neither names it.
   */
  async namesOf(mint: string): Promise<OnChainNames | null> {
    const metadataAccount = await metaplexMetadataAccount(mint);
    const params = [[mint, metadataAccount], { encoding: 'jsonParsed', ...COMMITMENT }];
    const [mintAccount, metadata] = (await this.call('getMultipleAccounts', params, namingAccountsSchema)).value;
    const mintData = mintAccount?.data;
    const fromExtension =
      mintData && !Array.isArray(mintData) ? tokenMetadataNames(extensionStates(mintData.parsed.info.extensions)) : null;
    if (fromExtension) return fromExtension;
    if (metadata?.owner !== METAPLEX_METADATA_PROGRAM || !Array.isArray(metadata.data) || metadata.data[1] !== 'base64') return null;
    return metaplexNames(Buffer.from(metadata.data[0], 'base64'), mintBytes(mint));
  }

  private async mintInfoOf(mint: string): Promise<MintInfo> {
    const account = await this.call('getAccountInfo', [mint, { encoding: 'jsonParsed', ...COMMITMENT }], mintAccountSchema);
    const data = account.value?.data;
    if (!data) throw new ExternalApiError(this.api.provider, 'no account exists at this address');
    if (Array.isArray(data) || data.parsed.type !== 'mint')
      throw new ExternalApiError(this.api.provider, 'the address is not a token mint');
    return data.parsed.info;
  }

  /** The raw amounts of the largest accounts that wallets hold, pools left out, largest first; null when the node does not tell. */
  private async largestWalletAmounts(mint: string): Promise<string[] | null> {
    try {
      const largest = (await this.call('getTokenLargestAccounts', [mint, COMMITMENT], largestAccountsSchema)).value;
      const pools = await this.poolAccountsAmong(largest.map((account) => account.address));
      return largest.filter((account) => !pools.has(account.address)).map((account) => account.amount);
    } catch (error) {
      if (!(error instanceof ExternalApiError)) throw error;
      this.logger.warn({ mint, problem: error.message }, 'the Solana RPC gave no top-10 share; the authorities it read stand');
      return null;
    }
  }

  /** The token accounts that belong to a pool (pool-owners.ts). */
  private async poolAccountsAmong(tokenAccounts: readonly string[]): Promise<Set<string>> {
    const owners = await this.ownersOf(tokenAccounts);
    const pools = await this.poolsAmong([...new Set(owners.values())]);
    return new Set([...owners].flatMap(([account, owner]) => (pools.has(owner) ? [account] : [])));
  }

  /** The owner of each token account: a wallet, or a pool's authority or state account. */
  private async ownersOf(tokenAccounts: readonly string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    if (tokenAccounts.length === 0) return owners;
    const answer = await this.call('getMultipleAccounts', [tokenAccounts, { encoding: 'jsonParsed', ...COMMITMENT }], tokenAccountsSchema);
    answer.value.forEach((account, index) => {
      const address = tokenAccounts[index];
      const owner = account && !Array.isArray(account.data) ? account.data.parsed.info.owner : undefined;
      if (address && owner) owners.set(address, owner);
    });
    return owners;
  }

  /** The owners that are pools: a known pool authority, or an account of a pool program. */
  private async poolsAmong(owners: readonly string[]): Promise<Set<string>> {
    const pools = new Set(owners.filter((owner) => POOL_AUTHORITIES.has(owner)));
    const others = owners.filter((owner) => !pools.has(owner));
    if (others.length === 0) return pools;
    // Only the owning program is wanted: no data comes back.
    const params = [others, { encoding: 'base64', dataSlice: { offset: 0, length: 0 }, ...COMMITMENT }];
    const answer = await this.call('getMultipleAccounts', params, accountOwnersSchema);
    answer.value.forEach((account, index) => {
      const owner = others[index];
      if (owner && account && POOL_PROGRAMS.has(account.owner)) pools.add(owner);
    });
    return pools;
  }

  private async call<S extends z.ZodType>(method: string, params: unknown[], result: S): Promise<z.infer<S>> {
    const answer = await this.api.post('', { jsonrpc: '2.0', id: 1, method, params }, rpcEnvelopeSchema);
    if (answer.error)
      throw new ExternalApiError(this.api.provider, `${method} failed: ${answer.error.message} (code ${answer.error.code})`);
    return checkAnswer(this.api.provider, answer.result, result);
  }
}

/** The percent of `supply` the amounts make, computed on the raw integers (supplies overflow doubles). */
function shareOf(amounts: readonly string[], supply: string): number | null {
  const total = BigInt(supply);
  if (total === 0n) return null;
  const held = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  // Basis points of a percent keep two decimals; more than the supply is a node's error, not a share.
  return percentOrNull(Number((held * 10_000n) / total) / 100);
}
