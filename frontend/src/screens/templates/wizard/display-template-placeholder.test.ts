import { describe, expect, it } from '@jest/globals';
import { insertPlaceholder } from './display-template-placeholder';

describe('insertPlaceholder', () => {
  it('inserts at the cursor and puts the cursor after the placeholder', () => {
    expect(insertPlaceholder('MC: \nVol', 4, 4, 'market_cap')).toEqual({ text: 'MC: {{market_cap}}\nVol', cursor: 18 });
  });

  it('replaces the selection', () => {
    expect(insertPlaceholder('MC: XXX', 4, 7, 'market_cap')).toEqual({ text: 'MC: {{market_cap}}', cursor: 18 });
  });

  it('keeps a cursor beyond the text at its end', () => {
    expect(insertPlaceholder('', 5, 9, 'token_name')).toEqual({ text: '{{token_name}}', cursor: 14 });
  });
});
