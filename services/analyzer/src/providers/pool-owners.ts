/**
 * Who holds a token's pools, so the top-10 share counts wallets only: a bonding curve or an AMM
 * pool often holds most of a young memecoin's supply, which is liquidity for every trader and not
 * a whale's bag (RugCheck leaves them out the same way, as its 'AMM' accounts).
 *
 * A pool's tokens sit in a token account whose owner is either
 * - an account of the pool's own program (the curve or pool state, a PDA with data): those
 *   programs are POOL_PROGRAMS, and an owner account they own is a pool;
 * - or one fixed authority PDA that signs for every pool of its program and has no data of its
 *   own: those are POOL_AUTHORITIES.
 * The DEXes here are where Solana memecoins launch and trade (the ones DexScreener's pairs name);
 * a pool on another is counted as a holder, as before.
 */

/** Programs whose accounts own pool vaults. */
export const POOL_PROGRAMS: ReadonlySet<string> = new Set([
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P', // pump.fun bonding curves
  'pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA', // PumpSwap pools
  'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK', // Raydium CLMM pools
  'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', // Meteora DLMM pairs
  '24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi', // Meteora vaults, which hold the tokens of Meteora's dynamic AMM (DAMM v1)
  'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', // Orca Whirlpools
  'MoonCVVNZFSYkqNXP6bxHLPL6QQJiMagDL3qcqUQTrG', // Moonshot bonding curves
]);

/** Authorities that own the vaults of every pool of their program. */
export const POOL_AUTHORITIES: ReadonlySet<string> = new Set([
  '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1', // Raydium AMM v4
  'GpMZbSM2GgvTKHJirzeGfMFoaZ8UR2X7F4v8vHTvxFbL', // Raydium CPMM
  'WLHv2UAZm6z4KyaaELi5pjdbJh6RESMva1Rnn8pJVVh', // Raydium LaunchLab bonding curves
  'HLnpSz9h2S4hiLQ43rnSD9XkcUThA7B8hQMKmDaiTLcC', // Meteora DAMM v2
  'FhVo3mqL8PW5pH5U2CN4XE33DokiyZnUwuGpH2hmHLuM', // Meteora dynamic bonding curves
]);
