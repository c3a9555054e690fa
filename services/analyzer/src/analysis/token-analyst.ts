import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AnalysisResult } from '@solana-hub/contracts';
import { findTokenAlertRecord, type Database } from '@solana-hub/db';
import type { DexScreenerClient } from '../providers/dexscreener-client.js';
import type { RugCheckClient } from '../providers/rugcheck-client.js';
import type { SolanaRpcClient } from '../providers/solana-rpc-client.js';
import type { SecurityFacts } from '../report/security-facts.js';
import type { TokenMarket } from '../report/token-market.js';
import { tokenReport, type TokenFindings } from '../report/token-report.js';
import { withAlerts } from '../report/alert-findings.js';
import { alertFigures } from '../alerts/alert-figures.js';

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
    const [security, market, alerts] = await Promise.all([
      this.security(tokenAddress),
      this.market(tokenAddress),
      findTokenAlertRecord(this.db, tokenAddress),
    ]);
    if (!security.found && !market.found && !alerts) {
      const failures = [...security.failures, ...market.failures].join('; ');
      throw new NoDataError(`no data source has anything on ${tokenAddress}: ${failures}; and no stored alert message names it`);
    }
    const gaps = [security.gap, market.gap].filter((gap): gap is string => gap !== null);
    const findings: TokenFindings = { tokenAddress, at: new Date(), security: security.found, market: market.found, gaps };
    return tokenReport(alerts ? withAlerts(findings, alertFigures(alerts)) : findings);
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
