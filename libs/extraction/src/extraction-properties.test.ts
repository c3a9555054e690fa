import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { canWrite, writeAlert, writing, writtenToken } from './alert-variations.fixture.js';
import { extractAlert } from './extract-alert.js';

const RUNS = 3_000;

describe('the reader reads the same token however the alert is written (property)', () => {
  it('reads address, name, ticker and market cap in every headline form, order, decoration, link form, notation and separator', () => {
    fc.assert(
      fc.property(writtenToken, writing, (token, how) => {
        fc.pre(canWrite(how.headline, token));
        const { text, links } = writeAlert(token, how);
        const read = extractAlert(text, links);
        expect({
          text,
          address: read.token?.address,
          name: read.token?.name,
          symbol: read.token?.symbol,
          marketCap: read.marketCap,
        }).toEqual({
          text,
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          marketCap: token.marketCap,
        });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the reader makes no single token up from a post about several (property)', () => {
  it('reads no token from three alerts of different tokens posted as one digest', () => {
    const threeTokens = fc
      .tuple(writtenToken, writtenToken, writtenToken)
      .filter(([a, b, c]) => new Set([a.address, b.address, c.address]).size === 3);
    fc.assert(
      fc.property(threeTokens, writing, (tokens, how) => {
        const written = tokens.filter((token) => canWrite(how.headline, token)).map((token) => writeAlert(token, how));
        fc.pre(written.length === 3);
        const text = written.map((alert, rank) => `#${rank + 1}\n${alert.text}`).join('\n\n');
        expect({
          text,
          token: extractAlert(
            text,
            written.flatMap((alert) => alert.links),
          ).token,
        }).toEqual({ text, token: null });
      }),
      { numRuns: RUNS / 10 },
    );
  });
});
