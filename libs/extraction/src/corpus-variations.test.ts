import { describe, expect, it } from '@jest/globals';
import { accuracyCorpus, demoAlerts, channelCorpus } from '@solana-hub/demo-alerts';
import { REWRITINGS, type Message } from './corpus-variations.fixture.js';
import { extractAlert } from './extract-alert.js';

// The engine may be tuned on the training part of the unseen corpus, never on the held-out one.
const corpus: readonly (Message & { id: string })[] = [
  ...demoAlerts.map((alert, index) => ({ id: `demo #${index + 1}`, text: alert.text, links: alert.links ?? [] })),
  ...accuracyCorpus.map((alert, index) => ({ id: `messy #${index + 1}`, text: alert.text, links: alert.links ?? [] })),
  ...channelCorpus.training.map((alert) => ({ id: alert.id, text: alert.text, links: alert.links })),
];

// A name may hold a separator the rewritings swap ('老子 | Laozi' of Phanes): read with the same
// bar in every rewriting, it is the same name.
const FIELD_SEPARATOR = / [•⋅|] /g;

function reading(message: Message) {
  const read = extractAlert(message.text, message.links);
  return {
    address: read.token?.address ?? null,
    name: read.token?.name?.replace(FIELD_SEPARATOR, ' | ') ?? null,
    symbol: read.token?.symbol ?? null,
    marketCap: read.marketCap,
  };
}

describe('the reader reads a real alert the same however it is rewritten (metamorphic)', () => {
  it.each(REWRITINGS.map((rewriting) => [rewriting.name, rewriting] as const))('%s', (_name, rewriting) => {
    const changed = corpus.filter((message) => {
      const rewritten = rewriting.rewrite(message);
      return JSON.stringify(reading(rewritten)) !== JSON.stringify(reading(message));
    });
    expect(changed.map((message) => ({ id: message.id, before: reading(message), after: reading(rewriting.rewrite(message)) }))).toEqual(
      [],
    );
  });

  it('rewrites something in every message it is meant for', () => {
    const rewritten = (name: string) => corpus.filter((m) => REWRITINGS.find((r) => r.name === name)?.rewrite(m).text !== m.text).length;
    expect(rewritten('written links as buttons')).toBeGreaterThan(10);
    expect(rewritten('buttons written into the text')).toBeGreaterThan(10);
    expect(rewritten("'|' as '•'")).toBeGreaterThan(10);
  });
});
