import { z } from 'zod';

/** A raw amount: RugCheck writes most as JSON numbers, some as strings. */
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]);

/**
 * RugCheck's GET /v1/tokens/{mint}/report, with the fields the analyzer reads (the report
 * carries many more). Lists RugCheck has no data for come as null.
 */
export const rugCheckReportSchema = z.object({
  mint: z.string(),
  token: z
    .object({
      mintAuthority: z.string().nullable(),
      freezeAuthority: z.string().nullable(),
      supply: amount,
      decimals: z.number().int(),
    })
    .nullable(),
  creator: z.string().nullish(),
  /** Raw units, as the supply. */
  creatorBalance: amount.nullish(),
  risks: z
    .array(z.object({ name: z.string(), description: z.string().nullish(), level: z.string(), score: z.number().optional() }))
    .nullish(),
  /** RugCheck's own risk score, 0 (good) to 100 (bad). */
  score_normalised: z.number().optional(),
  topHolders: z.array(z.object({ address: z.string(), pct: z.number(), owner: z.string().nullish(), insider: z.boolean().optional() })).nullish(),
  markets: z.array(z.object({ marketType: z.string().optional(), lp: z.object({ lpLockedPct: z.number() }).nullish() })).nullish(),
  /** Accounts RugCheck recognises, by address: pools ('AMM'), the creator ('CREATOR'), … */
  knownAccounts: z.record(z.string(), z.object({ name: z.string().optional(), type: z.string() })).nullish(),
  totalHolders: z.number().int().nullish(),
  rugged: z.boolean().nullish(),
});
export type RugCheckReport = z.infer<typeof rugCheckReportSchema>;
