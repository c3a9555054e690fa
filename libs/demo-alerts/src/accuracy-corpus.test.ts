import { describe, expect, it } from '@jest/globals';
import { accuracyCorpus, expectedChain, MESSY_FORMS } from './accuracy-corpus.js';
import { base58ByteLength, isEvmAddress, isSolanaAddress } from './base58.js';
import { demoAlerts } from './demo-alerts.js';

// Address-length base58 runs (43-44 characters: what a 32-byte key encodes to unless it starts
// with zero bytes), not part of a longer run such as a transaction signature.
const ADDRESS_RUN = /(?<![1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{43,44}(?![1-9A-HJ-NP-Za-km-z])/g;

describe('the accuracy corpus', () => {
  it('adds at least 90 alerts, making at least 150 with the demo feed', () => {
    expect(accuracyCorpus.length).toBeGreaterThanOrEqual(90);
    expect(accuracyCorpus.length + demoAlerts.length).toBeGreaterThanOrEqual(150);
  });

  it('holds every message type at least five times, and messages no template knows', () => {
    const perType = new Map<string, number>();
    for (const { expected } of accuracyCorpus) perType.set(expected.messageType, (perType.get(expected.messageType) ?? 0) + 1);
    expect(perType.size).toBe(12);
    for (const count of perType.values()) expect(count).toBeGreaterThanOrEqual(5);
  });

  it('covers every messy form of the extraction issue', () => {
    const covered = new Set(accuracyCorpus.flatMap((c) => c.covers));
    expect(MESSY_FORMS.filter((form) => !covered.has(form))).toEqual([]);
    for (const alert of accuracyCorpus) expect(alert.covers.length).toBeGreaterThan(0);
  });

  it('repeats no message of its own or of the demo feed', () => {
    const texts = [...demoAlerts, ...accuracyCorpus].map((alert) => alert.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('expects valid token addresses: Solana base58 of 32 bytes, or EVM hex', () => {
    for (const { expected } of accuracyCorpus) {
      const chain = expectedChain(expected);
      if (chain === 'solana') expect(isSolanaAddress(expected.tokenAddress)).toBe(true);
      if (chain === 'evm') expect(isEvmAddress(expected.tokenAddress)).toBe(true);
    }
  });

  it('writes only whole addresses that decode to 32 bytes', () => {
    for (const alert of accuracyCorpus) {
      for (const source of [alert.text, ...(alert.links ?? [])]) {
        for (const [run] of source.matchAll(ADDRESS_RUN)) expect([run, base58ByteLength(run)]).toEqual([run, 32]);
      }
    }
  });

  it('gives pump.fun mints the pump suffix', () => {
    for (const alert of accuracyCorpus) {
      for (const link of alert.links ?? []) {
        const mint = /^https:\/\/pump\.fun\/coin\/([^/?]+)/.exec(link)?.[1];
        if (mint !== undefined) expect(mint).toMatch(/pump$/);
      }
    }
  });

  it('expects a name or symbol only with a token, and the token somewhere in the message', () => {
    for (const { text, links, expected } of accuracyCorpus) {
      if (expected.tokenAddress === '') {
        expect([expected.tokenName, expected.tokenSymbol, expected.chain]).toEqual([undefined, undefined, undefined]);
        continue;
      }
      expect([text, ...(links ?? [])].some((source) => source.toLowerCase().includes(expected.tokenAddress.toLowerCase()))).toBe(true);
    }
  });

  it('states names and symbols without markup or invisible marks', () => {
    for (const { expected } of accuracyCorpus) {
      for (const value of [expected.tokenName, expected.tokenSymbol]) {
        if (value === undefined) continue;
        expect(value).toBe(value.trim());
        expect(value).not.toMatch(/[\u200B-\u200F\u2060\uFEFF$*`<>]/);
      }
    }
  });

  it('replays at a human pace', () => {
    for (const alert of accuracyCorpus) expect(alert.delaySeconds).toBeGreaterThanOrEqual(2);
  });
});
