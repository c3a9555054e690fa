import { describe, expect, it } from '@jest/globals';
import { builtInTemplates, matchMessageType, type MessageTemplate, type TemplatePattern } from './message-type.js';

const contains = (pattern: string, enabled = true): TemplatePattern => ({ pattern, type: 'contains', enabled });
const regex = (pattern: string, enabled = true): TemplatePattern => ({ pattern, type: 'regex', enabled });
const template = (name: string, priority: number, patterns: TemplatePattern[], enabled = true): MessageTemplate => ({
  name,
  display_name: name,
  priority,
  enabled,
  patterns,
});

describe('builtInTemplates', () => {
  it('has one template per known message type', () => {
    expect(builtInTemplates.map((t) => t.name).sort()).toEqual(
      [
        'pumpfun_volume',
        'pumpfun_new_alert',
        'trenchRadar_pumpfun',
        'insider',
        'cabal_fomo',
        'cabal_analysis',
        'curated',
        'call_analyzer',
        'trench_radar',
        'volume_alert',
        'jokel_push_chat',
      ].sort(),
    );
  });

  it('has only valid regexes', () => {
    const regexes = builtInTemplates.flatMap((t) => t.patterns).filter((p) => p.type === 'regex');
    for (const { pattern } of regexes) expect(() => new RegExp(pattern, 'i')).not.toThrow();
  });

  it.each([
    ['📡 TRENCH RADAR | PUMP.FUN\n🟢 Trench Dog (TDOG)', 'trenchRadar_pumpfun'],
    ['🛰 TRENCH RADAR\n🟠 Solana Sloth · $SLOTH', 'trench_radar'],
    ['📊 PUMPFUN VOLUME SPIKE 🟢', 'pumpfun_volume'],
    ['🔊 VOLUME ALERT 🔴', 'volume_alert'],
    ['🚨 NEW ALERT 🚨\n📈 Bonding curve: 27.4%', 'pumpfun_new_alert'],
    ['🕵️ INSIDER SELL 🔴', 'insider'],
    ['**CABAL FOMO**', 'cabal_fomo'],
    ['Forwarded note\n🧠 Cabal Analysis', 'cabal_analysis'],
  ])('classifies %j', (text, type) => {
    expect(matchMessageType(builtInTemplates, text)).toBe(type);
  });

  it.each([
    ['a headline phrase in the body', 'gm, this one hit a volume alert on my screen'],
    ['NEW ALERT without pump.fun fields', '🚨 NEW ALERT 🚨\nSomething happened'],
    ['insider as a count', 'KOLs: 4 | Insiders: 2'],
    ['an empty message', ''],
  ])('does not classify %s', (_case, text) => {
    expect(matchMessageType(builtInTemplates, text)).toBe('unknown');
  });

  it('lets a template saved by the wizard (priority 100) win over a built-in one', () => {
    const mine = template('my_volume', 100, [contains('VOLUME ALERT')]);
    expect(matchMessageType([...builtInTemplates, mine], '🔊 VOLUME ALERT 🟢')).toBe('my_volume');
  });
});

describe('matchMessageType', () => {
  it('gives the highest-priority matching template', () => {
    const templates = [template('low', 1, [contains('alert')]), template('high', 9, [contains('alert')])];
    expect(matchMessageType(templates, 'ALERT')).toBe('high');
  });

  it('gives the first listed among equal priorities', () => {
    const templates = [template('first', 5, [contains('alert')]), template('second', 5, [contains('alert')])];
    expect(matchMessageType(templates, 'alert')).toBe('first');
  });

  it('needs every enabled pattern to match', () => {
    const templates = [template('both', 5, [contains('new'), regex('alert\\s+\\d+')])];
    expect(matchMessageType(templates, 'NEW ALERT 42')).toBe('both');
    expect(matchMessageType(templates, 'NEW ALERT')).toBe('unknown');
  });

  it('ignores disabled patterns', () => {
    const templates = [template('t', 5, [contains('alert'), contains('never there', false)])];
    expect(matchMessageType(templates, 'alert')).toBe('t');
  });

  it('skips disabled templates, and treats a template without the switch as enabled', () => {
    const off = template('off', 9, [contains('alert')], false);
    const { enabled: _enabled, ...legacy } = template('legacy', 1, [contains('alert')]);
    expect(matchMessageType([off, legacy], 'alert')).toBe('legacy');
  });

  it('never matches with a template whose patterns are all disabled or missing', () => {
    const templates = [template('nothing', 9, [contains('alert', false)]), template('empty', 9, [])];
    expect(matchMessageType(templates, 'alert')).toBe('unknown');
  });

  it('matches contains and regex patterns case-insensitively', () => {
    expect(matchMessageType([template('c', 1, [contains('Smart Money')])], 'SMART MONEY buys')).toBe('c');
    expect(matchMessageType([template('r', 1, [regex('^smart money')])], 'SMART MONEY buys')).toBe('r');
  });

  it('treats an invalid regex as no match instead of throwing', () => {
    const templates = [template('broken', 9, [regex('(unclosed')]), template('fine', 1, [contains('alert')])];
    expect(matchMessageType(templates, '(unclosed alert')).toBe('fine');
  });
});
