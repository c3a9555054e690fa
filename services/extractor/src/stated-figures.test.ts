import { describe, expect, it } from '@jest/globals';
import type { RawMessage } from '@solana-hub/contracts';
import { builtInTemplatesWithExtractors, parseTemplate, type Template } from '@solana-hub/extraction';
import { extractNewAlert } from './extract-new-alert.js';
import { statedFigures, statedPairAddress } from './stated-figures.js';

const mint = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const pair = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';

function raw(text: string, links: string[] = []): RawMessage {
  return {
    source: 'http',
    chatId: '-1001',
    chatTitle: null,
    messageId: '1',
    editVersion: 0,
    date: '2026-03-01T12:00:00.000Z',
    text,
    links,
    receivedAt: '2026-03-01T12:00:01.000Z',
  };
}

/** A hand-made template whose regex extractors aim at every figure, some twice. */
const handMade: Template = parseTemplate({
  name: 'figures_feed',
  display_name: 'Figures feed',
  patterns: [{ pattern: 'FIGURES FEED', type: 'contains', enabled: true }],
  extractors: [
    { name: 'price_text', type: 'regex', pattern: String.raw`Price: (\S+)`, target_field: 'initial_price', accumulator_type: 'latest' },
    { name: 'volume_words', type: 'regex', pattern: String.raw`Volume: (.+)`, target_field: 'volume_24h', accumulator_type: 'latest' },
    { name: 'volume_figure', type: 'regex', pattern: String.raw`Vol24: (\S+)`, target_field: 'volume_24h', accumulator_type: 'latest' },
    { name: 'holders', type: 'regex', pattern: String.raw`Holders: (\S+)`, target_field: 'holder_count', accumulator_type: 'latest' },
    { name: 'dev', type: 'regex', pattern: String.raw`Dev: (\S+)`, target_field: 'dev_holdings_percentage', accumulator_type: 'latest' },
    { name: 'liquidity', type: 'regex', pattern: String.raw`Liq: (\S+)`, target_field: 'liquidity_usd', accumulator_type: 'latest' },
  ],
});

describe('statedFigures', () => {
  it('reads each figure from the first extractor aimed at it whose value is that figure, as the message writes it', () => {
    const fields = {
      price_text: '$0.0{5}7311',
      volume_words: 'plenty',
      volume_figure: '$1.9M',
      holders: '1,284',
      dev: '2.1%',
      liquidity: '61.3K',
    };
    expect(statedFigures(handMade, fields)).toEqual({
      initial_price: 0.000007311,
      volume_24h: 1_900_000,
      holder_count: 1284,
      dev_holdings_percentage: 2.1,
      liquidity_usd: 61_300,
    });
  });

  it('states nothing implausible: a share above 100 %, a negative or endless amount', () => {
    expect(statedFigures(handMade, { dev: '140%', holders: '-5', liquidity: '9'.repeat(400), price_text: 'soon' })).toEqual({});
  });

  it('states nothing without a template or when the fields are aimed elsewhere', () => {
    expect(statedFigures(undefined, { liquidity: '61.3K' })).toEqual({});
    expect(statedFigures(handMade, { market_cap: '61.3K' })).toEqual({});
  });
});

describe('statedPairAddress', () => {
  it('takes the pair_address field only when it is an address the message states', () => {
    expect(statedPairAddress({ pair_address: pair }, 'Chart', [`https://dexscreener.com/solana/${pair}`])).toBe(pair);
    expect(statedPairAddress({ pair_address: pair }, `Pool ${pair}`, [])).toBe(pair);
    expect(statedPairAddress({ pair_address: pair }, 'no pair here', [])).toBeNull();
    expect(statedPairAddress({ pair_address: 'the big pool' }, 'the big pool', [])).toBeNull();
  });
});

describe('a message extracted for storage', () => {
  it("carries the figures its built-in template's presets read", () => {
    const text = [
      '🔊 VOLUME ALERT 🟢',
      'Goblin Cat ($GOBCAT)',
      `CA: ${mint}`,
      'Price: $0.0{5}7311',
      'MC $47.8K | Vol 1h $96.3K | Liq $14.1K',
    ].join('\n');
    const { alert } = extractNewAlert(raw(text), builtInTemplatesWithExtractors);
    expect(alert.messageType).toBe('volume_alert');
    expect(alert.figures).toEqual({ initial_price: 0.000007311, volume_24h: 96_300, liquidity_usd: 14_100 });
  });

  it('carries the pair and the caller the reader finds without any template', () => {
    const text = ['Frog Prophet ($PROPH)', `CA: ${mint}`, `Pair: ${pair}`, 'Called by @solsniperjoe'].join('\n');
    const { alert } = extractNewAlert(raw(text), []);
    expect(alert).toMatchObject({ messageType: 'unknown', pairAddress: pair, callerName: '@solsniperjoe' });
  });

  it("carries a hand-made template's figures and the pair it names", () => {
    const withPair = parseTemplate({
      ...handMade,
      extractors: [
        ...handMade.extractors,
        {
          name: 'pair_address',
          type: 'regex',
          pattern: String.raw`Pool: (\w+)`,
          target_field: 'accumulated_data',
          accumulator_type: 'latest',
        },
      ],
    });
    const text = ['FIGURES FEED', `CA: ${mint}`, 'Holders: 412', 'Dev: 3.4%', `Pool: ${pair}`].join('\n');
    const { alert } = extractNewAlert(raw(text), [withPair]);
    expect(alert.figures).toEqual({ holder_count: 412, dev_holdings_percentage: 3.4 });
    expect(alert.pairAddress).toBe(pair);
  });
});
