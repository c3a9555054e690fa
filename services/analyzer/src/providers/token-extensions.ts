import { z } from 'zod';
import type { ProviderRisk } from '../report/security-facts.js';

const feeSchema = z.object({ transferFeeBasisPoints: z.number().int().min(0).max(10_000) });

/**
 * The Token-2022 (spl-token-2022) extensions that let someone other than the holder take, tax or
 * stop a holder's tokens, by extension name, each with its state as a Solana node's jsonParsed
 * mint writes it. Each is read on its own: a state of another shape is left out, never fails
 * the rest of the answer.
 */
const riskyExtensionsSchema = z.object({
  permanentDelegate: z
    .object({ delegate: z.string().nullish() })
    .optional()
    .catch(() => undefined),
  transferFeeConfig: z
    .object({
      transferFeeConfigAuthority: z.string().nullish(),
      // The newer fee takes over from the older at its epoch; both are read, the higher counts.
      olderTransferFee: feeSchema.optional(),
      newerTransferFee: feeSchema.optional(),
    })
    .optional()
    .catch(() => undefined),
  transferHook: z
    .object({ programId: z.string().nullish() })
    .optional()
    .catch(() => undefined),
});
export type RiskyExtensions = z.infer<typeof riskyExtensionsSchema>;

/** A Token-2022 mint's extensions (as a Solana node's jsonParsed mint lists them) as states keyed by extension name. */
export function extensionStates(extensions: ReadonlyArray<{ extension: string; state: unknown }> | undefined): Record<string, unknown> {
  return Object.fromEntries((extensions ?? []).map(({ extension, state }) => [extension, state]));
}

/** The risky extensions among states keyed by extension name; none when the value is no such record. */
export function riskyExtensionsOf(states: unknown): RiskyExtensions {
  return riskyExtensionsSchema.safeParse(states).data ?? {};
}

/** From this fee on, a transfer fee eats most of a trade's gain: a danger, no longer a warning. */
const HEAVY_FEE_BASIS_POINTS = 1_000;

/**
 * The extensions as a trader's risks. A permanent delegate can move or burn any holder's tokens
 * and a transfer hook can make every sell fail: dangers. A transfer fee taxes every trade, and its
 * authority can raise it (to a sell tax that traps holders): a warning, a danger from 10 %.
 * `reported` are the risks the provider already named (RugCheck's own); those are not repeated.
 */
export function extensionRisks(extensions: RiskyExtensions, reported: readonly ProviderRisk[] = []): ProviderRisk[] {
  const risks: ProviderRisk[] = [];
  const delegate = extensions.permanentDelegate?.delegate;
  if (delegate)
    risks.push({ name: 'Permanent delegate', description: `${delegate} can move or burn the tokens in any wallet`, level: 'danger' });
  const fee = extensions.transferFeeConfig;
  if (fee) {
    const basisPoints = Math.max(fee.olderTransferFee?.transferFeeBasisPoints ?? 0, fee.newerTransferFee?.transferFeeBasisPoints ?? 0);
    const canChange = Boolean(fee.transferFeeConfigAuthority);
    if (basisPoints > 0 || canChange) {
      const description = `${basisPoints / 100}% of every transfer, sells included${canChange ? '; its authority can raise it' : ''}`;
      risks.push({ name: 'Transfer fee', description, level: basisPoints >= HEAVY_FEE_BASIS_POINTS ? 'danger' : 'warn' });
    }
  }
  const hook = extensions.transferHook?.programId;
  if (hook)
    risks.push({ name: 'Transfer hook', description: `every transfer runs program ${hook}, which can make sells fail`, level: 'danger' });
  return risks.filter((risk) => !reported.some((known) => known.name.toLowerCase().includes(risk.name.toLowerCase())));
}
