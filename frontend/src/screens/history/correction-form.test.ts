import { describe, expect, it } from '@jest/globals';
import type { AlertMessage } from '@solana-hub/contracts';
import { correctionOf, draftOf } from './correction-form';

const message = {
  id: 7,
  message_id: '1',
  chat_id: 'alpha',
  message_type: 'insider',
  token_address: 'Token1111',
  token_name: 'Pepe',
  token_symbol: 'PEPE',
  timestamp: '2026-03-01T12:00:00.000Z',
  message_text: 'Pepe ($PEPE)',
  description: null,
  market_cap: 40_000,
  twitter_mentions: null,
  trending_level: null,
  links: '[]',
  caller_name: null,
  caller_link: null,
  text_dropped_at: null,
} satisfies AlertMessage;

describe('the correction form', () => {
  it('opens with what the message says and sends only what the trader changed', () => {
    expect(draftOf(message)).toEqual({ name: 'Pepe', symbol: 'PEPE', marketCap: '40000' });
    expect(correctionOf(message, { name: 'Pepe', symbol: '$PEPE2', marketCap: '40000' })).toEqual({
      correction: { token_symbol: 'PEPE2' },
    });
    expect(correctionOf(message, { name: ' Pepe Two ', symbol: 'PEPE', marketCap: '$41,500' })).toEqual({
      correction: { token_name: 'Pepe Two', market_cap: 41_500 },
    });
  });

  it('says what is wrong rather than sending it', () => {
    expect(correctionOf(message, draftOf(message))).toEqual({ error: 'Nothing changed' });
    expect(correctionOf(message, { name: 'Pepe', symbol: 'TWO WORDS', marketCap: '40000' })).toEqual({
      error: expect.stringContaining('no spaces'),
    });
    expect(correctionOf(message, { name: 'Pepe', symbol: 'PEPE', marketCap: 'lots' })).toEqual({
      error: expect.stringContaining('market_cap'),
    });
  });
});
