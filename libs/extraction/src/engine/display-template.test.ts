import { describe, expect, it } from '@jest/globals';
import { displayTemplateFields, meaningfulDescription, renderDisplayTemplate } from './display-template.js';

describe('renderDisplayTemplate', () => {
  it('fills the placeholders', () => {
    expect(renderDisplayTemplate('💰 MC: {{market_cap}} | Dev sold: {{ dev_sold }}', { market_cap: 24_100, dev_sold: false })).toBe(
      '💰 MC: $24.10K | Dev sold: no',
    );
  });

  it('drops a line whose placeholders are all missing, empties a missing one on a filled line', () => {
    const template = '{{token_info}}\n💧 Liquidity: {{liquidity}}\n📊 Vol {{volume}} / Liq {{liquidity}}\nGood luck';
    expect(renderDisplayTemplate(template, { token_info: 'Goblin Cat ($GOBCAT)', volume: 45_200 })).toBe(
      'Goblin Cat ($GOBCAT)\n📊 Vol $45.20K / Liq \nGood luck',
    );
  });

  it('gives no description when no placeholder has a value', () => {
    expect(renderDisplayTemplate('Risk: {{rug_risk}}\nGood luck', { rug_risk: '' })).toBeNull();
  });

  it('keeps a template without placeholders as it is', () => {
    expect(renderDisplayTemplate('Hot pick 🔥', {})).toBe('Hot pick 🔥');
  });

  it('ignores the no-description placeholder', () => {
    expect(renderDisplayTemplate('{{narrative}}', { narrative: 'No description available' })).toBeNull();
  });

  it('lists the fields a template uses', () => {
    expect(displayTemplateFields('{{a}} and {{ b.c }}\n{{d-e}}')).toEqual(['a', 'b.c', 'd-e']);
  });
});

describe('meaningfulDescription', () => {
  it.each([
    ['No description available', null],
    ['  no description available. ', null],
    ['', null],
    [42, null],
    [' AI agent meta ', 'AI agent meta'],
  ])('%p → %p', (value, expected) => {
    expect(meaningfulDescription(value)).toBe(expected);
  });
});
