import { describe, expect, it } from '@jest/globals';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { matchMessageType, type MessageTemplate } from '../message-type.js';
import { toPlainText } from '../plain-text.js';
import { matchTemplate } from './match-template.js';
import { builtInTemplateRecords } from './template.js';

const template = (name: string, priority: number, patterns: MessageTemplate['patterns']): MessageTemplate => ({
  name,
  display_name: name,
  priority,
  enabled: true,
  patterns,
});

describe('matchTemplate', () => {
  it('classifies every demo alert as its source bot does', () => {
    for (const alert of demoAlerts) {
      const text = toPlainText(alert.text);
      expect(matchTemplate(builtInTemplateRecords, text)?.name).toBe(alert.expected.messageType);
    }
  });

  it('never backtracks into a stall on a catastrophic user pattern', () => {
    const evil = template('evil', 100, [{ pattern: '(a+)+$', type: 'regex', enabled: true }]);
    expect(matchMessageType([evil], `${'a'.repeat(50_000)}!`)).toBe('unknown');
  });

  it('gives the winning template itself, extractors and all', () => {
    const found = matchTemplate(builtInTemplateRecords, '🔊 VOLUME ALERT 🔴\nMarket Cap: $9.8K');
    expect(found?.name).toBe('volume_alert');
    expect(found?.extractors).toEqual([]);
  });

  it('prefers the higher priority, then the one listed first, and skips disabled ones', () => {
    const low = template('low', 10, [{ pattern: 'alert', type: 'contains', enabled: true }]);
    const high = template('high', 20, [{ pattern: 'ALERT$', type: 'regex', enabled: true }]);
    const twin = template('twin', 20, [{ pattern: 'alert', type: 'contains', enabled: true }]);
    expect(matchTemplate([low, high, twin], 'new alert')?.name).toBe('high');
    expect(matchTemplate([low, { ...high, enabled: false }, twin], 'new alert')?.name).toBe('twin');
  });

  it('matches nothing with a pattern RE2 refuses, or with no enabled pattern', () => {
    const broken = template('broken', 10, [{ pattern: '(a)\\1', type: 'regex', enabled: true }]);
    const empty = template('empty', 10, [{ pattern: 'a', type: 'contains', enabled: false }]);
    expect(matchTemplate([broken, empty], 'aa')).toBeNull();
  });

  it('stays responsive when a pattern would backtrack catastrophically', () => {
    const evil = template('evil', 10, [{ pattern: '(a+)+$', type: 'regex', enabled: true }]);
    expect(matchTemplate([evil], `${'a'.repeat(100_000)}!`)).toBeNull();
  });
});
