import type { AlertFigures, Stated } from '../alerts/alert-figures.js';
import { ALERT_MESSAGES, uncheckedSecurity, type ProviderRisk, type SecurityFacts, type SecuritySource } from './security-facts.js';
import type { TokenMarket } from '@solana-hub/providers';
import type { TokenFindings } from './token-report.js';
import { pressureSignal, STRONG_MOVE_PERCENT } from './market-assessment.js';
import { formatAgeRange } from './age.js';
import { formatUsd } from './usd.js';

/** A market cap this many times the first alert's is a move worth a signal. */
const STRONG_RISE_MULTIPLE = 2;

/** A figure the report took from the alerts, as its note names it, and when it was stated. */
interface Taken {
  figure: string;
  at: Date;
}

/** Findings with what the alerts filled in. */
interface Filled<T> {
  value: T;
  taken: Taken[];
}

/**
 * The providers' findings completed by what the token's alert messages say: a part no provider
 * gave comes from the alerts, a figure a provider left unknown (holders, dev share, ...) is
 * filled from them, and a note among the warnings says which figures were not checked on-chain
 * and how old they are. The security source names the alerts when they contributed.
 */
export function withAlerts(findings: TokenFindings, figures: AlertFigures): TokenFindings {
  const security = findings.security ? fillSecurity(findings.security, figures) : securityFromAlerts(figures);
  const market = findings.market ? fillMarket(findings.market, figures) : marketFromAlerts(figures);
  const taken = [...security.taken, ...(market?.taken ?? [])];
  const noted = taken.length > 0 || !findings.security;
  return {
    ...findings,
    security: security.value,
    market: market?.value ?? null,
    gaps: noted ? [...findings.gaps, alertNote(taken, figures, findings.at)] : findings.gaps,
    signals: market && !findings.market ? alertSignals(figures) : [],
  };
}

/** The security facts the alerts state; what they do not state stays unknown. */
export function securityFromAlerts(figures: AlertFigures): Filled<SecurityFacts> {
  const risks = alertRisks(figures);
  const filled = fillSecurity({ ...uncheckedSecurity(ALERT_MESSAGES), risks: risks.value }, figures);
  return { value: filled.value, taken: [...filled.taken, ...risks.taken] };
}

/** The facts with what they leave unknown taken from the alerts. */
export function fillSecurity(facts: SecurityFacts, figures: AlertFigures): Filled<SecurityFacts> {
  const { take, taken } = taker();
  const authority = authorityStated(figures.devStatus);
  const value: SecurityFacts = {
    ...facts,
    canMint: take(facts.canMint, authority, 'mint authority'),
    canFreeze: take(facts.canFreeze, authority, 'freeze authority'),
    holders: take(facts.holders, figures.holders, 'holders'),
    topHoldersPercent: take(facts.topHoldersPercent, figures.topHoldersPercent, 'top 10 share'),
    devHoldingsPercent: take(facts.devHoldingsPercent, figures.devHoldingsPercent, 'dev holdings'),
  };
  return { value: taken.length > 0 ? { ...value, source: namingAlerts(facts.source) } : value, taken };
}

/** The market the alerts state (no pair or DEX figures of its own); null when they state none. */
export function marketFromAlerts(figures: AlertFigures): Filled<TokenMarket> | null {
  const stated: TokenMarket = {
    pairAddress: figures.pairAddress,
    dexName: null,
    tokenName: null,
    tokenSymbol: null,
    marketCap: null,
    liquidityUsd: null,
    volume24h: null,
    priceChange24h: null,
    buys24h: null,
    sells24h: null,
  };
  const filled = fillMarket(stated, figures);
  return filled.taken.length > 0 ? filled : null;
}

/** The market with what it leaves unknown taken from the alerts. */
export function fillMarket(market: TokenMarket, figures: AlertFigures): Filled<TokenMarket> {
  const { take, taken } = taker();
  const value: TokenMarket = {
    ...market,
    marketCap: take(market.marketCap, figures.marketCap, 'market cap'),
    liquidityUsd: take(market.liquidityUsd, figures.liquidityUsd, 'liquidity'),
    volume24h: take(market.volume24h, figures.volume24h, '24h volume'),
  };
  return { value, taken };
}

/** The alert bots' own red flags, as provider findings (the score counts them the same way). */
export function alertRisks(figures: AlertFigures): Filled<ProviderRisk[]> {
  const found: Array<{ risk: ProviderRisk; at: Date; figure: string }> = [];
  const { rugRisk, bundles, snipers, insiders } = figures;
  if (rugRisk && (rugRisk.value === 'HIGH' || rugRisk.value === 'MEDIUM')) {
    const level = rugRisk.value === 'HIGH' ? 'danger' : 'warn';
    found.push({
      figure: 'rug risk',
      at: rugRisk.at,
      risk: { name: `Rug risk ${rugRisk.value}`, description: 'as the alert bot rates it', level },
    });
  }
  if (bundles && bundles.value > 0) {
    const description = 'a few wallets bought much of the supply at launch';
    found.push({
      figure: 'bundles',
      at: bundles.at,
      risk: { name: `Bundled launch (${bundles.value} bundles)`, description, level: 'warn' },
    });
  }
  if (snipers && !/^0(\.0+)?\s?%?$/.test(snipers.value)) {
    const description = 'bots that bought at launch often sell into the first pump';
    found.push({ figure: 'snipers', at: snipers.at, risk: { name: `Snipers: ${snipers.value}`, description, level: 'warn' } });
  }
  if (insiders && insiders.value > 0) {
    const description = 'wallets close to the launch hold the token';
    found.push({ figure: 'insiders', at: insiders.at, risk: { name: `Insiders: ${insiders.value}`, description, level: 'warn' } });
  }
  return { value: found.map(({ risk }) => risk), taken: found.map(({ figure, at }) => ({ figure, at })) };
}

/** What the alerts say of the market beyond its figures: pressure, the move since the first alert and from the ATH, a paid DEX profile. */
export function alertSignals(figures: AlertFigures): string[] {
  const signals: string[] = [];
  const { buySellRatio, marketCap, initialMarketCap, athMarketCap } = figures;
  const pressure = buySellRatio ? pressureSignal(buySellRatio.value / (1 + buySellRatio.value)) : null;
  // Said as the alerts' finding: the trades beside it are unknown, not zero.
  if (pressure && buySellRatio) signals.push(`${pressure} (buy/sell ratio ${buySellRatio.value} in an alert)`);
  if (marketCap && initialMarketCap && initialMarketCap.value > 0) {
    const multiple = marketCap.value / initialMarketCap.value;
    const first = formatUsd(initialMarketCap.value);
    if (multiple >= STRONG_RISE_MULTIPLE) signals.push(`Up ${multiple.toFixed(1)}x since the first alert at ${first}`);
    else if (dropPercent(multiple) >= STRONG_MOVE_PERCENT) signals.push(`Down ${dropPercent(multiple)}% since the first alert at ${first}`);
  }
  if (marketCap && athMarketCap && athMarketCap.value > 0 && dropPercent(marketCap.value / athMarketCap.value) >= STRONG_MOVE_PERCENT) {
    signals.push(`Down ${dropPercent(marketCap.value / athMarketCap.value)}% from its ATH of ${formatUsd(athMarketCap.value)}`);
  }
  if (figures.dexPaid?.value) signals.push('DEX paid');
  return signals;
}

/** The warning that says which figures were not checked on-chain but taken from the alerts, and their age. */
export function alertNote(taken: readonly Taken[], figures: AlertFigures, now: Date): string {
  if (taken.length === 0) {
    const messages = figures.messageCount === 1 ? 'the one alert message' : `the ${figures.messageCount} alert messages`;
    return `Not checked on-chain: ${messages} (first ${formatAgeRange([figures.firstSeen], now)}) state no holder, dev or market figures`;
  }
  const names = [...new Set(taken.map((figure) => figure.figure))];
  const ages = formatAgeRange(
    taken.map((figure) => figure.at),
    now,
  );
  return `Not checked on-chain, from the alert messages (stated ${ages}): ${listed(names)}`;
}

/** 'Dev: renounced' says the dev gave up the mint and freeze authority; 'not renounced' that they kept it. */
function authorityStated(devStatus: Stated<string> | null): Stated<boolean> | null {
  if (devStatus?.value === 'renounced') return { value: false, at: devStatus.at };
  return devStatus?.value === 'not renounced' ? { value: true, at: devStatus.at } : null;
}

/** Takes a stated figure where the current one is unknown, and keeps a record of what it took. */
function taker() {
  const taken: Taken[] = [];
  const take = <T>(current: T | null, stated: Stated<T> | null, figure: string): T | null => {
    if (current !== null || !stated) return current;
    taken.push({ figure, at: stated.at });
    return stated.value;
  };
  return { take, taken };
}

function namingAlerts(source: SecuritySource): SecuritySource {
  return source === 'rugcheck' || source === 'solana-rpc' ? `${source} + ${ALERT_MESSAGES}` : source;
}

/** How far below 1 a multiple is, as a whole percent. */
function dropPercent(multiple: number): number {
  return Math.round((1 - multiple) * 100);
}

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
