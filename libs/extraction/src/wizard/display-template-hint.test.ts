import { describe, expect, it } from '@jest/globals';
import { renderDisplayTemplate } from '../engine/display-template.js';
import { analyzeSample } from './analyze-sample.js';
import { displayTemplateHint } from './display-template-hint.js';
import { proposeField } from './extracted-field.js';

describe('displayTemplateHint', () => {
  it("writes a line per ticked field, as its preset shows it, under the wizard's field name", () => {
    const fields = [
      proposeField({ name: 'market_cap', value: 24_100, source: 'sample', presetId: 'market-cap' }),
      proposeField({ name: 'holder_count', value: 87, source: 'sample', presetId: 'total-holders' }),
      proposeField({ name: 'insider_amount', value: null, source: 'default' }),
      proposeField({ name: 'win_rate', value: 71, source: 'sample', presetId: 'win-rate', enabled: false }),
    ];
    expect(displayTemplateHint(fields)).toBe('💰 MC: {{market_cap}}\n👥 Holders: {{holder_count}}\nInsider Amount: {{insider_amount}}');
  });

  it("leaves out the token's name, ticker and address, which the card's title shows", () => {
    const hint = displayTemplateHint(
      analyzeSample('🚨 NEW ALERT 🚨\nGoblin Cat ($GOBCAT)\nCA: 13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump\nMC: $24.1K').fields,
    );
    expect(hint).toBe('💰 MC: {{market_cap}}');
  });

  it('renders with the fields the sample gave', () => {
    const analysis = analyzeSample('🔔 ALPHA FEED\nGoblin Cat ($GOBCAT)\nMC: $24.1K\n🐦 Twitter mentions: 12');
    const values = Object.fromEntries(analysis.fields.map((field) => [field.name, field.value]));
    expect(renderDisplayTemplate(displayTemplateHint(analysis.fields), values)).toBe('💰 MC: $24.10K\n🐦 Mentions: 12');
  });
});
