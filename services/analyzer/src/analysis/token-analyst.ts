import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AnalysisResult } from '@solana-hub/contracts';
import { findTokenAlertRecord, providerNamesOf, saveTokenMetadata, type Database, type ProviderNames } from '@solana-hub/db';
import type { DexScreenerClient, TokenMarket } from '@solana-hub/providers';
import type { RugCheckClient } from '../providers/rugcheck-client.js';
import type { SolanaRpcClient } from '../providers/solana-rpc-client.js';
import type { SecurityFacts } from '../report/security-facts.js';
import { tokenReport, type TokenFindings } from '../report/token-report.js';
import { withAlerts } from '../report/alert-findings.js';
import { alertFigures } from '../alerts/alert-figures.js';
import { names, type OnChainNames } from '../providers/token-metadata-account.js';

/** A mint's metadata rarely changes: it is read again at most this often, not at each 60 s refresh of the analysis page. */
export const ON_CHAIN_NAMES_MAX_AGE_MS = 60 * 60_000;

/** Neither a provider nor the stored alerts gave anything to report on; the message says what each one did. */
export class NoDataError extends Error {
  override name = 'NoDataError';
}

/** One side of the report: what was found (or null) and, when something is missing, why. */
interface Side<T> {
  found: T | null;
  /** For traders: what could not be checked. */
  gap: string | null;
  /** For the log and the failed job: what the providers did. */
  failures: string[];
}

/**
 * Makes a token's report from the providers: market from DexScreener while security comes from
 * RugCheck or, when RugCheck fails, from the Solana RPC. What they leave out (a provider that
 * fails, a figure it does not report) comes from what the token's stored alert messages say,
 * and the report says so; only a token nothing is known about, not even an alert, fails.
 */
export class TokenAnalyst {
  constructor(
    private readonly dexScreener: DexScreenerClient,
    private readonly rugCheck: RugCheckClient,
    private readonly solanaRpc: SolanaRpcClient,
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
  ) {}

  async analyze(tokenAddress: string): Promise<AnalysisResult> {
    const [security, market, alerts, onChain] = await Promise.all([
      this.security(tokenAddress),
      this.market(tokenAddress),
      findTokenAlertRecord(this.db, tokenAddress),
      this.onChainNames(tokenAddress),
    ]);
    await this.recordNames(tokenAddress, market.found, onChain);
    if (!security.found && !market.found && !alerts) {
      const failures = [...security.failures, ...market.failures].join('; ');
      throw new NoDataError(`no data source has anything on ${tokenAddress}: ${failures}; and no stored alert message names it`);
    }
    const gaps = [security.gap, market.gap].filter((gap): gap is string => gap !== null);
    const findings: TokenFindings = { tokenAddress, at: new Date(), security: security.found, market: market.found, gaps };
    return tokenReport(alerts ? withAlerts(findings, alertFigures(alerts)) : findings);
  }

  /**
   * What the mint's metadata calls the token, unless it was read within the last hour (null then,
   * and when the Solana RPC fails: the name is a nicety, never a reason to fail a report).
   */
  private async onChainNames(tokenAddress: string): Promise<OnChainNames | null> {
    const known = (await providerNamesOf(this.db, [tokenAddress])).get(tokenAddress) ?? [];
    const recent = known.some(
      (entry) => entry.provider === 'onchain-metadata' && Date.now() - entry.at.getTime() < ON_CHAIN_NAMES_MAX_AGE_MS,
    );
    if (recent) return null;
    try {
      return await this.solanaRpc.namesOf(tokenAddress);
    } catch (error) {
      this.logger.warn(
        { tokenAddress, problem: messageOf(error) },
        "the Solana RPC gave no on-chain metadata; the token's name comes from elsewhere",
      );
      return null;
    }
  }

  /** Keeps what DexScreener (its base token) and the mint's metadata call the token; they name it where its alerts do not. */
  private async recordNames(tokenAddress: string, market: TokenMarket | null, onChain: OnChainNames | null): Promise<void> {
    const at = new Date();
    const fromMarket = market && names(market.tokenName, market.tokenSymbol);
    const entries: ProviderNames[] = [
      ...(onChain ? [{ provider: 'onchain-metadata' as const, ...onChain, at }] : []),
      ...(fromMarket ? [{ provider: 'dexscreener' as const, ...fromMarket, at }] : []),
    ];
    await saveTokenMetadata(this.db, tokenAddress, entries);
  }

  private async security(tokenAddress: string): Promise<Side<SecurityFacts>> {
    let rugCheckFailure: string;
    try {
      return { found: await this.rugCheck.securityOf(tokenAddress), gap: null, failures: [] };
    } catch (error) {
      rugCheckFailure = messageOf(error);
      this.logger.warn({ tokenAddress, problem: rugCheckFailure }, 'RugCheck failed; security falls back to the Solana RPC');
    }
    try {
      const found = await this.solanaRpc.securityOf(tokenAddress);
      const gap =
        found.topHoldersPercent === null
          ? 'RugCheck did not answer: liquidity lock, dev holdings and the top 10 share were not checked (the authorities come from the Solana RPC)'
          : 'RugCheck did not answer: liquidity lock and dev holdings were not checked (authorities and holders come from the Solana RPC)';
      return { found, gap, failures: [rugCheckFailure] };
    } catch (error) {
      const rpcFailure = messageOf(error);
      this.logger.warn({ tokenAddress, problem: rpcFailure }, 'the Solana RPC failed too; security comes from the alerts, if any');
      return {
        found: null,
        gap: 'On-chain security checks could not be made: RugCheck and the Solana RPC did not answer',
        failures: [rugCheckFailure, rpcFailure],
      };
    }
  }

  private async market(tokenAddress: string): Promise<Side<TokenMarket>> {
    try {
      const found = await this.dexScreener.marketOf(tokenAddress);
      const noPair = 'DexScreener has no Solana pair for this token';
      return found
        ? { found, gap: null, failures: [] }
        : { found: null, gap: 'No live market data: no DEX pair found for this token yet', failures: [noPair] };
    } catch (error) {
      const failure = messageOf(error);
      this.logger.warn({ tokenAddress, problem: failure }, 'DexScreener failed; the market comes from the alerts, if any');
      return { found: null, gap: 'No live market data: DexScreener did not answer', failures: [failure] };
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
