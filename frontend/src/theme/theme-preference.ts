// Theme rules: light, dark or system (the default), kept in the browser;
// the toggle flips between light and dark. public/theme-boot.js applies the same rules before
// the first paint (theme-boot.test.ts keeps the two in step).

export type Theme = 'light' | 'dark';
export type ThemePreference = Theme | 'system';

export const THEME_STORAGE_KEY = 'solana-hub.theme';

/** What was stored, or 'system' when nothing (or something unknown) was. */
export function parseThemePreference(stored: string | null): ThemePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The theme on screen: the chosen one, or the system's. */
export function effectiveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference !== 'system') return preference;
  return systemPrefersDark ? 'dark' : 'light';
}

/** What the toggle chooses: the opposite of what is on screen, so it always changes something. */
export function toggledTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  return effectiveTheme(preference, systemPrefersDark) === 'dark' ? 'light' : 'dark';
}
