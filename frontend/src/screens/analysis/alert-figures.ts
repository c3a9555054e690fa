import type { Token } from '@solana-hub/contracts';
import { shortenAddress } from '../../format/token';
import { statedFigureTexts } from '../../tokens/stated-figures';
import type { DetailRow } from './detail-row';

/**
 * The figures the token's alert messages stated, as tiles of the analysis page: apart from the
 * report's, which come from data providers, and each with when an alert stated it. Empty when
 * its alerts stated none.
 */
export function alertFigureRows(token: Token, formatTime: (iso: string) => string): DetailRow[] {
  const rows: DetailRow[] = statedFigureTexts(token.figures).map((text) => ({
    label: text.label,
    value: text.value,
    tone: text.danger ? 'bad' : 'neutral',
    note: `stated ${formatTime(text.at)}`,
  }));
  if (token.pair_address)
    rows.push({ label: 'Pair', value: shortenAddress(token.pair_address), tone: 'neutral', note: 'named by an alert' });
  return rows;
}
