import { z } from 'zod';
import { figure, figureOrDigits } from '@solana-hub/providers';

/**
 * RugCheck's GET /v1/tokens/{mint}/report, with the fields the analyzer reads (the report
 * carries many more: 10 KB to 2.5 MB in all). Lists RugCheck has no data for come as null.
 */
export const rugCheckReportSchema = z.object({
  mint: z.string(),
  token: z
    .object({
      mintAuthority: z.string().nullable(),
      freezeAuthority: z.string().nullable(),
      /** Raw units; RugCheck writes most amounts as JSON numbers, some as strings. */
      supply: figureOrDigits,
      decimals: z.number().int(),
    })
    .nullable(),
  creator: z.string().nullish(),
  /** Raw units, as the supply. */
  creatorBalance: figureOrDigits,
  risks: z
    .array(z.object({ name: z.string(), description: z.string().nullish(), level: z.string(), score: z.number().optional() }))
    .nullish(),
  /** RugCheck's own risk score, 0 (good) to 100 (bad). */
  score_normalised: z.number().optional(),
  topHolders: z
    .array(z.object({ address: z.string(), pct: figure, owner: z.string().nullish(), insider: z.boolean().optional() }))
    .nullish(),
  markets: z.array(z.object({ marketType: z.string().optional(), lp: z.object({ lpLockedPct: figure }).nullish() })).nullish(),
  /** Accounts RugCheck recognises, by address: pools ('AMM'), the creator ('CREATOR'), …; an entry without a type is no pool. */
  knownAccounts: z.record(z.string(), z.object({ name: z.string().nullish(), type: z.string().nullish() })).nullish(),
  /** The mint's Token-2022 extension states by extension name (token-extensions.ts reads the risky ones), null for a classic mint. */
  token_extensions: z.unknown().optional(),
  /** The transfer fee, in percent of a transfer. */
  transferFee: z.object({ pct: figure }).nullish(),
  totalHolders: figure,
  rugged: z.boolean().nullish(),
});
export type RugCheckReport = z.infer<typeof rugCheckReportSchema>;
