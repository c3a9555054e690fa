/** A finding of a security provider, e.g. RugCheck's "Mutable metadata" at level warn. */
export interface ProviderRisk {
  name: string;
  description: string;
  level: 'danger' | 'warn' | 'info';
}

/** What a security provider (RugCheck, or the Solana RPC as the fallback) tells about a token's contract and holders. */
export interface SecurityFacts {
  /** The provider, as the report names its source. */
  source: 'rugcheck' | 'solana-rpc' | 'unavailable';
  /** A live mint authority can print more tokens. */
  canMint: boolean;
  /** A live freeze authority can freeze holders' tokens, so they cannot sell. */
  canFreeze: boolean;
  /** Share of supply in the ten largest wallets; null when unknown. */
  topHoldersPercent: number | null;
  devHoldingsPercent: number | null;
  /** Share of the main pool's LP tokens locked or burned; null when not checked. */
  lockedLiquidityPercent: number | null;
  holders: number | null;
  rugged: boolean;
  risks: ProviderRisk[];
}
