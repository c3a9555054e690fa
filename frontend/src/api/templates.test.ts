import { describe, expect, it } from '@jest/globals';
import type { StoredTemplate } from '@solana-hub/contracts';
import { duplicateBody } from './templates';

const insider: StoredTemplate = {
  template_id: 7,
  name: 'insider',
  display_name: 'Insider Buy',
  enabled: true,
  priority: 60,
  sample_message: '🐋 INSIDER BUY 5 SOL',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  patterns: [{ pattern: 'INSIDER', type: 'contains', enabled: true }],
  extractors: [],
};

describe('duplicateBody', () => {
  it('names the copy, keeps priority and sample, and creates it disabled', () => {
    expect(duplicateBody(insider)).toEqual({
      name: 'insider_copy',
      display_name: 'Insider Buy (Copy)',
      enabled: false,
      priority: 60,
      sample_message: '🐋 INSIDER BUY 5 SOL',
    });
  });
});
