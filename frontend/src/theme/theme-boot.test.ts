import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { effectiveTheme, parseThemePreference, THEME_STORAGE_KEY } from './theme-preference';

const bootScript = readFileSync(new URL('../../public/theme-boot.js', import.meta.url), 'utf8');

/** Runs public/theme-boot.js as the browser would and answers the data-theme it set. */
function bootedTheme(stored: string | null, systemPrefersDark: boolean): string | undefined {
  const attributes: Record<string, string> = {};
  const window = {
    localStorage: { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemPrefersDark }),
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  runInNewContext(bootScript, { window, document });
  return attributes['data-theme'];
}

describe('public/theme-boot.js', () => {
  it('sets the same theme before the first paint as the app does later', () => {
    for (const stored of [null, 'light', 'dark', 'system', 'bogus']) {
      for (const systemPrefersDark of [false, true]) {
        expect(bootedTheme(stored, systemPrefersDark)).toBe(effectiveTheme(parseThemePreference(stored), systemPrefersDark));
      }
    }
  });
});
