import { describe, expect, it } from '@jest/globals';
import { isEvmAddress, isSolanaAddress } from './base58.js';
import { channelCorpus, MISS_CLASSES, parseChannelCases, type ChannelCase } from './channel-corpus.js';

// An honest measure weighs many formats, each seen a few times: enough sources, a held-out part
// of its own sources, none of which dominates it.
const MIN_SOURCES = 40;
const MIN_HELD_OUT_SOURCES = 25;
const MAX_HELD_OUT_SHARE_PER_SOURCE = 0.08;
const MIN_MESSAGES = 400;

const all: readonly ChannelCase[] = [...channelCorpus.training, ...channelCorpus.heldOut];
const sourcesOf = (cases: readonly ChannelCase[]): Set<string> => new Set(cases.map((c) => c.source));

/** What is wrong with a case's labels, if anything; an empty list when they parse. */
function labelProblems({ expected: e }: ChannelCase): string[] {
  const problems: string[] = [];
  if (e.address !== null) {
    const valid = (e.chain ?? 'solana') === 'solana' ? isSolanaAddress(e.address) : isEvmAddress(e.address);
    if (!valid) problems.push(`address ${e.address} is not a ${e.chain ?? 'solana'} address`);
  } else if (e.name !== undefined || e.symbol !== undefined || e.chain !== undefined || e.marketCap !== undefined) {
    problems.push('a name, symbol, chain or market cap without the token address');
  }
  for (const [field, value] of [
    ['name', e.name],
    ['symbol', e.symbol],
  ] as const) {
    if (value !== undefined && (value === '' || value !== value.trim() || /[\u200B-\u200F\u2060\uFEFF*`<>]/.test(value))) {
      problems.push(`${field} ${JSON.stringify(value)} carries spaces, markup or invisible marks`);
    }
  }
  if (e.symbol?.startsWith('$')) problems.push(`symbol ${e.symbol} keeps its '$'`);
  if (e.marketCap !== undefined && !(Number.isFinite(e.marketCap) && e.marketCap > 0)) problems.push(`market cap ${e.marketCap}`);
  return problems;
}

describe('the channel corpus', () => {
  it(`holds at least ${MIN_MESSAGES} messages of at least ${MIN_SOURCES} sources, most of them real messages`, () => {
    expect(all.length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(sourcesOf(all).size).toBeGreaterThanOrEqual(MIN_SOURCES);
    expect(all.filter((c) => c.origin === 'published').length * 2).toBeGreaterThan(all.length);
  });

  it('names where every published or template message was found', () => {
    for (const c of all) expect([c.id, c.origin === 'written' || c.ref !== undefined]).toEqual([c.id, true]);
  });

  it('labels every message with fields that parse', () => {
    for (const c of all) expect([c.id, labelProblems(c)]).toEqual([c.id, []]);
  });

  it('finds every labelled address in the text or the links', () => {
    for (const { id, text, links, expected } of all) {
      if (expected.address === null) continue;
      const address = expected.address;
      const named = [text, ...links].some((s) =>
        expected.chain === 'evm' ? s.toLowerCase().includes(address.toLowerCase()) : s.includes(address),
      );
      expect([id, named]).toEqual([id, true]);
    }
  });

  it('gives every link as an absolute URL', () => {
    for (const { id, links } of all) for (const link of links) expect([id, link, URL.canParse(link)]).toEqual([id, link, true]);
  });

  it('repeats no message and no id', () => {
    expect(new Set(all.map((c) => c.text)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it(`splits by source: at least ${MIN_HELD_OUT_SOURCES} held-out sources of their own, none more than 8 % of that part`, () => {
    const training = sourcesOf(channelCorpus.training);
    const heldOut = sourcesOf(channelCorpus.heldOut);
    expect([...heldOut].filter((source) => training.has(source))).toEqual([]);
    expect(heldOut.size).toBeGreaterThanOrEqual(MIN_HELD_OUT_SOURCES);
    for (const source of heldOut) {
      const share = channelCorpus.heldOut.filter((c) => c.source === source).length / channelCorpus.heldOut.length;
      expect([source, share <= MAX_HELD_OUT_SHARE_PER_SOURCE]).toEqual([source, true]);
    }
  });

  it('holds messages about no token in the held-out part, to count false addresses on', () => {
    const noToken = channelCorpus.heldOut.filter((c) => c.expected.address === null);
    expect(sourcesOf(noToken).size).toBeGreaterThanOrEqual(5);
  });

  it('shows the hard classes in the training part, where the reader may learn them', () => {
    const shown = new Set(channelCorpus.training.flatMap((c) => c.classes));
    expect(MISS_CLASSES.filter((missClass) => !shown.has(missClass))).toEqual([]);
  });

  it('rejects a line that does not fit the schema, naming its file and line', () => {
    const line = JSON.stringify({ id: 'x:1', source: 'x', split: 'training', origin: 'written', text: 't', links: [], expected: {} });
    expect(() => parseChannelCases(`\n${line}\n`, 'x.jsonl')).toThrow(/x\.jsonl:2/);
  });
});
