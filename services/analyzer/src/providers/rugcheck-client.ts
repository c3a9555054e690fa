import type { ProviderRisk, SecurityFacts } from '../report/security-facts.js';
import { ExternalApi, ExternalApiError, holdersOrNull, percentOrNull, type ProviderConnection } from '@solana-hub/providers';
import { rugCheckReportSchema, type RugCheckReport } from './rugcheck-report.js';
import { extensionRisks, riskyExtensionsOf, type RiskyExtensions } from './token-extensions.js';

/** RugCheck publishes no limit for its free API: two requests a second stays well clear of its 429s. */
const RATE = { requests: 4, seconds: 2 };
/** Its reports run to 2.5 MB; this leaves room for the largest to grow. */
const MAX_REPORT_BYTES = 16 * 1024 * 1024;
const TOP_HOLDERS = 10;

/**
 * Security facts of Solana tokens from RugCheck. Its reports take seconds to make and come
 * large, so the connection's timeout is RugCheck's own (RUGCHECK_TIMEOUT_MS).
 */
export class RugCheckClient {
  private readonly api: ExternalApi;

  constructor(connection: ProviderConnection) {
    this.api = new ExternalApi({ ...connection, provider: 'RugCheck', rate: RATE, maxAnswerBytes: MAX_REPORT_BYTES });
  }

  async securityOf(mint: string): Promise<SecurityFacts> {
    const report = await this.api.get(`/v1/tokens/${encodeURIComponent(mint)}/report`, rugCheckReportSchema);
    if (!report.token) throw new ExternalApiError(this.api.provider, 'the report has no token data (not a token mint?)');
    return securityFactsOf(report, report.token);
  }
}

/** The figures bounded (provider-figures.ts): a share out of 0-100 % or a negative count is unknown. */
export function securityFactsOf(report: RugCheckReport, token: NonNullable<RugCheckReport['token']>): SecurityFacts {
  const locked = (report.markets ?? []).flatMap((market) => {
    const percent = percentOrNull(market.lp?.lpLockedPct);
    return percent === null ? [] : [percent];
  });
  const { supply } = token;
  return {
    source: 'rugcheck',
    canMint: token.mintAuthority !== null,
    canFreeze: token.freezeAuthority !== null,
    topHoldersPercent: topHoldersPercent(report),
    devHoldingsPercent:
      report.creatorBalance != null && supply != null && supply > 0 ? percentOrNull((report.creatorBalance / supply) * 100) : null,
    lockedLiquidityPercent: locked.length > 0 ? Math.max(...locked) : null,
    holders: holdersOrNull(report.totalHolders),
    rugged: report.rugged ?? false,
    risks: risksOf(report),
  };
}

/** RugCheck's findings, and the risky Token-2022 extensions of the mint it did not name itself. */
function risksOf(report: RugCheckReport): ProviderRisk[] {
  const named = (report.risks ?? []).map((risk): ProviderRisk => ({
    name: risk.name,
    description: risk.description ?? '',
    level: riskLevelOf(risk.level),
  }));
  return [...named, ...extensionRisks(extensionsOf(report), named)];
}

/** The extension states, with the transfer fee RugCheck also writes on its own (in percent). */
function extensionsOf(report: RugCheckReport): RiskyExtensions {
  const extensions = riskyExtensionsOf(report.token_extensions);
  const feePercent = percentOrNull(report.transferFee?.pct) ?? 0;
  if (extensions.transferFeeConfig || feePercent === 0) return extensions;
  return { ...extensions, transferFeeConfig: { newerTransferFee: { transferFeeBasisPoints: Math.round(feePercent * 100) } } };
}

/** The ten largest wallets' share. Pools are left out: tokens in a pool are liquidity, not a whale's bag. */
function topHoldersPercent(report: RugCheckReport): number | null {
  if (!report.topHolders) return null;
  const pools = new Set(
    Object.entries(report.knownAccounts ?? {}).flatMap(([address, account]) => (account.type === 'AMM' ? [address] : [])),
  );
  const wallets = report.topHolders.filter((holder) => !pools.has(holder.owner ?? '') && !pools.has(holder.address));
  let total = 0;
  for (const holder of wallets.slice(0, TOP_HOLDERS)) {
    const share = percentOrNull(holder.pct);
    // One share unknown leaves the total unknown, rather than low.
    if (share === null) return null;
    total += share;
  }
  return percentOrNull(total);
}

function riskLevelOf(level: string): ProviderRisk['level'] {
  if (level === 'danger' || level === 'error') return 'danger';
  return level === 'warn' ? 'warn' : 'info';
}
