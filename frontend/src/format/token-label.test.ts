import { describe, expect, it } from '@jest/globals';
import { tokenLabel } from './token-label';

describe('tokenLabel', () => {
  it('names a token by its name and ticker, either alone, or not at all', () => {
    expect(tokenLabel('Pepe Prime', 'PEPE')).toBe('Pepe Prime ($PEPE)');
    expect(tokenLabel('Pepe Prime', null)).toBe('Pepe Prime');
    expect(tokenLabel(null, 'PEPE')).toBe('$PEPE');
    expect(tokenLabel(undefined, '')).toBeNull();
  });
});
