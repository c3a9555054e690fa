import { useSyncExternalStore } from 'react';
import { browserStorage, createStoredSetting } from '../shell/stored-setting';
import { effectiveTheme, parseThemePreference, THEME_STORAGE_KEY, toggledTheme, type Theme } from './theme-preference';

const themePreference = createStoredSetting(THEME_STORAGE_KEY, parseThemePreference, browserStorage());
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');

function currentTheme(): Theme {
  return effectiveTheme(themePreference.get(), darkScheme.matches);
}

function applyTheme(): void {
  document.documentElement.dataset.theme = currentTheme();
}

function subscribe(listener: () => void): () => void {
  const unsubscribe = themePreference.subscribe(listener);
  darkScheme.addEventListener('change', listener);
  return () => {
    unsubscribe();
    darkScheme.removeEventListener('change', listener);
  };
}

// theme-boot.js has set it already; this keeps <html> right when the choice or the system changes.
applyTheme();
subscribe(applyTheme);

/** The theme on screen and the toggle between light and dark. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme);
  return { theme, toggleTheme: () => themePreference.set(toggledTheme(themePreference.get(), darkScheme.matches)) };
}
