import type { z } from 'zod';
import type { SecurityFacts } from '../report/security-facts.js';
import { checkAnswer, ExternalApi, type ProviderConnection } from './external-api.js';
import { ExternalApiError } from './external-api-error.js';
import { percentOrNull } from './provider-figures.js';
import { largestAccountsSchema, mintAccountSchema, rpcEnvelopeSchema } from './solana-rpc-answer.js';

/** The public mainnet endpoint allows 40 requests per 10 s for one method (100 in all) per address. */
const RATE = { requests: 4, seconds: 1 };
const TOP_HOLDERS = 10;

/**
 * The token's mint and largest accounts straight from a Solana node: the fallback security
 * source when RugCheck does not answer. It tells the authorities and the holder concentration;
 * liquidity locks and the dev's wallet are beyond it.
 */
export class SolanaRpcClient {
  private readonly api: ExternalApi;

  constructor(connection: ProviderConnection) {
    this.api = new ExternalApi({ ...connection, provider: 'Solana RPC', rate: RATE });
  }

  async securityOf(mint: string): Promise<SecurityFacts> {
    const [account, largest] = await Promise.all([
      this.call('getAccountInfo', [mint, { encoding: 'jsonParsed', commitment: 'confirmed' }], mintAccountSchema),
      this.call('getTokenLargestAccounts', [mint, { commitment: 'confirmed' }], largestAccountsSchema),
    ]);
    const data = account.value?.data;
    if (!data) throw new ExternalApiError(this.api.provider, 'no account exists at this address');
    if (Array.isArray(data) || data.parsed.type !== 'mint')
      throw new ExternalApiError(this.api.provider, 'the address is not a token mint');
    const { mintAuthority, freezeAuthority, supply } = data.parsed.info;
    return {
      source: 'solana-rpc',
      canMint: Boolean(mintAuthority),
      canFreeze: Boolean(freezeAuthority),
      topHoldersPercent: supply
        ? shareOf(
            largest.value.slice(0, TOP_HOLDERS).map((holder) => holder.amount),
            supply,
          )
        : null,
      devHoldingsPercent: null,
      lockedLiquidityPercent: null,
      holders: null,
      rugged: false,
      risks: [],
    };
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
