import { describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import fc from 'fast-check';
import { WRITTEN_ALERT_TYPES, writtenAlert, writtenAlertToken } from '@solana-hub/demo-alerts';
import { builtInTemplatesWithExtractors } from './built-in-template-records.js';
import { readAlert } from './read-alert.js';

// The alert-rules bench expects its rules' firings from the facts it writes into these texts:
// the extractor (the built-in templates as a new database has them) must read them back exactly.
describe('written alerts (the alert-rules bench load) read back as written (property)', () => {
  it('reads type, address, name, symbol and market cap of every type, token and market cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WRITTEN_ALERT_TYPES),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat(1_000_000),
        fc.integer({ min: 1_000, max: 500_000_000 }),
        (messageType, bytes, tokenIndex, marketCap) => {
          const facts = { messageType, address: bs58.encode(bytes), ...writtenAlertToken(tokenIndex), marketCap };
          const read = readAlert(writtenAlert(facts), [], builtInTemplatesWithExtractors);
          expect({
            messageType: read.messageType,
            address: read.token?.address,
            name: read.token?.name,
            symbol: read.token?.symbol,
            marketCap: read.marketCap,
          }).toEqual({ messageType, address: facts.address, name: facts.name, symbol: facts.symbol, marketCap });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('gives every token number its own name and symbol', () => {
    const symbols = new Set(Array.from({ length: 5_000 }, (_, index) => writtenAlertToken(index).symbol));
    expect(symbols.size).toBe(5_000);
  });
});
