import { describe, expect, it } from '@jest/globals';
import { channelCorpus } from '@solana-hub/demo-alerts';
import { extractAlert } from './extract-alert.js';

// The accuracy goals for channels the reader was not written for. Only the training part is
// checked here: the held-out part is what the goals are measured on, and is never tuned on.
// The issue allows one false address in its set of about forty messages; this part is several
// times larger, so the bound is a share of it.
const GOALS = { address: 0.97, marketCap: 0.9, symbol: 0.85, falseAddressShare: 0.01 };

interface Tally {
  correct: number;
  answered: number;
  expected: number;
}

function tally(pairs: readonly { expected: unknown; got: unknown }[]): Tally {
  return {
    correct: pairs.filter((p) => p.expected !== null && p.got === p.expected).length,
    answered: pairs.filter((p) => p.got !== null).length,
    expected: pairs.filter((p) => p.expected !== null).length,
  };
}

const share = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);
const worst = (t: Tally): number => Math.min(share(t.correct, t.answered), share(t.correct, t.expected));

describe('the reader on the training part of the unseen-channel corpus', () => {
  const read = channelCorpus.training.map((c) => ({ expected: c.expected, got: extractAlert(c.text, c.links) }));

  it('meets the issue’s goals: address, market cap and symbol in precision and recall, and few false addresses', () => {
    const address = tally(read.map((r) => ({ expected: r.expected.address, got: r.got.token?.address ?? null })));
    const marketCap = tally(read.map((r) => ({ expected: r.expected.marketCap ?? null, got: r.got.marketCap })));
    const symbol = tally(read.map((r) => ({ expected: r.expected.symbol ?? null, got: r.got.token?.symbol ?? null })));
    const falseAddresses = read.filter((r) => r.got.token !== null && r.got.token.address !== r.expected.address).length;
    expect(worst(address)).toBeGreaterThanOrEqual(GOALS.address);
    expect(worst(marketCap)).toBeGreaterThanOrEqual(GOALS.marketCap);
    expect(worst(symbol)).toBeGreaterThanOrEqual(GOALS.symbol);
    expect(falseAddresses / read.length).toBeLessThanOrEqual(GOALS.falseAddressShare);
  });
});
