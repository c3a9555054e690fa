import { describe, expect, it } from '@jest/globals';
import type { StoredTemplate } from '@solana-hub/contracts';
import { HttpError } from './http-error';
import { duplicateBody, serverErrorText } from './templates';

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

describe('serverErrorText', () => {
  it("reads the server's {error} from a refused call", () => {
    expect(serverErrorText(new HttpError(409, `409: {"error":"A template named 'insider' already exists"}`))).toBe(
      "A template named 'insider' already exists",
    );
    expect(serverErrorText(new HttpError(400, '400: {"error":"patterns[0].pattern: pattern 1: missing )"}'))).toBe(
      'patterns[0].pattern: pattern 1: missing )',
    );
  });

  it('has nothing to say for other failures', () => {
    expect(serverErrorText(new HttpError(502, '502: Bad Gateway'))).toBeUndefined();
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
