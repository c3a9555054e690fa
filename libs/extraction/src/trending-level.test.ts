import { describe, expect, it } from '@jest/globals';
import { findTrendingLevel } from './trending-level.js';

describe('findTrendingLevel', () => {
  it.each([
    ['📊 PUMPFUN VOLUME SPIKE 🟢', '🟢'],
    ['🕵️ INSIDER SELL 🔴', '🔴'],
    ['🧠 CABAL ANALYSIS\nTrend: 🟠 Neutral', '🟠'],
  ] as const)('reads the circle in %j', (text, level) => {
    expect(findTrendingLevel(text)).toBe(level);
  });

  it('takes the first circle, not the ones in buy/sell counts further down', () => {
    expect(findTrendingLevel('🛰 TRENCH RADAR\n🟠 Solana Sloth\nTxns 1h: 🟢 622 / 🔴 580')).toBe('🟠');
  });

  it('gives null when there is no trending circle', () => {
    expect(findTrendingLevel('🚨 NEW ALERT 🚨 ⚪ 🟡 🔵')).toBeNull();
  });
});
