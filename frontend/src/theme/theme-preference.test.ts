import { describe, expect, it } from '@jest/globals';
import { effectiveTheme, parseThemePreference, toggledTheme } from './theme-preference';

describe('theme preference', () => {
  it('defaults to system for nothing stored or an unknown value', () => {
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('sepia')).toBe('system');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
  });

  it('shows the chosen theme, or the system one for system', () => {
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
    expect(effectiveTheme('system', true)).toBe('dark');
    expect(effectiveTheme('system', false)).toBe('light');
  });

  it('toggles to the opposite of what is on screen', () => {
    expect(toggledTheme('light', true)).toBe('dark');
    expect(toggledTheme('dark', false)).toBe('light');
    expect(toggledTheme('system', true)).toBe('light');
    expect(toggledTheme('system', false)).toBe('dark');
  });
});
