import { z } from 'zod';
import type { PassingFailure } from '@solana-hub/providers';

/** A JSON-RPC 2.0 answer: a `result` (checked by the method's schema) or an `error`. */
export const rpcEnvelopeSchema = z.object({
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

/**
 * JSON-RPC errors that mean "too many requests", which RPC providers answer inside an HTTP 200:
 * -32429, and -32005 (EIP-1474's "limit exceeded", which multi-chain providers reuse; from a
 * Solana node itself it means the node is behind, which waiting cures too), or any code with a
 * message that says so.
 */
const RATE_LIMIT_CODES = new Set([-32429, -32005]);
const RATE_LIMIT_MESSAGE = /too many requests|rate.?limit/i;

/** A rate limit in a JSON-RPC answer, to be waited out and retried like a 429; null for anything else. */
export function rpcRateLimitIn(body: unknown): PassingFailure | null {
  const error = rpcEnvelopeSchema.safeParse(body).data?.error;
  if (!error || !(RATE_LIMIT_CODES.has(error.code) || RATE_LIMIT_MESSAGE.test(error.message))) return null;
  return { detail: `rate limited: ${error.message} (code ${error.code})`, rateLimited: true };
}

/** An account the node cannot parse (or was asked for in base64) comes as [data, encoding]. */
const unparsedData = z.tuple([z.string(), z.string()]);

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
                /** Token-2022 mints only: each extension with its state (token-extensions.ts reads them). */
                extensions: z.array(z.object({ extension: z.string(), state: z.unknown() })).optional(),
              })
              .loose(),
          }),
        }),
        unparsedData,
      ]),
    })
    .nullable(),
});

/**
 * getMultipleAccounts with encoding jsonParsed for a mint and its Metaplex metadata account: the
 * mint parsed as getAccountInfo gives it, the metadata account (which no node parses) as
 * [base64, 'base64']; null where no account exists.
 */
export const namingAccountsSchema = z.object({
  context: z.object({ slot: z.number() }),
  value: z.array(mintAccountSchema.shape.value),
});

/** getTokenLargestAccounts: the 20 largest token accounts of a mint, amounts in raw units. */
export const largestAccountsSchema = z.object({
  context: z.object({ slot: z.number() }),
  value: z.array(
    z.object({ address: z.string(), amount: z.string().regex(/^\d+$/), decimals: z.number().int(), uiAmountString: z.string().optional() }),
  ),
});

/**
 * getMultipleAccounts with encoding jsonParsed, for token accounts: who owns each (the wallet,
 * or a pool's authority). null where no account exists.
 */
export const tokenAccountsSchema = z.object({
  context: z.object({ slot: z.number() }),
  value: z.array(
    z
      .object({
        data: z.union([
          z.object({ parsed: z.object({ type: z.string(), info: z.object({ owner: z.string().optional() }).loose() }) }),
          unparsedData,
        ]),
      })
      .nullable(),
  ),
});

/** getMultipleAccounts without data (a dataSlice of length 0): the program that owns each account, null where none exists. */
export const accountOwnersSchema = z.object({
  context: z.object({ slot: z.number() }),
  value: z.array(z.object({ owner: z.string() }).nullable()),
});
