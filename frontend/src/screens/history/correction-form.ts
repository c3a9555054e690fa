import { messageCorrectionSchema, type AlertMessage, type MessageCorrectionBody } from '@solana-hub/contracts';

/** The form's fields as typed: text, the market cap as a plain number of dollars. */
export interface CorrectionDraft {
  name: string;
  symbol: string;
  marketCap: string;
}

/** The form as it opens: what the message says now. */
export function draftOf(message: AlertMessage): CorrectionDraft {
  return {
    name: message.token_name ?? '',
    symbol: message.token_symbol ?? '',
    marketCap: message.market_cap === null ? '' : String(message.market_cap),
  };
}

/**
 * The correction to send: only the fields the trader changed, checked as the gateway checks
 * them; or what is wrong, for the form to show.
 */
export function correctionOf(message: AlertMessage, draft: CorrectionDraft): { correction: MessageCorrectionBody } | { error: string } {
  const before = draftOf(message);
  const body: Record<string, unknown> = {};
  if (draft.name.trim() !== before.name) body['token_name'] = draft.name;
  if (draft.symbol.trim() !== before.symbol) body['token_symbol'] = draft.symbol;
  if (draft.marketCap.trim() !== before.marketCap) {
    const figure = Number(draft.marketCap.replace(/[$,\s]/g, ''));
    body['market_cap'] = draft.marketCap.trim() === '' ? Number.NaN : figure;
  }
  if (Object.keys(body).length === 0) return { error: 'Nothing changed' };
  const parsed = messageCorrectionSchema.safeParse(body);
  if (!parsed.success)
    return { error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'correction'}: ${issue.message}`).join('; ') };
  return { correction: parsed.data };
}
