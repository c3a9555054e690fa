/** A finding of a security provider, e.g. RugCheck's "Mutable metadata" at level warn. */
export interface ProviderRisk {
  name: string;
  description: string;
  level: 'danger' | 'warn' | 'info';
}

/** The security providers, as a report names them. */
export type SecurityProvider = 'rugcheck' | 'solana-rpc';

/** The token's stored alert messages, as a report names them when its figures come from them. */
export const ALERT_MESSAGES = 'alert messages';

/** Where a report's security figures came from: a provider, the alerts, a provider with gaps the alerts filled, or nowhere. */
export type SecuritySource = SecurityProvider | typeof ALERT_MESSAGES | `${SecurityProvider} + ${typeof ALERT_MESSAGES}` | 'unavailable';

/** What a security source (RugCheck, the Solana RPC as its fallback, or the alerts) tells about a token's contract and holders. */
export interface SecurityFacts {
  source: SecuritySource;
  /** A live mint authority can print more tokens; null when nobody checked (treated as live). */
  canMint: boolean | null;
  /** A live freeze authority can freeze holders' tokens, so they cannot sell; null when nobody checked (treated as live). */
  canFreeze: boolean | null;
  /** Share of supply in the ten largest wallets; null when unknown. */
  topHoldersPercent: number | null;
  devHoldingsPercent: number | null;
  /** Share of the main pool's LP tokens locked or burned; null when not checked. */
  lockedLiquidityPercent: number | null;
  holders: number | null;
  rugged: boolean;
  risks: ProviderRisk[];
}

/** Facts of a token nobody could check: every figure unknown, the authorities unchecked. */
export function uncheckedSecurity(source: SecuritySource): SecurityFacts {
  return {
    source,
    canMint: null,
    canFreeze: null,
    topHoldersPercent: null,
    devHoldingsPercent: null,
    lockedLiquidityPercent: null,
    holders: null,
    rugged: false,
    risks: [],
  };
}
