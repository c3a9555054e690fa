import { describe, expect, it } from '@jest/globals';
import { templateCounts } from './template-counts';

describe('templateCounts', () => {
  it('counts all, switched-on and switched-off templates', () => {
    expect(templateCounts([{ enabled: true }, { enabled: false }, { enabled: true }])).toEqual({ total: 3, active: 2, disabled: 1 });
    expect(templateCounts([])).toEqual({ total: 0, active: 0, disabled: 0 });
  });
});
