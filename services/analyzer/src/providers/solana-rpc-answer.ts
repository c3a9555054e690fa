import { z } from 'zod';

/** A JSON-RPC 2.0 answer: a `result` (checked by the method's schema) or an `error`. */
export const rpcEnvelopeSchema = z.object({
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

/** getAccountInfo with encoding jsonParsed, for a token mint (spl-token or spl-token-2022). */
export const mintAccountSchema = z.object({
  context: z.object({ slot: z.number() }),
  value: z
    .object({
      owner: z.string(),
      data: z.union([
        z.object({
          program: z.string(),
          parsed: z.object({
            type: z.string(),
            info: z
              .object({
                mintAuthority: z.string().nullish(),
                freezeAuthority: z.string().nullish(),
                supply: z.string().regex(/^\d+$/).optional(),
                decimals: z.number().int().optional(),
              })
              .loose(),
          }),
        }),
        // An account the node cannot parse comes as [base64, encoding].
        z.tuple([z.string(), z.string()]),
      ]),
    })
    .nullable(),
});

/** getTokenLargestAccounts: the 20 largest token accounts of a mint, amounts in raw units. */
export const largestAccountsSchema = z.object({
  context: z.object({ slot: z.number() }),
  value: z.array(
    z.object({ address: z.string(), amount: z.string().regex(/^\d+$/), decimals: z.number().int(), uiAmountString: z.string().optional() }),
  ),
});
